package sudoku_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
	"github.com/puzzlesat/puzzlesat/sat"
)

// A 4×4 puzzle read as a grid, modelled, solved, verified and written
// back as a grid.
func Example() {
	p, layout, err := sudoku.Parse(strings.NewReader("1.3.\n.4.2\n2.4.\n.3.1\n"), "example", sudoku.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := p.Encode(sudoku.Full, encode.Default)
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 0, func(model []bool) bool {
		g := m.Decode(model)
		if err := sudoku.Verify(p, g); err != nil {
			fmt.Println(err)
		}
		fmt.Print(layout.Render(p, g))
		return true
	})
	fmt.Println(res.Count, "solution", err)
	// Output:
	// 1234
	// 3412
	// 2143
	// 4321
	// 1 solution <nil>
}
