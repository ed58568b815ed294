package skyscraper_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/skyscraper"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Solve the Towers example of Simon Tatham's collection and draw it with
// its clues, in the text format the package reads.
func Example() {
	p, err := skyscraper.ParseTatham("5:/3/3///3/2/2//3////2//3///2/,m1f2d")
	if err != nil {
		panic(err)
	}
	m := p.Encode(encode.Default, skyscraper.Default)
	res, _ := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 2, func(model []bool) bool {
		sol := m.Decode(model)
		if err := skyscraper.Verify(p, sol); err != nil {
			panic(err)
		}
		fmt.Print(skyscraper.Text(p, sol))
		return true
	})
	fmt.Println(res.Count, "solution")
	fmt.Println(p.URL())
	// Output:
	//    . 3 3 . .
	// .  5 2 1 4 3  3
	// .  3 1 4 2 5  .
	// .  4 3 5 1 2  .
	// 2  1 5 2 3 4  2
	// .  2 4 3 5 1  .
	//    3 2 2 . 3
	// 1 solution
	// https://puzz.link/p?skyscrapers/5/5/g33h322g3i2g3h2gs1l2j
}
