//go:build !unix

package main

import "os"

// createOutput opens path for writing, as os.Create does.
func createOutput(path string) (*os.File, error) { return os.Create(path) }
