package mirrormaze

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// TestTathamIDs reads the Undead game IDs of the test data: each is the
// same puzzle as its JSON file, and is written back as it was.
func TestTathamIDs(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(dataDir, "undead_ids.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := parse(string(data), "undead_ids.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 3 {
		t.Fatalf("%d puzzles, expected 3", len(ps))
	}
	ids := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] {
		name, id, _ := strings.Cut(line, "\t")
		ids[name] = id
	}
	for _, named := range ps {
		p := named.P
		want := loadFile(t, named.Name+".json")
		if key(p) != key(want) {
			t.Errorf("%s: the ID reads as\n%s\nthe JSON file as\n%s", named.Name, Text(p, nil), Text(want, nil))
		}
		for _, q := range []*Puzzle{p, want} {
			id, err := q.Tatham()
			if err != nil || id != ids[named.Name] {
				t.Errorf("%s: written back as %q (%v), expected %q", named.Name, id, err, ids[named.Name])
			}
		}
	}
	// janko 014 and the ID of undead.c's header are one puzzle.
	if a, b := loadFile(t, "janko_014_5x8.json"), loadFile(t, "tatham_undead_janko014_5x8.json"); key(a) != key(b) {
		t.Error("janko_014_5x8.json and tatham_undead_janko014_5x8.json differ")
	}
	// The web player's link, a difficulty, and a height left out.
	const id = "4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1"
	want := key(loadFile(t, "janko_001_4x4.json"))
	for _, s := range []string{
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/undead.html#" + id,
		"4x4dt" + id[3:],
		"4" + id[3:],
		"  " + id + "  \n",
	} {
		ps, err := parse(s, "s")
		if err != nil || len(ps) != 1 || key(ps[0].P) != want {
			t.Errorf("%q: %v", s, err)
		}
	}
}

// TestTathamRoundTrip writes every test puzzle that an ID can hold as an
// ID, reads it back, and writes a long run of empty cells.
func TestTathamRoundTrip(t *testing.T) {
	written := 0
	for _, name := range jsonFiles(t) {
		p := loadFile(t, name)
		id, err := p.Tatham()
		if err != nil {
			if !strings.Contains(err.Error(), "not given") && !strings.Contains(err.Error(), "same monster") {
				t.Errorf("%s: %v", name, err)
			}
			continue
		}
		written++
		q, err := readTatham(id)
		if err != nil || key(q) != key(p) {
			t.Errorf("%s: %s reads back as another puzzle (%v)", name, id, err)
		}
	}
	if written != 11 {
		t.Errorf("%d puzzles written as IDs, expected 11 (all but puzzle_1, puzzle_2 and janko_058)", written)
	}
	// A grid of 60 empty cells is three runs; one total is worked out.
	p, _ := NewPuzzle(6, 10)
	for _, s := range Sides {
		for i := range p.Clues[s] {
			p.Clues[s][i] = i % 3
		}
	}
	p.Totals = [3]int{20, NoClue, 30}
	id, err := p.Tatham()
	if err != nil || !strings.HasPrefix(id, "10x6:20,10,30,zzh,0,1,2,") {
		t.Fatalf("%q, %v", id, err)
	}
	q, err := readTatham(id)
	p.Totals[1] = 10
	if err != nil || key(q) != key(p) {
		t.Fatalf("%s reads back as another puzzle (%v)", id, err)
	}
	for _, tc := range []struct {
		change func(p *Puzzle)
		want   string
	}{
		{func(p *Puzzle) { p.Totals = [3]int{NoClue, NoClue, 30} }, "totals of monsters are not given"},
		{func(p *Puzzle) { p.Totals = [3]int{20, 20, 30} }, "add up to 70"},
		{func(p *Puzzle) { p.Totals = [3]int{40, NoClue, 30} }, "more than the 60 cells"},
		{func(p *Puzzle) { p.Clues[Right][2] = NoClue }, "the right clue of row 2 is not given"},
		{func(p *Puzzle) { p.Same = [][]Pos{{{0, 0}, {1, 1}}} }, "same monster"},
	} {
		q := clone(p)
		tc.change(q)
		if _, err := q.Tatham(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Tatham() = %v, expected %q", err, tc.want)
		}
	}
}

