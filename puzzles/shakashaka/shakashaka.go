package shakashaka

import (
	"context"
	"fmt"
	"math/rand"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// The cells of a puzzle: White, Wall (a black cell), or a numbered black
// cell 0 to 4.
const (
	White = grid.White
	Wall  = grid.Wall
)

// Puzzle is a Shakashaka grid.
type Puzzle struct {
	grid.Shape
	Cells []int // White, Wall or 0-4, row-major
}

// Triangles is a solution: per cell 0 (white, or a black cell), or the
// triangle 1-4 named by the corner of its right angle (1 lower left, 2
// upper left, 3 upper right, 4 lower right); kit.Unknown where --forced
// leaves a cell open.
type Triangles []int

func (p *Puzzle) black(i int) bool { return p.Cells[i] != White }

// Genre is Shakashaka as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Triangles]{
	Name:    "shakashaka",
	Summary: "Shakashaka: black triangles in white cells so that every white area is a rectangle, upright or at 45 degrees; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoTokens("shakashaka", "-", ".", "x", "#", "5", "#"), // 5 (or x) a black cell
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb", "shakashaka"),
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Full:   full,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"shakashaka/*.txt"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage:   "[--size N] [--symmetric] [--no-minimal] [--walls PERCENT]",
		Side:    [3]int{8, 2, 40},
		Flags:   generateFlags,
		Keep:    func(full *Puzzle, kept []int) *Puzzle { return &Puzzle{full.Shape, grid.KeptWalls(full.Cells, kept)} }, // numbers go, walls stay
		Partner: (*Puzzle).Turn,
	}
	kit.Register(Genre)
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, cells, err := t.Walls("black cell")
	if err != nil {
		return nil, err
	}
	return &Puzzle{s, cells}, nil
}

func writeText(p *Puzzle) string { return p.WallsText(p.Cells) }

func readURL(s string) (*Puzzle, error) {
	u, cells, err := puzzlink.ReadWalls(s, grid.MaxSide, White, "black cells", "shakashaka")
	if err != nil {
		return nil, err
	}
	return &Puzzle{u.Shape(), cells}, nil
}

func writeURL(p *Puzzle) (string, error) {
	return puzzlink.WriteWalls("shakashaka", p.Cols, p.Rows, p.Cells, White), nil
}

// covers are the quarters of a cell (the triangles between its diagonals,
// by the side they lie along, grid.Dirs: up, right, down, left) that each
// state makes black: none, or the two along the sides at the right angle.
var covers = [5][4]bool{{}, {false, false, true, true}, {true, false, false, true}, {true, true, false, false}, {false, true, true, false}}

// sectors are the 8 half quarters around a dot, clockwise from straight
// up: the cell's offset from the dot's lower right cell, and the quarter
// of it that lies there (the half of the cell's corner along that side).
var sectors = [8]struct {
	dr, dc int
	q      grid.Dir
}{{-1, 0, grid.Left}, {-1, 0, grid.Down}, {0, 0, grid.Up}, {0, 0, grid.Left}, {0, -1, grid.Right}, {0, -1, grid.Up}, {-1, -1, grid.Down}, {-1, -1, grid.Right}}

// badRuns are the white angles a dot may not show, in eighths of a turn:
// every white area is a rectangle just when the white around every dot
// (grid corner) comes in angles of 90, 180 or 360 degrees (a corner, a
// side, the inside), none of 45, 135, 225 (a tip or a bend), 270 (a
// notch) or 315.
var badRuns = []int{1, 3, 5, 6, 7}

