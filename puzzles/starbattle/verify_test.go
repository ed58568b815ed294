package starbattle

import (
	"strings"
	"testing"
)

func TestVerifyRejects(t *testing.T) {
	p := loadFile(t, "cspuz_test_6x6_1.txt")
	good := append(Solution(nil), p.Answer...)
	if err := Verify(p, good); err != nil {
		t.Fatalf("the answer fails: %v", err)
	}
	change := func(f func(s Solution) Solution) Solution {
		return f(append(Solution(nil), good...))
	}
	for _, tc := range []struct {
		name string
		sol  Solution
		want string
	}{
		{"none", nil, "row 0 holds 0 stars"},
		{"missing", change(func(s Solution) Solution { return s[1:] }), "row 0 holds 0"},
		{"twice", change(func(s Solution) Solution { return append(s, s[0]) }), "listed twice"},
		{"off grid", change(func(s Solution) Solution { s[0].Col = 6; return s }), "off the 6×6 grid"},
		{"moved in row", change(func(s Solution) Solution { s[0].Col = 0; return s }), "column 0 holds 2"},
		{"touching", Solution{{0, 0}, {1, 2}, {2, 4}, {3, 1}, {4, 3}, {5, 5}}, ""},
		{"diagonal", Solution{{0, 0}, {1, 1}}, "row 2 holds 0"},
	} {
		err := Verify(p, tc.sol)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Verify = %v, expected an error with %q", tc.name, err, tc.want)
		}
	}
	// Rows, columns and regions right, but two stars touch diagonally.
	q, err := New(2, 2, 1, []int{0, 0, 1, 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(q, Solution{{0, 0}, {1, 1}}); err == nil || !strings.Contains(err.Error(), "touch") {
		t.Errorf("touching stars: Verify = %v", err)
	}
	// Rows and columns right, a region holds two.
	q, _ = New(3, 3, 1, []int{0, 0, 0, 1, 1, 1, 0, 2, 2})
	if err := Verify(q, Solution{{0, 0}, {1, 2}, {2, 1}}); err == nil {
		t.Errorf("touching stars accepted")
	}
}