func TestTathamErrors(t *testing.T) {
	const id = "4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1"
	for _, tc := range []struct{ in, want string }{
		{"4x4:0,2,6,LLaRLaRaRaRdX,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1", "id:1:23: unexpected 'X' in the grid"},
		{"4x4:0,2,6,LLaRLaRaRaRd,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1", "id:1:23: the grid holds 15 cells: expected 16"},
		{"4x4:0,2,6,LLaRLaRaRaRdLL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1", "id:1:24: the grid runs past its 16 cells"},
		{id[:len(id)-2], "id:1:54: end of the ID after clue 15 of 16"},
		{id + ",4", "id:1:56: unexpected \",4\" after the last clue"},
		{strings.Replace(id, ",3,0,0", ",3,x,0", 1), "id:1:51: \"x\": expected clue 14 of 16"},
		{strings.Replace(id, ",3,0,0", ",3,,0", 1), "id:1:51: \"\": expected clue 14 of 16"},
		{"4x4:0,2", "id:1:8: end of the ID after the number of vampires"},
		{"4x4:0,2,", "id:1:9: end of the ID: expected the number of zombies"},
		{"4y4:0,2,6,LLaRLaRaRaRdL", "id:1:2: unexpected \"y4\" in the parameters"},
		{"0x4:0,2,6,LLaRLaRaRaRdL", "id:1:1: a 0×4 grid: expected 1 to 100 a side"},
		{"4x999:0,2,6,LLaRLaRaRaRdL", "id:1:1: a 4×999 grid: expected 1 to 100 a side"},
		{"4x4#1234", "id:1:4: a random seed"},
		{"https://x.org/puzzles/js/towers.html#" + id, "id:1:1: a link to"},
		{"https://x.org/js/undead.html#4x4#1234", "a random seed"},
		{"4x4:0,2,6,LLaRLaRaRaRdL", "id:1:24: end of the ID after the grid: expected 16 clues"},
	} {
		_, err := readID(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, expected %q", tc.in, err, tc.want)
		}
	}
	// The list reader passes a link to the game on to the ID reader, for
	// its reason (a seed), and a word before a '#' is no link.
	for in, want := range map[string]string{
		"https://x.org/js/undead.html#4x4#1234": "a random seed",
		"0#" + id:                               "lines of the grid", // read as a grid, as readID refuses it
	} {
		if _, err := parse(in, "list"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q in a list: %v, expected %q", in, err, want)
		}
	}
	// In a list, the column counts from the start of the line.
	_, err := parse("a\t"+id+"\nb\t"+id[:len(id)-2]+"\n", "list")
	if err == nil || !strings.HasPrefix(err.Error(), "list:2:56: ") {
		t.Errorf("list: %v", err)
	}
}

