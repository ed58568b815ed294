package kit

import (
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// URL is the link format of puzz.link URLs of the types names (pzprjs's;
// puzzlink.Match), read by read and written by write; example is one that
// reads, for messages.
func URL[P any](read func(string) (P, error), write func(P) (string, error), example string, names ...string) Link[P] {
	return Link[P]{Format: "url", Is: func(s string) bool { return puzzlink.Match(s, names...) }, Read: read, Write: write, Example: example, Types: names}
}

// TathamID is the link format of Simon Tatham's game IDs, which begin
// with the size (tatham.IsID), read by read and written by write; example
// is one that reads, for messages.
func TathamID[P any](read func(string) (P, error), write func(P) (string, error), example string) Link[P] {
	return Link[P]{Format: "tatham", Is: tatham.IsID, Read: read, Write: write, Example: example}
}

// SureOf returns the link format with its Sure set: a game ID whose form
// another of Tatham's games shares (Rectangles' and Range's) is surely
// this genre's when sure holds of the puzzle it reads as.
func (l Link[P]) SureOf(sure func(p P) bool) Link[P] {
	l.Sure = sure
	return l
}
