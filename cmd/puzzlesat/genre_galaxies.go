package main

// The Galaxies genre registers itself with the driver.
import _ "github.com/puzzlesat/puzzlesat/puzzles/galaxies"
