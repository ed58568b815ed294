package cli

import (
	"bytes"
	"io"
	"sync"
)

// relay writes the outputs of workers that run at once to one writer, in
// the workers' order, as soon as that order allows: the output of the
// worker whose turn it is goes out as it comes, and each later one's is
// held until the turn passes to it (next).
type relay struct {
	mu   sync.Mutex
	w    io.Writer
	held []bytes.Buffer
	turn int
}

func newRelay(w io.Writer, workers int) *relay {
	return &relay{w: w, held: make([]bytes.Buffer, workers)}
}

// part returns the writer of worker k.
func (r *relay) part(k int) io.Writer { return relayPart{r, k} }

// next passes the turn to the next worker: what it wrote so far goes out
// now, and what it writes from now on as it comes.
func (r *relay) next() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.turn++
	if r.turn < len(r.held) {
		r.w.Write(r.held[r.turn].Bytes())
		r.held[r.turn] = bytes.Buffer{}
	}
}

type relayPart struct {
	r *relay
	k int
}

// Write passes b on when it is the worker's turn and holds it otherwise.
// A failed write to the relay's writer is not the worker's: it reports
// none, so that the worker's output keeps being read.
func (p relayPart) Write(b []byte) (int, error) {
	p.r.mu.Lock()
	defer p.r.mu.Unlock()
	if p.k == p.r.turn {
		p.r.w.Write(b)
		return len(b), nil
	}
	return p.r.held[p.k].Write(b)
}
