package mirrormaze

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// solved returns the puzzle of a test file and its first solution.
func solved(t *testing.T, name string) (*Puzzle, Solution) {
	t.Helper()
	p := loadFile(t, name)
	sols, _ := solveAll(t, p, encode.Default, 1)
	if len(sols) != 1 {
		t.Fatalf("%s: no solution", name)
	}
	if err := Verify(p, sols[0]); err != nil {
		t.Fatalf("%s: the solution fails: %v", name, err)
	}
	return p, sols[0]
}

// TestVerifyRejects breaks a solution in each rule and expects Verify to
// say which.
func TestVerifyRejects(t *testing.T) {
	p14, s14 := solved(t, "janko_014_5x8.json") // totals, fixed monsters
	p2, s2 := solved(t, "puzzle_2.json")        // a group of same cells, no totals
	change := func(s Solution, f func(s Solution) Solution) Solution {
		return f(append(Solution(nil), s...))
	}
	// first returns the index of the first cell of s holding c.
	first := func(s Solution, c Cell) int {
		for i, x := range s {
			if x == c {
				return i
			}
		}
		t.Fatalf("no %s in the solution", c)
		return -1
	}
	noTotals := clone(p14)
	noTotals.Totals = [3]int{NoClue, NoClue, NoClue}
	for _, tc := range []struct {
		name string
		p    *Puzzle
		sol  Solution
		want string
	}{
		{"short", p14, s14[1:], "39 cells filled: expected 40"},
		{"nil", p14, nil, "0 cells filled"},
		{"mirror moved", p14, change(s14, func(s Solution) Solution { s[0] = Ghost; return s }), "r1c1 holds G where the puzzle has \\"},
		{"mirror turned", p14, change(s14, func(s Solution) Solution { s[0] = Slash; return s }), "r1c1 holds / where the puzzle has \\"},
		{"mirror added", p14, change(s14, func(s Solution) Solution { s[1] = Backslash; return s }), "r1c2 holds \\ where the puzzle has ."},
		{"empty cell", p14, change(s14, func(s Solution) Solution { s[1] = Unknown; return s }), "r1c2 holds .: expected a ghost"},
		{"fixed changed", p14, change(s14, func(s Solution) Solution { s[2*8+5] = Vampire; return s }), "r3c6 holds V where the puzzle gives G"},
		{"total", p14, change(s14, func(s Solution) Solution { s[first(s, Ghost)] = Vampire; return s }), "11 ghosts in the grid, expected 12"},
		{"zombie", p14, change(s14, func(s Solution) Solution { s[first(s, Ghost)] = Zombie; return s }), "11 ghosts in the grid"},
		{"same", p2, change(s2, func(s Solution) Solution {
			if s[1*7+2] == Zombie {
				s[1*7+2] = Ghost
			} else {
				s[1*7+2] = Zombie
			}
			return s
		}), "r2c3 and r5c6 hold"},
		{"clue", noTotals, change(s14, func(s Solution) Solution { s[0*8+1] = Ghost; return s }), "top 1=0: 1 monsters seen"},
	} {
		err := Verify(tc.p, tc.sol)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Verify = %v, expected an error with %q", tc.name, err, tc.want)
		}
	}
	// A clue broken while the totals still hold: two monsters swapped.
	g, v := first(s14, Ghost), first(s14, Vampire)
	swapped := change(s14, func(s Solution) Solution { s[g], s[v] = s[v], s[g]; return s })
	if err := Verify(p14, swapped); err == nil || !strings.Contains(err.Error(), "monsters seen") {
		t.Errorf("swapped monsters: Verify = %v, expected a clue's error", err)
	}
	// Each side's clues are checked: change one clue of each side.
	for _, s := range Sides {
		q := clone(p14)
		q.Clues[s][1]++
		if err := Verify(q, s14); err == nil || !strings.Contains(err.Error(), s.String()+" 2=") {
			t.Errorf("%s clue 1 changed: Verify = %v", s, err)
		}
		q.Clues[s][1] = NoClue
		if err := Verify(q, s14); err != nil {
			t.Errorf("%s clue 1 removed: Verify = %v", s, err)
		}
	}
}
