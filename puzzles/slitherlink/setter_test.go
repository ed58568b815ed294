package slitherlink

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// This file checks the setter's and player's questions (--forced,
// --explain, --suggest, --hint, --rate) on the genre's problems against
// the backtracking counter of count_test.go: the intersection of its
// loops, puzzles rebuilt with only the clues named, and its loops that
// hold the edges suggested or hinted.

// problem returns the genre's problem of p under cfg and the model
// options opts, as the command builds it.
func problem(p *Puzzle, cfg encode.Config, opts Options) *solve.Problem {
	q := *p
	q.Options = opts
	return Genre.Problem(&q, "test", &solve.Options{Encoding: cfg}, false)
}

// setterConfigs are the encodings the trials take turns over: every
// connectivity method, with several cardinality encodings.
var setterConfigs = []encode.Config{
	{Connect: encode.Lazy},
	{Connect: encode.Tree, AMO: encode.Sequential, Card: encode.Totalizer},
	{Connect: encode.Reach, AMO: encode.Native, Card: encode.Native},
	{Connect: encode.Auto, AMO: encode.Pairwise, Card: encode.SeqCounter},
}

// setterOptions are the model options the trials take turns over.
var setterOptions = []Options{{}, {Inside: true}}

// agree returns what every one of sols agrees on: 1 for an edge on the
// loop in all, 0 for one off it in all, kit.Unknown for the others.
func agree(sols []Loop) Loop {
	out := append(Loop(nil), sols[0]...)
	for _, s := range sols[1:] {
		for e := range out {
			if out[e] != s[e] {
				out[e] = kit.Unknown
			}
		}
	}
	return out
}

// edgeCount returns the number of edges of s whose value is x.
func edgeCount(s Loop, x int) int {
	n := 0
	for _, y := range s {
		if y == x {
			n++
		}
	}
	return n
}

// edgesOf lists the edges of s whose value is x by their dots,
// [[r1, c1], [r2, c2]], 0-based, sorted: the JSON "forced" lists, written
// apart from the genre's.
func edgesOf(s Loop, rows, cols, x int) [][2][2]int {
	h, v := hv(s, rows, cols)
	out := [][2][2]int{}
	for i, y := range h {
		if y == x {
			out = append(out, [2][2]int{{i / cols, i % cols}, {i / cols, i%cols + 1}})
		}
	}
	for i, y := range v {
		if y == x {
			out = append(out, [2][2]int{{i / (cols + 1), i % (cols + 1)}, {i/(cols+1) + 1, i % (cols + 1)}})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		for k := 0; k < 4; k++ {
			if x, y := a[k/2][k%2], b[k/2][k%2]; x != y {
				return x < y
			}
		}
		return false
	})
	return out
}

