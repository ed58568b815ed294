package shikaku

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// The cells of a puzzle: None, Any (a number whose value is not given,
// pzprjs's ?) or the area of its rectangle, 1 or more.
const (
	None = 0
	Any  = puzzlink.Unknown
)

// Puzzle is a Shikaku grid.
type Puzzle struct {
	grid.Shape
	Clues []int // per cell, row-major
}

// Regions is a solution: each cell's rectangle, as the index of the cell
// of its number; kit.Unknown where --forced leaves it open.
type Regions []int

// Genre is Shikaku as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Regions]{
	Name:    "shikaku",
	Aliases: []string{"rect", "rectangles"},
	Summary: "Shikaku (Rectangles): rectangles of the grid, each around one number, its area; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoTokens("sikaku", "-", "."),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j", "shikaku"),
		kit.TathamID(readTatham, writeTatham, "7x7:a3b2b2_2f2a4_6_6c8d4d2_2j2a4a").SureOf(coversGrid),
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"shikaku/tatham.tsv"}, Axes: []string{"amo"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

func newPuzzle(w, h int) *Puzzle { return &Puzzle{grid.Shape{Rows: h, Cols: w}, make([]int, w*h)} }

// clue checks a number read: 1 to the grid's area, or Any.
func (p *Puzzle) clue(n int) error {
	if n != Any && (n < 1 || n > p.N()) {
		return fmt.Errorf("a number %d: expected 1 to %d, the area of a rectangle of the %s grid", n, p.N(), p.Shape)
	}
	return nil
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	p := newPuzzle(s.Cols, s.Rows)
	for i, tok := range toks {
		switch n, err := strconv.Atoi(tok.Text); {
		case tok.Text == ".":
		case tok.Text == "?":
			p.Clues[i] = Any
		case err != nil || tok.Text[0] < '1' || tok.Text[0] > '9':
			return nil, tok.Errorf("%q: expected . (no number), a number 1 or more, or ? (a number not given)", tok.Text)
		case p.clue(n) != nil:
			return nil, tok.Errorf("%v", p.clue(n))
		default:
			p.Clues[i] = n
		}
	}
	return p, nil
}

func cellText(c int) string {
	if t, ok := map[int]string{None: ".", Any: "?"}[c]; ok {
		return t
	}
	return strconv.Itoa(c)
}

func writeText(p *Puzzle) string {
	return grid.FormatText(p.FrameCells(func(i int) string { return cellText(p.Clues[i]) }), nil)
}

// readURL reads pzprjs's shikaku (decodeNumber16; '.' a number not
// given).
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, "shikaku")
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Shape: u.Shape()}
	_, p.Clues, err = puzzlink.ReadNumbers(s, grid.MaxSide, None, p.clue, "shikaku")
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	return puzzlink.WriteNumbers("shikaku", p.Cols, p.Rows, p.Clues, None), nil
}

// coversGrid reports whether the numbers sum to the cells: a game ID of
// Rectangles, not of Range, whose IDs have the same form.
func coversGrid(p *Puzzle) bool {
	n := 0
	for _, c := range p.Clues {
		n += max(c, 0)
	}
	return n == p.N()
}

// readTatham reads WxH:DESC; the long parameters' expansion factor (e1.5)
// and non-unique option (a) only steer Tatham's generator and are passed
// over.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Rectangles game ID such as 7x7:a3b2b2_2f2a4_6_6c8d4d2_2j2a4a", grid.MaxSide)
	if err != nil {
		return nil, err
	}
	if _, ok := tatham.Tail(rest, "e.a"); !ok {
		return nil, id.RestError(rest, "%q: expected the expansion factor eF and the option a (not unique) after the size", rest)
	}
	p := newPuzzle(w, h)
	p.Clues, err = id.Reader().Numbers(p.N(), None, "number", func(_, n int) error { return p.clue(n) })
	return p, err
}

// writeTatham writes the ID as Tatham's generator does: '_' between two
// numbers with no empty cell between.
func writeTatham(p *Puzzle) (string, error) {
	if slices.Contains(p.Clues, Any) {
		return "", fmt.Errorf("a number not given (?): Tatham's IDs hold numbers only")
	}
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, tatham.WriteNumbers(p.Clues, None)), nil
}

// candidates returns the rectangles that number i may have: of its area
// (any, for Any or anyArea), around it, holding no other number.
func (p *Puzzle) candidates(i int, anyArea bool) []grid.Box {
	var out []grid.Box
	area := p.Clues[i]
	if area == Any || anyArea {
		area = 0
	}
	for q := range p.BoxesAround(i, area) {
		n := 0
		for _, j := range p.BoxCells(q) {
			n += min(1, p.Clues[j]*p.Clues[j]) // a number, or none
		}
		if n == 1 {
			out = append(out, q)
		}
	}
	return out
}

