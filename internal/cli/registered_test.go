package cli

// The command line's tests run every genre, as command puzzlesat has them.
import _ "github.com/puzzlesat/puzzlesat/puzzles/all"
