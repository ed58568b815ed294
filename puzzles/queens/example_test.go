package queens_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/queens"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Count the solutions of 6-queens: enumeration is projected onto the
// squares, so auxiliary variables of the encodings never add solutions.
func Example() {
	p, _ := queens.New(6)
	m := p.Encode(encode.Config{AMO: encode.Sequential})
	res, _ := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 0, func(model []bool) bool {
		fmt.Println([]int(m.Decode(model)))
		return true
	})
	fmt.Println(res.Count, "solutions")
	// Unordered output:
	// [1 3 5 0 2 4]
	// [2 5 1 4 0 3]
	// [3 0 4 1 5 2]
	// [4 2 0 5 3 1]
	// 4 solutions
}
