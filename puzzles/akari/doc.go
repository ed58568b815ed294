// Package akari is Light Up (Akari): lights in white cells that light
// every one of them, no light shining on another, numbered walls with
// that many lights beside them. README.md tells its formats and answers;
// 'puzzlesat genres akari' shows it.
package akari

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
