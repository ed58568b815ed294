package skyscraper

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFormatsAgree writes every shared puzzle in each format and reads it
// back: the text grid, the URL, the Towers ID and the JSON all give the
// same puzzle, and the JSON writer gives the shared file byte for byte.
func TestFormatsAgree(t *testing.T) {
	for _, name := range puzzleFiles(t) {
		data, err := os.ReadFile(filepath.Join(dataDir, name))
		if err != nil {
			t.Fatal(err)
		}
		p := loadFile(t, name)
		if err := p.Check(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := p.JSON(); !bytes.Equal(got, data) {
			t.Errorf("%s: written back as\n%s", name, got)
		}
		forms := map[string]func() (*Puzzle, error){
			"text":   func() (*Puzzle, error) { return ParseText(strings.NewReader(Text(p, nil)), "text") },
			"url":    func() (*Puzzle, error) { return ParseURL(p.URL()) },
			"tatham": func() (*Puzzle, error) { return ParseTatham(p.Tatham()) },
			"json":   func() (*Puzzle, error) { return ParseJSON(p.JSON(), "json") },
		}
		for form, read := range forms {
			q, err := read()
			if err != nil {
				t.Errorf("%s as %s: %v", name, form, err)
				continue
			}
			if !q.Equal(p) {
				t.Errorf("%s as %s reads back as another puzzle:\n%s", name, form, Text(q, nil))
			}
		}
		// Parse tells each form apart.
		for form, in := range map[string]string{
			"text": Text(p, nil), "url": p.URL() + "\n", "tatham": p.Tatham(), "json": string(data),
		} {
			ps, err := Parse(strings.NewReader(in), form)
			if err != nil || len(ps) != 1 || !ps[0].Equal(p) {
				t.Errorf("%s: Parse of the %s form: %v, %d puzzles", name, form, err, len(ps))
			}
		}
	}
}

// TestIndexLinks reads the puzz.link URL and the Towers game IDs that
// INDEX.tsv gives for the shared puzzles, and compares them with the JSON
// files.
func TestIndexLinks(t *testing.T) {
	links := 0
	for name, e := range readIndex(t) {
		var forms []string
		switch {
		case strings.HasPrefix(name, "tatham_"):
			forms = append(forms, e.Original)
			if strings.HasPrefix(e.Source, "https://") {
				forms = append(forms, strings.Fields(e.Source)[0]) // the web link
			}
		case strings.HasPrefix(name, "puzzlink_"):
			forms = append(forms, e.Original)
		}
		want := loadFile(t, name)
		for _, f := range forms {
			links++
			p, err := ParseLink(f)
			if err != nil {
				t.Errorf("%s: %s: %v", name, f, err)
				continue
			}
			if !p.Equal(want) {
				t.Errorf("%s: %s reads as\n%s\nexpected\n%s", name, f, Text(p, nil), Text(want, nil))
			}
		}
	}
	if links != 7 {
		t.Errorf("%d links read, expected 7 (five Towers IDs, one Towers web link, one URL)", links)
	}
}

// TestURLExample is the worked example of FORMATS.md A.4 (robx/pzprjs
// test/script/skyscrapers.js), read and written back.
func TestURLExample(t *testing.T) {
	const u = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"
	p, err := ParseURL(u)
	if err != nil {
		t.Fatal(err)
	}
	want := [4][]int{
		Top:    {0, 0, 0, 0},
		Bottom: {0, 1, 3, 0},
		Left:   {0, 4, 0, 0},
		Right:  {0, 0, 3, 0},
	}
	for _, s := range Sides {
		for k := range want[s] {
			if p.Clues[s][k] != want[s][k] {
				t.Fatalf("%s clues %v, expected %v", s, p.Clues[s], want[s])
			}
		}
	}
	if p.hasGivens() {
		t.Fatal("givens read from a URL without them")
	}
	if got := p.URL(); got != u {
		t.Fatalf("written back as %s", got)
	}
	for _, alias := range []string{
		"http://pzv.jp/p.html?building/4/4/k13h4j3g",
		"https://puzz.link/p?skyscraper_edit/4/4/k13h4j3g/",
		"skyscrapers_play/4/4/k13h4j3g",
		"https://pzprxs.vercel.app/p?skyscrapers/v:x/4/4/k13h4j3g",
	} {
		q, err := ParseURL(alias)
		if err != nil || !q.Equal(p) {
			t.Errorf("%s: %v", alias, err)
		}
	}
	// Givens follow the clues; '.' (a value left unknown) reads as none,
	// and so does a missing end.
	q, err := ParseURL("skyscrapers/3/3/.q1i2")
	if err != nil {
		t.Fatal(err)
	}
	if q.Given[0] != 1 || q.Given[4] != 2 || q.Clues[Top][0] != 0 {
		t.Fatalf("givens %v, clues %v", q.Given, q.Clues)
	}
	if got := q.URL(); got != "https://puzz.link/p?skyscrapers/3/3/r1i2j" {
		t.Fatalf("written back as %s", got)
	}
}

// TestTathamExample is FORMATS.md's example of B.3, read and written back
// as Towers writes it.
func TestTathamExample(t *testing.T) {
	const id = "5:/3/3///3/2/2//3////2//3///2/,m1f2d"
	p, err := ParseTatham(id)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Equal(loadFile(t, "tatham_5x5.json")) {
		t.Fatalf("reads as\n%s", Text(p, nil))
	}
	if got := p.Tatham(); got != id {
		t.Fatalf("written back as %s", got)
	}
	for _, form := range []string{
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/towers.html#" + id,
		"5de:/3/3///3/2/2//3////2//3///2/,m1f2d",
		"  " + id + "\n",
	} {
		q, err := ParseTatham(form)
		if err != nil || !q.Equal(p) {
			t.Errorf("%q: %v", form, err)
		}
	}
	// Two numbers side by side take a '_'; a run longer than 26 takes two
	// letters; larger grids take numbers of two digits.
	q, _ := Empty(10)
	q.Given[0], q.Given[1], q.Given[40], q.Given[99] = 10, 3, 7, 1
	q.Clues[Right][9] = 10
	s := q.Tatham()
	if !strings.HasSuffix(s, "/10,10_3zl7zzf1") {
		t.Fatalf("%s", s)
	}
	if r, err := ParseTatham(s); err != nil || !r.Equal(q) {
		t.Fatalf("%s: %v", s, err)
	}
}

// TestTextForms reads the text grid in its variants: corners, '-' and 0
// for none, comments, tabs and blank lines.
func TestTextForms(t *testing.T) {
	want := loadFile(t, "tatham_5x5.json")
	for _, in := range []string{
		Text(want, nil),
		"# Tatham's example\n.  . 3 3 . .  .\n. . . . . . 3\n\n. . . . . . .\n. . . . 1 . .   # a given\n2 . . . . . 2\n. 2 . . . . .\n- 3 2 2 - 3 -\n",
		"0 3 3 0 0\n0\t0 0 0 0 0\t3\n- - - - - - -\n0 0 0 0 1 0 0\r\n2 - - - - - 2\n- 2 - - - - -\n3 2 2 - 3\n",
	} {
		p, err := ParseText(strings.NewReader(in), "in")
		if err != nil {
			t.Errorf("%v\n%s", err, in)
			continue
		}
		if !p.Equal(want) {
			t.Errorf("reads as\n%s", Text(p, nil))
		}
	}
	// The text output of a solved puzzle reads back as a puzzle whose
	// every cell is given.
	sol := Solution{{2, 1}, {1, 2}}
	p, _ := Empty(2)
	p.Clues[Left][0] = 2
	out := Text(p, sol)
	if out != "   . .\n2  2 1  .\n.  1 2  .\n   . .\n" {
		t.Fatalf("%q", out)
	}
	q, err := ParseText(strings.NewReader(out), "out")
	if err != nil || q.Given[0] != 2 || q.Given[3] != 2 || q.Clues[Left][0] != 2 {
		t.Fatalf("%v %v", q, err)
	}
	// Wide grids align their tokens.
	big, _ := Empty(10)
	big.Clues[Top][0] = 10
	if lines := strings.Split(Text(big, nil), "\n"); lines[0] != "    10  .  .  .  .  .  .  .  .  ." || lines[1] != " .   .  .  .  .  .  .  .  .  .  .   ." {
		t.Fatalf("%q", lines[:2])
	}
}

// TestParseList reads a list of links with names and a header, and
// tells a bad line by its place.
func TestParseList(t *testing.T) {
	in := "name\tpuzzle\n# a comment\na\thttps://puzz.link/p?skyscrapers/4/4/k13h4j3g\n\nb\t5:/3/3///3/2/2//3////2//3///2/,m1f2d\n6:2//2/2/2/3/2/4//4//////2//4/3//2///,n3u\n"
	ps, err := Parse(strings.NewReader(in), "list")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 3 || ps[0].Name != "a" || ps[1].Name != "b" || ps[2].Name != "" {
		t.Fatalf("%d puzzles", len(ps))
	}
	if !ps[2].Equal(loadFile(t, "tatham_6x6_a.json")) {
		t.Fatal("third puzzle differs")
	}
	for _, tc := range []struct{ in, want string }{
		{"a\tskyscrapers/4/4/k13h4j3g!\n", "list:1:27: unexpected '!' in the givens"},
		{"skyscrapers/4/4/k\n5:/3/3//\n", "list:2:9: 5 clue fields: expected 20"},
		{"skyscrapers/4/4/k\nfoo\n", `list:2:1: "foo": expected a puzz.link URL`},
		{"https://puzz.link/p?slither/4/4/abc\n", `list:1:21: "slither/4/4/abc": expected skyscrapers`},
	} {
		_, err := Parse(strings.NewReader(tc.in), "list")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v, expected %q", tc.in, err, tc.want)
		}
	}
}

