package sat

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/crillab/gophersat/solver"
)

// ErrProofNeedsCNF is returned by Prove for a formula that is not plain
// CNF: native constraints and lazy checks have no clauses a proof could
// start from.
var ErrProofNeedsCNF = errors.New("a proof needs the formula in clauses: no native constraints, no lazy checks")

// Prove solves f as it is, clause for clause (no propagation or
// renumbering of this package's own, so that nothing needs mapping back
// but the polarity of Formula.PreferTrue), and when f has no model writes
// to w a DRUP proof of it: the clauses gophersat learned, in DIMACS form
// over f's variables, each implied by unit propagation from f and the
// lines before it, ending with the empty clause "0". A checker such as
// drat-trim accepts it against the CNF that WriteDIMACS writes of f. When
// f has a model, Prove writes nothing and returns Sat.
func Prove(ctx context.Context, f *Formula, w io.Writer) (Status, error) {
	if len(f.cards) > 0 || len(f.checks) > 0 {
		return Unknown, ErrProofNeedsCNF
	}
	if f.trivial {
		_, err := io.WriteString(w, "0\n")
		return Unsat, err
	}
	// The lemmas wait in memory until the search ends: a satisfiable
	// formula has learned clauses too, but no proof.
	var mem bytes.Buffer
	bw := bufio.NewWriter(&mem)
	s := &Solver{nvars: f.nvars, flip: slices.Clone(f.prefer)}
	nv := max(f.nvars, 1)
	cnf := make([][]int, 0, len(f.ends))
	f.Clauses(func(c []Lit) {
		g := make([]int, len(c))
		for i, l := range c {
			g[i] = s.out(l)
		}
		cnf = append(cnf, g)
	})
	pb := solver.ParseSliceNb(cnf, nv)
	if pb.Status == solver.Unsat {
		// gophersat found the conflict while reading (units against
		// each other): unit propagation on f alone shows it.
		_, err := io.WriteString(w, "0\n")
		return Unsat, err
	}
	gs := solver.New(pb)
	gs.Certified = true
	lines := make(chan string, 1024)
	gs.CertChan = lines
	written := make(chan error, 1)
	// dropped: Prove was stopped, and what the search still writes is
	// read and thrown away (gophersat blocks on a full channel).
	var dropped atomic.Bool
	go func() {
		var werr error
		for line := range lines {
			if werr == nil && !dropped.Load() {
				werr = s.writeLemma(bw, line)
			}
		}
		if werr == nil {
			werr = bw.Flush()
		}
		written <- werr
	}()
	done := make(chan solver.Status, 1)
	go func() {
		gophersatMu.Lock()
		defer gophersatMu.Unlock()
		if ctx.Err() != nil {
			done <- solver.Indet // stopped before it could start
			return
		}
		done <- gs.Solve()
	}()
	var st solver.Status
	select {
	case st = <-done:
	case <-ctx.Done():
		// The search runs on, writing into lines; it is dropped.
		dropped.Store(true)
		go func() { <-done; close(lines) }()
		return Unknown, ctx.Err()
	}
	close(lines)
	if err := <-written; err != nil {
		return Unknown, err
	}
	switch st {
	case solver.Unsat:
		_, err := w.Write(mem.Bytes())
		return Unsat, err
	case solver.Sat:
		return Sat, nil
	}
	return Unknown, nil
}

// writeLemma writes one line of gophersat's certificate ("l1 l2 ... 0")
// over f's variables: gophersat sees a preferred variable negated.
func (s *Solver) writeLemma(w *bufio.Writer, line string) error {
	fields := strings.Fields(line)
	buf := make([]byte, 0, 8*len(fields))
	for i, fld := range fields {
		n, err := strconv.Atoi(fld)
		if err != nil {
			return fmt.Errorf("proof: gophersat wrote %q", line)
		}
		if n != 0 {
			v := Var(n)
			if n < 0 {
				v = Var(-n)
			}
			if s.flipped(v) {
				n = -n
			}
		}
		if i > 0 {
			buf = append(buf, ' ')
		}
		buf = strconv.AppendInt(buf, int64(n), 10)
	}
	buf = append(buf, '\n')
	_, err := w.Write(buf)
	return err
}
