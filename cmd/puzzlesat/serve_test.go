package main

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestServeBadPlace: a folder (--out) or an address (--addr) that cannot
// be used is told at once, on one line, exit 2, before the page is built
// (QA: after a minute's build, on three lines).
func TestServeBadPlace(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	for _, c := range []struct{ args []string }{
		{[]string{"serve", "--out", filepath.Join(file, "page")}},
		{[]string{"serve", "--addr", ln.Addr().String()}},
	} {
		out, errs, code := runCLI(t, "", c.args...)
		if code != exitBadInput || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "build") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; expected exit 2 and one line", c.args, code, out, errs)
		}
	}
}