// TestParseErrors checks that bad input gets one line naming its place.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// Text.
		{"", "f:1:1: 0 lines"},
		{". .\n", "f:2:1: 1 lines"},
		{". .\n. . . .\n. . . .\n. .\n. .\n", "f:5:1: 5 lines: expected 4 for a grid of 2×2"},
		{". .\n. . . .\n. 3 . .\n. .\n", `f:3:3: "3": expected a height from 1 to 2`},
		{". .\n. . . x\n. . . .\n. .\n", `f:2:7: "x": expected a clue from 1 to 2`},
		{". .\n. . . .\n. . .\n. .\n", "f:3:5: a row of 3 tokens: expected 4"},
		{". . .\n. . . .\n. . . .\n. .\n", "f:1:5: 3 top clues: expected 2"},
		{"1 . . .\n. . . .\n. . . .\n. .\n", `f:1:1: "1" in a corner`},
		{". .\n. . . .\n. . . .\n", "f:4:1: 3 lines: expected 4"},
		{". .\n. .\n. .\n", "f:2:1: a row of 2 tokens"},
		// JSON.
		{`{"shape": 0}`, "f:1:11: shape 0: expected 1 to 40"},
		{`{"shape": [4, 5]}`, "f:1:11: shape [4 5]: expected N, or [N, N]"},
		{`{"visible": {}}`, `f:1:1: the puzzle: no "shape"`},
		{`{"shape": 3, "visible": {"top": [1, 2]}}`, "f:1:33: 2 top clues: expected 3"},
		{`{"shape": 3, "visible": {"top": [1, 2, 4]}}`, "f:1:40: top clue 4: expected 0 to 3"},
		{`{"shape": 3, "visible": {"top": [1, "2", 3]}}`, "f:1:37: expected top clue as a whole number"},
		{`{"shape": 3, "fixed_cells": [{"row": 3, "col": 0, "val": 1}]}`, "f:1:38: row 3: expected 0 to 2"},
		{`{"shape": 3, "fixed_cells": [{"row": 0, "col": 0}]}`, `f:1:30: a fixed cell {"row": r, "col": c, "val": height}: no "val"`},
		{`{"shape": 3, "fixed_cells": [{"row": 0, "col": 0, "val": 1}, {"row": 0, "col": 0, "val": 1}]}`, "f:1:62: cell 0,0 given twice"},
		{`{"shape": 3,}`, "f:1:13: bad JSON"},
		{`[1]`, "f:1:1: expected a JSON object"},
		// URL and Towers ID.
		{"https://puzz.link/p?skyscrapers/4/5/k\n", "f:1:33: grid of 4 columns and 5 rows: expected a square grid"},
		{"https://puzz.link/p?skyscrapers/4/4/5\n", "f:1:37: clue 5: expected 1 to 4"},
		{"https://puzz.link/p?skyscrapers/2/2/h-1\n", `f:1:38: "-1": expected 2 hexadecimal digits`},
		{"https://puzz.link/p?skyscrapers/2/2/ng3\n", "f:1:39: height 3: expected 1 to 2"},
		{"https://puzz.link/p?skyscrapers/2/2/nj1\n", `f:1:39: unexpected "1" after the givens`},
		{"https://puzz.link/p?skyscrapers/41/41/\n", "f:1:33: grid of 41×41 cells"},
		{"3:1/2/3/4/////////\n", "f:1:9: clue 4: expected 1 to 3"},
		{"3:1/2/3//////////,\n", "f:1:17: more than 12 clue fields"}, {"3:1/2/3///////,\n", "f:1:15: 10 clue fields: expected 12"},
		{"3:///////////,!\n", "f:1:15: unexpected '!' in the grid"},
		{"3:///////////,4\n", "f:1:15: height 4: expected 1 to 3"},
		{"3:///////////,i1\n", "f:1:16: the grid runs past its 9 cells"},
		{"3:///////////,j\n", "f:1:15: the grid runs past"},
		{"3:1/2/3/////////;\n", "f:1:17: unexpected ';': expected ',' and the grid"},
		{"99:\n", "f:1:1: grid size \"99\": expected 1 to 40"},
	} {
		_, err := Parse(strings.NewReader(tc.in), "f")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v\n  expected %q", tc.in, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: a message of several lines: %q", tc.in, err)
		}
	}
	if _, err := ParseTatham("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/towers.html#5#12345"); err == nil || !strings.Contains(err.Error(), "random seed") {
		t.Errorf("seed link: %v", err)
	}
}

// TestLinkExamples: the links that messages show as examples read.
func TestLinkExamples(t *testing.T) {
	if err := links.CheckExamples(); err != nil {
		t.Error(err)
	}
}
