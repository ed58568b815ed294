package solve

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestInputs: puzzles come input by input, in order, named by their own
// name or their input's; their answers carry the name (Titled) from a
// second input or an input of several on; an input's error stops the
// source. The same with the problems made several at once (n = 3).
func TestInputs(t *testing.T) {
	for _, n := range []int{1, 3} {
		testInputs(t, n)
	}
}

func testInputs(t *testing.T, n int) {
	type puz struct{ id, name string }
	files := map[string][]puz{"a": {{"a1", ""}}, "b": {{"b1", "first"}, {"b2", ""}}}
	read := func(in string) ([]puz, string, error) {
		if ps, ok := files[in]; ok {
			return ps, in + ".txt", nil
		}
		return nil, "", errors.New("no " + in)
	}
	nameOf := func(p puz) string { return p.name }
	run := func(inputs ...string) ([]string, error) {
		src := Inputs(n, inputs, read, nameOf, func(p puz, name string) *Problem {
			return &Problem{Name: p.id + " " + name, Show: func([]bool) (Answer, error) { return Answer{Text: "grid"}, nil }}
		})
		var got []string
		for {
			p, err := src()
			if p == nil || err != nil {
				return got, err
			}
			a, _ := p.Show(nil)
			got = append(got, strings.ReplaceAll(a.Text, "\n", "/"))
		}
	}
	got, err := run("a")
	if err != nil || fmt.Sprint(got) != "[grid]" {
		t.Errorf("n=%d: one input: %q %v", n, got, err)
	}
	got, err = run("b")
	if err != nil || fmt.Sprint(got) != "[b1 first/grid b2 b.txt/grid]" {
		t.Errorf("n=%d: an input of two: %q %v", n, got, err)
	}
	got, err = run("a", "b", "c")
	if err == nil || err.Error() != "no c" || fmt.Sprint(got) != "[a1 a.txt/grid b1 first/grid b2 b.txt/grid]" {
		t.Errorf("n=%d: three inputs, the last missing: %q %v", n, got, err)
	}
}

// TestTitled: both renderings get the name above their text, an error
// passes through, the fields and the original problem are left alone.
func TestTitled(t *testing.T) {
	bad := errors.New("broken model")
	p := &Problem{
		Name: "p1",
		Show: func(m []bool) (Answer, error) {
			if len(m) == 0 {
				return Answer{}, bad
			}
			return Answer{Text: "solved", Fields: map[string]any{"grid": 1}}, nil
		},
		ShowForced: func([]int8) (Answer, error) { return Answer{Text: "forced"}, nil },
	}
	q := p.Titled()
	if a, err := q.Show([]bool{true}); err != nil || a.Text != "p1\nsolved" || a.Fields["grid"] != 1 {
		t.Errorf("Show: %q %v %v", a.Text, a.Fields, err)
	}
	if a, err := q.ShowForced(nil); err != nil || a.Text != "p1\nforced" {
		t.Errorf("ShowForced: %q %v", a.Text, err)
	}
	if _, err := q.Show(nil); err != bad {
		t.Errorf("an error: %v", err)
	}
	if a, _ := p.Show([]bool{true}); a.Text != "solved" {
		t.Errorf("the original changed: %q", a.Text)
	}
	if (&Problem{Name: "x"}).Titled().ShowForced != nil {
		t.Error("a ShowForced made from nothing")
	}
}

// TestStdinOnce: standard input named twice is refused, once or never is
// not.
func TestStdinOnce(t *testing.T) {
	for _, tc := range []struct {
		in   []string
		fail bool
	}{
		{nil, false}, {[]string{"-"}, false}, {[]string{"a", "-", "b"}, false},
		{[]string{"-", "-"}, true}, {[]string{"a", "-", "b", "-"}, true},
	} {
		if err := StdinOnce(tc.in); (err != nil) != tc.fail {
			t.Errorf("%q: %v, want an error %v", tc.in, err, tc.fail)
		}
	}
}
