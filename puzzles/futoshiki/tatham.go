package futoshiki

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// Unequal's game ID is "N:CELLS" ("Na:CELLS" in Adjacent mode): each
// cell its number (0 for none) and the letters U R D L of the
// neighbours it is greater than (or has a bar to), then ','; a letter
// a–z before a cell is a run of cells with nothing.
const example = "4:0,0,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0,0L,"

func readTatham(s string) (*Puzzle, error) {
	id, n, h, rest, err := tatham.ParseSized(s, "an Unequal game ID such as "+example, MaxSide)
	if err == nil && n != h {
		err = &tatham.Error{Col: id.ParamsCol, Msg: fmt.Sprintf("a %d×%d grid: Unequal's is square, its size one number", n, h)}
	}
	adj := strings.HasPrefix(rest, "a")
	if err == nil { // the difficulty is how it was made
		_, _, err = id.Options(strings.TrimPrefix(rest, "a"), "tekxr", "")
	}
	if err != nil {
		return nil, err
	}
	p, d := newPuzzle(n, adj), id.Reader()
	flags, cols := make([]int, p.N()), make([]int, p.N())
	err = d.Whole(p.N(), func(i int) (int, error) {
		cols[i] = d.Col()
		if v, ok := d.Int(); !ok || v > n {
			return 0, &tatham.Error{Col: cols[i], Msg: fmt.Sprintf("%s: expected a number from 0 to %d", p.Name(i), n)}
		} else {
			p.Givens[i] = v
		}
		for k := strings.IndexByte("URDL", d.Peek()); k >= 0 && d.Next() != 0; k = strings.IndexByte("URDL", d.Peek()) {
			flags[i] |= grid.Dir(k).Bit()
		}
		if !d.Accept(',') && i+1 < p.N() {
			if d.Done() {
				return 0, d.Errorf("the description ends after %d of %d cells", i+1, p.N())
			}
			return 0, d.Errorf("expected U R D L or ',' after the cell")
		}
		return 1, nil
	})
	for i := 0; i < p.N() && err == nil; i++ {
		for _, dir := range grid.Dirs {
			j, ok := p.Step(i, dir)
			e, _ := p.EdgeAt(i, dir)
			switch {
			case flags[i]&dir.Bit() == 0: // no sign that way
			case !ok:
				err = &tatham.Error{Col: cols[i], Msg: fmt.Sprintf("%s: a sign %s off the grid", p.Name(i), dir)}
			case adj != (flags[j]&dir.Opposite().Bit() != 0): // a bar both ways, a sign one way
				err = &tatham.Error{Col: cols[i], Msg: fmt.Sprintf("%s and %s: signs that contradict each other", p.Name(i), p.Name(j))}
			case adj:
				p.Rels[e] = Bar
			case i < j:
				p.Rels[e] = Greater
			default:
				p.Rels[e] = Less
			}
		}
	}
	return p, err
}

func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprint(&b, p.Cols, map[bool]string{true: "a"}[p.Adjacent], ":")
	for i, v := range p.Givens {
		b.WriteString(strconv.Itoa(v))
		for _, dir := range grid.Dirs {
			if j, ok := p.Step(i, dir); ok {
				e, _ := p.EdgeBetween(i, j)
				if r := p.Rels[e]; r == Bar || r == Greater && i < j || r == Less && i > j {
					b.WriteByte("URDL"[dir])
				}
			}
		}
		b.WriteByte(',')
	}
	return b.String(), nil
}
