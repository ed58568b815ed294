package fillomino

import (
	"fmt"
	"math"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a Fillomino grid.
type Puzzle struct {
	grid.Shape
	Clues []int // per cell, row-major: its number, 0 for none
	// Max is the largest number a cell may hold (the most cells of a
	// region); 0 is the usual: 9, or the largest clue when larger, at
	// most the grid's cells.
	Max int
}

// Grid is a solution: each cell's number, kit.Unknown where --forced
// leaves it open.
type Grid []int

// Genre is Fillomino as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Grid]{
	Name:    "fillomino",
	Aliases: []string{"filling"},
	Summary: "Fillomino (Filling): numbers whose regions are as large as they are, equal regions apart; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoTokens("fillomino", "-", "."),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h", "fillomino"),
		kit.TathamID(readTatham, writeTatham, "9x7:244a3a2a5a4a77a7b9c7a92a59c9d5a9a4b3e29b6d6b3"),
	},
	Flags:  flags,
	Model:  model,
	Verify: Verify,
	Show:   func(p *Puzzle, g Grid, colour bool) solve.Answer { return kit.ShowNumbersIn(p.Shape, g, g, colour) },
	IfNone: ifNone,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"fillomino/tatham.tsv"}, Axes: []string{"amo", "card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// ifNone notes, beside an answer of no solution, the default largest
// number, which a puzzle's author may not share (Janko's have regions of
// up to 14 cells and give no largest number).
func ifNone(p *Puzzle) string {
	if p.Max == 0 && p.max() < p.N() {
		return fmt.Sprintf("with numbers up to %d, the default: --max 0 allows regions of any size", p.max())
	}
	return ""
}

// max returns the largest number a cell of p may hold.
func (p *Puzzle) max() int {
	if p.Max > 0 {
		return min(p.Max, p.N())
	}
	m := 9
	for _, c := range p.Clues {
		m = max(m, c)
	}
	return min(m, p.N())
}

// check refuses a clue out of 1 to the grid's cells, or above Max.
func (p *Puzzle) check(c int) error {
	if c < 1 || c > p.N() || p.Max > 0 && c > p.Max {
		return fmt.Errorf("a number %d: expected 1 to %d", c, min(p.N(), p.max()))
	}
	return nil
}

// flags is the genre's --max.
func flags(fs *pflag.FlagSet) func(p *Puzzle) (*Puzzle, error) {
	m := fs.Int("max", 0, "the largest number, the most cells of a region (default: 9, or the largest clue; 0: as many as the grid's)")
	return func(p *Puzzle) (*Puzzle, error) {
		switch {
		case !fs.Changed("max"): // the default, which --help tells in words (QA: it said "default -1" too)
		case *m < 0: // -3 was taken for the default
			return nil, fmt.Errorf("--max %d: expected 0 (as many as the grid's cells) or more", *m)
		case *m == 0:
			p.Max = p.N()
		default:
			p.Max = *m
		}
		for i, c := range p.Clues {
			if err := p.check(c); c > 0 && err != nil {
				return nil, fmt.Errorf("%s: %v (--max %d)", p.Name(i), err, *m)
			}
		}
		return p, nil
	}
}

// readText reads an option line max=N (none for the usual), then the
// grid: . or a number a cell.
func readText(t *grid.Text) (*Puzzle, error) {
	most, body, err := t.IntOption("max=N", 0, 1, math.MaxInt, "the largest number")
	if err != nil {
		return nil, err
	}
	s, toks, err := body.Cells()
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Shape: s, Clues: make([]int, s.N()), Max: most}
	for i, tok := range toks {
		n, err := strconv.Atoi(tok.Text)
		switch {
		case tok.Text == ".":
		case err != nil || tok.Text[0] < '1' || tok.Text[0] > '9':
			return nil, tok.Errorf("%q: expected . (empty) or a number 1 or more", tok.Text)
		case p.check(n) != nil:
			return nil, tok.Errorf("%v", p.check(n))
		default:
			p.Clues[i] = n
		}
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	text := grid.FormatText(p.FrameCells(func(i int) string { return grid.NumberText(p.Clues[i], ".") }), nil)
	if p.Max > 0 {
		text = "max=" + strconv.Itoa(p.Max) + "\n" + text
	}
	return text
}

// readURL reads pzprjs's fillomino (decodeNumber16; a number '.' left
// unknown is an empty cell). Its variant t (regions of 3 at most) and
// given borders after the numbers are refused.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, "fillomino")
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Shape: u.Shape()}
	u, p.Clues, err = puzzlink.ReadNumbers(s, grid.MaxSide, 0, func(v int) error {
		if v == puzzlink.Unknown {
			return nil
		}
		return p.check(v)
	}, "fillomino")
	if u != nil && err == nil && (u.Flag != "" || u.Variant != "") {
		err = &puzzlink.Error{Col: u.FlagCol(), Msg: fmt.Sprintf("flag %q, variant %q: expected plain Fillomino", u.Flag, u.Variant)}
	}
	if err != nil {
		return nil, err
	}
	for i, c := range p.Clues {
		p.Clues[i] = max(c, 0)
	}
	return p, nil
}

