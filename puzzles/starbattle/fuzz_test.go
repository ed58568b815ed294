package starbattle

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse feeds arbitrary bytes to Parse: it must not panic, and a puzzle
// it accepts must be consistent and, when its regions are connected, come
// back unchanged through its URL.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"norvig_5x5_1.txt", "cspuz_test_6x6_1.txt", "psb_kr05_10x10_2.txt"} {
		data, err := os.ReadFile(filepath.Join(dataDir, name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(jsonExample))
	f.Add([]byte("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou\n"))
	f.Add([]byte("name\tURL\na\tstarbattle/6/4/1/9mrcdbao\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := Parse(bytes.NewReader(data), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			checkPuzzle(t, p)
		}
	})
}

// FuzzURL feeds arbitrary strings to ParseURL.
func FuzzURL(f *testing.F) {
	f.Add("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")
	f.Add("starbattle/10/10/2/5g252c2qkgbakk98igse7g88cp3730so000u")
	f.Add("http://pzv.jp/p.html?starbattle/v:x/6/4/1/9mrcdbao/")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseURL(s)
		if err != nil {
			return
		}
		checkPuzzle(t, p)
	})
}

func checkPuzzle(t *testing.T, p *Puzzle) {
	t.Helper()
	if p.Rows < 1 || p.Cols < 1 || p.K < 1 || len(p.Region) != p.Rows*p.Cols {
		t.Fatalf("bad puzzle: %d×%d k=%d, %d cells", p.Rows, p.Cols, p.K, len(p.Region))
	}
	for _, g := range p.Region {
		if g < 0 || g >= p.Regions {
			t.Fatalf("region %d out of 0..%d", g, p.Regions-1)
		}
	}
	_ = p.Infeasible()
	_ = Text(p, p.Answer, RenderOptions{Colour: true})
	if p.Answer != nil {
		_ = Verify(p, p.Answer)
	}
	u, err := p.URL()
	if err != nil {
		return // a region in pieces
	}
	q, err := ParseURL(u)
	if err != nil {
		t.Fatalf("URL %s does not parse: %v", u, err)
	}
	if key2(q) != key2(p) {
		t.Fatalf("URL %s gives other regions", u)
	}
}
