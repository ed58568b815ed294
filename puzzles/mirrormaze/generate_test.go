package mirrormaze

import (
	"context"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// Generated mazes are unique by the brute-force counter (its own tracer,
// not the model's) and their given monsters minimal: without any one, a
// second solution; a seed gives one maze.
func TestGenerate(t *testing.T) {
	ctx := context.Background()
	for _, size := range [][2]int{{2, 3}, {3, 3}, {3, 4}, {4, 4}} {
		for seed := int64(1); seed <= 3; seed++ {
			g, err := Genre.Make(ctx, full(t, size[0], size[1]), rand.New(rand.NewSource(seed)), 0, false, true)
			if err != nil {
				t.Fatal(err)
			}
			ps, err := parse(g.Text, "generated")
			if err != nil {
				t.Fatal(err)
			}
			p := ps[0].P
			if c := bruteCount(p); c != 1 {
				t.Fatalf("%v seed %d: %d solutions\n%s", size, seed, c, g.Text)
			}
			for i, c := range p.Grid {
				if !c.IsMonster() {
					continue
				}
				q := clone(p)
				q.Grid[i] = Unknown
				if bruteCount(q) < 2 {
					t.Fatalf("%v seed %d: the monster at %d is not needed\n%s", size, seed, i, g.Text)
				}
			}
			again, _ := Genre.Make(ctx, full(t, size[0], size[1]), rand.New(rand.NewSource(seed)), 0, false, true)
			if again.Text != g.Text {
				t.Fatalf("seed %d gave two mazes", seed)
			}
		}
	}
}

// full returns the generator's maker of full puzzles with --rows and
// --cols set.
func full(t *testing.T, rows, cols int) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	t.Helper()
	fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
	mk := generator.Flags(fs)
	if err := fs.Parse([]string{"--rows", strconv.Itoa(rows), "--cols", strconv.Itoa(cols)}); err != nil {
		t.Fatal(err)
	}
	return mk
}

// TestGenerateFlags: the sizes and the share of mirrors out of range are
// refused with the flag's words; --size sets both sides.
func TestGenerateFlags(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		args []string
		size int
		want string
	}{
		{[]string{"--rows", "21"}, 0, "a 21×5 grid: expected 1 to 20 rows and columns"},
		{[]string{"--cols", "-1"}, 0, "a 5×-1 grid"},
		{nil, 30, "a 30×30 grid"},
		{[]string{"--mirrors", "1"}, 0, "--mirrors 1: expected a share from 0 to below 1"},
		{[]string{"--mirrors", "-0.5"}, 0, "--mirrors -0.5"},
		{[]string{"--mirrors", "nan"}, 0, "--mirrors NaN: expected a share from 0 to below 1"},
	} {
		fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
		mk := generator.Flags(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		if _, err := mk(ctx, rand.New(rand.NewSource(1)), tc.size); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v --size %d: %v, expected %q", tc.args, tc.size, err, tc.want)
		}
	}
	p, err := full(t, 0, 0)(ctx, rand.New(rand.NewSource(1)), 7)
	if err != nil || p.Rows != 7 || p.Cols != 7 {
		t.Errorf("--size 7: %v", err)
	}
	p, err = full(t, 3, 0)(ctx, rand.New(rand.NewSource(1)), 0)
	if err != nil || p.Rows != 3 || p.Cols != 5 {
		t.Errorf("--rows 3: %v", err)
	}
}