// TestForcedIsTheIntersection: on random puzzles with several loops (few
// clues), with one and with none, what --forced draws and lists is the
// intersection of the backtracking counter's loops: the edges on in all,
// the edges off in all. The drawing reads back as the puzzle, crosses
// each edge known off (unless every edge is known: then it is the loop),
// and is the loop's drawing for a unique puzzle.
func TestForcedIsTheIntersection(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	ctx := context.Background()
	kinds := map[string]int{}
	for trial := 0; trial < 48; trial++ {
		rows, cols := 2+trial%3, 2+(trial/3)%3
		p := randomPuzzle(rng, rows, cols, 0.15+0.7*rng.Float64(), trial%8 == 0)
		sols := bruteSolutions(p)
		if len(sols) > 300 {
			continue
		}
		cfg, opts := setterConfigs[trial%len(setterConfigs)], setterOptions[trial%2]
		pr := problem(p, cfg, opts)
		values, found, _, err := solve.Forced(ctx, pr)
		if err != nil {
			t.Fatal(err)
		}
		if found != (len(sols) > 0) {
			t.Fatalf("trial %d: found %v with %d loops\n%s", trial, found, len(sols), gridOf(p))
		}
		switch {
		case len(sols) == 0:
			kinds["none"]++
			continue
		case len(sols) == 1:
			kinds["one"]++
		default:
			kinds["several"]++
		}
		both := agree(sols)
		a, err := pr.ShowForced(values)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]any{"on": edgesOf(both, rows, cols, 1), "off": edgesOf(both, rows, cols, 0)}
		if got := a.Fields["forced"]; !reflect.DeepEqual(got, want) {
			t.Fatalf("trial %d (%s): forced %v, the %d loops agree on %v\n%s", trial, cfg.Connect, got, len(sols), want, gridOf(p))
		}
		crosses := strings.Count(a.Text, "×")
		if len(sols) == 1 {
			if a.Text != text(p, sols[0]) {
				t.Fatalf("trial %d: unique, drawn\n%s\nexpected its loop\n%s", trial, a.Text, text(p, sols[0]))
			}
		} else if crosses != edgeCount(both, 0) || strings.Count(a.Text, "─")+strings.Count(a.Text, "│") < edgeCount(both, 1) {
			t.Fatalf("trial %d: %d crosses for %d edges known off\n%s", trial, crosses, edgeCount(both, 0), a.Text)
		}
		back, err := parseOne(a.Text, "forced")
		if err != nil || !reflect.DeepEqual(back, p) {
			t.Fatalf("trial %d: the drawing reads back as %v, %v\n%s", trial, back, err, a.Text)
		}
	}
	t.Logf("puzzles: %v", kinds)
	if kinds["several"] < 15 || kinds["one"] < 3 || kinds["none"] < 2 {
		t.Errorf("too few of a kind: %v", kinds)
	}
}

// TestForcedText draws a partly known board by hand.
func TestForcedText(t *testing.T) {
	p, _ := Empty(1, 2)
	p.Clue[0] = 3
	s := newLoop(1, 2)
	for e := range s {
		s[e] = kit.Unknown
	}
	h, v := hv(s, 1, 2)
	h[0], v[0] = 1, 1 // the top and left sides of the 3
	h[1] = 0          // the top of the empty cell
	v[2] = 0          // the grid's right side
	want := "┌───╴ × ·\n│ 3     ×\n╵   ·   ·\n"
	if got := showForced(p, s).Text; got != want {
		t.Errorf("got\n%s\nexpected\n%s", got, want)
	}
	// Every edge known: the loop alone.
	h[2], v[1], h[3] = 1, 1, 0
	if got := showForced(p, s).Text; got != text(p, s) || strings.Contains(got, "×") {
		t.Errorf("every edge known: got\n%s\nexpected\n%s", got, text(p, s))
	}
}

// clueName is what the test calls a clue, as people name it: 1-based.
func clueName(r, c, k int) string { return fmt.Sprintf("r%dc%d=%d", r+1, c+1, k) }

// only returns p with only the named clues, each checked to be one of
// p's.
func only(t *testing.T, p *Puzzle, names []string) *Puzzle {
	t.Helper()
	q, _ := Empty(p.Rows, p.Cols)
	all := map[string]int{}
	for i, k := range p.Clue {
		if k != None {
			all[clueName(i/p.Cols, i%p.Cols, k)] = i
		}
	}
	for _, name := range names {
		i, ok := all[name]
		if !ok {
			t.Fatalf("%q names no clue of\n%s", name, gridOf(p))
		}
		q.Clue[i] = p.Clue[i]
	}
	return q
}

// unsolvable returns a random puzzle without a loop (as the backtracking
// counter finds): a solvable one with a clue changed.
func unsolvable(rng *rand.Rand, rows, cols int) *Puzzle {
	for {
		p := randomPuzzle(rng, rows, cols, 0.3+0.6*rng.Float64(), true)
		if bruteCount(p) == 0 {
			return p
		}
	}
}

