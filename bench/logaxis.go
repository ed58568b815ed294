package bench

import (
	"math"
	"strconv"
)

// logAxis is a logarithmic scale from 10^lo to 10^hi.
type logAxis struct {
	lo, hi float64
}

// newLogAxis covers the positive finite values of vals and 1 too when
// with1, leaving a little room at both ends so no mark sits on the frame.
// Other values (zero, negative, infinite, NaN) cannot be placed on a log
// scale and are left out; with none left the axis is 0.1 to 10.
func newLogAxis(vals []float64, with1 bool) logAxis {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range vals {
		if !(v > 0) || math.IsInf(v, 0) {
			continue
		}
		lo, hi = math.Min(lo, math.Log10(v)), math.Max(hi, math.Log10(v))
	}
	if with1 {
		lo, hi = math.Min(lo, 0), math.Max(hi, 0)
	}
	if math.IsInf(lo, 0) || math.IsInf(hi, 0) {
		lo, hi = -1, 1
	}
	if hi-lo < 0.3 {
		mid := (lo + hi) / 2
		lo, hi = mid-0.15, mid+0.15
	}
	pad := 0.04 * (hi - lo)
	return logAxis{lo - pad, hi + pad}
}

// frac is where v lies along the axis, from 0 at the low end to 1 at the high.
func (a logAxis) frac(v float64) float64 {
	return (math.Log10(v) - a.lo) / (a.hi - a.lo)
}

// tick is a mark on an axis; minor ones have no label.
type tick struct {
	v     float64
	label string
}

// ticks returns the axis's ticks: powers of ten, and between them more or
// fewer of their multiples by 2…9 depending on how many decades there are.
func (a logAxis) ticks() []tick {
	span := a.hi - a.lo
	labelled := func(m int) bool { return m == 1 } // which mantissas get a label
	minor := true
	step := 1 // label every step-th decade
	switch {
	case span < 0.5:
		labelled = func(int) bool { return true }
	case span <= 2:
		labelled = func(m int) bool { return m == 1 || m == 2 || m == 5 }
	case span > 6:
		minor = false
		step = int(math.Ceil(span / 8))
	}
	var out []tick
	for e := int(math.Floor(a.lo)); e <= int(math.Ceil(a.hi)); e++ {
		for m := 1; m <= 9; m++ {
			if m > 1 && !minor {
				break
			}
			v := float64(m) * math.Pow(10, float64(e))
			if f := a.frac(v); f < -1e-9 || f > 1+1e-9 {
				continue
			}
			t := tick{v: v}
			if labelled(m) && (m > 1 || e%step == 0) {
				t.label = tickLabel(m, e)
			}
			out = append(out, t)
		}
	}
	return out
}

// tickLabel writes m·10^e: plainly from 0.0001 to 100000, and as 3e-7 or
// 1e9 beyond.
func tickLabel(m, e int) string {
	if e < -4 || e > 5 {
		return strconv.Itoa(m) + "e" + strconv.Itoa(e)
	}
	return strconv.FormatFloat(float64(m)*math.Pow(10, float64(e)), 'f', max(0, -e), 64)
}
