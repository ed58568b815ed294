package starbattle

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// hard is the puzzle that takes seconds to prove unique; -short skips it.
const hard = "sbn_f10_l11_21x21_5.txt"

func TestSharedPuzzlesUnique(t *testing.T) {
	answers := 0
	for _, name := range puzzleFiles(t) {
		if loadFile(t, name).Answer != nil {
			answers++
		}
	}
	if answers != 6 {
		t.Errorf("%d files carry an answer, expected 6", answers)
	}
	for _, name := range puzzleFiles(t) {
		t.Run(name, func(t *testing.T) {
			if testing.Short() && name == hard {
				t.Skip("takes seconds; run without -short")
			}
			p := loadFile(t, name)
			if why := p.Infeasible(); why != "" {
				t.Fatalf("infeasible: %s", why)
			}
			sols, complete := solveAll(t, p, encode.Default, Default, 3)
			want := 1
			if name == "norvig_5x5_1.txt" {
				want = 2
			}
			if len(sols) != want || !complete {
				t.Fatalf("%d solutions (complete %v), expected %d", len(sols), complete, want)
			}
			if len(sols) == 2 && key(sols[0]) == key(sols[1]) {
				t.Fatalf("the same solution twice: %v", sols[0])
			}
			if p.Answer != nil {
				if err := Verify(p, p.Answer); err != nil {
					t.Fatalf("the source's answer fails Verify: %v", err)
				}
				if key(sols[0]) != key(p.Answer) {
					t.Fatalf("solution\n%s differs from the source's answer\n%s", Text(p, sols[0], RenderOptions{}), Text(p, p.Answer, RenderOptions{}))
				}
			}
		})
	}
}
