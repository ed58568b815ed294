package slitherlink

import (
	"bytes"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/jsonpos"
)

// ParseJSON reads the series' JSON form of a puzzle:
//
//	{"shape": [rows, cols],
//	 "surrounded_line_number": [{"row": 0, "col": 0, "val": 2}, ...]}
//
// rows and columns count from 0, row 0 at the top; val is the number of
// the cell's four sides on the loop, 0 to 4 (the series' files hold 0 to
// 3); a cell not listed has no clue, and so has one whose val is null.
// Other keys are ignored. Errors name the line and column of the
// offending value.
func ParseJSON(data []byte, name string) (*Puzzle, error) {
	doc, err := jsonpos.Parse(data, name)
	if err != nil {
		return nil, err
	}
	if doc.Kind != jsonpos.Object {
		return nil, doc.Errorf(`expected a JSON object {"shape": [rows, cols], "surrounded_line_number": [...]}, found %s`, doc.Kind)
	}
	shape, err := doc.Need("shape", "the puzzle")
	if err != nil {
		return nil, err
	}
	dims, err := shape.Ints("shape")
	if err != nil {
		return nil, err
	}
	if len(dims) != 2 {
		return nil, shape.Errorf("shape of %d numbers: expected [rows, cols]", len(dims))
	}
	p, err := Empty(dims[0], dims[1])
	if err != nil {
		return nil, shape.Errorf("%v", err)
	}
	clues := doc.Field("surrounded_line_number")
	if clues.IsNull() {
		return p, nil
	}
	cells, err := clues.Elems("surrounded_line_number")
	if err != nil {
		return nil, err
	}
	for _, cell := range cells {
		var v [2]int
		for i, key := range []string{"row", "col"} {
			f, err := cell.Need(key, `a clue {"row": r, "col": c, "val": n}`)
			if err != nil {
				return nil, err
			}
			if v[i], err = f.IntIn(key, 0, dims[i]-1); err != nil {
				return nil, err
			}
		}
		val, err := cell.Need("val", `a clue {"row": r, "col": c, "val": n}`)
		if err != nil {
			return nil, err
		}
		i := v[0]*p.Cols + v[1]
		if val.IsNull() {
			continue
		}
		n, err := val.IntIn("val", 0, 4)
		if err != nil {
			return nil, err
		}
		if p.Clue[i] != None {
			return nil, cell.Errorf("cell %d,%d given twice: expected each cell once", v[0], v[1])
		}
		p.Clue[i] = n
	}
	return p, nil
}

// JSON writes the puzzle in the form ParseJSON reads, as the series' files
// are laid out: the clues row by row.
func (p *Puzzle) JSON() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n    \"shape\": [%d, %d],\n    \"surrounded_line_number\": [", p.Rows, p.Cols)
	first := true
	for i, v := range p.Clue {
		if v == None {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		fmt.Fprintf(&b, "\n        {\"row\": %d, \"col\": %d, \"val\": %d}", i/p.Cols, i%p.Cols, v)
	}
	if !first {
		b.WriteString("\n    ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes()
}
