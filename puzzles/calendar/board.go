package calendar

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// Cell is a square of the grid, 0-based.
type Cell struct{ Row, Col int }

// Board is the grid of a calendar edition: which cells are on the board
// and the label of each (a month, a day of the month, a weekday, or none).
type Board struct {
	Name       string
	Rows, Cols int
	on         []bool   // row-major: the cell is on the board
	labels     []string // row-major: the cell's label as written, "" for none
	month      [13]int  // month[m]: the cell of month m (1–12), -1 when absent
	day        [32]int  // day[d]: the cell of day d (1–31), -1 when absent
	weekday    [7]int   // weekday[w]: the cell of time.Weekday w, -1 when absent
}

// MaxBoardSide is the largest number of rows or columns a board file may have.
const MaxBoardSide = 32

var monthNames = [13]string{"", "January", "February", "March", "April", "May", "June",
	"July", "August", "September", "October", "November", "December"}

var weekdayNames = [7]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}

// MonthAbbr returns the three-letter English name of month m (1–12).
func MonthAbbr(m int) string { return monthNames[m][:3] }

func newBoard(name string, rows, cols int) *Board {
	b := &Board{Name: name, Rows: rows, Cols: cols, on: make([]bool, rows*cols), labels: make([]string, rows*cols)}
	for i := range b.month {
		b.month[i] = -1
	}
	for i := range b.day {
		b.day[i] = -1
	}
	for i := range b.weekday {
		b.weekday[i] = -1
	}
	return b
}

// On reports whether the cell (r, c) is on the board.
func (b *Board) On(r, c int) bool {
	return r >= 0 && r < b.Rows && c >= 0 && c < b.Cols && b.on[r*b.Cols+c]
}

// Label returns the label of cell (r, c), or "" for none.
func (b *Board) Label(r, c int) string { return b.labels[r*b.Cols+c] }

// NumCells returns the number of cells on the board.
func (b *Board) NumCells() int {
	n := 0
	for _, on := range b.on {
		if on {
			n++
		}
	}
	return n
}

// HasWeekdays reports whether the board has weekday cells, so that a date
// leaves its weekday open too.
func (b *Board) HasWeekdays() bool {
	for _, c := range b.weekday {
		if c >= 0 {
			return true
		}
	}
	return false
}

// HasDate reports whether the board has a cell for every part of d.
func (b *Board) HasDate(d Date) bool {
	_, err := b.DateCells(d)
	return err == nil
}

// DateCells returns the cells (row-major indices) that d leaves open: its
// month's, its day's and, on a board with weekdays, its weekday's.
func (b *Board) DateCells(d Date) ([]int, error) {
	if d.Month < 1 || d.Month > 12 || d.Day < 1 || d.Day > 31 {
		return nil, fmt.Errorf("date %d/%d: not a date", d.Month, d.Day)
	}
	m, dd := b.month[d.Month], b.day[d.Day]
	if m < 0 {
		return nil, fmt.Errorf("board %s has no cell for %s", b.Name, MonthAbbr(d.Month))
	}
	if dd < 0 {
		return nil, fmt.Errorf("board %s has no cell for day %d", b.Name, d.Day)
	}
	cells := []int{m, dd}
	if b.HasWeekdays() {
		if !d.HasWeekday {
			return nil, fmt.Errorf("board %s has weekday cells: the date needs a weekday or a year", b.Name)
		}
		w := b.weekday[d.Weekday]
		if w < 0 {
			return nil, fmt.Errorf("board %s has no cell for %s", b.Name, weekdayNames[d.Weekday][:3])
		}
		cells = append(cells, w)
	}
	return cells, nil
}

