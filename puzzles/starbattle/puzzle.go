package starbattle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/internal/clip"
)

// MaxSide is the largest number of rows or columns accepted, to keep a typo
// from asking for millions of variables.
const MaxSide = 200

// Puzzle is a grid of Rows×Cols cells, each in one region, where each row,
// column and region takes K stars.
type Puzzle struct {
	Name       string // where the puzzle came from, when the input named it; may be empty
	Rows, Cols int
	K          int
	// Region[r*Cols+c] is the region of cell (r, c), from 0 to Regions-1,
	// numbered in order of first appearance, row by row.
	Region  []int
	Regions int
	// Answer is the solution the input gave with the puzzle, or nil.
	Answer Solution
	// Options, when set, chooses how the model is stated (the command
	// line's --notouch, --blocks, ...); nil is Default.
	Options *Options
}

// New checks and returns a puzzle. region gives a label per cell, row by row;
// cells with equal labels form one region (a region need not be connected).
// Labels are renumbered from 0 in order of first appearance.
func New(rows, cols, k int, region []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, MaxSide)
	}
	if k < 1 {
		return nil, fmt.Errorf("%d stars: expected 1 or more per row, column and region", k)
	}
	if len(region) != rows*cols {
		return nil, fmt.Errorf("%d cells given a region: expected %d (%d×%d)", len(region), rows*cols, rows, cols)
	}
	p := &Puzzle{Rows: rows, Cols: cols, K: k, Region: make([]int, len(region))}
	ids := map[int]int{}
	for i, l := range region {
		id, ok := ids[l]
		if !ok {
			id = len(ids)
			ids[l] = id
		}
		p.Region[i] = id
	}
	p.Regions = len(ids)
	return p, nil
}

// At returns the region of cell (r, c).
func (p *Puzzle) At(r, c int) int { return p.Region[r*p.Cols+c] }

// Cells returns the cells of each region, row by row.
func (p *Puzzle) Cells() [][]Star {
	out := make([][]Star, p.Regions)
	for i, g := range p.Region {
		out[g] = append(out[g], Star{i / p.Cols, i % p.Cols})
	}
	return out
}

// Infeasible explains why no placement of stars can meet the rules, from
// the shape alone (no search), or returns "". Rows hold Rows·K stars,
// columns Cols·K and regions Regions·K, so the three numbers must agree;
// and a line or a region must have room for K stars that do not touch.
func (p *Puzzle) Infeasible() string {
	switch {
	case p.Rows != p.Cols:
		return fmt.Sprintf("%d rows hold %d stars but %d columns hold %d: rows and columns must be as many", p.Rows, p.Rows*p.K, p.Cols, p.Cols*p.K)
	case p.Regions != p.Rows:
		return fmt.Sprintf("%d regions hold %d stars but %d rows hold %d: there must be as many regions as rows", p.Regions, p.Regions*p.K, p.Rows, p.Rows*p.K)
	case 2*p.K-1 > p.Cols:
		return fmt.Sprintf("a row of %d cells holds at most %d stars that do not touch, not %d", p.Cols, (p.Cols+1)/2, p.K)
	}
	for _, cells := range p.Cells() {
		if len(cells) < p.K {
			return fmt.Sprintf("the region at row %d, column %d (0-based) has %s, fewer than %d stars", cells[0].Row, cells[0].Col, clip.Count(len(cells), "cell"), p.K)
		}
	}
	return ""
}

// PageRegions gives the browser page each cell's region, row by row
// (kit.PageRegions): the page draws the layout from it.
func (p *Puzzle) PageRegions() [][]int {
	out := make([][]int, p.Rows)
	for r := range out {
		out[r] = append([]int(nil), p.Region[r*p.Cols:(r+1)*p.Cols]...)
	}
	return out
}
