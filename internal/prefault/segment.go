//go:build linux

package prefault

import "encoding/binary"

// The ELF header's and program headers' fields that textSegment reads
// (elf.h), and the auxiliary vector's key for the headers' address.
const (
	elfClass64 = 2
	elfData2LE = 1
	elfData2BE = 2
	ptLoad     = 1
	ptPhdr     = 6
	pfX        = 1
	phdrSize   = 56 // Elf64_Phdr
	atNull     = 0
	atPhdr     = 3
)

// textSegment returns the page-aligned range of memory that holds the code
// of the 64-bit ELF program whose file begins with exe, loaded as the
// auxiliary vector auxv (the raw bytes of /proc/self/auxv) says. It
// reports false when exe is no 64-bit ELF, when its program headers lie
// outside exe, or when they hold no PT_PHDR (which gives the load address
// against AT_PHDR) or no executable PT_LOAD; and when auxv has no AT_PHDR.
func textSegment(exe, auxv []byte, page uintptr) (start, size uintptr, ok bool) {
	if len(exe) < 64 || string(exe[:4]) != "\x7fELF" || exe[4] != elfClass64 {
		return 0, 0, false
	}
	var bo binary.ByteOrder
	switch exe[5] {
	case elfData2LE:
		bo = binary.LittleEndian
	case elfData2BE:
		bo = binary.BigEndian
	default:
		return 0, 0, false
	}
	u32 := func(b []byte) uint64 { return uint64(bo.Uint32(b)) }
	u64 := bo.Uint64
	phoff, phentsize, phnum := u64(exe[32:]), uint64(bo.Uint16(exe[54:])), uint64(bo.Uint16(exe[56:]))
	if phentsize != phdrSize || phoff > uint64(len(exe)) || phnum > (uint64(len(exe))-phoff)/phdrSize {
		return 0, 0, false
	}
	// The auxiliary vector is (key, value) pairs of words in the
	// program's own byte order, which its ELF header gives.
	var at uint64
	for i := 0; i+16 <= len(auxv); i += 16 {
		if key := u64(auxv[i:]); key == atPhdr {
			at = u64(auxv[i+8:])
		} else if key == atNull {
			break
		}
	}
	if at == 0 {
		return 0, 0, false
	}
	var bias uint64
	found := false
	for i := uint64(0); i < phnum; i++ {
		h := exe[phoff+i*phdrSize:]
		if u32(h) == ptPhdr {
			bias, found = at-u64(h[16:]), true
		}
	}
	if !found {
		return 0, 0, false
	}
	for i := uint64(0); i < phnum; i++ {
		h := exe[phoff+i*phdrSize:]
		if u32(h) == ptLoad && u32(h[4:])&pfX != 0 && u64(h[40:]) > 0 {
			lo := uintptr(bias+u64(h[16:])) &^ (page - 1)
			hi := (uintptr(bias+u64(h[16:])+u64(h[40:])) + page - 1) &^ (page - 1)
			return lo, hi - lo, true
		}
	}
	return 0, 0, false
}
