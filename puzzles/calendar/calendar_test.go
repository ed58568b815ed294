package calendar

import (
	"context"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

var native = encode.Config{AMO: encode.Native, Card: encode.Auto}

func TestDragonFjord(t *testing.T) {
	p := DragonFjordPuzzle()
	if n := p.Board.NumCells(); n != 43 {
		t.Errorf("board has %d cells, want 43", n)
	}
	for _, c := range []Cell{{0, 6}, {1, 6}, {6, 3}, {6, 4}, {6, 5}, {6, 6}} {
		if p.Board.On(c.Row, c.Col) {
			t.Errorf("cell %v is on the board, want off", c)
		}
	}
	if l := p.Board.Label(1, 0); l != "Jul" {
		t.Errorf("cell 1,0 is %q, want Jul", l)
	}
	if l := p.Board.Label(6, 2); l != "31" {
		t.Errorf("cell 6,2 is %q, want 31", l)
	}
	var letters []string
	for _, pc := range p.Pieces {
		want := 5
		if pc.Letter == 'O' {
			want = 6
		}
		if pc.Size() != want {
			t.Errorf("piece %c has %d cells, want %d", pc.Letter, pc.Size(), want)
		}
		letters = append(letters, string(pc.Letter))
	}
	sort.Strings(letters)
	if got := strings.Join(letters, ""); got != "LNOPUVYZ" {
		t.Errorf("pieces %s, want LNOPUVYZ", got)
	}
	if m := p.Mismatch(); m != "" {
		t.Errorf("Mismatch: %s", m)
	}
	art := Rename(p.Pieces, ArticleLetters)
	letters = letters[:0]
	for _, pc := range art {
		letters = append(letters, string(pc.Letter))
	}
	sort.Strings(letters)
	if got := strings.Join(letters, ""); got != "CFJLOPSV" {
		t.Errorf("article naming %s, want CFJLOPSV", got)
	}
}

// TestOrientations checks the number of distinct shapes of each piece, with
// and without reflection.
func TestOrientations(t *testing.T) {
	want := map[byte][2]int{'O': {2, 2}, 'L': {8, 4}, 'N': {8, 4}, 'P': {8, 4}, 'U': {4, 4}, 'V': {4, 4}, 'Y': {8, 4}, 'Z': {4, 2}}
	for _, pc := range DragonFjordPieces() {
		got := [2]int{len(orientations(pc, true)), len(orientations(pc, false))}
		if got != want[pc.Letter] {
			t.Errorf("piece %c: %v orientations (flip, no flip), want %v", pc.Letter, got, want[pc.Letter])
		}
	}
}

func TestParseDate(t *testing.T) {
	now := time.Date(2026, 7, 23, 9, 0, 0, 0, time.UTC)
	good := map[string]string{
		"2026-07-23": "Thu Jul 23", "7/23": "Jul 23", "07-23": "Jul 23", "Jul 23": "Jul 23",
		"July 23": "Jul 23", "23 Jul": "Jul 23", "23 july": "Jul 23", "JUL 23 2026": "Thu Jul 23",
		"23 Jul, 2026": "Thu Jul 23", "7/23/2026": "Thu Jul 23", "today": "Thu Jul 23",
		"Thu Jul 23": "Thu Jul 23", "2026-07-23 Thu": "Thu Jul 23", "Feb 29": "Feb 29",
		"2024-02-29": "Thu Feb 29", "Sept 5": "Sep 5", "dec 31": "Dec 31", "1/1": "Jan 1",
	}
	for in, want := range good {
		d, err := ParseDate(in, now)
		if err != nil {
			t.Errorf("ParseDate(%q): %v", in, err)
			continue
		}
		if d.String() != want {
			t.Errorf("ParseDate(%q) = %s, want %s", in, d, want)
		}
	}
	bad := map[string]string{
		"Feb 30": "no day 30 (it has 29 days)", "2026-02-30": "no day 30 (it has 28 days)", "2024-02-30": "no day 30 (it has 29 days)", "Apr 31": "no day 31", "13/1": "month 13", "2026-13-01": "month 13",
		"2026-02-29": "not a leap year", "garbage": "expected a date", "": "expected a date",
		"Jul": "expected a date", "Jul Aug 3": "two months", "0/5": "month 0", "Jul 0": "no day 0",
		"Fri 2026-07-23": "is a Thursday", "1/2/3/4": "expected a date", "Jul 23 x": "not a month",
	}
	for in, frag := range bad {
		_, err := ParseDate(in, now)
		if err == nil || !strings.Contains(err.Error(), frag) {
			t.Errorf("ParseDate(%q) = %v, want an error with %q", in, err, frag)
		}
	}
}

func TestParseBoardErrors(t *testing.T) {
	cases := map[string]string{
		"Jan Feb\nJan 1\n":                     "x:2:1: \"Jan\": the board already has this label at line 1, column 1",
		"Jan Feb\n1\n":                         "x:2:1: row of 1 cell: expected 2",
		"Jan Foo\n":                            "x:1:5: unknown cell \"Foo\"",
		"Jan 32\n":                             "x:1:5: day \"32\": expected 1 to 31",
		"# only a comment\n":                   "x:1:1: empty board",
		"Jan\n\n" + strings.Repeat("1", 70000): "x:3:1: a line of 65536 bytes or more: expected a row of the board",
	}
	for in, want := range cases {
		_, err := ParseBoard(strings.NewReader(in), "x")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseBoard(%q) = %v, want %q", in, err, want)
		}
	}
}

