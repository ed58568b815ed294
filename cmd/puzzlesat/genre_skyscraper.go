package main

// The Skyscraper genre registers itself with the driver.
import _ "github.com/puzzlesat/puzzlesat/puzzles/skyscraper"
