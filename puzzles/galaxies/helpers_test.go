package galaxies

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/datafiles"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const dataDir = "../../testdata/galaxies"

// loadFile reads one puzzle file of the test data.
func loadFile(t testing.TB, name string) *Puzzle {
	t.Helper()
	return kittest.Read(t, Genre, filepath.Join(dataDir, name))[0]
}

// loadText reads one text grid of the test data.
func loadText(t testing.TB, name string) *Puzzle { return loadFile(t, name) }

// puzzleFiles lists the puzzle files of the test data.
func puzzleFiles(t testing.TB) []string { return datafiles.Files(t, dataDir, "*.json", 13) }

// readIndex returns the lines of INDEX.tsv by file name.
func readIndex(t testing.TB) map[string]datafiles.Entry { return datafiles.Index(t, dataDir) }

// parse reads puzzles in any of the genre's forms.
func parse(text, name string) ([]*Puzzle, error) {
	ps, err := Genre.Parse([]byte(text), name)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, len(ps))
	for i, p := range ps {
		out[i] = p.P
	}
	return out, nil
}

// parseOne reads one puzzle in any of the genre's forms.
func parseOne(text, name string) (*Puzzle, error) {
	ps, err := parse(text, name)
	if err != nil {
		return nil, err
	}
	return ps[0], nil
}

// jsonOf writes the puzzle's JSON.
func jsonOf(p *Puzzle) string {
	data, _ := json.Marshal(writeJSON(p))
	return string(data)
}

// link writes the puzzle in the format of Genre.Links[k] (0 the URL, 1
// the game ID).
func link(p *Puzzle, k int) string {
	s, _ := Genre.Links[k].Write(p)
	return s
}

// text draws a board as the answer does; nil draws the puzzle alone.
func text(p *Puzzle, s Regions, colour bool) string {
	if s == nil {
		s = make(Regions, p.N())
	}
	return drawing(p, s, colour)
}

// rowsOf returns a board as rows, as the JSON answers give it.
func rowsOf(s Regions, cols int) [][]int {
	var out [][]int
	for i := 0; i+cols <= len(s); i += cols {
		out = append(out, append([]int(nil), s[i:i+cols]...))
	}
	return out
}

// same reports whether two puzzles have the same grid and the same
// centres, in any order.
func same(a, b *Puzzle) bool {
	return a.Shape == b.Shape && fmt.Sprint(a.sorted()) == fmt.Sprint(b.sorted())
}

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

// withOptions returns p under the model options opts.
func withOptions(p *Puzzle, opts Options) *Puzzle {
	q := *p
	q.Options = opts
	return &q
}

// solveAll enumerates up to limit solutions (0: all), checking each with
// Verify, and returns them and whether the enumeration was complete.
func solveAll(t testing.TB, p *Puzzle, cfg encode.Config, opts Options, limit int64) ([]Regions, bool) {
	t.Helper()
	boards, _, complete := kittest.Solutions(t, Genre, withOptions(p, opts), cfg, limit)
	return boards, complete
}

// encoded returns the model of p under cfg and opts, closed, and its
// decoder.
func encoded(p *Puzzle, cfg encode.Config, opts Options) (*kit.Model, func(kit.Values) Regions) {
	m := kit.NewModel(cfg)
	decode := model(withOptions(p, opts), m)
	m.Close()
	return m, decode
}

// key writes a solution as a string, to compare sets of solutions.
func key(s Regions) string { return fmt.Sprint([]int(s)) }
