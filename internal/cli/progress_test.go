package cli

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// TestProgressLine: on a terminal, a long batch draws "N puzzles, P%, R/s"
// over itself at most every 200 ms after the first second, and clears it
// at the end; elsewhere it draws nothing.
func TestProgressLine(t *testing.T) {
	var w bytes.Buffer
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	pr := &progress{w: &w, on: true, now: func() time.Time { return clock }, start: clock}
	f, err := os.Open(sudokuFile("royle17_30.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in := pr.track(f)
	half := make([]byte, pr.size/2)
	if _, err := io.ReadFull(in, half); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 64; i++ {
		pr.step()
	}
	if w.Len() != 0 {
		t.Fatalf("drew %q within the first second", w.String())
	}
	clock = clock.Add(2 * time.Second)
	for i := 0; i < 64; i++ {
		pr.step()
	}
	if got, want := w.String(), "\r128 puzzles  50%, 64/s "; got != want {
		t.Errorf("drew %q, want %q", got, want)
	}
	w.Reset()
	clock = clock.Add(100 * time.Millisecond)
	for i := 0; i < 64; i++ {
		pr.step()
	}
	if w.Len() != 0 {
		t.Errorf("drew %q again after 100 ms", w.String())
	}
	pr.finish()
	if got := w.String(); got != "\r\033[K" {
		t.Errorf("finish wrote %q, want the line cleared", got)
	}

	// Not a terminal: nothing, whatever the length (runCLI's stderr is a
	// buffer).
	var many strings.Builder
	royle, _ := os.ReadFile(sudokuFile("royle17_30.txt"))
	for i := 0; i < 10; i++ {
		many.Write(royle)
	}
	_, errs, code := runCLI(t, many.String(), "sudoku")
	if code != 0 || strings.ContainsAny(errs, "\r\033") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}
