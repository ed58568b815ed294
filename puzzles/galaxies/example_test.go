package galaxies_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/galaxies"
	"github.com/puzzlesat/puzzlesat/sat"
)

// A puzzle typed as a text grid is solved, checked and drawn, and written
// back as a URL and a game ID.
func Example() {
	grid := `
+-+-+-+
|. o .|
+ + + +
|. . .|
+o+ o +
|. . .|
+-+-+-+
`
	p, err := galaxies.ParseText(strings.NewReader(grid), "example")
	if err != nil {
		panic(err)
	}
	m := p.Encode(encode.Config{Connect: encode.Lazy}, galaxies.Default)
	_, err = sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 0, func(model []bool) bool {
		sol := m.Decode(model)
		fmt.Println(galaxies.Verify(p, sol), sol.Rows(p.Cols))
		fmt.Print(galaxies.Text(p, sol, galaxies.RenderOptions{}))
		return true
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.URL())
	fmt.Println(p.Tatham())
	// Output:
	// <nil> [[0 0 0] [1 2 2] [1 2 2]]
	// ┌───────────┐
	// │     ●     │
	// ├───┬───────┤
	// │   │       │
	// │ ● │   ●   │
	// │   │       │
	// └───┴───────┘
	// https://puzz.link/p?tentaisho/3/3/hek4e
	// 3x3:cmc
}
