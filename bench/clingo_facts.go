package bench

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/binox"
	"github.com/puzzlesat/puzzlesat/puzzles/galaxies"
	"github.com/puzzlesat/puzzlesat/puzzles/mirrormaze"
	"github.com/puzzlesat/puzzlesat/puzzles/skyscraper"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
	"github.com/puzzlesat/puzzlesat/puzzles/troix"
)

// The facts of a puzzle for the ASP encodings of asp/, read by this
// package's parsers so that clingo sees the very puzzle puzzlesat solves.

var sideNames = [4]string{"top", "bottom", "left", "right"}

// aspFacts reads a puzzle of genre from file and writes its facts to w.
func aspFacts(genre, file string, w io.Writer) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	switch genre {
	case "binox":
		p, err := binox.Parse(f, file)
		if err != nil {
			return err
		}
		gridFacts(p.Rows, p.Cols, p.Run, p.Symbols, p.Given, w)
		if p.Distinct {
			fmt.Fprintln(w, "distinct.")
		}
	case "troix":
		p, err := troix.Parse(f, file)
		if err != nil {
			return err
		}
		gridFacts(p.Rows, p.Cols, p.Run, p.Symbols, p.Given, w)
	case "skyscraper":
		ps, err := skyscraper.Parse(f, file)
		if err != nil {
			return err
		}
		p := ps[0]
		fmt.Fprintf(w, "n(%d).\n", p.N)
		for s, clues := range p.Clues {
			for k, v := range clues {
				if v > 0 {
					fmt.Fprintf(w, "clue(%s,%d,%d).\n", sideNames[s], k, v)
				}
			}
		}
		for i, h := range p.Given {
			if h > 0 {
				fmt.Fprintf(w, "given(%d,%d,%d).\n", i/p.N, i%p.N, h)
			}
		}
	case "mirrormaze":
		ps, err := mirrormaze.Parse(f, file)
		if err != nil {
			return err
		}
		p := ps[0]
		fmt.Fprintf(w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
		for i, c := range p.Grid {
			r, col := i/p.Cols, i%p.Cols
			switch {
			case c == mirrormaze.Slash:
				fmt.Fprintf(w, "mirror(%d,%d,slash).\n", r, col)
			case c == mirrormaze.Backslash:
				fmt.Fprintf(w, "mirror(%d,%d,back).\n", r, col)
			case c.IsMonster():
				fmt.Fprintf(w, "fixed(%d,%d,%s).\n", r, col, strings.ToLower(c.String()))
			}
		}
		for s, clues := range p.Clues {
			for k, v := range clues {
				if v != mirrormaze.NoClue {
					fmt.Fprintf(w, "clue(%s,%d,%d).\n", sideNames[s], k, v)
				}
			}
		}
		for t, k := range p.Totals {
			if k != mirrormaze.NoClue {
				fmt.Fprintf(w, "total(%s,%d).\n", strings.ToLower(mirrormaze.Monsters[t].String()), k)
			}
		}
		for g, group := range p.Same {
			for _, c := range group {
				fmt.Fprintf(w, "same(%d,%d,%d).\n", g, c.Row, c.Col)
			}
		}
	case "slitherlink":
		ps, err := slitherlink.Parse(f, file)
		if err != nil {
			return err
		}
		p := ps[0]
		fmt.Fprintf(w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
		for i, k := range p.Clue {
			if k != slitherlink.None {
				fmt.Fprintf(w, "clue(%d,%d,%d).\n", i/p.Cols, i%p.Cols, k)
			}
		}
	case "galaxies":
		ps, err := galaxies.Parse(f, file)
		if err != nil {
			return err
		}
		p := ps[0]
		fmt.Fprintf(w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
		for g, c := range p.Centres {
			fmt.Fprintf(w, "centre(%d,%d,%d).\n", g, c.Y-1, c.X-1)
			for _, cell := range c.Cells() {
				fmt.Fprintf(w, "touch(%d,%d,%d).\n", g, cell.Row, cell.Col)
			}
		}
	default:
		return fmt.Errorf("no ASP encoding for %s", genre)
	}
	return nil
}

// gridFacts writes the facts Binox and Troix share: given[i] is the index
// in symbols of cell i's given symbol, or negative.
func gridFacts(rows, cols, run int, symbols string, given []int, w io.Writer) {
	fmt.Fprintf(w, "rows(%d). cols(%d). run(%d).\n", rows, cols, run)
	for i, g := range given {
		if g >= 0 {
			fmt.Fprintf(w, "given(%d,%d,%c).\n", i/cols, i%cols, symbols[g]+'a'-'A')
		}
	}
}
