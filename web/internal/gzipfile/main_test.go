package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestGzipFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.wasm")
	want := bytes.Repeat([]byte("\x00asm module "), 1000)
	if err := os.WriteFile(path, want, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := gzipFile(path); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("the gzip reads back as %d bytes (%v), want the %d written", len(got), err, len(want))
	}
	if err := gzipFile(filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Error("a missing file: no error")
	}
}
