package kit

import (
	"fmt"
	"strconv"

	"github.com/spf13/pflag"
)

// IntFlag registers an int flag on fs that takes lo to hi (no upper bound
// when hi < lo), as pflag's IntVar would, and returns its address. A value
// out of range is refused as the flags are parsed ("--walls "95":
// expected 1 to 90"), before any work: the generators' shares and sizes
// of regions checked it each in their own words.
func IntFlag(fs *pflag.FlagSet, name string, value, lo, hi int, usage string) *int {
	b := &boundedInt{v: value, lo: lo, hi: hi}
	fs.Var(b, name, usage)
	return &b.v
}

// boundedInt is IntFlag's value.
type boundedInt struct{ v, lo, hi int }

func (b *boundedInt) String() string { return strconv.Itoa(b.v) }

// Type is "int": the help and the listing show it as any int flag.
func (b *boundedInt) Type() string { return "int" }

// Set reads s as pflag reads an int (a *strconv.NumError when it is
// none), then checks its range.
func (b *boundedInt) Set(s string) error {
	v, err := strconv.ParseInt(s, 0, strconv.IntSize)
	switch {
	case err != nil:
		return err
	case b.hi < b.lo && int(v) < b.lo:
		return fmt.Errorf("expected %d or more", b.lo)
	case b.hi >= b.lo && (int(v) < b.lo || int(v) > b.hi):
		return fmt.Errorf("expected %d to %d", b.lo, b.hi)
	}
	b.v = int(v)
	return nil
}
