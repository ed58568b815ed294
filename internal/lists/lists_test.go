package lists

import (
	"slices"
	"testing"
)

// Each list starts empty with its room; filling every list to its room
// and one past it keeps each list's own values.
func TestWithRoom(t *testing.T) {
	counts := []int{2, 0, 3, 1}
	ls := WithRoom[int](counts)
	if len(ls) != len(counts) {
		t.Fatalf("%d lists for %d counts", len(ls), len(counts))
	}
	for i, l := range ls {
		if len(l) != 0 || cap(l) != counts[i] {
			t.Errorf("list %d: length %d, room %d; want 0 and %d", i, len(l), cap(l), counts[i])
		}
	}
	for i := range ls {
		for k := 0; k <= counts[i]; k++ {
			ls[i] = append(ls[i], 10*i+k)
		}
	}
	for i, l := range ls {
		want := []int{}
		for k := 0; k <= counts[i]; k++ {
			want = append(want, 10*i+k)
		}
		if !slices.Equal(l, want) {
			t.Errorf("list %d: %v, want %v", i, l, want)
		}
	}
}
