package bench

import (
	"fmt"
	"github.com/puzzlesat/puzzlesat/puzzles/skyscraper"
	"os"
	"path/filepath"
	"strings"
	"time"
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

func (s *Suite) sudoku(name, file string, limit int, expect time.Duration) {
	w, err := Sudoku(name, file, limit)
	if err != nil {
		s.Notes = append(s.Notes, fmt.Sprintf("sudoku %s skipped: %v", name, err))
		return
	}
	s.add(w, expect)
}

// starBattle adds the Star Battle puzzles of dir with sides up to maxSide
// (read from the file names, which end in _RxC_K.txt).
func (s *Suite) starBattle(dir string, maxSide int, expect time.Duration) {
	all, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	var files []string
	for _, f := range all {
		var r, c, k int
		parts := strings.Split(strings.TrimSuffix(filepath.Base(f), ".txt"), "_")
		if len(parts) >= 2 {
			fmt.Sscanf(parts[len(parts)-2]+" "+parts[len(parts)-1], "%dx%d %d", &r, &c, &k)
		}
		if r > 0 && r <= maxSide && c <= maxSide {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		s.Notes = append(s.Notes, "star battle skipped: no puzzles in "+dir)
		return
	}
	ws, err := StarBattle(files)
	if err != nil {
		s.Notes = append(s.Notes, err.Error())
	}
	for _, w := range ws {
		s.add(w, expect*time.Duration(w.Items))
	}
}

func (s *Suite) calendar(dates []string, mode Mode, expect time.Duration) {
	w, err := Calendar(dates, mode)
	if err != nil {
		s.Notes = append(s.Notes, fmt.Sprintf("calendar skipped: %v", err))
		return
	}
	s.add(w, expect)
}

// series adds the workloads of the series' genres: the puzzles of
// dir/<genre>/*.json (the shared data's series/ folder, or testdata).
func (s *Suite) series(dir string, expect time.Duration) {
	glob := func(genre string) []string {
		files, _ := filepath.Glob(filepath.Join(dir, genre, "*.json"))
		return files
	}
	add := func(genre string, w *Workload, err error) {
		if err != nil {
			s.Notes = append(s.Notes, fmt.Sprintf("%s skipped: %v", genre, err))
			return
		}
		s.add(w, expect*time.Duration(w.Items))
	}
	w, err := Binox(glob("binox"))
	add("binox", w, err)
	w, err = Troix(glob("troix"))
	add("troix", w, err)
	w, err = MirrorMaze(glob("mirrormaze"))
	add("mirrormaze", w, err)
	for _, h := range []skyscraper.Heights{skyscraper.Direct, skyscraper.Order} {
		w, err = Skyscraper(glob("skyscraper"), h)
		add("skyscraper", w, err)
	}
	// The connectivity genres by size: the eager methods time out on
	// large Slitherlinks, and the small ones should not share that fate.
	for _, genre := range []string{"slitherlink", "galaxies"} {
		var small, large []string
		for _, f := range glob(genre) {
			if cells(f) <= 100 {
				small = append(small, f)
			} else {
				large = append(large, f)
			}
		}
		make := Slitherlink
		if genre == "galaxies" {
			make = Galaxies
		}
		if len(small) > 0 {
			w, err = make("up to 100 cells", small)
			add(genre, w, err)
		}
		if len(large) > 0 && !s.quick {
			w, err = make("over 100 cells", large)
			add(genre, w, err)
		}
	}
}

// Quick is a suite that runs in under a minute on a 2-core machine with 3
// repeats, from the repository's testdata directory only (the calendar
// needs no data).
func Quick(testdata string) *Suite {
	s := &Suite{quick: true}
	for _, n := range []int{10, 50, 100, 200} {
		s.add(CardSize("card k=1", n, 1), time.Millisecond)
		s.add(CardSize("card k=n/2", n, n/2), time.Millisecond)
	}
	for _, n := range []int{16, 20, 24} {
		s.add(QueensOne(n), 20*time.Millisecond)
	}
	s.add(QueensCount(8), 100*time.Millisecond)
	s.sudoku("royle17", filepath.Join(testdata, "sudoku", "royle17_30.txt"), 5, 50*time.Millisecond)
	s.sudoku("top95", filepath.Join(testdata, "sudoku", "top95.txt"), 5, 50*time.Millisecond)
	s.starBattle(filepath.Join(testdata, "starbattle"), 9, 30*time.Millisecond)
	s.calendar([]string{"Jan 1"}, SolveOne, 50*time.Millisecond)
	s.series(testdata, 5*time.Millisecond)
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
	for _, n := range []int{20, 30, 40, 50, 60} {
		s.add(QueensOne(n), time.Duration(n*n*n/100)*time.Millisecond)
	}
	for _, n := range []int{8, 9, 10} {
		s.add(QueensCount(n), time.Duration(1<<(n-8))*200*time.Millisecond)
	}
	s.sudoku("royle17", filepath.Join(testdata, "sudoku", "royle17_30.txt"), 0, 300*time.Millisecond)
	s.sudoku("top95", filepath.Join(testdata, "sudoku", "top95.txt"), 0, time.Second)
	sd := filepath.Join(data, "sudoku")
	if _, err := os.Stat(sd); err != nil {
		s.Notes = append(s.Notes, "shared Sudoku sets skipped: "+err.Error())
	} else {
		s.sudoku("forum-hardest", filepath.Join(sd, "forum_hardest_1106.txt"), 20, 500*time.Millisecond)
		s.sudoku("janko16", filepath.Join(sd, "large", "gecode_16x16_janko.txt"), 0, 200*time.Millisecond)
	}
	s.sudoku("rk16", filepath.Join(testdata, "sudoku", "rk16.txt"), 0, 200*time.Millisecond)
	s.sudoku("frisch25", filepath.Join(testdata, "sudoku", "frisch25_2.txt"), 0, time.Second)
	sb := filepath.Join(data, "starbattle")
	if _, err := os.Stat(sb); err != nil {
		s.Notes = append(s.Notes, "shared Star Battle puzzles skipped: "+err.Error())
		sb = filepath.Join(testdata, "starbattle")
	}
	s.starBattle(sb, 17, 50*time.Millisecond)
	s.calendar([]string{"Jan 1", "Feb 29", "Jul 4", "Oct 31", "Dec 25"}, SolveOne, 150*time.Millisecond)
	s.calendar([]string{"Jan 1"}, CountAll, 5*time.Second)
	series := filepath.Join(data, "series")
	if _, err := os.Stat(series); err != nil {
		s.Notes = append(s.Notes, "shared series puzzles skipped, testdata's used: "+err.Error())
		series = testdata
	}
	s.series(series, 10*time.Millisecond)
	return s
}
