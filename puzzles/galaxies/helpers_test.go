package galaxies

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/datafiles"
	"github.com/puzzlesat/puzzlesat/sat"
)

const dataDir = "../../testdata/galaxies"

// loadFile reads one puzzle file of the test data.
func loadFile(t testing.TB, name string) *Puzzle {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	p, err := ParseJSON(data, name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// loadText reads one text grid of the test data.
func loadText(t testing.TB, name string) *Puzzle {
	t.Helper()
	f, err := os.Open(filepath.Join(dataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := ParseText(f, name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// puzzleFiles lists the puzzle files of the test data.
func puzzleFiles(t testing.TB) []string { return datafiles.Files(t, dataDir, "*.json", 13) }

// readIndex returns the lines of INDEX.tsv by file name.
func readIndex(t testing.TB) map[string]datafiles.Entry { return datafiles.Index(t, dataDir) }

// methods are the connectivity methods every test runs under.
var methods = []encode.Encoding{encode.Lazy, encode.Tree, encode.Reach, encode.Auto}

// configs returns a configuration per connectivity method, with the
// default cardinality encodings, and one with other cardinality encodings
// for each method.
func configs() map[string]encode.Config {
	out := map[string]encode.Config{}
	for _, m := range methods {
		out[string(m)] = encode.Config{AMO: encode.Auto, Card: encode.Auto, Connect: m}
	}
	out["lazy+sequential"] = encode.Config{AMO: encode.Sequential, Card: encode.SeqCounter, Connect: encode.Lazy}
	out["tree+native"] = encode.Config{AMO: encode.Native, Card: encode.Native, Connect: encode.Tree}
	out["reach+binary"] = encode.Config{AMO: encode.Binary, Card: encode.Totalizer, Connect: encode.Reach}
	return out
}

// modelOptions are the model options the counts are checked under.
var modelOptions = map[string]Options{"quotient": {Quotient: true}, "cells": {}, "quotient+neighbours": {Quotient: true, Neighbours: true}, "cells+neighbours": {Neighbours: true}}

// solveAll enumerates up to limit solutions (0: all), checking each with
// Verify, and returns them and whether the enumeration was complete.
func solveAll(t testing.TB, p *Puzzle, cfg encode.Config, opts Options, limit int64) ([]Solution, bool) {
	t.Helper()
	m := p.Encode(cfg, opts)
	var sols []Solution
	res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, limit, func(model []bool) bool {
		sol := m.Decode(model)
		if err := Verify(p, sol); err != nil {
			t.Fatalf("a decoded solution fails Verify: %v\n%s", err, Text(p, sol, RenderOptions{}))
		}
		sols = append(sols, sol)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return sols, res.Complete
}

// key writes a solution as a string, to compare sets of solutions.
func key(s Solution) string { return fmt.Sprint([]int(s)) }
