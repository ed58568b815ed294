package heyawake

import (
	"context"
	"fmt"
	"math/rand"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// A room's clue when it has no number: None, or Unknown for a number not
// told ('?' in pzprjs; no rule, as None).
const (
	None    = -2
	Unknown = puzzlink.Unknown
)

// Puzzle is a Heyawake grid: rooms, some with the number of their shaded
// cells.
type Puzzle struct {
	grid.Shape
	Label []int   // each cell's room, numbered by first cell (row-major)
	Rooms [][]int // each room's cells
	Clues []int   // each room's number, None or Unknown
}

// Genre is Heyawake as the kit registers it.
var Genre = &kit.Genre[*Puzzle, grid.Shading]{
	Name:    "heyawake",
	Summary: "Heyawake: shade cells, a room's number its shaded cells, shaded cells apart, unshaded connected and never in a straight line through three rooms; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoAreas("heyawake"),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?heyawake/6/6/lll155007rs12222j", "heyawake", "heyawacky"),
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Full: func(p *Puzzle, b grid.Shading) *Puzzle {
		counts := p.counts(b)
		return &Puzzle{p.Shape, p.Label, p.Rooms, kit.Filled(p.Clues, None, func(k int) int { return counts[k] })}
	},
	Bench: &kit.Bench[*Puzzle]{Files: []string{"heyawake/*.txt"}, Axes: []string{"amo", "card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage: "[--size N] [--no-minimal] [--room CELLS]",
		Side:  [3]int{8, 2, 40},
		Flags: generateFlags,
		Keep: func(full *Puzzle, kept []int) *Puzzle {
			p := *full
			p.Clues = kit.Kept(full.Clues, kept, None)
			return &p
		},
	}
	kit.Register(Genre)
}

// newPuzzle makes a puzzle of the rooms that label gives, without clues.
func newPuzzle(s grid.Shape, rooms [][]int) *Puzzle {
	p := &Puzzle{Shape: s, Label: s.Labels(rooms), Rooms: rooms, Clues: make([]int, len(rooms))}
	for k := range p.Clues {
		p.Clues[k] = None
	}
	return p
}

// setClue sets room k's clue, checked against its size.
func (p *Puzzle) setClue(k, v int) error {
	if v != Unknown && (v < 0 || v > len(p.Rooms[k])) {
		return fmt.Errorf("room %s: a clue %d, expected 0 to %d (its cells)", p.Name(p.Rooms[k][0]), v, len(p.Rooms[k]))
	}
	p.Clues[k] = v
	return nil
}

func clueText(c int) string {
	switch c {
	case None:
		return ""
	case Unknown:
		return "?"
	}
	return strconv.Itoa(c)
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, r, err := t.Rooms("room")
	if err != nil {
		return nil, err
	}
	p := newPuzzle(s, r.Cells)
	for k, tok := range r.Clue {
		v, err := strconv.Atoi(tok.Text)
		switch {
		case tok.Text == "":
			continue
		case tok.Text == "?":
			v = Unknown
		case err != nil || tok.Text[0] == '+' || tok.Text[0] == '-':
			return nil, tok.Errorf("%q: expected a room's number or ?", tok.Text)
		}
		if err := p.setClue(k, v); err != nil {
			return nil, tok.Errorf("%v", err)
		}
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	return p.RoomText(p.Label, func(k int) string { return clueText(p.Clues[k]) })
}

// readURL reads pzprjs's decodeBorder, then decodeRoomNumber16: a
// number or none per room, rooms by first cell.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ReadRegions(s, grid.MaxSide, "heyawake", "heyawacky")
	if err != nil {
		return nil, err
	}
	p := newPuzzle(u.Shape(), u.Regions)
	if err = u.Rest.Numbers16(len(p.Rooms), "room numbers", p.setClue); err == nil {
		err = u.Rest.End("last room")
	}
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	w.Borders(p.Cols, p.Rows, p.Borders(p.Label))
	for _, c := range p.Clues {
		switch {
		case c == None:
			w.Empty()
		default:
			w.Number16(c)
		}
	}
	return puzzlink.Format("heyawake", p.Cols, p.Rows, w.String()), nil
}

// spans returns the straight runs of cells that cross two room borders
// and no more: from the cell before one border to the cell after the
// next, along each row and column. One cell of each is shaded.
func (p *Puzzle) spans() [][]int {
	var out [][]int
	for _, line := range p.Lines() {
		last := -1 // the index in line of the cell after the last border
		for k := 1; k < len(line); k++ {
			if p.Label[line[k-1]] == p.Label[line[k]] {
				continue
			}
			if last > 0 {
				out = append(out, line[last-1:k+1])
			}
			last = k
		}
	}
	return out
}

func spanName(p *Puzzle, span []int) string {
	return p.Name(span[0]) + "-" + p.Name(span[len(span)-1])
}

// model states the rules: the shading's (kit.Shading: shaded cells
// apart, unshaded connected), each number's count, and a shaded cell in
// every span through three rooms.
func model(p *Puzzle, m *kit.Model) func(kit.Values) grid.Shading {
	sh := m.Shading(p.Shape)
	for k, room := range p.Rooms {
		if c := p.Clues[k]; c >= 0 {
			m.Given(k, encode.EQ, c, sh.Lits(room), "room %s=%d", p.Name(room[0]), c)
		}
	}
	for _, span := range p.spans() {
		m.Rule(encode.GE, 1, sh.Lits(span), "%s not through three rooms", spanName(p, span))
	}
	return func(v kit.Values) grid.Shading { return sh.Decode(v) }
}

// Verify checks the shading against the rules, reading the board only.
func Verify(p *Puzzle, b grid.Shading) error {
	on, err := p.CheckShading(b)
	if err != nil {
		return err
	}
	for k, room := range p.Rooms {
		if c := p.Clues[k]; c >= 0 {
			if err := grid.CheckCount("room "+p.Name(room[0]), grid.Count(room, on), c, "shaded cells"); err != nil {
				return err
			}
		}
	}
	for _, span := range p.spans() {
		if grid.Count(span, on) == 0 {
			return fmt.Errorf("%s: unshaded through three rooms", spanName(p, span))
		}
	}
	return nil
}

// show draws the rooms' borders, each number in its room's first cell,
// '#' for a shaded cell and '?' for one left open.
func show(p *Puzzle, b grid.Shading, _ bool) solve.Answer {
	l := p.BorderLattice(p.Label, func(i int) string {
		switch {
		case b[i] == 1:
			return "###"
		case b[i] != 0:
			return "?"
		case p.Rooms[p.Label[i]][0] == i:
			return clueText(p.Clues[p.Label[i]])
		}
		return ""
	})
	return solve.Answer{Text: l.String(), Fields: map[string]any{"shaded": p.ShadedRows(b)}}
}

// randomRooms cuts a grid into random rectangles of up to most cells,
// splitting the larger ones along a random line: the rooms of a
// generated puzzle.
func randomRooms(rng *rand.Rand, s grid.Shape, most int) [][]int {
	var rooms [][]int
	var cut func(r, c, h, w int)
	cut = func(r, c, h, w int) {
		if h*w <= 1 || h*w <= most && rng.Intn(3) == 0 {
			var room []int
			for i := r; i < r+h; i++ {
				for j := c; j < c+w; j++ {
					room = append(room, s.Index(i, j))
				}
			}
			rooms = append(rooms, room)
			return
		}
		if w > h || w == h && rng.Intn(2) == 0 {
			k := 1 + rng.Intn(w-1)
			cut(r, c, h, k)
			cut(r, c+k, h, w-k)
			return
		}
		k := 1 + rng.Intn(h-1)
		cut(r, c, k, w)
		cut(r+k, c, h-k, w)
	}
	cut(0, 0, s.Rows, s.Cols)
	return s.Regions(s.Labels(rooms)) // in order of first cells
}

// layoutTries is how many layouts of rooms the generator tries for one
// with a shading: rooms of up to 2 cells on a 5×5 grid took thousands.
const layoutTries = 5000

// generateFlags makes full puzzles: random rectangular rooms, a random
// shading under the rules, and every room numbered.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	most := kit.IntFlag(fs, "room", 6, 1, 0, "the largest room, in cells")
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		// Rooms too small may have no shading at all (QA: it never stopped).
		s := grid.Shape{Rows: size, Cols: size}
		p, b, ok, err := Genre.SolvedLayout(ctx, rng, layoutTries, func() (*Puzzle, bool) {
			return newPuzzle(s, randomRooms(rng, s, *most)), true
		})
		if err != nil {
			return nil, err
		}
		if !ok {
			rooms := map[bool]string{true: "one cell", false: fmt.Sprintf("up to %d cells", *most)}[*most == 1]
			return nil, fmt.Errorf("%w: no layout of rooms of %s had a shading in %d tries (--room larger)", solve.ErrNoPuzzle, rooms, layoutTries)
		}
		p.Clues = p.counts(b)
		return p, nil
	}
}

// counts returns the shaded cells of b in each room.
func (p *Puzzle) counts(b grid.Shading) []int {
	out := make([]int, len(p.Rooms))
	for k, room := range p.Rooms {
		for _, i := range room {
			out[k] += b[i]
		}
	}
	return out
}

// facts writes the puzzle for bench/asp/heyawake.lp.
func facts(p *Puzzle) string {
	b := kit.GridFacts(p.Shape, func(i int, fact kit.Fact) { fact("room", p.Label[i]) })
	for k, c := range p.Clues {
		if c >= 0 {
			b += fmt.Sprintf("number(%d,%d).\n", k, c)
		}
	}
	return b
}
