package signpost

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// NoArrow is a cell without an arrow: it can only be the last.
const NoArrow = -1

// Puzzle is a Signpost grid.
type Puzzle struct {
	grid.Shape
	Arrows []int // a grid.Compass (0 up, clockwise) or NoArrow, row-major
	Nums   []int // the given numbers, 1 to N, 0 where none is
}

// Numbers is a solution: the number of each cell, kit.Unknown where
// --forced leaves it open.
type Numbers []int

// Genre is Signpost as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Numbers]{
	Name:    "signpost",
	Summary: "Signpost (Pfeilpfad): number the cells in a chain, each arrow pointing at the next; typed grids, JSON, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko: &kit.JankoFormat{Names: []string{"arrowpath"}, Cell: func(p, _ string) string {
		if p = strings.TrimSuffix(p, "-"); p == "" { // "-": no arrow
			return "."
		}
		return strings.ToUpper(p)
	}},
	Links:  []kit.Link[*Puzzle]{kit.TathamID(readTatham, writeTatham, "4x4c:1eegf6c8cgecbegaca16a")},
	Flags:  flags,
	Model:  model,
	Verify: Verify,
	Show:   show,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"signpost/tatham.tsv"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// ray returns the cells that cell i's arrow points at, nearest first.
func (p *Puzzle) ray(i int) []int {
	if p.Arrows[i] == NoArrow {
		return nil
	}
	return p.Beam(i, grid.Compass(p.Arrows[i]))
}

// again records cell i's number in seen (a cell + 1 by number, 0 for
// none yet) and returns the cell before i that holds it too, or -1: a
// number given twice is a typo, not a puzzle without a solution (QA).
func (p *Puzzle) again(seen []int, i int) int {
	n := p.Nums[i]
	switch {
	case n < 1 || n >= len(seen):
		return -1
	case seen[n] > 0:
		return seen[n] - 1
	}
	seen[n] = i + 1
	return -1
}

// corners gives 1 to the top left cell and N to the bottom right one,
// Tatham's option of that name, or says why it cannot.
func (p *Puzzle) corners() error {
	for k, i := range []int{0, p.N() - 1} {
		want := []int{1, p.N()}[k]
		if p.Nums[i] != 0 && p.Nums[i] != want {
			return fmt.Errorf("%s holds %d: with 1 and %d in the corners, expected %d", p.Name(i), p.Nums[i], p.N(), want)
		}
		if j := slices.Index(p.Nums, want); j >= 0 && j != i { // a typo, as in again (review)
			return fmt.Errorf("%s holds %d: with 1 and %d in the corners, %d is %s's", p.Name(j), want, p.N(), want, p.Name(i))
		}
		p.Nums[i] = want
	}
	return nil
}

func flags(fs *pflag.FlagSet) func(p *Puzzle) (*Puzzle, error) {
	corners := fs.Bool("corners", false, "1 is in the top left corner and the last number in the bottom right (Tatham's option)")
	return func(p *Puzzle) (*Puzzle, error) {
		if *corners {
			return p, p.corners()
		}
		return p, nil
	}
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	p, seen := &Puzzle{s, make([]int, s.N()), make([]int, s.N())}, make([]int, s.N()+1)
	for i, tok := range toks {
		digits := len(tok.Text) - len(strings.TrimLeft(tok.Text, "0123456789"))
		n, _ := strconv.Atoi(tok.Text[:min(digits, 7)])
		d, arrow := grid.ParseCompass(tok.Text[digits:])
		p.Nums[i], p.Arrows[i] = n, NoArrow
		if arrow {
			p.Arrows[i] = int(d)
		}
		bad := digits == 0 && !arrow || digits > 0 && (n < 1 || n > s.N() || !arrow && digits < len(tok.Text))
		if tok.Text != "." && bad {
			return nil, tok.Errorf("%q: expected an arrow (↑ ↗ → ↘ ↓ ↙ ← ↖, or N NE E SE S SW W NW) after a number 1 to %d or none, a number alone, or .", tok.Text, s.N())
		}
		if j := p.again(seen, i); j >= 0 {
			return nil, tok.Errorf("%q: %d again (at %s too): expected each number once", tok.Text, n, p.Name(j))
		}
	}
	return p, nil
}

// cellText is a cell as the typed grid writes it: its number, if any
// (below 1: none), then its arrow; "." for neither.
func cellText(num, arrow int) string {
	s := map[bool]string{true: strconv.Itoa(num)}[num > 0]
	if arrow != NoArrow {
		s += grid.Compass(arrow).Arrow()
	}
	return cmp.Or(s, ".")
}

func writeText(p *Puzzle) string {
	return grid.FormatText(p.FrameCells(func(i int) string { return cellText(p.Nums[i], p.Arrows[i]) }), nil)
}

