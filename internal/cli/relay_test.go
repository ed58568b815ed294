package cli

import (
	"bytes"
	"testing"
)

// TestRelay checks that a relay passes on the output of the worker whose
// turn it is at once, holds the others' until their turn, and writes all
// in the workers' order whatever the order of the writes.
func TestRelay(t *testing.T) {
	var w bytes.Buffer
	r := newRelay(&w, 3)
	write := func(k int, s string) {
		if n, err := r.part(k).Write([]byte(s)); n != len(s) || err != nil {
			t.Fatalf("worker %d wrote %q: %d, %v", k, s, n, err)
		}
	}
	expect := func(want string) {
		t.Helper()
		if w.String() != want {
			t.Fatalf("written %q, expected %q", w.String(), want)
		}
	}
	write(2, "c1 ")
	write(1, "b1 ")
	write(0, "a1 ")
	expect("a1 ")
	write(1, "b2 ")
	write(0, "a2 ")
	expect("a1 a2 ")
	r.next() // worker 0 ended: 1's held output goes out, then its next
	expect("a1 a2 b1 b2 ")
	write(1, "b3 ")
	write(2, "c2 ")
	expect("a1 a2 b1 b2 b3 ")
	r.next()
	expect("a1 a2 b1 b2 b3 c1 c2 ")
	write(2, "c3")
	r.next()
	expect("a1 a2 b1 b2 b3 c1 c2 c3")
}
