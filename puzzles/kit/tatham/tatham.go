// Package tatham holds what the readers of game IDs of Simon Tatham's
// Portable Puzzle Collection share: an error at a column of the ID, and
// the split of an ID ("PARAMS:DESC", perhaps after the web player's link
// and '#') into its parameters and its description.
package tatham

import (
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/scan"
)

// Error is an error at a column (from 1) of a game ID.
type Error = scan.Error

// Split splits s into the parameters and the description of a game ID,
// with the columns (from 1) of both in s, or returns ok false when s holds
// no ':' after its link. Blanks around s are passed over. A web link
// (".../towers.html#ID") is taken from its '#'; a '#' after anything else
// (nothing, a blank, "7x7" of a seed "7x7#12345") makes s no game ID. The
// parameters are not checked: their form is each game's.
func Split(s string) (params, desc string, pcol, dcol int, ok bool) {
	lead := len(s) - len(strings.TrimLeft(s, " \t"))
	s = strings.TrimRight(s[lead:], " \t\r\n")
	off := lead
	if i := strings.IndexByte(s, '#'); i >= 0 {
		if _, page := webPage(s[:i]); strings.ContainsAny(s[:i], " \t") || !strings.Contains(s[:i], "/") && !page {
			return "", "", 0, 0, false
		}
		off += i + 1
		s = s[i+1:]
	}
	params, desc, found := strings.Cut(s, ":")
	if !found {
		return "", "", 0, 0, false
	}
	return params, desc, off + 1, off + len(params) + 2, true
}

// IsID reports whether s reads as a game ID of a grid: its parameters
// begin with the size, "WxH" or a single number N for N×N ("7x7:DESC",
// "7:DESC", "5a:DESC" for Unequal and Keen). Tatham's games read both
// forms of the size; their generators write WxH where a grid may be
// oblong. It is a kit.Link's Is for such a genre.
func IsID(s string) bool {
	params, _, _, _, ok := Split(s)
	return ok && params != "" && params[0] >= '0' && params[0] <= '9'
}

// Game returns the game that a web link to one of Tatham's games names
// (".../js/filling.html#5x5:..." names "filling"), or "" for a game ID
// alone.
func Game(s string) string {
	link, _, found := strings.Cut(strings.TrimSpace(s), "#")
	if !found {
		return ""
	}
	game, _ := webPage(link)
	return game
}

// webPage returns the name of the web page a link ends in ("filling" for
// ".../js/filling.html"), and whether it ends in one (.html or .htm).
func webPage(link string) (string, bool) {
	name := strings.ToLower(link[strings.LastIndexByte(link, '/')+1:])
	for _, ext := range []string{".html", ".htm"} {
		if page, ok := strings.CutSuffix(name, ext); ok {
			return page, true
		}
	}
	return "", false
}

// games are the names of the games of Tatham's collection, as their web
// pages are named (".../js/bridges.html"), from his source's list
// (generated-games.h).
var games = strings.Fields(`blackbox bridges cube dominosa fifteen filling flip flood galaxies
	guess inertia keen lightup loopy magnets map mines mosaic net netslide palisade pattern
	pearl pegs range rect samegame signpost singles sixteen slant solo tents towers tracks
	twiddle undead unequal unruly untangle`)

// IsGame reports whether name is one of the games of Tatham's collection,
// as its web page names it ("bridges", "mosaic").
func IsGame(name string) bool {
	return slices.Contains(games, name)
}
