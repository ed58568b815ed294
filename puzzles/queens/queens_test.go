package queens

import (
	"context"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// a000170 is OEIS A000170, the number of ways to place n non-attacking
// queens on an n×n board, for n = 0, 1, 2, ...
var a000170 = []int64{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200}

// backtrack counts completions of p by plain backtracking over rows,
// without SAT.
func backtrack(p *Puzzle) int64 {
	n := p.N
	cols := make([]int, 0, n)
	var rec func() int64
	rec = func() int64 {
		r := len(cols)
		if r == n {
			return 1
		}
		var total int64
		for c := 0; c < n; c++ {
			if f := p.fixed[r]; f >= 0 && f != c {
				continue
			}
			if attacked(cols, r, c) {
				continue
			}
			cols = append(cols, c)
			total += rec()
			cols = cols[:len(cols)-1]
		}
		return total
	}
	return rec()
}

// enumerate counts the solutions of p under cfg, verifying each one.
func enumerate(t *testing.T, p *Puzzle, cfg encode.Config) int64 {
	t.Helper()
	return enumerateModel(t, p, p.Encode(cfg))
}

// enumerateModel counts the solutions of m, a model of p, verifying each
// one.
func enumerateModel(t *testing.T, p *Puzzle, m *Model) int64 {
	t.Helper()
	seen := map[string]bool{}
	res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 0, func(model []bool) bool {
		sol := m.Decode(model)
		if err := Verify(p, sol); err != nil {
			t.Fatalf("n=%d: decoded board fails Verify: %v\n%s", p.N, err, sol.Text())
		}
		key := sol.Text()
		if seen[key] {
			t.Fatalf("n=%d: solution found twice", p.N)
		}
		seen[key] = true
		return true
	})
	if err != nil || !res.Complete {
		t.Fatalf("n=%d: enumeration incomplete: %v", p.N, err)
	}
	return res.Count
}

func TestCountsMatchOEIS(t *testing.T) {
	for n := 1; n <= 9; n++ {
		p, _ := New(n)
		got := enumerate(t, p, encode.Config{})
		if got != a000170[n] {
			t.Errorf("n=%d: %d solutions, OEIS A000170 says %d", n, got, a000170[n])
		}
		if bt := backtrack(p); bt != a000170[n] {
			t.Errorf("n=%d: the test's backtracker counts %d, OEIS says %d", n, bt, a000170[n])
		}
	}
}

// TestEveryEncodingCountsTheSame runs the model under every at-most-one
// encoding: the solution set must not depend on the encoding.
func TestEveryEncodingCountsTheSame(t *testing.T) {
	for _, info := range encode.Encodings() {
		t.Run(string(info.Name), func(t *testing.T) {
			for n := 4; n <= 8; n++ {
				p, _ := New(n)
				if got := enumerate(t, p, encode.Config{AMO: info.Name}); got != a000170[n] {
					t.Errorf("n=%d: %d solutions, want %d", n, got, a000170[n])
				}
			}
		})
	}
}

// TestCubesPartitionTheSolutions counts cube by cube, with and without the
// mirror weights, at several depths.
func TestCubesPartitionTheSolutions(t *testing.T) {
	for n := 4; n <= 10; n++ {
		p, _ := New(n)
		m := p.Encode(encode.Config{})
		for depth := 1; depth <= 3; depth++ {
			for _, mirror := range []bool{false, true} {
				if got := countCubes(m, depth, mirror); got != a000170[n] {
					t.Errorf("n=%d depth=%d mirror=%v: %d solutions, want %d", n, depth, mirror, got, a000170[n])
				}
			}
		}
	}
}

