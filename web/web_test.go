package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeBuild is a build of a few bytes, for the handler's tests.
func fakeBuild(t *testing.T) *Build {
	dir := t.TempDir()
	wasm := []byte("\x00asm fake module")
	if err := os.WriteFile(filepath.Join(dir, WasmFile), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := gzipFile(filepath.Join(dir, WasmFile)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ExecFile), []byte("// the loader"), 0o644); err != nil {
		t.Fatal(err)
	}
	return &Build{Dir: dir, Key: "k1"}
}

func get(t *testing.T, h http.Handler, method, path string, header map[string]string) *http.Response {
	req := httptest.NewRequest(method, path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w.Result()
}

func TestHandler(t *testing.T) {
	h := Handler(fakeBuild(t))
	resp := get(t, h, "GET", "/", nil)
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || !bytes.Contains(body, []byte("<title>puzzlesat")) || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "'wasm-unsafe-eval'") {
		t.Errorf("/: %d %q %v", resp.StatusCode, body[:min(40, len(body))], resp.Header)
	}
	resp = get(t, h, "GET", "/puzzlesat.wasm", map[string]string{"Accept-Encoding": "gzip, br"})
	if resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Content-Type") != "application/wasm" {
		t.Fatalf("the WebAssembly: %v", resp.Header)
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(zr); string(b) != "\x00asm fake module" {
		t.Errorf("gunzipped %q", b)
	}
	resp = get(t, h, "GET", "/puzzlesat.wasm", nil)
	if b, _ := io.ReadAll(resp.Body); resp.Header.Get("Content-Encoding") != "" || string(b) != "\x00asm fake module" {
		t.Errorf("raw: %v %q", resp.Header, b)
	}
	for _, tc := range []struct {
		method, path string
		code         int
	}{
		{"GET", "/app.js", 200}, {"HEAD", "/worker.js", 200}, {"GET", "/wasm_exec.js", 200},
		{"GET", "/nope.html", 404}, {"GET", "/../go.mod", 404}, {"GET", "/static/app.js", 404}, {"GET", "/done", 404},
		{"POST", "/", 405}, {"PUT", "/app.js", 405},
	} {
		if got := get(t, h, tc.method, tc.path, nil).StatusCode; got != tc.code {
			t.Errorf("%s %s: %d, want %d", tc.method, tc.path, got, tc.code)
		}
	}
}

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	if err := Write(fakeBuild(t), dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"index.html", "app.js", "board.js", "worker.js", "style.css", WasmFile, ExecFile} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "done")); err == nil {
		t.Error("the build's marker was written")
	}
}

// The key of a build changes with a Go file, go.mod or the toolchain, and
// not with a test or test data.
func TestSourceKey(t *testing.T) {
	root := t.TempDir()
	write := func(name, text string) {
		p := filepath.Join(root, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module "+Module+"\n")
	write("a/a.go", "package a\n")
	key := func(v string) string {
		k, err := sourceKey(root, v)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	k0 := key("go1")
	write("a/a_test.go", "package a\n")
	write("testdata/x.go", "package x\n")
	write(".git/y.go", "package y\n")
	if k := key("go1"); k != k0 {
		t.Error("a test or test data changed the key")
	}
	write("a/a.go", "package a // changed\n")
	k1 := key("go1")
	if k1 == k0 {
		t.Error("a Go file's change kept the key")
	}
	if key("go2") == k1 {
		t.Error("another toolchain kept the key")
	}
	if !isRoot(root) || isRoot(filepath.Join(root, "a")) {
		t.Error("isRoot")
	}
	if _, err := sourceRoot(filepath.Join(root, "a")); err == nil {
		t.Error("a folder without the module's go.mod was taken for its root")
	}
}
