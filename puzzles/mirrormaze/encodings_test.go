package mirrormaze

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// randomBoard returns a random rows×cols board: mirrors with probability
// pm, monsters elsewhere.
func randomBoard(rng *rand.Rand, rows, cols int, pm float64) Solution {
	b := make(Solution, rows*cols)
	for i := range b {
		switch {
		case rng.Float64() < pm/2:
			b[i] = Slash
		case rng.Float64() < pm/(2-pm):
			b[i] = Backslash
		default:
			b[i] = Monsters[rng.Intn(3)]
		}
	}
	return b
}

// cluesOf returns the puzzle whose mirrors are the board's and whose clues
// and totals are what the board shows, counted with the test's own tracer.
func cluesOf(rows, cols int, board Solution) *Puzzle {
	p, err := NewPuzzle(rows, cols)
	if err != nil {
		panic(err)
	}
	grid := make([]string, rows)
	for r := range grid {
		b := make([]byte, cols)
		for c := range b {
			b[c] = board[r*cols+c].String()[0]
			if board[r*cols+c].IsMirror() {
				p.Grid[r*cols+c] = board[r*cols+c]
			}
		}
		grid[r] = string(b)
	}
	seen := func(x, y, hx, hy int) int {
		n := 0
		cells, refl := traceFrame(grid, x, y, hx, hy)
		for i, c := range cells {
			switch grid[c[0]][c[1]] {
			case 'Z':
				n++
			case 'V':
				if !refl[i] {
					n++
				}
			case 'G':
				if refl[i] {
					n++
				}
			}
		}
		return n
	}
	for c := 0; c < cols; c++ {
		p.Clues[Top][c] = seen(c+1, 0, 0, 1)
		p.Clues[Bottom][c] = seen(c+1, rows+1, 0, -1)
	}
	for r := 0; r < rows; r++ {
		p.Clues[Left][r] = seen(0, r+1, 1, 0)
		p.Clues[Right][r] = seen(cols+1, r+1, -1, 0)
	}
	for _, c := range board {
		if c.IsMonster() {
			p.Totals[c.index()]++
		}
	}
	for t := range p.Totals {
		p.Totals[t]++ // from NoClue
	}
	return p
}

// randomPuzzle makes a puzzle from a random board, then keeps each clue
// with probability keep, each total with probability keepTotal, gives
// each monster in the grid with probability fix, sometimes adds a group
// of same cells (of equal monsters, or any), and sometimes changes a clue
// so that the puzzle may have no solution.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	rows, cols := 2+rng.Intn(3), 2+rng.Intn(3)
	board := randomBoard(rng, rows, cols, 0.15+0.4*rng.Float64())
	p := cluesOf(rows, cols, board)
	keep := rng.Float64()
	for _, s := range Sides {
		for i := range p.Clues[s] {
			if rng.Float64() > keep {
				p.Clues[s][i] = NoClue
			}
		}
	}
	keepTotal := rng.Float64()
	for t := range p.Totals {
		if rng.Float64() > keepTotal {
			p.Totals[t] = NoClue
		}
	}
	fix := 0.3 * rng.Float64()
	var free []int
	for i, c := range board {
		if c.IsMonster() {
			free = append(free, i)
			if rng.Float64() < fix {
				p.Grid[i] = c
			}
		}
	}
	if len(free) >= 2 && rng.Intn(4) == 0 {
		var g []Pos
		for _, i := range free {
			if rng.Intn(2) == 0 && (rng.Intn(3) == 0 || board[i] == board[free[0]]) {
				g = append(g, Pos{i / cols, i % cols})
			}
		}
		if len(g) > 1 {
			p.Same = [][]Pos{g}
		}
	}
	if rng.Intn(6) == 0 {
		s := Sides[rng.Intn(4)]
		i := rng.Intn(len(p.Clues[s]))
		p.Clues[s][i] = max(0, p.Clues[s][i]) + 1 - 2*rng.Intn(2)
		p.Clues[s][i] = max(p.Clues[s][i], 0)
	}
	if err := check(p); err != nil {
		panic(err)
	}
	return p
}

