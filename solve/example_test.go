package solve_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/queens"
	"github.com/puzzlesat/puzzlesat/solve"
)

// A Go program counts the solutions of 8-queens with the driver, as the
// command line does (in this process: no worker command is set).
func Example() {
	p, err := queens.New(8)
	if err != nil {
		panic(err)
	}
	opts := &solve.Options{Count: true}
	_, err = solve.Run(context.Background(), opts, solve.Problems(p.Problem(opts, 0)), func(o *solve.Outcome) error {
		fmt.Println(o.Problem.Name, o.Count, o.Complete)
		return nil
	})
	if err != nil {
		panic(err)
	}
	// Output: queens 8 92 true
}
