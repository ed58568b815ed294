package main

// Troix registers itself with the driver.
import _ "github.com/puzzlesat/puzzlesat/puzzles/troix"
