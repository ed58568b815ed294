package slitherlink_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Solve pzprjs's test puzzle from its puzz.link URL, prove it unique with
// the lazy connectivity check, and draw the loop with its clues, as the
// command line does.
func Example() {
	ps, err := slitherlink.Genre.Parse([]byte("https://puzz.link/p?slither/5/5/cbcbcddad"), "url")
	if err != nil {
		panic(err)
	}
	prob := slitherlink.Genre.Problem(ps[0].P, "url", &solve.Options{Encoding: encode.Config{Connect: encode.Lazy}}, false)
	res, _ := sat.Enumerate(context.Background(), prob.Formula, prob.Projection, nil, 2, func(model []bool) bool {
		a, err := prob.Show(model)
		if err != nil {
			panic(err)
		}
		fmt.Print(a.Text)
		fmt.Println(a.Fields["loop"].([][2]int)[:4])
		return true
	})
	fmt.Println(res.Count, "solution")
	id, _ := slitherlink.Genre.Links[1].Write(ps[0].P)
	fmt.Println(id)
	// Output:
	// ┌───────────────────┐
	// │ 2           1     │
	// │   ┌───────┐   ·   │
	// │   │ 2     │     1 │
	// │   │   ┌───┘   ·   │
	// │   │   │ 2         │
	// │   │   │   ┌───┐   │
	// │ 3 │   │   │ 3 │   │
	// └───┘   └───┘   │   │
	//       0         │ 3 │
	// ·   ·   ·   ·   └───┘
	// [[0 0] [0 1] [0 2] [0 3]]
	// 1 solution
	// 5x5t0:2b1b2b1b2b3b3b0b3
}
