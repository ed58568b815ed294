package grid

import (
	"bufio"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

// TestScanLines reads every string of up to seven characters over "a",
// "\r" and "\n", a byte at a time and whole, and compares the lines with
// those of the string once its CRLFs and CRs are LFs, split at LFs
// (without the empty line after a last end).
func TestScanLines(t *testing.T) {
	var all []string
	var gen func(s string)
	gen = func(s string) {
		all = append(all, s)
		if len(s) < 7 {
			for _, c := range []string{"a", "\r", "\n"} {
				gen(s + c)
			}
		}
	}
	gen("")
	for _, s := range all {
		norm := strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
		want := strings.Split(norm, "\n")
		if strings.HasSuffix(norm, "\n") || norm == "" {
			want = want[:len(want)-1]
		}
		for _, oneByte := range []bool{false, true} {
			r := strings.NewReader(s)
			sc := bufio.NewScanner(r)
			if oneByte {
				sc = bufio.NewScanner(iotest.OneByteReader(strings.NewReader(s)))
			}
			sc.Split(ScanLines)
			var got []string
			for sc.Scan() {
				got = append(got, sc.Text())
			}
			if sc.Err() != nil || !slices.Equal(got, want) {
				t.Fatalf("%q (a byte at a time %v): %q, %v; want %q", s, oneByte, got, sc.Err(), want)
			}
		}
	}
}
