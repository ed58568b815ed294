package binox

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// withNames returns a copy of p whose givens are the named cells only
// ("r3c4=X").
func withNames(t *testing.T, p *Puzzle, names []string) *Puzzle {
	t.Helper()
	q := *p
	q.Given = make([]int, len(p.Given))
	for i := range q.Given {
		q.Given[i] = None
	}
	for _, n := range names {
		var r, c int
		var s byte
		if _, err := fmt.Sscanf(n, "r%dc%d=%c", &r, &c, &s); err != nil {
			t.Fatalf("name %q: %v", n, err)
		}
		q.Given[(r-1)*p.Cols+c-1] = p.Symbol(s)
	}
	return &q
}

// The setter's questions on random puzzles, each checked with the
// backtracker: --forced is the intersection of all the solutions,
// --explain's givens conflict and each is needed, --suggest's extra
// givens make the puzzle unique and each is needed.
func TestSetterQuestions(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	ctx := context.Background()
	kinds := map[string]int{}
	for trial := 0; trial < 40; trial++ {
		p, _ := New(6, 6)
		p.Distinct = trial%4 != 0
		b := randomBoard(rng, p)
		for i := range b {
			if rng.Float64() < 0.3 {
				p.Given[i] = b[i]
			}
		}
		if trial%3 == 2 {
			i := rng.Intn(len(b))
			p.Given[i] = 1 - b[i]
		}
		var boards [][][]int
		search(p, validRows(p.Cols, p.Run), func(board [][]int) bool {
			cp := make([][]int, len(board))
			for r := range board {
				cp[r] = append([]int(nil), board[r]...)
			}
			boards = append(boards, cp)
			return true
		})
		// --forced
		prob := Genre.Problem(p, "t", &solve.Options{}, false)
		values, found, _, err := solve.Forced(ctx, prob)
		if err != nil || found != (len(boards) > 0) {
			t.Fatalf("trial %d: forced: found %v (%v) with %d solutions", trial, found, err, len(boards))
		}
		if found {
			a, err := prob.ShowForced(values)
			if err != nil {
				t.Fatal(err)
			}
			rows := a.Fields["forced"].([]string)
			for r := 0; r < p.Rows; r++ {
				for c := 0; c < p.Cols; c++ {
					want := byte(Symbols[boards[0][r][c]])
					for _, bd := range boards[1:] {
						if bd[r][c] != boards[0][r][c] {
							want = '.'
						}
					}
					if rows[r][c] != want {
						t.Fatalf("trial %d: forced r%dc%d is %c, the %d solutions say %c", trial, r+1, c+1, rows[r][c], len(boards), want)
					}
				}
			}
		}
		switch {
		case len(boards) == 0:
			kinds["none"]++
			prob := Genre.Problem(p, "t", &solve.Options{Encoding: encode.Config{Select: encode.SelectAll}}, false)
			conflict, _, err := solve.Explain(ctx, prob)
			if err != nil {
				t.Fatalf("trial %d: explain: %v", trial, err)
			}
			if conflict.Rules {
				continue // the rules alone: 6×6 always has grids
			}
			if n := backtrack(withNames(t, p, conflict.Names)); n != 0 {
				t.Fatalf("trial %d: %v has %d solutions", trial, conflict.Names, n)
			}
			for i := range conflict.Names {
				rest := append(append([]string(nil), conflict.Names[:i]...), conflict.Names[i+1:]...)
				if backtrack(withNames(t, p, rest)) == 0 {
					t.Fatalf("trial %d: %v conflicts without %s", trial, conflict.Names, conflict.Names[i])
				}
			}
		case len(boards) > 1:
			kinds["several"]++
			extra, _, _, err := solve.Suggest(ctx, prob)
			if err != nil {
				t.Fatalf("trial %d: suggest: %v", trial, err)
			}
			var names []string
			for i, g := range p.Given {
				if g != None {
					names = append(names, fmt.Sprintf("%s=%c", p.Name(i), Symbols[g]))
				}
			}
			for _, l := range extra {
				names = append(names, prob.NameOf(l))
			}
			if n := backtrack(withNames(t, p, names)); n != 1 {
				t.Fatalf("trial %d: with %v, %d solutions", trial, names, n)
			}
			base := len(names) - len(extra)
			for i := base; i < len(names); i++ {
				rest := append(append([]string(nil), names[:i]...), names[i+1:]...)
				if backtrack(withNames(t, p, rest)) < 2 {
					t.Fatalf("trial %d: %s is not needed in %v", trial, names[i], names[base:])
				}
			}
		default:
			kinds["unique"]++
		}
	}
	if kinds["none"] == 0 || kinds["several"] == 0 {
		t.Errorf("the trials cover too little: %v", kinds)
	}
}
