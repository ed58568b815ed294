package puzzlink

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestParseSkeleton(t *testing.T) {
	for _, tc := range []struct {
		in                  string
		variant, flag, body string
		cols, rows, bodyCol int
	}{
		{"https://puzz.link/p?skyscrapers/4/4/k13h4j3g", "", "", "k13h4j3g", 4, 4, 37},
		{"http://pzv.jp/p.html?building/5/4/abc/", "", "", "abc", 5, 4, 35},
		{"skyscraper_edit/3/3", "", "", "", 3, 3, 20},
		{"  https://puzz.link/p?skyscrapers_play/v:x/f/6/7/a/b#frag", "x", "f", "a/b", 6, 7, 50},
		{"https://puzz.link/p?type=editor&skyscrapers/2/2/1", "", "", "1", 2, 2, 49},
	} {
		u, err := Parse(tc.in, "skyscrapers", "building", "skyscraper")
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		got := [6]any{u.Variant, u.Flag, u.Body, u.Cols, u.Rows, u.BodyCol}
		want := [6]any{tc.variant, tc.flag, tc.body, tc.cols, tc.rows, tc.bodyCol}
		if got != want || u.Genre != "skyscrapers" {
			t.Errorf("%s: got %v %s, expected %v", tc.in, got, u.Genre, want)
		}
		if tc.body != "" && tc.in[u.BodyCol-1:u.BodyCol-1+len(tc.body)] != tc.body {
			t.Errorf("%s: BodyCol %d does not point at the body", tc.in, u.BodyCol)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"https://puzz.link/p?slither/4/4/abc", `column 21: "slither/4/4/abc": expected skyscrapers/COLS/ROWS/BODY`},
		{"https://puzz.link/p?skyscrapers", "column 21:"},
		{"skyscrapers/4", "column 14: the URL ends: expected the number of rows"},
		{"skyscrapers/x/4/", "column 17: the URL ends"}, // x is a flag, as in pzprjs
		{"skyscrapers/4/x/", `column 15: "x": expected the number of rows`},
		{"skyscrapers/4/0/", `column 15: "0": expected the number of rows`},
		{"skyscrapers/-4/4/k13h4j3g", `column 13: "-4": expected the number of columns`},
		{"skyscrapers/v:a/f/4", "column 20: the URL ends"},
		{"skyscrapers/4/4/k1é", `column 19: 'é': expected a printable ASCII character in a puzz.link URL`},
	} {
		_, err := Parse(tc.in, "skyscrapers", "building")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: %v, expected %q", tc.in, err, tc.want)
		}
		if _, ok := err.(*Error); err != nil && !ok {
			t.Errorf("%s: error of type %T", tc.in, err)
		}
	}
}

func TestMatch(t *testing.T) {
	for s, want := range map[string]bool{
		"https://puzz.link/p?building/4/4/": true,
		"skyscrapers_edit/4/4":              true,
		"skyscrapers":                       false,
		"https://puzz.link/p?slither/4/4/":  false,
		"5:/3/3///3/2/2//3////2//3///2/":    false,
		". 3 3 . .":                         false,
	} {
		if Match(s, "skyscrapers", "building") != want {
			t.Errorf("Match(%q) = %v", s, !want)
		}
	}
}

// TestNumbers16 reads the outside clues of FORMATS.md's worked example
// (robx/pzprjs test/script/skyscrapers.js) and writes them back.
func TestNumbers16(t *testing.T) {
	r := NewReader("k13h4j3g", 1)
	got := make([]int, 16)
	if err := r.Numbers16(16, "clues", func(pos, v int) error { got[pos] = v; return nil }); err != nil {
		t.Fatal(err)
	}
	want := []int{0, 0, 0, 0, 0, 1, 3, 0, 0, 4, 0, 0, 0, 0, 3, 0}
	if !reflect.DeepEqual(got, want) || !r.Done() {
		t.Fatalf("got %v, expected %v (rest %q)", got, want, r.Rest())
	}
	var w Writer
	for _, v := range want {
		if v == 0 {
			w.Empty()
		} else {
			w.Number16(v)
		}
	}
	if s := w.String(); s != "k13h4j3g" {
		t.Fatalf("written back as %q", s)
	}
}

func TestNumber16Forms(t *testing.T) {
	// pzprjs's writeNumber16, by hand at each form's ends (FormatNumber16
	// panicked from 4096 on, a 70×70 Nurikabe's clue of 4200 among them).
	for v, want := range map[int]string{4095: "+fff", 4096: "=000", 4200: "=068", 8191: "=fff", 8192: "@000",
		12239: "@fcf", 12240: "*0000", 77775: "*ffff", 77776: "$00000", 1126351: "$fffff"} {
		if got := FormatNumber16(v); got != want {
			t.Errorf("FormatNumber16(%d) = %q, pzprjs writes %q", v, got, want)
		}
	}
	if v, ok, err := NewReader("%100", 1).Number16(); v != 8448 || !ok || err != nil {
		t.Errorf("%%100 (pzprjs: 8192+256) read as %d, %v, %v", v, ok, err)
	}
	for _, v := range []int{Unknown, 0, 9, 10, 15, 16, 100, 255, 256, 4095, 4096, 8191, 8192, 12239, 12240, 77775, 77776, 99999} {
		s := FormatNumber16(v)
		r := NewReader(s+"g", 1)
		got, ok, err := r.Number16()
		if !ok || err != nil || got != v || r.Rest() != "g" {
			t.Errorf("%d written %q read back as %d, %v, %v", v, s, got, ok, err)
		}
	}
	for _, tc := range []struct {
		in   string
		want string
	}{
		{"-1", "column 1: \"-1\": expected 2 hexadecimal digits"},
		{"-1x", "column 1:"},
		{"+12", "column 1:"},
		{"=ff", "column 1: \"=ff\": expected 3 hexadecimal digits"},
		{"*fff", "column 1:"},
		{"$ffff", "column 1:"},
	} {
		_, ok, err := NewReader(tc.in, 1).Number16()
		if !ok || err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v %v, expected %q", tc.in, ok, err, tc.want)
		}
	}
	if _, ok, _ := NewReader("g", 1).Number16(); ok {
		t.Error("a skip letter read as a number")
	}
	err := NewReader("1#", 5).Numbers16(4, "clues", func(int, int) error { return nil })
	if err == nil || !strings.HasPrefix(err.Error(), `column 6: unexpected '#' in the clues`) {
		t.Errorf("bad character: %v", err)
	}
}

