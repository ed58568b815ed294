//go:build !(js && wasm)

// Command wasm is puzzlesat in the browser page's Web Worker. It is built
// for the browser only (GOOS=js GOARCH=wasm; package web builds it, and
// 'puzzlesat serve' serves it); built for anything else it says so.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "web/wasm runs in a browser: build it with GOOS=js GOARCH=wasm, or run puzzlesat serve")
	os.Exit(2)
}
