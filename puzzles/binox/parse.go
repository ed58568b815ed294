package binox

import (
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/symgrid"
)

// Parse reads a puzzle in any of the formats (see the package doc), told
// apart by their first characters: '{' for JSON, a Tatham game ID (digits,
// then ':' or an address with '#'), else a text grid. name is the file,
// for messages.
func Parse(r io.Reader, name string) (*Puzzle, error) {
	data, err := symgrid.ReadAll(r, name)
	if err != nil {
		return nil, err
	}
	text := strings.TrimSpace(string(data))
	switch {
	case strings.HasPrefix(text, "{"):
		return ParseJSON(data, name)
	case isGameID(text):
		return ParseUnruly(text, name)
	}
	return ParseText(data, name)
}

// ParseJSON reads the series' JSON form. The series' rules ask for
// distinct rows and columns.
func ParseJSON(data []byte, name string) (*Puzzle, error) {
	g, err := symgrid.ParseJSON(data, name, Symbols)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Puzzle: *g, Distinct: true}, nil
}

// ParseText reads the text grid, with distinct rows and columns.
func ParseText(data []byte, name string) (*Puzzle, error) {
	g, err := symgrid.ParseText(data, name, Symbols)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Puzzle: *g, Distinct: true}, nil
}