func TestSkipRuns(t *testing.T) {
	// 45 empty items then a 3: z (20), z (20), k (5).
	var w Writer
	for i := 0; i < 45; i++ {
		w.Empty()
	}
	w.Number16(3)
	w.Empty()
	if s := w.String(); s != "zzk3g" {
		t.Fatalf("%q", s)
	}
	// A skip that runs past the end stops there; a body that ends early
	// leaves the rest empty.
	n := 0
	if err := NewReader("z5", 1).Numbers16(4, "x", func(int, int) error { n++; return nil }); err != nil || n != 0 {
		t.Fatalf("overlong skip: %v, %d numbers", err, n)
	}
	r := NewReader("1", 1)
	if err := r.Numbers16(4, "x", func(int, int) error { n++; return nil }); err != nil || n != 1 || !r.Done() {
		t.Fatalf("short body: %v, %d numbers", err, n)
	}
}

// TestSlitherExample composes decode4Cell from Hex and Items, on
// FORMATS.md's worked example (robx/pzprjs test/script/slither.js), to
// show the blocks fit the next genre.
func TestSlitherExample(t *testing.T) {
	u, err := Parse("https://puzz.link/p?slither/5/5/cbcbcddad.", "slither", "slitherlink")
	if err != nil {
		t.Fatal(err)
	}
	r := u.Reader()
	clue := make([]int, u.Cols*u.Rows)
	for i := range clue {
		clue[i] = -2
	}
	err = r.Items(len(clue), func(pos int) (int, error) {
		if r.Accept('.') {
			clue[pos] = -1 // a clue whose value is unknown
			return 1, nil
		}
		v, ok := r.Hex()
		if !ok || v > 14 {
			return 0, r.Errorf("unexpected %q", r.Peek())
		}
		clue[pos] = v % 5
		if v >= 10 {
			clue[pos] = v - 10
		}
		return v/5 + 1, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	for rr := 0; rr < 5; rr++ {
		var b strings.Builder
		for c := 0; c < 5; c++ {
			if v := clue[rr*5+c]; v >= 0 {
				fmt.Fprint(&b, v)
			} else {
				b.WriteByte('.')
			}
		}
		rows = append(rows, b.String())
	}
	want := []string{"2..1.", ".2..1", "..2..", "3..3.", ".0..3"}
	if !reflect.DeepEqual(rows, want) {
		t.Fatalf("got %v, expected %v", rows, want)
	}
}

// TestTentaishoExample composes decodeDot from Hex and Items on
// FORMATS.md's worked example: dots at lattice points, the digit's low
// bit the colour and its upper bits the distance to the next dot.
func TestTentaishoExample(t *testing.T) {
	u, err := Parse("https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl", "tentaisho")
	if err != nil {
		t.Fatal(err)
	}
	w := 2*u.Cols - 1
	r := u.Reader()
	var dots [][2]int // (bx, by)
	err = r.Items(w*(2*u.Rows-1), func(pos int) (int, error) {
		v, ok := r.Hex()
		if !ok {
			return 0, r.Errorf("unexpected %q", r.Peek())
		}
		dots = append(dots, [2]int{pos%w + 1, pos/w + 1})
		return v>>1 + 1, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]int{{1, 2}, {3, 2}, {3, 5}, {7, 5}, {9, 5}, {3, 8}, {5, 8}}
	if !reflect.DeepEqual(dots, want) || !r.Done() {
		t.Fatalf("dots %v, expected %v (rest %q)", dots, want, r.Rest())
	}
	// The optional hole map after the dots reads as bits.
	bits, err := NewReader("10000", 1).Bits(25)
	if err != nil || !bits[4] || bits[0] {
		t.Fatalf("bits %v %v", bits, err)
	}
}

func TestBitsRoundTrip(t *testing.T) {
	bits := []bool{true, false, false, true, true, true, false}
	var w Writer
	w.Empty()
	w.Bits(bits)
	s := w.String()
	if s != "gjg" {
		t.Fatalf("%q", s)
	}
	r := NewReader(s, 1)
	if k, ok := r.Skip(); !ok || k != 1 {
		t.Fatal("skip")
	}
	got, err := r.Bits(len(bits))
	if err != nil || !reflect.DeepEqual(got, bits) {
		t.Fatalf("%v %v", got, err)
	}
	if _, err := NewReader("w", 3).Bits(5); err == nil || !strings.HasPrefix(err.Error(), "column 3:") {
		t.Fatalf("bad digit: %v", err)
	}
}

// TestFormatSlash: a body that ends in neither a letter nor a digit gets a
// '/' after it, as pzprjs's outputURLData writes (for link shorteners).
func TestFormatSlash(t *testing.T) {
	for body, want := range map[string]string{"gg1.": "gg1./", "n----": "n----/", "1h": "1h", "": "", "=068zz": "=068zz"} {
		if got := Format("x", 2, 2, body); got != Host+"x/2/2/"+want {
			t.Errorf("body %q: %q, want the body %q", body, got, want)
		}
	}
}
