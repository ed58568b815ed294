package palisade

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/solve"
)

// None is a cell without a clue.
const None = -1

// Puzzle is a Palisade grid.
type Puzzle struct {
	grid.Shape
	K     int   // the cells of every region (Tatham's n)
	Clues []int // per cell, row-major: the borders around it, 0–4, or None
}

// Borders is a solution: per edge of the shape (grid.Shape.Edge), 1 where
// a region border runs between its two cells, 0 where they share a
// region, kit.Unknown where --forced leaves it open.
type Borders []int

// Genre is Palisade as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Borders]{
	Name:    "palisade",
	Aliases: []string{"fivecells"},
	Summary: "Palisade (Five Cells): regions of n cells, numbers counting the borders around their cell; typed grids, JSON, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	JSON:    &kit.JSONFormat[*Puzzle]{Read: readJSON, Write: writeJSON, Keys: []string{"size", "grid"}},
	Links: []kit.Link[*Puzzle]{
		kit.TathamID(readTatham, writeTatham, "5x5n5:2d32b1e2b2b2b2"),
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Full: func(p *Puzzle, b Borders) *Puzzle {
		on := grid.Where(b, 1)
		return &Puzzle{p.Shape, p.K, kit.Filled(p.Clues, None, func(i int) int { return p.sides(on, i) })}
	},
	Bench: &kit.Bench[*Puzzle]{Files: []string{"palisade/tatham.tsv"}, Axes: []string{"amo", "card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// newPuzzle returns a puzzle of w×h cells without clues, checking that
// regions of k cells can fill it.
func newPuzzle(w, h, k int) (*Puzzle, error) {
	if k < 1 || (w*h)%k != 0 {
		return nil, fmt.Errorf("regions of %d cells cannot fill a %d×%d grid (%d cells): expected a divisor of %d", k, w, h, w*h, w*h)
	}
	return &Puzzle{grid.Shape{Rows: h, Cols: w}, k, slices.Repeat([]int{None}, w*h)}, nil
}

// readCells reads the cells of a typed grid or of JSON: . or a clue 0–4.
func readCells(s grid.Shape, toks []grid.Token, k int, at grid.Token) (*Puzzle, error) {
	p, err := newPuzzle(s.Cols, s.Rows, k)
	if err != nil {
		return nil, at.Errorf("%v", err)
	}
	for i, tok := range toks {
		switch c := tok.Text; {
		case c == ".":
		case len(c) == 1 && c[0] >= '0' && c[0] <= '4':
			p.Clues[i] = int(c[0] - '0')
		default:
			return nil, tok.Errorf("%q: expected . (no clue) or a clue 0-4 (the borders around the cell)", c)
		}
	}
	return p, nil
}

// readText reads an option line size=K (5 when none), then the grid.
func readText(t *grid.Text) (*Puzzle, error) {
	k, body, err := t.IntOption("size=K", 5, 1, grid.MaxSide*grid.MaxSide, "the cells of each region")
	if err != nil {
		return nil, err
	}
	s, toks, err := body.Cells()
	if err != nil {
		return nil, err
	}
	return readCells(s, toks, k, t.Start())
}

func cellChar(c int) string {
	if c == None {
		return "."
	}
	return strconv.Itoa(c)
}

// text writes the grid without its size.
func (p *Puzzle) text() string {
	return grid.FormatText(p.FrameCells(func(i int) string { return cellChar(p.Clues[i]) }), nil)
}

func writeText(p *Puzzle) string { return "size=" + strconv.Itoa(p.K) + "\n" + p.text() }

// readJSON reads {"size": K, "grid": [rows]}.
func readJSON(v *jsonpos.Value) (*Puzzle, error) {
	kv, err := v.Need("size", `the puzzle {"size": K, "grid": [row, ...]}`)
	if err != nil {
		return nil, err
	}
	k, err := kv.IntIn("size", 1, grid.MaxSide*grid.MaxSide)
	if err != nil {
		return nil, err
	}
	t, err := kit.GridText(v)
	if err != nil {
		return nil, err
	}
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	_, line, col := kv.Where()
	return readCells(s, toks, k, grid.Token{Where: t.Where, Line: line, Col: col})
}

func writeJSON(p *Puzzle) any {
	lines := strings.Split(strings.TrimSuffix(p.text(), "\n"), "\n")
	return map[string]any{"genre": "palisade", "size": p.K, "grid": lines}
}

// readTatham reads WxHnK:DESC (W alone is W×W with regions of W, and WxH
// regions of W, as Tatham's decode_params reads them); the description
// may stop before the last cell.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Palisade game ID such as 5x5n5:2d32b1e2b2b2b2", grid.MaxSide)
	if err != nil {
		return nil, err
	}
	k, err := strconv.Atoi(strings.TrimPrefix(rest, "n"))
	if rest == "" {
		k = w
	} else if rest[0] != 'n' || err != nil || len(rest) > 7 {
		return nil, id.RestError(rest, "%q: expected nK, the region size, after the grid's size", rest)
	}
	p, err := newPuzzle(w, h, k)
	if err != nil {
		return nil, &tatham.Error{Col: id.ParamsCol, Msg: err.Error()}
	}
	d := id.Reader()
	for pos := 0; !d.Done(); {
		switch c := d.Peek(); {
		case c >= 'a' && c <= 'z':
			pos += int(c-'a') + 1
		case c >= '0' && c <= '4':
			if pos < p.N() {
				p.Clues[pos] = int(c - '0')
			}
			pos++
		default:
			return nil, d.Errorf("unexpected %q: expected a-z (cells without a clue) or a clue 0-4", c)
		}
		if pos > p.N() {
			return nil, d.Errorf("the description passes the last of the %d cells", p.N())
		}
		d.Next()
	}
	return p, nil
}

// writeTatham writes the ID as Tatham's generator does: without the run
// of empty cells at the end.
func writeTatham(p *Puzzle) (string, error) {
	desc := strings.TrimRight(tatham.RunsOf(p.Clues, None, strconv.Itoa), "abcdefghijklmnopqrstuvwxyz")
	return fmt.Sprintf("%dx%dn%d:%s", p.Cols, p.Rows, p.K, desc), nil
}

// model states the clues on the border variables and the division into
// regions of K cells (kit.Model.Divide).
func model(p *Puzzle, m *kit.Model) func(kit.Values) Borders {
	border, same := m.BorderVars(p.Shape)
	for i, c := range p.Clues {
		if c != None {
			es := p.EdgesAt(i)
			m.Given(i, encode.EQ, c-(4-len(es)), border.Lits(es), "%s=%d", p.Name(i), c)
		}
	}
	m.Divide(p.Shape, same, p.K, m.EverySize(p.K))
	return func(v kit.Values) Borders { return border.Decode(v) }
}

// Verify checks the borders against the rules, reading the board only.
func Verify(p *Puzzle, b Borders) error {
	if len(b) != p.NumEdges() {
		return fmt.Errorf("%d edges, expected %d", len(b), p.NumEdges())
	}
	on, err := grid.Decided(b, p.EdgeName)
	if err != nil {
		return err
	}
	regions := p.RegionsFromBorders(on)
	label := p.Labels(regions)
	for e := range on {
		if a, c := p.Edge(e); on[e] && label[a] == label[c] {
			return fmt.Errorf("%s: a border inside a region", p.EdgeName(e))
		}
	}
	for _, reg := range regions {
		if err := grid.CheckCount("the region of "+p.Name(reg[0]), len(reg), p.K, "cells"); err != nil {
			return err
		}
	}
	for i, c := range p.Clues {
		if c != None {
			if err := grid.CheckCount(p.Name(i), p.sides(on, i), c, "borders around it"); err != nil {
				return err
			}
		}
	}
	return nil
}

// sides counts the borders around cell i, the grid's edge included.
func (p *Puzzle) sides(on []bool, i int) int {
	es := p.EdgesAt(i)
	n := 4 - len(es)
	for _, e := range es {
		if on[e] {
			n++
		}
	}
	return n
}

func show(p *Puzzle, b Borders, colour bool) solve.Answer {
	return kit.ShowBorders(p.Shape, b, func(i int) string { return strings.TrimPrefix(cellChar(p.Clues[i]), ".") }, colour)
}

// facts writes the puzzle for bench/asp/palisade.lp.
func facts(p *Puzzle) string {
	return fmt.Sprintf("region(%d).\n", p.K) + kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if c := p.Clues[i]; c != None {
			fact("clue", c)
		}
	})
}
