package solve

import (
	"errors"
	"fmt"
	"math/rand"
	"sync/atomic"
	"testing"
	"time"
)

// TestAhead: the problems come in read's order, whatever order their
// builds end in; an error of read or of build ends the Source there,
// after the problems before it; and no more than n builds run at once.
func TestAhead(t *testing.T) {
	errRead, errBuild := errors.New("read failed"), errors.New("build failed")
	for _, n := range []int{1, 2, 4} {
		for _, tc := range []struct {
			readFails, buildFails int // the item at which it fails, or -1
			want                  int // problems before the end
			err                   error
		}{
			{-1, -1, 40, nil},
			{25, -1, 25, errRead},
			{-1, 17, 17, errBuild},
			{0, -1, 0, errRead},
		} {
			next := 0
			var running, most atomic.Int32
			src := Ahead(n, func() (int, bool, error) {
				switch {
				case next == tc.readFails:
					return 0, false, errRead
				case next == 40:
					return 0, false, nil
				}
				next++
				return next - 1, true, nil
			}, func(i int) (*Problem, error) {
				r := running.Add(1)
				defer running.Add(-1)
				for m := most.Load(); r > m && !most.CompareAndSwap(m, r); m = most.Load() {
				}
				time.Sleep(time.Duration(rand.Intn(300)) * time.Microsecond)
				if i == tc.buildFails {
					return nil, errBuild
				}
				return &Problem{Name: fmt.Sprint(i)}, nil
			})
			for k := 0; ; k++ {
				p, err := src()
				if k < tc.want {
					if err != nil || p == nil || p.Name != fmt.Sprint(k) {
						t.Fatalf("n=%d %+v: problem %d came as %v, %v", n, tc, k, p, err)
					}
					continue
				}
				if p != nil || err != tc.err {
					t.Errorf("n=%d %+v: after %d problems, %v, %v; want nil, %v", n, tc, k, p, err, tc.err)
				}
				if p, err := src(); p != nil || err != tc.err {
					t.Errorf("n=%d %+v: called again after the end: %v, %v", n, tc, p, err)
				}
				break
			}
			if m := most.Load(); m > int32(max(n, 1)) {
				t.Errorf("n=%d: %d builds at once", n, m)
			}
		}
	}
}
