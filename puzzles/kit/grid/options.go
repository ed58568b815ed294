package grid

import "strings"

// Options splits the lines of options off the top of a typed grid, for a
// genre whose rules have options ("no-loops", "max-bridges=3"): each a
// line of its own that starts with a lowercase letter, returned as one
// token (its tokens joined, at the first one's place). It returns them
// and the grid below.
func (t *Text) Options() ([]Token, *Text) {
	var opts []Token
	rows := t.Rows
	for ; len(rows) > 0 && rows[0][0].Text[0] >= 'a' && rows[0][0].Text[0] <= 'z'; rows = rows[1:] {
		var b strings.Builder
		for _, tok := range rows[0] {
			b.WriteString(tok.Text)
		}
		opt := rows[0][0]
		opt.Text = b.String()
		opts = append(opts, opt)
	}
	return opts, &Text{Where: t.Where, Rows: rows}
}
