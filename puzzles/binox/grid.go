package binox

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
)

// MaxSide is the largest number of rows or columns accepted, to keep a
// typo from asking for millions of variables.
const MaxSide = 100

// None marks a cell without a symbol: no given, or undecided.
const None = -1

// Symbols are Binox's two symbols, in the order of their indexes.
const Symbols = "XO"

// Puzzle is a grid over Symbols (one letter each: "XO" for Binox, "XOI"
// for Troix), in which no line holds a run of more than Run equal symbols
// and every symbol appears equally often in every row and column.
type Puzzle struct {
	grid.Shape
	Symbols string
	Run     int // the longest run of one symbol allowed in a row or column
	// Distinct asks for all rows distinct and all columns distinct.
	Distinct bool
	// Given[r*Cols+c] is the index in Symbols of the symbol given in cell
	// (r, c), or None.
	Given []int
}

// Board is a filled grid: Board[r*Cols+c] is the index of the symbol in
// cell (r, c), None where it has none (what --forced leaves open).
type Board []int

// New returns an empty rows×cols Binox puzzle with the usual rules: runs of
// at most two, distinct rows and columns.
func New(rows, cols int) (*Puzzle, error) { return NewOver(rows, cols, Symbols, 2, true) }

// NewOver checks the shape against the symbols (each must fit equally
// often in every row and column) and returns a puzzle without givens.
func NewOver(rows, cols int, symbols string, run int, distinct bool) (*Puzzle, error) {
	k := len(symbols)
	switch {
	case rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide:
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, MaxSide)
	case rows%k != 0 || cols%k != 0:
		return nil, fmt.Errorf("a grid of %d rows and %d columns: each of the %d symbols %s must appear equally often in every row and column, so both sides must be multiples of %d", rows, cols, k, spaced(symbols), k)
	case run < 1:
		return nil, fmt.Errorf("longest run %d: expected 1 or more", run)
	}
	p := &Puzzle{Shape: grid.Shape{Rows: rows, Cols: cols}, Symbols: symbols, Run: run, Distinct: distinct, Given: make([]int, rows*cols)}
	for i := range p.Given {
		p.Given[i] = None
	}
	return p, nil
}

// Symbol returns the index of the symbol letter ch (either case), or None.
func (p *Puzzle) Symbol(ch byte) int {
	if ch >= 'a' && ch <= 'z' {
		ch -= 'a' - 'A'
	}
	if i := strings.IndexByte(p.Symbols, ch); i >= 0 {
		return i
	}
	return None
}

func spaced(symbols string) string { return strings.Join(strings.Split(symbols, ""), ", ") }

