package skyscraper

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/jsonpos"
)

// ParseJSON reads the series' JSON form of a puzzle:
//
//	{"shape": 5,
//	 "fixed_cells": [{"row": 2, "col": 3, "val": 1}, ...],
//	 "visible": {"left": [0, 0, 0, 2, 0], "right": [...],
//	             "top": [...], "bottom": [...]}}
//
// shape is N (or [N, N]); rows and columns count from 0, row 0 at the
// top; left[i] and right[i] are the clues of row i, top[j] and bottom[j]
// those of column j. A clue of 0 or null is no clue, and a side that is
// missing or null has none; fixed_cells may be missing. Other keys are
// ignored. Errors name the line and column of the offending value.
func ParseJSON(data []byte, name string) (*Puzzle, error) {
	doc, err := jsonpos.Parse(data, name)
	if err != nil {
		return nil, err
	}
	if doc.Kind != jsonpos.Object {
		return nil, doc.Errorf(`expected a JSON object {"shape": N, "fixed_cells": [...], "visible": {...}}, found %s`, doc.Kind)
	}
	shape, err := doc.Need("shape", "the puzzle")
	if err != nil {
		return nil, err
	}
	n, err := jsonShape(shape)
	if err != nil {
		return nil, err
	}
	p, err := Empty(n)
	if err != nil {
		return nil, shape.Errorf("%v", err)
	}
	if vis := doc.Field("visible"); !vis.IsNull() {
		if _, err := vis.Keys("visible"); err != nil {
			return nil, err
		}
		for _, s := range Sides {
			side := vis.Field(s.String())
			if side.IsNull() {
				continue
			}
			es, err := side.Elems(s.String() + " clues")
			if err != nil {
				return nil, err
			}
			if len(es) != n {
				return nil, side.Errorf("%d %s clues: expected %d (0 or null for no clue)", len(es), s, n)
			}
			for k, e := range es {
				if e.IsNull() {
					continue
				}
				if p.Clues[s][k], err = e.IntIn(s.String()+" clue", 0, n); err != nil {
					return nil, err
				}
			}
		}
	}
	if fixed := doc.Field("fixed_cells"); !fixed.IsNull() {
		cells, err := fixed.Elems("fixed_cells")
		if err != nil {
			return nil, err
		}
		for _, cell := range cells {
			var v [3]int
			for i, key := range []string{"row", "col", "val"} {
				f, err := cell.Need(key, `a fixed cell {"row": r, "col": c, "val": height}`)
				if err != nil {
					return nil, err
				}
				lo, hi := 0, n-1
				if key == "val" {
					lo, hi = 1, n
				}
				if v[i], err = f.IntIn(key, lo, hi); err != nil {
					return nil, err
				}
			}
			i := v[0]*n + v[1]
			if p.Given[i] != 0 {
				return nil, cell.Errorf("cell %d,%d given twice: expected each cell once", v[0], v[1])
			}
			p.Given[i] = v[2]
		}
	}
	return p, nil
}

// jsonShape reads shape: N, or [N, N].
func jsonShape(v *jsonpos.Value) (int, error) {
	if v.Kind == jsonpos.Array {
		dims, err := v.Ints("shape")
		if err != nil {
			return 0, err
		}
		if len(dims) != 2 || dims[0] != dims[1] {
			return 0, v.Errorf("shape %v: expected N, or [N, N] (the grid is square)", dims)
		}
		if dims[0] < 1 || dims[0] > MaxSide {
			return 0, v.Errorf("shape %d: expected 1 to %d", dims[0], MaxSide)
		}
		return dims[0], nil
	}
	return v.IntIn("shape", 1, MaxSide)
}

// JSON writes the puzzle in the form ParseJSON reads, as the series'
// files are laid out: 0 for no clue, givens row by row.
func (p *Puzzle) JSON() []byte {
	var b bytes.Buffer
	ints := func(vs []int) string {
		var s bytes.Buffer
		s.WriteByte('[')
		for i, v := range vs {
			if i > 0 {
				s.WriteString(", ")
			}
			s.WriteString(strconv.Itoa(v))
		}
		s.WriteByte(']')
		return s.String()
	}
	fmt.Fprintf(&b, "{\n    \"shape\": %d,\n    \"fixed_cells\": [", p.N)
	first := true
	for i, v := range p.Given {
		if v == 0 {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		fmt.Fprintf(&b, "\n        {\"row\": %d, \"col\": %d, \"val\": %d}", i/p.N, i%p.N, v)
	}
	if !first {
		b.WriteString("\n    ")
	}
	b.WriteString("],\n    \"visible\": {\n")
	for j, s := range []Side{Left, Right, Top, Bottom} {
		sep := ","
		if j == 3 {
			sep = ""
		}
		fmt.Fprintf(&b, "        %q: %s%s\n", s.String(), ints(p.Clues[s]), sep)
	}
	b.WriteString("    }\n}\n")
	return b.Bytes()
}
