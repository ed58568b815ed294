package cli

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/sat"
)

func init() {
	commands["run-job"] = command{summary: "run job files written by --split, each result beside its job (FILE.res)", run: runJob}
}

func runJob(args []string, _ io.Reader, stdout, _ io.Writer) error {
	fs := newFlagSet("run-job", "run-job FILE.job...", stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageErr("run-job: expected job files (written by --split)")
	}
	for _, path := range fs.Args() {
		if err := sat.RunJobFile(path); err != nil {
			return badInput(fmt.Errorf("run-job: %v", err))
		}
	}
	return nil
}
