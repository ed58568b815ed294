// Package slitherlink is Slitherlink (Loopy, Fences): one loop along the
// sides of the cells, from dot to dot, that never branches or crosses
// itself, a numbered cell having that many of its sides on it. The loop
// runs through the centres of the dots' shape (grid.Shape.Dots), which
// the kit states as any loop (kit.Model.LoopOf). README.md tells its
// formats, answers and model; 'puzzlesat genres slitherlink' shows it.
package slitherlink

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