// TestExplain: on random puzzles without a loop, the conflict named is a
// set of clues that has no loop on its own (a puzzle rebuilt with those
// alone, counted by backtracking), and without any one of them has one.
// The rules alone always have a loop (around any one cell), so a conflict
// is one of clues.
func TestExplain(t *testing.T) {
	rng := rand.New(rand.NewSource(32))
	ctx := context.Background()
	sizes := map[int]int{}
	for trial := 0; trial < 32; trial++ {
		p := unsolvable(rng, 2+trial%3, 2+(trial/3)%3)
		cfg, opts := setterConfigs[trial%len(setterConfigs)], setterOptions[trial%2]
		cfg.Select = encode.SelectAll
		c, _, err := solve.Explain(ctx, problem(p, cfg, opts))
		if err != nil {
			t.Fatalf("trial %d: %v\n%s", trial, err, gridOf(p))
		}
		if c.Rules || len(c.Names) == 0 {
			t.Fatalf("trial %d: %+v: expected clues", trial, c)
		}
		sizes[len(c.Names)]++
		if q := only(t, p, c.Names); bruteCount(q) != 0 {
			t.Fatalf("trial %d (%s): %v has a loop:\n%s", trial, cfg.Connect, c.Names, gridOf(q))
		}
		for i := range c.Names {
			rest := append(append([]string(nil), c.Names[:i]...), c.Names[i+1:]...)
			if q := only(t, p, rest); bruteCount(q) == 0 {
				t.Fatalf("trial %d (%s): %v still conflicts without %s: not minimal\n%s", trial, cfg.Connect, c.Names, c.Names[i], gridOf(q))
			}
		}
	}
	t.Logf("conflicts by size: %v", sizes)
	if len(sizes) < 3 {
		t.Errorf("conflicts of too few sizes: %v", sizes)
	}
}

// TestNames: under Select the formula has one group per clue and rule
// instance, named as people name them, 1-based; under SelectGivens the
// clues only; without Select none.
func TestNames(t *testing.T) {
	p, _ := Empty(2, 2)
	p.Clue[1] = 3 // r1c2
	p.Clue[2] = 0 // r2c1
	groups := func(cfg encode.Config, opts Options) []string {
		var out []string
		for _, s := range problem(p, cfg, opts).Formula.Selectors() {
			out = append(out, fmt.Sprintf("%s/%v", s.Name, s.Given))
		}
		sort.Strings(out)
		return out
	}
	want := []string{"r1c2=3/true", "r2c1=0/true", "loop/false"}
	for r := 1; r <= 3; r++ {
		for c := 1; c <= 3; c++ {
			want = append(want, fmt.Sprintf("dot r%dc%d/false", r, c))
		}
	}
	sort.Strings(want)
	for _, m := range methods {
		if got := groups(encode.Config{Select: encode.SelectAll, Connect: m}, Options{}); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: groups\n%v\nexpected\n%v", m, got, want)
		}
	}
	inside := append([]string(nil), want...)
	for r := 1; r <= 2; r++ {
		for c := 1; c <= 2; c++ {
			inside = append(inside, fmt.Sprintf("cell r%dc%d/false", r, c))
		}
	}
	sort.Strings(inside)
	if got := groups(encode.Config{Select: encode.SelectAll}, Options{Inside: true}); !reflect.DeepEqual(got, inside) {
		t.Errorf("with the colouring: groups\n%v\nexpected\n%v", got, inside)
	}
	if got := groups(encode.Config{Select: encode.SelectGivens}, Default); !reflect.DeepEqual(got, []string{"r1c2=3/true", "r2c1=0/true"}) {
		t.Errorf("givens: %v", got)
	}
	if got := groups(encode.Default, Default); len(got) != 0 {
		t.Errorf("without Select: %v", got)
	}
}

