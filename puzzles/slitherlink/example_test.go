package slitherlink_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Solve pzprjs's test puzzle from its puzz.link URL, prove it unique with
// the lazy connectivity check, and draw the loop with its clues.
func Example() {
	p, err := slitherlink.ParseURL("https://puzz.link/p?slither/5/5/cbcbcddad")
	if err != nil {
		panic(err)
	}
	m := p.Encode(encode.Config{Connect: encode.Lazy}, slitherlink.Default)
	res, _ := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 2, func(model []bool) bool {
		sol := m.Decode(model)
		if err := slitherlink.Verify(p, sol); err != nil {
			panic(err)
		}
		fmt.Print(slitherlink.Text(p, sol))
		fmt.Println(sol.Pairs()[:4])
		return true
	})
	fmt.Println(res.Count, "solution")
	fmt.Println(p.Tatham())
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
