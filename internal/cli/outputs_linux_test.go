package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
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
	// The reader is another process, as in a shell's pipeline: a
	// blocking open of a pipe in this process can miss its writer (the
	// runtime's signals interrupt it, and the retried open waits for a
	// writer that has come and gone).
	cat, err := exec.LookPath("cat")
	if err != nil {
		t.Skip("no cat")
	}
	var got strings.Builder
	reader := exec.Command(cat, fifo)
	reader.Stdout = &got
	if err := reader.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan int, 1)
	go func() {
		_, _, code := runCLI(t, "", "queens", "6", "--dimacs", fifo)
		done <- code
	}()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("--dimacs into a pipe: exit %d", code)
		}
	case <-time.After(30 * time.Second):
		reader.Process.Kill()
		t.Fatal("--dimacs into a pipe: no end in 30 s (the reader gone before the CNF was written?)")
	}
	reader.Wait()
	if cnf := got.String(); !strings.HasPrefix(cnf, "c puzzlesat: queens 6") || !strings.Contains(cnf, "p cnf ") {
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
