// Package kit is the genre kit: what every grid genre shares, so that a
// genre states its puzzle, its rules and its formats and nothing else.
//
// A genre describes itself in a Genre: its name, the formats it reads and
// writes (a typed grid, JSON, puzz.link URLs, Simon Tatham's game IDs;
// Otto Janko's data blocks, read through the typed grid), its model, its
// verifier and its rendering, and optionally a generator; Register hands
// it to the driver (package solve), which then gives it every common flag
// and question: counting, uniqueness, forced cells, explanations, hints,
// ratings, proofs, workers and job files.
//
// The model is written on a Model: grids of variables (Bools, OneHot),
// each rule instance one constraint over their literals named as people
// name it ("row 3", "r3c4=2"), and the global rules as one call each:
// Connected (the cells that are on hold together), Loop and Path (lines
// through the centres of the cells). Guide states clauses that only lead
// the search for one solution (some solution meets them whenever there is
// one), left out for every other question but uniqueness in a genre
// whose Sole vouches for the one solution they leave. Hope and
// HopeClause state what a solution likely holds, without any such
// promise: a search for one solution looks under them first, and
// without them when they leave none. A genre's decoder
// reads its board from Values, the same way for a solution and for what
// every solution agrees on (--forced), and its verifier checks the board
// with the rule checks of package grid, without looking at the model.
//
// Package grid holds the geometry and the data, without SAT; package
// kittest the conformance test that every genre runs on its test data.
package kit
