package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestOutputsNotFiles: --dimacs into a named pipe reaches its reader
// whole (the check that the path can be written must not open the pipe,
// which would end the reader's input), and a failed write removes a file
// it made, never what a link names (/dev/full, always full).
func TestOutputsNotFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "cnf")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipe:", err)
	}
	got := make(chan string)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- string(b)
	}()
	if _, errs, code := runCLI(t, "", "queens", "6", "--dimacs", fifo); code != 0 {
		t.Fatalf("--dimacs into a pipe: exit %d, %q", code, errs)
	}
	if cnf := <-got; !strings.HasPrefix(cnf, "c puzzlesat: queens 6") || !strings.Contains(cnf, "p cnf ") {
		t.Errorf("the pipe's reader got %q", cnf)
	}
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	link := filepath.Join(dir, "full")
	if err := os.Symlink("/dev/full", link); err != nil {
		t.Skip(err)
	}
	if _, errs, code := runCLI(t, "", "queens", "8", "--dimacs", link); code != 2 || strings.Count(errs, "\n") != 1 {
		t.Errorf("--dimacs to a full device: exit %d, %q", code, errs)
	}
	if _, err := os.Lstat(link); err != nil {
		t.Errorf("the link was removed: %v", err)
	}
}
