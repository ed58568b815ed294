package starbattle

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

func ExampleText() {
	p, _ := ParseURL("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")
	sol := Solution{{0, 1}, {1, 3}, {2, 5}, {3, 2}, {4, 4}, {5, 0}}
	fmt.Print(Text(p, sol, RenderOptions{}))
	// Output:
	// ┌───────────┬───────────┐
	// │     ★     │           │
	// │   ┌───────┘   ┌───────┤
	// │   │         ★ │       │
	// │   ├───────┬───┴───┐   │
	// │   │       │       │ ★ │
	// ├───┴───┐   └───┐   │   │
	// │       │ ★     │   │   │
	// │   ┌───┴───────┘   │   │
	// │   │             ★ │   │
	// │   ├───────────────┘   │
	// │ ★ │                   │
	// └───┴───────────────────┘
}

func TestTextColour(t *testing.T) {
	p := loadFile(t, "norvig_5x5_1.txt")
	plain := Text(p, nil, RenderOptions{})
	col := Text(p, nil, RenderOptions{Colour: true})
	if strings.Contains(plain, "\x1b[") {
		t.Fatal("escape sequences without Colour")
	}
	if !strings.Contains(col, "\x1b[30;48;5;") {
		t.Fatal("no colour with Colour")
	}
	// Touching regions get different colours.
	c := grid.Shape{Rows: p.Rows, Cols: p.Cols}.Colours(p.Region, p.Regions)
	for r := 0; r < p.Rows; r++ {
		for cc := 0; cc+1 < p.Cols; cc++ {
			if a, b := p.At(r, cc), p.At(r, cc+1); a != b && c[a] == c[b] {
				t.Errorf("regions %d and %d touch and share colour %d", a, b, c[a])
			}
		}
	}
}
