package encode

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// measure adds Σ n fresh literals op k with enc directly (not through the
// dispatcher) and returns the auxiliary variables and clauses it added.
func measure(info *Info, n, k int, op Op) (vars, clauses int) {
	f := sat.NewFormula()
	x := sat.Lits(f.NewVars(n))
	info.encode(f, x, k, op)
	return f.NumVars() - n, f.NumClauses()
}

// TestSize compares what each encoding adds with its Size formula, for
// n = 2..64 and several k.
func TestSize(t *testing.T) {
	for _, info := range Encodings() {
		if info.Size == nil {
			continue
		}
		t.Run(string(info.Name), func(t *testing.T) {
			for n := 2; n <= 64; n++ {
				ks := []int{1}
				if !info.AMOOnly {
					ks = append(ks, 2, 3, n/2, n-1)
				}
				for _, k := range ks {
					if k < 1 || k >= n {
						continue
					}
					v, c := measure(info, n, k, LE)
					wv, wc := info.Size(n, k)
					if v != wv || c != wc {
						t.Errorf("n=%d k=%d: %d aux vars and %d clauses, Size says %d and %d", n, k, v, c, wv, wc)
					}
				}
			}
		})
	}
}

// TestSizeKnown pins sizes from the papers and from known mistakes.
func TestSizeKnown(t *testing.T) {
	for _, tc := range []struct {
		enc           Encoding
		n, k          int
		vars, clauses int
		why           string
	}{
		{Pairwise, 16, 1, 0, 120, "n(n−1)/2"},
		{Sequential, 10, 1, 9, 26, "Sinz: n−1 and 3n−4"},
		{Sequential, 64, 1, 63, 188, "Sinz: n−1 and 3n−4"},
		{SeqCounter, 10, 3, 27, 60, "Sinz: k(n−1) and 2nk+n−3k−1"},
		{Binary, 16, 1, 4, 64, "⌈log₂ 16⌉ bits, n·4 clauses"},
		{Binary, 17, 1, 5, 85, "⌈log₂ 17⌉ = 5 bits"},
		// Bimander at 16: 8 groups of 2, ⌈log₂ 8⌉ = 3 bits, 8 + 16·3 = 56
		// clauses. An implementation that allocates a power of two of
		// auxiliaries needs 8 and 128 clauses, more than pairwise's 120.
		{Bimander, 16, 1, 3, 56, "⌈log₂ ⌈n/2⌉⌉ bits, not 2^m"},
		{Bimander, 10, 1, 3, 35, "5 groups need 3 bits"},
		{Commander, 9, 1, 3, 24, "3 groups of 3: 3·7 + pairwise over 3 commanders"},
		{Product, 9, 1, 6, 24, "3×3 grid: 6 vars, 18 + 3 + 3 clauses"},
		{Totalizer, 4, 1, 6, 12, "two pairs: 2 outputs and 3 clauses each; root capped at 2: 5 clauses; the unit"},
	} {
		info, _ := Lookup(string(tc.enc))
		v, c := measure(info, tc.n, tc.k, LE)
		if v != tc.vars || c != tc.clauses {
			t.Errorf("%s n=%d k=%d: %d aux vars and %d clauses, want %d and %d (%s)", tc.enc, tc.n, tc.k, v, c, tc.vars, tc.clauses, tc.why)
		}
	}
	// Bimander must never pay more than pairwise from n = 8 on.
	bim, _ := Lookup(string(Bimander))
	for n := 8; n <= 64; n++ {
		if _, c := measure(bim, n, 1, LE); c > n*(n-1)/2 {
			t.Errorf("bimander n=%d: %d clauses, more than pairwise's %d", n, c, n*(n-1)/2)
		}
	}
}

// TestSizeEQ checks the totalizer's Size for Σ = k too, where both
// directions share the tree.
func TestSizeEQ(t *testing.T) {
	info, _ := Lookup(string(Totalizer))
	for n := 3; n <= 40; n++ {
		for k := 2; k < n-1; k++ {
			v, c := measure(info, n, k, EQ)
			wv, wc := totalizerSize(n, k, EQ)
			if v != wv || c != wc {
				t.Errorf("n=%d k=%d: %d aux vars and %d clauses, want %d and %d", n, k, v, c, wv, wc)
			}
			lv, _ := measure(info, n, k, LE)
			if v != lv {
				t.Errorf("n=%d k=%d: Σ = k made %d vars, Σ ≤ k %d: the tree is not shared", n, k, v, lv)
			}
		}
	}
}