// model states the rules on a variable per quarter cell, true when it is
// black: a cell's black quarters are none or two beside each other (no
// opposite two, no lone one); at each dot, the runs of badRuns excluded, a
// clause each over the quarters there; the numbers (a triangle has one of
// its top and bottom quarters black, so they count the triangles); and a
// triangle somewhere (as pzprjs asks).
func model(p *Puzzle, m *kit.Model) func(kit.Values) Triangles {
	q := m.Bools(4*p.N(), func(k int, on bool) string {
		return fmt.Sprintf("%s %s %s", p.Name(k/4), grid.Dir(k%4), map[bool]string{true: "black", false: "white"}[on])
	})
	var tri []sat.Lit
	for i, c := range p.Cells {
		var near []sat.Lit
		for _, j := range p.Neighbours(i) {
			if !p.black(j) {
				near = append(near, q.Lit(4*j), q.Lit(4*j+2))
			}
		}
		if p.black(i) {
			for d := 0; d < 4; d++ {
				m.Fix(q.Lit(4*i + d))
			}
			if c >= 0 {
				m.Given(i, encode.EQ, c, near, "%s=%d", p.Name(i), c)
			}
			continue
		}
		tri = append(tri, q.Lit(4*i), q.Lit(4*i+2))
		mark := m.Mark()
		for d := 0; d < 4; d++ {
			if d < 2 {
				m.Add(encode.GE, 1, q.Lit(4*i+d).Not(), q.Lit(4*i+d+2).Not())
			}
			m.Add(encode.GE, 1, q.Lit(4*i+d).Not(), q.Lit(4*i+(d+1)%4), q.Lit(4*i+(d+3)%4))
		}
		m.Name(mark, "cell %s", p.Name(i))
	}
	m.Rule(encode.GE, 1, tri, "a triangle")
	dots := p.Dots()
	for d := 0; d < dots.N(); d++ {
		mark := m.Mark()
		for _, n := range badRuns {
			for s := 0; s < 8; s++ {
				if clause, ok := p.unless(q, d, s, n); ok {
					m.Add(encode.GE, 1, clause...)
				}
			}
		}
		m.Name(mark, "rectangles at dot %s", dots.Name(d))
	}
	return func(v kit.Values) Triangles {
		t := make(Triangles, p.N())
		for i := range t {
			var black [4]bool
			for d := range black {
				black[d] = q.Get(v, 4*i+d) == 1
				if q.Get(v, 4*i+d) == kit.Unknown {
					t[i] = kit.Unknown
				}
			}
			for s := 1; s <= 4 && t[i] == 0 && !p.black(i); s++ {
				if black == covers[s] {
					t[i] = s
				} else if black != covers[0] && s == 4 {
					t[i] = kit.Unknown // no state: a board one variable off a solution
				}
			}
		}
		return t
	}
}

// unless returns the clause that rules out a white run of n eighths from
// sector s around dot d between black ones (for n of 6, the two black
// ones side by side; for 7, one), and false when the run cannot be: a
// quarter that must be white is in a black cell or outside the grid.
func (p *Puzzle) unless(q kit.Bools, d, s, n int) ([]sat.Lit, bool) {
	r, c := d/(p.Cols+1), d%(p.Cols+1)
	var clause []sat.Lit
	for k := -1 + n/7; k <= n; k++ { // for 7, the black one is at 7, not -1
		white := k >= 0 && k < n
		sc := sectors[(s+k+8)%8]
		if !p.In(r+sc.dr, c+sc.dc) || p.black(p.Index(r+sc.dr, c+sc.dc)) {
			if white {
				return nil, false
			}
			continue
		}
		l := q.Lit(4*p.Index(r+sc.dr, c+sc.dc) + int(sc.q))
		if !white {
			l = l.Not()
		}
		clause = append(clause, l)
	}
	return clause, true
}

