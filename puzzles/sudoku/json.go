package sudoku

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// jsonPuzzle is the JSON form of a puzzle: {"shape": N, "fixed_cells":
// [{"row": r, "col": c, "val": v}, ...]}, rows and columns 0-based.
type jsonPuzzle struct {
	Shape      *int       `json:"shape"`
	FixedCells []jsonCell `json:"fixed_cells"`
}

type jsonCell struct {
	Row int `json:"row"`
	Col int `json:"col"`
	Val int `json:"val"`
}

// jsonReader decodes a stream of JSON puzzles.
type jsonReader struct {
	r    *Reader
	text []byte
	dec  *json.Decoder
}

// newJSONReader reads the rest of the input, starting with line l. JSON
// inputs are small; keeping the text lets errors name line and column.
func newJSONReader(r *Reader, l *rawLine) *jsonReader {
	var buf bytes.Buffer
	for i := 1; i < l.num; i++ {
		buf.WriteByte('\n') // keep offsets on the input's lines
	}
	buf.Write(l.text)
	buf.WriteByte('\n')
	for {
		next, err := r.readLine()
		if err != nil {
			break
		}
		buf.Write(next.text)
		buf.WriteByte('\n')
	}
	text := buf.Bytes()
	return &jsonReader{r: r, text: text, dec: json.NewDecoder(bytes.NewReader(text))}
}

// at returns the line and column of a byte offset.
func (j *jsonReader) at(off int64) (line, col int) {
	off = min(max(off, 0), int64(len(j.text)))
	before := j.text[:off]
	line = bytes.Count(before, []byte{'\n'}) + 1
	col = int(off) - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return line, col
}

func (j *jsonReader) next() (*Puzzle, error) {
	if j.r.err != nil && j.r.err != io.EOF {
		return nil, j.r.err
	}
	start := j.dec.InputOffset()
	var jp jsonPuzzle
	err := j.dec.Decode(&jp)
	if err == io.EOF {
		return nil, io.EOF
	}
	if err != nil {
		off := j.dec.InputOffset()
		msg := err.Error()
		switch e := err.(type) {
		case *json.SyntaxError:
			off = e.Offset
		case *json.UnmarshalTypeError:
			off = e.Offset
			msg = fmt.Sprintf("%s is a JSON %s: expected %s", fieldName(e.Field), e.Value, e.Type)
		}
		line, col := j.at(off)
		return nil, j.r.errf(line, col, "bad JSON: %s; expected {\"shape\": N, \"fixed_cells\": [{\"row\": r, \"col\": c, \"val\": v}, ...]}", msg)
	}
	line, col := j.at(start)
	// Skip the whitespace before the object for the position.
	for int(start) < len(j.text) && (j.text[start] == ' ' || j.text[start] == '\n' || j.text[start] == '\t' || j.text[start] == '\r') {
		start++
		line, col = j.at(start)
	}
	j.r.start = line
	if jp.Shape == nil {
		return nil, j.r.errf(line, col, "no \"shape\": expected the grid side N, such as \"shape\": 9")
	}
	n := *jp.Shape
	if n < 1 || n > MaxN {
		return nil, j.r.errf(line, col, "\"shape\": %d: expected a grid side from 1 to %d", n, MaxN)
	}
	p, err := j.r.newPuzzle(n, 0, 0, line)
	if err != nil {
		return nil, err
	}
	for i, c := range jp.FixedCells {
		if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n || c.Val < 1 || c.Val > n {
			return nil, j.r.errf(line, col, "fixed_cells[%d] = {row %d, col %d, val %d}: expected row and col from 0 to %d and val from 1 to %d", i, c.Row, c.Col, c.Val, n-1, n)
		}
		k := c.Row*n + c.Col
		if old := p.Cells[k]; old != 0 && old != c.Val {
			return nil, j.r.errf(line, col, "fixed_cells[%d]: row %d, col %d is fixed twice, to %d and %d: expected one value per cell", i, c.Row, c.Col, old, c.Val)
		}
		p.Cells[k] = c.Val
	}
	j.r.layout.Format = JSON
	return p, nil
}

func fieldName(f string) string {
	if f == "" {
		return "the input"
	}
	return fmt.Sprintf("%q", f)
}

// writeJSON writes g in the JSON puzzle form: every filled cell fixed.
func writeJSON(b *bytes.Buffer, n int, g Solution) {
	fmt.Fprintf(b, `{"shape":%d,"fixed_cells":[`, n)
	first := true
	for i, v := range g {
		if v == 0 {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		fmt.Fprintf(b, `{"row":%d,"col":%d,"val":%d}`, i/n, i%n, v)
	}
	b.WriteString("]}\n")
}
