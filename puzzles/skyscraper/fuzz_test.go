package skyscraper

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
		p, err := ParseJSON(data, name)
		if err != nil {
			f.Fatal(err)
		}
		add([]byte(Text(p, nil)))
	}
}

// FuzzParse feeds arbitrary bytes to Parse: it must not panic, and a
// puzzle it accepts must be whole and come back the same through every
// format.
func FuzzParse(f *testing.F) {
	seedFiles(f, func(data []byte) { f.Add(data) })
	f.Add([]byte("https://puzz.link/p?skyscrapers/4/4/k13h4j3g\n"))
	f.Add([]byte("name\tURL\na\t5:/3/3///3/2/2//3////2//3///2/,m1f2d\nb\tbuilding/3/3/.q1i2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := Parse(bytes.NewReader(data), "fuzz")
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

// FuzzText feeds arbitrary text to ParseText.
func FuzzText(f *testing.F) {
	seedFiles(f, func(data []byte) {
		if !bytes.HasPrefix(data, []byte("{")) {
			f.Add(string(data))
		}
	})
	f.Add("# c\n- 1 -\n- 1 2 1\n2 . 1 -  # x\n. 1 .\n")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseText(strings.NewReader(s), "fuzz")
		if err == nil {
			checkPuzzle(t, p)
		}
	})
}

// FuzzJSON feeds arbitrary bytes to ParseJSON.
func FuzzJSON(f *testing.F) {
	seedFiles(f, func(data []byte) {
		if bytes.HasPrefix(data, []byte("{")) {
			f.Add(data)
		}
	})
	f.Add([]byte(`{"shape": [2, 2], "visible": {"top": [null, 2], "left": null}, "fixed_cells": null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ParseJSON(data, "fuzz")
		if err == nil {
			checkPuzzle(t, p)
		}
	})
}

// FuzzURL feeds arbitrary strings to ParseURL.
func FuzzURL(f *testing.F) {
	f.Add("https://puzz.link/p?skyscrapers/4/4/k13h4j3g")
	f.Add("https://puzz.link/p?skyscrapers/5/5/g33h322g3i2g3h2gs1l2j")
	f.Add("http://pzv.jp/p.html?building_edit/v:a/f/3/3/.q1i2/")
	f.Add("skyscrapers/17/17/-10+01f")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseURL(s)
		if err == nil {
			checkPuzzle(t, p)
		}
	})
}

// FuzzTatham feeds arbitrary strings to ParseTatham.
func FuzzTatham(f *testing.F) {
	f.Add("5:/3/3///3/2/2//3////2//3///2/,m1f2d")
	f.Add("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/towers.html#6:2//2/2/2/3/2/4//4//////2//4/3//2///,n3u")
	f.Add("10de:///////////////////////////////////////10,10_3zl7zzf1")
	f.Add("towers.html#5#123")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseTatham(s)
		if err == nil {
			checkPuzzle(t, p)
		}
	})
}

// checkPuzzle checks that a parsed puzzle is whole and reads back the
// same from each format the package writes.
func checkPuzzle(t *testing.T, p *Puzzle) {
	t.Helper()
	if err := p.Check(); err != nil {
		t.Fatalf("a parsed puzzle fails Check: %v", err)
	}
	_ = p.Infeasible()
	for form, read := range map[string]func() (*Puzzle, error){
		"text":   func() (*Puzzle, error) { return ParseText(strings.NewReader(Text(p, nil)), "text") },
		"json":   func() (*Puzzle, error) { return ParseJSON(p.JSON(), "json") },
		"url":    func() (*Puzzle, error) { return ParseURL(p.URL()) },
		"tatham": func() (*Puzzle, error) { return ParseTatham(p.Tatham()) },
	} {
		q, err := read()
		if err != nil {
			t.Fatalf("written as %s, does not read back: %v", form, err)
		}
		if !q.Equal(p) {
			t.Fatalf("written as %s, reads back as another puzzle:\n%s\nexpected\n%s", form, Text(q, nil), Text(p, nil))
		}
	}
}
