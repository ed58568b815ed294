// Package all registers every genre with the driver: a program, a test or
// the browser page that imports it (for its side effect) has them all.
// This file is the one list of the genres.
package all

import (
	_ "github.com/puzzlesat/puzzlesat/puzzles/akari"
	_ "github.com/puzzlesat/puzzlesat/puzzles/binox"
	_ "github.com/puzzlesat/puzzlesat/puzzles/calendar"
	_ "github.com/puzzlesat/puzzlesat/puzzles/dominosa"
	_ "github.com/puzzlesat/puzzlesat/puzzles/fillomino"
	_ "github.com/puzzlesat/puzzlesat/puzzles/futoshiki"
	_ "github.com/puzzlesat/puzzlesat/puzzles/galaxies"
	_ "github.com/puzzlesat/puzzlesat/puzzles/hashi"
	_ "github.com/puzzlesat/puzzlesat/puzzles/heyawake"
	_ "github.com/puzzlesat/puzzlesat/puzzles/hitori"
	_ "github.com/puzzlesat/puzzlesat/puzzles/kakuro"
	_ "github.com/puzzlesat/puzzlesat/puzzles/kenken"
	_ "github.com/puzzlesat/puzzlesat/puzzles/kurodoko"
	_ "github.com/puzzlesat/puzzlesat/puzzles/magnets"
	_ "github.com/puzzlesat/puzzlesat/puzzles/masyu"
	_ "github.com/puzzlesat/puzzlesat/puzzles/mirrormaze"
	_ "github.com/puzzlesat/puzzlesat/puzzles/nonogram"
	_ "github.com/puzzlesat/puzzlesat/puzzles/nurikabe"
	_ "github.com/puzzlesat/puzzlesat/puzzles/palisade"
	_ "github.com/puzzlesat/puzzlesat/puzzles/queens"
	_ "github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	_ "github.com/puzzlesat/puzzlesat/puzzles/signpost"
	_ "github.com/puzzlesat/puzzlesat/puzzles/skyscraper"
	_ "github.com/puzzlesat/puzzlesat/puzzles/slant"
	_ "github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
	_ "github.com/puzzlesat/puzzlesat/puzzles/starbattle"
	_ "github.com/puzzlesat/puzzlesat/puzzles/sudoku"
	_ "github.com/puzzlesat/puzzlesat/puzzles/tapa"
	_ "github.com/puzzlesat/puzzlesat/puzzles/tents"
	_ "github.com/puzzlesat/puzzlesat/puzzles/tracks"
	_ "github.com/puzzlesat/puzzlesat/puzzles/troix"
	_ "github.com/puzzlesat/puzzlesat/puzzles/yajilin"
)
