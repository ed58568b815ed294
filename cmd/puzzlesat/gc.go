package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"sync/atomic"
	"time"
)

// tuneGC sets the collector's heap target, unless GOGC or GOMEMLIMIT say
// otherwise. A batch makes and drops a solver per puzzle, and gophersat
// allocates a small object per clause: with the default target the
// collector and the scavenger took a third of a Sudoku batch's time
// (Royle's set) and much of the set-up of a million-clause formula.
//
// A run starts at startPercent and gets the tuner after its first second,
// at its first collection from then on: a run that never collects again
// needs no tuning. (A timer for the second, as before, started the
// runtime's network poller in every run, --help included; without it,
// --help took 0.99× and a calendar date 1.00× the time, 301 and 201 runs
// alternated with the build before, both built at once: no measurable
// gain. A first comparison, against a build an hour old, had shown 0.91×:
// the age of the binary's file, as internal/prefault says.) A large heap
// gets the tuner's lower percentage in the first second too.
// A short run does best between the default and the tuner's 400: at 400
// it faults in fresh pages instead of reusing collected ones, at 100 it
// collects five times in a 25×25 Star Battle's 30 ms. One binary under
// GOGC, 9 to 21 runs alternated, medians, against 100 (2026-12-05):
//   - 200: a calendar date 0.90×, a 25×25 Star Battle 0.88–0.94×,
//     magictour's 1,465 Sudokus 0.67×, top95 at -j 1 0.98×;
//   - 400: the calendar 0.85×, magictour 0.61×, but top95 at -j 1 1.07×
//     (an earlier session: 0.19 s against 0.15 s).
//
// The build with 200 against the one before, later that day: magictour
// 0.66×, top95 at -j 1 1.02×, three 25×25 Star Battles 0.96×, a calendar
// date 1.00× (the first runs' gains there did not hold).
//
// Workers and the benchmark run long by nature (and the benchmark must
// measure every cell under one setting): they get the tuner at once.
//
// The larger target is for small heaps only (gcHeadroom): a large one gets
// the default back. 1000-queens (Encode's model, which one solution no
// longer uses: puzzles/queens) holds 1.1 GB live while gophersat
// allocates and drops a buffer of a few MB per conflict; at 400 the heap
// grew to 4 GB of fresh pages, each faulted in (13 s of system time), and
// the run took 28 s; at the default 19 s and 2.2 GB.
func tuneGC(args []string) {
	if os.Getenv("GOGC") == "" {
		long := len(args) > 0 && (args[0] == "worker" || args[0] == "bench" || args[0] == "run-job")
		var began time.Time
		if !long {
			began = time.Now()
		}
		startGCTuner(began)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(8 << 30)
	}
}

// gcHeadroom is how much the heap may grow past the live heap before a
// collection, at most: the percentage is 400 below a quarter of it live,
// the default 100 above it, and in between what keeps the growth to it.
const gcHeadroom = 512 << 20

// startPercent is the collector's percentage for a run's first second
// (see tuneGC).
const startPercent = 200

// gcPercent is the collector's percentage for a live heap of live bytes.
func gcPercent(live uint64) int {
	if live == 0 {
		return 400
	}
	return int(max(100, min(400, 100*gcHeadroom/live)))
}

// startGCTuner sets the percentage for the live heap now, and again after
// every collection: a finalizer runs once per collection that frees its
// object, and each run arms the next. When began is set, it starts at
// startPercent instead, and stays at most that until a second after began.
// A tuner started later replaces the one before.
func startGCTuner(began time.Time) {
	gen := tunerGen.Add(1)
	last := -1
	var arm func()
	tune := func() {
		// Read just after a collection, the allocated heap is about the
		// live heap. (runtime/metrics would say it exactly, but its
		// package's set-up costs every run 0.3 ms or more at start.)
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		live := ms.HeapAlloc
		p := gcPercent(live)
		if !began.IsZero() && time.Since(began) < time.Second {
			p = min(p, startPercent)
		}
		// In steps of 50, so that a heap that wavers does not set it
		// after every collection.
		if p = p / 50 * 50; p != last {
			debug.SetGCPercent(p)
			last = p
		}
	}
	arm = func() {
		runtime.SetFinalizer(&gcSentinel{}, func(*gcSentinel) {
			if tunerGen.Load() != gen {
				return
			}
			tune()
			arm()
		})
	}
	if began.IsZero() {
		tune()
	} else {
		// Without reading the heap: a command has just started.
		debug.SetGCPercent(startPercent)
		last = startPercent
	}
	arm()
}

// tunerGen counts the tuners started: only the newest one tunes.
var tunerGen atomic.Int64

// gcSentinel is the object whose finalizer marks a collection: it holds a
// pointer, so that the allocator never packs it with other tiny objects
// (a finalizer on such an object may never run).
type gcSentinel struct {
	_ *gcSentinel
	_ [16]byte
}
