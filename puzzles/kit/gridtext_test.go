package kit

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
)

// TestGridTextPlaces checks where the JSON form of a typed grid places its
// cells and its errors. A line break inside a row's string panicked in
// every kit genre (the text it was joined into had more lines than rows);
// escapes shifted every column after them; non-ASCII cells counted bytes
// where text grids count runes.
func TestGridTextPlaces(t *testing.T) {
	read := func(doc string) (string, error) {
		v, err := jsonpos.Parse([]byte(doc), "f")
		if err != nil {
			t.Fatal(err)
		}
		text, err := GridText(v)
		if err != nil {
			return "", err
		}
		var places []string
		for _, row := range text.Rows {
			for _, tok := range row {
				places = append(places, tok.Errorf("%s", tok.Text).Error())
			}
		}
		return strings.Join(places, "; "), nil
	}
	for _, tc := range []struct{ doc, want string }{
		{`{"grid": [". 2", "# ."]}`, "f:1:12: .; f:1:14: 2; f:1:19: #; f:1:21: ."},
		{`{"grid": ["\u002e2Z"]}`, "f:1:12: .; f:1:18: 2; f:1:19: Z"},
		{`{"grid": ["\\ Q"]}`, `f:1:12: \; f:1:15: Q`},
		{`{"grid": ["→ ↙ Q"]}`, "f:1:12: →; f:1:14: ↙; f:1:16: Q"},
		{"{\"grid\": [\"..\\n..\", \"..\"]}", `error f:1:11: a row of "..\n..": expected its cells on one line, one row a string`},
		{`{"grid": ["..", " "]}`, `error f:1:17: a row of " ": expected its cells on one line, one row a string`},
		// The row at fault is named, with its kind (it was the first,
		// and "a string" for a number).
		{`{"grid": [". .", 5, ". ."]}`, `error f:1:18: a row: expected a string, as the first row is, found a number`},
		{`{"grid": [[".", "."], ". ."]}`, `error f:1:23: a row: expected an array, as the first row is, found a string`},
		{`{"grid": [null]}`, `error f:1:11: a row: expected a string or an array of cells, found null`},
	} {
		got, err := read(tc.doc)
		if err != nil {
			got = "error " + err.Error()
		}
		if got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.doc, got, tc.want)
		}
	}
}
