package galaxies

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestVerifyRejects breaks each rule in turn, on boards made by hand, and
// checks that Verify names the broken rule.
func TestVerifyRejects(t *testing.T) {
	// A 1×5 strip with centres on cells 2, 1 and 3, and one on the edge
	// between cells 0 and 1 of a 2×2 grid.
	strip, err := New(1, 5, []Point{{1, 5}, {1, 3}, {1, 7}})
	if err != nil {
		t.Fatal(err)
	}
	square, err := New(2, 2, []Point{{1, 2}, {3, 2}})
	if err != nil {
		t.Fatal(err)
	}
	good := Regions{0, 0, 1, 1} // top row one galaxy, bottom row the other
	if err := Verify(square, good); err != nil {
		t.Fatalf("a good board: %v", err)
	}
	for _, tc := range []struct {
		name string
		p    *Puzzle
		sol  Regions
		want string
	}{
		{"too few cells", square, Regions{0, 0, 1}, "3 cells given a galaxy, expected 4"},
		{"no galaxy", square, Regions{0, 0, 1, -1}, "cell 1,1 is in galaxy -1"},
		{"galaxy out of range", square, Regions{0, 0, 1, 2}, "cell 1,1 is in galaxy 2"},
		{"centre cell elsewhere", square, Regions{0, 1, 1, 1}, "cell 0,1 touches centre 0 but is in galaxy 1"},
		{"half-turn off the grid", strip, Regions{2, 1, 0, 2, 2}, "cell 0,0 is in galaxy 2, whose half-turn takes it off the grid"},
		{"not symmetric", strip, Regions{1, 1, 0, 2, 2}, "cell 0,0 is in galaxy 1 but its image 0,2 under the half-turn is in galaxy 0"},
		{"in pieces", strip, Regions{0, 1, 0, 2, 0}, "region 0 falls apart: r1c1 and r1c3 are not joined"},
	} {
		err := Verify(tc.p, tc.sol)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, expected %q", tc.name, err, tc.want)
		}
	}
}

// TestVerifyEveryCell: changing the galaxy of any one cell of a shared
// puzzle's solution breaks a rule that Verify sees.
func TestVerifyEveryCell(t *testing.T) {
	p := loadFile(t, "puzzle_2.json")
	sols, _ := solveAll(t, p, encode.Config{Connect: encode.Lazy}, Default, 1)
	sol := sols[0]
	for i := range sol {
		for g := range p.Centres {
			if g == sol[i] {
				continue
			}
			bad := append(Regions(nil), sol...)
			bad[i] = g
			if Verify(p, bad) == nil {
				t.Fatalf("cell %d moved from galaxy %d to %d passes Verify", i, sol[i], g)
			}
		}
	}
}
