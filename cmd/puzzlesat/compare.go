package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/bench"
	"github.com/puzzlesat/puzzlesat/internal/cli"
)

// runCompare builds rev in a worktree of its own (or takes the base binary
// given), times the guard's commands under it and under this build, and
// prints the table; a command slower by more than 5% at its lower
// quartile makes the exit code 1.
func runCompare(rev, baseBinary, testdata string, repeat int, stdout, stderr io.Writer) error {
	head, err := os.Executable()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), cli.StopSignals...)
	defer stop()
	root, err := gitOutput(ctx, "", "rev-parse", "--show-toplevel")
	if err != nil {
		return cli.UsageError("bench --compare: not in a git checkout of puzzlesat: %v", err)
	}
	base := baseBinary
	if base == "" {
		tmp, err := os.MkdirTemp("", "puzzlesat-compare")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		tree := filepath.Join(tmp, "tree")
		if _, err := gitOutput(ctx, root, "worktree", "add", "--detach", tree, rev); err != nil {
			return cli.UsageError("bench --compare %s: %v", rev, err)
		}
		defer gitOutput(context.Background(), root, "worktree", "remove", "--force", tree)
		base = filepath.Join(tmp, "puzzlesat-base")
		fmt.Fprintf(stderr, "bench: building %s\n", rev)
		flags, env := buildLike(buildSettings())
		build := exec.CommandContext(ctx, "go", append(append([]string{"build"}, flags...), "-o", base, "./cmd/puzzlesat")...)
		build.Dir = tree
		build.Env = append(os.Environ(), env...)
		if out, err := build.CombinedOutput(); err != nil {
			return fmt.Errorf("bench --compare: building %s: %v: %s", rev, err, cli.OneLine(string(out)))
		}
	}
	var progress func(string)
	if cli.IsTerminal(stderr) {
		progress = func(what string) { fmt.Fprintf(stderr, "\r\033[K%s", what) }
	}
	rows, err := bench.CompareBuilds(ctx, base, head, root, bench.GuardCommands(testdata), repeat, compareLeast, progress)
	if progress != nil {
		fmt.Fprint(stderr, "\r\033[K")
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Each command %d times or more under each build (a quick one until it has run %v), alternated, from %s; times are medians of wall clock, the ratio this build's over %s's.\n\n", repeat, compareLeast, root, rev)
	if err := bench.WriteCompareMarkdown(stdout, rev, "this build", rows, 0.05); err != nil {
		return err
	}
	var slower []string
	for _, r := range rows {
		if r.Low > 1.05 {
			slower = append(slower, r.Name)
		}
	}
	if len(slower) > 0 {
		return cli.Failed(fmt.Sprintf("slower than %s by more than 5%%: %s", rev, strings.Join(slower, ", ")))
	}
	return nil
}

// buildSettings returns how this binary was built, or nil when it does
// not say.
func buildSettings() []debug.BuildSetting {
	if info, ok := debug.ReadBuildInfo(); ok {
		return info.Settings
	}
	return nil
}

// buildLike returns the flags of go build and the environment that build
// the base as this binary was built. A static build timed against a
// dynamically linked one (go build's default with a C compiler at hand,
// since package net has a resolver in C) would time the dynamic loader,
// not the change: puzzlesat --help took 12.7 ms linked dynamically and
// 10.3 ms statically (medians of 200 alternated runs).
//
// CGO_ENABLED is copied only when it is 0: a binary built with cgo where
// a C compiler was at hand says 1, and forcing it where none is would
// fail the build instead of going without, as go build does.
func buildLike(settings []debug.BuildSetting) (flags, env []string) {
	for _, s := range settings {
		switch s.Key {
		case "CGO_ENABLED":
			if s.Value == "0" {
				env = append(env, s.Key+"="+s.Value)
			}
		case "GOAMD64", "GOARM64", "GO386", "GOARM":
			env = append(env, s.Key+"="+s.Value)
		case "-ldflags", "-gcflags", "-asmflags", "-tags":
			flags = append(flags, s.Key+"="+s.Value)
		case "-trimpath", "-race":
			if s.Value == "true" {
				flags = append(flags, s.Key)
			}
		}
	}
	return flags, env
}

// gitOutput runs git in dir ("" for the current folder) and returns its
// output, trimmed.
func gitOutput(ctx context.Context, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, cli.OneLine(string(out)))
	}
	return strings.TrimSpace(string(out)), nil
}

// compareLeast is how long the guard runs each command at the least,
// under both builds together (bench.CompareBuilds): the process start
// gets some 40 to 80 rounds where --repeat gives 9.
const compareLeast = 2 * time.Second
