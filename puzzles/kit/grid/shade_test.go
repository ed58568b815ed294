package grid

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

func TestCheckShading(t *testing.T) {
	s := Shape{3, 3}
	for _, tc := range []struct {
		b    Shading
		want string
	}{
		{Shading{1, 0, 1, 0, 0, 0, 1, 0, 1}, ""},
		{Shading{0, 0, 0, 0, 0, 0, 0, 0, 0}, ""},
		{Shading{1, 0, 1, 0, 0, 0, 1, 0}, "8 cells, expected 9"},
		{Shading{1, 0, 1, 0, -1, 0, 1, 0, 1}, "r2c2: undecided"},
		{Shading{1, 1, 0, 0, 0, 0, 0, 0, 0}, "r1c1 and r1c2: two shaded cells touch"},
		{Shading{0, 0, 0, 0, 0, 1, 0, 1, 0}, "the unshaded cells fall apart: r1c1 and r3c3"},
	} {
		on, err := s.CheckShading(tc.b)
		if want, _ := Decided(tc.b, s.Name); err == nil && fmt.Sprint(on) != fmt.Sprint(want) {
			t.Errorf("%v: shaded %v", tc.b, on)
		}
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.b, err, tc.want)
		}
	}
}

func TestShadedRowsAndText(t *testing.T) {
	s := Shape{2, 3}
	b := Shading{1, 0, -1, 0, 1, 0}
	if got := strings.Join(s.ShadedRows(b), "/"); got != "#.?/.#." {
		t.Errorf("rows %q", got)
	}
	label := func(i int) string { return []string{"1", "12", "3", "4", "5", "."}[i] }
	if got, want := s.ShadedText(b, label), "# 12 ?\n4  # .\n"; got != want {
		t.Errorf("text %q, want %q", got, want)
	}
}

// TestRandomShading: the shadings keep the rules, at 100 percent no cell
// can be added, symmetric ones are, and allowed is obeyed.
func TestRandomShading(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		s := Shape{1 + rng.Intn(7), 1 + rng.Intn(7)}
		pct := []int{30, 70, 100}[trial%3]
		sym := trial%2 == 0
		on := s.RandomShading(rng, pct, sym, func(i int) bool { return i != 1 })
		b := make(Shading, s.N())
		for i, x := range on {
			if x {
				b[i] = 1
				if i == 1 {
					t.Fatalf("%v: a cell not allowed is shaded", s)
				}
				if sym && !on[s.N()-1-i] {
					t.Fatalf("%v: %v not symmetric", s, on)
				}
			}
		}
		if _, err := s.CheckShading(b); err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		if pct == 100 && !sym {
			for i := range on {
				off := make([]bool, len(on))
				if i != 1 && s.canShade(on, off, []int{i}, nil) {
					t.Fatalf("%v: %v could take %s", s, on, s.Name(i))
				}
			}
		}
	}
}
