package grid

import (
	"math/rand"
	"slices"
)

// Bridging is a grid of islands and bridges that a generator grows at
// random, as Tatham's Bridges generator does: from an island, bridges
// reach out to new islands (or, with Loops, to islands already there);
// and where a puzzle's solver finds another solution, a new island goes
// where the two differ (Split).
type Bridging struct {
	Shape
	Island  []bool         // the islands
	Bridges map[[2]int]int // the bridges of a pair of islands, by their cells, smaller first
	Most    int            // the most bridges a pair may have, at least 1
	Loops   bool           // whether a bridge may join two islands already there
}

// Sights returns the pairs of islands that see each other (Shape.Sights):
// the order of Counts, and of Split's counts.
func (g *Bridging) Sights() []Sight { return g.Shape.Sights(g.island) }

func (g *Bridging) island(i int) bool { return g.Island[i] }

// Counts returns the bridges of each pair of islands, in the order of
// Sights.
func (g *Bridging) Counts() []int {
	var out []int
	for _, sg := range g.Sights() {
		out = append(out, g.Bridges[[2]int{sg.A, sg.B}])
	}
	return out
}

// Numbers returns each cell's clue as CheckBridges reads it: 0 off the
// islands, an island's bridges, −1 for an island without any.
func (g *Bridging) Numbers() []int {
	out := g.Degrees(g.Sights(), g.Counts())
	for i, on := range g.Island {
		if on && out[i] == 0 {
			out[i] = -1
		}
	}
	return out
}

// used returns the cells that bridges go over.
func (g *Bridging) used() []bool {
	used := make([]bool, g.N())
	for _, sg := range g.Sights() {
		for _, c := range sg.Between {
			used[c] = used[c] || g.Bridges[[2]int{sg.A, sg.B}] > 0
		}
	}
	return used
}

// spot returns where along cells an island may go, at random: none
// beside it, and every cell up to it free; −1 when there is none.
func (g *Bridging) spot(rng *rand.Rand, cells []int, free func(i int) bool) int {
	var ok []int
	for k := 0; k < len(cells) && free(cells[k]); k++ {
		if !slices.ContainsFunc(g.Neighbours(cells[k]), g.island) {
			ok = append(ok, cells[k])
		}
	}
	if len(ok) == 0 {
		return -1
	}
	return ok[rng.Intn(len(ok))]
}

// bridge makes a and b islands with n bridges between them, 1 to Most at
// random when n is 0, and returns true.
func (g *Bridging) bridge(rng *rand.Rand, a, b, n int) bool {
	if n == 0 {
		n = 1 + rng.Intn(g.Most)
	}
	g.Island[a], g.Island[b], g.Bridges[[2]int{min(a, b), max(a, b)}] = true, true, n
	return true
}

// Grow adds an island and its bridges from a random island in a random
// direction, or (with Loops, one time in five) a bridge to the island
// there; it returns false when it finds no room. There must be an island.
func (g *Bridging) Grow(rng *rand.Rand) bool {
	used := g.used()
	var islands []int
	for i := range g.Island {
		if g.Island[i] {
			islands = append(islands, i)
		}
	}
	a := islands[rng.Intn(len(islands))]
	ray := g.Ray(a, Dirs[rng.Intn(4)])
	free := func(i int) bool { return !used[i] && !g.Island[i] }
	if x := g.spot(rng, ray, free); x >= 0 && (!g.Loops || rng.Intn(5) > 0) {
		return g.bridge(rng, a, x, 0)
	}
	k := slices.IndexFunc(ray, func(i int) bool { return !free(i) })
	return k > 0 && g.Island[ray[k]] && g.Loops && g.bridge(rng, a, ray[k], 0)
}

// Split adds an island where b and other, two solutions' bridges (in the
// order of Sights), differ: on a pair that only other bridges, joined to
// its first island, or in the middle of a bridge of b's, cutting it in
// two. It returns false when there is no room.
func (g *Bridging) Split(rng *rand.Rand, b, other []int) bool {
	used, sights := g.used(), g.Sights()
	for _, q := range rng.Perm(len(sights)) {
		sg, n := sights[q], b[q]
		if x := g.spot(rng, sg.Between, func(i int) bool { return !used[i] || n > 0 }); x >= 0 && n != other[q] {
			if delete(g.Bridges, [2]int{sg.A, sg.B}); n > 0 {
				g.bridge(rng, x, sg.B, n)
			}
			return g.bridge(rng, sg.A, x, n)
		}
	}
	return false
}
