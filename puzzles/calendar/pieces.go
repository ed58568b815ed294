package calendar

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// Piece is a polyomino named by a letter, its cells shifted so that the
// smallest row and the smallest column are 0, in row-major order.
type Piece struct {
	Letter byte
	Cells  []Cell
}

// Size returns the number of cells of p.
func (p Piece) Size() int { return len(p.Cells) }

// MaxPieceSide bounds the rows and columns of a piece-set file.
const MaxPieceSide = 64

// ParsePieces reads a piece-set file: pieces drawn as ASCII art, each cell a
// capital letter A–Z naming its piece; '.' and spaces are empty; lines that
// start with '#' are comments. All the cells of one letter form one piece,
// so pieces may be drawn side by side or in blocks separated by blank lines.
// The pieces are returned in the order their letters first appear. name is
// used in error messages.
func ParsePieces(r io.Reader, name string) ([]Piece, error) {
	sc := bufio.NewScanner(r)
	sc.Split(grid.ScanLines) // LF, CRLF or CR alone
	cells := map[byte][]Cell{}
	var order []byte
	ln, row := 0, 0
	for sc.Scan() {
		ln++
		text := strings.TrimRight(sc.Text(), " \t\r")
		if strings.HasPrefix(strings.TrimSpace(text), "#") {
			continue
		}
		if row >= MaxPieceSide {
			return nil, fmt.Errorf("%s:%d:1: more than %d lines of pieces", name, ln, MaxPieceSide)
		}
		if len(text) > MaxPieceSide {
			return nil, fmt.Errorf("%s:%d:%d: line longer than %d characters", name, ln, MaxPieceSide+1, MaxPieceSide)
		}
		for c := 0; c < len(text); c++ {
			ch := text[c]
			switch {
			case ch == '.' || ch == ' ':
			case ch >= 'A' && ch <= 'Z':
				if _, ok := cells[ch]; !ok {
					order = append(order, ch)
				}
				cells[ch] = append(cells[ch], Cell{row, c})
			case ch >= utf8.RuneSelf: // the first byte past ASCII, so c+1 is its column
				if r, size := utf8.DecodeRuneInString(text[c:]); r != utf8.RuneError || size > 1 {
					return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected a capital letter (a cell of that piece), '.' or a space", name, ln, c+1, r)
				}
				return nil, grid.NotText(name, ln, c+1) // QA: a byte 0xff was quoted as 'ÿ'
			default:
				return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected a capital letter (a cell of that piece), '.' or a space", name, ln, c+1, ch)
			}
		}
		row++
	}
	if err := sc.Err(); err != nil {
		return nil, grid.ScanError(err, name, ln+1, bufio.MaxScanTokenSize, "a row of the pieces")
	}
	if len(order) == 0 {
		return nil, fmt.Errorf("%s:1:1: no pieces: expected pieces drawn with capital letters", name)
	}
	pieces := make([]Piece, len(order))
	for i, l := range order {
		if !connected(cells[l]) {
			c := cells[l][0]
			return nil, fmt.Errorf("%s: piece %c (first cell at row %d, column %d of the drawing): its cells are not connected edge to edge", name, l, c.Row+1, c.Col+1)
		}
		pieces[i] = Piece{Letter: l, Cells: normalize(cells[l])}
	}
	return pieces, nil
}

// connected reports whether cells form one region, edge to edge.
func connected(cells []Cell) bool {
	in := map[Cell]bool{}
	for _, c := range cells {
		in[c] = true
	}
	seen := map[Cell]bool{cells[0]: true}
	stack := []Cell{cells[0]}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range [4]Cell{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			n := Cell{c.Row + d.Row, c.Col + d.Col}
			if in[n] && !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return len(seen) == len(in)
}

// normalize shifts cells so that the smallest row and column are 0 and
// sorts them row-major, in a new slice.
func normalize(cells []Cell) []Cell {
	out := append([]Cell(nil), cells...)
	r0, c0 := out[0].Row, out[0].Col
	for _, c := range out {
		r0, c0 = min(r0, c.Row), min(c0, c.Col)
	}
	for i := range out {
		out[i].Row -= r0
		out[i].Col -= c0
	}
	slices.SortFunc(out, func(a, b Cell) int { return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Col, b.Col)) })
	return out
}

// dragonFjordPieces are the pieces of A-Puzzle-A-Day in the pentomino
// naming: the 2×3 rectangle O and the pentominoes L, N, P, U, V, Y, Z.
const dragonFjordPieces = `# DragonFjord A-Puzzle-A-Day: a 2×3 rectangle and seven pentominoes
OOO  L    NN.  PP  U.U  V..  .Y  ZZ.
OOO  L    .NNN PP  UUU  V..  YY  .Z.
     L         P        VVV  .Y  .ZZ
     LL                      .Y
`

// DragonFjordPieces returns the eight pieces of A-Puzzle-A-Day, named as
// pentominoes: O (the 2×3 rectangle), L, N, P, U, V, Y, Z.
func DragonFjordPieces() []Piece {
	ps, err := ParsePieces(strings.NewReader(dragonFjordPieces), "dragonfjord")
	if err != nil {
		panic(err) // the built-in set is fixed: an error is a bug
	}
	return ps
}

// ArticleLetters maps the pentomino naming of the DragonFjord pieces to the
// source article's: U is C, Z is S, N is J, Y is F; O, P, L and V keep
// their names.
var ArticleLetters = map[byte]byte{'U': 'C', 'Z': 'S', 'N': 'J', 'Y': 'F'}

// Rename returns a copy of pieces with the letters mapped by m (letters
// that m does not name are kept).
func Rename(pieces []Piece, m map[byte]byte) []Piece {
	out := make([]Piece, len(pieces))
	for i, p := range pieces {
		out[i] = p
		if l, ok := m[p.Letter]; ok {
			out[i].Letter = l
		}
	}
	return out
}
