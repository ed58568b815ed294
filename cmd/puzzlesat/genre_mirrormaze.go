package main

// The Haunted Mirror Maze registers itself with the driver.
import _ "github.com/puzzlesat/puzzlesat/puzzles/mirrormaze"
