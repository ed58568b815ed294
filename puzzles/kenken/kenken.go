package kenken

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Op is a cage's operation, as the typed grid writes it.
type Op = grid.Op

// The operations.
const (
	Add = grid.Add
	Sub = grid.Sub
	Mul = grid.Mul
	Div = grid.Div
)

// Cage is a group of cells whose values give Target by Op: their sum or
// product, or for two cells their difference or quotient.
type Cage struct {
	Cells  []int // row-major, increasing
	Op     Op
	Target int
}

// Puzzle is a KenKen: a Latin square cut into cages.
type Puzzle struct {
	grid.Shape
	Cages []Cage // by their first cell
}

// Grid is a solution: a value per cell, kit.Unknown where --forced leaves
// it open.
type Grid []int

// MaxSide is the largest side read (Tatham's Keen makes 3 to 9).
const MaxSide = 32

// Genre is KenKen as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Grid]{
	Name:    "kenken",
	Aliases: []string{"keen", "calcudoku", "kendoku"},
	Summary: "KenKen (Keen): a Latin square whose cages give their targets by +, −, × or ÷; typed grids of cage labels, JSON, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoAreas("kendoku"),
	Links:   []kit.Link[*Puzzle]{kit.TathamID(readTatham, writeTatham, example)},
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Bench:   &kit.Bench[*Puzzle]{Files: []string{"kenken/tatham.tsv"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// clue writes a cage's clue: as typed, or with the signs − × ÷.
func (c Cage) clue(signs bool) string {
	op := string(c.Op)
	if signs && c.Op != Add {
		op = map[Op]string{Sub: "−", Mul: "×", Div: "÷"}[c.Op]
	}
	if c.Op == Add && len(c.Cells) == 1 {
		op = ""
	}
	return strconv.Itoa(c.Target) + op
}

// check checks the operation against the cage's size and the target
// against what its cells can give; "" when both are right.
func (c Cage) check(n int) string {
	k := len(c.Cells)
	if (c.Op == Sub || c.Op == Div) && k != 2 {
		return fmt.Sprintf("a %c clue on %d cells: a difference or a quotient takes two", c.Op, k)
	}
	if lo, hi := c.Op.Range(k, n); c.Target < lo || c.Target > hi {
		gives := "give"
		if k == 1 {
			gives = "gives"
		}
		return fmt.Sprintf("%s out of range: %s of 1 to %d %s %d to %d", c.clue(false), clip.Count(k, "cell"), n, gives, lo, hi)
	}
	return ""
}

// readText reads a grid of cage labels (letters, grid.Text.Rooms), one cell
// of each cage followed by its clue: a number, then + - x / (or − * × ÷),
// or a number alone for a cage of one cell ("a12+ a b3-").
func readText(t *grid.Text) (*Puzzle, error) {
	s, rooms, err := t.Rooms("cage")
	if err == nil && (s.Rows != s.Cols || s.Cols < 2 || s.Cols > MaxSide) {
		err = t.Start().Errorf("a %s grid: expected a square of 2 to %d a side", s, MaxSide)
	}
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Shape: s}
	for k, reg := range rooms.Cells {
		clue, ok := rooms.Clue[k], rooms.Clue[k].Text != ""
		i := len(clue.Text) - len(strings.TrimLeft(clue.Text, "0123456789"))
		n, err := strconv.Atoi(clue.Text[:i])
		op, known := map[string]Op{"+": Add, "-": Sub, "−": Sub, "x": Mul, "X": Mul, "*": Mul, "×": Mul, "/": Div, "÷": Div}[clue.Text[i:]]
		switch {
		case !ok:
			return nil, clue.Errorf("the cage at %s has no clue: expected one cell of it written with the clue, such as a12+", s.Name(reg[0]))
		case err != nil || !known && (i < len(clue.Text) || len(reg) > 1):
			return nil, clue.Errorf("%q: expected a clue such as 12+, 3-, 40x or 2/", clue.Text)
		}
		c := Cage{reg, max(op, Add), n} // a number alone: +
		if msg := c.check(s.Cols); msg != "" {
			return nil, clue.Errorf("%s", msg)
		}
		p.Cages = append(p.Cages, c)
	}
	return p, nil
}

// labels returns each cell's cage.
func (p *Puzzle) labels() []int {
	cells := make([][]int, len(p.Cages))
	for k, c := range p.Cages {
		cells[k] = c.Cells
	}
	return p.Labels(cells)
}

func writeText(p *Puzzle) string {
	return p.RoomText(p.labels(), func(k int) string { return p.Cages[k].clue(false) })
}

// Verify checks the values against the rules, reading the board only.
func Verify(p *Puzzle, g Grid) error {
	if err := p.CheckLatin(g); err != nil {
		return err
	}
	for _, c := range p.Cages {
		v := grid.ValuesAt(g, c.Cells)
		if got := c.Op.Apply(v); got != c.Target {
			return fmt.Errorf("cage %s %s: %s give %s", p.Name(c.Cells[0]), c.clue(true), strings.Trim(fmt.Sprint(v), "[]"), Cage{c.Cells, c.Op, got}.clue(true))
		}
	}
	return nil
}

// show draws the cages, each cell's value, and a cage's clue in its
// first cell.
func show(p *Puzzle, g Grid, _ bool) solve.Answer {
	clue := func(k int) string { return p.Cages[k].clue(true) }
	text := p.ClueLattice(p.labels(), clue, func(i int) string { return grid.NumberText(g[i], "?") }, len(strconv.Itoa(p.Cols))).String()
	return solve.Answer{Text: text, Fields: map[string]any{"grid": p.NumberRows(g)}}
}
