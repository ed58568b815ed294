package mirrormaze_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/mirrormaze"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Solve janko.at's Spukschloss 001, given as the Undead game ID of Simon
// Tatham's undead.c, and check that its solution is unique.
func Example() {
	ps, err := mirrormaze.Genre.Parse([]byte("4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1"), "janko 001")
	if err != nil {
		panic(err)
	}
	opts := &solve.Options{Unique: true}
	prob := mirrormaze.Genre.Problem(ps[0].P, "janko 001", opts, false)
	_, err = solve.Run(context.Background(), opts, solve.Problems(prob), func(o *solve.Outcome) error {
		fmt.Print(o.Solutions[0].Text)
		fmt.Println("unique:", o.Unique(), o.Solutions[0].Fields["grid"])
		return nil
	})
	if err != nil {
		panic(err)
	}
	// Output:
	// G 0 V 2 Z 6
	//   2 1 1 1
	// 1 \ \ Z / 2
	// 0 \ V / Z 2
	// 0 / Z / Z 2
	// 3 V Z Z \ 2
	//   3 3 2 2
	// unique: true [\\Z/ \V/Z /Z/Z VZZ\]
}
