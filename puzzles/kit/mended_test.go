package kit

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

func TestMended(t *testing.T) {
	ctx := context.Background()
	draws, mends := 0, 0
	draw := func() (int, []int, bool) { draws++; return 1, []int{1, 0, 0}, true }
	// Picking one more cell each time keeps the drawn cells and ends at
	// three of three, the only puzzle with one solution.
	grow := func(k int, s, other []int) (int, bool) {
		mends++
		s[k] = 1
		return k + 1, true
	}
	g, err := pick.Mended(ctx, 5, draw, grow, func(k int, s []int) int { return k*10 + s[2] })
	if err != nil || g.Givens != 31 || draws != 1 || mends != 2 {
		t.Errorf("grown: %+v, %v after %d draws and %d mends, want givens 31 after 1 and 2", g, err, draws, mends)
	}
	// A mend that gives up draws again, MaxTries times; one that never
	// ends stops after steps mends a draw.
	draws, mends = 0, 0
	_, err = pick.Mended(ctx, 5, draw, func(k int, s, o []int) (int, bool) { mends++; return k, false }, nil)
	if !errors.Is(err, solve.ErrNoPuzzle) || !strings.Contains(err.Error(), "no puzzle with one solution in 200 tries") || draws != MaxTries || mends != MaxTries {
		t.Errorf("given up: %v after %d draws and %d mends, want %d each", err, draws, mends, MaxTries)
	}
	draws, mends = 0, 0
	_, err = pick.Mended(ctx, 3, draw, func(k int, s, o []int) (int, bool) { mends++; return k, true }, nil)
	if err == nil || draws != MaxTries || mends != 3*MaxTries {
		t.Errorf("endless: %v after %d draws and %d mends, want %d and %d", err, draws, mends, MaxTries, 3*MaxTries)
	}
}
