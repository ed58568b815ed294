package web

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"path"
	"strings"
	"time"
)

// A Server serves the page's files over HTTP/1.1, and nothing else: GET
// and HEAD of the files, the WebAssembly gzipped to a browser that takes
// it. It is written on package net, not net/http, because net/http and
// the TLS it brings would double the command's size and add about two
// milliseconds to every start of every command, for the one command that
// serves; a page of static files needs a request line and two headers.
type Server struct {
	files fs.FS
	known map[string]bool
	key   string // the build's key, the WebAssembly's ETag
}

// NewServer returns a server of the page with the build's WebAssembly.
func NewServer(b *Build) *Server {
	list, _ := names()
	known := map[string]bool{}
	for _, n := range list {
		known[n] = true
	}
	return &Server{Files(b), known, b.Key}
}

// Timeouts of a connection: for a request's head, idle between requests,
// and for writing an answer (the WebAssembly is 12 MB unzipped), so that
// a client that stops reading does not hold its goroutine for ever.
const (
	headTimeout  = 10 * time.Second
	idleTimeout  = 60 * time.Second
	writeTimeout = 2 * time.Minute
	maxHead      = 16 << 10 // bytes of a request's line and headers
)

// Serve answers the connections of ln until it is closed; then it
// returns nil.
func (s *Server) Serve(ln net.Listener) error {
	for {
		c, err := ln.Accept()
		if errors.Is(err, net.ErrClosed) {
			return nil
		}
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				time.Sleep(10 * time.Millisecond)
				continue
			}
			return err
		}
		go s.conn(c)
	}
}

// A request is what the server reads of one: its method, path and the
// headers it heeds.
type request struct {
	method, path, proto  string
	acceptGzip, close    bool
	ifNoneMatch, invalid string
	tooLarge             bool // its line and headers passed maxHead
	bodyLength           int64
}

// conn answers the requests of one connection, kept alive as HTTP/1.1
// keeps it unless told otherwise.
func (s *Server) conn(c net.Conn) {
	defer c.Close()
	r := bufio.NewReaderSize(c, 4096)
	w := bufio.NewWriterSize(c, 32<<10)
	for first := true; ; first = false {
		if first {
			c.SetReadDeadline(time.Now().Add(headTimeout))
		} else {
			c.SetReadDeadline(time.Now().Add(idleTimeout))
		}
		head := &io.LimitedReader{R: r, N: maxHead}
		req, err := readRequest(head)
		switch {
		case err != nil && head.N == 0: // a request line and headers too long: said so, then closed
			req = request{tooLarge: true, close: true}
		case err != nil:
			return // the connection closed, timed out, or sent no HTTP
		}
		if req.invalid != "" || req.bodyLength != 0 {
			req.close = true
		}
		c.SetReadDeadline(time.Time{})
		c.SetWriteDeadline(time.Now().Add(writeTimeout))
		if err := s.respond(w, req); err != nil || w.Flush() != nil || req.close {
			return
		}
	}
}

// readRequest reads a request's line and headers, at most r's limit of
// bytes.
func readRequest(r *io.LimitedReader) (request, error) {
	var req request
	line, err := readLine(r)
	if err != nil {
		return req, err
	}
	parts := strings.Split(line, " ")
	if len(parts) != 3 || parts[0] == "" || parts[1] == "" || !strings.HasPrefix(parts[2], "HTTP/1.") {
		req.invalid = "bad request line"
		req.method, req.path = "GET", "/"
		return req, nil
	}
	req.method, req.path, req.proto = parts[0], parts[1], parts[2]
	req.close = req.proto == "HTTP/1.0"
	for {
		h, err := readLine(r)
		if err != nil {
			return req, err
		}
		if h == "" {
			return req, nil
		}
		name, value, ok := strings.Cut(h, ":")
		if !ok {
			req.invalid = "bad header"
			continue
		}
		value = strings.TrimSpace(value)
		switch strings.ToLower(name) {
		case "accept-encoding":
			req.acceptGzip = strings.Contains(value, "gzip")
		case "connection":
			req.close = strings.EqualFold(value, "close")
		case "if-none-match":
			req.ifNoneMatch = value
		case "content-length":
			if value != "0" {
				req.bodyLength = -1
			}
		case "transfer-encoding":
			req.bodyLength = -1
		}
	}
}

// readLine reads one line ended by CRLF (or LF), without its end, a byte
// at a time from a reader that buffers.
func readLine(r *io.LimitedReader) (string, error) {
	var b strings.Builder
	var one [1]byte
	for {
		if _, err := io.ReadFull(r, one[:]); err != nil {
			return "", err
		}
		if one[0] == '\n' {
			return strings.TrimSuffix(b.String(), "\r"), nil
		}
		b.WriteByte(one[0])
	}
}

// contentTypes are the types of the page's files, by extension.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".json": "application/json",
	".svg":  "image/svg+xml",
	".png":  "image/png",
	".ico":  "image/x-icon",
}

// policy is the page's Content-Security-Policy: its own files, and the
// WebAssembly compiled.
const policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"

// respond writes the answer to one request.
func (s *Server) respond(w *bufio.Writer, req request) error {
	head := func(code int, status string, header ...string) {
		fmt.Fprintf(w, "HTTP/1.1 %d %s\r\n", code, status)
		for i := 0; i+1 < len(header); i += 2 {
			fmt.Fprintf(w, "%s: %s\r\n", header[i], header[i+1])
		}
		if req.close {
			w.WriteString("Connection: close\r\n")
		}
		w.WriteString("\r\n")
	}
	plain := func(code int, status string, header ...string) error {
		msg := status + "\n"
		head(code, status, append(header, "Content-Type", "text/plain; charset=utf-8", "Content-Length", fmt.Sprint(len(msg)))...)
		if req.method != "HEAD" {
			w.WriteString(msg)
		}
		return nil
	}
	if req.tooLarge {
		return plain(431, "Request Header Fields Too Large")
	}
	if req.invalid != "" {
		return plain(400, "Bad Request")
	}
	if req.method != "GET" && req.method != "HEAD" {
		return plain(405, "Method Not Allowed", "Allow", "GET, HEAD")
	}
	p, _, _ := strings.Cut(req.path, "?")
	name := strings.TrimPrefix(path.Clean("/"+p), "/")
	if name == "" {
		name = "index.html"
	}
	if !s.known[name] || !strings.HasPrefix(p, "/") {
		return plain(404, "Not Found")
	}
	header := []string{"Content-Type", contentTypes[path.Ext(name)], "X-Content-Type-Options", "nosniff", "Cache-Control", "no-cache", "Content-Security-Policy", policy}
	serve := name
	if name == WasmFile {
		etag := `"` + s.key + `"`
		if req.acceptGzip {
			serve, etag = WasmFile+".gz", `"`+s.key+`-gz"`
			header = append(header, "Content-Encoding", "gzip")
		}
		header = append(header, "ETag", etag, "Vary", "Accept-Encoding")
		if req.ifNoneMatch == etag {
			head(304, "Not Modified", header[2:]...)
			return nil
		}
	}
	f, err := s.files.Open(serve)
	if err != nil {
		return plain(404, "Not Found")
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return plain(500, "Internal Server Error")
	}
	head(200, "OK", append(header, "Content-Length", fmt.Sprint(st.Size()))...)
	if req.method == "HEAD" {
		return nil
	}
	_, err = io.Copy(w, f)
	return err
}
