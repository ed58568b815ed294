// Package tents is Tents: a tent beside each tree, orthogonally, the
// trees and tents paired one to one, no two tents touching (diagonally
// either), and the tents of each row and column counted in the margins.
// README.md tells its formats and answers; 'puzzlesat genres tents'
// shows it.
package tents

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
