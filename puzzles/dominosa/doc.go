// Package dominosa is Dominosa: a grid of numbers 0 to n, (n+1)×(n+2)
// cells, cut into the full set of dominoes 0-0 to n-n, each once.
// README.md tells its formats and answers; 'puzzlesat genres dominosa'
// shows it.
package dominosa

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
