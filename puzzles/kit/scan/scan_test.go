package scan

import (
	"errors"
	"testing"
)

// TestCursor walks a string with each move and checks where the cursor
// stands after it: its column, what is left, the next byte.
func TestCursor(t *testing.T) {
	c := New("ab\x00c", 7)
	check := func(step string, col int, rest string) {
		t.Helper()
		if c.Col() != col || c.Rest() != rest || c.Done() != (rest == "") {
			t.Fatalf("after %s: column %d, rest %q, done %v; want %d, %q", step, c.Col(), c.Rest(), c.Done(), col, rest)
		}
		if want := byte(0); rest != "" {
			want = rest[0]
			if c.Peek() != want {
				t.Fatalf("after %s: Peek %q, want %q", step, c.Peek(), want)
			}
		} else if c.Peek() != want {
			t.Fatalf("after %s: Peek %q at the end, want 0", step, c.Peek())
		}
	}
	check("New", 7, "ab\x00c")
	if c.Accept('b') {
		t.Fatal("Accept('b') took 'a'")
	}
	check("a refused Accept", 7, "ab\x00c")
	if !c.Accept('a') {
		t.Fatal("Accept('a') refused 'a'")
	}
	check("Accept('a')", 8, "b\x00c")
	if b := c.Next(); b != 'b' {
		t.Fatalf("Next = %q, want 'b'", b)
	}
	check("Next", 9, "\x00c")
	if b := c.Next(); b != 0 {
		t.Fatalf("Next over a NUL = %q", b)
	}
	check("Next over a NUL", 10, "c")
	if got := c.Since(8); got != "b\x00" {
		t.Fatalf("Since(8) = %q, want the two bytes read from column 8", got)
	}
	if got := c.Since(1); got != "ab\x00" {
		t.Fatalf("Since(1), before the string: %q, want all that was read", got)
	}
	c.Advance(5)
	check("Advance past the end", 11, "")
	if b := c.Next(); b != 0 {
		t.Fatalf("Next at the end = %q, want 0", b)
	}
	if c.Accept(0) {
		t.Fatal("Accept(0) at the end took something")
	}
	check("Next and Accept at the end", 11, "")
}

// TestErrorf checks that an error names the cursor's column and is found
// by errors.As through wrapping.
func TestErrorf(t *testing.T) {
	c := New("xyz", 3)
	c.Advance(2)
	err := c.Errorf("unexpected %q", c.Peek())
	if got, want := err.Error(), `column 5: unexpected 'z'`; got != want {
		t.Fatalf("Errorf: %q, want %q", got, want)
	}
	var e *Error
	if !errors.As(errors.Join(errors.New("x"), err), &e) || e.Col != 5 || e.Msg != `unexpected 'z'` {
		t.Fatalf("errors.As: %+v", e)
	}
}
