package mirrormaze

import (
	"fmt"
	"path/filepath"
	"sort"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/puzzlesat/puzzlesat/solve"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const dataDir = "../../testdata/mirrormaze"

// loadFile reads one puzzle file of the test data.
func loadFile(t testing.TB, name string) *Puzzle {
	t.Helper()
	ps := kittest.Read(t, Genre, filepath.Join(dataDir, name))
	if len(ps) != 1 {
		t.Fatalf("%s: %d puzzles, expected 1", name, len(ps))
	}
	return ps[0]
}

// parse reads an input's puzzles as the command line reads a file's,
// with their names.
func parse(in, name string) ([]*kit.Named[*Puzzle], error) { return Genre.Parse([]byte(in), name) }

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
	sols, _, complete := kittest.Solutions(t, Genre, p, cfg, limit)
	return sols, complete
}

// satCount counts the solutions of p under cfg (each one verified, none
// twice).
func satCount(t testing.TB, p *Puzzle, cfg encode.Config) int {
	t.Helper()
	sols, complete := solveAll(t, p, cfg, 0)
	if !complete {
		t.Fatal("enumeration did not complete")
	}
	seen := map[string]bool{}
	for _, s := range sols {
		if seen[s.key()] {
			t.Fatalf("solution listed twice:\n%s", Text(p, s))
		}
		seen[s.key()] = true
	}
	return len(sols)
}

// key writes the board on one line.
func (s Solution) key() string {
	b := make([]byte, len(s))
	for i, c := range s {
		b[i] = c.String()[0]
	}
	return string(b)
}

// key returns a canonical string of the puzzle's content: two puzzles
// with equal keys are the same puzzle.
func key(p *Puzzle) string {
	return fmt.Sprintf("%dx%d:%s %v totals%v same%v", p.Rows, p.Cols, Solution(p.Grid).key(), p.Clues, p.Totals, p.Same)
}

// clone returns a copy of p that shares nothing with it.
func clone(p *Puzzle) *Puzzle {
	q := *p
	q.Grid = append([]Cell(nil), p.Grid...)
	for _, s := range Sides {
		q.Clues[s] = append([]int(nil), p.Clues[s]...)
	}
	q.Same = nil
	for _, g := range p.Same {
		q.Same = append(q.Same, append([]Pos(nil), g...))
	}
	return &q
}

// check reports an error when the puzzle is malformed: sizes that do not
// agree, a cell, clue or total out of range, a group of same cells off the
// grid or on a mirror. Every puzzle a reader returns passes it.
func check(p *Puzzle) error {
	switch {
	case p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide:
		return fmt.Errorf("grid of %d×%d cells", p.Rows, p.Cols)
	case len(p.Grid) != p.N():
		return fmt.Errorf("%d cells: expected %d", len(p.Grid), p.N())
	}
	for i, c := range p.Grid {
		if c > Backslash {
			return fmt.Errorf("%s: unknown content %d", p.Name(i), c)
		}
	}
	for _, s := range Sides {
		if len(p.Clues[s]) != p.MarginLen(s) {
			return fmt.Errorf("%d %s clues: expected %d", len(p.Clues[s]), s, p.MarginLen(s))
		}
		for i, k := range p.Clues[s] {
			if k != NoClue && (k < 0 || k > MaxClue) {
				return fmt.Errorf("%s clue %d is %d", s, i, k)
			}
		}
	}
	for i, k := range p.Totals {
		if k != NoClue && (k < 0 || k > MaxClue) {
			return fmt.Errorf("%d %s", k, monsterName[i])
		}
	}
	for _, g := range p.Same {
		for _, c := range g {
			if c.Row < 0 || c.Row >= p.Rows || c.Col < 0 || c.Col >= p.Cols || p.At(c.Row, c.Col).IsMirror() {
				return fmt.Errorf("same cell %d,%d off the grid or on a mirror", c.Row, c.Col)
			}
		}
	}
	return nil
}

// problem returns the genre's problem of p, as the command builds it.
func problem(p *Puzzle, cfg encode.Config) *solve.Problem {
	return Genre.Problem(p, "test", &solve.Options{Encoding: cfg}, false)
}

// decode reads the board of a model of p under cfg.
func decode(p *Puzzle, cfg encode.Config, model []bool) Solution {
	m := kit.NewModel(cfg)
	dec := Genre.Model(p, m)
	m.Close()
	return dec(kit.Solution(model))
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
