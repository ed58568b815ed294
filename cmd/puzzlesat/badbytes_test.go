package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/solve"
)

// TestBadBytesNeverHang gives every genre's reader (the one the command
// line and the page share, solve.Page.Read) its test data with a control
// or non-UTF-8 byte put in or swapped in at places along the input: each
// must come back, with a puzzle or an error, and never panic. The
// fuzzers search one reader each at random; this walks them all. A NUL in
// a Tatham ID once looped Mirror Maze's reader forever.
func TestBadBytesNeverHang(t *testing.T) {
	for _, g := range solve.Genres() {
		if g.Page == nil {
			continue
		}
		files, _ := filepath.Glob(filepath.Join("../../testdata", g.Name, "*"))
		tried := 0
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil || len(data) == 0 || len(data) > 3000 {
				continue
			}
			// The file whole, and its first links ("name<TAB>link").
			inputs := []string{string(data)}
			for _, line := range strings.Split(string(data), "\n") {
				if _, link, ok := strings.Cut(line, "\t"); ok && len(link) < 400 && len(inputs) < 3 {
					inputs = append(inputs, link)
				}
			}
			for _, in := range inputs {
				for _, bad := range []string{"\x00", "\x10", "\x7f", "\xff"} {
					for pos := 0; pos < len(in); pos += max(1, len(in)/24) {
						for _, mut := range []string{in[:pos] + bad + in[pos:], in[:pos] + bad + in[pos+1:]} {
							tried++
							if msg := readWithin(g, mut, 3*time.Second); msg != "" {
								t.Fatalf("%s, %s: %q: %s", g.Name, f, mut, msg)
							}
						}
					}
				}
			}
		}
		if tried == 0 {
			t.Errorf("%s: no test data tried", g.Name)
		}
	}
}

// readWithin reads input as g's page does: "" when it comes back within
// limit, else what went wrong.
func readWithin(g *solve.Genre, input string, limit time.Duration) string {
	done := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprint("panic: ", r)
			}
		}()
		_, _ = g.Page.Read(input)
		done <- ""
	}()
	select {
	case msg := <-done:
		return msg
	case <-time.After(limit):
		return "no answer in " + limit.String()
	}
}