// ParseText reads the text grid over symbols (see the README): Run 2.
// Errors name the line and column.
func ParseText(data []byte, name, symbols string, distinct bool) (*Puzzle, error) {
	probe := &Puzzle{Symbols: symbols}
	var rows [][]int
	var lines []int
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	scanned := 0 // lines read: the scanner stops on the next one
	for ln := 1; sc.Scan(); ln++ {
		scanned = ln
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		if strings.TrimSpace(text) == noDistinct && len(rows) == 0 {
			distinct = false // the line above the grid (Text)
			continue
		}
		var cells []int
		for col := 0; col < len(text); col++ {
			switch ch := text[col]; {
			case ch == ' ' || ch == '\t' || ch == '\r':
				continue
			case strings.IndexByte(".-_?", ch) >= 0:
				cells = append(cells, None)
			case probe.Symbol(ch) != None:
				cells = append(cells, probe.Symbol(ch))
			default:
				r, _ := utf8.DecodeRuneInString(text[col:]) // é was told as 'Ã'
				return nil, fmt.Errorf("%s:%d:%d: %q: expected a cell (%s, or . for an empty one)", name, ln, col+1, r, spaced(symbols))
			}
			if len(cells) > MaxSide {
				return nil, fmt.Errorf("%s:%d:%d: more than %d cells in a row", name, ln, col+1, MaxSide)
			}
		}
		rows, lines = append(rows, cells), append(lines, ln)
		if len(rows) > MaxSide {
			return nil, fmt.Errorf("%s:%d:1: more than %d rows", name, ln, MaxSide)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, grid.ScanError(err, name, scanned+1, 1<<20, "a row of the grid")
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s:1:1: empty input: expected a grid of %s and . (one row a line)", name, spaced(symbols))
	}
	widths := make([]int, len(rows))
	for k, cells := range rows {
		widths[k] = len(cells)
	}
	if k, msg := grid.OddRow(widths, lines[0]); k >= 0 {
		return nil, fmt.Errorf("%s:%d:1: %s", name, lines[k], msg)
	}
	p, err := NewOver(len(rows), len(rows[0]), symbols, 2, distinct)
	if err != nil {
		return nil, fmt.Errorf("%s:%d:1: %v", name, lines[0], err)
	}
	for r, cells := range rows {
		copy(p.Given[r*p.Cols:], cells)
	}
	return p, nil
}

// noDistinct is the line above a Binox grid that drops the rule that
// lines are distinct (--no-distinct), in the text form.
const noDistinct = "no-distinct"

// Text returns the puzzle in the text grid format: a Binox without the
// distinct-lines rule (which only --no-distinct drops) says so above its
// grid, so that the puzzle reads back as itself.
func (p *Puzzle) Text() string {
	if p.dropsDistinct() {
		return noDistinct + "\n" + Board(p.Given).Text(p)
	}
	return Board(p.Given).Text(p)
}

// dropsDistinct reports whether p is a Binox without the distinct-lines
// rule, which its text and JSON must say.
func (p *Puzzle) dropsDistinct() bool { return !p.Distinct && p.Symbols == Symbols }

// JSONKeys are the keys of the JSON form (kit.JSONFormat.Keys).
var JSONKeys = []string{"shape", "symbol_number", "fixed", "distinct"}

// ParseJSON reads the series' JSON form (see the README) over symbols.
// Errors name the line and column of the value.
func ParseJSON(v *jsonpos.Value, symbols string, distinct bool) (*Puzzle, error) {
	rows, cols, err := v.Shape(MaxSide)
	if err != nil {
		return nil, err
	}
	run := 2
	if rv := v.Field("symbol_number"); !rv.IsNull() {
		if run, err = rv.IntIn("symbol_number (the longest run)", 1, MaxSide); err != nil {
			return nil, err
		}
	}
	if dv := v.Field("distinct"); !dv.IsNull() {
		if distinct, err = dv.Bool("distinct"); err != nil {
			return nil, err
		}
	}
	p, err := NewOver(rows, cols, symbols, run, distinct)
	if err != nil {
		return nil, v.Field("shape").Errorf("%v", err)
	}
	cells, err := v.List("fixed")
	if err != nil {
		return nil, err
	}
	for _, cell := range cells {
		if err := p.readGiven(cell); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// readGiven reads one {"row", "col", "val"} of "fixed".
func (p *Puzzle) readGiven(cell *jsonpos.Value) error {
	const what = `a fixed cell {"row": r, "col": c, "val": s}`
	r, c, err := cell.Cell(what, p.Rows, p.Cols)
	if err != nil {
		return err
	}
	sv, err := cell.Need("val", what)
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
	i := p.Index(r, c)
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
	out := map[string]any{"shape": []int{p.Rows, p.Cols}, "symbol_number": p.Run, "fixed": fixed}
	if p.dropsDistinct() {
		out["distinct"] = false
	}
	return out
}

// Rows returns the board as row strings of symbol letters, '.' for None:
// the form of the JSON answer.
func (b Board) Rows(p *Puzzle) []string {
	out := make([]string, p.Rows)
	for r := range out {
		var sb strings.Builder
		for _, i := range p.Row(r) {
			if s := b[i]; s >= 0 && s < len(p.Symbols) {
				sb.WriteByte(p.Symbols[s])
			} else {
				sb.WriteByte('.')
			}
		}
		out[r] = sb.String()
	}
	return out
}

// Text returns the board as text, a row of symbol letters a line: the text
// grid format, which reads back as the puzzle with every cell given.
func (b Board) Text(p *Puzzle) string { return strings.Join(b.Rows(p), "\n") + "\n" }

// Verify checks b against the rules of p, reading only the board: a
// symbol in every cell, the givens kept, every symbol equally often in each
// row and column, no run of more than Run equal symbols, and, when
// p.Distinct, no two equal rows and no two equal columns.
func Verify(p *Puzzle, b Board) error {
	if len(b) != p.N() {
		return fmt.Errorf("the board has %d cells, expected %d", len(b), p.N())
	}
	for i, s := range b {
		if s < 0 || s >= len(p.Symbols) {
			return fmt.Errorf("cell %d,%d holds no symbol", i/p.Cols, i%p.Cols)
		}
		if g := p.Given[i]; g != None && g != s {
			return fmt.Errorf("cell %d,%d holds %c, but %c is given", i/p.Cols, i%p.Cols, p.Symbols[s], p.Symbols[g])
		}
	}
	for k, line := range p.Lines() {
		name := fmt.Sprintf("row %d", k)
		if k >= p.Rows {
			name = fmt.Sprintf("column %d", k-p.Rows)
		}
		count := make([]int, len(p.Symbols))
		run := 0
		for j, i := range line {
			count[b[i]]++
			if j > 0 && b[i] == b[line[j-1]] {
				run++
			} else {
				run = 1
			}
			if run > p.Run {
				return fmt.Errorf("%s holds %d %c in a row, more than %d", name, run, p.Symbols[b[i]], p.Run)
			}
		}
		for s, c := range count {
			if c*len(p.Symbols) != len(line) {
				return fmt.Errorf("%s holds %d %c, expected %d", name, c, p.Symbols[s], len(line)/len(p.Symbols))
			}
		}
	}
	if !p.Distinct {
		return nil
	}
	rows := b.Rows(p)
	if i, j, ok := repeated(rows); ok {
		return fmt.Errorf("rows %d and %d are equal: %s", i, j, rows[i])
	}
	cols := make([]string, p.Cols)
	for c := range cols {
		col := make([]byte, p.Rows)
		for r := range col {
			col[r] = rows[r][c]
		}
		cols[c] = string(col)
	}
	if i, j, ok := repeated(cols); ok {
		return fmt.Errorf("columns %d and %d are equal: %s", i, j, cols[i])
	}
	return nil
}

// repeated finds two equal strings.
func repeated(ss []string) (int, int, bool) {
	first := map[string]int{}
	for j, s := range ss {
		if i, ok := first[s]; ok {
			return i, j, true
		}
		first[s] = j
	}
	return 0, 0, false
}
