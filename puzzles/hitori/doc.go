// Package hitori is Hitori (Singles in Simon Tatham's collection): shade
// cells so that no number repeats among the unshaded cells of a row or a
// column, no two shaded cells side by side, the unshaded cells one piece.
// README.md tells its formats and answers; 'puzzlesat genres hitori'
// shows it.
package hitori

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
