package mirrormaze

import (
	"fmt"
	"strings"
)

// facts writes the puzzle for bench/asp/mirrormaze.lp.
func facts(p *Puzzle) string {
	var w strings.Builder
	fmt.Fprintf(&w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
	for i, c := range p.Grid {
		r, col := i/p.Cols, i%p.Cols
		switch {
		case c == Slash:
			fmt.Fprintf(&w, "mirror(%d,%d,slash).\n", r, col)
		case c == Backslash:
			fmt.Fprintf(&w, "mirror(%d,%d,back).\n", r, col)
		case c.IsMonster():
			fmt.Fprintf(&w, "fixed(%d,%d,%s).\n", r, col, strings.ToLower(c.String()))
		}
	}
	for _, s := range Sides {
		for k, v := range p.Clues[s] {
			if v != NoClue {
				fmt.Fprintf(&w, "clue(%s,%d,%d).\n", s, k, v)
			}
		}
	}
	for t, k := range p.Totals {
		if k != NoClue {
			fmt.Fprintf(&w, "total(%s,%d).\n", strings.ToLower(Monsters[t].String()), k)
		}
	}
	for g, group := range p.Same {
		for _, c := range group {
			fmt.Fprintf(&w, "same(%d,%d,%d).\n", g, c.Row, c.Col)
		}
	}
	return w.String()
}
