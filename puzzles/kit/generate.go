package kit

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Generator makes puzzles with one solution the way most grid genres can:
// a full puzzle, every clue of a random solution shown, from which clues
// go in random order while the solution stays the only one
// (solve.MinimalGivens). The model tags each clue (Model.Given) with its
// identity, which Keep and Partner speak of.
type Generator[P any] struct {
	// Usage is what follows "generate NAME" on the command line.
	Usage string
	// Flags registers the generator's own flags and returns what makes a
	// full puzzle: every clue shown, with one solution or more (the
	// clues removed must leave one). size is --size, 0 for the genre's
	// usual.
	Flags func(fs *pflag.FlagSet) func(ctx context.Context, rng *rand.Rand, size int) (P, error)
	// Side, when set, is the square grid's side that --size may ask for:
	// the usual, the least and the most. The kit checks --size against it
	// (GenerateSize) and hands Flags' maker the side, never 0.
	Side [3]int
	// Keep returns the full puzzle with only the clues whose tags are
	// kept. --explain checks its answer with it too (solve.Problem.
	// KeepGivens), so a genre with Own may set it.
	Keep func(full P, kept []int) P
	// Open, when set, returns the full puzzle with the clues whose tags
	// are not kept still in place but their values open ('?'), for
	// --explain (solve.Problem.OpenGivens), in a genre where removing a
	// clue takes more than its value away (a Nurikabe number's island).
	Open func(full P, kept []int) P
	// Partner, when set, returns the tag of the clue that the half-turn
	// takes a clue to (--symmetric): its own tag for a clue the half-turn
	// keeps in place, and for a clue whose image holds none, that image's
	// tag (Minimal drops such clues first). A genre without Partner
	// refuses --symmetric.
	Partner func(full P, tag int) int
	// Rank, when set, orders the clues for removal (solve.MinimalGivens):
	// rank 0 first, negative never.
	Rank func(full P, tag int) int
	// Own, when set, is the genre's own generator in place of the
	// removal of clues (Flags, Partner and Rank go unused): for a
	// genre whose clues cannot go one by one, such as Galaxies' centres,
	// each needed to cover the grid. It registers its flags and returns
	// what makes one puzzle, which Genre.Solved may write. Keep then
	// serves --explain alone.
	Own func(fs *pflag.FlagSet) solve.Make
	// OwnSymmetric says that Own makes half-turn symmetric puzzles when
	// asked (solve.GenerateOptions.Symmetric); without it, --symmetric is
	// refused.
	OwnSymmetric bool
}

// notSymmetric refuses --symmetric for a generator that does not follow it.
func (g *Genre[P, S]) notSymmetric() error {
	return fmt.Errorf("--symmetric: the %s generator makes no half-turn symmetric puzzles", g.Name)
}

// generator is the driver's view of the genre's generator.
func (g *Genre[P, S]) generator() *solve.Generator {
	gen := g.Generate
	if gen.Own != nil {
		return &solve.Generator{Usage: gen.Usage, Flags: func(fs *pflag.FlagSet) solve.Make {
			own := gen.Own(fs)
			return func(ctx context.Context, o *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
				if o.Symmetric && !gen.OwnSymmetric {
					return nil, g.notSymmetric()
				}
				if !o.Minimal {
					// It was taken and changed nothing (a tester's find).
					return nil, fmt.Errorf("--no-minimal: the %s generator removes no givens (it makes the ones it needs), so there is no removal to stop early", g.Name)
				}
				return own(ctx, o, rng)
			}
		}}
	}
	return &solve.Generator{
		Usage: gen.Usage,
		Flags: func(fs *pflag.FlagSet) solve.Make {
			full := gen.Flags(fs)
			return func(ctx context.Context, o *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
				if o.Symmetric && gen.Partner == nil {
					return nil, g.notSymmetric()
				}
				return g.Make(ctx, full, rng, o.Size, o.Symmetric, o.Minimal)
			}
		},
	}
}

// MaxTries bounds the full puzzles Make tries, each with every clue shown,
// before it gives up on finding one with a single solution.
const MaxTries = 200

