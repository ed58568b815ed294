package starbattle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
)

// The puzz.link format (pzprjs): https://puzz.link/p?starbattle/cols/rows/k/borders,
// where borders is base-32 digits (0-9a-v, five bits each, most significant
// first): first the (cols-1)·rows borders between horizontal neighbours, row
// by row, then the cols·(rows-1) borders between vertical neighbours, each
// part padded to whole digits. A 1 bit separates two regions; regions are the
// 4-connected areas between borders. See testdata/starbattle/SOURCES.md.

// URLHost is the start of the URLs that URL writes.
const URLHost = puzzlink.Host

// IsURL reports whether s looks like a puzz.link Star Battle URL (with or
// without its host).
func IsURL(s string) bool { return puzzlink.Match(strings.TrimSpace(s), "starbattle") }

// ParseURL reads a puzz.link Star Battle URL. Errors give the column (from
// 1) of the offending part of s.
func ParseURL(s string) (*Puzzle, error) { return readURL(s) }

// readURL reads the URL's skeleton with puzzlink, then the stars and the
// borders: starbattle/COLS/ROWS/STARS/BORDERS. Its errors are
// *puzzlink.Error.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, "starbattle")
	if err != nil {
		return nil, err
	}
	if u.Rows > MaxSide || u.Cols > MaxSide {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("grid of %d×%d cells: expected 1 to %d rows and columns", u.Rows, u.Cols, MaxSide)}
	}
	parts := strings.Split(u.Body, "/")
	switch k, ok := atoi(parts[0]); {
	case u.Body == "":
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: "the URL ends after the size: expected cols/rows/stars/borders"}
	case !ok:
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: fmt.Sprintf("%q: expected the number of stars", clip.Text(parts[0], 20))}
	case k < 1:
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: fmt.Sprintf("%d stars: expected 1 or more per row, column and region", k)}
	case len(parts) > 2:
		return nil, &puzzlink.Error{Col: u.BodyCol + len(parts[0]) + len(parts[1]) + 2, Msg: fmt.Sprintf("unexpected %q after the borders", clip.Text(parts[2], 20))}
	}
	k, _ := atoi(parts[0])
	digits := strings.Join(parts[1:], "")
	r := puzzlink.NewReader(digits, u.BodyCol+len(parts[0])+1)
	border, err := r.WholeBorders(u.Cols, u.Rows)
	if err != nil {
		return nil, err
	}
	if !r.Done() && puzzlink.Digit(r.Peek(), 32) < 0 {
		return nil, r.End("borders") // not a digit of them (QA: it was counted as one)
	}
	if !r.Done() {
		return nil, r.Errorf("%d border digits: expected %d for a %d×%d grid", len(digits), ((u.Cols-1)*u.Rows+4)/5+(u.Cols*(u.Rows-1)+4)/5, u.Rows, u.Cols)
	}
	shape := u.Shape()
	p, err := New(u.Rows, u.Cols, k, shape.BorderLabels(border))
	if err != nil {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: err.Error()}
	}
	return p, nil
}

// URL writes the puzzle as a puzz.link URL. Regions must be 4-connected,
// since the format draws borders and reads regions back as connected areas.
func (p *Puzzle) URL() (string, error) {
	shape := grid.Shape{Rows: p.Rows, Cols: p.Cols}
	pieces := make([]int, p.Regions)
	for _, reg := range shape.Regions(p.Region) {
		pieces[p.Region[reg[0]]]++
	}
	for g, cells := range p.Cells() {
		if pieces[g] > 1 {
			return "", fmt.Errorf("the region at %d,%d is in pieces: a puzz.link URL can only carry connected regions", cells[0].Row, cells[0].Col)
		}
	}
	var w puzzlink.Writer
	w.Borders(p.Cols, p.Rows, shape.Borders(p.Region))
	return puzzlink.Format("starbattle", p.Cols, p.Rows, strconv.Itoa(p.K)+"/"+w.String()), nil
}
