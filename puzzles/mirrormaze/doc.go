// Package mirrormaze is the Haunted Mirror Maze (Undead in Simon Tatham's
// collection, Spukschloss at janko.at): a grid of mirrors and cells that
// each hold a ghost, a vampire or a zombie, counted along the lines of
// sight that the clues at the edge look down. README.md tells its
// formats, model and answers; 'puzzlesat genres mirrormaze' shows it.
package mirrormaze

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
