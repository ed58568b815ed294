// Package solve is puzzlesat's driver: what every genre shares once its
// puzzle is a formula.
//
// A genre (Sudoku, Star Battle, Binox, ...) registers itself with Register:
// its name, the formats it reads and writes, and a Command that turns the
// inputs of one run into Problems. A Problem is one puzzle instance ready
// for the solver: a formula, the projection that tells its solutions apart,
// an optional split of the search into cubes, and a function that decodes a
// model, checks it with the genre's own verifier and renders it.
//
// Run solves a stream of problems under Options (one solution, all of
// them, the count, or the setter's uniqueness check), in this process or in
// worker processes of the program (gophersat runs one search at a time in
// a process), and hands each problem's Outcome back in input order. Every
// solution in an Outcome has passed the genre's verifier. The package never
// prints: the command line (cmd/puzzlesat) parses flags and writes
// outcomes, and a Go program can do the same with its own output.
package solve