// TestCountsAgree counts the solutions of random puzzles under every
// encoding and compares with the backtracking counter.
func TestCountsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	n := 150
	if testing.Short() {
		n = 60
	}
	cfgs := configs()
	var zero, one, many int
	for k := 0; k < n; k++ {
		// Enumerating a million solutions under a dozen encodings takes
		// minutes: draw again when there are more than a thousand.
		p := randomPuzzle(rng)
		want := bruteCount(p)
		for want > 1000 {
			p = randomPuzzle(rng)
			want = bruteCount(p)
		}
		switch {
		case want == 0:
			zero++
		case want == 1:
			one++
		default:
			many++
		}
		for name, cfg := range cfgs {
			if got := satCount(t, p, cfg); got != want {
				t.Fatalf("puzzle %d, %s: %d solutions, backtracking %d\n%s", k, name, got, want, Text(p, nil))
			}
		}
	}
	t.Logf("%d puzzles: %d without a solution, %d unique, %d with several", n, zero, one, many)
	if zero < n/20 || one < n/20 || many < n/5 {
		t.Errorf("%d without a solution, %d unique, %d with several: the test proves little", zero, one, many)
	}
}

// TestSightAgrees compares the model's tracer with the test's on random
// mirror layouts, larger ones too.
func TestSightAgrees(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(7), 1+rng.Intn(7)
		board := randomBoard(rng, rows, cols, rng.Float64())
		p := cluesOf(rows, cols, board)
		grid := make([]string, rows)
		for r := range grid {
			grid[r] = board.key()[r*cols : (r+1)*cols]
		}
		frame := map[Side]func(i int) (x, y, hx, hy int){
			Top:    func(i int) (int, int, int, int) { return i + 1, 0, 0, 1 },
			Bottom: func(i int) (int, int, int, int) { return i + 1, rows + 1, 0, -1 },
			Left:   func(i int) (int, int, int, int) { return 0, i + 1, 1, 0 },
			Right:  func(i int) (int, int, int, int) { return cols + 1, i + 1, -1, 0 },
		}
		for _, s := range Sides {
			for i := 0; i < p.MarginLen(s); i++ {
				x, y, hx, hy := frame[s](i)
				cells, refl := traceFrame(grid, x, y, hx, hy)
				var want []Crossing
				for j, c := range cells {
					want = append(want, Crossing{c[0]*cols + c[1], refl[j]})
				}
				if got := p.Sight(s, i); !reflect.DeepEqual(got, want) {
					t.Fatalf("%s %d of\n%s: Sight %v, expected %v", s, i, Text(p, nil), got, want)
				}
			}
		}
	}
}

// TestCountsManySolutions checks counts on puzzles with few clues, where
// the solutions are many.
func TestCountsManySolutions(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for k := 0; k < 10; k++ {
		rows, cols := 3, 3+k%2
		p := cluesOf(rows, cols, randomBoard(rng, rows, cols, 0.3))
		p.Totals = [3]int{NoClue, NoClue, NoClue}
		for _, s := range Sides {
			for i := range p.Clues[s] {
				if rng.Intn(3) > 0 {
					p.Clues[s][i] = NoClue
				}
			}
		}
		want := bruteCount(p)
		if want < 2 {
			continue
		}
		for _, name := range []string{"default", "card=seqcounter", "card=cardnet"} {
			if got := satCount(t, p, configs()[name]); got != want {
				t.Errorf("%s: %d solutions, backtracking %d\n%s", name, got, want, Text(p, nil))
			}
		}
		t.Logf("puzzle %d: %d solutions", k, want)
	}
}

// TestNativeUpTo: the counts are gophersat's native constraints up to
// nativeCells, Auto's clauses past it, unless the run names an encoding.
func TestNativeUpTo(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, tc := range []struct {
		rows, cols int
		card       encode.Encoding
		native     bool
	}{
		{10, 10, encode.Auto, true},
		{10, 11, encode.Auto, false},
		{15, 15, encode.Auto, false},
		{15, 15, encode.Native, true},
		{5, 5, encode.Totalizer, false},
	} {
		p := cluesOf(tc.rows, tc.cols, randomBoard(rng, tc.rows, tc.cols, 0.4))
		o := &solve.Options{Encoding: encode.Config{AMO: encode.Auto, Card: tc.card, Connect: encode.Auto}}
		prob := Genre.Problem(p, "p", o, false)
		if got := prob.Formula.NumCards() > 0; got != tc.native {
			t.Errorf("%d×%d, --card %s: native constraints %v, want %v", tc.rows, tc.cols, tc.card, got, tc.native)
		}
	}
}
