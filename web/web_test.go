package web

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fakeBuild is a build of a few bytes, for the handler's tests.
func fakeBuild(t *testing.T) *Build {
	dir := t.TempDir()
	wasm := []byte("\x00asm fake module")
	if err := os.WriteFile(filepath.Join(dir, WasmFile), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	if err := os.WriteFile(filepath.Join(dir, WasmFile+".gz"), gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ExecFile), []byte("// the loader"), 0o644); err != nil {
		t.Fatal(err)
	}
	return &Build{Dir: dir, Key: "k1"}
}

// serve starts a server of the build on a loopback port, stopped when
// the test ends, and returns its address.
func serve(t *testing.T, b *Build) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- NewServer(b).Serve(ln) }()
	t.Cleanup(func() {
		ln.Close()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return "http://" + ln.Addr().String()
}

// get asks the server with a client that neither asks for gzip nor
// unzips by itself, unless the header says.
func get(t *testing.T, base, method, path string, header map[string]string) *http.Response {
	req, err := http.NewRequest(method, base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "identity")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func TestServer(t *testing.T) {
	h := serve(t, fakeBuild(t))
	resp := get(t, h, "GET", "/", nil)
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || !bytes.Contains(body, []byte("<title>puzzlesat")) || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "'wasm-unsafe-eval'") || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
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
	if b, _ := io.ReadAll(resp.Body); resp.Header.Get("Content-Encoding") != "" || string(b) != "\x00asm fake module" || resp.Header.Get("ETag") != `"k1"` {
		t.Errorf("raw: %v %q", resp.Header, b)
	}
	if resp := get(t, h, "GET", "/puzzlesat.wasm", map[string]string{"If-None-Match": `"k1"`}); resp.StatusCode != 304 {
		t.Errorf("the WebAssembly with its ETag: %d, want 304", resp.StatusCode)
	}
	if resp := get(t, h, "HEAD", "/app.js", nil); resp.ContentLength <= 0 || resp.Header.Get("Content-Type") != "text/javascript; charset=utf-8" {
		t.Errorf("HEAD /app.js: length %d, %v", resp.ContentLength, resp.Header)
	}
	for _, tc := range []struct {
		method, path string
		code         int
	}{
		{"GET", "/app.js", 200}, {"HEAD", "/worker.js", 200}, {"GET", "/wasm_exec.js", 200}, {"GET", "/index.html?x=1", 200},
		{"GET", "/nope.html", 404}, {"GET", "/../go.mod", 404}, {"GET", "/static/app.js", 404}, {"GET", "/done", 404},
		{"POST", "/", 405}, {"PUT", "/app.js", 405},
	} {
		if got := get(t, h, tc.method, tc.path, nil).StatusCode; got != tc.code {
			t.Errorf("%s %s: %d, want %d", tc.method, tc.path, got, tc.code)
		}
	}
}

// Requests that are not HTTP, cut short or too long get an answer or a
// closed connection, never a hang or a crash; the server goes on.
func TestServerBadRequests(t *testing.T) {
	h := serve(t, fakeBuild(t))
	addr := strings.TrimPrefix(h, "http://")
	for _, in := range []string{
		"hello\r\n\r\n",
		"GET / HTTP/1.1\r\nno colon here\r\n\r\n",
		"GET / HTTP/1.1\r\n" + strings.Repeat("X-Long: "+strings.Repeat("a", 1000)+"\r\n", 40),
		"GET / HTTP/1.1\r\nHost: x",
		"POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello",
	} {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		c.SetDeadline(time.Now().Add(5 * time.Second))
		c.Write([]byte(in))
		if cw, ok := c.(*net.TCPConn); ok {
			cw.CloseWrite()
		}
		out, err := io.ReadAll(c)
		c.Close()
		if err != nil && !errors.Is(err, syscall.ECONNRESET) { // a reset is a closed connection
			t.Errorf("%.30q: %v", in, err)
		}
		if len(out) > 0 && !bytes.HasPrefix(out, []byte("HTTP/1.1 4")) {
			t.Errorf("%.30q: answered %.40q", in, out)
		}
	}
	if resp := get(t, h, "GET", "/", nil); resp.StatusCode != 200 {
		t.Errorf("after the bad requests: %d", resp.StatusCode)
	}
	// Too long for maxHead, a path or headers, is said before the close
	// (QA: a 20,000-character path got a reset and no answer).
	for _, in := range []string{
		"GET /" + strings.Repeat("a", 20000) + " HTTP/1.1\r\nHost: x\r\n\r\n",
		"GET / HTTP/1.1\r\n" + strings.Repeat("X-Long: "+strings.Repeat("a", 1000)+"\r\n", 40) + "\r\n",
	} {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		c.SetDeadline(time.Now().Add(5 * time.Second))
		go c.Write([]byte(in)) // the server may close before reading it all
		line, _ := bufio.NewReader(c).ReadString('\n')
		c.Close()
		if line != "HTTP/1.1 431 Request Header Fields Too Large\r\n" {
			t.Errorf("%.30q: answered %q, expected 431", in, line)
		}
	}
}

// A connection is kept alive for a second request, as browsers expect.
func TestServerKeepAlive(t *testing.T) {
	h := serve(t, fakeBuild(t))
	c, err := net.Dial("tcp", strings.TrimPrefix(h, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	c.Write([]byte("HEAD /app.js HTTP/1.1\r\nHost: x\r\n\r\nGET /wasm_exec.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
	out, _ := io.ReadAll(c)
	if n := bytes.Count(out, []byte("HTTP/1.1 200 OK")); n != 2 || !bytes.HasSuffix(out, []byte("// the loader")) {
		t.Errorf("two requests on one connection: %d answers: %q", n, out)
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
