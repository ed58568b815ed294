package kit

import (
	"context"
	"errors"
	"math/rand"
	"testing"
)

func TestGenerateSize(t *testing.T) {
	for _, c := range []struct {
		size, want int
		err        string
	}{
		{0, 5, ""},
		{4, 4, ""},
		{30, 30, ""},
		{3, 0, "--size 3: expected 4 to 30"},
		{31, 0, "--size 31: expected 4 to 30"},
	} {
		got, err := GenerateSize(c.size, 5, 4, 30)
		if got != c.want || (err == nil) != (c.err == "") || err != nil && err.Error() != c.err {
			t.Errorf("GenerateSize(%d) = %d, %v; want %d, %q", c.size, got, err, c.want, c.err)
		}
	}
}

// TestMakeSide: Make checks --size against the generator's Side before it
// makes anything, and hands the maker the usual side for 0.
func TestMakeSide(t *testing.T) {
	g := &Genre[int, int]{Name: "test", Generate: &Generator[int]{Side: [3]int{5, 2, 9}}}
	stop := errors.New("stop")
	for _, c := range []struct {
		size, got int
		err       string
	}{{0, 5, "stop"}, {9, 9, "stop"}, {10, -1, "--size 10: expected 2 to 9"}, {1, -1, "--size 1: expected 2 to 9"}} {
		got := -1
		_, err := g.Make(context.Background(), func(_ context.Context, _ *rand.Rand, size int) (int, error) {
			got = size
			return 0, stop
		}, rand.New(rand.NewSource(1)), c.size, false, true)
		if got != c.got || err == nil || err.Error() != c.err {
			t.Errorf("--size %d: the maker got %d, error %v; want %d, %q", c.size, got, err, c.got, c.err)
		}
	}
}
