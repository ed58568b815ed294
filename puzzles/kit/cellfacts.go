package kit

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// CellFacts writes the numbers of the cells of s, for a Bench's Facts:
// the fact name(R, C, V) for each cell whose number V in v is above 0,
// row R and column C from 0 ("given(0,2,3).\n").
func CellFacts(s grid.Shape, name string, v []int) string {
	var b strings.Builder
	writeFacts(&b, s, func(i int, fact Fact) {
		if v[i] > 0 {
			fact(name, v[i])
		}
	})
	return b.String()
}

// Fact states a fact of a cell for GridFacts: name(R, C, args...).
type Fact func(name string, args ...int)

// GridFacts writes a grid for a Bench's Facts: size(Rows, Cols), then
// the facts that cell states of each cell, in order, each name(R, C,
// args...) with row R and column C from 0 ("number(0,2,3).\n").
func GridFacts(s grid.Shape, cell func(i int, fact Fact)) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size(%d,%d).\n", s.Rows, s.Cols)
	writeFacts(&b, s, cell)
	return b.String()
}

// writeFacts writes the facts that cell states of each cell of s to b.
func writeFacts(b *strings.Builder, s grid.Shape, cell func(i int, fact Fact)) {
	for i := range s.N() {
		r, c := s.RC(i)
		cell(i, func(name string, args ...int) {
			fmt.Fprintf(b, "%s(%d,%d", name, r, c)
			for _, a := range args {
				fmt.Fprintf(b, ",%d", a)
			}
			b.WriteString(").\n")
		})
	}
}
