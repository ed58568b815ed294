package main

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestGCPercent: 400 for a small live heap, the default 100 for a large
// one, and in between the percentage that keeps the growth to gcHeadroom,
// never rising as the heap grows.
func TestGCPercent(t *testing.T) {
	if p := gcPercent(10 << 20); p != 400 {
		t.Errorf("10 MB live: %d, want 400", p)
	}
	if p := gcPercent(2 << 30); p != 100 {
		t.Errorf("2 GB live: %d, want 100", p)
	}
	if p := gcPercent(256 << 20); p != 200 {
		t.Errorf("256 MB live: %d, want 200 (512 MB of growth)", p)
	}
	last := 400
	for live := uint64(1 << 20); live < 8<<30; live += 7 << 20 {
		p := gcPercent(live)
		if p > last || p < 100 || p > 400 {
			t.Fatalf("%d bytes live: %d after %d", live, p, last)
		}
		last = p
	}
}

// TestGCTuner: the tuner sets the percentage for the live heap, and again
// after a collection once the heap has grown.
func TestGCTuner(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	runtime.GC()
	startGCTuner(time.Time{})
	if p := debug.SetGCPercent(-1); p != 400 {
		t.Errorf("small heap: %d, want 400", p)
	}
	debug.SetGCPercent(400)
	keep := make([]byte, 300<<20) // 300 MB live: 512/300 -> 170, in steps of 50 -> 150
	for i := range keep {
		if i%4096 == 0 {
			keep[i] = 1
		}
	}
	want, got := 150, 0
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		runtime.GC()
		runtime.Gosched()
		time.Sleep(10 * time.Millisecond)
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		if got = p; got == want {
			break
		}
	}
	runtime.KeepAlive(keep)
	if got != want {
		t.Errorf("300 MB live: %d, want %d", got, want)
	}
}

// TestStartPercent: a command starts at startPercent, a worker at the
// tuner's percentage for its (small) heap, and GOGC set by the user is
// left alone.
func TestStartPercent(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	tuneGC([]string{"starbattle", "x.txt"})
	if p := debug.SetGCPercent(100); p != startPercent {
		t.Errorf("a command: %d, want %d", p, startPercent)
	}
	runtime.GC()
	tuneGC([]string{"worker"})
	if p := debug.SetGCPercent(100); p != 400 {
		t.Errorf("a worker: %d, want 400", p)
	}
	t.Setenv("GOGC", "100")
	tuneGC([]string{"starbattle"})
	if p := debug.SetGCPercent(100); p != 100 {
		t.Errorf("GOGC=100: %d, want 100", p)
	}
}

// percentAfterGC is the collector's percentage once the tuner has seen a
// collection (its finalizer runs on a goroutine of its own).
func percentAfterGC() int {
	runtime.GC()
	runtime.GC() // the first one's finalizer has run by the end of the second
	time.Sleep(20 * time.Millisecond)
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return p
}

// TestTunerFirstSecond: a command's small heap keeps startPercent through
// the collections of its first second, and gets the tuner's 400 at the
// first collection after it; a large heap gets the tuner's lower
// percentage in the first second too.
func TestTunerFirstSecond(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer tunerGen.Add(1) // the tuners started here stopped
	runtime.GC()
	startGCTuner(time.Now())
	if p := debug.SetGCPercent(-1); p != startPercent {
		t.Errorf("at start: %d, want %d", p, startPercent)
	} else {
		debug.SetGCPercent(p)
	}
	if p := percentAfterGC(); p != startPercent {
		t.Errorf("a collection in the first second: %d, want %d", p, startPercent)
	}
	startGCTuner(time.Now().Add(-2 * time.Second))
	if p := percentAfterGC(); p != 400 {
		t.Errorf("a collection after the first second: %d, want 400", p)
	}
	startGCTuner(time.Now())
	keep := make([]byte, 300<<20) // 300 MB live: 150, as in TestGCTuner
	for i := 0; i < len(keep); i += 4096 {
		keep[i] = 1
	}
	p := percentAfterGC()
	runtime.KeepAlive(keep)
	if p != 150 {
		t.Errorf("300 MB live in the first second: %d, want 150", p)
	}
}
