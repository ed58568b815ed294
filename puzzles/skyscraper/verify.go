package skyscraper

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// draw writes the grid with its clues, heights (a board, or the givens)
// in the cells, '.' for none: what parseText reads.
func draw(p *Puzzle, heights []int) string {
	tok := func(v int) string {
		if v > 0 {
			return strconv.Itoa(v)
		}
		return "."
	}
	margin := func(m grid.Margin) []string {
		out := make([]string, p.Cols)
		for k, v := range p.Clues[m] {
			out[k] = tok(v)
		}
		return out
	}
	cells := p.FrameCells(func(i int) string { return tok(heights[i]) })
	return grid.FrameTextEven(cells, margin(grid.MarginTop), margin(grid.MarginRight), margin(grid.MarginBottom), margin(grid.MarginLeft), len(strconv.Itoa(p.Cols)), 2)
}

// show draws a board, and gives its rows (0 for a height left open) as
// the JSON field key.
func show(p *Puzzle, b Board, key string) solve.Answer {
	return solve.Answer{Text: draw(p, b), Fields: map[string]any{key: p.NumberRows(b)}}
}

// Verify checks a board against the rules, reading it only: a Latin
// square of heights 1 to N, the givens kept, and from each clue's margin
// that many buildings seen, a building being seen when it is taller than
// every one in front of it.
func Verify(p *Puzzle, b Board) error {
	if err := p.CheckLatin(b); err != nil {
		return err
	}
	for i, g := range p.Given {
		if g > 0 && b[i] != g {
			return fmt.Errorf("%s holds %d: %d is given there", p.Name(i), b[i], g)
		}
	}
	for _, m := range grid.Margins {
		for k, clue := range p.Clues[m] {
			if got := visible(b, p.Seen(m, k)); clue > 0 && got != clue {
				return fmt.Errorf("%s %d=%d: %d buildings seen", m, k+1, clue, got)
			}
		}
	}
	return nil
}

// visible counts the buildings seen along line, nearest first.
func visible(b Board, line []int) int {
	seen, tallest := 0, 0
	for _, i := range line {
		if b[i] > tallest {
			seen, tallest = seen+1, b[i]
		}
	}
	return seen
}

// infeasible says why the puzzle can have no solution, from what can be
// seen at once, or "": a height given twice in a row or column, or two
// clues facing each other along a line that add up to more than N+1 (the
// tallest building is seen from both ends, those on either side of it
// from one end at most). Rows, columns and cells count from 1, as
// --explain names them.
func infeasible(p *Puzzle) string {
	n := p.Cols
	for k, line := range p.Lines() {
		at := map[int]int{}
		for _, i := range line {
			if v := p.Given[i]; v > 0 {
				if j, dup := at[v]; dup {
					what := map[bool]string{true: "row", false: "column"}[k < n]
					return fmt.Sprintf("height %d is given twice in %s %d (%s and %s)", v, what, k%n+1, p.Name(j), p.Name(i))
				}
				at[v] = i
			}
		}
	}
	for _, pair := range [][2]grid.Margin{{grid.MarginTop, grid.MarginBottom}, {grid.MarginLeft, grid.MarginRight}} {
		for k := 0; k < n; k++ {
			if a, b := p.Clues[pair[0]][k], p.Clues[pair[1]][k]; a > 0 && b > 0 && a+b > n+1 {
				return fmt.Sprintf("%s %d: clues %d (%s) and %d (%s) add up to more than %d", pair[0].Line(), k+1, a, pair[0], b, pair[1], n+1)
			}
		}
	}
	return ""
}
