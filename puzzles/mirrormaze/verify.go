package mirrormaze

import (
	"fmt"
)

// Verify checks a filled grid against the rules, reading it only: the
// puzzle's mirrors in place, a monster in every other cell, the fixed
// monsters kept, the totals, the groups of same cells, and every clue,
// counted along its line of sight.
func Verify(p *Puzzle, sol Solution) error {
	if len(sol) != p.N() {
		return fmt.Errorf("%d cells filled: expected %d (%s)", len(sol), p.N(), p.Shape)
	}
	var count [3]int
	for i, c := range sol {
		switch given := p.Grid[i]; {
		case given.IsMirror() != c.IsMirror() || given.IsMirror() && c != given:
			return fmt.Errorf("%s holds %s where the puzzle has %s", p.Name(i), c, given)
		case given.IsMirror():
		case !c.IsMonster():
			return fmt.Errorf("%s holds %s: expected a ghost, a vampire or a zombie", p.Name(i), c)
		case given != Unknown && c != given:
			return fmt.Errorf("%s holds %s where the puzzle gives %s", p.Name(i), c, given)
		default:
			count[c.index()]++
		}
	}
	for t, k := range p.Totals {
		if k != NoClue && count[t] != k {
			return fmt.Errorf("%d %s in the grid, expected %d", count[t], monsterName[t], k)
		}
	}
	for _, g := range p.Same {
		for _, c := range g {
			if a, b := sol[p.Index(g[0].Row, g[0].Col)], sol[p.Index(c.Row, c.Col)]; a != b {
				return fmt.Errorf("%s and %s hold %s and %s, expected the same monster", p.Name(p.Index(g[0].Row, g[0].Col)), p.Name(p.Index(c.Row, c.Col)), a, b)
			}
		}
	}
	for _, s := range Sides {
		for i, want := range p.Clues[s] {
			if n := p.Seen(s, i, sol); want != NoClue && n != want {
				return fmt.Errorf("%s %d=%d: %d monsters seen", s, i+1, want, n)
			}
		}
	}
	return nil
}

// infeasible explains why no filling can meet the rules, from what can be
// seen without a search, or returns "": totals that do not add up to the
// cells free of mirrors, fixed monsters beyond a total, a group of same
// cells given two different monsters, or a clue larger than the number of
// crossings of monsters on its line of sight.
func infeasible(p *Puzzle) string {
	free := 0
	var fixed [3]int
	for _, c := range p.Grid {
		if !c.IsMirror() {
			free++
		}
		if c.IsMonster() {
			fixed[c.index()]++
		}
	}
	sum, known := 0, 0
	for i, k := range p.Totals {
		if k == NoClue {
			continue
		}
		known++
		sum += k
		if fixed[i] > k {
			return fmt.Sprintf("%d %s are given in the grid, more than the total %d", fixed[i], monsterName[i], k)
		}
	}
	switch {
	case known == 3 && sum != free:
		return fmt.Sprintf("the totals add up to %d monsters, but %d cells hold no mirror", sum, free)
	case sum > free:
		return fmt.Sprintf("the totals given add up to %d monsters, but only %d cells hold no mirror", sum, free)
	}
	for _, g := range p.Same {
		first := Unknown
		for _, c := range g {
			if m := p.At(c.Row, c.Col); m.IsMonster() {
				if first != Unknown && m != first {
					return fmt.Sprintf("the same cells hold a %s and a %s given in the grid", first, m)
				}
				first = m
			}
		}
	}
	for _, s := range Sides {
		for i, k := range p.Clues[s] {
			if n := len(p.Sight(s, i)); k > n {
				times := map[int]string{0: "never", 1: "once"}[n]
				if n > 1 {
					times = fmt.Sprintf("only %d times", n)
				}
				return fmt.Sprintf("the %s clue of %s %d is %d, but its line of sight crosses cells free of mirrors %s", s, s.Line(), i, k, times)
			}
		}
	}
	return ""
}
