package sudoku

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
)

// jsonPuzzle is the JSON form of a puzzle: {"shape": N, "fixed_cells":
// [{"row": r, "col": c, "val": v}, ...]}, rows and columns 0-based, and
// "box": [R, C] where the blocks are not the ones DefaultBox gives N.
type jsonPuzzle struct {
	Shape      *int       `json:"shape"`
	FixedCells []jsonCell `json:"fixed_cells"`
	Box        []int      `json:"box,omitempty"`
}

type jsonCell struct {
	Row *int `json:"row"`
	Col *int `json:"col"`
	Val *int `json:"val"`
}

// jsonReader decodes a stream of JSON puzzles, one after another or the
// elements of one array.
type jsonReader struct {
	r      *Reader
	text   []byte
	dec    *json.Decoder
	array  bool // inside the array: its '[' read, not yet its ']'
	read   int  // puzzles read
	shared bool // a line starts two puzzles (Reader.Place)
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
	for buf.Len() <= maxJSON {
		next, err := r.readLine()
		if err != nil {
			break
		}
		buf.Write(next.text)
		buf.WriteByte('\n')
	}
	if buf.Len() > maxJSON && r.err == nil {
		r.err = r.errf(l.num, 1, "JSON longer than %d MB: not puzzles", maxJSON>>20)
	}
	text := buf.Bytes()
	dec, array := openJSON(text)
	return &jsonReader{r: r, text: text, dec: dec, array: array, shared: sharesLine(text)}
}

// openJSON returns a decoder of the puzzles of text, past the '[' when
// they stand in an array, and whether they do.
func openJSON(text []byte) (*json.Decoder, bool) {
	dec := json.NewDecoder(bytes.NewReader(text))
	t := bytes.TrimSpace(text)
	array := len(t) > 0 && t[0] == '['
	if array {
		_, _ = dec.Token() // the '['
	}
	return dec, array
}

