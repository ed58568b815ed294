package starbattle

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/solve"
)

// The browser page's hooks (solve.Page), until Star Battle moves onto
// the genre kit, which gives them to every kit genre: the page draws the
// regions and writes the URL; the layout is edited as text. This file's
// init runs after genre.go's, which registers the genre (files
// initialise in name order).
func init() {
	g, ok := solve.Lookup("starbattle")
	if !ok {
		panic("starbattle: page.go: the genre is not registered yet")
	}
	g.Page = &solve.Page{Read: pageRead, Claims: IsURL}
}

// pageRead reads the first puzzle of an input as the command line reads
// a URL given as an argument, or standard input, with its messages.
func pageRead(input string) (*solve.PagePuzzle, error) {
	in := strings.TrimSpace(input)
	var ps []*Puzzle
	format := "text"
	if !strings.Contains(in, "\n") && IsURL(in) {
		p, err := ParseURL(in)
		if err != nil {
			return nil, fmt.Errorf("URL %s: %v", in, err)
		}
		ps, format = []*Puzzle{p}, "url"
	} else {
		var err error
		if ps, err = Parse(strings.NewReader(input), "<stdin>"); err != nil {
			return nil, err
		}
		if strings.HasPrefix(in, "{") {
			format = "json"
		} else if urls.Has(input) {
			format = "list"
		}
	}
	p := ps[0]
	out := &solve.PagePuzzle{Format: format, Rows: p.Rows, Cols: p.Cols, Text: p.GridText(), Count: len(ps)}
	for r := 0; r < p.Rows; r++ {
		out.Regions = append(out.Regions, append([]int(nil), p.Region[r*p.Cols:(r+1)*p.Cols]...))
	}
	if u, err := p.URL(); err == nil {
		out.Links = map[string]string{"url": u}
	}
	return out, nil
}
