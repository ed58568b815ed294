package galaxies_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/galaxies"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// A puzzle typed as a text grid is solved, checked and drawn as the
// command line does, and written back as a URL and a game ID.
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
	ps, err := galaxies.Genre.Parse([]byte(grid), "example")
	if err != nil {
		panic(err)
	}
	p := ps[0].P
	prob := galaxies.Genre.Problem(p, "example", &solve.Options{Encoding: encode.Config{Connect: encode.Lazy}}, false)
	_, err = sat.Enumerate(context.Background(), prob.Formula, prob.Projection, nil, 0, func(model []bool) bool {
		a, err := prob.Show(model)
		fmt.Println(err, a.Fields["regions"])
		fmt.Print(a.Text)
		return true
	})
	if err != nil {
		panic(err)
	}
	for _, l := range galaxies.Genre.Links {
		s, _ := l.Write(p)
		fmt.Println(s)
	}
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