func writeURL(p *Puzzle) (string, error) {
	if p.Max > 0 {
		return "", fmt.Errorf("puzz.link's Fillomino has no largest number (max=%d)", p.Max)
	}
	return puzzlink.WriteNumbers("fillomino", p.Cols, p.Rows, p.Clues, 0), nil
}

// readTatham reads WxH:DESC: a–z runs of empty cells, a digit a number
// (0 an empty cell), and beyond '9' the characters up to '0' plus the
// larger side, as Tatham's validate_desc takes them.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Filling game ID such as 9x7:244a3a2a5a4a77a7b9c7a92a59c9d5a9a4b3e29b6d6b3", grid.MaxSide)
	if err != nil {
		return nil, err
	}
	if rest != "" {
		return nil, id.RestError(rest, "%q: expected nothing after the size", rest)
	}
	p := &Puzzle{Shape: grid.Shape{Rows: h, Cols: w}, Clues: make([]int, w*h)}
	top := byte('0' + min(max(w, h, 3), '`'-'0'))
	d := id.Reader()
	err = d.Whole(p.N(), func(pos int) (int, error) {
		c := d.Peek()
		if c < '0' || c > top {
			return 0, d.Errorf("unexpected %q: expected a-z (empty cells) or a number 0 to %c (0: empty)", c, top)
		}
		if err := p.check(int(c - '0')); c > '0' && err != nil {
			return 0, d.Errorf("%v", err)
		}
		p.Clues[pos] = int(c - '0')
		d.Next()
		return 1, nil
	})
	return p, err
}

func writeTatham(p *Puzzle) (string, error) {
	if p.Max > 0 {
		return "", fmt.Errorf("a largest number (max=%d): Tatham's Filling has none but 9 or the larger side", p.Max)
	}
	var w tatham.Runs
	for _, c := range p.Clues {
		switch {
		case c == 0:
			w.Blank()
		case c > max(p.Cols, p.Rows, 3) || c > '`'-'0':
			return "", fmt.Errorf("a number %d: Tatham's IDs hold numbers up to the larger side (or 3)", c)
		default:
			w.Item(string(rune('0' + c)))
		}
	}
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, w.String()), nil
}

// model has a number per cell (one-hot); cells joined by an edge share a
// region exactly when their numbers are equal, and kit.Model.Divide makes
// each region as large as its number.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Grid {
	top := p.max()
	x := m.OneHot(p.N(), 1, top, p.Name, strconv.Itoa)
	for i, c := range p.Clues {
		if c > 0 {
			m.Given(i, encode.EQ, 1, []sat.Lit{x.Is(i, c)}, "%s=%d", p.Name(i), c)
		}
	}
	same := m.Aux(p.NumEdges())
	for e := range p.NumEdges() {
		a, b := p.Edge(e)
		mark := m.Mark()
		for n := 1; n <= top; n++ {
			m.Add(encode.GE, 1, x.Is(a, n).Not(), x.Is(b, n).Not(), same.Lit(e))
		}
		m.Name(mark, "%s: equal numbers join", p.EdgeName(e))
	}
	m.Divide(p.Shape, same.All(), top, x.Is)
	return func(v kit.Values) Grid { return x.Decode(v) }
}

// Verify checks the numbers against the rules, reading the board only.
func Verify(p *Puzzle, g Grid) error {
	if len(g) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(g), p.N())
	}
	for i, n := range g {
		switch {
		case n < 1 || n > p.max():
			return fmt.Errorf("%s: undecided", p.Name(i))
		case p.Clues[i] > 0 && n != p.Clues[i]:
			return fmt.Errorf("%s holds %d, its clue %d", p.Name(i), n, p.Clues[i])
		}
	}
	for _, reg := range p.Regions(g) {
		if err := grid.CheckCount("the region of "+p.Name(reg[0]), len(reg), g[reg[0]], "cells"); err != nil {
			return err
		}
	}
	return nil
}

// facts writes the puzzle for bench/asp/fillomino.lp.
func facts(p *Puzzle) string {
	return fmt.Sprintf("size(%d,%d).\nmaxn(%d).\n", p.Rows, p.Cols, p.max()) + kit.CellFacts(p.Shape, "clue", p.Clues)
}
