package grid

import (
	"reflect"
	"testing"
)

// Each rule broken once, on the islands of a square and of a cross.
func TestCheckBridges(t *testing.T) {
	// 2 . 3    sights: r1c1-r1c3, r1c1-r3c1, r1c3-r3c3, r3c1-r3c3
	// . . .
	// 1 . 2
	s := Shape{Rows: 3, Cols: 3}
	clue := []int{2, 0, 3, 0, 0, 0, 1, 0, 2}
	sights := s.Sights(func(i int) bool { return clue[i] != 0 })
	for _, tc := range []struct {
		n    []int
		tree bool
		want string
	}{
		{[]int{1, 1, 2, 0}, false, ""},
		{[]int{2, 0, 1, 1}, true, ""},
		{[]int{1, 1, 2, -1}, false, "r3c1-r3c3: undecided"},
		{[]int{1, 1, 3, 0}, false, "r1c3-r3c3: 3 bridges, expected 0 to 2"},
		{[]int{1, 1, 2, 1}, false, "r3c1 holds 2 bridges, expected 1"},
		{[]int{2, 1, 1, 1}, false, "r1c1 holds 3 bridges, expected 2"},
		{[]int{1, 1, 2}, false, "3 pairs of islands, expected 4"},
	} {
		err := s.CheckBridges(sights, tc.n, clue, 2, tc.tree)
		if (err == nil) != (tc.want == "") || err != nil && err.Error() != tc.want {
			t.Errorf("%v: %v, want %q", tc.n, err, tc.want)
		}
	}
	// Unnumbered islands (−1): joined two by two they fall apart; all
	// four joined make a loop, refused with tree.
	q := []int{-1, 0, -1, 0, 0, 0, -1, 0, -1}
	if err := s.CheckBridges(sights, []int{1, 0, 0, 1}, q, 2, false); err == nil || err.Error() != "the islands fall apart: r1c1 and r3c1 are not joined" {
		t.Errorf("apart: %v", err)
	}
	if err := s.CheckBridges(sights, []int{1, 1, 1, 1}, q, 2, true); err == nil || err.Error() != "r3c1-r3c3: the bridges make a loop" {
		t.Errorf("loop: %v", err)
	}
	if err := s.CheckBridges(sights, []int{1, 1, 1, 1}, q, 2, false); err != nil {
		t.Errorf("loops allowed: %v", err)
	}
	// A cross: r2c1-r2c3 and r1c2-r3c2 meet at r2c2.
	x := []int{0, 1, 0, 1, 0, 1, 0, 1, 0}
	xs := s.Sights(func(i int) bool { return x[i] != 0 })
	if err := s.CheckBridges(xs, []int{1, 1}, x, 2, false); err == nil || err.Error() != "r2c2: bridges cross" {
		t.Errorf("cross: %v", err)
	}
	if got := s.Degrees(sights, []int{1, 2, -1, 0}); !reflect.DeepEqual(got, []int{3, 0, 1, 0, 0, 0, 2, 0, 0}) {
		t.Errorf("Degrees = %v", got)
	}
	if got := s.SightName(sights[2]); got != "r1c3-r3c3" {
		t.Errorf("SightName = %q", got)
	}
	list := s.BridgeList(sights, []int{1, 0, -1, 2})
	if want := [][]any{{0, 0, 0, 2, 1}, {0, 2, 2, 2, nil}, {2, 0, 2, 2, 2}}; !reflect.DeepEqual(list, want) {
		t.Errorf("BridgeList = %v, want %v", list, want)
	}
	if list := s.BridgeList(sights, []int{0, 0, 0, 0}); list == nil || len(list) != 0 {
		t.Errorf("BridgeList of none = %#v, want an empty list", list)
	}
}
