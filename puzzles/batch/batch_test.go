package batch

import (
	"fmt"
	"strings"
	"testing"
)

func TestSplit(t *testing.T) {
	for _, tc := range []struct {
		in    string
		lines []int
	}{
		{"a\nb\n", []int{1}},
		{"", []int{1}},
		{"a\n---\nb\nc\n", []int{1, 3}},
		{"---\na\n --- \n\n\nb\n---\n", []int{2, 6}},
		{"a\n---\n---\nb", []int{1, 4}},
		{"a---b\n", []int{1}},
		{"a\r\n---\r\nb\r\n", []int{1, 3}},
	} {
		parts := Split([]byte(tc.in), "")
		if len(parts) != len(tc.lines) {
			t.Errorf("%q: %d parts, want %d", tc.in, len(parts), len(tc.lines))
			continue
		}
		var rebuilt []string
		for k, p := range parts {
			if p.Line != tc.lines[k] {
				t.Errorf("%q part %d: line %d, want %d", tc.in, k, p.Line, tc.lines[k])
			}
			// Every line of a part sits at its line of the file.
			lines := strings.Split(string(p.Data), "\n")
			file := strings.Split(tc.in, "\n")
			for i, l := range lines {
				if strings.TrimSpace(l) != "" && (i >= len(file) || file[i] != l) {
					t.Errorf("%q part %d: line %d is %q, the file's is %q", tc.in, k, i+1, l, file[i])
				}
			}
			rebuilt = append(rebuilt, strings.TrimSpace(string(p.Data)))
		}
		// Nothing but separators and blank lines is lost.
		var kept []string
		for _, l := range strings.Split(tc.in, "\n") {
			if strings.TrimSpace(l) != Separator {
				kept = append(kept, l)
			}
		}
		want := strings.Join(strings.Fields(strings.Join(kept, " ")), "")
		if got := strings.Join(strings.Fields(strings.Join(rebuilt, " ")), ""); got != want {
			t.Errorf("%q: parts hold %q, want %q", tc.in, got, want)
		}
	}
	if got := Name("f", Split([]byte("a\n---\nb"), ""), 1); got != "f:3" {
		t.Errorf("Name: %q", got)
	}
	if got := Name("f", Split([]byte("a"), ""), 0); got != "f" {
		t.Errorf("Name: %q", got)
	}
}

func TestLines(t *testing.T) {
	isID := func(s string) bool { return strings.HasPrefix(s, "id:") }
	parts := Split([]byte("# ids\nid:1\n\nid:2\n---\nid:3\n"), "")
	lines, ok := Lines(parts[0], isID)
	if !ok || len(lines) != 2 || lines[0].Line != 2 || lines[1].Line != 4 || string(lines[1].Data) != "id:2" {
		t.Errorf("Lines: %v %v", lines, ok)
	}
	if lines, ok := Lines(Part{Data: []byte("id:1\nX.O\n")}, isID); !ok || len(lines) != 2 || lines[1].Line != 2 {
		t.Errorf("Lines of a list with a line that is no ID: %v %v", lines, ok)
	}
	if _, ok := Lines(Part{Data: []byte("X.O\n.XO\n")}, isID); ok {
		t.Error("Lines took a grid for a list")
	}
	if _, ok := Lines(Part{Data: []byte("\n# none\n")}, isID); ok {
		t.Error("Lines found IDs in a part without any")
	}
}

func TestExpand(t *testing.T) {
	isID := func(s string) bool { return strings.HasPrefix(s, "id:") }
	parts := Expand([]byte("X.\n.O\n---\nid:1\n# c\nid:2\n"), isID)
	if len(parts) != 3 || parts[0].Listed || !parts[2].Listed || parts[2].Line != 6 {
		t.Fatalf("Expand: %+v", parts)
	}
	if parts[0].Where("f") != "f" || parts[2].Where("f") != "f:6" || Name("f", parts, 2) != "f:6" || Name("f", parts, 0) != "f:1" {
		t.Errorf("names: %q %q", parts[0].Where("f"), parts[2].Where("f"))
	}
	if got := Expand([]byte("X.\n.O\n"), nil); len(got) != 1 || got[0].Listed {
		t.Errorf("Expand without lists: %+v", got)
	}
}

