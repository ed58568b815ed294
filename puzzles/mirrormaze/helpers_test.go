package mirrormaze

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

const dataDir = "../../testdata/mirrormaze"

// loadFile reads one puzzle file of the test data.
func loadFile(t testing.TB, name string) *Puzzle {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse(strings.NewReader(string(data)), name)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 1 {
		t.Fatalf("%s: %d puzzles, expected 1", name, len(ps))
	}
	return ps[0]
}

// jsonFiles lists the JSON puzzles of the test data: the shared series'
// files, all 14 of them.
func jsonFiles(t testing.TB) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dataDir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range names {
		names[i] = filepath.Base(names[i])
	}
	sort.Strings(names)
	if len(names) != 14 {
		t.Fatalf("%d puzzle files in %s, expected 14", len(names), dataDir)
	}
	return names
}

// solveAll enumerates up to limit solutions (0: all), checking each with
// Verify, and returns them and whether the enumeration was complete.
func solveAll(t testing.TB, p *Puzzle, cfg encode.Config, limit int64) ([]Solution, bool) {
	t.Helper()
	m := p.Encode(cfg)
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

// satCount counts the solutions of p under cfg (each one verified).
func satCount(t testing.TB, p *Puzzle, cfg encode.Config) int {
	t.Helper()
	sols, complete := solveAll(t, p, cfg, 0)
	if !complete {
		t.Fatal("enumeration did not complete")
	}
	seen := map[string]bool{}
	for _, s := range sols {
		k := string(s.key())
		if seen[k] {
			t.Fatalf("solution listed twice:\n%s", Text(p, s))
		}
		seen[k] = true
	}
	return len(sols)
}

func (s Solution) key() []byte {
	b := make([]byte, len(s))
	for i, c := range s {
		b[i] = c.Byte()
	}
	return b
}

// configs returns a configuration per registered encoding: at-most-one
// encodings with the default cardinality encoding, cardinality encodings
// for both slots; and the default.
func configs() map[string]encode.Config {
	out := map[string]encode.Config{"default": encode.Default}
	for _, info := range encode.Encodings() {
		if info.AMOOnly {
			out["amo="+string(info.Name)] = encode.Config{AMO: info.Name, Card: encode.Auto}
		} else {
			out["card="+string(info.Name)] = encode.Config{AMO: info.Name, Card: info.Name}
		}
	}
	return out
}
