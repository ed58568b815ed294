package main

// The Slitherlink genre registers itself with the driver.
import _ "github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
