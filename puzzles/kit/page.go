package kit

import (
	"errors"
	"io"
	"io/fs"
	"regexp"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// PageMargins may be implemented by a genre's puzzle type to tell the
// browser page how many rows and columns of clues its typed grid holds
// around the board, when the page's guess from the text is wrong (see
// Genre's page).
type PageMargins interface {
	PageMargins() (top, right, bottom, left int)
}

// page returns what the browser page takes of the genre (solve.Page): the
// kit's own readers, the typed grid as tokens, the links written back.
//
// The board's size comes from the puzzle when it embeds a grid.Shape (its
// N and RC methods), else from the typed grid. The margins are read off
// the typed grid that Text.Write writes: the rows shorter than the
// board's rows are rows of clues above or below it, and where the first
// of them starts tells the columns of clues left of the board; a puzzle
// type may say otherwise (PageMargins). A puzzle whose tokens do not
// read back as the same puzzle is shown and solved, but not edited as a
// grid.
func (g *Genre[P, S]) page() *solve.Page {
	return &solve.Page{
		Read:   g.pageRead,
		Claims: g.pageClaims,
		Grid:   g.pageGrid,
		Blank:  g.pageBlank,
	}
}

// noFile is the page's open: there are no files, so an argument is a link.
func noFile(string) (io.ReadCloser, error) { return nil, fs.ErrNotExist }

// pageRead reads the first puzzle of an input as the command line reads a
// link given as an argument, or anything else on standard input.
func (g *Genre[P, S]) pageRead(input string) (*solve.PagePuzzle, error) {
	in := strings.TrimSpace(input)
	format := "text"
	var ps []*Named[P]
	var err error
	if !strings.Contains(in, "\n") && len(g.Links) > 0 && g.list().Looks(in) {
		ps, _, err = g.Read(noFile, in)
		for _, l := range g.Links {
			if l.Is(in) {
				format = l.Format
				break
			}
		}
	} else {
		stdin := func(string) (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(input)), nil }
		ps, _, err = g.Read(stdin, "-")
		switch {
		case strings.HasPrefix(in, "{") || strings.HasPrefix(in, "["):
			format = "json"
		case len(g.Links) > 0 && g.list().Has(input):
			format = "list"
		}
	}
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, errors.New("<stdin>: no puzzle in the input")
	}
	out := g.pagePuzzle(ps[0].P)
	out.Format, out.Count = format, len(ps)
	return out, nil
}

// pageClaims reports whether an input is a link of the genre's formats,
// or JSON that names it.
func (g *Genre[P, S]) pageClaims(input string) bool {
	in := strings.TrimSpace(input)
	if !strings.Contains(in, "\n") && g.isLink(in) {
		return true
	}
	if m := jsonGenre.FindStringSubmatch(in); m != nil && (strings.HasPrefix(in, "{") || strings.HasPrefix(in, "[")) {
		return g.isName(m[1])
	}
	return false
}

// jsonGenre finds the genre a JSON puzzle names, even in JSON that does
// not read.
var jsonGenre = regexp.MustCompile(`"genre"\s*:\s*"([^"]*)"`)

// pageGrid reads a puzzle from its typed grid's tokens, as the command
// line reads the text they make on standard input.
func (g *Genre[P, S]) pageGrid(tokens [][]string) (*solve.PagePuzzle, error) {
	text, err := gridText(tokens)
	if err != nil {
		return nil, err
	}
	return g.pageRead(text)
}

// gridText writes a page's tokens as a typed grid: rows of clues above
// and below the board (the rows shorter than the longest) start under
// the board's first column.
func gridText(tokens [][]string) (string, error) {
	width := 0
	for _, row := range tokens {
		width = max(width, len(row))
		for _, t := range row {
			if t == "" || strings.ContainsAny(t, " \t\n\r") {
				return "", errors.New("<stdin>: a cell's token is empty or holds a blank")
			}
		}
	}
	var body []int // the rows as long as the longest
	for r, row := range tokens {
		if len(row) == width {
			body = append(body, r)
		}
	}
	pad := make([]int, len(tokens))
	if len(body) > 0 {
		first, last := body[0], body[len(body)-1]
		for r, row := range tokens {
			if (r < first || r > last) && len(row) < width {
				// A margin's row of clues has a token per column of the
				// board; the clues left of the board are what it lacks,
				// less those right of it (as many, when it lacks two or
				// more: both sides).
				pad[r] = leftOf(width - len(row))
			}
		}
	}
	return grid.FormatText(tokens, pad), nil
}

// leftOf returns how many of extra columns of clues are left of the board
// when the page cannot tell: one beside a board is on the left; an even
// number split half and half; otherwise the left side has the more.
func leftOf(extra int) int { return (extra + 1) / 2 }

