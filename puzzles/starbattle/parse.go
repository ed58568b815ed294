package starbattle

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// MaxInput is the largest input read, in bytes.
const MaxInput = kit.MaxInput

// Parse reads one or more puzzles as the command line does, and tells the
// format by the content: a JSON object (ParseJSON) or an array of them,
// puzz.link URLs one per line (a name and a tab may come first, which
// names the puzzle), or region grids (ParseGrid), several separated by
// "---" lines. name is used in error messages, which give the line and
// column. On an error, the puzzles before it come back with it.
func Parse(r io.Reader, name string) ([]*Puzzle, error) {
	ps, err := Genre.ReadAll(r, name)
	out := make([]*Puzzle, len(ps))
	for k, n := range ps {
		out[k] = n.P
		out[k].Name = n.Name
	}
	return out, err
}

// ParseGrid reads the region grid format: a first line "rows cols k", then
// one line per row with a region symbol per cell (or, when the line holds
// spaces, one region label per word). A second block of rows lines of '*'
// (star) and '.' (empty), after a blank line, is the solution the source
// gave, kept in Answer. Lines starting with '#' are comments.
func ParseGrid(r io.Reader, name string) (*Puzzle, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(data) > MaxInput {
		return nil, fmt.Errorf("%s: more than %d bytes: expected one puzzle", name, MaxInput)
	}
	return parseGrid(data, name)
}

// parseGrid reads one puzzle of the region grid format (ParseGrid) from
// data, which the kit has read and bounded already.
func parseGrid(data []byte, name string) (*Puzzle, error) {
	lines := strings.Split(strings.TrimSuffix(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n"), "\n")
	ln := 0 // index of the next line to read
	// next returns the next line that is not blank or a comment, and its
	// number; at the end, the number of the last line.
	next := func() (string, int, bool) {
		for ln < len(lines) {
			s := strings.TrimRight(lines[ln], " \t\r")
			ln++
			if s != "" && !strings.HasPrefix(s, "#") {
				return s, ln, true
			}
		}
		return "", ln, false
	}
	head, hl, ok := next()
	if !ok {
		return nil, fmt.Errorf("%s:1:1: empty input: expected a first line \"rows cols stars\", then the region grid", name)
	}
	var rows, cols, k int
	fields := strings.Fields(head)
	if len(fields) != 3 {
		return nil, fmt.Errorf("%s:%d:1: %q: expected \"rows cols stars\", three whole numbers", name, hl, clip.Text(head, 20))
	}
	for i, dst := range []*int{&rows, &cols, &k} {
		v, ok := atoi(fields[i])
		if !ok {
			return nil, fmt.Errorf("%s:%d:%d: %q: expected a whole number (%s)", name, hl, strings.Index(head, fields[i])+1, clip.Text(fields[i], 20), []string{"rows", "columns", "stars"}[i])
		}
		*dst = v
	}
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("%s:%d:1: grid of %d×%d cells: expected 1 to %d rows and columns", name, hl, rows, cols, MaxSide)
	}
	if k < 1 {
		return nil, fmt.Errorf("%s:%d:%d: %d stars: expected 1 or more per row, column and region", name, hl, strings.LastIndex(head, fields[2])+1, k)
	}
	labels := map[string]int{}
	region := make([]int, 0, rows*cols)
	for r := 0; r < rows; r++ {
		s, l, ok := next()
		if !ok {
			return nil, fmt.Errorf("%s:%d:1: %d rows of regions: expected %d", name, l+1, r, rows)
		}
		if c := grid.NotUTF8(s); c > 0 {
			return nil, grid.NotText(name, l, c)
		}
		cells, cols1 := splitRow(s)
		if len(cells) != cols {
			col := 1
			if len(cells) > cols {
				col = cols1[cols]
			} else {
				col = len([]rune(s)) + 1
			}
			return nil, fmt.Errorf("%s:%d:%d: row of %s: expected %d region symbols", name, l, col, clip.Count(len(cells), "cell"), cols)
		}
		for j, c := range cells {
			if strings.IndexFunc(c, unicode.IsControl) >= 0 {
				return nil, fmt.Errorf("%s:%d:%d: %q: expected a region symbol, not a control character", name, l, cols1[j], c)
			}
			id, ok := labels[c]
			if !ok {
				id = len(labels)
				labels[c] = id
			}
			region = append(region, id)
		}
	}
	p, err := New(rows, cols, k, region)
	if err != nil {
		return nil, fmt.Errorf("%s:%d:1: %v", name, hl, err)
	}
	// An optional solution block.
	s, l, ok := next()
	if !ok {
		return p, nil
	}
	var sol Solution
	for r := 0; r < rows; r++ {
		if r > 0 {
			s, l, ok = next()
			if !ok {
				return nil, fmt.Errorf("%s:%d:1: %d rows of the solution: expected %d rows of '*' and '.'", name, l+1, r, rows)
			}
		}
		if len(s) != cols {
			return nil, fmt.Errorf("%s:%d:1: solution row of %d characters: expected %d ('*' or '.')", name, l, len([]rune(s)), cols)
		}
		for c := 0; c < cols; c++ {
			switch s[c] {
			case '*':
				sol = append(sol, Star{r, c})
			case '.':
			default:
				return nil, fmt.Errorf("%s:%d:%d: unexpected %q in the solution: expected '*' or '.'", name, l, c+1, s[c])
			}
		}
	}
	if s, l, ok := next(); ok {
		return nil, fmt.Errorf("%s:%d:1: unexpected %q after the solution: expected the end of the puzzle", name, l, clip.Text(s, 20))
	}
	p.Answer = sol
	return p, nil
}

// splitRow returns the cells of a grid row and the 1-based column of each:
// one per rune, or one per word when the row holds spaces.
func splitRow(s string) ([]string, []int) {
	var cells []string
	var cols []int
	if strings.ContainsAny(s, " \t") {
		rs := []rune(s + " ")
		start := -1
		for i, ch := range rs {
			if ch == ' ' || ch == '\t' {
				if start >= 0 {
					cells = append(cells, string(rs[start:i]))
					cols = append(cols, start+1)
					start = -1
				}
			} else if start < 0 {
				start = i
			}
		}
		return cells, cols
	}
	for i, ch := range []rune(s) {
		cells = append(cells, string(ch))
		cols = append(cols, i+1)
	}
	return cells, cols
}

func atoi(s string) (int, bool) {
	if s == "" || len(s) > 6 {
		return 0, false
	}
	n := 0
	for _, ch := range s {
		if ch < '0' || ch > '9' {
			return 0, false
		}
		n = n*10 + int(ch-'0')
	}
	return n, true
}
