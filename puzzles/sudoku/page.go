package sudoku

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/solve"
)

// The browser page's hooks (solve.Page), until Sudoku moves onto the
// genre kit, which gives them to every kit genre. This file's init runs
// after genre.go's, which registers the genre (files initialise in name
// order).
func init() {
	g, ok := solve.Lookup("sudoku")
	if !ok {
		panic("sudoku: page.go: the genre is not registered yet")
	}
	g.Page = &solve.Page{Read: pageRead, Claims: pageClaims, Sure: pageSure, Grid: pageGrid, Blank: pageBlank}
}

// pageRead reads the first puzzle of an input as the command line reads
// it, with its messages: a link alone as an argument, anything else on
// standard input.
func pageRead(input string) (*solve.PagePuzzle, error) {
	if in := strings.TrimSpace(input); pageClaims(in) {
		p, err := argLink(in, Options{})
		if err != nil {
			return nil, err
		}
		out := pagePuzzle(p)
		out.Count, out.Format = 1, "tatham"
		if puzzlink.Match(in, "sudoku") {
			out.Format = "url"
		}
		return out, nil
	}
	rd := NewReader(strings.NewReader(input), "<stdin>", Options{})
	p, err := rd.Next()
	if err == io.EOF {
		return nil, errors.New("<stdin>:1:1: empty input: expected a sudoku")
	}
	if err != nil {
		return nil, err
	}
	count := 1
	for {
		if _, err := rd.Next(); err != nil {
			break
		}
		count++
	}
	out := pagePuzzle(p)
	out.Count = count
	switch {
	case strings.HasPrefix(strings.TrimSpace(input), "{"):
		out.Format = "json"
	case rd.Layout().Format == Link:
		out.Format = "list"
	}
	return out, nil
}

// pageClaims reports whether an input is one link of Sudoku's formats,
// which the page then reads as Sudoku's, with its errors.
func pageClaims(input string) bool {
	in := strings.TrimSpace(input)
	return !strings.Contains(in, "\n") && isLink(in)
}

// pageSure reports whether a typed input is surely a Sudoku: it reads as
// one of 4×4 or more, with a given in each row, more than two values
// among them, and no two that clash. A grid of digits that other genres
// read too (Norinori's regions, Fillomino's numbers) is then shown as the
// Sudoku it most likely is (QA: Wikipedia's, 0 for an empty cell, showed
// as a Norinori without solution); Binox's 0s and 1s are not.
func pageSure(input string) bool {
	if pageClaims(input) {
		return false // a link: its form says whose it is
	}
	p, err := NewReader(strings.NewReader(input), "<stdin>", Options{}).Next()
	if err != nil || p.N < 4 || p.Conflict() != "" {
		return false
	}
	values := map[int]bool{}
	for r := range p.N {
		given := false
		for c := range p.N {
			if v := p.Given(r, c); v != 0 {
				given, values[v] = true, true
			}
		}
		if !given {
			return false
		}
	}
	return len(values) > 2
}

// pagePuzzle returns p as the page shows it: a token a cell, its blocks
// as regions, its text as a grid with the blocks' separators (which keep
// the block shape), and the links that hold it.
func pagePuzzle(p *Puzzle) *solve.PagePuzzle {
	out := &solve.PagePuzzle{Format: "text", Rows: p.N, Cols: p.N, Links: map[string]string{}}
	for _, w := range linkWriters {
		if link, err := w.write(p); err == nil {
			out.Links[w.format] = link
		}
	}
	for r := 0; r < p.N; r++ {
		var toks []string
		var ids []int
		for c := 0; c < p.N; c++ {
			v := p.Given(r, c)
			switch {
			case v == 0:
				toks = append(toks, ".")
			case p.N <= MaxChar:
				toks = append(toks, string(valueChar(v)))
			default:
				toks = append(toks, strconv.Itoa(v))
			}
			ids = append(ids, p.Box(r, c))
		}
		out.Grid = append(out.Grid, toks)
		out.Regions = append(out.Regions, ids)
	}
	out.Text = Layout{Format: Grid, Separators: true, Spaced: true}.Render(p, p.Cells)
	return out
}

// pageGrid reads a puzzle from the page's tokens, a value or "." a cell,
// as the command line reads them typed as a grid: its blocks are the
// usual ones for its side (DefaultBox). A value typed in decimal where the
// grid is written in characters (25 on a 25×25) is its character.
func pageGrid(_ string, tokens [][]string) (*solve.PagePuzzle, error) {
	var lines []string
	for _, row := range tokens {
		line := make([]string, len(row))
		for c, t := range row {
			v, err := strconv.Atoi(t)
			switch {
			case len(tokens) > MaxChar && (t == "." || t == ""):
				t = "0" // integers a cell
			case t == "":
				t = "."
			case err == nil && v >= 10 && v <= MaxChar && len(tokens) <= MaxChar:
				t = string(valueChar(v)) // 25 typed on a 25×25: its character, P
			}
			line[c] = t
		}
		lines = append(lines, strings.Join(line, " "))
	}
	return pageRead(strings.Join(lines, "\n") + "\n")
}

// pageBlank returns an empty grid of side rows, with the usual blocks.
func pageBlank(rows, cols int) (*solve.PagePuzzle, error) {
	br, bc, ok := DefaultBox(rows)
	if rows != cols || !ok || rows > 100 {
		return nil, fmt.Errorf("a blank sudoku of %d×%d: expected a square side up to 100 that is not prime", rows, cols)
	}
	p, err := New(br, bc)
	if err != nil {
		return nil, err
	}
	return pagePuzzle(p), nil
}
