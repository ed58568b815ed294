package skyscraper

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

// seedFiles adds the shared puzzles, in the JSON form and as text grids,
// to a fuzzer's corpus.
func seedFiles(f *testing.F, add func(data []byte)) {
	for _, name := range []string{"puzzle_1.json", "tatham_5x5.json", "janko_026_4x4.json"} {
		data, err := os.ReadFile(filepath.Join(dataDir, name))
		if err != nil {
			f.Fatal(err)
		}
		add(data)
		add([]byte(text(loadFile(f, name))))
	}
}

// FuzzParse feeds arbitrary bytes to the genre's reader: it must not
// panic, and a puzzle it accepts must be whole and come back the same
// through every format.
func FuzzParse(f *testing.F) {
	seedFiles(f, func(data []byte) { f.Add(data) })
	f.Add([]byte("https://puzz.link/p?skyscrapers/4/4/k13h4j3g\n"))
	f.Add([]byte("name\tURL\na\t5:/3/3///3/2/2//3////2//3///2/,m1f2d\nb\tbuilding/3/3/.q1i2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := parse(string(data), "fuzz")
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("a message of several lines: %q", err)
			}
			return
		}
		for _, p := range ps {
			checkPuzzle(t, p)
		}
	})
}

// FuzzText feeds arbitrary text to the typed grid's reader.
func FuzzText(f *testing.F) {
	seedFiles(f, func(data []byte) {
		if !strings.HasPrefix(string(data), "{") {
			f.Add(string(data))
		}
	})
	f.Add("# c\n- 1 -\n- 1 2 1\n2 . 1 -  # x\n. 1 .\n")
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := parseText([]byte(s), "fuzz"); err == nil {
			checkPuzzle(t, p)
		}
	})
}

// FuzzJSON feeds arbitrary bytes to the JSON reader.
func FuzzJSON(f *testing.F) {
	seedFiles(f, func(data []byte) {
		if strings.HasPrefix(string(data), "{") {
			f.Add(data)
		}
	})
	f.Add([]byte(`{"shape": [2, 2], "visible": {"top": [null, 2], "left": null}, "fixed_cells": null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if !strings.HasPrefix(strings.TrimSpace(string(data)), "{") {
			return
		}
		if ps, err := parse(string(data), "fuzz"); err == nil {
			checkPuzzle(t, ps[0])
		}
	})
}

// FuzzURL feeds arbitrary strings to the URL reader.
func FuzzURL(f *testing.F) {
	f.Add("https://puzz.link/p?skyscrapers/4/4/k13h4j3g")
	f.Add("https://puzz.link/p?skyscrapers/5/5/g33h322g3i2g3h2gs1l2j")
	f.Add("http://pzv.jp/p.html?building_edit/v:a/f/3/3/.q1i2/")
	f.Add("skyscrapers/17/17/-10+01f")
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := readURL(s); err == nil {
			checkPuzzle(t, p)
		}
	})
}

// FuzzTatham feeds arbitrary strings to the Towers ID reader.
func FuzzTatham(f *testing.F) {
	f.Add("5:/3/3///3/2/2//3////2//3///2/,m1f2d")
	f.Add("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/towers.html#6:2//2/2/2/3/2/4//4//////2//4/3//2///,n3u")
	f.Add("10de:///////////////////////////////////////10,10_3zl7zzf1")
	f.Add("towers.html#5#123")
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := readTatham(s); err == nil {
			checkPuzzle(t, p)
		}
	})
}

// checkPuzzle checks that a puzzle read is whole (its clues and givens
// in range) and reads back the same from each format the genre writes.
func checkPuzzle(t *testing.T, p *Puzzle) {
	t.Helper()
	n := p.Cols
	if n < 1 || n > MaxSide || p.Rows != n || len(p.Given) != n*n {
		t.Fatalf("a %d×%d puzzle of %d cells", p.Rows, p.Cols, len(p.Given))
	}
	for _, vs := range append(p.Clues[:], p.Given) {
		for _, v := range vs {
			if v < 0 || v > n {
				t.Fatalf("a clue or height %d of a %d×%d puzzle", v, n, n)
			}
		}
	}
	_ = infeasible(p)
	kittest.RoundTrip(t, Genre, p)
}
