package mirrormaze

import (
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// A line of sight that crosses a cell twice counts it once per crossing:
// worked by hand on two small grids.
//
// In the first, 2×2 with one free cell,
//
//	. \
//	\ /
//
// the line entering above column 0 crosses (0,0) heading down (head-on),
// turns right at (1,0), up at (1,1), left at (0,1), crosses (0,0) again
// heading left (reflected) and leaves left of row 0. It sees a zombie
// twice, a vampire once (head-on) and a ghost once (reflected). The line
// entering left of row 0 runs the same way backwards.
//
// In the second, 3×2,
//
//	\ .
//	. \
//	\ /
//
// the line entering left of row 0 turns down at (0,0), crosses (1,0)
// heading down, turns right at (2,0), up at (2,1), left at (1,1), crosses
// (1,0) again heading left and leaves left of row 1: both crossings
// reflected. It sees a ghost or a zombie twice and a vampire never.
func TestCrossedTwice(t *testing.T) {
	one, err := ParseText(". . .\n. . \\ .\n. \\ / .\n  . .\n", "one")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := one.Sight(Top, 0), []Crossing{{0, false}, {0, true}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Sight(top 0) = %v, expected %v", got, want)
	}
	if got, want := one.Sight(Left, 0), []Crossing{{0, false}, {0, true}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Sight(left 0) = %v, expected %v", got, want)
	}
	// The clue above column 0, and the monsters that meet it.
	for clue, want := range map[int]string{0: "", 1: "GV", 2: "Z", 3: ""} {
		for _, side := range []Side{Top, Left} {
			p := clone(one)
			p.Clues[side][0] = clue
			if got := solutionsAt(t, p, 0); got != want {
				t.Errorf("%s clue %d: (0,0) holds %q in the solutions, expected %q", side, clue, got, want)
			}
		}
	}
	// Verify counts the same way.
	for cell, clue := range map[Cell]int{Zombie: 2, Vampire: 1, Ghost: 1} {
		p := clone(one)
		p.Clues[Top][0] = clue
		sol := Solution{cell, Backslash, Backslash, Slash}
		if err := Verify(p, sol); err != nil {
			t.Errorf("a %s seen by the clue %d: %v", cell, clue, err)
		}
		p.Clues[Top][0] = 3 - clue
		if err := Verify(p, sol); err == nil || !strings.Contains(err.Error(), "monsters seen") {
			t.Errorf("a %s with the clue %d: Verify = %v", cell, 3-clue, err)
		}
	}

	two, err := ParseText(". . .\n. \\ . .\n. . \\ .\n. \\ / .\n  . .\n", "two")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := two.Sight(Left, 0), []Crossing{{2, true}, {2, true}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Sight(left 0) = %v, expected %v", got, want)
	}
	for clue, want := range map[int]string{0: "V", 1: "", 2: "GZ"} {
		p := clone(two)
		p.Clues[Left][0] = clue
		// (0,1) is free of the clue: three times as many solutions.
		if got := solutionsAt(t, p, 2); got != want {
			t.Errorf("left clue %d: (1,0) holds %q in the solutions, expected %q", clue, got, want)
		}
		if n, m := satCount(t, p, encode.Default), 3*len(want); n != m {
			t.Errorf("left clue %d: %d solutions, expected %d", clue, n, m)
		}
	}
}

// solutionsAt returns the monsters that cell holds in the solutions of p,
// once each in the order G, V, Z. Every encoding must find as many
// solutions as the backtracking counter, and the same monsters there.
func solutionsAt(t *testing.T, p *Puzzle, cell int) string {
	t.Helper()
	want := bruteCount(p)
	at := map[string]string{}
	for name, cfg := range configs() {
		sols, _ := solveAll(t, p, cfg, 0)
		if len(sols) != want {
			t.Fatalf("%s: %d solutions, the backtracking counter %d", name, len(sols), want)
		}
		has := map[Cell]bool{}
		for _, s := range sols {
			has[s[cell]] = true
		}
		var b strings.Builder
		for _, m := range Monsters {
			if has[m] {
				b.WriteString(m.String())
			}
		}
		at[name] = b.String()
	}
	for name, s := range at {
		if s != at["default"] {
			t.Fatalf("%s: %q, the default encoding %q", name, s, at["default"])
		}
	}
	return at["default"]
}
