// Package scan reads a string of a link a byte at a time, with errors
// placed at a column: the cursor under puzz.link's body reader and under
// Tatham's description reader.
package scan

import "fmt"

// Error is an error at a column of the link that was read (from 1).
type Error struct {
	Col int
	Msg string
}

// Error returns "column N: message".
func (e *Error) Error() string { return fmt.Sprintf("column %d: %s", e.Col, e.Msg) }

// Errorf returns an *Error at column col.
func Errorf(col int, format string, args ...any) *Error {
	return &Error{Col: col, Msg: fmt.Sprintf(format, args...)}
}

// Cursor is a place in a string whose first byte is at a known column.
type Cursor struct {
	s   string
	i   int
	col int // the column of s[0]
}

// New returns a cursor at the start of s, whose first byte is at column
// col.
func New(s string, col int) Cursor { return Cursor{s: s, col: col} }

// Done reports whether the string is read to its end.
func (c *Cursor) Done() bool { return c.i >= len(c.s) }

// Col returns the column of the next byte.
func (c *Cursor) Col() int { return c.col + c.i }

// Rest returns what is left unread.
func (c *Cursor) Rest() string { return c.s[c.i:] }

// Since returns what was read from column col (a column of this cursor's
// string, at or before Col) up to the next byte: a token as typed, for
// messages.
func (c *Cursor) Since(col int) string { return c.s[min(max(col-c.col, 0), c.i):c.i] }

// Peek returns the next byte, or 0 at the end.
func (c *Cursor) Peek() byte {
	if c.Done() {
		return 0
	}
	return c.s[c.i]
}

// Next reads the next byte (0 at the end). It moves on past any byte, a
// NUL too: a reader that loops to the end ends.
func (c *Cursor) Next() byte {
	b := c.Peek()
	c.Advance(1)
	return b
}

// Advance reads n bytes, or what is left when fewer are.
func (c *Cursor) Advance(n int) { c.i = min(c.i+n, len(c.s)) }

// Accept reads the next byte when it is b (never at the end), and reports
// whether it was.
func (c *Cursor) Accept(b byte) bool {
	if !c.Done() && c.s[c.i] == b {
		c.i++
		return true
	}
	return false
}

// Errorf returns an *Error at the next byte.
func (c *Cursor) Errorf(format string, args ...any) error {
	return Errorf(c.Col(), format, args...)
}
