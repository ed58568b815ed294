package kit

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// TestIntFlag: values in range are taken, as pflag's ints are (hex too);
// values out of it, or no int, are refused as the flags are parsed.
func TestIntFlag(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		lo, hi int
		want   int
		err    string
	}{
		{nil, 1, 90, 20, ""},
		{[]string{"--n", "90"}, 1, 90, 90, ""},
		{[]string{"--n", "1"}, 1, 90, 1, ""},
		{[]string{"--n", "0x10"}, 1, 90, 16, ""},
		{[]string{"--n", "91"}, 1, 90, 0, "expected 1 to 90"},
		{[]string{"--n", "0"}, 1, 90, 0, "expected 1 to 90"},
		{[]string{"--n", "1000000"}, 1, 0, 1000000, ""},
		{[]string{"--n", "0"}, 1, 0, 0, "expected 1 or more"},
		{[]string{"--n", "x"}, 1, 90, 0, "invalid syntax"},
	} {
		fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
		fs.SetOutput(&strings.Builder{})
		p := IntFlag(fs, "n", 20, tc.lo, tc.hi, "a number")
		err := fs.Parse(tc.args)
		switch {
		case tc.err == "" && (err != nil || *p != tc.want):
			t.Errorf("%v in %d..%d: %d, %v; want %d", tc.args, tc.lo, tc.hi, *p, err, tc.want)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%v in %d..%d: %v; want %q", tc.args, tc.lo, tc.hi, err, tc.err)
		}
		var bad *pflag.InvalidValueError
		if tc.args != nil && tc.args[1] == "x" && (!errors.As(err, &bad) || !errors.Is(err, strconv.ErrSyntax)) {
			t.Errorf("x: %v, want pflag's InvalidValueError of a syntax error", err)
		}
	}
}
