package grid

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Lattice draws a grid in box-drawing characters: its cells, and segments
// along their sides between the dots at their corners. Region borders
// (Star Battle, Galaxies), a loop along the sides (Slitherlink), and, with
// the puzzle's cells as the dots, a loop or path through cell centres
// (Masyu) are all drawn this way. Each cell is Width characters wide (3
// when 0) and one line high.
type Lattice struct {
	Shape Shape // the cells; the dots are one row and column more
	// H reports whether the segment from dot (r, c) to dot (r, c+1) is
	// drawn (r from 0 to Rows), V the one from dot (r, c) to dot (r+1, c)
	// (c from 0 to Cols). Either may be nil: none drawn.
	H, V func(r, c int) bool
	// Cell returns the text of cell (r, c), centred in its width; nil
	// leaves the cells blank.
	Cell func(r, c int) string
	// Mark returns a glyph drawn at dot (r, c) instead of the segments
	// that meet there, or ""; nil marks none.
	Mark func(r, c int) string
	// HMark and VMark return a glyph drawn on the segment from dot (r, c)
	// to dot (r, c+1), or to dot (r+1, c), where it is not drawn, or "":
	// in the middle of a horizontal segment's width, in place of a
	// vertical one. A segment crossed out (× in Slitherlink's forced
	// board), a galaxy's centre on the side between two cells. nil marks
	// none.
	HMark, VMark func(r, c int) string
	// Blank is drawn at a dot where no segment meets and no mark is:
	// " " when empty.
	Blank string
	// Fill, when set, returns the palette colour of cell (r, c)
	// (Colours), or −1: the cell and the gaps beside it that no segment
	// crosses are painted, with the marks in them.
	Fill  func(r, c int) int
	Width int
}

// Palette is the background colours that Fill's indexes name (xterm-256
// numbers, pale so that the marks stay readable).
var Palette = [...]int{224, 194, 189, 230, 195, 223, 253, 219, 157, 217}

