package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkRate rates the puzzles of testdata/rate (see its SOURCES.md)
// as `puzzlesat GENRE -j 1 --rate FILE` does, in this process: level-2
// reasoning, whose time is nearly all unit propagation (sat.Propagator).
func BenchmarkRate(b *testing.B) {
	files, _ := filepath.Glob("../../testdata/rate/*.txt")
	if len(files) == 0 {
		b.Fatal("no puzzles in testdata/rate")
	}
	for _, f := range files {
		genre, _, _ := strings.Cut(filepath.Base(f), "-")
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(genre, func(b *testing.B) {
			for b.Loop() {
				out, errs, code := runCLI(b, string(data), genre, "-j", "1", "--rate")
				if code != 0 || !strings.HasPrefix(out, "level ") {
					b.Fatalf("exit %d: %s%s", code, out, errs)
				}
			}
		})
	}
}
