package bench

import (
	"math"
	"testing"
)

func TestTickLabel(t *testing.T) {
	for _, c := range []struct {
		m, e int
		want string
	}{{1, 0, "1"}, {1, -3, "0.001"}, {5, -4, "0.0005"}, {2, 5, "200000"}, {1, 6, "1e6"}, {3, -7, "3e-7"}} {
		if got := tickLabel(c.m, c.e); got != c.want {
			t.Errorf("tickLabel(%d, %d) = %q, want %q", c.m, c.e, got, c.want)
		}
	}
}

func TestLogAxisTicks(t *testing.T) {
	// Four decades: every power of ten inside is labelled, ticks are in
	// range and in order.
	a := newLogAxis([]float64{0.002, 15}, true)
	var labels []string
	last := 0.0
	for _, tk := range a.ticks() {
		if f := a.frac(tk.v); f < 0 || f > 1 || tk.v <= last {
			t.Errorf("tick %g at %g, after %g", tk.v, f, last)
		}
		last = tk.v
		if tk.label != "" {
			labels = append(labels, tk.label)
		}
	}
	if got := len(labels); got != 4 || labels[0] != "0.01" || labels[3] != "10" {
		t.Errorf("labels %q, want 0.01 … 10", labels)
	}
	// One value: still a range around it, with a labelled tick.
	a = newLogAxis([]float64{8}, false)
	if f := a.frac(8); math.Abs(f-0.5) > 1e-9 {
		t.Errorf("a single value sits at %g, want the middle", f)
	}
	found := false
	for _, tk := range a.ticks() {
		found = found || tk.label == "8"
	}
	if !found {
		t.Errorf("no tick labelled 8 in %v", a.ticks())
	}
}

// TestLogAxisSkipsUnplaceable: values a log scale cannot place are left
// out instead of making an infinite axis (whose tick loop would not end).
func TestLogAxisSkipsUnplaceable(t *testing.T) {
	for _, vals := range [][]float64{
		{0, 5},
		{-1, math.NaN(), math.Inf(1), 5},
		{0},
		nil,
	} {
		a := newLogAxis(vals, false)
		if math.IsNaN(a.lo) || math.IsInf(a.lo, 0) || math.IsNaN(a.hi) || math.IsInf(a.hi, 0) || a.hi <= a.lo {
			t.Fatalf("%v: axis %v", vals, a)
		}
		ts := a.ticks()
		if len(ts) == 0 || len(ts) > 100 {
			t.Errorf("%v: %d ticks", vals, len(ts))
		}
		if len(vals) > 1 {
			if f := a.frac(5); f < 0 || f > 1 {
				t.Errorf("%v: 5 lies at %v, off the axis", vals, f)
			}
		}
	}
}
