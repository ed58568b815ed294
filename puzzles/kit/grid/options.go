package grid

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/internal/clip"
)

// Options splits the lines of options off the top of a typed grid, for a
// genre whose rules have options ("no-loops", "max-bridges=3"): each a
// line of its own that starts with a lowercase letter, returned as one
// token (its tokens joined, at the first one's place). It returns them
// and the grid below, read a character a cell when no row of it has
// blanks inside (as it would be without the options above it, whose
// blanks made the text read at blanks).
func (t *Text) Options() ([]Token, *Text) {
	var opts []Token
	rows := t.Rows
	for ; len(rows) > 0 && rows[0][0].Text[0] >= 'a' && rows[0][0].Text[0] <= 'z'; rows = rows[1:] {
		var b, typed strings.Builder
		for k, tok := range rows[0] {
			if k > 0 && tok.Col > rows[0][k-1].Col+utf8.RuneCountInString(rows[0][k-1].Text) {
				typed.WriteByte(' ')
			}
			b.WriteString(tok.Text)
			typed.WriteString(tok.Text)
		}
		opt := rows[0][0]
		opt.Text, opt.typed = b.String(), typed.String()
		opts = append(opts, opt)
	}
	if len(opts) > 0 && !slices.ContainsFunc(rows, func(row []Token) bool { return len(row) != 1 }) {
		rows = unspaced(rows)
	}
	rest := &Text{Where: t.Where, Rows: rows}
	if len(opts) > 0 {
		rest.taken, rest.took = fmt.Sprintf("the line %q", clip.Text(opts[len(opts)-1].Typed(), 20)), opts[len(opts)-1]
	}
	return opts, rest
}

// Switches splits the option lines of a rule's switches off the top of a
// typed grid (Options): each line one of names ("adjacent", "fill"), at
// most once. It returns those given and the grid below.
func (t *Text) Switches(names ...string) (map[string]bool, *Text, error) {
	if err := t.EmptyRow(); err != nil {
		return nil, nil, err
	}
	opts, body := t.Options()
	on := map[string]bool{}
	for _, o := range opts {
		if !slices.Contains(names, o.Text) {
			return nil, nil, o.Errorf("%q: expected a row of the grid, or the line %s", o.Typed(), strings.Join(names, " or the line "))
		}
		on[o.Text] = true
	}
	return on, body, OptionsOnce(opts)
}

// IntOption splits the option line of a number off the top of a typed
// grid (Options): spec names it and its number ("size=K"), which is from
// lo to hi; what tells what the number is, in errors ("the cells of each
// region"). It returns the number, def when the line is missing, and the
// grid below.
func (t *Text) IntOption(spec string, def, lo, hi int, what string) (int, *Text, error) {
	if err := t.EmptyRow(); err != nil {
		return 0, nil, err
	}
	opts, body := t.Options()
	key, _, _ := strings.Cut(spec, "=")
	n := def
	for _, o := range opts {
		v, err := strconv.Atoi(strings.TrimPrefix(o.Text, key+"="))
		if !strings.HasPrefix(o.Text, key+"=") || err != nil || v < lo || v > hi {
			return 0, nil, o.Errorf("%q: expected %s, %s, above the grid", o.Typed(), spec, what)
		}
		n = v
	}
	return n, body, OptionsOnce(opts)
}

// OptionsOnce refuses an option line whose name (before any '=') a line
// above it gave already: the last would win unnoticed.
func OptionsOnce(opts []Token) error {
	seen := map[string]int{}
	for _, o := range opts {
		key, _, _ := strings.Cut(o.Text, "=")
		if line, ok := seen[key]; ok {
			return o.Errorf("%q: %s given twice (line %d): expected it once", o.Typed(), key, line)
		}
		seen[key] = o.Line
	}
	return nil
}

// unspaced splits rows of one token each into a token a character, at
// their columns, as ReadText reads a text without blanks inside its
// lines (at most MaxSide+3 a row, as it keeps).
func unspaced(rows [][]Token) [][]Token {
	out := make([][]Token, len(rows))
	for k, row := range rows {
		tok := row[0]
		out[k] = tokens(tok.Text, false, tok.Where, tok.Line, MaxSide+3)
		for i := range out[k] {
			out[k][i].Col += tok.Col - 1 // tokens counts from the token's first character
		}
	}
	return out
}
