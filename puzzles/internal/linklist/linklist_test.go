package linklist

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"
)

// item is a puzzle of the test: a link "item/N" and a name.
type item struct{ link, name string }

var items = Format[*item]{
	Is: func(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "item/") },
	Parse: func(s string) (*item, error) {
		switch {
		case strings.HasSuffix(s, "/bad"):
			return nil, errors.New("bad item")
		case s != strings.TrimSpace(s):
			return nil, errors.New("spaces round the item")
		}
		return &item{link: s}, nil
	},
	Name:     func(p *item) string { return p.name },
	SetName:  func(p *item, n string) { p.name = n },
	Expected: "an item such as item/1",
	Plural:   "items",
}

// files opens the test's files by name, and nothing else.
func files(m map[string]string) func(string) (io.ReadCloser, error) {
	return func(name string) (io.ReadCloser, error) {
		if s, ok := m[name]; ok {
			return io.NopCloser(strings.NewReader(s)), nil
		}
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist} // as os.Open
	}
}

func parse(r io.Reader, name string) ([]*item, error) {
	data, _ := io.ReadAll(r)
	return items.List(string(data), name)
}

// TestWrite: one puzzle alone is its link; several are named by their own
// name, their file's (without folder and extension) or the link given.
func TestWrite(t *testing.T) {
	open := files(map[string]string{"dir/a.txt": "item/1\n", "b.json": "x\titem/2\ny\titem/3\n"})
	var out strings.Builder
	if err := items.Write(&out, open, []string{"dir/a.txt"}, parse, func(p *item) string { return p.link }); err != nil || out.String() != "item/1\n" {
		t.Fatalf("one: %q, %v", out.String(), err)
	}
	out.Reset()
	if err := items.Write(&out, open, []string{"dir/a.txt", "b.json", "item/4"}, parse, func(p *item) string { return p.link }); err != nil {
		t.Fatal(err)
	}
	if want := "a\titem/1\nx\titem/2\ny\titem/3\nitem/4\titem/4\n"; out.String() != want {
		t.Fatalf("several: %q, expected %q", out.String(), want)
	}
}

// TestWriteLinks: a link that fails stops the run with the input's name,
// before anything is written; the reader given names the inputs.
func TestWriteLinks(t *testing.T) {
	read := func(in string) ([]*item, string, error) {
		if in == "missing" {
			return nil, "", os.ErrNotExist
		}
		return []*item{{link: "item/" + in}}, "in-" + in, nil
	}
	link := func(p *item) (string, error) {
		if p.link == "item/9" {
			return "", errors.New("no link")
		}
		return p.link, nil
	}
	var out strings.Builder
	if err := items.WriteLinks(&out, []string{"1", "2"}, read, link); err != nil || out.String() != "in-1\titem/1\nin-2\titem/2\n" {
		t.Fatalf("%q, %v", out.String(), err)
	}
	out.Reset()
	if err := items.WriteLinks(&out, []string{"1", "9"}, read, link); err == nil || err.Error() != "in-9: no link" || out.Len() != 0 {
		t.Fatalf("a failing link: %q, %v", out.String(), err)
	}
	if err := items.WriteLinks(&out, []string{"missing"}, read, link); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a missing input: %v", err)
	}
}

