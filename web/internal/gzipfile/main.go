// Command gzipfile writes FILE.gz beside each FILE named, at gzip's best
// compression. The page's build (web.BuildWasm) runs it with 'go run' for
// the WebAssembly it serves gzipped: compressing there, in a program of
// its own, keeps compress/gzip and its tables out of puzzlesat, whose
// every start would otherwise run their initialisers.
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
)

func main() {
	for _, path := range os.Args[1:] {
		if err := gzipFile(path); err != nil {
			fmt.Fprintln(os.Stderr, "gzipfile:", err)
			os.Exit(1)
		}
	}
}

// gzipFile writes path's gzip beside it.
func gzipFile(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(b)
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(path+".gz", buf.Bytes(), 0o644)
}
