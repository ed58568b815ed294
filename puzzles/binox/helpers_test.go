package binox

import (
	"math/rand"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const dataDir = "../../testdata/binox"

// encodings are the configurations the counting tests run under.
var encodings = []encode.Config{
	{AMO: encode.Auto, Card: encode.Auto},
	{AMO: encode.Pairwise, Card: encode.SeqCounter},
	{AMO: encode.Sequential, Card: encode.Totalizer},
	{AMO: encode.Bimander, Card: encode.CardNet},
	{AMO: encode.Native, Card: encode.Native},
}

func load(t testing.TB, name string) *Puzzle {
	t.Helper()
	return kittest.Read(t, Genre, filepath.Join(dataDir, name))[0]
}

// count enumerates the boards of p under cfg, each checked with Verify
// (kittest.Solutions) and none twice, up to limit (0: all).
func count(t testing.TB, p *Puzzle, cfg encode.Config, limit int64) int64 {
	t.Helper()
	boards, _, _ := kittest.Solutions(t, Genre, p, cfg, limit)
	seen := map[string]bool{}
	for _, b := range boards {
		key := b.Text(p)
		if seen[key] {
			t.Fatalf("board found twice:\n%s", key)
		}
		seen[key] = true
	}
	return int64(len(boards))
}

// backtrack counts the boards of p a second way, written apart from the
// model: rows are chosen one at a time among all rows that keep balance
// and the run limit, those that break a given or a column's balance or run
// being skipped, and distinctness is checked on whole rows and, at the end,
// on columns.
func backtrack(p *Puzzle) int64 {
	var n int64
	search(p, validRows(p.Cols, p.Run), func([][]int) bool { n++; return true })
	return n
}

// validRows lists every row of n cells (0 for X, 1 for O) with as many of
// each and no run longer than run.
func validRows(n, run int) [][]int {
	var rows [][]int
	row := make([]int, n)
	var gen func(c, x, o int)
	gen = func(c, x, o int) {
		if c == n {
			rows = append(rows, append([]int(nil), row...))
			return
		}
		for s := 0; s < 2; s++ {
			if (s == 0 && x == n/2) || (s == 1 && o == n/2) {
				continue
			}
			if c >= run {
				same := true
				for k := 1; k <= run; k++ {
					same = same && row[c-k] == s
				}
				if same {
					continue
				}
			}
			row[c] = s
			gen(c+1, x+1-s, o+s)
		}
	}
	gen(0, 0, 0)
	return rows
}

// search calls fn with each board of p built from rows (in their order)
// until fn returns false.
func search(p *Puzzle, rows [][]int, fn func(board [][]int) bool) {
	// The candidates of each row: those that keep its givens.
	cands := make([][][]int, p.Rows)
	for r := range cands {
	next:
		for _, cand := range rows {
			for c, s := range cand {
				if g := p.Given[r*p.Cols+c]; g >= 0 && g != s {
					continue next
				}
			}
			cands[r] = append(cands[r], cand)
		}
	}
	board := make([][]int, p.Rows)
	xs := make([]int, p.Cols) // X in each column so far
	var place func(r int) bool
	place = func(r int) bool {
		if r == p.Rows {
			if p.Distinct {
				cols := map[string]bool{}
				for c := 0; c < p.Cols; c++ {
					b := make([]byte, p.Rows)
					for i := range b {
						b[i] = byte('0' + board[i][c])
					}
					if cols[string(b)] {
						return true
					}
					cols[string(b)] = true
				}
			}
			return fn(board)
		}
	next:
		for _, cand := range cands[r] {
			for c, s := range cand {
				x := xs[c] + 1 - s
				if x > p.Rows/2 || (r+1)-x > p.Rows/2 {
					continue next
				}
				if r >= p.Run {
					same := true
					for k := 1; k <= p.Run && same; k++ {
						same = board[r-k][c] == s
					}
					if same {
						continue next
					}
				}
			}
			if p.Distinct {
				for i := 0; i < r; i++ {
					if equal(board[i], cand) {
						continue next
					}
				}
			}
			board[r] = cand
			for c, s := range cand {
				xs[c] += 1 - s
			}
			more := place(r + 1)
			for c, s := range cand {
				xs[c] -= 1 - s
			}
			if !more {
				return false
			}
		}
		return true
	}
	place(0)
}

func equal(a, b []int) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// randomBoard returns a random solved board of p's shape and rules: the
// first board the search finds with the rows in a random order.
func randomBoard(rng *rand.Rand, p *Puzzle) Board {
	rows := validRows(p.Cols, p.Run)
	rng.Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
	var out Board
	search(p, rows, func(board [][]int) bool {
		for _, row := range board {
			out = append(out, row...)
		}
		return false
	})
	return out
}

// parseOne reads one puzzle in any of the genre's forms.
func parseOne(text, name string) (*Puzzle, error) {
	ps, err := Genre.Parse([]byte(text), name)
	if err != nil {
		return nil, err
	}
	return ps[0].P, nil
}
