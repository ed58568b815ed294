package sat

import (
	"context"
	"errors"
	"testing"
)

// diagonals is a lazy check for N-Queens: no two queens share a diagonal.
// On a model that breaks it, it returns the clause that forbids the first
// attacking pair found.
type diagonals struct {
	n int
	x []Var
}

func (d diagonals) Check(m []bool) [][]Lit { return d.checkRows(m, d.n) }

// checkRows is Check over the queens of the first h rows only.
func (d diagonals) checkRows(m []bool, h int) [][]Lit {
	var qs [][2]int
	for i, v := range d.x[:h*d.n] {
		if m[v] {
			qs = append(qs, [2]int{i / d.n, i % d.n})
		}
	}
	for i, a := range qs {
		for _, b := range qs[i+1:] {
			if a[0]-a[1] == b[0]-b[1] || a[0]+a[1] == b[0]+b[1] {
				return [][]Lit{{d.x[a[0]*d.n+a[1]].Neg(), d.x[b[0]*d.n+b[1]].Neg()}}
			}
		}
	}
	return nil
}

func (d diagonals) Vars() []Var  { return d.x }
func (d diagonals) Kind() string { return "test-diagonals" }
func (d diagonals) Args() []int64 {
	out := []int64{int64(d.n)}
	for _, v := range d.x {
		out = append(out, int64(v))
	}
	return out
}

func init() {
	RegisterCheck("test-diagonals", func(args []int64) (Check, error) {
		if len(args) < 1 || int64(len(args)-1) != args[0]*args[0] {
			return nil, errors.New("bad diagonals")
		}
		d := diagonals{n: int(args[0])}
		for _, a := range args[1:] {
			d.x = append(d.x, Var(a))
		}
		return d, nil
	})
}

// rooks is n-queens without its diagonals: a queen per row and column.
func rooks(n int) (*Formula, []Var) {
	f := NewFormula()
	x := f.NewVars(n * n)
	for i := 0; i < n; i++ {
		row, col := make([]Lit, n), make([]Lit, n)
		for j := 0; j < n; j++ {
			row[j], col[j] = x[i*n+j].Pos(), x[j*n+i].Pos()
		}
		exactlyOne(f, row)
		exactlyOne(f, col)
	}
	return f, x
}

// exactlyOne adds to f that exactly one of ls holds: their clause and the
// pairs of their negations.
func exactlyOne(f *Formula, ls []Lit) {
	f.AddClause(ls...)
	for a := range ls {
		for b := a + 1; b < len(ls); b++ {
			f.AddClause(ls[a].Not(), ls[b].Not())
		}
	}
}

// TestLazyCheck: N-Queens whose diagonals are a lazy check counts 4, 40 and
// 92 for N = 6, 7, 8 (OEIS A000170), in this process and in two worker
// processes with the search split into cubes; models cut off are never
// counted, and the cuts are reported.
func TestLazyCheck(t *testing.T) {
	want := map[int]int64{6: 4, 7: 40, 8: 92}
	for n, w := range want {
		f, x := rooks(n)
		f.AddCheck(diagonals{n: n, x: x})
		res, err := Enumerate(context.Background(), f, Projection{Vars: x, TrueOnly: true}, nil, 0, nil)
		if err != nil || res.Count != w || !res.Complete || res.Stats.Lazy == 0 {
			t.Errorf("n=%d: %d solutions (%v), %d cuts; want %d and some cuts", n, res.Count, err, res.Stats.Lazy, w)
		}
		st, m, _ := Solve(context.Background(), f)
		if st != Sat || len(diagonals{n: n, x: x}.Check(m)) != 0 {
			t.Errorf("n=%d: Solve returned a model that breaks the check", n)
		}
		// Cubes on the first row's queen, counted by two workers.
		var cubes [][]Lit
		for c := 0; c < n; c++ {
			cubes = append(cubes, []Lit{x[c].Pos()})
		}
		pool := testPool(t, 2)
		var got JobResult
		given := false
		err = pool.Run(context.Background(), func() (Job, bool) {
			if given {
				return Job{}, false
			}
			given = true
			return Job{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}, Cubes: cubes}, true
		}, func(_ int, r JobResult) error { got = r; return nil })
		if err != nil || got.Count != w || !got.Complete || got.Stats.Lazy == 0 {
			t.Errorf("n=%d in workers: %d solutions (%v), %d cuts; want %d", n, got.Count, err, got.Stats.Lazy, w)
		}
	}
}

func TestLazyHasNoDIMACS(t *testing.T) {
	f, x := rooks(4)
	f.AddCheck(diagonals{n: 4, x: x})
	if err := WriteDIMACS(new(discard), f); !errors.Is(err, ErrLazy) {
		t.Fatalf("error %v, want ErrLazy", err)
	}
	if g := f.Clone(); len(g.Checks()) != 1 {
		t.Fatal("Clone dropped the check")
	}
}

type discard struct{}

func (discard) Write(b []byte) (int, error) { return len(b), nil }
