package bench

import (
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/solve"
)

// Suite is a list of workloads and what could not be included.
type Suite struct {
	Workloads []*Workload
	Notes     []string // sources skipped, and why
	quick     bool     // the quick suite: small workloads only
}

// Filter keeps the workloads for which keep returns true.
func (s *Suite) Filter(keep func(*Workload) bool) {
	out := s.Workloads[:0]
	for _, w := range s.Workloads {
		if keep(w) {
			out = append(out, w)
		}
	}
	s.Workloads = out
}

// Expect returns a rough guess of how long the suite takes under opt.
func (s *Suite) Expect(opt Options) time.Duration {
	var d time.Duration
	for _, w := range s.Workloads {
		d += w.Expect * time.Duration(len(cellsOf(w, opt))*max(opt.Repeat, 1))
	}
	return d
}

// Runs returns the number of runs the suite makes under opt.
func (s *Suite) Runs(opt Options) int {
	n := 0
	for _, w := range s.Workloads {
		n += len(cellsOf(w, opt)) * max(opt.Repeat, 1)
	}
	return n
}

// add appends w unless a workload of that name is there already (card
// n=10 k=2 is both k=2 and k=n/4).
func (s *Suite) add(w *Workload, expect time.Duration) {
	for _, o := range s.Workloads {
		if o.Name == w.Name {
			return
		}
	}
	w.Expect = expect
	s.Workloads = append(s.Workloads, w)
}

// genres adds the workloads of every registered genre: its own
// (solve.Genre.Workloads), or its puzzles' (solve.Genre.Bench), solved
// and proven unique.
func (s *Suite) genres(src solve.BenchSource) {
	for _, g := range solve.Genres() {
		switch {
		case g.Workloads != nil:
			ws, notes := g.Workloads(src)
			s.Notes = append(s.Notes, notes...)
			for _, w := range ws {
				s.add(w, w.Expect)
			}
		case g.Bench != nil:
			for _, pattern := range g.Bench.Files {
				files, note := src.Files(pattern)
				if note != "" {
					s.Notes = append(s.Notes, note)
				}
				variant := ""
				if len(g.Bench.Files) > 1 {
					variant = pattern
				}
				w, err := solve.FileWorkload(g.Name, variant, files, g.Bench.Axes, g.Bench.Load, src.Most())
				if err != nil {
					s.Notes = append(s.Notes, fmt.Sprintf("%s skipped: %v", g.Name, err))
					continue
				}
				each := 5 * time.Millisecond
				if !src.Quick {
					each = 10 * time.Millisecond
				}
				s.add(w, each*time.Duration(w.Items))
			}
		}
	}
}

// Quick is a sample suite, from the repository's testdata directory only
// (the calendar needs no data): small sizes, and the first
// solve.QuickPuzzles puzzles of each genre's small workload. With 3
// repeats and bench --quick's 2 s timeout it runs in about a minute on a
// 2-core machine.
func Quick(testdata string) *Suite {
	s := &Suite{quick: true}
	for _, n := range []int{10, 50, 100, 200} {
		s.add(CardSize("card k=1", n, 1), time.Millisecond)
		s.add(CardSize("card k=n/2", n, n/2), time.Millisecond)
	}
	s.genres(solve.BenchSource{Testdata: testdata, Quick: true})
	return s
}

// Full is the whole suite: the quick one's sources at larger sizes, and
// the shared data sets under data (skipped, with a note, when absent).
func Full(testdata, data string) *Suite {
	s := &Suite{}
	for _, n := range []int{10, 20, 50, 100, 200, 500, 1000} {
		s.add(CardSize("card k=1", n, 1), 5*time.Millisecond)
		s.add(CardSize("card k=2", n, 2), 5*time.Millisecond)
		s.add(CardSize("card k=n/4", n, n/4), 20*time.Millisecond)
		s.add(CardSize("card k=n/2", n, n/2), 20*time.Millisecond)
	}
	s.genres(solve.BenchSource{Testdata: testdata, Data: data})
	return s
}
