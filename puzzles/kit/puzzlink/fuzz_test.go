package puzzlink

import (
	"slices"
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary strings to Parse: it must not panic, errors
// must be *Error at a column of the string, and the body must be where
// BodyCol says.
func FuzzParse(f *testing.F) {
	f.Add("https://puzz.link/p?skyscrapers/4/4/k13h4j3g")
	f.Add("http://pzv.jp/p.html?building_edit/v:x/f/5/4/a/b/#c")
	f.Add("https://puzz.link/p?type=editor&skyscrapers/2/2/1")
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s, "skyscrapers", "building")
		if err != nil {
			e, ok := err.(*Error)
			if !ok || e.Col < 1 || e.Col > len(s)+1 {
				t.Fatalf("error %v (%T) outside the string of %d bytes", err, err, len(s))
			}
			return
		}
		if u.Cols < 1 || u.Rows < 1 || u.Cols > MaxSide || u.Rows > MaxSide {
			t.Fatalf("size %d×%d", u.Cols, u.Rows)
		}
		if u.Body != "" && (u.BodyCol < 1 || !strings.HasPrefix(s[u.BodyCol-1:], u.Body)) {
			t.Fatalf("body %q not at column %d of %q", u.Body, u.BodyCol, s)
		}
		if !Match(s, "skyscrapers", "building") {
			t.Fatalf("parsed but does not match: %q", s)
		}
	})
}

// FuzzBody reads arbitrary bodies as numbers and bit maps, writes what
// was read and reads it again: the same numbers come back.
func FuzzBody(f *testing.F) {
	f.Add("k13h4j3g", 16)
	f.Add("zz-ff+fff.g1", 50)
	f.Add("gjg", 7)
	f.Fuzz(func(t *testing.T, body string, n int) {
		if n < 0 || n > 500 {
			return
		}
		vals := make([]int, n)
		set := make([]bool, n)
		r := NewReader(body, 1)
		err := r.Numbers16(n, "items", func(pos, v int) error {
			if pos < 0 || pos >= n || set[pos] {
				t.Fatalf("position %d of %d, or set twice", pos, n)
			}
			vals[pos], set[pos] = v, true
			return nil
		})
		if err != nil {
			if e, ok := err.(*Error); !ok || e.Col < 1 || e.Col > len(body) {
				t.Fatalf("error %v (%T) outside the body", err, err)
			}
			return
		}
		var w Writer
		for i := range vals {
			if set[i] {
				w.Number16(vals[i])
			} else {
				w.Empty()
			}
		}
		again := make([]int, n)
		got := make([]bool, n)
		if err := NewReader(w.String(), 1).Numbers16(n, "items", func(pos, v int) error {
			again[pos], got[pos] = v, true
			return nil
		}); err != nil {
			t.Fatalf("written %q does not read back: %v", w.String(), err)
		}
		for i := range vals {
			if got[i] != set[i] || again[i] != vals[i] {
				t.Fatalf("item %d: %v %d, read back %v %d (written %q)", i, set[i], vals[i], got[i], again[i], w.String())
			}
		}
		bits, err := NewReader(body, 1).Bits(n)
		if err != nil {
			return
		}
		var bw Writer
		bw.Bits(bits)
		back, err := NewReader(bw.String(), 1).Bits(n)
		if err != nil || len(back) != n {
			t.Fatalf("bits written %q: %v", bw.String(), err)
		}
		for i := range bits {
			if back[i] != bits[i] {
				t.Fatalf("bit %d differs", i)
			}
		}
	})
}

// FuzzCommon feeds arbitrary URLs to the readers of the common kinds
// (ReadClues, ReadWalls, ReadRegions): none may panic; an error is an
// *Error at a column of the string; what ReadClues and ReadWalls read,
// written back and read again, is the same; ReadRegions's regions
// partition the grid.
func FuzzCommon(f *testing.F) {
	f.Add("https://puzz.link/p?g/3/2/g.h6g")
	f.Add("https://puzz.link/p?g/3/3/ga.ag/")
	f.Add("https://puzz.link/p?g/4/4/9q02jg0")
	f.Add("https://puzz.link/p?g/2/2/-1f+fffzz")
	f.Fuzz(func(t *testing.T, s string) {
		check := func(err error) bool {
			if err == nil {
				return true
			}
			if e, ok := err.(*Error); !ok || e.Col < 1 || e.Col > len(s)+1 {
				t.Fatalf("%q: error %v (%T) outside the string of %d bytes", s, err, err, len(s))
			}
			return false
		}
		top := func(cols, rows int) int { return cols * rows }
		if u, clues, err := ReadClues(s, 30, "clue", top, "g"); check(err) {
			back := WriteNumbers("g", u.Cols, u.Rows, clues, 0)
			if _, again, err := ReadClues(back, 30, "clue", top, "g"); err != nil || !slices.Equal(again, clues) {
				t.Fatalf("%q: clues %v written as %q, read back as %v, %v", s, clues, back, again, err)
			}
		}
		if u, cells, err := ReadWalls(s, 30, -2, "walls", "g"); check(err) {
			back := WriteWalls("g", u.Cols, u.Rows, cells, -2)
			if _, again, err := ReadWalls(back, 30, -2, "walls", "g"); err != nil || !slices.Equal(again, cells) {
				t.Fatalf("%q: walls %v written as %q, read back as %v, %v", s, cells, back, again, err)
			}
		}
		if rg, err := ReadRegions(s, 30, "g"); check(err) {
			seen := make([]bool, rg.Shape().N())
			for _, reg := range rg.Regions {
				for _, i := range reg {
					if i < 0 || i >= len(seen) || seen[i] {
						t.Fatalf("%q: cell %d outside the grid or in two regions", s, i)
					}
					seen[i] = true
				}
			}
			if slices.Contains(seen, false) {
				t.Fatalf("%q: a cell in no region", s)
			}
			check(rg.Rest.End("borders"))
		}
	})
}