// ParseBoard reads a board file. Each line that is not blank and does not
// start with '#' is a row of cells separated by spaces or tabs; a cell is
// one of
//
//	.            not on the board
//	+            on the board, without a label (always covered)
//	Jan … Dec    a month (full English names and any case also accepted)
//	1 … 31       a day of the month
//	Sun … Sat    a weekday (full names also accepted)
//
// Every row has the same number of cells; each label appears at most once.
// name is used in error messages.
func ParseBoard(r io.Reader, name string) (*Board, error) {
	sc := bufio.NewScanner(r)
	sc.Split(grid.ScanLines) // LF, CRLF or CR alone
	type tok struct {
		s         string
		line, col int
	}
	var rows [][]tok
	ln := 0
	for sc.Scan() {
		ln++
		text := sc.Text()
		if strings.TrimSpace(text) == "" || strings.HasPrefix(strings.TrimSpace(text), "#") {
			continue
		}
		var row []tok
		for i := 0; i < len(text); {
			if text[i] == ' ' || text[i] == '\t' || text[i] == '\r' {
				i++
				continue
			}
			j := i
			for j < len(text) && text[j] != ' ' && text[j] != '\t' && text[j] != '\r' {
				j++
			}
			row = append(row, tok{text[i:j], ln, i + 1})
			i = j
		}
		if len(rows) >= MaxBoardSide {
			return nil, fmt.Errorf("%s:%d:1: more than %d rows", name, ln, MaxBoardSide)
		}
		if len(row) > MaxBoardSide {
			return nil, fmt.Errorf("%s:%d:%d: more than %d cells in a row", name, ln, row[MaxBoardSide].col, MaxBoardSide)
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, fmt.Errorf("%s:%d:1: row of %s: expected %d like the first row", name, ln, clip.Count(len(row), "cell"), len(rows[0]))
		}
		rows = append(rows, row)
	}
	if err := sc.Err(); err != nil {
		return nil, grid.ScanError(err, name, ln+1, bufio.MaxScanTokenSize, "a row of the board")
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s:1:1: empty board: expected rows of cells (. + Jan 1 Mon)", name)
	}
	b := newBoard(name, len(rows), len(rows[0]))
	seen := map[string]tok{}
	for r, row := range rows {
		for c, t := range row {
			i := r*b.Cols + c
			if t.s == "." {
				continue
			}
			b.on[i] = true
			if t.s == "+" {
				continue
			}
			key, slot, err := classifyLabel(b, t.s)
			if err != nil {
				return nil, fmt.Errorf("%s:%d:%d: %v", name, t.line, t.col, err)
			}
			if prev, ok := seen[key]; ok {
				return nil, fmt.Errorf("%s:%d:%d: %q: the board already has this label at line %d, column %d", name, t.line, t.col, t.s, prev.line, prev.col)
			}
			seen[key] = t
			*slot = i
			b.labels[i] = t.s
		}
	}
	return b, nil
}

// classifyLabel finds what a label names and the board's slot for it.
func classifyLabel(b *Board, s string) (string, *int, error) {
	if n, err := strconv.Atoi(s); err == nil && s[0] != '+' && s[0] != '-' {
		if n < 1 || n > 31 {
			return "", nil, fmt.Errorf("day %q: expected 1 to 31", s)
		}
		return "d" + strconv.Itoa(n), &b.day[n], nil
	}
	if m := lookupMonth(s); m > 0 {
		return "m" + strconv.Itoa(m), &b.month[m], nil
	}
	if w, ok := lookupWeekday(s); ok {
		return "w" + strconv.Itoa(int(w)), &b.weekday[w], nil
	}
	return "", nil, fmt.Errorf("unknown cell %q: expected '.', '+', a month (Jan), a day (1 to 31) or a weekday (Mon)", s)
}

// lookupMonth returns the month named by s (three letters or the full
// English name, any case), or 0.
func lookupMonth(s string) int {
	for m := 1; m <= 12; m++ {
		full := monthNames[m]
		if foldsTo(s, full) || foldsTo(s, full[:3]) || (m == 9 && foldsTo(s, "sept")) {
			return m
		}
	}
	return 0
}

// foldsTo reports whether s is name (ASCII) in any case: strings.ToLower
// without a new string per name tried (the built-in board's labels took
// 500 allocations), and strings.EqualFold without its Unicode folds ("ſ"
// for "s").
func foldsTo(s, name string) bool {
	if len(s) != len(name) {
		return false
	}
	for i := range len(s) {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		n := name[i]
		if 'A' <= n && n <= 'Z' {
			n += 'a' - 'A'
		}
		if c != n {
			return false
		}
	}
	return true
}

// lookupWeekday returns the weekday named by s (three letters or the full
// English name, any case).
func lookupWeekday(s string) (time.Weekday, bool) {
	for w, name := range weekdayNames {
		if foldsTo(s, name) || foldsTo(s, name[:3]) {
			return time.Weekday(w), true
		}
	}
	return 0, false
}

// dragonFjordBoard is the board of DragonFjord's A-Puzzle-A-Day.
const dragonFjordBoard = `# DragonFjord A-Puzzle-A-Day: 7×7, 43 cells
Jan Feb Mar Apr May Jun .
Jul Aug Sep Oct Nov Dec .
1   2   3   4   5   6   7
8   9   10  11  12  13  14
15  16  17  18  19  20  21
22  23  24  25  26  27  28
29  30  31  .   .   .   .
`

// DragonFjord returns the board of DragonFjord's A-Puzzle-A-Day: 7×7, the
// months in rows 0 and 1, the days 1–31 in rows 2–6, 43 cells.
func DragonFjord() *Board {
	b, err := ParseBoard(strings.NewReader(dragonFjordBoard), "dragonfjord")
	if err != nil {
		panic(err) // the built-in board is fixed: an error is a bug
	}
	return b
}