// sharesLine reports whether one line of text starts two of its JSON
// puzzles, as far as they read: they are then named by their places.
func sharesLine(text []byte) bool {
	dec, _ := openJSON(text)
	last, line, counted := -1, 0, 0 // the line of the last start; lines counted up to byte counted
	for dec.More() {
		var raw json.RawMessage
		if dec.Decode(&raw) != nil {
			return false
		}
		start := int(dec.InputOffset()) - len(raw)
		line += bytes.Count(text[counted:start], []byte{'\n'})
		if counted = start; line == last {
			return true
		}
		last = line
	}
	return false
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
	// The object's own text first, then its fields: a fault in a field is
	// then found in the text, for its line and column.
	var raw json.RawMessage
	if j.array && !j.dec.More() {
		j.array = false
		off := j.dec.InputOffset()
		if _, err := j.dec.Token(); err != nil { // the ']', then the end
			line, col := j.at(off)
			return nil, j.r.errf(line, col, "the array ends without its ']': expected puzzles, then ']'")
		}
		if j.read == 0 {
			line, col := j.at(off)
			return nil, j.r.errf(line, col, "an empty array: expected puzzles")
		}
		if rest := bytes.TrimLeft(j.text[j.dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
			line, col := j.at(int64(len(j.text) - len(rest)))
			return nil, j.r.errf(line, col, "%q after the array: expected the end", clip.Text(string(bytes.TrimSpace(rest)), 20))
		}
		return nil, io.EOF
	}
	from := jsonpos.SkipSpace(j.text, j.dec.InputOffset()) // where the value starts: past blanks, and in the array one ','
	if j.array && j.read > 0 && from < int64(len(j.text)) && j.text[from] == ',' {
		from++
	}
	err := j.dec.Decode(&raw)
	if err == io.EOF {
		return nil, io.EOF
	}
	j.read++
	start := j.dec.InputOffset() - int64(len(raw))
	var jp jsonPuzzle
	if err == nil {
		err = json.Unmarshal(raw, &jp)
	}
	if err != nil {
		off := j.dec.InputOffset()
		msg := err.Error()
		switch e := err.(type) {
		case *json.SyntaxError:
			off = e.Offset
			if at, _, ok := jsonpos.SyntaxAt(j.text, from); ok {
				off = at
			}
		case *json.UnmarshalTypeError:
			off = start + jsonpos.TypeErrorAt(raw, e) // QA: e.Offset is past the value
			msg = fmt.Sprintf("%s is a JSON %s: expected %s", fieldName(e.Field), e.Value, typeName[e.Type.Kind()])
			if e.Field == "" {
				off, msg = start, fmt.Sprintf("a JSON %s: expected a puzzle, an object", e.Value)
			}
		}
		line, col := j.at(off)
		return nil, j.r.errf(line, col, "bad JSON: %s; expected {\"shape\": N, \"fixed_cells\": [{\"row\": r, \"col\": c, \"val\": v}, ...]}", msg)
	}
	line, col := j.at(start)
	j.r.start = line
	// where returns the line and column of the value at path in the
	// object ("shape"; "fixed_cells", 3), or the object's own.
	pv, perr := jsonpos.Parse(raw, "")
	where := func(key string, elem int) (int, int) {
		if perr != nil {
			return line, col
		}
		v := pv.Field(key)
		if v == nil {
			return line, col
		}
		if elem >= 0 {
			es, err := v.Elems("")
			if err != nil || elem >= len(es) {
				return line, col
			}
			v = es[elem]
		}
		return j.at(start + v.Offset)
	}
	// A key not of the form is refused: a misspelt "fixed_cells" would
	// leave every given out, a cell's missing "row" put it in row 0.
	if perr == nil {
		other := func(v *jsonpos.Value, what string, keys ...string) error {
			if key, off, ok := v.Other(keys...); ok {
				l, c := j.at(start + off)
				return j.r.errf(l, c, "%s", jsonpos.NoKey(key, what, keys))
			}
			return nil
		}
		if err := other(pv, "the puzzle", "genre", "shape", "fixed_cells", "box"); err != nil {
			return nil, err
		}
		if g := pv.Field("genre"); g != nil {
			if name, _ := g.Str("genre"); name != "sudoku" {
				l, c := j.at(start + g.Offset)
				return nil, j.r.errf(l, c, "genre %q: expected sudoku", name)
			}
		}
		cells, _ := pv.List("fixed_cells")
		for i, c := range cells {
			if err := other(c, fmt.Sprintf("fixed_cells[%d]", i), "row", "col", "val"); err != nil {
				return nil, err
			}
		}
	}
	if jp.Shape == nil {
		return nil, j.r.errf(line, col, "no \"shape\": expected the grid side N, such as \"shape\": 9")
	}
	n := *jp.Shape
	if n < 1 || n > MaxN {
		l, c := where("shape", -1)
		return nil, j.r.errf(l, c, "\"shape\": %d: expected a grid side from 1 to %d", n, MaxN)
	}
	rows, cols := 0, 0
	if jp.Box != nil {
		if len(jp.Box) != 2 || jp.Box[0] < 1 || jp.Box[1] < 1 || jp.Box[0]*jp.Box[1] != n {
			l, c := where("box", -1)
			return nil, j.r.errf(l, c, "\"box\": %s: expected [R, C], the rows and columns of a block, with R·C = %d", strings.ReplaceAll(fmt.Sprint(jp.Box), " ", ", "), n)
		}
		rows, cols = jp.Box[0], jp.Box[1]
	}
	p, err := j.r.newPuzzle(n, rows, cols, line)
	if err != nil {
		return nil, err
	}
	for i, jc := range jp.FixedCells {
		if jc.Row == nil || jc.Col == nil || jc.Val == nil {
			l, cl := where("fixed_cells", i)
			return nil, j.r.errf(l, cl, "fixed_cells[%d]: expected {\"row\": r, \"col\": c, \"val\": v}, each given", i)
		}
		row, col, val := *jc.Row, *jc.Col, *jc.Val
		if row < 0 || row >= n || col < 0 || col >= n || val < 1 || val > n {
			l, cl := where("fixed_cells", i)
			return nil, j.r.errf(l, cl, "fixed_cells[%d] = {row %d, col %d, val %d}: expected row and col from 0 to %d and val from 1 to %d", i, row, col, val, n-1, n)
		}
		k := row*n + col
		if old := p.Cells[k]; old != 0 && old != val {
			l, cl := where("fixed_cells", i)
			return nil, j.r.errf(l, cl, "fixed_cells[%d]: row %d, col %d is fixed twice, to %d and %d: expected one value per cell", i, row, col, old, val)
		}
		p.Cells[k] = val
	}
	j.r.layout.Format = JSON
	return p, nil
}

// typeName names the kinds of the fields of jsonPuzzle as JSON does.
var typeName = map[reflect.Kind]string{reflect.Int: "a whole number", reflect.Slice: "an array", reflect.Struct: "an object"}

func fieldName(f string) string {
	if f == "" {
		return "the input"
	}
	return fmt.Sprintf("%q", f)
}

// writeJSON writes g, a grid of p's shape, in the JSON puzzle form: every
// filled cell fixed, and the blocks when a reader would not take them.
func writeJSON(b *bytes.Buffer, p *Puzzle, g Solution) {
	n := p.N
	fmt.Fprintf(b, `{"shape":%d,`, n)
	if !defaultShape(p.BoxRows, p.BoxCols) {
		fmt.Fprintf(b, `"box":[%d,%d],`, p.BoxRows, p.BoxCols)
	}
	b.WriteString(`"fixed_cells":[`)
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