// model has a variable per rectangle a number may have; each cell lies in
// exactly one chosen rectangle, which for a number's cell is the
// number's own: its clue. For --explain (Explaining) its rectangles are
// of any area, the clue ruling out others: off, it is a '?'.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Regions {
	var of []int         // each candidate's number
	var rects []grid.Box // and its rectangle
	anyArea := m.Explaining
	for i, c := range p.Clues {
		if c != None {
			for _, q := range p.candidates(i, anyArea) {
				of, rects = append(of, i), append(rects, q)
			}
		}
	}
	x := m.Bools(len(rects), func(k int, on bool) string {
		q := rects[k]
		return map[bool]string{false: "not "}[on] + fmt.Sprintf("%s-%s for %s", p.Name(p.Index(q.R0, q.C0)), p.Name(p.Index(q.R1-1, q.C1-1)), p.Name(of[k]))
	})
	cover, not := make([][]sat.Lit, p.N()), make([][]sat.Lit, p.N()) // not: anyArea's other areas
	for k, q := range rects {
		cells := p.BoxCells(q)
		for _, i := range cells {
			cover[i] = append(cover[i], x.Lit(k))
		}
		if c := p.Clues[of[k]]; c != Any && len(cells) != c {
			not[of[k]] = append(not[of[k]], x.Lit(k).Not())
		}
	}
	for i, c := range p.Clues {
		if c == None || anyArea {
			m.Rule(encode.EQ, 1, cover[i], "%s in one rectangle", p.Name(i))
		}
		if lits, k := cover[i], 1; c != None {
			if anyArea {
				lits, k = not[i], len(not[i])
			}
			m.Given(i, encode.EQ, k, lits, "%s=%s", p.Name(i), cellText(c))
		}
	}
	// Two neighbours in one rectangle, whichever: for --forced, which
	// draws no border where every solution has none.
	var decode func(kit.Values) Regions
	joined := m.Joined(p.Shape, len(rects), func(k int) []int { return p.BoxCells(rects[k]) }, x, func(known kit.Values) func(int) bool {
		open := decode(known) // the rectangles forced so far
		return func(i int) bool { return open[i] == kit.Unknown }
	})
	// A cell's number: that of every rectangle over it that some solution
	// uses, when they agree (--forced: so a clue's own cell always). Open
	// cells that every solution puts in one rectangle share a label below
	// Unknown (kit.ShowLabels).
	decode = func(v kit.Values) Regions {
		out, seen := slices.Repeat(Regions{kit.Unknown}, p.N()), make([]bool, p.N())
		for k, q := range rects {
			for _, i := range p.BoxCells(q) {
				switch {
				case x.Get(v, k) == 0: // not chosen (--forced: in no solution)
				case !seen[i]:
					out[i], seen[i] = of[k], true
				case out[i] != of[k]:
					out[i] = kit.Unknown
				}
			}
		}
		open := p.Components(func(i int) bool { return out[i] == kit.Unknown }, func(a, b int) bool {
			e, _ := p.EdgeBetween(a, b)
			return joined.Get(v, e) == 1
		})
		for k, c := range open {
			for _, i := range c {
				if len(c) > 1 { // not a cell alone
					out[i] = kit.Unknown - 1 - k
				}
			}
		}
		return out
	}
	return decode
}

// Verify checks the rectangles against the rules, reading the board only.
func Verify(p *Puzzle, g Regions) error {
	if err := p.CheckRegions(g); err != nil { // every cell in a region
		return err
	}
	for _, reg := range p.Regions(g) {
		r0, c0 := p.RC(reg[0])
		r1, c1 := r0, c0
		var nums []int
		for _, i := range reg {
			r, c := p.RC(i)
			r0, c0, r1, c1 = min(r0, r), min(c0, c), max(r1, r), max(c1, c)
			if p.Clues[i] != None {
				nums = append(nums, i)
			}
		}
		if (r1-r0+1)*(c1-c0+1) != len(reg) {
			return fmt.Errorf("the region of %s is no rectangle", p.Name(reg[0]))
		}
		if len(nums) != 1 {
			return fmt.Errorf("the rectangle %s-%s holds %d numbers, expected 1", p.Name(reg[0]), p.Name(reg[len(reg)-1]), len(nums))
		}
		if c := p.Clues[nums[0]]; c != Any && len(reg) != c {
			return grid.CheckCount("the rectangle of "+p.Name(nums[0]), len(reg), c, "cells")
		}
	}
	return nil
}

func show(p *Puzzle, g Regions, colour bool) solve.Answer {
	return kit.ShowLabels(p.Shape, g, func(i int) string { return strings.Trim(cellText(p.Clues[i]), ".") }, colour)
}

// facts writes the puzzle for bench/asp/shikaku.lp.
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if c := p.Clues[i]; c != None {
			fact("number", max(c, 0)) // 0: any
		}
	})
}
