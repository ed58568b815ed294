package starbattle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestURLsMatchGrids decodes every URL of URLS.tsv and compares its regions
// with the grid file of the same name, and writes each grid back as the same
// URL.
func TestURLsMatchGrids(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(dataDir, "URLS.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := parseList(string(data), "URLS.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 53 {
		t.Fatalf("%d URLs, expected 53", len(ps))
	}
	urls := map[string]string{}
	for _, line := range strings.Split(string(data), "\n")[1:] {
		if name, u, ok := strings.Cut(strings.TrimSpace(line), "\t"); ok {
			urls[name] = u
		}
	}
	for _, p := range ps {
		t.Run(p.Name, func(t *testing.T) {
			g := loadFile(t, p.Name+".txt")
			if p.Rows != g.Rows || p.Cols != g.Cols || p.K != g.K || p.Regions != g.Regions {
				t.Fatalf("URL gives %d×%d, %d stars, %d regions; grid %d×%d, %d stars, %d regions", p.Rows, p.Cols, p.K, p.Regions, g.Rows, g.Cols, g.K, g.Regions)
			}
			for i := range p.Region {
				if p.Region[i] != g.Region[i] {
					t.Fatalf("cell %d,%d: region %d from the URL, %d from the grid", i/p.Cols, i%p.Cols, p.Region[i], g.Region[i])
				}
			}
			u, err := g.URL()
			if err != nil {
				t.Fatal(err)
			}
			if u != urls[p.Name] {
				t.Fatalf("URL written\n%s\nexpected\n%s", u, urls[p.Name])
			}
		})
	}
}

func TestURLNonSquare(t *testing.T) {
	// A 4-row, 6-column layout from PUZZLINK_FORMAT.md: cols come first.
	p, err := ParseURL("https://puzz.link/p?starbattle/6/4/1/9mrcdbao")
	if err != nil {
		t.Fatal(err)
	}
	if p.Rows != 4 || p.Cols != 6 || p.K != 1 {
		t.Fatalf("%d×%d %d stars, expected 4×6 1 star", p.Rows, p.Cols, p.K)
	}
	u, err := p.URL()
	if err != nil || u != "https://puzz.link/p?starbattle/6/4/1/9mrcdbao" {
		t.Fatalf("URL() = %q, %v", u, err)
	}
	if p.Infeasible() == "" {
		t.Fatal("a 4×6 grid should be infeasible")
	}
}

func TestURLVariants(t *testing.T) {
	want, err := ParseURL("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		"starbattle/6/6/1/4ilbhgdnmhou",
		"http://pzv.jp/p.html?starbattle/6/6/1/4ilbhgdnmhou/",
		"https://pzprxs.vercel.app/p?starbattle/6/6/1/4ilbhgdnmhou",
		"  https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou  ",
	} {
		p, err := ParseURL(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if key2(p) != key2(want) {
			t.Errorf("%q: regions differ", s)
		}
	}
}

func key2(p *Puzzle) string {
	var b strings.Builder
	for _, g := range p.Region {
		b.WriteString(itoa(g) + " ")
	}
	return itoa(p.Rows) + "x" + itoa(p.Cols) + "/" + itoa(p.K) + ":" + b.String()
}

func TestURLErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhoux", "column 50"},
		{"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhoz", "column 49: unexpected 'z'"},
		{"https://puzz.link/p?starbattle/6/x/1/4ilbhgdnmhou", "column 34"},
		{"https://puzz.link/p?starbattle/6/6/0/4ilbhgdnmhou", "0 stars"},
		{"https://puzz.link/p?starbattle/6/6", "expected cols/rows/stars/borders"},
		{"https://puzz.link/p?starbattle/0/6/1/", "column 32: \"0\": expected the number of columns, 1 to"},
		{"https://puzz.link/p?starbattle/201/6/1/", "column 32: grid of 6×201 cells: expected 1 to 200 rows and columns"},
		{"https://puzz.link/p?sudoku/6/6/1/4ilbhgdnmhou", "expected starbattle/"},
		{"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou/extra", "after the borders"},
		// A URL cut short in its borders: pzprjs reads the missing ones
		// as none, which leaves too few regions for any solution, so
		// the cut is told where it is instead (as in LITS, Heyawake).
		{"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmho", "column 49: the URL ends in the borders: expected 12 base-32 digits, 11 given"},
		{"starbattle/6/6/1/", "column 18: the URL ends in the borders: expected 12 base-32 digits, 0 given"},
		{"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou!", `column 50: "!" after the borders`}, // QA: counted as a 13th digit
		{"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhouu", "column 50: 13 border digits: expected 12"},
	} {
		_, err := ParseURL(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseURL(%q) = %v, expected an error with %q", tc.in, err, tc.want)
		}
	}
}

func TestURLsFileErrors(t *testing.T) {
	_, err := parseList("name\turl\na\tstarbattle/6/6/1/4ilbhgdnmhou\nb\tnot a url\n", "list.tsv")
	if err == nil || !strings.HasPrefix(err.Error(), "list.tsv:3:3:") {
		t.Fatalf("got %v, expected an error at list.tsv:3:3", err)
	}
	_, err = parseList("a\tstarbattle/6/6/1/4ilbhgdnmhox\n", "list.tsv")
	if err == nil || !strings.HasPrefix(err.Error(), "list.tsv:1:31:") {
		t.Fatalf("got %v, expected an error at list.tsv:1:31", err)
	}
}

func TestURLDisconnectedRegion(t *testing.T) {
	p, err := New(2, 2, 1, []int{0, 1, 1, 0})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.URL(); err == nil {
		t.Fatal("URL() of a region in two pieces should fail")
	}
}

// TestURLListShared: the list is the shared reader's: notes after the
// URL are passed over, and another genre's URL is named as not Star
// Battle's.
func TestURLListShared(t *testing.T) {
	ps, err := parseList("a\tstarbattle/6/6/1/4ilbhgdnmhou\tfrom cspuz\n", "l")
	if err != nil || len(ps) != 1 || ps[0].Name != "a" {
		t.Fatalf("notes after the URL: %v", err)
	}
	_, err = parseList("https://puzz.link/p?sudoku/6/6/1/4ilbhgdnmhou\n", "l")
	if err == nil || !strings.HasPrefix(err.Error(), "l:1:1: ") || !strings.Contains(err.Error(), "expected a puzz.link URL such as https://puzz.link/p?starbattle/") {
		t.Fatalf("another genre's URL: %v", err)
	}
}

// parseList reads a list of URLs as Parse does any input.
func parseList(text, name string) ([]*Puzzle, error) { return Parse(strings.NewReader(text), name) }