func TestParsePiecesErrors(t *testing.T) {
	cases := map[string]string{
		"AA\nA?\n":                         "x:2:2: unexpected '?'",
		"AA\nA\xff\n":                      "x:2:2: not text (UTF-8)", // QA: quoted as 'ÿ'
		"AA\nAé\n":                         "x:2:2: unexpected 'é'",
		"A.A\n":                            "piece A",
		"...\n":                            "no pieces",
		"A\n" + strings.Repeat("A", 70000): "x:2:1: a line of 65536 bytes or more: expected a row of the pieces",
	}
	for in, want := range cases {
		_, err := ParsePieces(strings.NewReader(in), "x")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParsePieces(%q) = %v, want %q", in, err, want)
		}
	}
}

// exactCover counts the tilings of a date by plain backtracking (Knuth's
// Algorithm X without the links), with its own placement generator: no SAT,
// no code of the model.
func exactCover(p *Puzzle, d Date) int {
	b := p.Board
	open, _ := b.DateCells(d)
	free := map[int]bool{}
	for r := 0; r < b.Rows; r++ {
		for c := 0; c < b.Cols; c++ {
			if b.On(r, c) {
				free[r*b.Cols+c] = true
			}
		}
	}
	for _, c := range open {
		delete(free, c)
	}
	maps := [8][4]int{{1, 0, 0, 1}, {0, 1, -1, 0}, {-1, 0, 0, -1}, {0, -1, 1, 0},
		{1, 0, 0, -1}, {0, 1, 1, 0}, {-1, 0, 0, 1}, {0, -1, -1, 0}}
	// rows[piece] = sets of cells, deduplicated.
	rows := make([][][]int, len(p.Pieces))
	for pi, pc := range p.Pieces {
		seen := map[string]bool{}
		for k, m := range maps {
			if k >= 4 && !p.Flip {
				break
			}
			for r0 := -b.Rows; r0 < 2*b.Rows; r0++ {
				for c0 := -b.Cols; c0 < 2*b.Cols; c0++ {
					var cells []int
					ok := true
					for _, c := range pc.Cells {
						r, cc := m[0]*c.Row+m[1]*c.Col+r0, m[2]*c.Row+m[3]*c.Col+c0
						if r < 0 || r >= b.Rows || cc < 0 || cc >= b.Cols || !free[r*b.Cols+cc] {
							ok = false
							break
						}
						cells = append(cells, r*b.Cols+cc)
					}
					if !ok {
						continue
					}
					sort.Ints(cells)
					key := fmtInts(cells)
					if !seen[key] {
						seen[key] = true
						rows[pi] = append(rows[pi], cells)
					}
				}
			}
		}
	}
	used := make([]bool, len(p.Pieces))
	count := 0
	var search func()
	search = func() {
		// The first free cell in order must be covered by some piece.
		first := -1
		for c := 0; c < b.Rows*b.Cols; c++ {
			if free[c] {
				first = c
				break
			}
		}
		if first < 0 {
			count++
			return
		}
		for pi := range p.Pieces {
			if used[pi] {
				continue
			}
			for _, cells := range rows[pi] {
				if cells[0] != first {
					continue
				}
				ok := true
				for _, c := range cells {
					ok = ok && free[c]
				}
				if !ok {
					continue
				}
				used[pi] = true
				for _, c := range cells {
					free[c] = false
				}
				search()
				used[pi] = false
				for _, c := range cells {
					free[c] = true
				}
			}
		}
	}
	search()
	return count
}

