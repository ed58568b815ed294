package slitherlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Verify checks a loop against the rules of p, reading only its edges:
// one loop through the dots (grid.Shape.CheckLoop, dots named like the
// cells whose top-left corner they are), and every numbered cell with
// that many of its sides on it.
func Verify(p *Puzzle, s Loop) error {
	d := p.Dots()
	if len(s) != d.NumEdges() {
		return fmt.Errorf("%d edges, expected %d", len(s), d.NumEdges())
	}
	for e, x := range s {
		if x != 0 && x != 1 {
			return fmt.Errorf("edge %s undecided", d.EdgeName(e))
		}
	}
	on := s.on()
	if err := d.CheckLoop(d.Masks(on)); err != nil {
		return err
	}
	for i, k := range p.Clue {
		if k != None {
			if err := grid.CheckCount(p.Name(i), grid.Count(p.sides(i), on), k, "sides on the loop"); err != nil {
				return err
			}
		}
	}
	return nil
}

// show draws the loop between the dots with its clues (see drawing); the
// JSON "loop" is its dots, 0-based, in order from the smallest.
func show(p *Puzzle, s Loop) solve.Answer {
	d := p.Dots()
	return solve.Answer{Text: drawing(p, s, false), Fields: map[string]any{"loop": d.Pairs(d.Trace(d.Masks(s.on())))}}
}

// showForced draws what every solution agrees on: the edges on the loop
// in every one as the loop is drawn, those off it in every one crossed
// out, the others blank (a board every edge of which is known, as the
// loop alone); JSON "forced": {"on": edges, "off": edges}, each edge
// [[r1, c1], [r2, c2]] by its dots, 0-based, sorted.
func showForced(p *Puzzle, s Loop) solve.Answer {
	d := p.Dots()
	on, off := [][2][2]int{}, [][2][2]int{}
	known := true
	for i := 0; i < d.N(); i++ {
		for _, dir := range []grid.Dir{grid.Right, grid.Down} {
			if e, ok := d.EdgeAt(i, dir); ok {
				a, b := d.Edge(e)
				pair := [2][2]int{d.Pairs([]int{a})[0], d.Pairs([]int{b})[0]}
				switch s[e] {
				case 1:
					on = append(on, pair)
				case 0:
					off = append(off, pair)
				default:
					known = false
				}
			}
		}
	}
	return solve.Answer{Text: drawing(p, s, !known), Fields: map[string]any{"forced": map[string]any{"on": on, "off": off}}}
}

// drawing draws the grid: a line of dots, then a line of cells, and so
// on, the edges on the loop in box-drawing characters between the dots,
// a dot the loop does not pass as ·, each clue in the middle of its cell,
// and with crosses each edge off the loop as × (in the middle of a
// horizontal edge, in place of a vertical one). It reads back as the
// puzzle (parseText).
func drawing(p *Puzzle, s Loop, crosses bool) string {
	d := p.Dots()
	edge := func(r, c int, dir grid.Dir) int { e, _ := d.EdgeAt(d.Index(r, c), dir); return e }
	l := grid.Lattice{Shape: p.Shape, Blank: "·"}
	l.H = func(r, c int) bool { return s[edge(r, c, grid.Right)] == 1 }
	l.V = func(r, c int) bool { return s[edge(r, c, grid.Down)] == 1 }
	if crosses {
		cross := func(dir grid.Dir) func(r, c int) string {
			return func(r, c int) string {
				if s[edge(r, c, dir)] == 0 {
					return "×"
				}
				return ""
			}
		}
		l.HMark, l.VMark = cross(grid.Right), cross(grid.Down)
	}
	l.Cell = func(r, c int) string {
		if k := p.Clue[p.Index(r, c)]; k != None {
			return string(rune('0' + k))
		}
		return ""
	}
	return l.String()
}
