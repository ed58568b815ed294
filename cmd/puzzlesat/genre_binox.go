package main

// Binox registers itself with the driver.
import _ "github.com/puzzlesat/puzzlesat/puzzles/binox"