// TestRead: a file is read by parse, a link given as the argument by
// Parse (without the spaces round it), anything else is the open error; a long link's error names it
// by its first ArgName characters, as it does an argument too long to be
// a file's name, and a format without links takes no argument as one.
func TestRead(t *testing.T) {
	open := files(map[string]string{"a.txt": "item/1\n"})
	for _, tc := range []struct{ in, want, err string }{
		{"a.txt", "item/1", ""},
		{" item/2 ", "item/2", ""},
		{"x?y/bad", "", "x?y/bad: bad item"}, // could be a link: Parse says why not
		{"nofile", "", "nofile: file does not exist"},
		{strings.Repeat("x", 60), "", strings.Repeat("x", 60) + ": file does not exist"}, // a file's name: whole
		{strings.Repeat("x", maxName+1), "", strings.Repeat("x", ArgName) + "…: file does not exist"},
		{"item/" + strings.Repeat("9", 60) + "/bad", "", "item/" + strings.Repeat("9", ArgName-5) + "…: bad item"},
		// A word with ':' or '#', no file: a link mistyped, most likely
		// (a Tatham seed, 7x7#12345, was "open 7x7#12345: no such file").
		{"7x7#12345", "", "7x7#12345: no such file, and not " + items.Expected},
		{"5x5Q:abc", "", "5x5Q:abc: no such file, and not " + items.Expected},
		{"a b:c", "", "a b:c: file does not exist"},
	} {
		ps, _, err := items.Read(open, tc.in, parse)
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("%q: %v, expected %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || len(ps) != 1 || ps[0].link != tc.want {
			t.Errorf("%q: %v %v, expected %s", tc.in, ps, err, tc.want)
		}
	}
	none := items
	none.Expected = ""
	if _, _, err := none.Read(open, "x?y/z", parse); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("no links: %v, expected the open error", err)
	}
}

// TestHasNotes: a table of links with notes after each (name, link,
// then more columns) is a list, though its link column followed by the
// notes is no link: Has looks at the link column alone. The Tatham
// test data's four-column files (name, ID, parameters, solution) once
// stopped reading as lists when IDs with a tab were refused.
func TestHasNotes(t *testing.T) {
	strict := items
	strict.Is = func(s string) bool { return strings.HasPrefix(s, "item/") && !strings.ContainsAny(s, " \t") }
	text := "# a header\nfirst\titem/1\tnote\tmore\n"
	if !strict.Has(text) {
		t.Fatalf("a list with notes after its links: Has false")
	}
	ps, err := strict.List(text, "f")
	if err != nil || len(ps) != 1 || ps[0].link != "item/1" || ps[0].name != "first" {
		t.Fatalf("List: %v %v", ps, err)
	}
	if strict.Has("first\tsecond\titem/1\n") {
		t.Errorf("a link in the third column: Has true")
	}
}

// TestListNamesLines: in a list of several links, a line without a name
// is named FILE:LINE, as a batch of typed grids names its parts; each
// answer of `--unique ids.txt` was "ids.txt: unique", whichever line.
func TestListNamesLines(t *testing.T) {
	ps, err := items.List("item/1\n# a comment\nsecond\titem/2\n\nitem/3\n", "ids.txt")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range ps {
		names = append(names, items.Name(p))
	}
	if want := []string{"ids.txt:1", "second", "ids.txt:5"}; !slices.Equal(names, want) {
		t.Errorf("names %q, want %q", names, want)
	}
	if ps, err := items.List("item/1\n", "one.txt"); err != nil || items.Name(ps[0]) != "" {
		t.Errorf("a list of one: %v, named %q; want no name (the file's)", err, items.Name(ps[0]))
	}
}

// TestListBeforeError: the first bad line stops a list, and the puzzles
// before it come back with the error, each named by its line (the list
// held several), so that a run answers them before it reports the error.
func TestListBeforeError(t *testing.T) {
	ps, err := items.List("item/1\nsecond\titem/2\nitem/bad\nitem/4\n", "ids.txt")
	if err == nil || err.Error() != "ids.txt:3:1: bad item" {
		t.Errorf("error %v, want ids.txt:3:1: bad item", err)
	}
	var names []string
	for _, p := range ps {
		names = append(names, items.Name(p))
	}
	if want := []string{"ids.txt:1", "second"}; !slices.Equal(names, want) {
		t.Errorf("before the error: %q, want %q", names, want)
	}
	// One good line before a line that is no link: named by its line too.
	ps, err = items.List("item/1\nnonsense\n", "ids.txt")
	if err == nil || len(ps) != 1 || items.Name(ps[0]) != "ids.txt:1" {
		t.Errorf("before a line that is no link: %v, %d puzzles", err, len(ps))
	}
}