// String draws the lattice.
func (l Lattice) String() string {
	s := l.Shape
	w := l.Width
	if w == 0 {
		w = 3
	}
	blank := l.Blank
	if blank == "" {
		blank = " "
	}
	on := func(f func(r, c int) bool, r, c int) bool { return f != nil && f(r, c) }
	paint := func(r, c int, text string) string {
		if l.Fill == nil {
			return text
		}
		r, c = min(r, s.Rows-1), min(c, s.Cols-1)
		k := l.Fill(r, c)
		if k < 0 {
			return text
		}
		return "\x1b[30;48;5;" + strconv.Itoa(Palette[k%len(Palette)]) + "m" + text + "\x1b[0m"
	}
	var b strings.Builder
	for r := 0; r <= s.Rows; r++ {
		for c := 0; c <= s.Cols; c++ {
			up := r > 0 && on(l.V, r-1, c)
			down := r < s.Rows && on(l.V, r, c)
			left := c > 0 && on(l.H, r, c-1)
			right := c < s.Cols && on(l.H, r, c)
			switch m := mark(l.Mark, r, c); {
			case m != "":
				b.WriteString(paint(r, c, m))
			case up || down || left || right:
				b.WriteString(Junction(up, down, left, right))
			default:
				b.WriteString(paint(r, c, blank))
			}
			if c < s.Cols {
				switch m := mark(l.HMark, r, c); {
				case on(l.H, r, c):
					b.WriteString(strings.Repeat("─", w))
				case m != "":
					b.WriteString(paint(r, c, Centre(m, w)))
				default:
					b.WriteString(paint(r, c, strings.Repeat(" ", w)))
				}
			}
		}
		b.WriteString("\n")
		if r == s.Rows {
			break
		}
		var line strings.Builder
		for c := 0; c <= s.Cols; c++ {
			switch m := mark(l.VMark, r, c); {
			case on(l.V, r, c):
				line.WriteString("│")
			case m != "":
				line.WriteString(paint(r, c, m))
			default:
				line.WriteString(paint(r, c, " "))
			}
			if c < s.Cols {
				text := ""
				if l.Cell != nil {
					text = l.Cell(r, c)
				}
				line.WriteString(paint(r, c, Centre(text, w)))
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteString("\n")
	}
	out := b.String()
	if l.Fill == nil {
		// Lines end where their last mark does.
		lines := strings.Split(out, "\n")
		for i := range lines {
			lines[i] = strings.TrimRight(lines[i], " ")
		}
		out = strings.Join(lines, "\n")
	}
	return out
}

func mark(f func(r, c int) string, r, c int) string {
	if f == nil {
		return ""
	}
	return f(r, c)
}

// Centre pads text with blanks to width w, centred (a blank more on the
// right when the padding is odd).
func Centre(text string, w int) string {
	n := utf8.RuneCountInString(text)
	if n >= w {
		return text
	}
	left := (w - n) / 2
	return strings.Repeat(" ", left) + text + strings.Repeat(" ", w-n-left)
}

// Junction returns the box-drawing character with arms in the given
// directions (a blank for none).
func Junction(up, down, left, right bool) string {
	i := 0
	for k, arm := range []bool{up, down, left, right} {
		if arm {
			i |= 1 << k
		}
	}
	return [16]string{
		" ", "╵", "╷", "│", "╴", "┘", "┐", "┤",
		"╶", "└", "┌", "├", "─", "┴", "┬", "┼",
	}[i]
}

// Colours gives each region an index into the Palette, different from
// its neighbours' where the palette allows (greedy, in order): label[i]
// is cell i's region, from 0 to regions−1.
func (s Shape) Colours(label []int, regions int) []int {
	adj := make([]map[int]bool, regions)
	for g := range adj {
		adj[g] = map[int]bool{}
	}
	for e := 0; e < s.NumEdges(); e++ {
		a, b := s.Edge(e)
		if g, h := label[a], label[b]; g != h && g >= 0 && h >= 0 {
			adj[g][h], adj[h][g] = true, true
		}
	}
	out := make([]int, regions)
	for g := range out {
		used := map[int]bool{}
		for h := range adj[g] {
			if h < g {
				used[out[h]] = true
			}
		}
		c := 0
		for used[c] && c < len(Palette) {
			c++
		}
		out[g] = c % len(Palette)
	}
	return out
}

// BorderLattice returns the lattice of the borders between regions
// (label per cell) and around the grid, cells drawn by cell: the drawing
// of Star Battle and other region genres.
func (s Shape) BorderLattice(label []int, cell func(i int) string) Lattice {
	l := Lattice{Shape: s}
	l.H = func(r, c int) bool { return r == 0 || r == s.Rows || label[s.Index(r-1, c)] != label[s.Index(r, c)] }
	l.V = func(r, c int) bool { return c == 0 || c == s.Cols || label[s.Index(r, c-1)] != label[s.Index(r, c)] }
	if cell != nil {
		l.Cell = func(r, c int) string { return cell(s.Index(r, c)) }
	}
	return l
}

// PathLattice returns the lattice that draws connections through the
// centres of the cells of s (a mask per cell, see Masks), the cells being
// its dots: mark, when set, gives a cell's own glyph (a pearl, a number),
// drawn instead of the lines that meet there; blank is drawn at a cell
// without either.
func (s Shape) PathLattice(mask []int, mark func(i int) string, blank string) Lattice {
	l := Lattice{Shape: Shape{s.Rows - 1, s.Cols - 1}, Blank: blank}
	l.H = func(r, c int) bool { return mask[s.Index(r, c)]&Right.Bit() != 0 }
	l.V = func(r, c int) bool { return mask[s.Index(r, c)]&Down.Bit() != 0 }
	if mark != nil {
		l.Mark = func(r, c int) string { return mark(s.Index(r, c)) }
	}
	return l
}
