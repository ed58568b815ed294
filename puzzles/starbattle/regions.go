package starbattle

import "math/rand"

// The generator's first layout: regions grown around the intended stars.

// minRegion is the fewest cells a region has: a region of one cell would
// be a given star.
const minRegion = 2

// growRegions divides the n×n grid into n connected regions of k stars
// each (region numbers by cell). A blob grows around each star until the
// grid is covered: each step adds a free neighbour of a random cell of a
// blob, the blob chosen with a chance as its number of cells that may have
// free neighbours (or evenly, when balanced), after each blob has
// minRegion cells when k is 1. Then the blobs are joined k by k into
// connected regions, each from the free blob with the fewest free
// neighbours, adding the free neighbour blob with the fewest. It returns
// nil when the joining strands blobs in 50 tries.
func growRegions(rng *rand.Rand, n, k int, star []bool, balanced bool) []int {
	blob := make([]int, n*n)
	for i := range blob {
		blob[i] = -1
	}
	// front[b] is the cells of blob b that may have a free neighbour;
	// growing lists the blobs whose front is not empty.
	var front [][]int
	var growing, size []int
	nb := 0
	for i, s := range star {
		if s {
			blob[i] = nb
			front = append(front, []int{i})
			growing = append(growing, nb)
			size = append(size, 1)
			nb++
		}
	}
	var nbuf [4]int
	var small []int
	for len(growing) > 0 {
		small = small[:0]
		total := 0
		for _, b := range growing {
			if k == 1 && size[b] < minRegion {
				small = append(small, b)
			}
			total += len(front[b])
		}
		var gj int
		switch {
		case len(small) > 0:
			b := small[rng.Intn(len(small))]
			for gj = range growing {
				if growing[gj] == b {
					break
				}
			}
		case balanced:
			gj = rng.Intn(len(growing))
		default:
			r := rng.Intn(total)
			for gj = range growing {
				if r -= len(front[growing[gj]]); r < 0 {
					break
				}
			}
		}
		b := growing[gj]
		j := rng.Intn(len(front[b]))
		var free []int
		for _, x := range neighbours4(n, front[b][j], nbuf[:0]) {
			if blob[x] < 0 {
				free = append(free, x)
			}
		}
		if len(free) == 0 {
			f := front[b]
			f[j] = f[len(f)-1]
			front[b] = f[:len(f)-1]
			if len(front[b]) == 0 {
				growing = append(growing[:gj], growing[gj+1:]...)
			}
			continue
		}
		next := free[rng.Intn(len(free))]
		blob[next] = b
		size[b]++
		front[b] = append(front[b], next)
	}
	if k == 1 {
		return blob
	}
	// The blobs' neighbours, in the order met (deterministic).
	adj := make([][]int, nb)
	has := make([]bool, nb*nb)
	for i := range blob {
		for _, x := range neighbours4(n, i, nbuf[:0]) {
			a, b := blob[i], blob[x]
			if a != b && !has[a*nb+b] {
				has[a*nb+b] = true
				adj[a] = append(adj[a], b)
			}
		}
	}
	group := make([]int, nb)
	freeDeg := func(b int) int {
		d := 0
		for _, x := range adj[b] {
			if group[x] < 0 {
				d++
			}
		}
		return d
	}
	// pick returns the blob of candidates with the fewest free
	// neighbours, ties at random, or -1.
	pick := func(candidates []int) int {
		best, bestDeg, ties := -1, 0, 0
		for _, b := range candidates {
			d := freeDeg(b)
			switch {
			case best < 0 || d < bestDeg:
				best, bestDeg, ties = b, d, 1
			case d == bestDeg:
				ties++
				if rng.Intn(ties) == 0 {
					best = b
				}
			}
		}
		return best
	}
	for try := 0; try < 50; try++ {
		for i := range group {
			group[i] = -1
		}
		ok := true
		for g := 0; g < n && ok; g++ {
			var free []int
			for b := range group {
				if group[b] < 0 {
					free = append(free, b)
				}
			}
			members := []int{pick(free)}
			group[members[0]] = g
			for len(members) < k {
				var next []int
				for _, m := range members {
					for _, x := range adj[m] {
						if group[x] < 0 {
							group[x] = -2 // listed once
							next = append(next, x)
						}
					}
				}
				for _, x := range next {
					group[x] = -1
				}
				b := pick(next)
				if b < 0 {
					ok = false
					break
				}
				group[b] = g
				members = append(members, b)
			}
		}
		if ok {
			region := make([]int, n*n)
			for i, b := range blob {
				region[i] = group[b]
			}
			return region
		}
	}
	return nil
}