// Make makes a puzzle with one solution: a full puzzle from full (every
// clue shown), again while one has several solutions, made minimal (see
// Minimal). size is --size, checked against the generator's Side when it
// has one.
func (g *Genre[P, S]) Make(ctx context.Context, full func(context.Context, *rand.Rand, int) (P, error), rng *rand.Rand, size int, symmetric, minimal bool) (*solve.Generated, error) {
	if side := g.Generate.Side; side != [3]int{} {
		var err error
		if size, err = GenerateSize(size, side[0], side[1], side[2]); err != nil {
			return nil, err
		}
	}
	for try := 0; try < MaxTries; try++ {
		p, err := full(ctx, rng, size)
		if err != nil {
			return nil, err
		}
		out, err := g.Minimal(ctx, p, rng, symmetric, minimal)
		if !errors.Is(err, solve.ErrNotUnique) {
			return out, err
		}
	}
	return nil, fmt.Errorf("%w in %d tries: every clue shown left several", solve.ErrNoPuzzle, MaxTries)
}

// Minimal makes a puzzle with one solution from full: its clues go (with
// minimal) or come (without) in random order, in half-turn pairs when
// symmetric, while one solution stays.
func (g *Genre[P, S]) Minimal(ctx context.Context, full P, rng *rand.Rand, symmetric, minimal bool) (*solve.Generated, error) {
	gen := g.Generate
	prob := g.clues(full, encode.Config{})
	var partner, rank func(int) int
	if symmetric && gen.Partner != nil {
		// A clue whose partner under the half-turn is no clue cannot
		// stay: the full puzzle goes on without such clues (with several
		// solutions then, ErrNotUnique, and Make tries another). One
		// that never goes (its rank) makes the full puzzle no good at
		// once, and its partner never goes either (rank below).
		tags := map[int]bool{}
		for _, s := range prob.Formula.Selectors() {
			if s.Given {
				tags[s.Tag] = true
			}
		}
		var paired []int
		for t := range tags {
			switch q := gen.Partner(full, t); {
			case q == t || tags[q]:
				paired = append(paired, t)
			case gen.Rank != nil && gen.Rank(full, t) < 0:
				return nil, fmt.Errorf("%w: a given that always stays has no image", solve.ErrNotUnique)
			}
		}
		if len(paired) < len(tags) {
			slices.Sort(paired)
			full = gen.Keep(full, paired)
			prob = g.clues(full, encode.Config{})
		}
		partner = func(t int) int { return gen.Partner(full, t) }
	}
	if gen.Rank != nil {
		rank = func(t int) int { return gen.Rank(full, t) }
		if partner != nil {
			rank = func(t int) int { return min(gen.Rank(full, t), gen.Rank(full, partner(t))) }
		}
	}
	kept, err := solve.MinimalGivens(ctx, prob, rng, rank, partner, minimal)
	if err != nil {
		return nil, err
	}
	p := gen.Keep(full, kept)
	return g.Generated(ctx, p, len(kept))
}

// Generated returns a puzzle with one solution as the generator writes
// it: its text, JSON and first link, and its solution drawn.
func (g *Genre[P, S]) Generated(ctx context.Context, p P, givens int) (*solve.Generated, error) {
	m, decode := g.Build(p, encode.Config{})
	var model []bool
	res, err := sat.Enumerate(ctx, m.F, m.Projection(), nil, 2, func(x []bool) bool {
		if model == nil {
			model = append([]bool(nil), x...)
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	if res.Count != 1 {
		return nil, fmt.Errorf("the generated puzzle has %d solutions, expected one (this is a bug)", res.Count)
	}
	return g.Solved(p, decode(Solution(model)), givens)
}

// Solved returns a puzzle with one solution, s, as the generator writes
// it: its text, JSON and first link, and s drawn, after the verifier's
// check.
func (g *Genre[P, S]) Solved(p P, s S, givens int) (*solve.Generated, error) {
	if err := g.Verify(p, s); err != nil {
		return nil, fmt.Errorf("the generated puzzle's solution: %v (this is a bug)", err)
	}
	out := &solve.Generated{
		Text:     g.Text.Write(p),
		JSON:     g.WriteJSON(p),
		Solution: g.Show(p, s, false),
		Givens:   givens,
	}
	for _, l := range g.Links {
		link, err := l.Write(p)
		out.AddLink(l.Format, link, err)
	}
	return out, nil
}

// RandomSolution returns the board of a random solution of puzzle p (a
// puzzle without clues, say), and false when p has none.
func (g *Genre[P, S]) RandomSolution(ctx context.Context, p P, rng *rand.Rand) (S, bool, error) {
	var zero S
	m, decode := g.Build(p, encode.Config{})
	model, err := solve.RandomSolution(ctx, &solve.Problem{Formula: m.F, Projection: m.Projection()}, rng)
	if err != nil || model == nil {
		return zero, false, err
	}
	return decode(Solution(model)), true, nil
}