// TestLoopSwitchedOff: "loop" is a rule like the others: with its
// selector off (every other one on) two loops and no loop at all are
// solutions; on, neither is, whatever the connectivity method.
func TestLoopSwitchedOff(t *testing.T) {
	p, _ := Empty(1, 3)
	two := union(square(1, 3, 0, 0, 0, 0), square(1, 3, 0, 2, 0, 2)) // around cells 0 and 2
	none := newLoop(1, 3)
	for _, m := range methods {
		for _, opts := range setterOptions {
			pr := problem(p, encode.Config{Select: encode.SelectAll, Connect: m}, opts)
			vars := edgeVars(t, p, pr)
			for _, loopOn := range []bool{false, true} {
				for label, s := range map[string]Loop{"two loops": two, "no loop": none} {
					var units []sat.Lit
					for _, sel := range pr.Formula.Selectors() {
						units = append(units, sel.Lit.Var().Lit(sel.Name != "loop" || loopOn))
					}
					for e, x := range vars {
						units = append(units, x.Lit(s[e] == 1))
					}
					n := 0
					if _, err := sat.Enumerate(context.Background(), pr.Formula, pr.Projection, units, 1, func([]bool) bool { n++; return true }); err != nil {
						t.Fatal(err)
					}
					if (n == 1) == loopOn {
						t.Errorf("%s, %+v, loop on %v: %s: %d solutions", m, opts, loopOn, label, n)
					}
				}
			}
		}
	}
}

// edgeVars returns the variable of each edge of the dots' shape, found
// by the names of their literals.
func edgeVars(t *testing.T, p *Puzzle, pr *solve.Problem) []sat.Var {
	t.Helper()
	d := p.Dots()
	byName := map[string]int{}
	for e := 0; e < d.NumEdges(); e++ {
		byName["edge "+d.EdgeName(e)+" on"] = e
	}
	out := make([]sat.Var, d.NumEdges())
	for v := sat.Var(1); int(v) <= pr.Formula.NumVars(); v++ {
		if e, ok := byName[pr.LitName(v.Pos())]; ok {
			out[e] = v
		}
	}
	for e, v := range out {
		if v == 0 {
			t.Fatalf("no variable for edge %s", d.EdgeName(e))
		}
	}
	return out
}

// readEdge reads a suggested or hinted edge, "edge r1c2-r1c3 on", into
// its index in h or v (see hv) and its state.
func readEdge(t *testing.T, p *Puzzle, name string) (horizontal bool, i int, on bool) {
	t.Helper()
	var r1, c1, r2, c2 int
	var state string
	if _, err := fmt.Sscanf(name, "edge r%dc%d-r%dc%d %s", &r1, &c1, &r2, &c2, &state); err != nil ||
		fmt.Sprintf("edge r%dc%d-r%dc%d %s", r1, c1, r2, c2, state) != name || state != "on" && state != "off" {
		t.Fatalf("%q: expected edge r<row>c<col>-r<row>c<col> on|off", name)
	}
	r1, c1, r2, c2 = r1-1, c1-1, r2-1, c2-1
	switch {
	case r1 == r2 && c2 == c1+1 && r1 >= 0 && r1 <= p.Rows && c1 >= 0 && c2 <= p.Cols:
		return true, r1*p.Cols + c1, state == "on"
	case c1 == c2 && r2 == r1+1 && c1 >= 0 && c1 <= p.Cols && r1 >= 0 && r2 <= p.Rows:
		return false, r1*(p.Cols+1) + c1, state == "on"
	}
	t.Fatalf("%q: not an edge of the %d×%d grid", name, p.Rows, p.Cols)
	return
}

// holding returns the loops of sols that have each named edge as named.
func holding(t *testing.T, p *Puzzle, sols []Loop, names []string) []Loop {
	t.Helper()
	var out []Loop
	for _, s := range sols {
		ok := true
		for _, name := range names {
			horizontal, i, on := readEdge(t, p, name)
			if edgeOf(p, s, horizontal, i) != on {
				ok = false
			}
		}
		if ok {
			out = append(out, s)
		}
	}
	return out
}

