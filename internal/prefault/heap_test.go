//go:build linux

package prefault

import (
	"runtime"
	"syscall"
	"testing"
)

// minorFaults returns the process's minor page faults so far.
func minorFaults(t *testing.T) int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return int64(ru.Minflt)
}

// touch allocates n bytes and writes a byte of each page.
func touch(n int) []byte {
	b := make([]byte, n)
	for i := 0; i < n; i += 4096 {
		b[i] = 1
	}
	return b
}

// TestHeap: after Heap and a collection, writing 4 MB of new objects
// takes fewer page faults than the 1,024 pages they span would each take
// fresh, since they reuse the pages Heap mapped (fewer than all of them:
// the runtime's scavenger gives some of the free pages back to the kernel
// meanwhile); a second Heap does nothing.
func TestHeap(t *testing.T) {
	if Heap(1 << 10) {
		t.Error("Heap mapped less than a megabyte")
	}
	if !Heap(32 << 20) {
		t.Skip("the kernel did not populate the heap (MADV_POPULATE_WRITE, Linux 5.14)")
	}
	runtime.GC()
	before := minorFaults(t)
	var keep [][]byte
	for range 64 {
		keep = append(keep, touch(64<<10))
	}
	if faults := minorFaults(t) - before; faults > 900 {
		t.Errorf("4 MB of objects after Heap took %d page faults, want at most 900", faults)
	}
	runtime.KeepAlive(keep)
	if Heap(32 << 20) {
		t.Error("a second Heap mapped again")
	}
}
