//go:build !linux

package cli

import "os"

// typedIn reports whether f is a terminal that someone types into; off
// Linux, whether it is a character device.
func typedIn(f *os.File) bool { return isTerminal(f) }
