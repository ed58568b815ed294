package grid

import (
	"math"
	"strconv"
	"testing"
)

func TestOp(t *testing.T) {
	for _, tc := range []struct {
		op   Op
		v    []int
		want int
	}{
		{Add, []int{3, 1, 4}, 8},
		{Add, []int{5}, 5},
		{Mul, []int{3, 1, 4}, 12},
		{Sub, []int{2, 5}, 3},
		{Sub, []int{5, 2}, 3},
		{Div, []int{2, 6}, 3},
		{Div, []int{6, 2}, 3},
		{Div, []int{4, 6}, 0},
	} {
		if got := tc.op.Apply(tc.v); got != tc.want {
			t.Errorf("%c %v = %d, want %d", tc.op, tc.v, got, tc.want)
		}
	}
	for _, tc := range []struct {
		op     Op
		k, n   int
		lo, hi int
	}{
		{Add, 3, 6, 3, 18},
		{Mul, 3, 6, 1, 216},
		{Sub, 2, 6, 1, 5},
		{Div, 2, 6, 2, 6},
		{Mul, 20, 32, 1, 1 << (30 + 10*(strconv.IntSize/64))}, // 32^8 past 2^40; 32^6 past 2^26 with 32-bit ints
	} {
		if lo, hi := tc.op.Range(tc.k, tc.n); lo != tc.lo || hi != tc.hi {
			t.Errorf("%c over %d of 1-%d: %d to %d, want %d to %d", tc.op, tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
	// Every k values from 1 to n, by brute force.
	for n := 2; n <= 5; n++ {
		for k := 1; k <= 3; k++ {
			for _, op := range []Op{Add, Sub, Mul, Div} {
				if (op == Sub || op == Div) && k != 2 {
					continue
				}
				lo, hi, v := math.MaxInt, 0, make([]int, k)
				var each func(j int)
				each = func(j int) {
					if j == k {
						if x := op.Apply(v); x > 0 && (k == 1 || op == Add || op == Mul || v[0] != v[1]) {
							lo, hi = min(lo, x), max(hi, x)
						}
						return
					}
					for v[j] = 1; v[j] <= n; v[j]++ {
						each(j + 1)
					}
				}
				each(0)
				if glo, ghi := op.Range(k, n); glo != lo || ghi != hi {
					t.Errorf("%c over %d of 1-%d: %d to %d, by brute force %d to %d", op, k, n, glo, ghi, lo, hi)
				}
			}
		}
	}
}