// Verify checks the triangles against the rules, reading the board only.
// The white areas are found as pieces of quarter cells (the four
// triangles between a cell's diagonals) and each is a rectangle when its
// area equals its bounding box's, upright or turned by 45 degrees.
func Verify(p *Puzzle, t Triangles) error {
	if len(t) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(t), p.N())
	}
	any := false
	for i, v := range t {
		switch {
		case v < 0 || v > 4:
			return fmt.Errorf("%s: undecided", p.Name(i))
		case v > 0 && p.black(i):
			return fmt.Errorf("%s: a triangle on a black cell", p.Name(i))
		case p.Cells[i] >= 0:
			n := 0
			for _, j := range p.Neighbours(i) {
				n += min(max(t[j], 0), 1)
			}
			if err := grid.CheckCount(p.Name(i), n, p.Cells[i], "triangles beside it"); err != nil {
				return err
			}
		}
		any = any || v > 0
	}
	if !any {
		return fmt.Errorf("no triangle")
	}
	// Quarter 4i+d of cell i lies along its side d (covers).
	white := func(q int) bool { return !p.black(q/4) && !covers[t[q/4]][q%4] }
	sets := grid.NewSets(4 * p.N())
	for q := 0; q < 4*p.N(); q++ {
		i, d := q/4, q%4
		if j, ok := p.Step(i, grid.Dir(d)); white(q) && d < 2 && ok && white(4*j+(d+2)%4) {
			sets.Union(q, 4*j+(d+2)%4)
		}
		if white(q) && white(4*i+(d+1)%4) {
			sets.Union(q, 4*i+(d+1)%4)
		}
	}
	type box struct{ n, x0, x1, y0, y1, u0, u1, v0, v1 int }
	boxes := make([]box, 4*p.N())
	for q := 0; q < 4*p.N(); q++ {
		if !white(q) {
			continue
		}
		b := &boxes[sets.Find(q)]
		if b.n++; b.n == 1 {
			b.x0, b.x1, b.y0, b.y1, b.u0, b.u1, b.v0, b.v1 = 1<<30, -1<<30, 1<<30, -1<<30, 1<<30, -1<<30, 1<<30, -1<<30
		}
		r, c := p.RC(q / 4)
		corners := [4][2]int{{0, 0}, {0, 2}, {2, 2}, {2, 0}} // doubled coordinates, clockwise from the upper left
		for _, pt := range [][2]int{corners[q%4], corners[(q%4+1)%4], {1, 1}} {
			y, x := 2*r+pt[0], 2*c+pt[1]
			b.x0, b.x1, b.y0, b.y1 = min(b.x0, x), max(b.x1, x), min(b.y0, y), max(b.y1, y)
			b.u0, b.u1, b.v0, b.v1 = min(b.u0, x+y), max(b.u1, x+y), min(b.v0, x-y), max(b.v1, x-y)
		}
	}
	for q := 0; q < 4*p.N(); q++ {
		if b := boxes[sets.Find(q)]; white(q) && b.n != (b.x1-b.x0)*(b.y1-b.y0) && 2*b.n != (b.u1-b.u0)*(b.v1-b.v0) {
			return fmt.Errorf("%s: its white area is no rectangle", p.Name(q/4))
		}
	}
	return nil
}

func show(p *Puzzle, t Triangles, _ bool) solve.Answer {
	rows, strs := make([][]string, p.Rows), make([]string, p.Rows)
	for i, c := range p.Cells {
		ch, s := grid.WallText(c), "#"
		switch {
		case c != White:
		case t[i] == kit.Unknown:
			ch, s = "?", "?"
		default:
			ch, s = [5]string{".", "◣", "◤", "◥", "◢"}[t[i]], fmt.Sprint(t[i])
			s = strings.Replace(s, "0", ".", 1)
		}
		rows[i/p.Cols] = append(rows[i/p.Cols], ch)
		strs[i/p.Cols] += s
	}
	return solve.Answer{Text: grid.FormatText(rows, nil), Fields: map[string]any{"grid": strs}}
}

// generateFlags makes full puzzles: random black cells, half-turn
// symmetric, each numbered with the triangles beside it in a random
// solution.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	walls := kit.IntFlag(fs, "walls", 15, 1, 90, "the share of black cells, in percent, 1 to 90 (with none there is no clue)")
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		for {
			p := &Puzzle{grid.Shape{Rows: size, Cols: size}, make([]int, size*size)}
			for i := 0; i <= p.N()/2; i++ {
				p.Cells[i], p.Cells[p.Turn(i)] = White, White
				if rng.Intn(100) < *walls {
					p.Cells[i], p.Cells[p.Turn(i)] = Wall, Wall
				}
			}
			t, ok, err := Genre.RandomSolution(ctx, p, rng)
			if err != nil || !ok {
				if err != nil {
					return nil, err
				}
				continue
			}
			return full(p, t), nil
		}
	}
}

// full returns p with every wall numbered by the triangles of t beside it.
func full(p *Puzzle, t Triangles) *Puzzle {
	return &Puzzle{p.Shape, p.NumberedWalls(p.Cells, func(j int) bool { return t[j] > 0 })}
}

// facts writes the puzzle for bench/asp/shakashaka.lp: size(Rows, Cols),
// black(R, C), number(R, C, N).
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if c := p.Cells[i]; c != White {
			fact("black")
			if c >= 0 {
				fact("number", c)
			}
		}
	})
}