// TestTextRoundTrip draws every test puzzle as text and reads it back,
// with and without a solution.
func TestTextRoundTrip(t *testing.T) {
	for _, name := range jsonFiles(t) {
		p := loadFile(t, name)
		text := Text(p, nil)
		q, err := ParseText(text, name)
		if err != nil || key(q) != key(p) {
			t.Errorf("%s: drawn as\n%s\nread back as another puzzle (%v)", name, text, err)
			continue
		}
		sols, _ := solveAll(t, p, encode.Default, 1)
		text = Text(p, sols[0])
		q, err = ParseText(text, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		// Every monster is now given: the solution is the only one.
		got, complete := solveAll(t, q, encode.Default, 0)
		if len(got) != 1 || !complete || string(got[0].key()) != string(sols[0].key()) {
			t.Errorf("%s: the drawn solution reads back as a puzzle with %d solutions", name, len(got))
		}
	}
	// The text file typed from undead.c's header.
	if a, b := loadFile(t, "janko_001_4x4.txt"), loadFile(t, "janko_001_4x4.json"); key(a) != key(b) {
		t.Errorf("janko_001_4x4.txt reads as\n%s\nthe JSON file as\n%s", Text(a, nil), Text(b, nil))
	}
}

func TestTextVariants(t *testing.T) {
	want := key(loadFile(t, "janko_001_4x4.json"))
	for _, in := range []string{
		// janko's layout: corners, '-' for empty cells.
		"ghosts 0 vampires 2 zombies 6\n- 2 1 1 1 -\n1 \\ \\ - / 2\n0 \\ - / - 2\n0 / - / - 2\n3 - - - \\ 2\n- 3 3 2 2 -\n",
		// Simon Tatham's text output: two columns per field.
		"G: 0 V: 2 Z: 6\n\n   2 1 1 1  \n 1 \\ \\ . / 2\n 0 \\ . / . 2\n 0 / . / . 2\n 3 . . . \\ 2\n   3 3 2 2  \n",
		// Totals after the grid, tabs, comments.
		"  2 1 1 1 # top\n1\t\\ \\ . / 2\n0 \\ . / . 2\n\n0 / . / . 2\n3 . . . \\ 2\n. 3 3 2 2\nZ 6 V 2 G 0\n",
	} {
		p, err := ParseText(in, "t")
		if err != nil || key(p) != want {
			t.Errorf("%q: %v", in, err)
		}
	}
	// Fixed monsters in either case, unknown totals, no clues, a group.
	p, err := ParseText("G 1 V -\n. . .\n. g / 1\n. . Z .\n. . .\nsame 0,0 1,1\n", "t")
	if err != nil {
		t.Fatal(err)
	}
	if p.Grid[0] != Ghost || p.Grid[1] != Slash || p.Grid[3] != Zombie || p.Totals != [3]int{1, NoClue, NoClue} ||
		p.Clues[Right][0] != 1 || p.Clues[Top][0] != NoClue || len(p.Same) != 1 || p.Same[0][1] != (Pos{1, 1}) {
		t.Errorf("read as %+v", p)
	}
}

func TestTextErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "t:1:1: 0 lines of the grid"},
		{"  1 2\n3 . . 4\n", "t:3:1: 2 lines of the grid"},
		{"  1 2\n3 . . 4\n3 . 4\n  1 2\n", "t:3:3: 1 cell in this row, 2 in the first (line 2)"},
		{"  1 2\n3 . . 4\n3 . . 4 5\n  1 2\n", "t:3:3: 3 cells in this row, 2 in the first (line 2)"},
		{"  1 2\n3 . x 4\n  1 2\n", "t:2:5: \"x\": expected a cell"},
		{"  1 2\n3 . GG 4\n  1 2\n", "t:2:5: \"GG\": expected a cell"},
		{"  1 2\n3 . \\\\ 4\n  1 2\n", `t:2:5: "\\": expected a cell`}, // as typed (review: %q doubled each backslash)
		{"  1 2\n3 . . 4x\n  1 2\n", "t:2:7: \"4x\": expected a clue"},
		{"  1 2\n3 . . 4\n  1 2 3\n", "t:3:3: 3 clues below the grid: expected 2, one a column"},
		{"  1 2\n3 . . 4\n  1 2 . 3 4\n", "t:3:3: 5 clues below the grid: expected 2, one a column"},
		{"1\n3 . . 4\n  1 2\n", "t:1:1: 1 clues above the grid: expected 2, one a column"},
		{"1 2 3\n", "t:2:1: 1 lines of the grid"},
		{"G 1\n", "t:1:1: 0 lines of the grid"},
		{"G 1 V\n  1 2\n3 . . 4\n  1 2\n", "t:1:5: \"V\" without a number"},
		{"G 1 X 2\n  1 2\n3 . . 4\n  1 2\n", "t:1:5: \"X\": expected G, V or Z"},
		{"G 1 G 2\n  1 2\n3 . . 4\n  1 2\n", "t:1:5: the number of ghosts given twice"},
		{"G x\n  1 2\n3 . . 4\n  1 2\n", "t:1:3: \"x\": expected the number of ghosts"},
		{"  1 2\n3 . / 4\n  1 2\nsame 0,0 0,1\n", "t:4:10: cell 0,1 is a mirror"},
		{"  1 2\n3 . . 4\n  1 2\nsame 0,0 0,2\n", "t:4:10: cell 0,2: off the 1×2 grid"},
		{"  1 2\n3 . . 4\n  1 2\nsame 0;0\n", "t:4:6: \"0;0\": expected a cell ROW,COL"},
		{"  1 2\n3 . . 9999999\n  1 2\n", "t:2:7: \"9999999\": expected a clue"},
	} {
		_, err := ParseText(tc.in, "t")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, expected %q", tc.in, err, tc.want)
		}
	}
}

