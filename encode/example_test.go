package encode_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// At most one of 16 literals, in each at-most-one encoding: auxiliary
// variables and clauses.
func ExampleAtMostOne() {
	for _, enc := range []encode.Encoding{
		encode.Pairwise, encode.Sequential, encode.Commander,
		encode.Product, encode.Binary, encode.Bimander,
	} {
		f := sat.NewFormula()
		x := sat.Lits(f.NewVars(16))
		encode.AtMostOne(f, x, encode.Config{AMO: enc})
		fmt.Printf("%-10s %2d vars %3d clauses\n", enc, f.NumVars()-16, f.NumClauses())
	}
	// Output:
	// pairwise    0 vars 120 clauses
	// sequential 15 vars  44 clauses
	// commander   7 vars  50 clauses
	// product     8 vars  44 clauses
	// binary      4 vars  64 clauses
	// bimander    3 vars  56 clauses
}

// At most 4 of 32 literals, in each cardinality encoding.
func ExampleAtMost() {
	for _, enc := range []encode.Encoding{encode.SeqCounter, encode.Totalizer, encode.CardNet} {
		f := sat.NewFormula()
		x := sat.Lits(f.NewVars(32))
		encode.AtMost(f, x, 4, encode.Config{Card: enc})
		fmt.Printf("%-10s %3d vars %3d clauses\n", enc, f.NumVars()-32, f.NumClauses())
	}
	// Output:
	// seqcounter 124 vars 275 clauses
	// totalizer   99 vars 245 clauses
	// cardnet    207 vars 323 clauses
}

// Exactly 2 of 5: the solutions, counted on the inputs only, are the
// C(5, 2) = 10 ways to choose two.
func ExampleExactly() {
	f := sat.NewFormula()
	in := f.NewVars(5)
	encode.Exactly(f, sat.Lits(in), 2, encode.Config{Card: encode.Totalizer})
	res, err := sat.Enumerate(context.Background(), f, sat.Projection{Vars: in, TrueOnly: true}, nil, 0, nil)
	fmt.Println(res.Count, res.Complete, err)
	// Output:
	// 10 true <nil>
}
