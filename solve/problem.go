package solve

import (
	"context"
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Problem is one puzzle instance, ready for the solver.
type Problem struct {
	// Name names the instance in messages and in the JSON "puzzle" field:
	// a file and line, a URL, "queens 8".
	Name       string
	Formula    *sat.Formula
	Projection sat.Projection
	// Split, when set, returns the parts the search is split into: for
	// counting (symmetric true: the genre may use a symmetry and weight
	// each part) or for enumeration (symmetric false: every weight must be
	// 1). The cubes of all parts must be disjoint. A nil result, or a nil
	// Split, means the whole formula as one part.
	Split func(symmetric bool) []Part
	// SplitAlone says that Split applies only when the problem is alone
	// in its run (at once, or past its budget: SplitAfter): in a batch of
	// easy problems the workers are better
	// used on whole ones (128 of Frisch's 25×25 Sudokus made easier, at
	// -j 2: each split into 32 look-ahead cubes at once, 2.85× the time of
	// the batch whole).
	SplitAlone bool
	// SplitAfter, for a problem that SplitAlone keeps whole in a batch,
	// splits it by Split all the same once its whole search has run this
	// long in a worker process (sat.Job.Resplit): it proved hard, and its
	// cubes cost less than its search whole (Frisch's sixteen 25×25
	// Sudokus as one batch, --unique -j 2: 9 of 16 done after 700 s whole,
	// all in 325 s split past 2 s, before the genre's later gains; now
	// 122 to 140 s split past 500 ms). The search of the whole so far is
	// lost. 0 never splits it in a batch; nor do -j 1 and job files.
	// Options.SplitAfter replaces it, and SplitAloneAfter when the
	// problem is alone.
	SplitAfter time.Duration
	// SplitAloneAfter, for a problem with a budget in a batch
	// (SplitAfter), is its budget when it is alone in its run at -j above
	// 1 with worker processes: it is searched whole in a worker first, and
	// split only past it. 0 splits a lone problem at once (Sudoku: even
	// an easy 25×25 takes longer whole than in cubes).
	SplitAloneAfter time.Duration
	// Race says that the instance is hard enough to race: alone in a run
	// at -j N above 1, it runs as N searches of the whole problem, each
	// seeded differently, in worker processes, and the first answer is
	// kept (sat.Job.Race). A genre sets it where its measurements favour
	// it; a problem that takes milliseconds would only pay for the
	// workers. None does now: on Sudoku and Star Battle, the two genres
	// with lone hard puzzles, cubes (Split) measured faster (README, "One
	// hard puzzle on every core"). A problem split into cubes does not
	// race.
	Race bool
	// Quick says that the problem's search costs less than its trip to a
	// worker process and back (a 9×9 Sudoku: a few hundred microseconds,
	// mostly propagation before any search). A batch whose first problem
	// is quick runs at -j N above 1 on N goroutines of this process
	// (sat.Pool.Threads) instead of worker processes: their set-up runs
	// side by side, their searches take turns. Other batches start there
	// too, but move to worker processes once their searches take most of
	// the time (sat.Pool.Adapt), unless they split (Split), in which
	// case they run in worker processes from the start.
	Quick bool
	// Show decodes a model (indexed by variable), checks it with the
	// genre's own verifier, which reads the decoded board only, and renders
	// it. An error means the model broke a rule: a bug of the model.
	Show func(model []bool) (Answer, error)
	// NoSolution, when set, says why the instance cannot have a solution,
	// found before any search (rows and regions that disagree, say). The
	// search is then skipped.
	NoSolution string
	// IfNone, when set, is said beside an answer of no solution: a bound
	// of the model that the puzzle's author may not share (Fillomino's
	// largest number by default), and how to lift it.
	IfNone string
	// OneLine says that the instance came as one line of a batch, and that
	// its answer is written on one line too.
	OneLine bool
	// ShowForced, when set, renders what every solution agrees on
	// (Forced): values[v] is +1 or −1 for a variable true or false in
	// every solution, 0 where they differ. The text leaves undetermined
	// cells blank; the fields hold "forced" in the shape of a solution.
	ShowForced func(values []int8) (Answer, error)
	// Define, when set, adds to f (a copy of Formula) variables outside
	// the projection, each defined both ways from it by the clauses it
	// adds, and returns them: facts that no one projected variable holds,
	// which a forced board shows (two cells in one rectangle, whichever
	// rectangle that is). Forced calls it when solutions differ, with the
	// values it has found of the projection (as Forced returns them), so
	// that it adds only the facts still worth asking, and finds their
	// values too. No other question pays for them.
	Define func(f *sat.Formula, known []int8) []sat.Var
	// Cells, when set, lists the puzzle's cells, each by its variables: one
	// variable for a cell of two values (X or O, star or not), several
	// for a cell that takes one of many (a digit: one variable per digit,
	// exactly one true). Hint and Rate reason about cells.
	Cells [][]sat.Var
	// Stated, when set, tells which of the variables that givens fix on
	// their own (sat.Selector.Units) a given states by itself, as the
	// puzzle shows it: a given cell's value (a Sudoku's digit, a piece of
	// Tracks). The others follow from a clue that counts several cells (a
	// Hashi 4 in a corner fixes two double bridges, which the player has
	// still to draw): Hint and Rate give them as steps of level 0. Without
	// Stated, every variable a given fixes on its own counts as stated.
	Stated func(v sat.Var) bool
	// Sole and Whole, when set, say that Formula holds clauses that only
	// guide the search (Options.GuidedUnique) and how they settle
	// uniqueness: each model of Formula is a solution, Formula has none
	// only when the puzzle has none and two only when it has two, and when
	// it has exactly one, m, the puzzle is unique if Sole(m) holds. When
	// Sole(m) fails, Run searches the formula Whole builds, without the
	// guide (over the same variables), for the answer.
	Sole  func(model []bool) bool
	Whole func() *sat.Formula
	// KeepGivens, when set, returns the problem of the same puzzle with
	// only the givens of these tags (sat.Selector.Tag), as a setter would
	// type it without the others: Explain checks its answer against it,
	// unless OpenGivens is set, and asks it which givens' removal mends
	// the puzzle (Conflict.Fixes).
	KeepGivens func(tags []int) *Problem
	// OpenGivens, when set, is KeepGivens with the other givens left in
	// place but their values open (a Nurikabe number typed '?'): Explain
	// checks its answer against it, and asks it first which givens, left
	// open, mend the puzzle, since a typo's number has to change, not go
	// (Conflict.Opens).
	OpenGivens func(tags []int) *Problem
	// Clues, when set, returns the puzzle with every clue that the
	// solution model shows added to its own (a generator's full puzzle,
	// made from that solution), built with encode.Config.Select set to
	// SelectGivens, and the tags of the puzzle's own givens in it:
	// SuggestClues then chooses clues that a setter can type, where the
	// values of the solution's cells (Suggest) are no input of the genre
	// (Akari's lights, say).
	Clues func(model []bool) (full *Problem, own []int)
	// Solvable, when set, searches the puzzle for a solution, every given
	// and rule in force, on a model of its own: Hint and Rate ask it before
	// they reason on Formula, and Explain to check the givens it keeps
	// (KeepGivens). A formula built for the questions (SelectAll) may
	// state a rule so that unit propagation sees it but a search is slow:
	// Slitherlink's loop by unary reachability took 9 s to find a
	// generated 10×10's solution, where the lazy check takes 0.05 s.
	Solvable func(ctx context.Context) (sat.Status, sat.Stats)
	// LitName, when set, names a literal of the puzzle's variables as
	// people name a cell's value ("r3c4=7", "r1c2=O"). Without it the
	// formula's variable names are used.
	LitName func(l sat.Lit) string
	// InBatch is set by Titled: the run has several puzzles, so a
	// one-line answer (a suggestion, a hint) names its puzzle too.
	InBatch bool
}

// Titled returns a copy of p whose answers carry p's name on a line above
// their text, as a run of several puzzles shows them. Their fields are
// left alone: JSON names the puzzle in a field of its own.
func (p *Problem) Titled() *Problem {
	q := *p
	q.InBatch = true
	title := func(show func() (Answer, error)) (Answer, error) {
		a, err := show()
		if err == nil {
			a.Text = p.Name + "\n" + a.Text
		}
		return a, err
	}
	if p.Show != nil {
		q.Show = func(model []bool) (Answer, error) {
			return title(func() (Answer, error) { return p.Show(model) })
		}
	}
	if p.ShowForced != nil {
		q.ShowForced = func(values []int8) (Answer, error) {
			return title(func() (Answer, error) { return p.ShowForced(values) })
		}
	}
	return &q
}

// NameOf returns the name of a literal of p's variables (see LitName).
func (p *Problem) NameOf(l sat.Lit) string {
	if p.LitName != nil {
		return p.LitName(l)
	}
	name := p.Formula.Name(l.Var())
	if name == "" {
		name = "x" + l.Var().Pos().String()
	}
	if !l.IsPos() {
		return "not " + name
	}
	return name
}

// OneEach returns Problem.Cells for a puzzle of two-valued cells: each
// variable a cell of its own.
func OneEach(vs []sat.Var) [][]sat.Var {
	out := make([][]sat.Var, len(vs))
	for i, v := range vs {
		out[i] = []sat.Var{v}
	}
	return out
}

// Part is a set of cubes (conjunctions of literals fixed for a search)
// whose solutions count Weight times each.
type Part struct {
	Cubes  [][]sat.Lit
	Weight int64
}

// Answer is a decoded and verified solution, rendered.
type Answer struct {
	// Text is the solution as the genre draws it, ending in a newline.
	Text string
	// Fields are the solution's fields of the JSON output, such as "grid"
	// or "stars".
	Fields map[string]any
}

// stated returns p with its selectors (encode.Config.Select) in force: a
// copy whose formula has each selector as a unit, so that every rule and
// given holds, the puzzle as written. Hint, Rate and Explain assume the
// selectors themselves; Run, Forced and Suggest take the puzzle whole
// through stated, so that one problem built with selectors answers every
// question (a library's count of an empty 3×3 Akari built with them was
// 512, the cells free, where it has 6). A problem without selectors comes
// back as it is.
func (p *Problem) stated() *Problem {
	if len(p.Formula.Selectors()) == 0 {
		return p
	}
	q := *p
	q.Formula = withSelectorsOn(p.Formula)
	if whole := p.Whole; whole != nil {
		q.Whole = func() *sat.Formula { return withSelectorsOn(whole()) }
	}
	return &q
}

// withSelectorsOn returns f, or a copy of it with its selectors as units
// when it has any.
func withSelectorsOn(f *sat.Formula) *sat.Formula {
	sels := f.Selectors()
	if len(sels) == 0 {
		return f
	}
	g := f.Clone()
	for _, s := range sels {
		g.AddClause(s.Lit)
	}
	return g
}
