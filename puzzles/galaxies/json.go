package galaxies

import (
	"bytes"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/jsonpos"
)

// ParseJSON reads the series' JSON form of a puzzle:
//
//	{"shape": [rows, cols],
//	 "galaxies": [[{"row": 0, "col": 1}],
//	              [{"row": 0, "col": 0}, {"row": 1, "col": 0}], ...]}
//
// Each galaxy is given by its centre, as the list of the cells that touch
// it: one cell (the centre is the middle of that cell), two cells side by
// side (the edge between them) or the four cells of a 2×2 block (their
// common corner), in any order. Rows and columns count from 0, row 0 at
// the top. Other keys are ignored. Errors name the line and column of the
// offending value.
func ParseJSON(data []byte, name string) (*Puzzle, error) {
	doc, err := jsonpos.Parse(data, name)
	if err != nil {
		return nil, err
	}
	const shapeOf = `{"shape": [rows, cols], "galaxies": [[{"row": r, "col": c}, ...], ...]}`
	if doc.Kind != jsonpos.Object {
		return nil, doc.Errorf("expected a JSON object %s, found %s", shapeOf, doc.Kind)
	}
	shape, err := doc.Need("shape", "the puzzle")
	if err != nil {
		return nil, err
	}
	dims, err := shape.Ints("shape")
	if err != nil {
		return nil, err
	}
	if len(dims) != 2 || dims[0] < 1 || dims[1] < 1 || dims[0] > MaxSide || dims[1] > MaxSide {
		return nil, shape.Errorf("shape %v: expected [rows, cols], each from 1 to %d", dims, MaxSide)
	}
	rows, cols := dims[0], dims[1]
	list, err := doc.Need("galaxies", "the puzzle")
	if err != nil {
		return nil, err
	}
	gs, err := list.Elems("galaxies")
	if err != nil {
		return nil, err
	}
	centres := make([]Point, len(gs))
	seen := map[Point]int{}
	for g, gv := range gs {
		cells, err := gv.Elems("a galaxy's centre (the list of the cells that touch it)")
		if err != nil {
			return nil, err
		}
		if len(cells) == 0 || len(cells) == 3 || len(cells) > 4 {
			return nil, gv.Errorf("galaxy %d: %d cells: expected the 1, 2 or 4 cells that touch its centre", g, len(cells))
		}
		var cs []Cell
		for _, cv := range cells {
			var rc [2]int
			for k, key := range []string{"row", "col"} {
				f, err := cv.Need(key, `a cell {"row": r, "col": c}`)
				if err != nil {
					return nil, err
				}
				hi := []int{rows, cols}[k] - 1
				if rc[k], err = f.IntIn(key, 0, hi); err != nil {
					return nil, err
				}
			}
			cs = append(cs, Cell{rc[0], rc[1]})
		}
		pt, ok := centreOf(cs)
		if !ok {
			return nil, gv.Errorf("galaxy %d: cells %s: expected one cell, two side by side, or a 2×2 block", g, cellList(cs))
		}
		if h, dup := seen[pt]; dup {
			return nil, gv.Errorf("galaxy %d has the centre of galaxy %d: expected each centre once", g, h)
		}
		seen[pt] = g
		centres[g] = pt
	}
	p, err := New(rows, cols, centres)
	if err != nil {
		return nil, doc.Errorf("%v", err)
	}
	return p, nil
}

// centreOf returns the point that exactly the cells cs touch, if any.
func centreOf(cs []Cell) (Point, bool) {
	r0, r1, c0, c1 := cs[0].Row, cs[0].Row, cs[0].Col, cs[0].Col
	for _, c := range cs {
		r0, r1 = min(r0, c.Row), max(r1, c.Row)
		c0, c1 = min(c0, c.Col), max(c1, c.Col)
	}
	if r1-r0 > 1 || c1-c0 > 1 || (r1-r0+1)*(c1-c0+1) != len(cs) {
		return Point{}, false
	}
	seen := map[Cell]bool{}
	for _, c := range cs {
		if seen[c] {
			return Point{}, false
		}
		seen[c] = true
	}
	return Point{r0 + r1 + 1, c0 + c1 + 1}, true
}

func cellList(cs []Cell) string {
	var b bytes.Buffer
	for i, c := range cs {
		if i > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%d,%d", c.Row, c.Col)
	}
	return b.String()
}

// JSON writes the puzzle in the form ParseJSON reads, laid out as the
// series' files are, the centres in their order.
func (p *Puzzle) JSON() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n    \"shape\": [%d, %d],\n    \"galaxies\": [", p.Rows, p.Cols)
	for g, pt := range p.Centres {
		if g > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n        [")
		for i, c := range pt.Cells() {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "\n            {\"row\": %d, \"col\": %d}", c.Row, c.Col)
		}
		b.WriteString("\n        ]")
	}
	if len(p.Centres) > 0 {
		b.WriteString("\n    ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes()
}
