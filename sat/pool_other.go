//go:build !linux

package sat

import "os/exec"

// dieWithParent does nothing where the kernel cannot tie a child's life to
// its parent's; a worker then stops when its standard input closes.
func dieWithParent(*exec.Cmd) {}
