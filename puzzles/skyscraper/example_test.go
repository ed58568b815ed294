package skyscraper_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/skyscraper"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Solve the Towers example of Simon Tatham's collection and draw it with
// its clues, in the text format the genre reads, as the command line
// does; write it as a puzz.link URL.
func Example() {
	ps, err := skyscraper.Genre.Parse([]byte("5:/3/3///3/2/2//3////2//3///2/,m1f2d"), "id")
	if err != nil {
		panic(err)
	}
	prob := skyscraper.Genre.Problem(ps[0].P, "id", &solve.Options{Encoding: encode.Default}, false)
	res, _ := sat.Enumerate(context.Background(), prob.Formula, prob.Projection, nil, 2, func(model []bool) bool {
		a, err := prob.Show(model)
		if err != nil {
			panic(err)
		}
		fmt.Print(a.Text)
		return true
	})
	fmt.Println(res.Count, "solution")
	url, _ := skyscraper.Genre.Links[0].Write(ps[0].P)
	fmt.Println(url)
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
