package starbattle

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
)

// ParseJSON reads the JSON form of a puzzle:
//
//	{"shape": [rows, cols], "star_number": k,
//	 "cages": [[{"row": 0, "col": 0}, ...], ...]}
//
// Each cage is a region; every cell must be in exactly one cage. Another
// key is refused (a misspelt one would go unnoticed), but "genre". Errors
// name the line and column of the offending value.
func ParseJSON(data []byte, name string) (*Puzzle, error) {
	root, err := jsonpos.Parse(data, name)
	if err != nil {
		return nil, err
	}
	return readJSON(root)
}

// readJSON reads the JSON form of a puzzle from its parsed value.
func readJSON(root *jsonpos.Value) (*Puzzle, error) {
	if root.Kind != jsonpos.Object {
		return nil, root.Errorf(`expected a JSON object {"shape": ..., "star_number": ..., "cages": ...}`)
	}
	if err := root.Only("the puzzle", "genre", "shape", "star_number", "cages"); err != nil {
		return nil, err
	}
	for _, key := range []string{"shape", "star_number", "cages"} {
		if root.Field(key) == nil {
			return nil, root.Errorf("no %q: expected the keys shape, star_number and cages", key)
		}
	}
	shapeV, kv := root.Field("shape"), root.Field("star_number")
	shape, err := shapeV.Elems("shape")
	if err != nil {
		return nil, err
	}
	if len(shape) != 2 {
		return nil, shapeV.Errorf("shape of %d numbers: expected [rows, cols]", len(shape))
	}
	rows, rowsText, ok1 := number(shape[0])
	cols, colsText, ok2 := number(shape[1])
	if !ok1 || !ok2 || rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, shapeV.Errorf("shape [%s, %s]: expected two whole numbers from 1 to %d", rowsText, colsText, MaxSide)
	}
	stars, starsText, ok := number(kv)
	if !ok || stars < 1 || stars > MaxSide {
		return nil, kv.Errorf("star_number %s: expected a whole number from 1 to %d", starsText, MaxSide)
	}
	cagesV := root.Field("cages")
	if cagesV.Kind != jsonpos.Array {
		return nil, cagesV.Errorf("expected a list of cages")
	}
	cages, _ := cagesV.Elems("cages")
	region := make([]int, rows*cols)
	for i := range region {
		region[i] = -1
	}
	for g, cv := range cages {
		if cv.Kind != jsonpos.Array {
			return nil, cv.Errorf("expected a cage: a list of cells")
		}
		cells, _ := cv.Elems("a cage")
		if len(cells) == 0 {
			return nil, cv.Errorf("cage %d is empty: expected cells", g)
		}
		for _, e := range cells {
			if e.Kind == jsonpos.Object {
				if err := e.Only("a cell", "row", "col"); err != nil {
					return nil, err
				}
			}
			var at [2]int
			for k, key := range []string{"row", "col"} {
				v := e.Field(key)
				if v.IsNull() {
					return nil, e.Errorf(`cell without "row" or "col": expected {"row": r, "col": c}`)
				}
				if at[k], err = v.Int(key); err != nil {
					return nil, v.Errorf("%q: expected int", key)
				}
			}
			r, c := at[0], at[1]
			if r < 0 || r >= rows || c < 0 || c >= cols {
				return nil, e.Errorf("cell %d,%d: off the %d×%d grid (0-based)", r, c, rows, cols)
			}
			i := r*cols + c
			if region[i] >= 0 {
				return nil, e.Errorf("cell %d,%d: in cage %d and cage %d: expected each cell in exactly one cage", r, c, region[i], g)
			}
			region[i] = g
		}
	}
	for i, g := range region {
		if g < 0 {
			return nil, root.Errorf("cell %d,%d is in no cage: expected each cell in exactly one cage", i/cols, i%cols)
		}
	}
	return New(rows, cols, stars, region)
}

// number reads a whole number, or a string that holds one (as
// encoding/json's Number took them), and returns it as written.
func number(v *jsonpos.Value) (int, string, bool) {
	text := v.NumText()
	if s, err := v.Str(""); err == nil {
		text = s
	}
	n, err := strconv.Atoi(text)
	return n, text, err == nil
}

// JSONCell is a cell of the JSON form, 0-based.
type JSONCell struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// JSONPuzzle is the JSON form of a puzzle, which ParseJSON reads.
type JSONPuzzle struct {
	Shape      [2]int       `json:"shape"`
	StarNumber int          `json:"star_number"`
	Cages      [][]JSONCell `json:"cages"` // a cage per region, its cells row by row
}

// JSON returns the puzzle in its JSON form.
func (p *Puzzle) JSON() JSONPuzzle {
	out := JSONPuzzle{Shape: [2]int{p.Rows, p.Cols}, StarNumber: p.K, Cages: make([][]JSONCell, p.Regions)}
	for g, cells := range p.Cells() {
		for _, s := range cells {
			out.Cages[g] = append(out.Cages[g], JSONCell(s))
		}
	}
	return out
}
