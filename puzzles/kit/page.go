package kit

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/solve"
)

// PageMargins may be implemented by a genre's puzzle type to tell the
// browser page how many rows and columns of clues its typed grid holds
// around the board, when the page's guess from the text is wrong (see
// Genre's page).
type PageMargins interface {
	PageMargins() (top, right, bottom, left int)
}

// PageRegions may be implemented by a genre's puzzle type whose typed
// grid the page does not edit as a grid (Star Battle's, below its line of
// sizes): it gives each cell's region, row by row, and the page draws the
// board from it.
type PageRegions interface {
	PageRegions() [][]int
}

// PagePoints may be implemented by a genre's puzzle type whose clues lie
// at points of the board that its tokens do not give (Galaxies' centres,
// in the middle of a cell, a side or a corner): the page draws them as
// dots (solve.PagePuzzle.Points, in half cells).
type PagePoints interface {
	PagePoints() [][2]int
}

// page returns what the browser page takes of the genre (solve.Page): the
// kit's own readers, the typed grid as tokens, the links written back.
//
// The board's size comes from the puzzle when it embeds a grid.Shape (its
// N and RC methods), else from the typed grid. The typed grid that
// Text.Write writes is cut into columns (its tokens right-aligned), and
// the board is the block of that size with a token in every cell and
// nothing in the corners beyond the clues around it (or, a token a dot,
// the clues on the dots between the cells); a puzzle type may say where
// its clues are instead (PageMargins). A puzzle whose tokens do not read
// back as the same puzzle is shown and solved, but not edited as a grid.
func (g *Genre[P, S]) page() *solve.Page {
	return &solve.Page{
		Read:   g.pageRead,
		Claims: g.pageClaims,
		Sure:   g.pageSure,
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
	if !strings.Contains(in, "\n") && g.list().Looks(in) {
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
		case g.list().Has(input):
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
	if name, ok := jsonGenre(in); ok && (strings.HasPrefix(in, "{") || strings.HasPrefix(in, "[")) {
		return g.isName(name)
	}
	return false
}

// pageSure reports whether an input is a link that reads as a puzzle of
// which its format's Sure holds, or a web link to one of Tatham's games
// that names this one (".../filling.html#...": Fillomino, and not Hitori,
// though a Singles ID is surely Singles'). A web page of no game of his
// says nothing: the ID alone decides.
func (g *Genre[P, S]) pageSure(input string) bool {
	in := strings.TrimSpace(input)
	for _, l := range g.Links {
		if strings.Contains(in, "\n") || !l.Is(in) {
			continue
		}
		if game := tatham.Game(in); l.Format == "tatham" && tatham.IsGame(game) {
			return g.isName(game)
		}
		if l.Sure != nil {
			p, err := l.Read(in)
			return err == nil && l.Sure(p)
		}
	}
	return false
}

// jsonGenre finds the genre a JSON puzzle names, even in JSON that does
// not read: the string after the first "genre" that a colon and a string
// follow, blanks allowed between.
func jsonGenre(in string) (string, bool) {
	const key = `"genre"`
	for off := 0; ; off++ {
		i := strings.Index(in[off:], key)
		if i < 0 {
			return "", false
		}
		off += i
		rest := strings.TrimLeft(in[off+len(key):], jsonBlanks)
		if r, ok := strings.CutPrefix(rest, ":"); ok {
			if r, ok = strings.CutPrefix(strings.TrimLeft(r, jsonBlanks), `"`); ok {
				if name, _, closed := strings.Cut(r, `"`); closed {
					return name, true
				}
			}
		}
	}
}

// jsonBlanks are the blanks jsonGenre passes over: a regular
// expression's \s.
const jsonBlanks = " \t\n\f\r"

// pageGrid reads a puzzle from its typed grid's tokens below the option
// lines head, as the command line reads the text they make on standard
// input.
func (g *Genre[P, S]) pageGrid(head string, tokens [][]string) (*solve.PagePuzzle, error) {
	for _, row := range tokens {
		for _, t := range row {
			if strings.ContainsAny(t, " \t\n\r") {
				return nil, errors.New("<stdin>: a token holds a blank: type one value a cell")
			}
		}
	}
	return g.pageRead(head + grid.FormatText(tokens, nil))
}

// pageBlank returns an empty puzzle: "." in every margin, and in every
// cell ".", else "A" (one room of the genres with rooms), else "*" (Magnets'
// cell in no domino), in the first layout of margins the genre reads as a
// board of that size; or "." on the dots, or on a lattice of cells and the
// signs between them (Futoshiki).
func (g *Genre[P, S]) pageBlank(rows, cols int) (*solve.PagePuzzle, error) {
	if rows < 1 || cols < 1 || rows > grid.MaxSide || cols > grid.MaxSide {
		return nil, errors.New("a blank grid: expected 1 to 200 rows and columns")
	}
	var first error
	try := func(tokens [][]string) *solve.PagePuzzle {
		p, err := g.pageGrid("", tokens)
		if err == nil && p.Rows == rows && p.Cols == cols && p.Grid != nil {
			return p
		}
		if first == nil {
			first = err
		}
		return nil
	}
	for _, cell := range []string{".", "A", "*"} {
		for _, m := range [][4]int{{0, 0, 0, 0}, {1, 0, 0, 1}, {1, 1, 1, 1}, {1, 0, 0, 0}, {0, 0, 0, 1}, {1, 0, 1, 0}, {0, 1, 0, 1}} {
			if p := try(blankGrid(rows, cols, m, cell)); p != nil {
				return p, nil
			}
		}
	}
	for _, side := range [][2]int{{rows + 1, cols + 1}, {2*rows - 1, 2*cols - 1}} { // the dots; a lattice
		if p := try(blankGrid(side[0], side[1], [4]int{}, ".")); p != nil {
			return p, nil
		}
	}
	// The reader's error is about text nobody typed: its place goes, and
	// what it expected stays (a Binox's even sides, Dominosa's sizes).
	msg := "its puzzles need more than empty cells"
	if first != nil {
		msg = first.Error()
		if rest, ok := strings.CutPrefix(msg, "<stdin>:"); ok {
			if _, after, ok := strings.Cut(rest, ": "); ok {
				msg = after
			}
		}
	}
	return nil, fmt.Errorf("no empty %s grid of %d×%d (%s): start from a puzzle (Read) or a generated one", g.Name, rows, cols, msg)
}

// blankGrid returns rows×cols cells of the token cell, with margins of
// "." (m: top, right, bottom, left rows or columns), their corners empty.
func blankGrid(rows, cols int, m [4]int, cell string) [][]string {
	top, right, bottom, left := m[0], m[1], m[2], m[3]
	var tokens [][]string
	for r := 0; r < top+rows+bottom; r++ {
		row := make([]string, left+cols+right)
		for i := range row {
			switch inRows, inCols := r >= top && r < top+rows, i >= left && i < left+cols; {
			case inRows && inCols:
				row[i] = cell
			case inRows || inCols:
				row[i] = "."
			}
		}
		tokens = append(tokens, row)
	}
	return tokens
}

// pagePuzzle returns puzzle p as the page shows it.
func (g *Genre[P, S]) pagePuzzle(p P) *solve.PagePuzzle {
	out := g.pageText(p)
	if pp, ok := any(p).(PagePoints); ok {
		out.Points = pp.PagePoints()
	}
	if pr, ok := any(p).(PageRegions); ok && out.Grid == nil {
		out.Regions = pr.PageRegions()
		out.Rows, out.Cols = len(out.Regions), 0
		if len(out.Regions) > 0 {
			out.Cols = len(out.Regions[0])
		}
	}
	return out
}

// pageText returns puzzle p as the page shows it: its typed grid, its
// links, and the grid of tokens edited when they read back as p.
func (g *Genre[P, S]) pageText(p P) *solve.PagePuzzle {
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
	if g.pageTokens(p, out, "", t) {
		return out
	}
	// Option lines above the grid ("size=5", "max=12"): kept as they are
	// (PagePuzzle.Head), the grid below them edited.
	opts, body := t.Options()
	var head strings.Builder
	for _, o := range opts {
		head.WriteString(o.Text + "\n")
	}
	if len(opts) > 0 && len(body.Rows) > 0 && g.pageTokens(p, out, head.String(), body) {
		return out
	}
	// A first line of another kind (the mirror maze's totals, "G 0 V 2
	// Z 6"): kept as it is too, where the grid below reads back alone;
	// not where the page draws the puzzle from its regions instead (Star
	// Battle's line of sizes above its letters).
	if _, regions := any(p).(PageRegions); regions {
		return out
	}
	if first, rest, ok := strings.Cut(text, "\n"); ok {
		if t, err := grid.ReadText([]byte(rest), "", g.Text.Comment); err == nil && len(t.Rows) > 0 {
			g.pageTokens(p, out, first+"\n", t)
		}
	}
	return out
}

// pageTokens sets out's grid of tokens from typed grid t (below the
// option lines head), when its tokens read back as p: it reports whether
// they do.
func (g *Genre[P, S]) pageTokens(p P, out *solve.PagePuzzle, head string, t *grid.Text) bool {
	m := align(t)
	out.Rows, out.Cols = len(m), len(m[0])
	if s, ok := any(p).(interface {
		N() int
		RC(i int) (int, int)
	}); ok && s.N() > 0 {
		r, c := s.RC(s.N() - 1)
		out.Rows, out.Cols = r+1, c+1
	}
	var top, right, bottom, left int
	dotted := false
	if pm, ok := any(p).(PageMargins); ok {
		top, right, bottom, left = pm.PageMargins()
		ok = top >= 0 && left >= 0 && top+out.Rows+bottom == len(m) && left+out.Cols+right == len(m[0]) && full(m, top, left, out.Rows, out.Cols)
		if !ok {
			return false
		}
	} else if top, right, bottom, left, dotted, ok = layout(m, out.Rows, out.Cols); !ok {
		return false
	}
	// Only tokens that read back as the same puzzle are edited.
	ps, err := g.Parse([]byte(head+grid.FormatText(m, nil)), "<stdin>")
	if err != nil || len(ps) != 1 || g.Text.Write(ps[0].P) != out.Text {
		return false
	}
	out.Head, out.Grid, out.Top, out.Right, out.Bottom, out.Left, out.Dots = head, m, top, right, bottom, left, dotted
	return true
}

// align places the tokens of a typed grid in columns: the tokens of a
// column end at the same character (grid.FormatText right-aligns them),
// and a row's place without a token is "" (the corners beside a row of
// clues, the gaps in lists of clues).
func align(t *grid.Text) [][]string {
	end := func(tok grid.Token) int { return tok.Col + utf8.RuneCountInString(tok.Text) - 1 }
	var ends []int
	seen := map[int]bool{}
	for _, row := range t.Rows {
		for _, tok := range row {
			if e := end(tok); !seen[e] {
				seen[e] = true
				ends = append(ends, e)
			}
		}
	}
	sort.Ints(ends)
	index := map[int]int{}
	for k, e := range ends {
		index[e] = k
	}
	m := make([][]string, len(t.Rows))
	for r, row := range t.Rows {
		m[r] = make([]string, len(ends))
		for _, tok := range row {
			m[r][index[end(tok)]] = tok.Text
		}
	}
	return m
}

// layout finds the board of rows × cols in a matrix of tokens: a block
// with a token in every cell, the clues around it, and nothing in the
// corners beyond the clues ("" or "."). Where several blocks would do
// (clues beside the board only), the clues are split evenly, the odd one
// above or left. A full matrix of a token per dot between the cells
// (rows+1 × cols+1) holds clues on the dots.
func layout(m [][]string, rows, cols int) (top, right, bottom, left int, dotted, ok bool) {
	h, w := len(m), len(m[0])
	if h < rows || w < cols {
		return 0, 0, 0, 0, false, false
	}
	if h == rows+1 && w == cols+1 && full(m, 0, 0, h, w) {
		// A token a dot. (Rows of clues above and beside the board
		// would leave their corner empty, as grid.FormatText pads it.)
		return 0, 0, 0, 0, true, true
	}
	best := -1
	for t := 0; t+rows <= h; t++ {
		for l := 0; l+cols <= w; l++ {
			if !full(m, t, l, rows, cols) || !cornersEmpty(m, t, l, rows, cols) {
				continue
			}
			d := pageAbs(t-(h-rows+1)/2) + pageAbs(l-(w-cols+1)/2)
			if best < 0 || d < best {
				best, top, left = d, t, l
			}
		}
	}
	if best >= 0 {
		return top, w - left - cols, h - top - rows, left, false, true
	}
	return 0, 0, 0, 0, false, false
}

// full reports whether every place of a block holds a token.
func full(m [][]string, top, left, rows, cols int) bool {
	for r := top; r < top+rows; r++ {
		for c := left; c < left+cols; c++ {
			if m[r][c] == "" {
				return false
			}
		}
	}
	return true
}

// cornersEmpty reports whether the places beside both the board's rows
// and its columns hold nothing but ".".
func cornersEmpty(m [][]string, top, left, rows, cols int) bool {
	for r := range m {
		for c := range m[r] {
			if (r < top || r >= top+rows) && (c < left || c >= left+cols) && m[r][c] != "" && m[r][c] != "." {
				return false
			}
		}
	}
	return true
}

func pageAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
