package starbattle

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// The setter's questions on random layouts, checked with the brute-force
// search: --forced is what all the solutions share, --suggest's stars make
// the layout unique and each is needed, and a layout without a solution is
// explained by rule instances (Star Battle has no givens) that conflict,
// each needed.
func TestSetterQuestions(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	ctx := context.Background()
	kinds := map[string]int{}
	for trial := 0; trial < 60; trial++ {
		n := 5 + trial%3
		p := randomPuzzle(rng, n, 1)
		var sols [][]bool
		bruteSolve(p, func(star []bool) { sols = append(sols, append([]bool(nil), star...)) })
		prob := Genre.Problem(p, "t", &solve.Options{}, false)
		values, found, _, err := solve.Forced(ctx, prob)
		if err != nil || found != (len(sols) > 0) {
			t.Fatalf("trial %d: found %v (%v) with %d solutions", trial, found, err, len(sols))
		}
		if found {
			a, _ := prob.ShowForced(values)
			forced := map[string]string{}
			for _, s := range a.Fields["forced_stars"].([][2]int) {
				forced[fmt.Sprint(s)] = "star"
			}
			for _, s := range a.Fields["forced_blanks"].([][2]int) {
				forced[fmt.Sprint(s)] = "blank"
			}
			for i := range sols[0] {
				want := map[bool]string{true: "star", false: "blank"}[sols[0][i]]
				for _, s := range sols[1:] {
					if s[i] != sols[0][i] {
						want = ""
					}
				}
				if got := forced[fmt.Sprint([2]int{i / n, i % n})]; got != want {
					t.Fatalf("trial %d: cell %d forced %q, the %d solutions say %q", trial, i, got, len(sols), want)
				}
			}
		}
		switch {
		case len(sols) == 0:
			kinds["none"]++
			prob := Genre.Problem(p, "t", &solve.Options{Encoding: encode.Config{Select: encode.SelectAll}}, false)
			c, _, err := solve.Explain(ctx, prob)
			if err != nil || !c.Rules {
				t.Fatalf("trial %d: explain: %v %v", trial, c, err)
			}
			// Each named rule instance, dropped, lets the rest hold: a
			// second check by the model with that group switched off.
			for _, name := range c.Names {
				if !holdsWithout(t, prob, c.Names, name) {
					t.Fatalf("trial %d: %v conflicts without %s", trial, c.Names, name)
				}
			}
			if holdsWithout(t, prob, c.Names, "") {
				t.Fatalf("trial %d: %v does not conflict", trial, c.Names)
			}
		case len(sols) > 1:
			kinds["several"]++
			extra, _, _, err := solve.Suggest(ctx, prob)
			if err != nil {
				t.Fatal(err)
			}
			count := func(lits []string) int {
				k := 0
				for _, s := range sols {
					ok := true
					for _, name := range lits {
						var r, c int
						var what string
						fmt.Sscanf(name, "r%dc%d=%s", &r, &c, &what)
						ok = ok && s[(r-1)*n+c-1] == (what == "star")
					}
					if ok {
						k++
					}
				}
				return k
			}
			var names []string
			for _, l := range extra {
				names = append(names, prob.NameOf(l))
			}
			if count(names) != 1 {
				t.Fatalf("trial %d: %v leaves %d solutions", trial, names, count(names))
			}
			for i := range names {
				rest := append(append([]string(nil), names[:i]...), names[i+1:]...)
				if count(rest) < 2 {
					t.Fatalf("trial %d: %s not needed in %v", trial, names[i], names)
				}
			}
		default:
			kinds["unique"]++
		}
	}
	if kinds["none"] == 0 || kinds["several"] == 0 {
		t.Errorf("too few kinds: %v", kinds)
	}
}

// holdsWithout reports whether the rule instances named in names, all but
// drop, and none of the others, have a solution, by the brute force over
// the stars with only those rules checked.
func holdsWithout(t *testing.T, prob *solve.Problem, names []string, drop string) bool {
	t.Helper()
	var assume []sat.Lit
	for _, s := range prob.Formula.Selectors() {
		on := false
		for _, n := range names {
			on = on || (n == s.Name && n != drop)
		}
		assume = append(assume, s.Lit.Var().Lit(on))
	}
	res, err := sat.Enumerate(context.Background(), prob.Formula, prob.Projection, assume, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res.Count > 0
}
