package slitherlink

import (
	"bytes"
	"os"
	"path/filepath"
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
		p, err := ParseJSON(data, name)
		if err != nil {
			f.Fatal(err)
		}
		add([]byte(gridOf(p)))
		add([]byte(Text(p, Solution{})))
	}
}

// FuzzParse feeds arbitrary bytes to Parse: it must not panic, its errors
// are one line, and a puzzle it accepts must be whole and come back the
// same through every format.
func FuzzParse(f *testing.F) {
	seedFiles(f, func(data []byte) { f.Add(data) })
	f.Add([]byte("https://puzz.link/p?slither/5/5/cbcbcddad\n"))
	f.Add([]byte("name\tURL\na\t4x4t0:1b0d1a21a23a\nb\tslitherlink/3/3/.g1h2\n"))
	f.Add([]byte("┌───────┐   ·\n│ 2     │\n│   ┌───┘   ·\n│ 3 │ 2   0\n└───┘   ·   ·\n"))
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

// FuzzText feeds arbitrary text to ParseText (grids and drawings).
func FuzzText(f *testing.F) {
	seedFiles(f, func(data []byte) {
		if !bytes.HasPrefix(data, []byte("{")) {
			f.Add(string(data))
		}
	})
	f.Add("# c\n1 - ?\n2 . 1  # x\n")
	f.Add("·   ·\n  3\n·   ·\n")
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
	f.Add([]byte(`{"shape": [1, 2], "surrounded_line_number": [{"row": 0, "col": 1, "val": null}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ParseJSON(data, "fuzz")
		if err == nil {
			checkPuzzle(t, p)
		}
	})
}

// FuzzURL feeds arbitrary strings to ParseURL.
func FuzzURL(f *testing.F) {
	f.Add("https://puzz.link/p?slither/5/5/cbcbcddad")
	f.Add("http://pzv.jp/p.html?slither/25/15/i5di5di6bg3ad13dc13bd3cg5bi7ci7dhai6bi6ci7b02bd33cc23d8ci8ai6cibh6di6bi7dg1ca31ab10dc3dg6bi6ai6chai7ci7ci8d33dc33cc20d8bi7di7cidh8di5ci6cg3dd03cb02ad3dg6bi7ci6bg")
	f.Add("slitherlink_edit/f/3/2/.4z")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseURL(s)
		if err == nil {
			checkPuzzle(t, p)
		}
	})
}

// FuzzTatham feeds arbitrary strings to ParseTatham.
func FuzzTatham(f *testing.F) {
	f.Add("4x4t0:1b0d1a21a23a")
	f.Add("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#5x5t0dh:2b1b2b1b2b3b3b0b3")
	f.Add("10t0:zzz")
	f.Add("loopy.html#7x7t0#123")
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
	checkRoundTrips(t, p, NewSolution(p.Rows, p.Cols))
}