func TestJSONErrors(t *testing.T) {
	base := `{"shape": [2, 2], "visibility": {"top": [1, null], "bottom": [0, 1], "left": [null, null], "right": [2, 0]},
 "mirrors": [{"row": 0, "col": 0, "val": "/"}], "monster_number": [], "fixed_cells": [], "same_cells": []}`
	if p, err := ParseJSON([]byte(base), "j"); err != nil || p.Grid[0] != Slash || p.Clues[Top][1] != NoClue || p.Clues[Right][0] != 2 {
		t.Fatalf("%+v, %v", p, err)
	}
	for _, tc := range []struct{ old, new, want string }{
		{`[2, 2]`, `[2]`, "j:1:11: shape holds 1 value: expected [rows, cols]"},
		{`[2, 2]`, `[2, 0]`, "j:1:15: the number of columns 0: expected 1 to 100"},
		{`"top": [1, null]`, `"top": [1]`, "j:1:41: 1 top clues: expected 2"},
		{`"top"`, `"bot"`, "j:1:41: unknown side \"bot\""},
		{`"top": [1, null], `, ``, "j:1:33: visibility: no \"top\""},
		{`"bottom": [0, 1]`, `"bottom": [0, -1]`, "j:1:66: a clue -1: expected 0 to"},
		{`"bottom": [0, 1]`, `"bottom": [0, "1"]`, "j:1:66: expected a clue as a whole number, found a string"},
		{`"val": "/"`, `"val": "|"`, "j:2:42: \"|\": expected one of / \\"},
		{`"fixed_cells": []`, `"fixed_cells": [{"row": 0, "col": 0, "val": "G"}]`, "j:2:87: fixed cell 0,0 is a mirror"},
		{`"fixed_cells": []`, `"fixed_cells": [{"row": 1, "col": 0, "val": "G"}, {"row": 1, "col": 0, "val": "V"}]`, "fixed cell 1,0 given twice"},
		{`"fixed_cells": []`, `"fixed_cells": [{"row": 1, "col": 2, "val": "G"}]`, "j:2:105: col 2: expected 0 to 1"},
		{`"same_cells": []`, `"same_cells": [{"row": 0, "col": 0}]`, "j:2:105: same cell 0,0 is a mirror"},
		{`"monster_number": []`, `"monster_number": [{"name": "X", "val": 1}]`, "j:2:77: monster \"X\": expected G, V or Z"},
		{`"monster_number": []`, `"monster_number": [{"name": "G", "val": 1}, {"name": "G", "val": 2}]`, "the number of ghosts given twice"},
		{`"monster_number": []`, `"monster_number": [{"name": "G"}]`, "j:2:68: a monster number: no \"val\""},
		{`"mirrors": [{"row": 0, "col": 0, "val": "/"}]`, `"mirrors": [{"row": 0, "col": 0, "val": "/"}, {"row": 0, "col": 0, "val": "/"}]`, "mirror at 0,0 given twice"},
		{`"shape": [2, 2], `, ``, "j:1:1: the puzzle: no \"shape\""},
		{`}`, ``, "unexpected end of JSON"},
	} {
		in := strings.Replace(base, tc.old, tc.new, 1)
		if in == base && tc.old != tc.new {
			t.Fatalf("%q not found", tc.old)
		}
		_, err := ParseJSON([]byte(in), "j")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s -> %s: error %v, expected %q", tc.old, tc.new, err, tc.want)
		}
	}
}

// readID reads an Undead game ID alone, its error placed as a list's
// first line places it: "id:1:COL: ...".
func readID(s string) (*Puzzle, error) {
	p, err := readTatham(s)
	if e, ok := err.(*tatham.Error); ok {
		return nil, fmt.Errorf("id:1:%d: %s", e.Col, e.Msg)
	}
	return p, err
}

// TestJSONOptional: the lists but shape and visibility may be left out or
// null (generate writes an empty list as null, and reads it back).
func TestJSONOptional(t *testing.T) {
	for _, in := range []string{
		`{"shape": [1, 2], "visibility": {"top": [1, null], "bottom": [0, 1], "left": [null], "right": [2]}}`,
		`{"shape": [1, 2], "visibility": {"top": [1, null], "bottom": [0, 1], "left": [null], "right": [2]},
		  "mirrors": null, "fixed_cells": null, "monster_number": null, "same_cells": null}`,
	} {
		p, err := ParseJSON([]byte(in), "j")
		if err != nil || key(p) != "1x2:.. [[1 -1] [0 1] [-1] [2]] totals[-1 -1 -1] same[]" {
			t.Errorf("%s: %v, %v", in, p, err)
		}
	}
}
