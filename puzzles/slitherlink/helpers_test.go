package slitherlink

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

const dataDir = "../../testdata/slitherlink"

// loadFile reads one puzzle file of the test data.
func loadFile(t testing.TB, name string) *Puzzle {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	p, err := ParseJSON(data, name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// puzzleFiles lists the puzzle files of the test data.
func puzzleFiles(t testing.TB) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dataDir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range names {
		names[i] = filepath.Base(names[i])
	}
	sort.Strings(names)
	if len(names) != 18 {
		t.Fatalf("%d puzzle files in %s, expected 18", len(names), dataDir)
	}
	return names
}

// indexEntry is a line of INDEX.tsv.
type indexEntry struct{ file, size, source, original, note string }

// readIndex returns the lines of INDEX.tsv by file name.
func readIndex(t testing.TB) map[string]indexEntry {
	t.Helper()
	f, err := os.Open(filepath.Join(dataDir, "INDEX.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]indexEntry{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for first := true; sc.Scan(); first = false {
		if first {
			continue
		}
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 5 {
			t.Fatalf("INDEX.tsv: %d columns in %q", len(cols), sc.Text())
		}
		out[cols[0]] = indexEntry{cols[0], cols[1], cols[2], cols[3], cols[4]}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// solveAll enumerates up to limit solutions (0: all), checking each with
// Verify, and returns them and whether the enumeration was complete.
func solveAll(t testing.TB, p *Puzzle, cfg encode.Config, opts Options, limit int64) ([]Solution, bool) {
	t.Helper()
	m := p.Encode(cfg, opts)
	var sols []Solution
	res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, limit, func(model []bool) bool {
		sol := m.Decode(model)
		if err := Verify(p, sol); err != nil {
			t.Fatalf("a decoded solution fails Verify: %v\n%s", err, Text(p, sol))
		}
		sols = append(sols, sol)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return sols, res.Complete
}

// key writes a solution's edges on one line.
func key(s Solution) string {
	var b strings.Builder
	for _, e := range append(append([]bool(nil), s.H...), s.V...) {
		if e {
			b.WriteByte('1')
		} else {
			b.WriteByte('0')
		}
	}
	return b.String()
}

// methods are the connectivity encodings every count is checked under.
var methods = []encode.Encoding{encode.Lazy, encode.Tree, encode.Reach}

// modelOptions are the model options every count is checked under.
var modelOptions = map[string]Options{"plain": {}, "inside": {Inside: true}}
