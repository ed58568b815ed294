package main

// The genres register themselves with the driver: importing them is all
// it takes to have them on the command line. puzzles/all lists them.
import _ "github.com/puzzlesat/puzzlesat/puzzles/all"
