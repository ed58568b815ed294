package main

import (
	"runtime/debug"
	"slices"
	"testing"
)

// TestBuildLike: the base of --compare is built with the settings of this
// binary that change the code or its linking, and none of the others.
func TestBuildLike(t *testing.T) {
	for _, c := range []struct {
		settings   []debug.BuildSetting
		flags, env []string
	}{
		{ // CGO_ENABLED=0 go build -ldflags='-s -w', with GOAMD64=v3
			[]debug.BuildSetting{
				{Key: "-buildmode", Value: "exe"},
				{Key: "-compiler", Value: "gc"},
				{Key: "-ldflags", Value: "-s -w"},
				{Key: "CGO_ENABLED", Value: "0"},
				{Key: "GOARCH", Value: "amd64"},
				{Key: "GOOS", Value: "linux"},
				{Key: "GOAMD64", Value: "v3"},
				{Key: "vcs.revision", Value: "7f60467"},
			},
			[]string{"-ldflags=-s -w"}, []string{"CGO_ENABLED=0", "GOAMD64=v3"},
		},
		{ // go build -trimpath -tags netgo with cgo: go decides cgo again
			[]debug.BuildSetting{
				{Key: "-tags", Value: "netgo"},
				{Key: "-trimpath", Value: "true"},
				{Key: "-race", Value: "false"},
				{Key: "CGO_ENABLED", Value: "1"},
				{Key: "CGO_CFLAGS", Value: ""},
			},
			[]string{"-tags=netgo", "-trimpath"}, nil,
		},
	} {
		flags, env := buildLike(c.settings)
		if !slices.Equal(flags, c.flags) {
			t.Errorf("flags %q, want %q", flags, c.flags)
		}
		if !slices.Equal(env, c.env) {
			t.Errorf("environment %q, want %q", env, c.env)
		}
	}
	if flags, env := buildLike(nil); flags != nil || env != nil {
		t.Errorf("no settings: %q and %q, want none", flags, env)
	}
}
