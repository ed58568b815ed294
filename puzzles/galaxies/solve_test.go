package galaxies

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestShared solves every shared puzzle and proves it unique (INDEX.tsv
// says all are), under every connectivity method, with the quotient graph
// and (lazily, the fastest) with the graph of cells; every solution found
// passes Verify, and all methods find the same one.
func TestShared(t *testing.T) {
	index := readIndex(t)
	for _, name := range puzzleFiles(t) {
		if !strings.Contains(index[name].Note, "unique") {
			t.Fatalf("%s: INDEX.tsv does not say it is unique: %q", name, index[name].Note)
		}
		p := loadFile(t, name)
		var first string
		check := func(label string, cfg encode.Config, opts Options) {
			sols, complete := solveAll(t, p, cfg, opts, 2)
			if len(sols) != 1 || !complete {
				t.Errorf("%s, %s: %d solutions (complete %v), expected exactly one", name, label, len(sols), complete)
				return
			}
			if first == "" {
				first = key(sols[0])
			} else if key(sols[0]) != first {
				t.Errorf("%s, %s: another solution than the first method's", name, label)
			}
		}
		for _, m := range methods {
			check(string(m), encode.Config{Connect: m}, Default)
		}
		check("lazy, cells", encode.Config{Connect: encode.Lazy}, Options{})
	}
}
