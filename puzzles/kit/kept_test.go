package kit

import (
	"slices"
	"testing"
)

func TestKept(t *testing.T) {
	full := []int{3, 1, 4, 1, 5}
	if got, want := Kept(full, []int{4, 0, 2}, Unknown), []int{3, Unknown, 4, Unknown, 5}; !slices.Equal(got, want) {
		t.Errorf("Kept = %v, want %v", got, want)
	}
	if got := Kept(full, nil, -1); !slices.Equal(got, []int{-1, -1, -1, -1, -1}) {
		t.Errorf("Kept of none = %v", got)
	}
	if !slices.Equal(full, []int{3, 1, 4, 1, 5}) {
		t.Errorf("Kept changed full: %v", full)
	}
}