// TestSuggest: on random puzzles with several loops, the edges suggested
// leave one of the backtracking counter's loops (the first solution
// Suggest found), and without any one of them two or more.
func TestSuggest(t *testing.T) {
	rng := rand.New(rand.NewSource(33))
	ctx := context.Background()
	tried, sizes := 0, map[int]int{}
	for trial := 0; trial < 40; trial++ {
		rows, cols := 2+trial%3, 2+(trial/3)%3
		p := randomPuzzle(rng, rows, cols, 0.1+0.5*rng.Float64(), trial%9 == 0)
		sols := bruteSolutions(p)
		cfg, opts := setterConfigs[trial%len(setterConfigs)], setterOptions[trial%2]
		pr := problem(p, cfg, opts)
		extra, first, _, err := solve.Suggest(ctx, pr)
		switch {
		case len(sols) == 0:
			if !errors.Is(err, solve.ErrUnsolvable) {
				t.Fatalf("trial %d: no loop, error %v", trial, err)
			}
			continue
		case len(sols) == 1:
			if !errors.Is(err, solve.ErrUnique) {
				t.Fatalf("trial %d: unique, error %v", trial, err)
			}
			continue
		case err != nil:
			t.Fatal(err)
		}
		tried++
		sizes[len(extra)]++
		names := make([]string, len(extra))
		for i, l := range extra {
			names[i] = pr.NameOf(l)
		}
		left := holding(t, p, sols, names)
		if len(left) != 1 {
			t.Fatalf("trial %d: %d loops with %v\n%s", trial, len(left), names, gridOf(p))
		}
		m := kit.NewModel(cfg)
		q := *p
		q.Options = opts
		if key(left[0]) != key(Genre.Model(&q, m)(kit.Solution(first))) {
			t.Fatalf("trial %d: the loop left is not the first solution", trial)
		}
		for i := range names {
			rest := append(append([]string(nil), names[:i]...), names[i+1:]...)
			if n := len(holding(t, p, sols, rest)); n < 2 {
				t.Fatalf("trial %d: %s is not needed in %v (%d loops without it)", trial, names[i], names, n)
			}
		}
	}
	t.Logf("%d puzzles with several loops; suggestions by size: %v", tried, sizes)
	if tried < 15 {
		t.Errorf("only %d puzzles with several loops", tried)
	}
}

// TestHintsHold: each hint, on random puzzles with one loop or several,
// holds in every loop the backtracking counter finds (with the hinted
// edge the other way, none is left); a rating under reachability (Auto's
// choice under Select on small grids) decides every edge, one step each.
func TestHintsHold(t *testing.T) {
	rng := rand.New(rand.NewSource(34))
	ctx := context.Background()
	levels := map[int]int{}
	for trial := 0; trial < 30; trial++ {
		rows, cols := 2+trial%3, 2+(trial/3)%3
		p := randomPuzzle(rng, rows, cols, 0.4+0.6*rng.Float64(), false)
		sols := bruteSolutions(p)
		if len(sols) == 0 {
			continue
		}
		cfg, opts := setterConfigs[trial%len(setterConfigs)], setterOptions[trial%2]
		cfg.Select = encode.SelectAll
		pr := problem(p, cfg, opts)
		step, done, err := solve.Hint(ctx, pr)
		if err != nil || done {
			t.Fatalf("trial %d: %v %v", trial, done, err)
		}
		levels[step.Level]++
		if step.Level == solve.Search {
			continue
		}
		name := pr.NameOf(step.Lit)
		horizontal, i, on := readEdge(t, p, name)
		for _, s := range sols {
			if edgeOf(p, s, horizontal, i) != on {
				t.Fatalf("trial %d: hint %s (level %d, %v), yet a loop has it the other way\n%s", trial, name, step.Level, step.Reason, text(p, s))
			}
		}
		if len(step.Reason) == 0 {
			t.Fatalf("trial %d: hint %s without a reason", trial, name)
		}
		if len(sols) != 1 {
			continue
		}
		r, err := solve.Rate(ctx, problem(p, encode.Config{Select: encode.SelectAll}, opts))
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, n := range r.Steps {
			total += n
		}
		// The sides of a 0 or a 4 are deduced from the clue, as the
		// player crosses or draws them: no clue states an edge.
		if edges := (rows+1)*cols + rows*(cols+1); r.Level == solve.Search || total != edges {
			t.Fatalf("trial %d: rated %+v: expected a level and %d steps, one per edge\n%s", trial, r, edges, gridOf(p))
		}
	}
	t.Logf("hints by level: %v", levels)
}

