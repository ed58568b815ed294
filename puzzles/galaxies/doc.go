// Package galaxies is Galaxies (Tentai Show, Spiral Galaxies): divide the
// grid into galaxies, each holding the cells that touch its centre (in
// the middle of a cell, on a side between two, or on a dot shared by
// four), connected, and symmetric under the half-turn about its centre.
// Its cells take their galaxy from a list of their own (kit.Model.Choice),
// and its answer is the kit's regions, drawn by grid.Lattice with the
// centres at cells, sides and dots. README.md tells its formats, answers
// and model; 'puzzlesat genres galaxies' shows it.
package galaxies

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
