package solve

import (
	"errors"
	"fmt"
	"testing"
)

// TestInputs: puzzles come input by input, in order, named by their own
// name or their input's; many turns true with a second input or an input
// of several; an input's error stops the source.
func TestInputs(t *testing.T) {
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
		src := Inputs(inputs, read, nameOf, func(p puz, name string, many bool) *Problem {
			return &Problem{Name: fmt.Sprintf("%s %s %v", p.id, name, many)}
		})
		var got []string
		for {
			p, err := src()
			if p == nil || err != nil {
				return got, err
			}
			got = append(got, p.Name)
		}
	}
	got, err := run("a")
	if err != nil || fmt.Sprint(got) != "[a1 a.txt false]" {
		t.Errorf("one input: %q %v", got, err)
	}
	got, err = run("b")
	if err != nil || fmt.Sprint(got) != "[b1 first true b2 b.txt true]" {
		t.Errorf("an input of two: %q %v", got, err)
	}
	got, err = run("a", "b", "c")
	if err == nil || err.Error() != "no c" || fmt.Sprint(got) != "[a1 a.txt true b1 first true b2 b.txt true]" {
		t.Errorf("three inputs, the last missing: %q %v", got, err)
	}
}
