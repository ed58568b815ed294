package queens

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// The frames' cubes, weighted by their orbits, count OEIS A000170 (and
// the test's backtracker agrees); the cubes are disjoint: no solution is
// in two.
func TestFrameCubesCount(t *testing.T) {
	for n := 1; n < len(a000170); n++ {
		p, _ := New(n)
		m := p.Encode(encode.Config{})
		cubes, weights := m.FrameCubes()
		var total int64
		seen := map[string]bool{}
		for i, cube := range cubes {
			_, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, cube, 0, func(model []bool) bool {
				key := m.Decode(model).Text()
				if seen[key] {
					t.Fatalf("n=%d: a solution in two cubes:\n%s", n, key)
				}
				seen[key] = true
				total += weights[i]
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		if total != a000170[n] || backtrack(p) != a000170[n] {
			t.Errorf("n=%d: frames count %d, the backtracker %d, OEIS A000170 %d", n, total, backtrack(p), a000170[n])
		}
	}
}

// Each orbit's weight is its size: over the frames chosen, the weights
// add up to the number of frames, and every frame is the image of a chosen
// one.
func TestFrameOrbits(t *testing.T) {
	for n := 1; n <= 9; n++ {
		all := map[int64]bool{}
		frames(n, func(f frame) { all[f.key(n)] = true })
		covered := map[int64]bool{}
		var sum int64
		frames(n, func(f frame) {
			k := f.key(n)
			var images []int64
			for _, g := range transforms(n) {
				ik := f.image(g).key(n)
				if ik < k {
					return
				}
				if !all[ik] {
					t.Fatalf("n=%d: the image of a frame is no frame", n)
				}
				images = append(images, ik)
			}
			orbit := map[int64]bool{}
			for _, ik := range images {
				orbit[ik], covered[ik] = true, true
			}
			sum += int64(len(orbit))
		})
		if sum != int64(len(all)) || len(covered) != len(all) {
			t.Errorf("n=%d: weights add to %d, %d frames, %d covered", n, sum, len(all), len(covered))
		}
	}
}
