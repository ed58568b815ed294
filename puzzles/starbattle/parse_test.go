package starbattle

import (
	"strings"
	"testing"
)

func TestParseGridErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "p:1:1: empty input"},
		{"3 3\nABC\n", "p:1:1:"},
		{"3 x 1\n", "p:1:3:"},
		{"3 3 0\nAAA\nBBB\nCCC\n", "p:1:5: 0 stars"},
		{"0 3 1\n", "p:1:1: grid of 0×3"},
		{"3 3 1\nAAA\nBB\nCCC\n", "p:3:3: row of 2 cells"},
		{"3 3 1\nAAA\nBBBB\nCCC\n", "p:3:4: row of 4 cells"},
		{"3 3 1\nAAA\nBBB\n", "p:4:1: 2 rows of regions"},
		{"3 3 1\nAAA\nBBB\nCCC\n\n*..\n..x\n", "p:7:3: unexpected 'x'"},
		{"3 3 1\nAAA\nBBB\nCCC\n\n*..\n...\n", "p:8:1: 2 rows of the solution"},
		{"3 3 1\nAAA\nBBB\nCCC\n\n*..\n...\n..*\nmore\n", "p:9:1: unexpected \"more\""},
		{"1000 1000 1\n", "expected 1 to 200"},
		// QA: such bytes were region symbols, a puzzle without a solution.
		{"3 3 1\nAAA\nB\xffB\nCCC\n", "p:3:2: not text (UTF-8)"},
		{"3 3 1\nAAA\nBB\x00\nCCC\n", `p:3:3: "\x00": expected a region symbol, not a control character`},
		{"3 3 1\nAAA\nB B \a\nCCC\n", `p:3:5: "\a": expected a region symbol`},
		{strings.Repeat("12 ", 100) + "\n", `p:1:1: "12 12 12 12 12 12 12…": expected "rows cols stars"`}, // a long line cut short
		{"3 " + strings.Repeat("x", 50) + " 1\n", `p:1:3: "xxxxxxxxxxxxxxxxxxxx…": expected a whole number (columns)`},
	} {
		_, err := ParseGrid(strings.NewReader(tc.in), "p")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseGrid(%q) = %v, expected an error with %q", tc.in, err, tc.want)
		}
	}
}

func TestParseGridForms(t *testing.T) {
	// Comments, CRLF, and words as region labels give the same puzzle.
	a, err := ParseGrid(strings.NewReader("# a comment\r\n3 3 1\r\nAAB\r\nACB\r\nCCB\r\n"), "a")
	if err != nil {
		t.Fatal(err)
	}
	b, err := ParseGrid(strings.NewReader("3 3 1\n10 10 7\n10 x 7\nx x 7\n"), "b")
	if err != nil {
		t.Fatal(err)
	}
	if key2(a) != key2(b) || a.Regions != 3 {
		t.Fatalf("regions differ: %s and %s", key2(a), key2(b))
	}
}

const jsonExample = `{"shape": [3, 3], "star_number": 1, "cages": [
  [{"row": 0, "col": 0}, {"row": 0, "col": 1}, {"row": 1, "col": 0}],
  [{"row": 0, "col": 2}, {"row": 1, "col": 2}, {"row": 2, "col": 2}],
  [{"row": 1, "col": 1}, {"row": 2, "col": 0}, {"row": 2, "col": 1}]]}`

func TestParseJSON(t *testing.T) {
	ps, err := Parse(strings.NewReader(jsonExample), "j")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := ParseGrid(strings.NewReader("3 3 1\nAAB\nACB\nCCB\n"), "g")
	if len(ps) != 1 || key2(ps[0]) != key2(g) {
		t.Fatalf("JSON gives %s, expected %s", key2(ps[0]), key2(g))
	}
}

// TestParseJSONQuoted: numbers may be quoted, as encoding/json's Number
// read them before the reader moved onto jsonpos.
func TestParseJSONQuoted(t *testing.T) {
	p, err := ParseJSON([]byte(`{"shape": ["1", 1], "star_number": "1", "cages": [[{"row": 0, "col": 0}]]}`), "j")
	if err != nil || p.Rows != 1 || p.Cols != 1 || p.K != 1 {
		t.Fatalf("%+v, %v", p, err)
	}
}

func TestParseJSONErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`[1]`, "j:1:1: expected a JSON object"},
		{`{"shape": [3, 3], "star_number": 1}`, `no "cages"`},
		{`{"shape": [3], "star_number": 1, "cages": []}`, "j:1:11: shape of 1 numbers"},
		{`{"shape": [3, 3], "star_number": 0, "cages": []}`, "j:1:34: star_number 0"},
		{`{"shape": [3, 3], "star_number": 1, "cages": [], "fixed": []}`, `j:1:50: "fixed" is no key of the puzzle`},
		{`{"shape": [3, 3], "star_number": 1.5, "cages": []}`, "star_number 1.5"},
		{"{\"shape\": [1, 2], \"star_number\": 1,\n \"cages\": [[{\"row\": 0, \"col\": 0}], [{\"row\": 0, \"col\": 0}]]}", "j:2:37: cell 0,0: in cage 0 and cage 1"},
		{"{\"shape\": [1, 2], \"star_number\": 1,\n \"cages\": [[{\"row\": 0, \"col\": 0}], [{\"row\": 0, \"col\": 9}]]}", "j:2:37: cell 0,9: off the 1×2 grid"},
		{`{"shape": [1, 2], "star_number": 1, "cages": [[{"row": 0, "col": 0}]]}`, "cell 0,1 is in no cage"},
		{`{"shape": [1, 2], "star_number": 1, "cages": [[{"row": 0}]]}`, `without "row" or "col"`},
		{`{"shape": [1, 2], "star_number": 1, "cages": [[{"row": "a", "col": 0}]]}`, "expected int"},
		{`{"shape": [1, 2], "star_number": 1, "cages": [[]]}`, "j:1:47: cage 0 is empty"},
		{`{"shape": [1, 2], "star_number": 1, "cages": [[{"row": 0, "col": 0}, {"row": 0, "col": 1}]]} x`, "unexpected text after"},
		{`{"shape": [1, 2], "star_number": 1, "cages": [[{"row": 0, "col": 0}`, "j:1:"},
		{`{"shape": [1, 2], "star_number": 1, "cages": [[5]]}`, `j:1:48: cell without "row" or "col"`},
		{`{"shape": [1, 2], "star_number": 1, "cages": [5]}`, "j:1:47: expected a cage: a list of cells"},
		{`{"shape": [1, 2], "star_number": 1, "cages": 5}`, "j:1:46: expected a list of cages"},
		{`{"shape": [1, "x"], "star_number": 1, "cages": []}`, "j:1:11: shape [1, x]: expected two whole numbers"},
		{`{"shape": [1, 1], "shape": [1, 1], "star_number": 1, "cages": []}`, `j:1:19: key "shape" given twice`},
		{`{"shape": [1, 1], "star_number": 1, "cages": [[{"row": 0, "col": 0, "x": 1}]]}`, `j:1:69: "x" is no key of a cell`},
		{`{"shape": [1, 1], "star_number": 201, "cages": []}`, "star_number 201: expected a whole number from 1 to 200"},
	} {
		_, err := ParseJSON([]byte(tc.in), "j")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseJSON(%q) = %v, expected an error with %q", tc.in, err, tc.want)
		}
	}
}

func TestParseDetectsURLList(t *testing.T) {
	ps, err := Parse(strings.NewReader("name\tURL\nx\tstarbattle/6/6/1/4ilbhgdnmhou\ny\thttps://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk\n"), "l")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].Name != "x" || ps[1].Name != "y" {
		t.Fatalf("got %d puzzles", len(ps))
	}
}

func TestInfeasible(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"2 3 1\nABC\nABC\n", "rows and columns must be as many"},
		{"3 3 1\nAAA\nBBB\nBBB\n", "as many regions as rows"},
		{"4 4 3\nAAAA\nBBBB\nCCCC\nDDDD\n", "holds at most 2 stars"},
		{"4 4 2\nAAAB\nCCCC\nDDDD\nDDDD\n", "has 1 cell, fewer than 2"},
		{"3 3 1\nAAB\nACB\nCCB\n", ""},
	} {
		p, err := ParseGrid(strings.NewReader(tc.in), "p")
		if err != nil {
			t.Fatal(err)
		}
		got := p.Infeasible()
		if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
			t.Errorf("%q: Infeasible() = %q, expected %q", tc.in, got, tc.want)
		}
	}
}
