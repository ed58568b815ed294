//go:build linux

package prefault

import "syscall"

func init() { populate() }

// populate maps the code segment (see the package comment); it reports
// whether the kernel did.
func populate() bool {
	start, size, ok := codeSegment()
	if !ok {
		return false
	}
	const madvPopulateRead = 22 // Linux 5.14
	_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, start, size, madvPopulateRead)
	return errno == 0
}

// codeSegment returns the page-aligned range of memory that holds the
// program's code: the executable segment of its ELF program headers,
// read from the start of its file, placed by where the kernel says it
// loaded those headers (the auxiliary vector's AT_PHDR).
func codeSegment() (start, size uintptr, ok bool) {
	exe, ok := readStart("/proc/self/exe", 4096)
	if !ok {
		return 0, 0, false
	}
	auxv, ok := readStart("/proc/self/auxv", 4096)
	if !ok {
		return 0, 0, false
	}
	return textSegment(exe, auxv, uintptr(syscall.Getpagesize()))
}

// readStart returns the first n bytes of a file, or fewer when it is
// shorter; ok is false when it cannot be read.
func readStart(path string, n int) ([]byte, bool) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, false
	}
	defer syscall.Close(fd)
	buf := make([]byte, n)
	got := 0
	for got < n {
		k, err := syscall.Read(fd, buf[got:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, false
		}
		if k == 0 {
			break
		}
		got += k
	}
	return buf[:got], true
}
