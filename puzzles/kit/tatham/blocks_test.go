package tatham

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// TestBlocks: Keen's own IDs read as the game reads them, random borders
// written read back, and a description cut short or too long is refused.
func TestBlocks(t *testing.T) {
	// Tatham's 4x4 "a_6a6_aa" (with clues m8d2m12s1s2a6d2, his solution
	// 4123 2314 1432 3241): the cages r1c1 r1c2 r2c1 (8×), r1c3 r2c3
	// (2÷), r1c4 r2c4 (12×), r2c2 r3c2 (1−), r3c1 r4c1 (2−), r3c3 r3c4
	// r4c4 (6+), r4c2 r4c3 (2÷): the sides inside them are no border.
	b, err := NewDesc("a_6a6_aa,", 1).Blocks(4, 'y')
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(b); got != "[false true true true true true true true false true false true false true false false true false true true false true true false]" {
		t.Errorf("borders %s", got)
	}
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		n := 1 + rng.Intn(9)
		border := make([]bool, 2*n*(n-1))
		for e := range border {
			border[e] = rng.Intn(8) == 0
		}
		for _, open := range []byte{'y', 'z'} {
			s := WriteBlocks(n, border, open)
			got, err := NewDesc(s, 1).Blocks(n, open)
			if err != nil || fmt.Sprint(got) != fmt.Sprint(border) {
				t.Fatalf("%d, %c: %q read back as %v, %v", n, open, s, got, err)
			}
		}
	}
	// One cage of 9x9: 144 sides, none a border: y5s in Keen's reading.
	if s := WriteBlocks(9, make([]bool, 144), 'y'); s != "y5s" {
		t.Errorf("9x9 in one cage: %q, want y5s", s)
	}
	for _, tc := range []struct{ s, want string }{
		{"a_6a6_a", "column 8: the block borders end after 23 of the 24 sides"},
		{"a_6a6_aaa", "column 9: the block borders pass the end"},
		{"a_6a6_a!", "column 8: unexpected '!'"},
		{"_99999999", "column 1: the block borders pass the end"},
	} {
		_, err := NewDesc(tc.s, 1).Blocks(4, 'y')
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.s, err, tc.want)
		}
	}
}
