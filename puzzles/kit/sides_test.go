package kit

import (
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// TestSideFlags: each side comes from its flag, else from --size, else
// from the genre's usual side; the help names that side.
func TestSideFlags(t *testing.T) {
	for _, tc := range []struct {
		args       []string
		size, w, h int
	}{
		{nil, 0, 9, 9},
		{nil, 5, 5, 5},
		{[]string{"--rows", "3"}, 0, 9, 3},
		{[]string{"--cols", "4"}, 6, 4, 6},
		{[]string{"--rows", "2", "--cols", "7"}, 5, 7, 2},
		{[]string{"--rows", "-1"}, 5, 5, -1}, // refused by the genre, in its words
	} {
		fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
		sides := SideFlags(fs, 9)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		if w, h := sides(tc.size); w != tc.w || h != tc.h {
			t.Errorf("%v --size %d: %d columns, %d rows; want %d, %d", tc.args, tc.size, w, h, tc.w, tc.h)
		}
		if u := fs.Lookup("rows").Usage; !strings.Contains(u, "or 9") {
			t.Errorf("--rows: %q", u)
		}
	}
}