func TestCompletion(t *testing.T) {
	cases := []struct {
		n      int
		places [][2]int
	}{
		{8, [][2]int{{0, 0}}},
		{8, [][2]int{{0, 3}, {5, 1}}},
		{8, [][2]int{{0, 0}, {1, 1}}}, // attacking: no completion
		{10, [][2]int{{2, 5}}},
		{9, [][2]int{{4, 4}, {0, 2}}},
	}
	for _, tc := range cases {
		p, _ := New(tc.n)
		for _, pl := range tc.places {
			if err := p.Place(pl[0], pl[1]); err != nil {
				t.Fatal(err)
			}
		}
		want := backtrack(p)
		if got := enumerate(t, p, encode.Config{}); got != want {
			t.Errorf("n=%d places %v: %d completions, backtracking finds %d", tc.n, tc.places, got, want)
		}
		m := p.Encode(encode.Config{})
		if got := countCubes(m, 2, false); got != want {
			t.Errorf("n=%d places %v: cubes count %d, want %d", tc.n, tc.places, got, want)
		}
	}
}

func TestVerifyRejects(t *testing.T) {
	p, _ := New(4)
	for _, tc := range []struct {
		sol  Solution
		want string
	}{
		{Solution{1, 3, 0}, "3 rows"},
		{Solution{1, 3, 0, -1}, "no queen"},
		{Solution{1, 3, 1, 2}, "column"},
		{Solution{0, 1, 3, 2}, "diagonal"},
		{Solution{1, 0, 3, 2}, "anti-diagonal"},
	} {
		err := Verify(p, tc.sol)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.sol, err, tc.want)
		}
	}
	if err := Verify(p, Solution{1, 3, 0, 2}); err != nil {
		t.Errorf("a valid board fails: %v", err)
	}
	p.Place(0, 2)
	if err := Verify(p, Solution{1, 3, 0, 2}); err == nil {
		t.Error("a board that ignores a placed queen passes")
	}
}

func TestParseBoard(t *testing.T) {
	p, err := ParseBoard(strings.NewReader("# a comment\n.Q..\n....\n....\n....\n"), "b.txt")
	if err != nil {
		t.Fatal(err)
	}
	if p.N != 4 || p.Placed(0) != 1 || p.Placed(1) != -1 {
		t.Errorf("parsed %d, %v", p.N, p.fixed)
	}
	// Lines ended by CR alone or CRLF, as the kit's genres read them: CR
	// alone was one line of 19 characters.
	for _, end := range []string{"\r", "\r\n"} {
		q, err := ParseBoard(strings.NewReader(strings.ReplaceAll("# a comment\n.Q..\n....\n..Q.\n....\n", "\n", end)), "b.txt")
		if err != nil || q.N != 4 || q.Placed(0) != 1 || q.Placed(2) != 2 {
			t.Errorf("ends %q: %v", end, err)
		}
	}
	// The answer as drawn (Solution.Text, squares between blanks) reads
	// back as the board of its queens, as the genre's README shows it.
	sol := Solution{1, 3, 0, 2}
	q, err := ParseBoard(strings.NewReader(sol.Text()), "b.txt")
	if err != nil {
		t.Fatalf("%q: %v", sol.Text(), err)
	}
	for r, c := range sol {
		if q.Placed(r) != c {
			t.Errorf("%q read back: row %d has %d, want %d", sol.Text(), r, q.Placed(r), c)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", "b.txt:1:1: empty board"},
		{"Q..\n...\n..", "b.txt:3:1: row of 2 squares"},
		{". . .\n. . Q .\n. . .", "b.txt:2:1: row of 4 squares"},
		{". Q x\n. . .\n. . .", "b.txt:1:5: unexpected 'x'"},
		{"Q.x\n...\n...", "b.txt:1:3: unexpected 'x'"},
		{"QQ.\n...\n...", "b.txt:1:2: a second queen"},
		{"Q.\n" + strings.Repeat(".", 70000), "b.txt:2:1: a line of 65536 bytes or more: expected a row of the board"},
	} {
		_, err := ParseBoard(strings.NewReader(tc.in), "b.txt")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want prefix %q", tc.in, err, tc.want)
		}
	}
}

