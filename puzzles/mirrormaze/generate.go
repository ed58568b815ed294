package mirrormaze

import (
	"context"
	"fmt"
	"math/rand"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generator makes mirror mazes with one solution, as Simon Tatham's Undead
// and janko.at show them: every clue and the three totals, and as few
// monsters given as uniqueness allows. Mirrors are placed at random, the
// other cells get random monsters, the clues are counted along the lines
// of sight, and the monsters given go in random order while the solution
// stays the only one (solve.MinimalGivens).
func generator() *solve.Generator {
	return &solve.Generator{
		Usage: "[--size N] [--rows R --cols C] [--mirrors F] [--no-minimal] [flags]",
		Flags: func(fs *pflag.FlagSet) solve.Make {
			rows := fs.Int("rows", 0, "rows (default: --size, or 5)")
			cols := fs.Int("cols", 0, "columns (default: --size, or 5)")
			share := fs.Float64("mirrors", 0.35, "the share of cells that hold a mirror")
			return func(ctx context.Context, g *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
				r, c := *rows, *cols
				if g.Size > 0 {
					r, c = max(r, 0), max(c, 0)
					if r == 0 {
						r = g.Size
					}
					if c == 0 {
						c = g.Size
					}
				}
				if r == 0 {
					r = 5
				}
				if c == 0 {
					c = 5
				}
				if r < 1 || c < 1 || r > 20 || c > 20 {
					return nil, fmt.Errorf("a %d×%d grid: expected 1 to 20 rows and columns", r, c)
				}
				if *share < 0 || *share >= 1 {
					return nil, fmt.Errorf("--mirrors %v: expected a share from 0 to below 1", *share)
				}
				return Generate(ctx, rng, r, c, *share, g.Minimal)
			}
		},
	}
}

// Generate makes a rows×cols maze with about share of its cells mirrors,
// every clue and total given, and one solution; its given monsters are
// minimal unless minimal is false.
func Generate(ctx context.Context, rng *rand.Rand, rows, cols int, share float64, minimal bool) (*solve.Generated, error) {
	full, err := NewPuzzle(rows, cols)
	if err != nil {
		return nil, err
	}
	sol := make(Solution, rows*cols)
	for i := range sol {
		switch {
		case rng.Float64() < share:
			sol[i] = []Cell{Slash, Backslash}[rng.Intn(2)]
			full.Grid[i] = sol[i]
		default:
			sol[i] = Monsters[rng.Intn(3)]
			full.Grid[i] = sol[i] // given, for now
		}
	}
	for t := range full.Totals {
		full.Totals[t] = 0
	}
	for _, c := range sol {
		if c.IsMonster() {
			full.Totals[c.index()]++
		}
	}
	for _, s := range Sides {
		for i := range full.Clues[s] {
			k := 0
			for _, cr := range full.Sight(s, i) {
				m := sol[cr.Cell]
				if m == Zombie || (m == Vampire && !cr.Reflected) || (m == Ghost && cr.Reflected) {
					k++
				}
			}
			full.Clues[s][i] = k
		}
	}
	fm := full.Encode(encode.Config{Select: encode.SelectGivens})
	// Only the monsters given may go; the clues and totals stay.
	monstersOnly := func(tag int) int {
		if tag < len(full.Grid) {
			return 0 // a monster, tagged with its cell
		}
		return -1
	}
	kept, err := solve.MinimalGivens(ctx, &solve.Problem{Formula: fm.Formula, Projection: fm.Projection}, rng, monstersOnly, nil, minimal)
	if err != nil {
		return nil, err
	}
	keep := make([]bool, len(full.Grid))
	for _, t := range kept {
		if t < len(keep) {
			keep[t] = true
		}
	}
	p := full.Clone()
	for i, c := range p.Grid {
		if c.IsMonster() && !keep[i] {
			p.Grid[i] = Unknown
		}
	}
	id, _ := p.Tatham()
	rowsOut := make([]string, rows)
	for r := range rowsOut {
		var b strings.Builder
		for c := 0; c < cols; c++ {
			b.WriteByte(sol[r*cols+c].Byte())
		}
		rowsOut[r] = b.String()
	}
	return &solve.Generated{
		Text:     Text(p, nil),
		JSON:     p.seriesJSON(),
		Link:     id,
		Solution: solve.Answer{Text: Text(p, sol), Fields: map[string]any{"grid": rowsOut}},
		Givens:   len(kept), // the clues and totals too
	}, nil
}

// seriesJSON returns the puzzle in the series' JSON form.
func (p *Puzzle) seriesJSON() map[string]any {
	clues := map[string]any{}
	for _, s := range Sides {
		vs := make([]any, len(p.Clues[s]))
		for i, k := range p.Clues[s] {
			if k != NoClue {
				vs[i] = k
			}
		}
		clues[s.String()] = vs
	}
	var mirrors, fixed []map[string]any
	for i, c := range p.Grid {
		switch {
		case c.IsMirror():
			mirrors = append(mirrors, map[string]any{"row": i / p.Cols, "col": i % p.Cols, "val": c.String()})
		case c.IsMonster():
			fixed = append(fixed, map[string]any{"row": i / p.Cols, "col": i % p.Cols, "val": c.String()})
		}
	}
	var totals []map[string]any
	for t, k := range p.Totals {
		if k != NoClue {
			totals = append(totals, map[string]any{"name": Monsters[t].String(), "val": k})
		}
	}
	return map[string]any{"shape": []int{p.Rows, p.Cols}, "visibility": clues, "mirrors": mirrors,
		"monster_number": totals, "fixed_cells": fixed, "same_cells": []any{}}
}
