package starbattle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// ParseJSON reads the JSON form of a puzzle:
//
//	{"shape": [rows, cols], "star_number": k,
//	 "cages": [[{"row": 0, "col": 0}, ...], ...]}
//
// Each cage is a region; every cell must be in exactly one cage. Other keys
// are ignored. Errors name the line and column of the offending value.
func ParseJSON(data []byte, name string) (*Puzzle, error) {
	d := &jsonReader{data: data, name: name, dec: json.NewDecoder(bytes.NewReader(data))}
	d.dec.UseNumber()
	return d.puzzle()
}

type jsonReader struct {
	data []byte
	name string
	dec  *json.Decoder
}

type jsonCell struct {
	Row *int `json:"row"`
	Col *int `json:"col"`
}

// located is a cell and where it was read: a byte offset.
type located struct {
	cell jsonCell
	off  int64
}

// cage is the cells of a cage and the offset of its start.
type cage struct {
	cells []located
	off   int64
}

// errAt is an error at a byte offset, given as file:line:col.
func (d *jsonReader) errAt(off int64, format string, args ...any) error {
	line, col := 1, 1
	for i := int64(0); i < off && i < int64(len(d.data)); i++ {
		if d.data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Errorf("%s:%d:%d: %s", d.name, line, col, fmt.Sprintf(format, args...))
}

// skipSpace returns the offset of the next token.
func (d *jsonReader) skipSpace() int64 {
	off := d.dec.InputOffset()
	for off < int64(len(d.data)) {
		switch d.data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
			continue
		}
		break
	}
	return off
}

func (d *jsonReader) syntax(err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return d.errAt(se.Offset, "bad JSON: %v", se)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return d.errAt(te.Offset, "%q: expected %v", te.Field, te.Type)
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return d.errAt(int64(len(d.data)), "unexpected end of JSON")
	}
	return d.errAt(d.dec.InputOffset(), "bad JSON: %v", err)
}

func (d *jsonReader) delim(want json.Delim, what string) error {
	off := d.skipSpace()
	t, err := d.dec.Token()
	if err != nil {
		return d.syntax(err)
	}
	if t != want {
		return d.errAt(off, "expected %s", what)
	}
	return nil
}

func (d *jsonReader) puzzle() (*Puzzle, error) {
	if err := d.delim('{', `a JSON object {"shape": ..., "star_number": ..., "cages": ...}`); err != nil {
		return nil, err
	}
	var shape []json.Number
	var k json.Number
	var cages []cage
	var shapeOff, kOff int64
	seen := map[string]bool{}
	for d.dec.More() {
		t, err := d.dec.Token()
		if err != nil {
			return nil, d.syntax(err)
		}
		key, _ := t.(string)
		seen[key] = true
		off := d.skipSpace()
		switch key {
		case "shape":
			shapeOff = off
			if err := d.dec.Decode(&shape); err != nil {
				return nil, d.syntax(err)
			}
		case "star_number":
			kOff = off
			if err := d.dec.Decode(&k); err != nil {
				return nil, d.syntax(err)
			}
		case "cages":
			if cages, err = d.cages(); err != nil {
				return nil, err
			}
		default:
			var skip json.RawMessage
			if err := d.dec.Decode(&skip); err != nil {
				return nil, d.syntax(err)
			}
		}
	}
	if err := d.delim('}', "the end of the object"); err != nil {
		return nil, err
	}
	if off := d.skipSpace(); off < int64(len(d.data)) {
		return nil, d.errAt(off, "unexpected text after the JSON object: expected one puzzle")
	}
	for _, key := range []string{"shape", "star_number", "cages"} {
		if !seen[key] {
			return nil, d.errAt(0, "no %q: expected the keys shape, star_number and cages", key)
		}
	}
	if len(shape) != 2 {
		return nil, d.errAt(shapeOff, "shape of %d numbers: expected [rows, cols]", len(shape))
	}
	rows, err1 := shape[0].Int64()
	cols, err2 := shape[1].Int64()
	if err1 != nil || err2 != nil || rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, d.errAt(shapeOff, "shape [%s, %s]: expected two whole numbers from 1 to %d", shape[0], shape[1], MaxSide)
	}
	stars, err := k.Int64()
	if err != nil || stars < 1 || stars > MaxSide {
		return nil, d.errAt(kOff, "star_number %s: expected a whole number, 1 or more", k)
	}
	region := make([]int, rows*cols)
	for i := range region {
		region[i] = -1
	}
	for g, cg := range cages {
		if len(cg.cells) == 0 {
			return nil, d.errAt(cg.off, "cage %d is empty: expected cells", g)
		}
		for _, lc := range cg.cells {
			if lc.cell.Row == nil || lc.cell.Col == nil {
				return nil, d.errAt(lc.off, `cell without "row" or "col": expected {"row": r, "col": c}`)
			}
			r, c := *lc.cell.Row, *lc.cell.Col
			if r < 0 || int64(r) >= rows || c < 0 || int64(c) >= cols {
				return nil, d.errAt(lc.off, "cell %d,%d: off the %d×%d grid (0-based)", r, c, rows, cols)
			}
			i := r*int(cols) + c
			if region[i] >= 0 {
				return nil, d.errAt(lc.off, "cell %d,%d: in cage %d and cage %d: expected each cell in exactly one cage", r, c, region[i], g)
			}
			region[i] = g
		}
	}
	for i, g := range region {
		if g < 0 {
			return nil, d.errAt(0, "cell %d,%d is in no cage: expected each cell in exactly one cage", i/int(cols), i%int(cols))
		}
	}
	return New(int(rows), int(cols), int(stars), region)
}

func (d *jsonReader) cages() ([]cage, error) {
	if err := d.delim('[', "a list of cages"); err != nil {
		return nil, err
	}
	var cages []cage
	for d.dec.More() {
		start := d.skipSpace()
		if err := d.delim('[', "a cage: a list of cells"); err != nil {
			return nil, err
		}
		var cells []located
		for d.dec.More() {
			off := d.skipSpace()
			var c jsonCell
			if err := d.dec.Decode(&c); err != nil {
				return nil, d.syntax(err)
			}
			cells = append(cells, located{c, off})
		}
		if err := d.delim(']', "the end of the cage"); err != nil {
			return nil, err
		}
		cages = append(cages, cage{cells, start})
	}
	if err := d.delim(']', "the end of the cages"); err != nil {
		return nil, err
	}
	return cages, nil
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
