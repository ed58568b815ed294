//go:build !linux && !darwin && !freebsd && !netbsd && !openbsd && !dragonfly

package cli

import "os"

// typedIn reports whether f is a terminal that someone types into. Where
// no ioctl tells a terminal from another character device (NUL on
// Windows), it says no, and the hint it serves is not given.
func typedIn(*os.File) bool { return false }
