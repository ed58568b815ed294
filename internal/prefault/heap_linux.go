//go:build linux

package prefault

import (
	"sync"
	"syscall"
	"unsafe"
)

// heapOnce makes Heap map memory once a process.
var heapOnce sync.Once

// Heap maps n bytes of fresh memory into the Go heap in one system call,
// once a process: later calls do nothing. It allocates n bytes, has the
// kernel populate their pages (MADV_POPULATE_WRITE, Linux 5.14) and drops
// them; the collector frees them at its next cycle, and the allocations
// after it reuse the pages, mapped already, instead of faulting each one
// in. It reports whether the kernel populated them in this call. The
// package comment says when that pays.
func Heap(n int) (done bool) {
	if n < 1<<20 {
		return false
	}
	heapOnce.Do(func() {
		b := make([]byte, n)
		const page = 4096
		p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
		start := (p + page - 1) &^ (page - 1)
		end := (p + uintptr(n)) &^ (page - 1)
		const madvPopulateWrite = 23 // Linux 5.14
		_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, start, end-start, madvPopulateWrite)
		done = errno == 0
	})
	return done
}
