package kenken

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// Keen's game ID is "N:BLOCKS,CLUES": the cage borders (tatham.Blocks),
// then a clue per cage by its first cell, a s m or d and the target.
const example = "4:a_6a6_aa,m8d2m12s1s2a6d2"

func readTatham(s string) (*Puzzle, error) {
	id, err := tatham.Parse(s, "a Keen game ID such as "+example)
	var n, h int
	var rest string
	if err == nil {
		n, h, rest, err = id.SizeFrom(2, MaxSide)
	}
	if err == nil && n != h {
		err = &tatham.Error{Col: id.ParamsCol, Msg: fmt.Sprintf("a %d×%d grid: expected a square, its size one number", n, h)}
	}
	if err == nil { // the difficulty and m (multiplication only) are how it was made
		_, _, err = id.Options(rest, "enhxu", "m")
	}
	if err != nil {
		return nil, err
	}
	p, d := &Puzzle{Shape: grid.Shape{Rows: n, Cols: n}}, id.Reader()
	border, err := d.Blocks(n, 'y')
	if err != nil {
		return nil, err
	}
	if !d.Accept(',') {
		return nil, d.Errorf("expected ',' and the clues after the cage borders")
	}
	for _, cells := range p.RegionsFromBorders(border) {
		col := d.Col()
		op, ok := map[byte]Op{'a': Add, 's': Sub, 'm': Mul, 'd': Div}[d.Next()]
		t, num := d.Int()
		if err := d.TooLarge(col+1, t, "clue"); err != nil { // after the operation's letter
			return nil, err
		}
		c := Cage{cells, op, t}
		msg := c.check(n)
		if !ok || !num {
			msg = "expected a, s, m or d and a number"
		}
		if msg != "" {
			return nil, &tatham.Error{Col: col, Msg: "the clue of the cage at " + p.Name(cells[0]) + ": " + msg}
		}
		p.Cages = append(p.Cages, c)
	}
	return p, d.End()
}

func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	for _, c := range p.Cages {
		b.WriteString(map[Op]string{Add: "a", Sub: "s", Mul: "m", Div: "d"}[c.Op] + strconv.Itoa(c.Target))
	}
	return fmt.Sprintf("%d:%s,%s", p.Cols, tatham.WriteBlocks(p.Cols, p.Borders(p.labels()), 'y'), b.String()), nil
}
