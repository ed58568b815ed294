package main

import (
	"runtime/debug"
	"slices"
	"testing"
)

// TestBuildLike: the base of --compare is built with the settings of this
// binary that change the code or its linking, and none of the others.
func TestBuildLike(t *testing.T) {
	settings := []debug.BuildSetting{
		{Key: "-buildmode", Value: "exe"},
		{Key: "-compiler", Value: "gc"},
		{Key: "-ldflags", Value: "-s -w"},
		{Key: "-trimpath", Value: "true"},
		{Key: "-race", Value: "false"},
		{Key: "CGO_ENABLED", Value: "0"},
		{Key: "GOARCH", Value: "amd64"},
		{Key: "GOOS", Value: "linux"},
		{Key: "GOAMD64", Value: "v3"},
		{Key: "vcs.revision", Value: "7f60467"},
	}
	flags, env := buildLike(settings)
	if want := []string{"-ldflags=-s -w", "-trimpath"}; !slices.Equal(flags, want) {
		t.Errorf("flags %q, want %q", flags, want)
	}
	if want := []string{"CGO_ENABLED=0", "GOAMD64=v3"}; !slices.Equal(env, want) {
		t.Errorf("environment %q, want %q", env, want)
	}
	if flags, env := buildLike(nil); flags != nil || env != nil {
		t.Errorf("no settings: %q and %q, want none", flags, env)
	}
}