func TestNewAndPlaceErrors(t *testing.T) {
	if _, err := New(0); err == nil {
		t.Error("New(0) accepted")
	}
	if _, err := New(MaxN + 1); err == nil {
		t.Error("New(MaxN+1) accepted")
	}
	p, _ := New(5)
	if err := p.Place(5, 0); err == nil {
		t.Error("a queen off the board accepted")
	}
	p.Place(1, 1)
	if err := p.Place(1, 2); err == nil {
		t.Error("two queens in one row accepted")
	}
}

func FuzzParseBoard(f *testing.F) {
	f.Add(".Q..\n...Q\nQ...\n..Q.\n")
	f.Add("Q\n")
	f.Add("# x\n\nQ.\n.Q\n")
	f.Add(". Q . .\n. . . Q\nQ\t. . .\n . . Q .\n")
	f.Fuzz(func(t *testing.T, in string) {
		p, err := ParseBoard(strings.NewReader(in), "fuzz")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz") {
				t.Errorf("error without the file name: %v", err)
			}
			return
		}
		if p.N < 1 {
			t.Errorf("accepted a board of size %d", p.N)
		}
		if p.N <= 6 {
			m := p.Encode(encode.Config{})
			sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 0, func(model []bool) bool {
				if err := Verify(p, m.Decode(model)); err != nil {
					t.Errorf("solution fails Verify: %v", err)
				}
				return true
			})
		}
	})
}

// firstBoard returns the first n-queens board plain backtracking finds:
// the column of each row's queen.
func firstBoard(n int) []int {
	cols := make([]int, 0, n)
	var rec func() bool
	rec = func() bool {
		r := len(cols)
		if r == n {
			return true
		}
		for c := 0; c < n; c++ {
			if !attacked(cols, r, c) {
				cols = append(cols, c)
				if rec() {
					return true
				}
				cols = cols[:len(cols)-1]
			}
		}
		return false
	}
	rec()
	return cols
}

// TestLargeBoardModel checks the model boards of largeBoard or more get
// (product rows and columns, native diagonals), which counting cannot
// reach whole: the queens of a backtracked board are placed on all rows
// but 8 to 11 scattered ones, and the completions SAT enumerates under the
// default encodings, and under EncodeCNF, equal backtracking's count.
// Some placements are shifted a column so that the counts vary, zero
// included.
func TestLargeBoardModel(t *testing.T) {
	for _, n := range []int{largeBoard, 18, 20, 21} {
		board := firstBoard(n)
		for trial := 0; trial < 4; trial++ {
			p, _ := New(n)
			for r, c := range board {
				if (r*11+trial*3)%n < n-8-trial { // 8 to 11 rows left open, scattered (11 is prime to every n here)
					if trial == 3 && r%5 == 0 {
						c = (c + 1) % n
					}
					if err := p.Place(r, c); err != nil {
						t.Fatal(err)
					}
				}
			}
			want := backtrack(p)
			if got := enumerate(t, p, encode.Config{}); got != want {
				t.Errorf("n=%d trial %d: %d completions under the default model, backtracking counts %d", n, trial, got, want)
			}
			m := p.EncodeCNF(encode.Config{})
			if m.Formula.NumCards() != 0 {
				t.Errorf("n=%d: EncodeCNF made %d native constraints", n, m.Formula.NumCards())
			}
			res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 0, func([]bool) bool { return true })
			if err != nil || res.Count != want {
				t.Errorf("n=%d trial %d: EncodeCNF counts %d, backtracking %d (%v)", n, trial, res.Count, want, err)
			}
			t.Logf("n=%d trial %d: %d completions", n, trial, want)
		}
		if m := mustNew(t, n).Encode(encode.Config{}); m.Formula.NumCards() == 0 {
			t.Errorf("n=%d: the default model has no native constraint; the large-board model was not used", n)
		}
	}
}

func mustNew(t *testing.T, n int) *Puzzle {
	t.Helper()
	p, err := New(n)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