func fmtInts(xs []int) string {
	var sb strings.Builder
	for _, x := range xs {
		sb.WriteString(" ")
		sb.WriteString(string(rune('0' + x/100)))
		sb.WriteString(string(rune('0' + x/10%10)))
		sb.WriteString(string(rune('0' + x%10)))
	}
	return sb.String()
}

// satTilings enumerates the tilings of d through the cubes and the SAT
// model, verifying each and checking that none repeats: the cubes of
// FirstCubes(depth, first), which with first 0 are those of Cubes(depth).
func satTilings(t *testing.T, p *Puzzle, d Date, depth, first int) int {
	t.Helper()
	m, err := p.Encode(d, native)
	if err != nil {
		t.Fatal(err)
	}
	cubes := m.FirstCubes(depth, first)
	if first > 0 && len(cubes) > first+depth {
		t.Errorf("%s: FirstCubes(%d, %d) made %d cubes, want at most %d", d, depth, first, len(cubes), first+depth)
	}
	if cubes == nil {
		cubes = [][]sat.Lit{nil}
	}
	seen := map[string]bool{}
	for _, cube := range cubes {
		_, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, cube, 0, func(model []bool) bool {
			s := m.Decode(model)
			if err := Verify(p, d, s); err != nil {
				t.Fatalf("%s: tiling fails Verify: %v\n%s", d, err, s.Text())
			}
			key := s.Text()
			if seen[key] {
				t.Fatalf("%s: tiling found twice:\n%s", d, key)
			}
			seen[key] = true
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return len(seen)
}

// TestCountsAgainstExactCover compares the SAT counts, with and without
// cubes, with the exact-cover search, on a sample of dates.
func TestCountsAgainstExactCover(t *testing.T) {
	p := DragonFjordPuzzle()
	dates := []Date{{Month: 7, Day: 23}, {Month: 10, Day: 6}, {Month: 2, Day: 29}, {Month: 1, Day: 25}, {Month: 12, Day: 31}}
	if testing.Short() {
		dates = dates[:2]
	}
	known := map[Date]int{{Month: 10, Day: 6}: 7, {Month: 1, Day: 25}: 216}
	for i, d := range dates {
		want := exactCover(p, d)
		if k, ok := known[d]; ok && want != k {
			t.Errorf("%s: exact cover counts %d, published %d", d, want, k)
		}
		depth := []int{6, 3, 6, 6, 1}[i]
		if got := satTilings(t, p, d, depth, 0); got != want {
			t.Errorf("%s: SAT with cubes of depth %d counts %d, exact cover %d", d, depth, got, want)
		}
	}
	// Without flips, and without cubes.
	nf := &Puzzle{Board: p.Board, Pieces: p.Pieces}
	d := Date{Month: 3, Day: 14}
	want := exactCover(nf, d)
	if got := satTilings(t, nf, d, 0, 0); got != want {
		t.Errorf("no flip %s: SAT counts %d, exact cover %d", d, got, want)
	}
}

// TestFirstCubesSplit checks that the cubes cut short still split the
// tilings: the first ones, then the rest of each level as one cube. The
// rest is searched by SAT alone, and enumerating it is slow (3 s for the 78
// tilings of Jul 23), so the date is one of few tilings.
func TestFirstCubesSplit(t *testing.T) {
	p := DragonFjordPuzzle()
	d := Date{Month: 10, Day: 6}
	want := exactCover(p, d)
	for _, c := range [][2]int{{7, 1}, {7, 3}, {2, 1}, {4, 2}} {
		if got := satTilings(t, p, d, c[0], c[1]); got != want {
			t.Errorf("%s: SAT with the first %d cubes of depth %d and the rest counts %d, exact cover %d", d, c[1], c[0], got, want)
		}
	}
}

// TestProblemCubes: a search that stops at one tiling takes the first cube
// and the rests (Model.FirstCubes), and any other search every cube of the
// look-ahead: listing three tilings through the rests took 1.5x the time.
func TestProblemCubes(t *testing.T) {
	p := DragonFjordPuzzle()
	d := Date{Month: 7, Day: 23}
	depth := len(p.Pieces) - 1
	m, err := p.Encode(d, native)
	if err != nil {
		t.Fatal(err)
	}
	all := len(m.Cubes(depth))
	for _, tc := range []struct {
		name string
		opts solve.Options
		want int // cubes; 0 for FirstCubes(depth, 1)
	}{
		{"one tiling", solve.Options{}, 0},
		{"--limit 1", solve.Options{Limit: 1}, 0},
		{"--limit 3", solve.Options{Limit: 3}, all},
		{"--unique", solve.Options{Unique: true}, all},
		{"--count", solve.Options{Count: true}, all},
	} {
		tc.opts.Encoding = native
		pr, err := p.Problem(d, &tc.opts, depth, false)
		if err != nil {
			t.Fatal(err)
		}
		parts := pr.Split(false)
		if len(parts) != 1 {
			t.Fatalf("%s: %d parts", tc.name, len(parts))
		}
		got := len(parts[0].Cubes)
		if tc.want == 0 && (got < 1 || got > depth+1 || got >= all) || tc.want > 0 && got != tc.want {
			t.Errorf("%s: %d cubes; the look-ahead makes %d, the first and the rests at most %d", tc.name, got, all, depth+1)
		}
	}
}

func TestWeekdayEdition(t *testing.T) {
	p := readEdition(t, "weekday")
	if n := p.Board.NumCells(); n != 50 {
		t.Errorf("weekday board: %d cells, want 50", n)
	}
	if m := p.Mismatch(); m != "" {
		t.Fatal(m)
	}
	d := Date{Month: 4, Day: 8, Weekday: time.Thursday, HasWeekday: true}
	m, err := p.Encode(d, native)
	if err != nil {
		t.Fatal(err)
	}
	st, model, _ := sat.Solve(context.Background(), m.Formula)
	if st != sat.Sat {
		t.Fatalf("Thu Apr 8: %v", st)
	}
	if err := Verify(p, d, m.Decode(model)); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Encode(Date{Month: 4, Day: 8}, native); err == nil {
		t.Error("a date without weekday on the weekday board: no error")
	}
}

func readEdition(t *testing.T, name string) *Puzzle {
	t.Helper()
	bf, err := os.Open("../../testdata/calendar/" + name + "-board.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer bf.Close()
	b, err := ParseBoard(bf, name)
	if err != nil {
		t.Fatal(err)
	}
	pf, err := os.Open("../../testdata/calendar/" + name + "-pieces.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer pf.Close()
	ps, err := ParsePieces(pf, name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := New(b, ps, true)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestVerifyRejects breaks a good tiling in the ways Verify must catch.
func TestVerifyRejects(t *testing.T) {
	p := DragonFjordPuzzle()
	d := Date{Month: 7, Day: 23}
	m, _ := p.Encode(d, native)
	_, model, _ := sat.Solve(context.Background(), m.Formula)
	good := m.Decode(model)
	if err := Verify(p, d, good); err != nil {
		t.Fatal(err)
	}
	b := p.Board
	open, _ := b.DateCells(d)
	mutate := func(name string, f func(g []int)) {
		s := &Solution{Puzzle: p, Date: d, Grid: append([]int(nil), good.Grid...)}
		f(s.Grid)
		if err := Verify(p, d, s); err == nil {
			t.Errorf("%s: Verify accepted\n%s", name, s.Text())
		}
	}
	mutate("date cell covered", func(g []int) { g[open[0]] = 0 })
	mutate("cell uncovered", func(g []int) { g[0] = Empty })
	mutate("overlap", func(g []int) { g[0] = Overlap })
	mutate("off-board cell covered", func(g []int) { g[6] = 0 })
	mutate("two cells swapped between pieces", func(g []int) {
		for i := 1; i < len(g); i++ {
			if g[i] >= 0 && g[i-1] >= 0 && g[i] != g[i-1] {
				g[i], g[i-1] = g[i-1], g[i]
				return
			}
		}
	})
	// A tiling that needs a flip fails without flips: the L piece mirrored.
	nf := &Puzzle{Board: b, Pieces: p.Pieces}
	if !congruent(p.Pieces[1].Cells, mirror(p.Pieces[1].Cells), true) || congruent(p.Pieces[1].Cells, mirror(p.Pieces[1].Cells), false) {
		t.Error("congruent: the mirrored L must match with flips and only with flips")
	}
	_ = nf
}

func mirror(cells []Cell) []Cell {
	out := make([]Cell, len(cells))
	for i, c := range cells {
		out[i] = Cell{c.Row, 10 - c.Col}
	}
	return out
}

func TestText(t *testing.T) {
	p := DragonFjordPuzzle()
	d := Date{Month: 1, Day: 1}
	m, _ := p.Encode(d, native)
	_, model, _ := sat.Solve(context.Background(), m.Formula)
	s := m.Decode(model)
	lines := strings.Split(strings.TrimSuffix(s.Text(), "\n"), "\n")
	if lines[0] != "Jan 1" || len(lines) != 8 {
		t.Fatalf("text:\n%s", s.Text())
	}
	if lines[1][0] != '*' || lines[3][0] != '*' {
		t.Errorf("date cells not marked:\n%s", s.Text())
	}
	if len(lines[7]) != 5 {
		t.Errorf("last row %q: want 3 cells and no trailing blanks", lines[7])
	}
	cells := 0
	for _, cs := range s.Pieces() {
		cells += len(cs)
	}
	if cells != 41 {
		t.Errorf("JSON pieces cover %d cells, want 41", cells)
	}
}

func BenchmarkOneDate(b *testing.B) {
	p := DragonFjordPuzzle()
	d := Date{Month: 7, Day: 23}
	for b.Loop() {
		m, _ := p.Encode(d, native)
		cubes := m.FirstCubes(len(p.Pieces)-1, firstCubes)
		for _, c := range cubes {
			st, _, _ := sat.Solve(context.Background(), m.Formula, c...)
			if st == sat.Sat {
				break
			}
		}
	}
}

func BenchmarkCountDate(b *testing.B) {
	p := DragonFjordPuzzle()
	d := Date{Month: 7, Day: 23}
	for b.Loop() {
		m, _ := p.Encode(d, native)
		var n int64
		for _, c := range m.Cubes(6) {
			r, _ := sat.Enumerate(context.Background(), m.Formula, m.Projection, c, 0, nil)
			n += r.Count
		}
		if n != 78 {
			b.Fatalf("count %d, want 78", n)
		}
	}
}

// TestSuggestNames checks the names --suggest prints (Model.LitName): read
// back as a piece's letter and the labels of its cells, each names one
// placement, and the placements named make the date's tiling unique, as
// the suggestion says.
func TestSuggestNames(t *testing.T) {
	p := DragonFjordPuzzle()
	b := p.Board
	cellOf := map[string]int{}
	for r := 0; r < b.Rows; r++ {
		for c := 0; c < b.Cols; c++ {
			if b.On(r, c) {
				cellOf[b.Label(r, c)] = r*b.Cols + c
			}
		}
	}
	for _, d := range []Date{{Month: 1, Day: 25}, {Month: 7, Day: 23}, {Month: 12, Day: 31}} {
		pr, err := p.Problem(d, &solve.Options{Encoding: native}, len(p.Pieces)-1, false)
		if err != nil {
			t.Fatal(err)
		}
		extra, _, _, err := solve.Suggest(context.Background(), pr)
		if err != nil || len(extra) == 0 {
			t.Fatalf("%v: Suggest: %v, %v: a date of many tilings wants givens", d, extra, err)
		}
		m, err := p.Encode(d, native)
		if err != nil {
			t.Fatal(err)
		}
		var units []sat.Lit
		for _, l := range extra {
			name := pr.NameOf(l)
			letter, labels, ok := strings.Cut(name, " on ")
			if !ok || len(letter) != 1 || !l.IsPos() {
				t.Fatalf("%v: suggested %q: expected a placement, LETTER on LABELS", d, name)
			}
			var cells []int
			for _, lab := range strings.Fields(labels) {
				c, ok := cellOf[lab]
				if !ok {
					t.Fatalf("%v: suggested %q: %q labels no cell", d, name, lab)
				}
				cells = append(cells, c)
			}
			sort.Ints(cells)
			var named []int
			for i, pl := range m.Placements {
				got := append([]int(nil), pl.Cells...)
				sort.Ints(got)
				if p.Pieces[pl.Piece].Letter == letter[0] && slices.Equal(got, cells) {
					named = append(named, i)
				}
			}
			if len(named) != 1 {
				t.Fatalf("%v: suggested %q names %d placements, expected 1", d, name, len(named))
			}
			units = append(units, m.Vars[named[0]].Pos())
		}
		res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, units, 2, nil)
		if err != nil || res.Count != 1 {
			t.Errorf("%v: the suggested placements leave %d tilings, expected 1 (%v)", d, res.Count, err)
		}
		if got := pr.NameOf(m.Vars[0].Neg()); !strings.HasPrefix(got, "not ") {
			t.Errorf("a negated placement is named %q, expected \"not\" first", got)
		}
		if n := m.Formula.NumVars(); n > len(m.Vars) {
			if got, want := pr.NameOf(sat.Var(n).Pos()), "x"+sat.Var(n).Pos().String(); got != want {
				t.Errorf("an encoding's variable is named %q, expected %q", got, want)
			}
		}
	}
}

func BenchmarkEncodeDate(b *testing.B) {
	p := DragonFjordPuzzle()
	d := Date{Month: 7, Day: 23}
	for b.Loop() {
		p.Encode(d, native)
	}
}

// TestLineEnds: the edition files read the same with lines ended by CR
// alone or CRLF as with LF, as the kit's genres read them (CR alone was
// one line).
func TestLineEnds(t *testing.T) {
	for _, file := range []string{"weekday-board.txt", "weekday-pieces.txt"} {
		data, err := os.ReadFile("../../testdata/calendar/" + file)
		if err != nil {
			t.Fatal(err)
		}
		read := func(s string) (any, error) {
			if strings.HasSuffix(file, "board.txt") {
				return ParseBoard(strings.NewReader(s), file)
			}
			return ParsePieces(strings.NewReader(s), file)
		}
		want, err := read(string(data))
		if err != nil {
			t.Fatal(err)
		}
		for _, end := range []string{"\r", "\r\n"} {
			got, err := read(strings.ReplaceAll(string(data), "\n", end))
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("%s with lines ended by %q: %v", file, end, err)
			}
		}
	}
}
