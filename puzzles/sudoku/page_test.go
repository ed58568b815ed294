package sudoku

import (
	"strings"
	"testing"
)

// TestPageGridDecimal: a value above 9 typed in decimal on the page's
// board of a grid written in characters (25 on a 25×25) reads as that
// value; it was read as two cells, "a row of 26 cells".
func TestPageGridDecimal(t *testing.T) {
	blank, err := pageBlank(25, 25)
	if err != nil {
		t.Fatal(err)
	}
	tokens := blank.Grid
	tokens[0][0], tokens[24][24] = "25", "10"
	p, err := pageGrid("", tokens)
	if err != nil {
		t.Fatal(err)
	}
	if p.Grid[0][0] != "P" || p.Grid[24][24] != "A" || !strings.Contains(p.Text, "P") {
		t.Fatalf("read as %q and %q", p.Grid[0][0], p.Grid[24][24])
	}
	// On a 9×9, 10 is no value: refused, as the command line refuses an A.
	blank, _ = pageBlank(9, 9)
	blank.Grid[0][0] = "10"
	if _, err := pageGrid("", blank.Grid); err == nil || !strings.Contains(err.Error(), "'A' stands for 10") {
		t.Fatalf("10 on a 9×9: %v", err)
	}
}
