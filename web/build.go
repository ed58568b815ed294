package web

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

// Module is the module path of the source tree the WebAssembly is built
// from.
const Module = "github.com/puzzlesat/puzzlesat"

// The built files, beside the page's own.
const (
	WasmFile = "puzzlesat.wasm"
	ExecFile = "wasm_exec.js" // the Go toolchain's loader, of the same version
)

// A Build is the WebAssembly of puzzlesat for the page, built from a
// source tree: Dir holds WasmFile, its gzip (WasmFile + ".gz") and
// ExecFile. Key names the build: a hash of the sources and the toolchain.
type Build struct {
	Dir string
	Key string
}

// BuildOptions say where the sources are and where builds are kept.
type BuildOptions struct {
	// Source is the module's root folder; "" finds it from the working
	// directory, else from where this package was compiled.
	Source string
	// Cache is the folder builds are kept in; "" is the user's cache
	// folder (os.UserCacheDir), puzzlesat/web.
	Cache string
	// Go is the go command; "" is the one on the PATH, else the
	// toolchain's that compiled this program.
	Go string
	// Log, when set, is told when a build starts and ends (it takes a
	// while on first use).
	Log io.Writer
}

// BuildWasm returns the WebAssembly of the source tree, building it with
// the Go toolchain (GOOS=js GOARCH=wasm ./web/wasm) when the cache holds
// no build of the same sources and toolchain.
//
// Why it is built, not carried in the repository: the genre packages
// change every day and there will be about 40 of them, so a committed
// build (7.6 MB for ten genres, and growing) would be stale after nearly
// every commit; a test proving it current would fail each engineer's
// change until someone rebuilt it, every rebuild would add megabytes to
// the history, and two engineers' builds would conflict. The toolchain is
// there by definition for 'go run ./cmd/puzzlesat serve', and Go's build
// cache makes a rebuild after a change take seconds.
func BuildWasm(ctx context.Context, o BuildOptions) (*Build, error) {
	src, err := sourceRoot(o.Source)
	if err != nil {
		return nil, err
	}
	goCmd := o.Go
	if goCmd == "" {
		goCmd = goTool()
	}
	version, err := output(ctx, goCmd, src, nil, "env", "GOVERSION", "GOROOT")
	if err != nil {
		return nil, fmt.Errorf("the Go toolchain, which builds the page's WebAssembly: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(version), "\n")
	if len(lines) != 2 {
		return nil, fmt.Errorf("go env: unexpected %q", version)
	}
	goroot := lines[1]
	key, err := sourceKey(src, lines[0])
	if err != nil {
		return nil, err
	}
	cache := o.Cache
	if cache == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return nil, fmt.Errorf("no cache folder for the page's WebAssembly: %v", err)
		}
		cache = filepath.Join(base, "puzzlesat", "web")
	}
	dir := filepath.Join(cache, key)
	if _, err := os.Stat(filepath.Join(dir, "done")); err == nil {
		return &Build{Dir: dir, Key: key}, nil
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(cache, "build-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	if o.Log != nil {
		fmt.Fprintf(o.Log, "puzzlesat: building the page's WebAssembly from %s (%s; the first build takes a minute or two)\n", src, lines[0])
	}
	wasm := filepath.Join(tmp, WasmFile)
	env := append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if _, err := output(ctx, goCmd, src, env, "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./web/wasm"); err != nil {
		return nil, fmt.Errorf("building the page's WebAssembly: %v", err)
	}
	host := append(os.Environ(), "GOOS="+runtime.GOOS, "GOARCH="+runtime.GOARCH) // it runs here, whatever go env says
	if _, err := output(ctx, goCmd, src, host, "run", "./web/internal/gzipfile", wasm); err != nil {
		return nil, fmt.Errorf("compressing the page's WebAssembly: %v", err)
	}
	if err := copyExec(goroot, filepath.Join(tmp, ExecFile)); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(tmp, "done"), []byte(lines[0]+"\n"), 0o644); err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, dir); err != nil {
		if _, serr := os.Stat(filepath.Join(dir, "done")); serr != nil {
			return nil, err
		}
		// Another process built the same meanwhile.
	}
	prune(cache, key)
	if o.Log != nil {
		fmt.Fprintf(o.Log, "puzzlesat: built %s\n", filepath.Join(dir, WasmFile))
	}
	return &Build{Dir: dir, Key: key}, nil
}