// TestLitName names the edge literals, negated ones too, by their dots,
// and nothing else; the edges are the cells of hints.
func TestLitName(t *testing.T) {
	p, _ := Empty(2, 3)
	pr := problem(p, encode.Default, Default)
	vars := edgeVars(t, p, pr)
	h, v := vars[:3*3], vars[3*3:]
	for _, c := range []struct {
		l    sat.Lit
		want string
	}{
		{h[0].Pos(), "edge r1c1-r1c2 on"},
		{h[0].Neg(), "edge r1c1-r1c2 off"},
		{h[2*3+2].Pos(), "edge r3c3-r3c4 on"},
		{v[0].Neg(), "edge r1c1-r2c1 off"},
		{v[1*4+3].Pos(), "edge r2c4-r3c4 on"},
		{sat.Var(pr.Formula.NumVars()).Pos(), "?"},
	} {
		if got := pr.LitName(c.l); got != c.want {
			t.Errorf("LitName(%v) = %q, expected %q", c.l, got, c.want)
		}
	}
	names := 0
	for x := sat.Var(1); int(x) <= pr.Formula.NumVars(); x++ {
		if pr.LitName(x.Pos()) != "?" {
			names++
		}
	}
	if n := len(pr.Cells); n != 3*3+2*4 || names != n {
		t.Errorf("%d cells and %d variables named, expected one per edge (17)", n, names)
	}
}

// edgeOf returns whether edge i of h (horizontal) or v of s is on.
func edgeOf(p *Puzzle, s Loop, horizontal bool, i int) bool {
	h, v := hv(s, p.Rows, p.Cols)
	if horizontal {
		return h[i] == 1
	}
	return v[i] == 1
}

// TestSolvable: the model for questions (SelectAll, whose loop auto states
// by reachability) answers whether there is a solution through Solvable,
// a model of its own (the lazy check), and it agrees with a search of the
// questions' formula under every given and rule, on puzzles with and
// without solutions.
func TestSolvable(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	ctx := context.Background()
	seen := map[sat.Status]int{}
	for trial := 0; trial < 60; trial++ {
		p := randomPuzzle(rng, 2+rng.Intn(3), 2+rng.Intn(3), 0.6, trial%2 == 1)
		pr := problem(p, encode.Config{Select: encode.SelectAll}, Options{})
		if pr.Solvable == nil {
			t.Fatal("a problem for questions without Solvable")
		}
		var on []sat.Lit
		for _, s := range pr.Formula.Selectors() {
			on = append(on, s.Lit)
		}
		want, _, _ := sat.Solve(ctx, pr.Formula, on...)
		got, _ := pr.Solvable(ctx)
		if got != want {
			t.Fatalf("trial %d: Solvable says %v, the questions' formula %v:\n%s", trial, got, want, writeText(p))
		}
		seen[got]++
	}
	if seen[sat.Sat] == 0 || seen[sat.Unsat] == 0 {
		t.Errorf("the trials cover too little: %v", seen)
	}
	if pr := problem(randomPuzzle(rng, 3, 3, 0.6, false), encode.Config{}, Options{}); pr.Solvable != nil {
		t.Error("a problem for solving has Solvable")
	}
}
