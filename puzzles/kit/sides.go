package kit

import (
	"cmp"
	"strconv"

	"github.com/spf13/pflag"
)

// SideFlags registers a generator's --rows and --cols on fs, and returns
// what reads them for a run's --size (0 when not given): the columns and
// rows to make, each side from its flag when given, else --size, else
// usual.
func SideFlags(fs *pflag.FlagSet, usual int) func(size int) (w, h int) {
	rows := fs.Int("rows", 0, "rows (default: --size, or "+strconv.Itoa(usual)+")")
	cols := fs.Int("cols", 0, "columns (default: --size, or "+strconv.Itoa(usual)+")")
	return func(size int) (w, h int) {
		size = cmp.Or(size, usual)
		return cmp.Or(*cols, size), cmp.Or(*rows, size)
	}
}
