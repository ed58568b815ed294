package symgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles/internal/jsonpos"
)

// ParseJSON reads the series' JSON form of a puzzle over symbols:
//
//	{"shape": [rows, cols], "symbol_number": 2,
//	 "fixed": [{"row": 0, "col": 0, "val": "X"}, ...]}
//
// symbol_number is the longest run of one symbol allowed (2 when absent).
// Other keys are ignored. Errors name the line and column of the value.
func ParseJSON(data []byte, name, symbols string) (*Puzzle, error) {
	v, err := jsonpos.Parse(data, name)
	if err != nil {
		return nil, err
	}
	if _, err := v.Keys("the puzzle"); err != nil {
		return nil, err
	}
	shapeV, err := v.Need("shape", `the puzzle {"shape": [rows, cols], ...}`)
	if err != nil {
		return nil, err
	}
	shape, err := shapeV.Ints("shape")
	if err != nil {
		return nil, err
	}
	if len(shape) != 2 {
		return nil, shapeV.Errorf("shape: expected [rows, cols]")
	}
	run := 2
	if rv := v.Field("symbol_number"); !rv.IsNull() {
		if run, err = rv.IntIn("symbol_number (the longest run)", 1, MaxSide); err != nil {
			return nil, err
		}
	}
	p, err := New(shape[0], shape[1], symbols, run)
	if err != nil {
		return nil, shapeV.Errorf("%v", err)
	}
	if fv := v.Field("fixed"); !fv.IsNull() {
		cells, err := fv.Elems("fixed")
		if err != nil {
			return nil, err
		}
		for _, cell := range cells {
			if err := p.readGiven(cell); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// readGiven reads one {"row", "col", "val"} of "fixed".
func (p *Puzzle) readGiven(cell *jsonpos.Value) error {
	const what = `a fixed cell {"row": r, "col": c, "val": s}`
	get := func(key string) (*jsonpos.Value, error) { return cell.Need(key, what) }
	rv, err := get("row")
	if err != nil {
		return err
	}
	r, err := rv.IntIn("row", 0, p.Rows-1)
	if err != nil {
		return err
	}
	cv, err := get("col")
	if err != nil {
		return err
	}
	c, err := cv.IntIn("col", 0, p.Cols-1)
	if err != nil {
		return err
	}
	sv, err := get("val")
	if err != nil {
		return err
	}
	s, err := sv.Str("val")
	if err != nil {
		return err
	}
	sym := None
	if len(s) == 1 {
		sym = p.Symbol(s[0])
	}
	if sym == None {
		return sv.Errorf("val %q: expected one of %s", s, spaced(p.Symbols))
	}
	i := r*p.Cols + c
	if g := p.Given[i]; g != None && g != sym {
		return cell.Errorf("cell %d,%d given twice, as %c and %c", r, c, p.Symbols[g], p.Symbols[sym])
	}
	p.Given[i] = sym
	return nil
}

// JSON returns the puzzle in the series' JSON form.
func (p *Puzzle) JSON() map[string]any {
	fixed := []map[string]any{}
	for i, g := range p.Given {
		if g != None {
			fixed = append(fixed, map[string]any{"row": i / p.Cols, "col": i % p.Cols, "val": string(p.Symbols[g])})
		}
	}
	return map[string]any{"shape": []int{p.Rows, p.Cols}, "symbol_number": p.Run, "fixed": fixed}
}
