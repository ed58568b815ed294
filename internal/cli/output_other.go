//go:build !unix

package cli

import (
	"context"
	"os"
)

// createOutput opens path for writing, as os.Create does.
func createOutput(_ context.Context, path string) (*os.File, error) { return os.Create(path) }
