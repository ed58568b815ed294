// Package datafiles reads the test data folders of the genres
// (testdata/<genre>): their puzzle files and the INDEX.tsv that gives
// each file's source. It is for the genres' tests.
package datafiles

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Files returns the names, without the folder, of the files of dir that
// match pattern, sorted. The test fails unless there are want of them, so
// that a file lost or added is noticed.
func Files(t testing.TB, dir, pattern string, want int) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, pattern))
	if err != nil {
		t.Fatal(err)
	}
	for i := range names {
		names[i] = filepath.Base(names[i])
	}
	sort.Strings(names)
	if len(names) != want {
		t.Fatalf("%d puzzle files in %s, expected %d", len(names), dir, want)
	}
	return names
}

// Entry is a line of INDEX.tsv: a file, its size, where it comes from, the
// puzzle as first published (a URL or a game ID), and a note.
type Entry struct{ File, Size, Source, Original, Note string }

// Index returns the lines of dir/INDEX.tsv (after its header) by file
// name.
func Index(t testing.TB, dir string) map[string]Entry {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "INDEX.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]Entry{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for first := true; sc.Scan(); first = false {
		if first {
			continue
		}
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 5 {
			t.Fatalf("INDEX.tsv: %d columns in %q", len(cols), sc.Text())
		}
		out[cols[0]] = Entry{cols[0], cols[1], cols[2], cols[3], cols[4]}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
