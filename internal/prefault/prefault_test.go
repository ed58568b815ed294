//go:build linux

package prefault

import (
	"encoding/binary"
	"reflect"
	"testing"
)

// The code segment found holds this package's code and the runtime's, and
// the kernel of a test machine populates it (Linux 5.14 or later).
func TestCodeSegment(t *testing.T) {
	start, size, ok := codeSegment()
	if !ok {
		t.Fatal("no code segment found for this program")
	}
	for _, fn := range []any{populate, textSegment, reflect.ValueOf} {
		pc := reflect.ValueOf(fn).Pointer()
		if pc < start || pc >= start+size {
			t.Errorf("function at %#x outside the code segment [%#x, %#x)", pc, start, start+size)
		}
	}
	if start%4096 != 0 || size%4096 != 0 {
		t.Errorf("segment [%#x, +%#x) not page-aligned", start, size)
	}
	if !populate() {
		t.Log("the kernel refused MADV_POPULATE_READ (older than 5.14?)")
	}
}

// header is a program header of a made-up ELF file.
type header struct {
	typ, flags          uint32
	vaddr, memsz, align uint64
}

// fakeELF writes a 64-bit ELF header and program headers in byte order o,
// with the headers at offset 64.
func fakeELF(o binary.ByteOrder, hs []header) []byte {
	b := make([]byte, 64+len(hs)*phdrSize)
	copy(b, "\x7fELF")
	b[4] = elfClass64
	b[5] = elfData2LE
	if o == binary.BigEndian {
		b[5] = elfData2BE
	}
	o.PutUint64(b[32:], 64)
	o.PutUint16(b[54:], phdrSize)
	o.PutUint16(b[56:], uint16(len(hs)))
	for i, h := range hs {
		p := b[64+i*phdrSize:]
		o.PutUint32(p, h.typ)
		o.PutUint32(p[4:], h.flags)
		o.PutUint64(p[16:], h.vaddr)
		o.PutUint64(p[40:], h.memsz)
		o.PutUint64(p[48:], h.align)
	}
	return b
}

// fakeAuxv writes an auxiliary vector with AT_PHDR at phdr.
func fakeAuxv(o binary.ByteOrder, phdr uint64) []byte {
	b := make([]byte, 48)
	o.PutUint64(b, 6) // AT_PAGESZ first, as the kernel writes it
	o.PutUint64(b[8:], 4096)
	o.PutUint64(b[16:], atPhdr)
	o.PutUint64(b[24:], phdr)
	return b // AT_NULL last
}

// A made-up program, loaded 0x10000 above its addresses (a PIE): the code
// segment is its executable PT_LOAD moved by that, pages rounded out; in
// either byte order.
func TestTextSegmentMadeUp(t *testing.T) {
	hs := []header{
		{typ: ptPhdr, vaddr: 0x40, memsz: 0x150},
		{typ: ptLoad, flags: 4, vaddr: 0, memsz: 0x1000},
		{typ: ptLoad, flags: 5, vaddr: 0x1800, memsz: 0x2100},
	}
	for _, o := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
		start, size, ok := textSegment(fakeELF(o, hs), fakeAuxv(o, 0x10040), 0x1000)
		if !ok || start != 0x11000 || size != 0x3000 {
			t.Errorf("%v: [%#x, +%#x) %v, want [0x11000, +0x3000) true", o, start, size, ok)
		}
	}
}

// Headers it cannot read give no segment, rather than a guess.
func TestTextSegmentRefuses(t *testing.T) {
	o := binary.LittleEndian
	good := []header{{typ: ptPhdr, vaddr: 0x40}, {typ: ptLoad, flags: 5, vaddr: 0, memsz: 0x2000}}
	auxv := fakeAuxv(o, 0x400040)
	elf := fakeELF(o, good)
	if _, _, ok := textSegment(elf, auxv, 0x1000); !ok {
		t.Fatal("the good case gives no segment")
	}
	edit := func(f func(b []byte)) []byte {
		b := append([]byte(nil), elf...)
		f(b)
		return b
	}
	for name, c := range map[string]struct{ exe, auxv []byte }{
		"empty":            {nil, auxv},
		"not ELF":          {edit(func(b []byte) { b[0] = 'x' }), auxv},
		"32-bit":           {edit(func(b []byte) { b[4] = 1 }), auxv},
		"unknown order":    {edit(func(b []byte) { b[5] = 3 }), auxv},
		"headers cut off":  {elf[:64+phdrSize+10], auxv},
		"headers past end": {edit(func(b []byte) { o.PutUint64(b[32:], 1<<62) }), auxv},
		"other size":       {edit(func(b []byte) { o.PutUint16(b[54:], 32) }), auxv},
		"no PT_PHDR":       {fakeELF(o, good[1:]), auxv},
		"no code":          {fakeELF(o, []header{good[0], {typ: ptLoad, flags: 4, memsz: 0x2000}}), auxv},
		"no AT_PHDR":       {elf, make([]byte, 32)},
		"no auxv":          {elf, nil},
	} {
		if start, size, ok := textSegment(c.exe, c.auxv, 0x1000); ok {
			t.Errorf("%s: found [%#x, +%#x)", name, start, size)
		}
	}
}
