package sat

import (
	"os/exec"
	"syscall"
)

// dieWithParent makes the kernel kill a worker when the process that
// started it dies, so that a killed parent leaves no worker solving on.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
