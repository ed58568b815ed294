//go:build linux && (amd64 || arm64 || riscv64 || ppc64le || loong64)

package prefault

import (
	"syscall"
	"unsafe"
)

func init() { populate() }

// populate maps the code segment (see the package comment); it reports
// whether the kernel did.
func populate() bool {
	start, size, ok := textSegment(getAuxv())
	if !ok {
		return false
	}
	const madvPopulateRead = 22 // Linux 5.14
	_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, start, size, madvPopulateRead)
	return errno == 0
}

// getAuxv returns the auxiliary vector the kernel gave the process: the
// runtime keeps it, and lets golang.org/x/sys read it this way too.
//
//go:linkname getAuxv runtime.getAuxv
func getAuxv() []uintptr

// The auxiliary vector's keys, and the program header's types and flag
// (elf.h).
const (
	atPhdr  = 3 // where the program headers are in memory
	atPhent = 4 // the size of one
	atPhnum = 5 // how many
	ptLoad  = 1
	ptPhdr  = 6
	pfX     = 1
)

// phdr is a 64-bit ELF program header (Elf64_Phdr).
type phdr struct {
	Type, Flags                          uint32
	Off, Vaddr, Paddr, Filesz, Memsz, Al uint64
}

// textSegment returns the page-aligned range of the loaded segment that
// holds the code, read from the program headers that auxv points to. It
// reports false when auxv names no headers, when they are not of 64-bit
// ELF, or when they hold no PT_PHDR (which gives the load address) or no
// executable PT_LOAD.
func textSegment(auxv []uintptr) (start, size uintptr, ok bool) {
	var at, ent, n uintptr
	for i := 0; i+1 < len(auxv); i += 2 {
		switch auxv[i] {
		case atPhdr:
			at = auxv[i+1]
		case atPhent:
			ent = auxv[i+1]
		case atPhnum:
			n = auxv[i+1]
		}
	}
	if at == 0 || n == 0 || ent != unsafe.Sizeof(phdr{}) {
		return 0, 0, false
	}
	// The headers are in the program's own mapped image, outside Go's
	// heap: the address comes from the kernel, as an integer.
	var p unsafe.Pointer
	*(*uintptr)(unsafe.Pointer(&p)) = at
	hs := unsafe.Slice((*phdr)(p), n)
	var bias uintptr
	found := false
	for _, h := range hs {
		if h.Type == ptPhdr {
			bias, found = at-uintptr(h.Vaddr), true
		}
	}
	if !found {
		return 0, 0, false
	}
	page := uintptr(syscall.Getpagesize())
	for _, h := range hs {
		if h.Type == ptLoad && h.Flags&pfX != 0 && h.Memsz > 0 {
			lo := (bias + uintptr(h.Vaddr)) &^ (page - 1)
			hi := (bias + uintptr(h.Vaddr) + uintptr(h.Memsz) + page - 1) &^ (page - 1)
			return lo, hi - lo, true
		}
	}
	return 0, 0, false
}
