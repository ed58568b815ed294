package grid

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// bridgingValid checks what a Bridging holds against the rules: its
// counts are a solution of its numbers (CheckBridges), every bridge is
// on a sight, and no two islands are side by side.
func bridgingValid(t *testing.T, g *Bridging) {
	t.Helper()
	sights, n := g.Sights(), g.Counts()
	if err := g.CheckBridges(sights, n, g.Numbers(), g.Most, !g.Loops); err != nil {
		t.Fatalf("%v: %v", g.Bridges, err)
	}
	if bridged := len(slices.DeleteFunc(slices.Clone(n), func(k int) bool { return k == 0 })); bridged != len(g.Bridges) {
		t.Fatalf("%d sights bridged, %d bridges: %v", bridged, len(g.Bridges), g.Bridges)
	}
	for i, on := range g.Island {
		if on && slices.ContainsFunc(g.Neighbours(i), g.island) {
			t.Fatalf("%s: islands side by side", g.Name(i))
		}
	}
}

func TestBridging(t *testing.T) {
	split := 0
	for seed := int64(1); seed <= 30; seed++ {
		rng := rand.New(rand.NewSource(seed))
		s := Shape{Rows: 5 + int(seed)%4, Cols: 6}
		g := &Bridging{Shape: s, Island: make([]bool, s.N()), Bridges: map[[2]int]int{}, Most: 1 + int(seed)%3, Loops: seed%2 == 0}
		g.Island[rng.Intn(s.N())] = true
		grown := 0
		for fails := 0; fails < 50 && len(g.Bridges) < 8; fails++ {
			if g.Grow(rng) {
				grown, fails = grown+1, -1
				bridgingValid(t, g)
			}
		}
		islands := len(slices.DeleteFunc(slices.Clone(g.Island), func(on bool) bool { return !on }))
		if grown == 0 || !g.Loops && len(g.Bridges) != islands-1 {
			t.Fatalf("seed %d: grown %d times, %d bridges, %d islands", seed, grown, len(g.Bridges), islands)
		}
		// Another solution: each bridged sight one bridge more (or less).
		b := g.Counts()
		other := slices.Clone(b)
		for k := range other {
			if other[k] > 0 {
				other[k] = other[k]%g.Most + 1
			}
		}
		if slices.Equal(b, other) {
			continue // one bridge a pair: no other counts
		}
		before := fmt.Sprint(g.Island, g.Bridges)
		if !g.Split(rng, b, other) {
			if after := fmt.Sprint(g.Island, g.Bridges); after != before {
				t.Fatalf("seed %d: no room to split, yet %s became %s", seed, before, after)
			}
			continue
		}
		split++
		bridgingValid(t, g)
		if after := len(slices.DeleteFunc(slices.Clone(g.Island), func(on bool) bool { return !on })); after != islands+1 {
			t.Fatalf("seed %d: %d islands after Split, %d before", seed, after, islands)
		}
	}
	if split < 10 {
		t.Errorf("%d splits of 30", split)
	}
	// No room: the only sight is bridged the same in both solutions;
	// then, where they differ, the middle cell (the others touch islands).
	s := Shape{Rows: 1, Cols: 5}
	g := &Bridging{Shape: s, Island: []bool{true, false, false, false, true}, Bridges: map[[2]int]int{{0, 4}: 1}, Most: 2}
	if g.Split(rand.New(rand.NewSource(1)), []int{1}, []int{1}) {
		t.Errorf("Split where the solutions agree: %v", g.Bridges)
	}
	if g.Split(rand.New(rand.NewSource(1)), []int{1}, []int{2}); !g.Island[2] || g.Bridges[[2]int{0, 2}] != 1 || g.Bridges[[2]int{2, 4}] != 1 || len(g.Bridges) != 2 {
		t.Errorf("Split of a bridge: %v %v", g.Island, g.Bridges)
	}
	if got := g.Numbers(); !slices.Equal(got, []int{1, 0, 2, 0, 1}) {
		t.Errorf("Numbers = %v", got)
	}
}
