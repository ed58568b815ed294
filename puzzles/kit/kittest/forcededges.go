package kittest

import (
	"encoding/json"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// ForcedEdges checks the "on" and "off" edges of a unique puzzle's
// --forced (kit.ForcedEdges: pairs of cells [[r, c], [r, c]]) against its
// solution's masks (grid.Shape.Masks): each edge on is on, each off is
// off, and the two lists hold every edge of s once.
func ForcedEdges(t *testing.T, name string, s grid.Shape, masks []int, on, off [][2][2]int) {
	t.Helper()
	seen := map[[2][2]int]bool{}
	for k, list := range [][][2][2]int{off, on} {
		for _, e := range list {
			a, b := s.Index(e[0][0], e[0][1]), s.Index(e[1][0], e[1][1])
			d := grid.Right
			if b == a+s.Cols {
				d = grid.Down
			} else if b != a+1 || e[0][0] != e[1][0] {
				t.Fatalf("%s: %v is no edge", name, e)
			}
			if isOn := masks[a]&d.Bit() != 0; isOn != (k == 1) || seen[e] {
				t.Errorf("%s: edge %v listed %s (or twice), yet the solution has it %s", name, e, []string{"off", "on"}[k], map[bool]string{true: "on", false: "off"}[isOn])
			}
			seen[e] = true
		}
	}
	if len(seen) != s.NumEdges() {
		t.Errorf("%s: %d edges on or off, the grid has %d: a unique puzzle leaves none open", name, len(seen), s.NumEdges())
	}
}

// ForcedEdgesOf runs "GENRE --forced --format json" on the game ID or
// link id, a unique puzzle whose solution's masks are masks, and checks
// that its JSON "forced" holds "on" and "off" alone (ForcedEdges).
func ForcedEdgesOf(t *testing.T, genre, name, id string, s grid.Shape, masks []int) {
	t.Helper()
	out, _, code := CLI(t, "", genre, "--forced", "--format", "json", "-j", "1", id)
	var f struct{ Forced map[string][][2][2]int }
	if err := json.Unmarshal([]byte(out), &f); code != 0 || err != nil {
		t.Fatalf("%s: --forced: exit %d, %v: %s", name, code, err, out)
	}
	if _, ok := f.Forced["off"]; !ok || len(f.Forced) != 2 {
		t.Fatalf("%s: --forced gives %s, expected on and off", name, out)
	}
	ForcedEdges(t, name, s, masks, f.Forced["on"], f.Forced["off"])
}
