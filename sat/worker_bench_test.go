package sat

import (
	"bytes"
	"fmt"
	"io"
	"testing"
)

// BenchmarkWorkerReadFormula measures what a worker process does before
// its first cube: read the job's formula from the protocol. Latin squares
// of order 9 and 16 in pairwise clauses (8,991 and 92,928 clauses), with
// native constraints added for the rows.
func BenchmarkWorkerReadFormula(b *testing.B) {
	for _, n := range []int{9, 16} {
		f, x := latin(n)
		for r := 0; r < n; r++ {
			f.AddCard(Lits(x[r*n*n:(r+1)*n*n]), n)
		}
		var in bytes.Buffer
		pw := newProtoWriter(&in)
		pw.formula(f, Projection{Vars: x})
		pw.w.Flush()
		b.Run(fmt.Sprintf("latin%d", n), func(b *testing.B) {
			b.SetBytes(int64(in.Len()))
			for b.Loop() {
				if err := ServeWorker(bytes.NewReader(in.Bytes()), io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
