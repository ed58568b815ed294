package mirrormaze

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// placed is the start of every error message: the input, line and column.
var placed = regexp.MustCompile(`^fuzz:\d+:\d+: `)

// seeds adds the test data's files and a few inputs of each format.
func seeds(f *testing.F) {
	names, _ := filepath.Glob(filepath.Join(dataDir, "*.*"))
	for _, name := range names {
		if strings.HasSuffix(name, ".md") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/undead.html#4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1")
	f.Add("3:1,1,1,zzz,1,1,1,1,1,1,1,1,1,1,1,1")
	f.Add("G 1 V -\n. . .\n. g / 1\n. . Z .\n. . .\nsame 0,0 1,1\n")
	f.Add(`{"shape": [1, 1], "visibility": {"top": [1], "bottom": [null], "left": [0], "right": [1]}, "same_cells": [{"row": 0, "col": 0}]}`)
}

// checkPuzzle checks what a parser accepted: a well-formed puzzle that
// comes back unchanged through the text format, and through an Undead ID
// when one can hold it; small ones are encoded.
func checkPuzzle(t *testing.T, p *Puzzle) {
	t.Helper()
	if err := check(p); err != nil {
		t.Fatalf("accepted a malformed puzzle: %v", err)
	}
	_ = infeasible(p)
	text := Text(p, nil)
	q, err := ParseText(text, "text")
	if err != nil {
		t.Fatalf("drawn as\n%s\nit does not read back: %v", text, err)
	}
	if key(q) != key(p) {
		t.Fatalf("drawn as\n%s\nit reads back as another puzzle", text)
	}
	if id, err := p.Tatham(); err == nil {
		q, err := readTatham(id)
		if err != nil {
			t.Fatalf("written as %s, it does not read back: %v", id, err)
		}
		// A total left out is worked out from the others.
		want, free := clone(p), 0
		for _, c := range p.Grid {
			if !c.IsMirror() {
				free++
			}
		}
		for i, k := range want.Totals {
			if k == NoClue {
				want.Totals[i] = free - (q.Totals[0] + q.Totals[1] + q.Totals[2] - q.Totals[i])
			}
		}
		if key(q) != key(want) {
			t.Fatalf("written as %s, it reads back as another puzzle", id)
		}
	}
	if p.Rows*p.Cols <= 64 {
		_ = decode(p, encode.Default, make([]bool, 1))
	}
}

func fuzzWith(f *testing.F, parse func(s string) ([]*Puzzle, error)) {
	seeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := parse(s)
		if err != nil {
			if !placed.MatchString(err.Error()) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("error not on one line after fuzz:LINE:COL: %q", err)
			}
			return
		}
		for _, p := range ps {
			checkPuzzle(t, p)
		}
	})
}

// FuzzParse feeds arbitrary text to Parse, which tells the format.
func FuzzParse(f *testing.F) {
	fuzzWith(f, func(s string) ([]*Puzzle, error) { return Parse(strings.NewReader(s), "fuzz") })
}

// FuzzParseGenre feeds arbitrary text to the kit's reader, which names
// the puzzles of a list.
func FuzzParseGenre(f *testing.F) {
	fuzzWith(f, func(s string) ([]*Puzzle, error) {
		ps, err := parse(s, "fuzz")
		var out []*Puzzle
		for _, p := range ps {
			out = append(out, p.P)
		}
		return out, err
	})
}

// FuzzParseText feeds arbitrary text to the text grid parser.
func FuzzParseText(f *testing.F) {
	fuzzWith(f, func(s string) ([]*Puzzle, error) {
		p, err := ParseText(s, "fuzz")
		return []*Puzzle{p}, err
	})
}

// FuzzParseJSON feeds arbitrary text to the JSON parser.
func FuzzParseJSON(f *testing.F) {
	fuzzWith(f, func(s string) ([]*Puzzle, error) {
		p, err := ParseJSON([]byte(s), "fuzz")
		return []*Puzzle{p}, err
	})
}

// FuzzParseTatham feeds arbitrary strings to the Undead ID parser, alone
// and as a list.
func FuzzParseTatham(f *testing.F) {
	fuzzWith(f, func(s string) ([]*Puzzle, error) {
		p, err := readTatham(s)
		if e, ok := err.(*tatham.Error); ok {
			return nil, fmt.Errorf("fuzz:1:%d: %s", e.Col, e.Msg)
		} else if err != nil {
			return nil, err
		}
		return append([]*Puzzle{p}, mustList(s)...), nil
	})
}

// mustList reads s as a list of IDs too; a single ID that parses alone
// must parse in a list when it holds no newline or tab.
func mustList(s string) []*Puzzle {
	if strings.ContainsAny(s, "\n\t\r") || strings.HasPrefix(strings.TrimSpace(s), "#") {
		return nil
	}
	ps, err := parse(s, "fuzz")
	if err != nil || len(ps) != 1 {
		panic(fmt.Sprintf("an ID that parses alone fails in a list: %v", err))
	}
	return []*Puzzle{ps[0].P}
}