// pageBlank returns an empty puzzle: "." in every cell and margin, in the
// first layout of margins the genre reads as a board of that size.
func (g *Genre[P, S]) pageBlank(rows, cols int) (*solve.PagePuzzle, error) {
	if rows < 1 || cols < 1 || rows > grid.MaxSide || cols > grid.MaxSide {
		return nil, errors.New("a blank grid: expected 1 to 200 rows and columns")
	}
	var first error
	for _, m := range [][4]int{{0, 0, 0, 0}, {1, 0, 0, 1}, {1, 1, 1, 1}, {1, 0, 0, 0}, {0, 0, 0, 1}, {1, 0, 1, 0}, {0, 1, 0, 1}} {
		top, right, bottom, left := m[0], m[1], m[2], m[3]
		var tokens [][]string
		for r := 0; r < top+rows+bottom; r++ {
			n := left + cols + right
			if r < top || r >= top+rows {
				n = cols
			}
			tokens = append(tokens, dots(n))
		}
		p, err := g.pageGrid(tokens)
		if err == nil && p.Rows == rows && p.Cols == cols {
			return p, nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		first = errors.New("no blank grid of that size reads")
	}
	return nil, first
}

func dots(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "."
	}
	return out
}

// pagePuzzle returns puzzle p as the page shows it.
func (g *Genre[P, S]) pagePuzzle(p P) *solve.PagePuzzle {
	text := g.Text.Write(p)
	out := &solve.PagePuzzle{Text: text, Links: map[string]string{}}
	for _, l := range g.Links {
		if link, err := l.Write(p); err == nil {
			out.Links[l.Format] = link
		}
	}
	t, err := grid.ReadText([]byte(text), "", g.Text.Comment)
	if err != nil || len(t.Rows) == 0 {
		return out
	}
	tokens := make([][]string, len(t.Rows))
	for r, row := range t.Rows {
		for _, tok := range row {
			tokens[r] = append(tokens[r], tok.Text)
		}
	}
	width := 0
	for _, row := range tokens {
		width = max(width, len(row))
	}
	out.Rows, out.Cols = len(tokens), width
	if s, ok := any(p).(interface {
		N() int
		RC(i int) (int, int)
	}); ok && s.N() > 0 {
		r, c := s.RC(s.N() - 1)
		out.Rows, out.Cols = r+1, c+1
	}
	var top, right, bottom, left int
	if m, ok := any(p).(PageMargins); ok {
		top, right, bottom, left = m.PageMargins()
	} else {
		top, right, bottom, left = guessMargins(t, out.Rows, out.Cols)
	}
	if top < 0 || bottom < 0 || left < 0 || right < 0 || top+out.Rows+bottom != len(tokens) {
		return out
	}
	for r, row := range tokens {
		want := left + out.Cols + right
		if r < top || r >= top+out.Rows {
			if len(row) == want && want != out.Cols {
				tokens[r] = row[left : left+out.Cols] // corners, which are "."
				continue
			}
			want = out.Cols
		}
		if len(tokens[r]) != want {
			return out
		}
	}
	// Only tokens that read back as the same puzzle are edited.
	back, err := gridText(tokens)
	if err != nil {
		return out
	}
	ps, err := g.Parse([]byte(back), "<stdin>")
	if err != nil || len(ps) != 1 || g.Text.Write(ps[0].P) != text {
		return out
	}
	out.Grid, out.Top, out.Right, out.Bottom, out.Left = tokens, top, right, bottom, left
	return out
}

// guessMargins tells the rows and columns of clues around a rows × cols
// board in its typed grid (see page).
func guessMargins(t *grid.Text, rows, cols int) (top, right, bottom, left int) {
	width := 0
	for _, row := range t.Rows {
		width = max(width, len(row))
	}
	extraRows, extraCols := len(t.Rows)-rows, width-cols
	if extraRows < 0 || extraCols < 0 {
		return -1, -1, -1, -1
	}
	for top < len(t.Rows) && len(t.Rows[top]) < width {
		top++
	}
	for bottom < len(t.Rows)-top && len(t.Rows[len(t.Rows)-1-bottom]) < width {
		bottom++
	}
	if top+bottom != extraRows {
		// The rows of clues are as long as the board's (corners typed,
		// or no clues beside the board): above it, or one above and one
		// below.
		top, bottom = extraRows, 0
		if extraRows == 2 {
			top, bottom = 1, 1
		}
	}
	left = leftOf(extraCols)
	if extraCols > 0 && top+bottom > 0 && top < len(t.Rows) {
		// A row of clues starts under the board's first column.
		margin := t.Rows[0]
		if top == 0 {
			margin = t.Rows[len(t.Rows)-1]
		}
		body := t.Rows[top]
		if len(margin) > 0 && len(margin) < width {
			end := margin[0].Col + len(margin[0].Text)
			for k, tok := range body {
				if tok.Col+len(tok.Text) == end {
					left = k
					break
				}
			}
		}
	}
	return top, extraCols - left, bottom, left
}
