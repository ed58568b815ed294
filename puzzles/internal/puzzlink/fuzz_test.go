package puzzlink

import (
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
