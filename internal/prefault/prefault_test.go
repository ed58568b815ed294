//go:build linux && (amd64 || arm64 || riscv64 || ppc64le || loong64)

package prefault

import (
	"reflect"
	"testing"
)

// The code segment found holds this package's code, and the kernel of a
// test machine populates it (Linux 5.14 or later).
func TestTextSegment(t *testing.T) {
	start, size, ok := textSegment(getAuxv())
	if !ok {
		t.Fatal("no code segment found in the program headers")
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

// Headers it cannot read give no segment, rather than a guess.
func TestTextSegmentRefuses(t *testing.T) {
	auxv := getAuxv()
	for name, v := range map[string][]uintptr{
		"empty":           nil,
		"odd length":      {atPhdr},
		"no headers":      {atPhent, 56, atPhnum, 3},
		"32-bit headers":  withValue(auxv, atPhent, 32),
		"no header count": withValue(auxv, atPhnum, 0),
	} {
		if _, _, ok := textSegment(v); ok {
			t.Errorf("%s: found a segment", name)
		}
	}
}

// withValue returns a copy of auxv with key's value replaced.
func withValue(auxv []uintptr, key, value uintptr) []uintptr {
	out := append([]uintptr(nil), auxv...)
	for i := 0; i+1 < len(out); i += 2 {
		if out[i] == key {
			out[i+1] = value
		}
	}
	return out
}
