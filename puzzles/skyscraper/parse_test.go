package skyscraper

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// TestFormatsAgree writes every shared puzzle in each format and reads it
// back: the text grid, the URL, the Towers ID and the JSON all give the
// same puzzle, the JSON written holds what the shared file does, and
// Parse tells each form apart.
func TestFormatsAgree(t *testing.T) {
	for _, name := range puzzleFiles(t) {
		data, err := os.ReadFile(filepath.Join(dataDir, name))
		if err != nil {
			t.Fatal(err)
		}
		p := loadFile(t, name)
		var file, written any
		js, _ := json.Marshal(Genre.WriteJSON(p))
		if json.Unmarshal(data, &file) != nil || json.Unmarshal(js, &written) != nil || !reflect.DeepEqual(file, written) {
			t.Errorf("%s: written back as\n%s", name, js)
		}
		url, _ := writeURL(p)
		id, _ := writeTatham(p)
		for form, in := range map[string]string{"text": text(p), "url": url + "\n", "tatham": id, "json": string(js)} {
			ps, err := parse(in, form)
			if err != nil || len(ps) != 1 || !reflect.DeepEqual(ps[0], p) {
				t.Errorf("%s: the %s form %q reads back as %d puzzles: %v", name, form, in, len(ps), err)
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
			ps, err := parse(f+"\n", name)
			if err != nil {
				t.Errorf("%s: %s: %v", name, f, err)
				continue
			}
			if !reflect.DeepEqual(ps[0], want) {
				t.Errorf("%s: %s reads as\n%s\nexpected\n%s", name, f, text(ps[0]), text(want))
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
	p, err := readURL(u)
	if err != nil {
		t.Fatal(err)
	}
	want := [4][]int{{0, 0, 0, 0}, {0, 1, 3, 0}, {0, 4, 0, 0}, {0, 0, 3, 0}} // top, bottom, left, right
	if !reflect.DeepEqual(p.Clues, want) {
		t.Fatalf("clues %v, expected %v", p.Clues, want)
	}
	if p.hasGivens() {
		t.Fatal("givens read from a URL without them")
	}
	if got, _ := writeURL(p); got != u {
		t.Fatalf("written back as %s", got)
	}
	for _, alias := range []string{
		"http://pzv.jp/p.html?building/4/4/k13h4j3g",
		"https://puzz.link/p?skyscraper_edit/4/4/k13h4j3g/",
		"skyscrapers_play/4/4/k13h4j3g",
		"https://pzprxs.vercel.app/p?skyscrapers/v:x/4/4/k13h4j3g",
	} {
		q, err := readURL(alias)
		if err != nil || !reflect.DeepEqual(q, p) {
			t.Errorf("%s: %v", alias, err)
		}
	}
	// Givens follow the clues; '.' (a value left unknown) reads as none,
	// and so does a missing end.
	q, err := readURL("skyscrapers/3/3/.q1i2")
	if err != nil {
		t.Fatal(err)
	}
	if q.Given[0] != 1 || q.Given[4] != 2 || q.Clues[grid.MarginTop][0] != 0 {
		t.Fatalf("givens %v, clues %v", q.Given, q.Clues)
	}
	if got, _ := writeURL(q); got != "https://puzz.link/p?skyscrapers/3/3/r1i2j" {
		t.Fatalf("written back as %s", got)
	}
}

// TestTathamExample is FORMATS.md's example of B.3, read and written back
// as Towers writes it.
func TestTathamExample(t *testing.T) {
	const id = "5:/3/3///3/2/2//3////2//3///2/,m1f2d"
	p, err := readTatham(id)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(p, loadFile(t, "tatham_5x5.json")) {
		t.Fatalf("reads as\n%s", text(p))
	}
	if got, _ := writeTatham(p); got != id {
		t.Fatalf("written back as %s", got)
	}
	for _, form := range []string{
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/towers.html#" + id,
		"5de:/3/3///3/2/2//3////2//3///2/,m1f2d",
		"  " + id + "\n",
	} {
		if !isTatham(form) {
			t.Errorf("%q: not told a Towers ID", form)
		}
		q, err := readTatham(form)
		if err != nil || !reflect.DeepEqual(q, p) {
			t.Errorf("%q: %v", form, err)
		}
	}
	// Two numbers side by side take a '_'; a run longer than 26 takes two
	// letters; larger grids take numbers of two digits.
	q := newPuzzle(10)
	q.Given[0], q.Given[1], q.Given[40], q.Given[99] = 10, 3, 7, 1
	q.Clues[grid.MarginRight][9] = 10
	s, _ := writeTatham(q)
	if !strings.HasSuffix(s, "/10,10_3zl7zzf1") {
		t.Fatalf("%s", s)
	}
	if r, err := readTatham(s); err != nil || !reflect.DeepEqual(r, q) {
		t.Fatalf("%s: %v", s, err)
	}
}

// TestTextForms reads the text grid in its variants: corners, '-' and 0
// for none, comments, tabs and blank lines.
func TestTextForms(t *testing.T) {
	want := loadFile(t, "tatham_5x5.json")
	for _, in := range []string{
		text(want),
		"# Tatham's example\n.  . 3 3 . .  .\n. . . . . . 3\n\n. . . . . . .\n. . . . 1 . .   # a given\n2 . . . . . 2\n. 2 . . . . .\n- 3 2 2 - 3 -\n",
		"0 3 3 0 0\n0\t0 0 0 0 0\t3\n- - - - - - -\n0 0 0 0 1 0 0\r\n2 - - - - - 2\n- 2 - - - - -\n3 2 2 - 3\n",
	} {
		p, err := parseText([]byte(in), "in")
		if err != nil {
			t.Errorf("%v\n%s", err, in)
			continue
		}
		if !reflect.DeepEqual(p, want) {
			t.Errorf("reads as\n%s", text(p))
		}
	}
	// The text answer of a solved puzzle reads back as a puzzle whose
	// every cell is given.
	p := newPuzzle(2)
	p.Clues[grid.MarginLeft][0] = 2
	out := draw(p, []int{2, 1, 1, 2})
	if out != "   . .\n2  2 1  .\n.  1 2  .\n   . .\n" {
		t.Fatalf("%q", out)
	}
	q, err := parseText([]byte(out), "out")
	if err != nil || q.Given[0] != 2 || q.Given[3] != 2 || q.Clues[grid.MarginLeft][0] != 2 {
		t.Fatalf("%v %v", q, err)
	}
	// Wide grids align their tokens.
	big := newPuzzle(10)
	big.Clues[grid.MarginTop][0] = 10
	if lines := strings.Split(text(big), "\n"); lines[0] != "    10  .  .  .  .  .  .  .  .  ." || lines[1] != " .   .  .  .  .  .  .  .  .  .  .   ." {
		t.Fatalf("%q", lines[:2])
	}
}

// TestParseList reads a list of links with names and a header, names an
// unnamed line by its place, and tells a bad line by its place.
func TestParseList(t *testing.T) {
	in := "name\tpuzzle\n# a comment\na\thttps://puzz.link/p?skyscrapers/4/4/k13h4j3g\n\nb\t5:/3/3///3/2/2//3////2//3///2/,m1f2d\n6:2//2/2/2/3/2/4//4//////2//4/3//2///,n3u\n"
	ps, err := Genre.Parse([]byte(in), "list")
	if err != nil {
		t.Fatal(err)
	}
	// A line without a name is named by its place, as a batch's grids are.
	if len(ps) != 3 || ps[0].Name != "a" || ps[1].Name != "b" || ps[2].Name != "list:6" {
		t.Fatalf("%d puzzles", len(ps))
	}
	if !reflect.DeepEqual(ps[2].P, loadFile(t, "tatham_6x6_a.json")) {
		t.Fatal("third puzzle differs")
	}
	for _, tc := range []struct{ in, want string }{
		{"a\tskyscrapers/4/4/k13h4j3g!\n", "list:1:27: unexpected '!' in the givens"},
		{"skyscrapers/4/4/k\n5:/3/3//\n", "list:2:9: 5 clue fields: expected 20"},
		{"skyscrapers/4/4/k\nfoo\n", `list:2:1: "foo": expected a puzz.link URL`},
		// The kit's list takes no other genre's URL for one of its own.
		{"https://puzz.link/p?slither/4/4/abc\n", `list:1:1: "https://puzz.link/p?slither/4/4/abc": expected a puzz.link URL`},
	} {
		_, err := parse(tc.in, "list")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v, expected %q", tc.in, err, tc.want)
		}
	}
}

// TestParseErrors checks that bad input gets one line naming its place.
// The typed grid's shape is read by grid.Text.Frame, with its messages.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// Text.
		{"", "f:1:1: empty input"},
		{"# a comment only\n", "f:1:1: empty input"},
		{". .\n", "f:1:1: the grid ends: expected a row of clues below it"},
		{". .\n. . . .\n. . . .\n. .\n. .\n", "f:4:1: a row of 2 cells: expected its clues and cells"},
		{". .\n. . . .\n. 3 . .\n. .\n", `f:3:3: "3": expected a height from 1 to 2`},
		{". .\n. . . x\n. . . .\n. .\n", `f:2:7: "x": expected a clue from 1 to 2`},
		{". .\n. . . .\n. . .\n. .\n", "f:3:3: 1 cell in this row, 2 in the first"},
		{". . .\n. . . .\n. . . .\n. .\n", "f:1:1: 3 clues above the grid: expected 2"},
		{"1 . . .\n. . . .\n. . . .\n. .\n", `f:1:1: "1" in a corner`},
		{". .\n. . . .\n. . . .\n", "f:1:1: a 1×2 grid: expected a square of 1 to 40 a side"},
		{". .\n. .\n. .\n", "f:2:1: a row of 2 cells"},
		{strings.Repeat(". ", 41) + "\n" + strings.Repeat(strings.Repeat(". ", 43)+"\n", 41) + strings.Repeat(". ", 41) + "\n", "f:1:1: a 41×41 grid"},
		// JSON.
		{`{"shape": 0}`, "f:1:11: shape 0: expected 1 to 40"},
		{`{"shape": [4, 5]}`, "f:1:11: shape [4 5]: expected N, or [N, N]"},
		{`{"visible": {}}`, `f:1:1: the puzzle: no "shape"`},
		{`{"shape": 3, "visibilty": {}}`, `f:1:14: "visibilty" is no key of the puzzle`},
		{`{"shape": 3, "visible": {"tpo": [1, 2, 3]}}`, `f:1:26: "tpo" is no key of visible`},
		{`{"shape": 3, "visible": {"top": [1, 2]}}`, "f:1:33: 2 top clues: expected 3"},
		{`{"shape": 3, "visible": {"top": [1, 2, 4]}}`, "f:1:40: top clue 4: expected 0 to 3"},
		{`{"shape": 3, "visible": {"top": [1, "2", 3]}}`, "f:1:37: expected top clue as a whole number"},
		{`{"shape": 3, "fixed_cells": [{"row": 3, "col": 0, "val": 1}]}`, "f:1:38: row 3: expected 0 to 2"},
		{`{"shape": 3, "fixed_cells": [{"row": 0, "col": 0, "val": 4}]}`, "f:1:58: val 4: expected 1 to 3"},
		{`{"shape": 3, "fixed_cells": [{"row": 0, "col": 0}]}`, `f:1:30: a fixed cell {"row": r, "col": c, "val": height}: no "val"`},
		{`{"shape": 3, "fixed_cells": [{"row": 0, "col": 0, "val": 1}, {"row": 0, "col": 0, "val": 1}]}`, "f:1:62: cell 0,0 given twice"},
		{`{"shape": 3,}`, "f:1:13: bad JSON"},
		{`{"genre": "akari", "shape": 3}`, `f:1:11: genre "akari": expected skyscraper`},
		// The kit reads an array as puzzles, each an object.
		{`[1]`, "f:1:2: expected the puzzle as an object"},
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
		{"3:99999999999999999999///////////\n", "f:1:3: clue 99999999999999999999: expected 1 to 3"}, // as typed, not as MaxInt
		{"3:///////////,99999999999999999999\n", "f:1:15: height 99999999999999999999: expected 1 to 3"},
		{"3:///////////,i1\n", "f:1:16: the grid runs past its 9 cells"},
		{"3:///////////,j\n", "f:1:15: the grid runs past"},
		{"3:1/2/3/////////;\n", "f:1:17: unexpected ';': expected ',' and the grid"},
		// tatham.ID.Size reads the size, as for every game.
		{"99:\n", "f:1:1: a 99×99 grid: expected 1 to 40 a side"},
	} {
		_, err := parse(tc.in, "f")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v\n  expected %q", tc.in, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: a message of several lines: %q", tc.in, err)
		}
	}
	for _, id := range []string{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/towers.html#5#12345", "5x5:////"} {
		if _, err := readTatham(id); err == nil || !strings.Contains(err.Error(), "random seed") && !strings.Contains(err.Error(), "expected the size N") {
			t.Errorf("%s: %v", id, err)
		}
	}
}

// TestLinkExamples: the links that messages show as examples read.
func TestLinkExamples(t *testing.T) {
	for _, l := range Genre.Links {
		if _, err := l.Read(l.Example); err != nil || !l.Is(l.Example) {
			t.Errorf("%s example %q: %v", l.Format, l.Example, err)
		}
	}
}
