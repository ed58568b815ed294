package starbattle

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/datafiles"
	"github.com/puzzlesat/puzzlesat/sat"
)

const dataDir = "../../testdata/starbattle"

// loadFile reads one puzzle file of the test data.
func loadFile(t testing.TB, name string) *Puzzle {
	t.Helper()
	f, err := os.Open(filepath.Join(dataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := ParseGrid(f, name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// puzzleFiles lists the puzzle files of the test data.
func puzzleFiles(t testing.TB) []string { return datafiles.Files(t, dataDir, "*.txt", 53) }

// solveAll enumerates up to limit solutions (0: all), checking each with
// Verify, and returns them and whether the enumeration was complete.
func solveAll(t testing.TB, p *Puzzle, cfg encode.Config, opts Options, limit int64) ([]Solution, bool) {
	t.Helper()
	m := p.Encode(cfg, opts)
	var sols []Solution
	res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, limit, func(model []bool) bool {
		sol := m.Decode(model)
		if err := Verify(p, sol); err != nil {
			t.Fatalf("a decoded solution fails Verify: %v\n%s", err, Text(p, sol, RenderOptions{}))
		}
		sols = append(sols, sol)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return sols, res.Complete
}

func key(s Solution) string {
	var b strings.Builder
	for _, st := range s {
		b.WriteString(itoa(st.Row) + "," + itoa(st.Col) + ";")
	}
	return b.String()
}

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }
