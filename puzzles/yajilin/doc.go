// Package yajilin is Yajilin (Arrow Ring): shade some cells, no two side
// by side, and draw one loop through all the other cells but the clues;
// each clue's arrow counts the shaded cells it points at. README.md
// tells its formats and answers; 'puzzlesat genres yajilin' shows it.
package yajilin

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
