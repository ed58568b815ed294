package cli

import (
	"errors"
	"os"
)

// MakeFolder makes the folder dir that flag names (--out, --split), with
// its parents; one that cannot be made is a usage error of the flag, which
// names the path already ("--out /dev/null/x: not a directory").
func MakeFolder(flag, dir string) error {
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		return nil
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return usageErr("%s %s: %v", flag, dir, err)
}
