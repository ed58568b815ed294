package cli

import (
	"fmt"
	"io"
	"os"
	"time"
)

// progress draws a progress line on stderr when it is a terminal and the
// run is long (a batch): puzzles read, the share of the files' bytes, the rate.
type progress struct {
	w       io.Writer
	on      bool
	now     func() time.Time // the clock, replaced in tests
	start   time.Time
	last    time.Time
	puzzles int
	read    int64
	size    int64
	drawn   bool
}

func newProgress(stderr io.Writer) *progress {
	pr := &progress{w: stderr, now: time.Now, start: time.Now()}
	if f, ok := stderr.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			pr.on = true
		}
	}
	return pr
}

// track counts the bytes read from f, for the share done.
func (pr *progress) track(f *os.File) io.ReadCloser {
	if !pr.on {
		return f
	}
	if st, err := f.Stat(); err == nil {
		pr.size += st.Size()
	}
	return &countingReader{f: f, n: &pr.read}
}

type countingReader struct {
	f *os.File
	n *int64
}

func (c *countingReader) Read(b []byte) (int, error) {
	k, err := c.f.Read(b)
	*c.n += int64(k)
	return k, err
}

func (c *countingReader) Close() error { return c.f.Close() }

func (pr *progress) step() {
	pr.puzzles++
	if !pr.on || pr.puzzles%64 != 0 {
		return
	}
	now := pr.now()
	if now.Sub(pr.start) < time.Second || now.Sub(pr.last) < 200*time.Millisecond {
		return
	}
	pr.last = now
	share := ""
	if pr.size > 0 {
		share = fmt.Sprintf(" %3.0f%%", 100*float64(pr.read)/float64(pr.size))
	}
	rate := float64(pr.puzzles) / now.Sub(pr.start).Seconds()
	fmt.Fprintf(pr.w, "\r%d puzzles%s, %.0f/s ", pr.puzzles, share, rate)
	pr.drawn = true
}

func (pr *progress) finish() {
	if pr.drawn {
		fmt.Fprint(pr.w, "\r\033[K")
	}
}
