package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/solve"
)

// linkGenre finds the genre of a link typed where the command goes
// (puzzlesat URL): the genre whose puzz.link URL it is, or the genre of
// Tatham's whose game ID it reads as. A game ID's form is every Tatham
// genre's, so it goes to the one genre that reads it, or of several the
// one sure of it (solve.Page.Sure, which a web link's game name makes),
// as on the page. ok is false when arg is no genre's link; err says when
// it is one but names no one genre.
func linkGenre(arg string) (g *solve.Genre, ok bool, err error) {
	// A puzz.link URL has its '?' (a path "nurikabe/a.txt" is a file), a
	// game ID its ':', and neither a blank inside nor a JSON value's
	// bracket (blanks around one are passed over, as its genre does).
	s := strings.TrimSpace(arg)
	if strings.ContainsAny(s, "\n\t ") || !strings.ContainsAny(s, "?:") || strings.HasPrefix(s, "{") || strings.HasPrefix(s, "[") {
		return nil, false, nil
	}
	if g, err := LinkedGenre(s); g != nil || err != nil {
		return g, true, err
	}
	var claims, reads, sure []*solve.Genre
	for _, g := range solve.Genres() {
		if g.Page == nil || !g.Page.Claims(arg) {
			continue
		}
		claims = append(claims, g)
		if _, err := g.Page.Read(arg); err == nil {
			reads = append(reads, g)
			if g.Page.Sure != nil && g.Page.Sure(arg) {
				sure = append(sure, g)
			}
		}
	}
	switch {
	case len(claims) == 0:
		return nil, false, nil
	case len(claims) == 1: // a puzz.link URL: its genre says why, if it does not read
		return claims[0], true, nil
	case len(sure) == 1:
		return sure[0], true, nil
	case len(reads) == 1:
		return reads[0], true, nil
	case len(reads) == 0:
		return nil, true, usageErr("%q: no genre reads this game ID: name its genre first (puzzlesat GENRE ID) to see why", arg)
	}
	return nil, true, badInput(&ambiguous{fmt.Sprintf("%q reads as a puzzle of %s: name the genre first, as in puzzlesat %s ID", arg, clip.OrList(names(reads)), reads[0].Name)})
}

// LinkedGenre returns the genre that a web link to one of Tatham's games
// names (".../js/bridges.html#ID": hashi), which must read its ID (or say
// why not: an ID it refuses, or none after the '#'), or an
// error for a link to one of his games that puzzlesat does not have
// (mosaic); nil and nil for any other input, a web page of no game
// included. Once another genre read a link whose own refused its ID.
func LinkedGenre(input string) (*solve.Genre, error) {
	game := tatham.Game(input)
	if game == "" {
		return nil, nil
	}
	if g, ok := solve.Lookup(game); ok && g.Page != nil {
		return g, nil
	}
	if tatham.IsGame(game) {
		return nil, usageErr("%q: a link to Tatham's %s, a game puzzlesat does not read", strings.TrimSpace(input), game)
	}
	return nil, nil
}

// UnreadURL says why a puzz.link URL of genre t (puzzlink.Type), which
// no genre claims, is not read: puzzlesat has no such genre, reads it
// from other forms (Palisade's "fivecells"), or reads its URLs of
// pzprjs's types only ("tentaisho", not "galaxies"). The page says it
// too.
func UnreadURL(t string) string {
	if g, ok := solve.Lookup(t); ok {
		if len(g.URLTypes) > 0 {
			return fmt.Sprintf("a puzz.link URL of %q: puzzlesat reads %s from puzz.link URLs of type %s (pzprjs's names), not %q", t, g.Name, clip.OrList(quoted(g.URLTypes)), t)
		}
		return fmt.Sprintf("a puzz.link URL of %q: puzzlesat reads %s from %s, not from puzz.link URLs", t, g.Name, clip.OrList(g.Inputs))
	}
	urls := slices.DeleteFunc(solve.Genres(), func(g *solve.Genre) bool { return !slices.Contains(g.Inputs, "puzz.link URL") })
	return fmt.Sprintf("a puzz.link URL of %q, a genre puzzlesat does not read; it reads those of %s", t, strings.Join(names(urls), ", "))
}

// quoted returns the strings, each quoted.
func quoted(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}

// names returns the genres' names.
func names(gs []*solve.Genre) []string {
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = g.Name
	}
	return out
}

// linkRun returns the genre of a run whose first argument is a link in
// place of the command, with every other input that reads as a puzzle
// of it: a second link of another genre, or that reads as several, is
// refused, where that genre would have read it as its own. Flags and
// their values ("--dimacs 12:30", which Palisade reads as an ID) are the
// genre's, and so is an input that no genre reads (a file).
func linkRun(args []string) (*solve.Genre, bool, error) {
	g, ok, err := linkGenre(args[0])
	if !ok || err != nil {
		return g, ok, err
	}
	for _, arg := range inputs(g, args[1:]) {
		if arg == "-" {
			continue
		}
		if _, err := os.Stat(arg); err == nil {
			continue
		}
		other, ok, err := linkGenre(arg)
		var refused *ambiguous
		switch {
		case ok && errors.As(err, &refused):
			return nil, true, err
		case ok && err == nil && other != g:
			return nil, true, usageErr("%q is a puzzle of %s, %q of %s: name the genre first, as in puzzlesat %s LINK...", args[0], g.Name, arg, other.Name, g.Name)
		}
	}
	return g, true, nil
}

// inputs returns the arguments of g's command line that are neither
// flags nor their values; all of them when they do not parse (the run
// then says why).
func inputs(g *solve.Genre, args []string) []string {
	fs := newFlagSet(g.Name, "", io.Discard)
	addCommon(fs, g.Outputs...)
	g.Flags(fs)
	if fs.Parse(args) != nil {
		return args
	}
	return fs.Args()
}

// otherGenre refuses an input of g's command that is a link of another
// genre, and neither a file nor a link g takes for its own: 'puzzlesat
// slitherlink AKARI-URL' says which command reads it, where g alone
// would say only what it expected. A link that g claims (a game ID, whose
// form every Tatham genre shares) is left to g, which says why it
// refuses it.
func otherGenre(g *solve.Genre, args []string) error {
	for _, arg := range args {
		if arg == "-" || g.Page != nil && g.Page.Claims(arg) {
			continue
		}
		if _, err := os.Stat(arg); err == nil {
			continue
		}
		if other, ok, err := linkGenre(arg); ok && err == nil && other != g {
			return usageErr("%q is a puzzle of %s, not %s: run puzzlesat %s LINK, or give the link alone", clip.Text(arg, 60), other.Name, g.Name, other.Name)
		}
	}
	return nil
}

// ambiguous is linkGenre's refusal of a link that reads as a puzzle of
// several genres.
type ambiguous struct{ msg string }

func (a *ambiguous) Error() string { return a.msg }
