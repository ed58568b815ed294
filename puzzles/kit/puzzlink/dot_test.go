package puzzlink

import (
	"reflect"
	"strings"
	"testing"
)

// TestDots reads FORMATS.md's worked example (pzprjs's tentaisho test
// puzzle) with Dots and writes it back with WriteDots: the same body,
// colours included.
func TestDots(t *testing.T) {
	const body = "o3ey72fs2fl"
	n := 9 * 9
	dots := make([]int, n)
	r := NewReader(body, 1)
	err := r.Dots(n, func(pos, colour int) error {
		if dots[pos] != NoDot {
			t.Fatalf("point %d set twice", pos)
		}
		dots[pos] = colour
		return nil
	})
	if err != nil || !r.Done() {
		t.Fatalf("%v, rest %q", err, r.Rest())
	}
	want := map[int]int{9: BlackDot, 11: WhiteDot, 38: BlackDot, 42: WhiteDot, 44: BlackDot, 65: WhiteDot, 67: BlackDot}
	got := map[int]int{}
	for pos, d := range dots {
		if d != NoDot {
			got[pos] = d
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("dots %v, expected %v", got, want)
	}
	var w Writer
	w.WriteDots(dots)
	if s := w.String(); s != body {
		t.Fatalf("written back as %q, expected %q", s, body)
	}
}

// TestDotsStop: reading stops once the points are passed, leaving the
// next section; a digit's run may pass the end; errors carry columns.
func TestDotsStop(t *testing.T) {
	r := NewReader("gf10000", 1)
	var at []int
	if err := r.Dots(3, func(pos, _ int) error { at = append(at, pos); return nil }); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(at, []int{1}) || r.Rest() != "10000" {
		t.Fatalf("dots at %v, rest %q", at, r.Rest())
	}
	err := NewReader("g0G", 4).Dots(9, func(int, int) error { return nil })
	if err == nil || !strings.HasPrefix(err.Error(), "column 6: unexpected 'G' in the dots") {
		t.Fatalf("bad character: %v", err)
	}
	err = NewReader("h0", 4).Dots(9, func(pos, _ int) error { return errorString("no dot here") })
	if e, ok := err.(*Error); !ok || e.Col != 5 || e.Msg != "no dot here" {
		t.Fatalf("an error of set: %v", err)
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

// TestWriteDotsRuns: gaps of every length between two dots, and long
// runs of empty points before, between and after them.
func TestWriteDotsRuns(t *testing.T) {
	for gap := 0; gap <= 50; gap++ {
		for _, lead := range []int{0, 1, 19, 20, 21, 45} {
			for _, tail := range []int{0, 3, 7, 8, 30} {
				dots := make([]int, lead+1+gap+1+tail)
				dots[lead] = WhiteDot
				dots[lead+gap+1] = BlackDot
				var w Writer
				w.WriteDots(dots)
				s := w.String()
				back := make([]int, len(dots))
				r := NewReader(s, 1)
				if err := r.Dots(len(dots), func(pos, c int) error { back[pos] = c; return nil }); err != nil || !r.Done() {
					t.Fatalf("%q: %v, rest %q", s, err, r.Rest())
				}
				if !reflect.DeepEqual(back, dots) {
					t.Fatalf("lead %d gap %d tail %d: %q reads back other dots", lead, gap, tail, s)
				}
			}
		}
	}
}

// FuzzDots reads arbitrary bodies as dots, writes them and reads them
// again: the same dots come back.
func FuzzDots(f *testing.F) {
	f.Add("o3ey72fs2fl", 81)
	f.Add("gf10000", 3)
	f.Add("zzf0e", 60)
	f.Fuzz(func(t *testing.T, body string, n int) {
		if n < 0 || n > 2000 {
			return
		}
		dots := make([]int, n)
		r := NewReader(body, 1)
		err := r.Dots(n, func(pos, c int) error {
			if pos < 0 || pos >= n || dots[pos] != NoDot || c != WhiteDot && c != BlackDot {
				t.Fatalf("point %d of %d, colour %d, or set twice", pos, n, c)
			}
			dots[pos] = c
			return nil
		})
		if err != nil {
			if e, ok := err.(*Error); !ok || e.Col < 1 || e.Col > len(body) {
				t.Fatalf("error %v (%T) outside the body", err, err)
			}
			return
		}
		var w Writer
		w.WriteDots(dots)
		back := make([]int, n)
		if err := NewReader(w.String(), 1).Dots(n, func(pos, c int) error { back[pos] = c; return nil }); err != nil {
			t.Fatalf("written %q does not read back: %v", w.String(), err)
		}
		if !reflect.DeepEqual(back, dots) {
			t.Fatalf("written %q reads back other dots", w.String())
		}
	})
}
