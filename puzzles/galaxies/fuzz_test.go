package galaxies

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// FuzzParse feeds arbitrary bytes to the genre's reader: it must not panic, errors
// must be one line naming the place, and a puzzle it accepts must be
// consistent and come back unchanged through every format.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"puzzle_1.json", "janko_001_7x7.json"} {
		data, err := os.ReadFile(filepath.Join(dataDir, name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("+-+-+-+\n|o . .|\n+ + +o+\n|. . .|\n+ o + +\n|. . .|\n+-+-+-+\n"))
	f.Add([]byte("┌───┬───┐\n│ ● │ ● │\n└───┴───┘\n"))
	f.Add([]byte("https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl\n"))
	f.Add([]byte("name\tpuzzle\na\t5x5:cfjglmlcg\nb\ttentaisho/2/2/0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := parse(string(data), "fuzz")
		if err != nil {
			if msg := err.Error(); !strings.HasPrefix(msg, "fuzz:") || strings.Contains(msg, "\n") {
				t.Fatalf("error not one line naming the place: %q", msg)
			}
			return
		}
		for _, p := range ps {
			checkPuzzle(t, p)
		}
	})
}

// FuzzURL feeds arbitrary strings to the URL reader.
func FuzzURL(f *testing.F) {
	f.Add("https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl")
	f.Add("tentaisho/5/5/6fl94fi65en8dbf10000")
	f.Add("http://pzv.jp/p.html?tentaisho_edit/3/2/0e/")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := readURL(s)
		if err != nil {
			return
		}
		checkPuzzle(t, p)
	})
}

// FuzzTatham feeds arbitrary strings to the game ID reader.
func FuzzTatham(f *testing.F) {
	f.Add("5x5:cfjglmlcg")
	f.Add("7du:zzzb")
	f.Add("https://x/galaxies.html#3x4:aAy")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := readTatham(s)
		if err != nil {
			if e, ok := err.(*tatham.Error); !ok || e.Col < 1 || e.Col > len(s)+1 {
				t.Fatalf("error %v (%T) outside the string", err, err)
			}
			return
		}
		checkPuzzle(t, p)
	})
}

// checkPuzzle checks that an accepted puzzle is consistent, comes back
// the same through every format, and, when small, that every solution
// found passes Verify and the methods agree on how many there are.
func checkPuzzle(t *testing.T, p *Puzzle) {
	t.Helper()
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		t.Fatalf("bad size %d×%d", p.Rows, p.Cols)
	}
	seen := map[Point]bool{}
	for _, pt := range p.Centres {
		if pt.Y < 1 || pt.Y >= 2*p.Rows || pt.X < 1 || pt.X >= 2*p.Cols || seen[pt] {
			t.Fatalf("centre %v outside the %d×%d grid or repeated", pt, p.Rows, p.Cols)
		}
		seen[pt] = true
	}
	_ = p.Infeasible()
	if q, err := parseOne(jsonOf(p), "json"); err != nil || !reflect.DeepEqual(q, p) {
		t.Fatalf("JSON does not read back: %v", err)
	}
	for form, s := range map[string]string{"grid": writeText(p), "text": text(p, nil, false), "url": link(p, 0), "tatham": link(p, 1)} {
		ps, err := parse(s, form)
		if err != nil || len(ps) != 1 || !same(ps[0], p) {
			t.Fatalf("%s does not read back: %v\n%s", form, err, s)
		}
	}
	if p.Rows*p.Cols > 30 || len(p.Centres) > 12 {
		return
	}
	counts := map[int]bool{}
	for _, m := range []encode.Encoding{encode.Lazy, encode.Reach} {
		sols, _ := solveAll(t, p, encode.Config{Connect: m}, Default, 3)
		counts[len(sols)] = true
		for _, s := range sols {
			_ = text(p, s, true)
		}
	}
	if len(counts) != 1 {
		t.Fatalf("the methods disagree: %v solutions", counts)
	}
}
