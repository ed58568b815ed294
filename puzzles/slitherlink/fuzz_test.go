package slitherlink

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// seedFiles adds shared puzzles, in the JSON form, as text grids and as
// drawings, to a fuzzer's corpus.
func seedFiles(f *testing.F, add func(data []byte)) {
	for _, name := range []string{"janko_0001_4x4.json", "puzzlink_pzprjs_5x5.json", "puzzle_1.json"} {
		data, err := os.ReadFile(filepath.Join(dataDir, name))
		if err != nil {
			f.Fatal(err)
		}
		add(data)
		p, err := parseOne(string(data), name)
		if err != nil {
			f.Fatal(err)
		}
		add([]byte(gridOf(p)))
		add([]byte(text(p, newLoop(p.Rows, p.Cols))))
	}
}

// FuzzParse feeds arbitrary bytes to the genre's reader: it must not
// panic, its errors are one line, and a puzzle it accepts must be whole
// and come back the same through every format.
func FuzzParse(f *testing.F) {
	seedFiles(f, func(data []byte) { f.Add(data) })
	f.Add([]byte("https://puzz.link/p?slither/5/5/cbcbcddad\n"))
	f.Add([]byte("name\tURL\na\t4x4t0:1b0d1a21a23a\nb\tslitherlink/3/3/.g1h2\n"))
	f.Add([]byte("┌───────┐   ·\n│ 2     │\n│   ┌───┘   ·\n│ 3 │ 2   0\n└───┘   ·   ·\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := Genre.Parse(data, "fuzz")
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("a message of several lines: %q", err)
			}
			return
		}
		for _, p := range ps {
			checkPuzzle(t, p.P)
		}
	})
}

// FuzzText feeds arbitrary text to the typed grid's reader (grids and
// drawings).
func FuzzText(f *testing.F) {
	seedFiles(f, func(data []byte) {
		if !strings.HasPrefix(string(data), "{") {
			f.Add(string(data))
		}
	})
	f.Add("# c\n1 - ?\n2 . 1  # x\n")
	f.Add("·   ·\n  3\n·   ·\n")
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := parseText([]byte(s), "fuzz"); err == nil {
			checkPuzzle(t, p)
		}
	})
}

// FuzzJSON feeds arbitrary bytes to the genre's reader as JSON.
func FuzzJSON(f *testing.F) {
	seedFiles(f, func(data []byte) {
		if strings.HasPrefix(string(data), "{") {
			f.Add(data)
		}
	})
	f.Add([]byte(`{"shape": [1, 2], "surrounded_line_number": [{"row": 0, "col": 1, "val": null}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if !strings.HasPrefix(strings.TrimSpace(string(data)), "{") {
			return
		}
		if ps, err := Genre.Parse(data, "fuzz"); err == nil {
			checkPuzzle(t, ps[0].P)
		}
	})
}

// FuzzURL feeds arbitrary strings to the URL reader.
func FuzzURL(f *testing.F) {
	f.Add("https://puzz.link/p?slither/5/5/cbcbcddad")
	f.Add("http://pzv.jp/p.html?slither/25/15/i5di5di6bg3ad13dc13bd3cg5bi7ci7dhai6bi6ci7b02bd33cc23d8ci8ai6cibh6di6bi7dg1ca31ab10dc3dg6bi6ai6chai7ci7ci8d33dc33cc20d8bi7di7cidh8di5ci6cg3dd03cb02ad3dg6bi7ci6bg")
	f.Add("slitherlink_edit/f/3/2/.4z")
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := readURL(s); err == nil {
			checkPuzzle(t, p)
		}
	})
}

// FuzzTatham feeds arbitrary strings to the Loopy ID reader.
func FuzzTatham(f *testing.F) {
	f.Add("4x4t0:1b0d1a21a23a")
	f.Add("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#5x5t0dh:2b1b2b1b2b3b3b0b3")
	f.Add("10t0:zzz")
	f.Add("loopy.html#7x7t0#123")
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := readLoopy(s); err == nil {
			checkPuzzle(t, p)
		}
	})
}

// checkPuzzle checks that a puzzle read is whole and reads back the same
// from each format the genre writes, its drawing too.
func checkPuzzle(t *testing.T, p *Puzzle) {
	t.Helper()
	if len(p.Clue) != p.N() || p.N() == 0 {
		t.Fatalf("a %v grid of %d clues", p.Shape, len(p.Clue))
	}
	for _, k := range p.Clue {
		if k != None && (k < 0 || k > 4) {
			t.Fatalf("clue %d", k)
		}
	}
	_ = p.Infeasible()
	js, _ := json.Marshal(Genre.WriteJSON(p))
	forms := []string{writeText(p), text(p, newLoop(p.Rows, p.Cols)), string(js)}
	for _, l := range Genre.Links {
		s, _ := l.Write(p)
		forms = append(forms, s)
	}
	for _, form := range forms {
		q, err := parseOne(form, "again")
		if err != nil || !reflect.DeepEqual(q, p) {
			t.Fatalf("written as %q, reads back as %v, %v", form, q, err)
		}
	}
}
