package slitherlink

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestTextDoc solves the drawing of Text's documentation, read back as a
// puzzle: its only loop is the one drawn.
func TestTextDoc(t *testing.T) {
	const drawing = "┌───────┐   ·\n│ 2     │\n│   ┌───┘   ·\n│ 3 │ 2   0\n└───┘   ·   ·\n"
	p, err := ParseText(strings.NewReader(drawing), "doc")
	if err != nil {
		t.Fatal(err)
	}
	sols, complete := solveAll(t, p, encode.Config{}, Default, 0)
	if len(sols) != 1 || !complete {
		t.Fatalf("%d solutions", len(sols))
	}
	if got := Text(p, sols[0]); got != drawing {
		t.Fatalf("drawn as\n%s", got)
	}
	// The puzzle alone: dots and clues.
	if got := Text(p, Solution{}); got != "·   ·   ·   ·\n  2\n·   ·   ·   ·\n  3   2   0\n·   ·   ·   ·\n" {
		t.Fatalf("the puzzle alone:\n%s", got)
	}
}
