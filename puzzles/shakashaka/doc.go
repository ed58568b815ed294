// Package shakashaka is Shakashaka: black triangles (half cells) in white
// cells so that every white area is a rectangle, upright or turned by 45
// degrees, and each numbered black cell has that many triangles beside
// it. README.md tells its formats and answers; 'puzzlesat genres
// shakashaka' shows it.
package shakashaka

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
