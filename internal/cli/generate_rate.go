package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/solve"
)

// maxRateTries is how many puzzles generate --rate makes for one that it
// keeps before it gives up on the level asked for.
const maxRateTries = 2000

// parseLevel reads the value of --rate: 0, 1, 2 (up to solve.MaxLevel) or
// "search" (solve.Search).
func parseLevel(s string) (int, error) {
	if s == "search" {
		return solve.Search, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > solve.MaxLevel {
		return 0, usageErr("--rate %q: expected a level: 0, 1, 2 or search", s)
	}
	return n, nil
}

// rateText rates a puzzle written in its genre's text format, as
// puzzlesat GENRE --rate would: the genre reads the text with its default
// flags and every given as a named rule.
func rateText(ctx context.Context, g *solve.Genre, text string) (solve.Rating, error) {
	fs := newFlagSet(g.Name, g.Name, io.Discard)
	c := addCommon(fs, g.Outputs...)
	command := g.Flags(fs)
	if err := fs.Parse([]string{"--rate"}); err != nil {
		return solve.Rating{}, err
	}
	opts := c.options()
	env := &solve.Env{
		Args: []string{"-"}, Options: opts, Stdin: strings.NewReader(text), Stdout: io.Discard, Stderr: io.Discard,
		Open: func(string) (io.ReadCloser, error) {
			return io.NopCloser(strings.NewReader(text)), nil
		},
		Changed: func(string) bool { return false },
		Now:     now,
	}
	src, err := command(ctx, env)
	if err != nil {
		return solve.Rating{}, err
	}
	if src == nil {
		return solve.Rating{}, fmt.Errorf("%s read its own puzzle as no puzzle", g.Name)
	}
	p, err := src()
	if err != nil {
		return solve.Rating{}, err
	}
	if p == nil {
		return solve.Rating{}, fmt.Errorf("%s read its own puzzle as no puzzle", g.Name)
	}
	return solve.Rate(ctx, p)
}

// levelName is a level as --rate writes it.
func levelName(l int) string {
	if l == solve.Search {
		return "search"
	}
	return strconv.Itoa(l)
}

// levelValue is a level as --rate's JSON gives it: a number, or
// "search".
func levelValue(l int) any {
	if l == solve.Search {
		return "search"
	}
	return l
}
