package sudoku

import (
	"fmt"
	"strings"
)

// Format is a way of writing puzzles down.
type Format int

// The formats. Auto detects the format from the first puzzle of an input.
const (
	Auto Format = iota
	// Line is one puzzle per line: N² characters, '.' or '0' for a blank
	// (the common exchange format; 81 characters for 9×9). A file of them
	// is a batch.
	Line
	// Grid is a puzzle over N lines of N characters, with optional '|',
	// '-', '+' separators and spaces between cells.
	Grid
	// Ints is whitespace-separated integers, 0 for a blank: N² on one line
	// (one puzzle per line) or N on each of N lines. It is the format for
	// N > 61.
	Ints
	// JSON is the object {"shape": N, "fixed_cells": [{"row": r, "col": c,
	// "val": v}, ...]} with 0-based rows and columns; several objects may
	// follow each other.
	JSON
	// Link is a puzz.link URL or a game ID of Simon Tatham's Solo a line,
	// perhaps after a name and a tab (as --format url and tatham write
	// several).
	Link
)

var formatNames = []string{Auto: "auto", Line: "line", Grid: "grid", Ints: "ints", JSON: "json", Link: "link"}

// String returns the format's name, as --input takes it.
func (f Format) String() string {
	if f >= 0 && int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// ParseFormat reads a format name: auto, line, grid, ints, json or link.
func ParseFormat(s string) (Format, error) {
	for i, name := range formatNames {
		if s == name {
			return Format(i), nil
		}
	}
	return 0, fmt.Errorf("unknown format %q: expected one of %s", s, strings.Join(formatNames, ", "))
}

// Layout is how an input was written, so that answers can be written the
// same way.
type Layout struct {
	Format     Format
	OneLine    bool // Ints: N² integers on one line (Line is always one line)
	Separators bool // Grid: the input had '|' and '-' separators between blocks
	Spaced     bool // Grid: the input had spaces between cells
}

// MaxChar is the largest value the character formats can write: 1-9, then
// A-Z for 10-35, then a-z for 36-61.
const MaxChar = 61

// charValue returns the value of a cell character: 0 for a blank ('.' or
// '0'), 1-9, A-Z (10-35), a-z (36-61); ok is false for any other byte.
func charValue(b byte) (v int, ok bool) {
	switch {
	case b == '.' || b == '0':
		return 0, true
	case b >= '1' && b <= '9':
		return int(b - '0'), true
	case b >= 'A' && b <= 'Z':
		return int(b-'A') + 10, true
	case b >= 'a' && b <= 'z':
		return int(b-'a') + 36, true
	}
	return 0, false
}

// valueChar is the character of value v (1 ≤ v ≤ MaxChar), '.' for 0.
func valueChar(v int) byte {
	switch {
	case v == 0:
		return '.'
	case v <= 9:
		return byte('0' + v)
	case v <= 35:
		return byte('A' + v - 10)
	case v <= MaxChar:
		return byte('a' + v - 36)
	}
	return '?'
}

// alphabet describes the characters of values 1…n, for messages.
func alphabet(n int) string {
	switch {
	case n <= 9:
		return fmt.Sprintf("1-%c", valueChar(n))
	case n <= 35:
		return fmt.Sprintf("1-9, A-%c", valueChar(n))
	case n <= MaxChar:
		return fmt.Sprintf("1-9, A-Z, a-%c", valueChar(n))
	}
	return "integers"
}
