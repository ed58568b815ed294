package web

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"testing"
)

// readRequest never panics, reads no more than its limit, and what it
// takes for a request has a method and a path.
func FuzzReadRequest(f *testing.F) {
	for _, s := range []string{
		"GET / HTTP/1.1\r\nHost: x\r\n\r\n",
		"HEAD /puzzlesat.wasm HTTP/1.1\r\nAccept-Encoding: gzip\r\nIf-None-Match: \"k\"\r\n\r\n",
		"GET /a HTTP/1.0\n\n",
		"POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc",
		"hello\r\n",
		"GET / HTTP/1.1\r\nbad\r\n\r\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		lr := &io.LimitedReader{R: bufio.NewReader(bytes.NewReader(in)), N: 256}
		req, err := readRequest(lr)
		if lr.N < 0 {
			t.Fatalf("read past the limit: %d", lr.N)
		}
		if err == nil && req.invalid == "" && (req.method == "" || req.path == "" || !strings.HasPrefix(req.proto, "HTTP/1.")) {
			t.Errorf("%q: took %+v", in, req)
		}
	})
}