// readTatham reads Signpost's IDs: WxH and 'c' for the corners option,
// then for each cell its number, if given, and its arrow, a to h.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Signpost game ID such as 4x4c:1eegf6c8cgecbegaca16a", grid.MaxSide)
	if err != nil {
		return nil, err
	}
	if rest != "" && rest != "c" {
		return nil, id.RestError(rest, "unexpected %q in the parameters: expected WxH, then c for the corners option", rest)
	}
	p, seen := &Puzzle{grid.Shape{Rows: h, Cols: w}, make([]int, w*h), make([]int, w*h)}, make([]int, w*h+1)
	d := id.Reader()
	for i := range p.Nums {
		at := d.Col()
		n, _ := d.Int()
		switch c := d.Peek(); {
		case n > p.N():
			return nil, &tatham.Error{Col: at, Msg: fmt.Sprintf("%s: a number %s, expected 1 to %d", p.Name(i), clip.Text(d.Since(at), 24), p.N())} // as typed: past an int, n is MaxInt
		case c == 0:
			return nil, d.Errorf("the description ends after %d of %d cells", i, p.N())
		case c < 'a' || c > 'h':
			return nil, d.Errorf("unexpected %q: expected a number or an arrow, a to h", c)
		}
		p.Nums[i], p.Arrows[i] = n, int(d.Next()-'a')
		if j := p.again(seen, i); j >= 0 {
			return nil, &tatham.Error{Col: at, Msg: fmt.Sprintf("%s: %d again (at %s too): expected each number once", p.Name(i), n, p.Name(j))}
		}
	}
	if err := d.End(); err != nil || rest != "c" {
		return p, err
	}
	if err := p.corners(); err != nil {
		return nil, &tatham.Error{Col: id.ParamsCol, Msg: err.Error()}
	}
	return p, nil
}

func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	for i, n := range p.Nums {
		if p.Arrows[i] == NoArrow {
			return "", fmt.Errorf("%s: Signpost gives every cell an arrow", p.Name(i))
		}
		b.WriteString(map[bool]string{true: strconv.Itoa(n)}[n > 0] + string(rune('a'+p.Arrows[i])))
	}
	// The short form, as the game shows it: the corners option is a
	// generator's parameter, and its 1 and N are given numbers anyway.
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, b.String()), nil
}

// model states the rules as a chain through the cells (kit.Chain), each
// cell followed by one its arrow points at.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Numbers {
	rays := make([][]int, p.N())
	for i := range rays {
		rays[i] = p.ray(i)
	}
	c := m.Chain(rays, p.Nums, p.Name)
	return func(v kit.Values) Numbers { return c.Num.Decode(v) }
}

// Verify checks the numbers against the rules, reading the board only.
func Verify(p *Puzzle, nums Numbers) error {
	n := p.N()
	if len(nums) != n {
		return fmt.Errorf("%d cells, expected %d", len(nums), n)
	}
	at := make([]int, n+2)
	for i, x := range nums {
		switch {
		case x < 1:
			return fmt.Errorf("%s: undecided", p.Name(i))
		case x > n:
			return fmt.Errorf("%s holds %d, expected 1 to %d", p.Name(i), x, n)
		case at[x] > 0:
			return fmt.Errorf("%d is twice, at %s and %s", x, p.Name(at[x]-1), p.Name(i))
		case p.Nums[i] > 0 && x != p.Nums[i]:
			return fmt.Errorf("%s holds %d, its given number is %d", p.Name(i), x, p.Nums[i])
		}
		at[x] = i + 1
	}
	for x := 1; x < n; x++ {
		i, j := at[x]-1, at[x+1]-1
		if d, ok := p.Toward(i, j); !ok || int(d) != p.Arrows[i] {
			return fmt.Errorf("%s (%d) does not point at %s (%d)", p.Name(i), x, p.Name(j), x+1)
		}
	}
	return nil
}

func show(p *Puzzle, nums Numbers, _ bool) solve.Answer {
	cells := p.FrameCells(func(i int) string {
		if nums[i] < 1 {
			return "?" + strings.TrimPrefix(cellText(0, p.Arrows[i]), ".")
		}
		return cellText(nums[i], map[bool]int{true: NoArrow, false: p.Arrows[i]}[nums[i] == p.N()])
	})
	return solve.Answer{Text: grid.FormatText(cells, nil), Fields: map[string]any{"grid": p.NumberRows(nums)}}
}

// facts writes the puzzle for bench/asp/signpost.lp.
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if dr, dc := grid.Compass(max(p.Arrows[i], 0)).Step(); p.Arrows[i] != NoArrow {
			fact("arrow", dr, dc)
		}
		if p.Nums[i] > 0 {
			fact("given", p.Nums[i])
		}
	})
}