// FuzzSplit: every line of every part is the file's line of that number,
// and no line but separators and blank ones is lost.
func FuzzSplit(f *testing.F) {
	for _, s := range []string{"a\n---\nb", "---", "\n---\n---\n", "a\r\n --- \r\nb", "x---\n---y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		file := strings.Split(in, "\n")
		kept := 0
		for _, l := range file {
			if strings.TrimSpace(l) != Separator && strings.TrimSpace(l) != "" {
				kept++
			}
		}
		got := 0
		for _, p := range Split([]byte(in), "") {
			for i, l := range strings.Split(string(p.Data), "\n") {
				if strings.TrimSpace(l) == "" {
					continue
				}
				got++
				if i >= len(file) || file[i] != l {
					t.Fatalf("%q: a part's line %d is %q", in, i+1, l)
				}
			}
		}
		if got != kept {
			t.Fatalf("%q: parts hold %d lines, the file %d", in, got, kept)
		}
	})
}

// TestParse: each part goes to the parser with the file's line numbers,
// parts are renamed only when there are several, and an error stops it,
// returned with the parts before it.
func TestParse(t *testing.T) {
	type item struct{ name, first string }
	parse := func(b []byte, name string) (*item, error) {
		lines := strings.Split(string(b), "\n")
		for i, l := range lines {
			if l == "bad" {
				return nil, fmt.Errorf("%s:%d: bad", name, i+1)
			}
			if strings.TrimSpace(l) != "" {
				return &item{name: name, first: l}, nil
			}
		}
		return nil, fmt.Errorf("%s: empty", name)
	}
	rename := func(it *item, n string) { it.name = n }
	got, err := Parse([]byte("a\n---\n\nb\n"), "f", "", parse, rename)
	if err != nil || len(got) != 2 || *got[0] != (item{"f:1", "a"}) || *got[1] != (item{"f:4", "b"}) {
		t.Fatalf("two parts: %v %v", got, err)
	}
	got, err = Parse([]byte("a\n"), "f", "", parse, rename)
	if err != nil || len(got) != 1 || *got[0] != (item{"f", "a"}) {
		t.Fatalf("one part: %v %v", got, err)
	}
	// The first error stops it; the puzzles before it come back with it,
	// named as parts of a batch, and none after it.
	got, err = Parse([]byte("a\n---\nbad\n---\nc\n"), "f", "", parse, rename)
	if err == nil || err.Error() != "f:3: bad" || len(got) != 1 || *got[0] != (item{"f:1", "a"}) {
		t.Fatalf("error: %v, before it %v", err, got)
	}
	if got, err := Parse([]byte("bad\n---\na\n"), "f", "", parse, rename); err == nil || len(got) != 0 {
		t.Fatalf("error first: %v, before it %v", err, got)
	}
	// Separators alone hold no puzzle: the parser gets none of their
	// lines (a genre whose empty cell is '-' would read "---" as a row),
	// and says what it expected.
	if got, err := Parse([]byte("\n---\n"), "f", "", parse, rename); err == nil || err.Error() != "f: empty" || len(got) != 0 {
		t.Fatalf("no puzzle: %v %v", got, err)
	}
	// Nor do comments, for a genre that has them: a note after the last
	// puzzle, or before the first, is none. Without comments, the same
	// lines are a part of their own.
	got, err = Parse([]byte("# before\n---\na\n---\n  # a note\n\n"), "f", "#", parse, rename)
	if err != nil || len(got) != 1 || *got[0] != (item{"f", "a"}) {
		t.Fatalf("comments around a puzzle: %v %v", got, err)
	}
	if got, err := Parse([]byte("a\n---\n# a note\n"), "f", "", parse, rename); err != nil || len(got) != 2 {
		t.Fatalf("a part of '#' lines without comments: %v %v", got, err)
	}
}
