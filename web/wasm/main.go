//go:build js && wasm

// Command wasm is puzzlesat in the browser page's Web Worker: built with
// GOOS=js GOARCH=wasm (package web builds it), it registers every genre
// (puzzles/all), sets the function puzzlesat(request, reply) on the
// worker's global object, and calls puzzlesatReady(). Each call answers
// one JSON request of the page (see package worker) and hands the JSON
// answer to reply.
package main

import (
	"runtime/debug"
	"sync"
	"syscall/js"

	_ "github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/web/worker"
)

func main() {
	// A page makes and drops a solver per question; the collector's
	// default target runs it too often for that (as the command line's
	// main says of its batches).
	debug.SetGCPercent(400)
	// WebAssembly's memory only grows, and without a limit the heap's
	// growth in it ran out of the 4 GB with 0.5 GB live: Janko's 50×50
	// Nurikabe (testdata/nurikabe/slow) died after 30 s, as it did at a
	// percentage of 100 or under a soft limit of 1.5 GB. Under 1 GB it is
	// solved, in 1.3 GB (under Node, 2026-12-05). A heap that needs more
	// live is collected often rather than failing at once.
	debug.SetMemoryLimit(1 << 30)
	// One request at a time: two solvers in one process corrupt each
	// other (gophersat's package-level learning buffer).
	var mu sync.Mutex
	js.Global().Set("puzzlesat", js.FuncOf(func(_ js.Value, args []js.Value) any {
		req, reply := args[0].String(), args[1]
		// The answer runs on a goroutine of its own, so that the call
		// returns to JavaScript at once (a blocked callback would block
		// its event loop); the worker takes one request at a time.
		go func() {
			mu.Lock()
			resp := worker.Handle([]byte(req))
			mu.Unlock()
			reply.Invoke(string(resp))
		}()
		return nil
	}))
	js.Global().Call("puzzlesatReady")
	select {}
}
