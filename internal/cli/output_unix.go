//go:build unix

package cli

import (
	"context"
	"errors"
	"os"
	"syscall"
	"time"
)

// createOutput opens path for writing, as os.Create does. A named pipe is
// opened without blocking, and its reader waited for here: a blocking open
// that the runtime's signals interrupt is retried, and a reader that came
// in between may already have read an end of input and lost what follows
// (seen 2 times in 40 with `cat` on the pipe). The wait ends with ctx
// (Ctrl-C, --timeout).
func createOutput(ctx context.Context, path string) (*os.File, error) {
	if fi, err := os.Stat(path); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		return os.Create(path)
	}
	for {
		fd, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
		switch {
		case err == nil:
			if err := syscall.SetNonblock(fd, false); err != nil {
				syscall.Close(fd)
				return nil, &os.PathError{Op: "open", Path: path, Err: err}
			}
			return os.NewFile(uintptr(fd), path), nil
		case errors.Is(err, syscall.ENXIO): // no reader yet
			select {
			case <-ctx.Done():
				return nil, &os.PathError{Op: "open", Path: path, Err: errors.New("no reader came to the pipe: " + context.Cause(ctx).Error())}
			case <-time.After(10 * time.Millisecond):
			}
		case !errors.Is(err, syscall.EINTR):
			return nil, &os.PathError{Op: "open", Path: path, Err: err}
		}
	}
}
