package bench

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/binox"
	"github.com/puzzlesat/puzzlesat/puzzles/galaxies"
	"github.com/puzzlesat/puzzlesat/puzzles/mirrormaze"
	"github.com/puzzlesat/puzzlesat/puzzles/skyscraper"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
	"github.com/puzzlesat/puzzlesat/puzzles/troix"
)

// The workloads of the series' genres solve each puzzle of a folder and
// prove that it has no second solution (ProveUnique): what a setter asks
// of every puzzle, and what the series' own tool did.

// seriesWorkload reads files with parse and makes one workload of them.
func seriesWorkload[P any](kind, variant string, files []string, axes []Axis, parse func(file string) (P, error), model func(p P, cfg encode.Config) Instance) (*Workload, error) {
	var ps []P
	for _, file := range files {
		p, err := parse(file)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s: no puzzle", kind)
	}
	name := kind
	if variant != "" {
		name += " " + variant
	}
	return &Workload{
		Name:   fmt.Sprintf("%s (%d)", name, len(ps)),
		Kind:   kind,
		Family: name,
		Axes:   axes,
		Items:  len(ps),
		Mode:   ProveUnique,
		Encode: func(i int, cfg encode.Config) (Instance, error) { return model(ps[i], cfg), nil },
	}, nil
}

// open parses one file with parse.
func open[P any](file string, parse func(f *os.File, name string) (P, error)) (P, error) {
	f, err := os.Open(file)
	if err != nil {
		var zero P
		return zero, err
	}
	defer f.Close()
	return parse(f, filepath.Base(file))
}

// Binox is a workload of the Binox puzzles of files. Its rules are runs
// and balance: no at-most-one constraint but the trivial ones, so only the
// cardinality axis changes its formula.
func Binox(files []string) (*Workload, error) {
	return seriesWorkload("binox", "", files, []Axis{Card},
		func(file string) (*binox.Puzzle, error) {
			return open(file, func(f *os.File, name string) (*binox.Puzzle, error) { return binox.Parse(f, name) })
		},
		func(p *binox.Puzzle, cfg encode.Config) Instance {
			m := p.Encode(cfg)
			return Instance{Formula: m.Formula, Projection: m.Projection}
		})
}

// Troix is a workload of the Troix puzzles of files.
func Troix(files []string) (*Workload, error) {
	return seriesWorkload("troix", "", files, []Axis{AMO, Card},
		func(file string) (*troix.Puzzle, error) {
			return open(file, func(f *os.File, name string) (*troix.Puzzle, error) { return troix.Parse(f, name) })
		},
		func(p *troix.Puzzle, cfg encode.Config) Instance {
			m := p.Encode(cfg)
			return Instance{Formula: m.Formula, Projection: m.Projection}
		})
}

// MirrorMaze is a workload of the Haunted Mirror Maze puzzles of files
// (the first puzzle of each).
func MirrorMaze(files []string) (*Workload, error) {
	return seriesWorkload("mirrormaze", "", files, []Axis{AMO, Card},
		func(file string) (*mirrormaze.Puzzle, error) {
			return open(file, func(f *os.File, name string) (*mirrormaze.Puzzle, error) {
				ps, err := mirrormaze.Parse(f, name)
				if err != nil {
					return nil, err
				}
				return ps[0], nil
			})
		},
		func(p *mirrormaze.Puzzle, cfg encode.Config) Instance {
			m := p.Encode(cfg)
			return Instance{Formula: m.Formula, Projection: m.Projection}
		})
}

// Skyscraper is a workload of the Skyscraper puzzles of files under one
// encoding of the heights (direct or order): the two are compared as
// workloads of their own.
func Skyscraper(files []string, heights skyscraper.Heights) (*Workload, error) {
	opts := skyscraper.Default
	opts.Heights = heights
	return seriesWorkload("skyscraper", heights.String(), files, []Axis{AMO, Card},
		func(file string) (*skyscraper.Puzzle, error) {
			return open(file, func(f *os.File, name string) (*skyscraper.Puzzle, error) {
				ps, err := skyscraper.Parse(f, name)
				if err != nil {
					return nil, err
				}
				return ps[0], nil
			})
		},
		func(p *skyscraper.Puzzle, cfg encode.Config) Instance {
			m := p.Encode(cfg, opts)
			return Instance{Formula: m.Formula, Projection: m.Projection}
		})
}

// Slitherlink is a workload of the Slitherlink puzzles of files (the first
// puzzle of each), named by variant (a size class), compared on the
// connectivity axis: how "one loop" is stated.
func Slitherlink(variant string, files []string) (*Workload, error) {
	return seriesWorkload("slitherlink", variant, files, []Axis{Connect},
		func(file string) (*slitherlink.Puzzle, error) {
			return open(file, func(f *os.File, name string) (*slitherlink.Puzzle, error) {
				ps, err := slitherlink.Parse(f, name)
				if err != nil {
					return nil, err
				}
				return ps[0], nil
			})
		},
		func(p *slitherlink.Puzzle, cfg encode.Config) Instance {
			m := p.Encode(cfg, slitherlink.Default)
			return Instance{Formula: m.Formula, Projection: m.Projection}
		})
}

// Galaxies is a workload of the Galaxies puzzles of files (the first of
// each), compared on the connectivity axis: how "each galaxy is connected"
// is stated.
func Galaxies(variant string, files []string) (*Workload, error) {
	return seriesWorkload("galaxies", variant, files, []Axis{Connect},
		func(file string) (*galaxies.Puzzle, error) {
			return open(file, func(f *os.File, name string) (*galaxies.Puzzle, error) {
				ps, err := galaxies.Parse(f, name)
				if err != nil {
					return nil, err
				}
				return ps[0], nil
			})
		},
		func(p *galaxies.Puzzle, cfg encode.Config) Instance {
			m := p.Encode(cfg, galaxies.Default)
			return Instance{Formula: m.Formula, Projection: m.Projection}
		})
}

// cells returns the number of cells of the puzzle in file, read from the
// series' JSON "shape" ([rows, cols]), or 0.
func cells(file string) int {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0
	}
	var v struct{ Shape []int }
	if json.Unmarshal(data, &v) != nil || len(v.Shape) != 2 {
		return 0
	}
	return v.Shape[0] * v.Shape[1]
}
