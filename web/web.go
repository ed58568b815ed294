// Package web is puzzlesat's browser page: its HTML, JavaScript and CSS
// (embedded in the program), the WebAssembly build of puzzlesat that
// answers the page's questions in a Web Worker (built from the source
// tree with the Go toolchain on first use, and cached: BuildWasm says
// why), and what serves them: a server of static files ('puzzlesat serve',
// Server) or a folder for any static host ('puzzlesat serve --out DIR').
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
	"io/fs"
	"os"
	"path/filepath"
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