// sourceRoot returns the module's root: dir when given, else the one
// around the working directory, else the one this package was compiled
// in.
func sourceRoot(dir string) (string, error) {
	var tried []string
	if dir != "" {
		if isRoot(dir) {
			return dir, nil
		}
		return "", fmt.Errorf("%s: not the root of %s's source tree (no go.mod of that module)", dir, Module)
	}
	if wd, err := os.Getwd(); err == nil {
		for d := wd; ; d = filepath.Dir(d) {
			if isRoot(d) {
				return d, nil
			}
			if filepath.Dir(d) == d {
				break
			}
		}
		tried = append(tried, wd)
	}
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		d := filepath.Dir(filepath.Dir(file))
		if isRoot(d) {
			return d, nil
		}
		tried = append(tried, d)
	}
	return "", fmt.Errorf("the page's WebAssembly is built from %s's source tree with the Go toolchain, and none was found (looked in %s): run puzzlesat serve inside a clone", Module, strings.Join(tried, ", "))
}

// isRoot reports whether dir holds the go.mod of Module.
func isRoot(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
			return f[1] == Module
		}
	}
	return false
}

// sourceKey hashes what the build depends on: the toolchain's version,
// go.mod and go.sum, and every Go file of the module but tests (more than
// the WebAssembly imports, which at worst builds once too often).
func sourceKey(root, version string) (string, error) {
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") || path == filepath.Join(root, "go.mod") || path == filepath.Join(root, "go.sum") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	h := fnv.New128a()
	fmt.Fprintf(h, "%s\n%s/%s\n", version, "js", "wasm")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		rel, _ := filepath.Rel(root, f)
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(rel), len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:20], nil
}

// goTool returns the go command to run: the one on the PATH, else the
// one in the Go toolchain's usual place.
func goTool() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	return "/usr/local/go/bin/go"
}

// output runs a command in dir and returns its standard output; its error
// holds the end of its standard error.
func output(ctx context.Context, name, dir string, env []string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if len(msg) > 2000 {
			msg = "..." + msg[len(msg)-2000:]
		}
		return "", fmt.Errorf("%s %s: %v: %s", filepath.Base(name), strings.Join(args, " "), err, msg)
	}
	return string(out), nil
}

// copyExec copies the toolchain's wasm_exec.js, which must be of the
// version that built the WebAssembly.
func copyExec(goroot, to string) error {
	for _, rel := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		b, err := os.ReadFile(filepath.Join(goroot, rel))
		if err == nil {
			return os.WriteFile(to, b, 0o644)
		}
	}
	return errors.New("wasm_exec.js is not in the Go toolchain's " + goroot)
}

// prune removes the builds of the cache but the newest three and keep.
func prune(cache, keep string) {
	entries, err := os.ReadDir(cache)
	if err != nil {
		return
	}
	type build struct {
		path string
		mod  int64
	}
	var builds []build
	for _, e := range entries {
		if !e.IsDir() || e.Name() == keep || strings.HasPrefix(e.Name(), "build-") {
			continue
		}
		if info, err := e.Info(); err == nil {
			builds = append(builds, build{filepath.Join(cache, e.Name()), info.ModTime().UnixNano()})
		}
	}
	sort.Slice(builds, func(i, j int) bool { return builds[i].mod > builds[j].mod })
	for k, b := range builds {
		if k >= 2 {
			os.RemoveAll(b.path)
		}
	}
}
