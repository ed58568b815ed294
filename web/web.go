// Package web is puzzlesat's browser page: its HTML, JavaScript and CSS
// (embedded in the program), the WebAssembly build of puzzlesat that
// answers the page's questions in a Web Worker (built from the source
// tree with the Go toolchain on first use, and cached: BuildWasm says
// why), and what serves them: an HTTP handler of static files ('puzzlesat
// serve') or a folder for any static host ('puzzlesat serve --out DIR').
// No server solves anything, and no puzzle leaves the user's machine.
//
// The page (static/): index.html and style.css; app.js, the page's
// controls; board.js, the board drawn as SVG in each genre's look, and
// the answers drawn on it; worker.js, the Web Worker that runs the
// WebAssembly. The WebAssembly's main is web/wasm, its requests package
// web/worker.
package web

import (
	"embed"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

//go:embed static
var static embed.FS

// Static returns the page's own files: HTML, JavaScript, CSS.
func Static() fs.FS {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded folder is there
	}
	return sub
}

// Files returns the page's files: its own and a build's.
func Files(b *Build) fs.FS { return files{Static(), os.DirFS(b.Dir)} }

// files looks for a name in the page's files, then in the build's.
type files struct{ page, build fs.FS }

func (f files) Open(name string) (fs.File, error) {
	if name == WasmFile || name == WasmFile+".gz" || name == ExecFile {
		return f.build.Open(name)
	}
	return f.page.Open(name)
}

// names lists the files the page is made of.
func names() ([]string, error) {
	var out []string
	err := fs.WalkDir(Static(), ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			out = append(out, p)
		}
		return err
	})
	return append(out, WasmFile, ExecFile), err
}

// Write writes the page's files to dir, for a static host.
func Write(b *Build, dir string) error {
	list, err := names()
	if err != nil {
		return err
	}
	fsys := Files(b)
	for _, name := range list {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		to := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(to, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Handler serves the page's files, and nothing else: GET and HEAD of the
// files, the WebAssembly gzipped to a browser that takes it.
func Handler(b *Build) http.Handler {
	fsys := Files(b)
	list, _ := names()
	known := map[string]bool{}
	for _, n := range list {
		known[n] = true
	}
	started := time.Now()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name == "" {
			name = "index.html"
		}
		if !known[name] {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-cache")
		h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'")
		serve := name
		if name == WasmFile {
			h.Set("Content-Type", "application/wasm")
			h.Set("ETag", `"`+b.Key+`"`)
			h.Add("Vary", "Accept-Encoding")
			if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
				serve = WasmFile + ".gz"
				h.Set("Content-Encoding", "gzip")
				h.Set("ETag", `"`+b.Key+`-gz"`)
			}
		}
		f, err := fsys.Open(serve)
		if err != nil {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		defer f.Close()
		rs, ok := f.(io.ReadSeeker)
		if !ok {
			http.Error(w, "unreadable", http.StatusInternalServerError)
			return
		}
		http.ServeContent(w, r, name, started, rs)
	})
}
