package cli

import (
	"os"
	"strings"
	"testing"
)

// TestSudokuLinks: Sudoku's puzzles written as puzz.link URLs and as Solo
// game IDs (--format url, tatham) read back, as a file of links and as
// arguments, and solve to the answers of the puzzles they came from; a
// link that is bad gets one line with its column, exit 2.
func TestSudokuLinks(t *testing.T) {
	data, err := os.ReadFile("../../testdata/sudoku/top95.txt")
	if err != nil {
		t.Fatal(err)
	}
	five := strings.Join(strings.SplitAfter(string(data), "\n")[:5], "")
	want, errs, code := runCLI(t, five, "sudoku", "-j1", "--format", "json")
	if code != 0 {
		t.Fatalf("the lines: exit %d, %s", code, errs)
	}
	grids := func(out string) []string {
		var g []string
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			_, after, _ := strings.Cut(l, `"grid":`)
			g = append(g, after)
		}
		return g
	}
	for _, format := range []string{"url", "tatham"} {
		links, errs, code := runCLI(t, five, "sudoku", "--format", format)
		if code != 0 || strings.Count(links, "\n") != 5 || !strings.HasPrefix(links, "<stdin>:1\t") {
			t.Fatalf("--format %s: exit %d, %q, %s", format, code, links, errs)
		}
		got, errs, code := runCLI(t, links, "sudoku", "-j1", "--format", "json")
		if code != 0 || strings.Join(grids(got), "\n") != strings.Join(grids(want), "\n") {
			t.Fatalf("--format %s read back: exit %d, %s\n%s\nwant\n%s", format, code, errs, got, want)
		}
		// The first as an argument, alone, and written back as itself.
		_, first, _ := strings.Cut(strings.Split(links, "\n")[0], "\t")
		got, errs, code = runCLI(t, "", "sudoku", "--format", format, first)
		if code != 0 || got != first+"\n" {
			t.Fatalf("%s as an argument: exit %d, %q, %s", first, code, got, errs)
		}
		got, errs, code = runCLI(t, "", "sudoku", "-j1", "--format", "json", first)
		if code != 0 || grids(got)[0] != grids(want)[0] {
			t.Fatalf("%s as an argument: exit %d, %s, %s", first, code, got, errs)
		}
	}
	for _, c := range []struct{ arg, want string }{
		{"https://puzz.link/p?sudoku/4/4/g1k23k3g9", "https://puzz.link/p?sudoku/4/4/g1k23k3g9: column 40: \"9\" after the last cell"},
		{"3x3x:a", "3x3x:a: column 4: 'x': X (diagonals) Solo"},
		// Another genre's URL, named as such (as the genres with links
		// name them), and a word with ':' that is no link.
		{"https://puzz.link/p?akari/5/5/h.bj", `"https://puzz.link/p?akari/5/5/h.bj" is a puzzle of akari, not sudoku: run puzzlesat akari LINK`},
		{"x:y", "x:y: no such file, and not a puzz.link URL such as"},
	} {
		out, errs, code := runCLI(t, "", "sudoku", c.arg)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, %q, %q; want 2 and %q", c.arg, code, out, errs, c.want)
		}
	}
	// A 3×2-block puzzle (Solo's 3x2) has no puz.link URL: refused.
	out, errs, code := runCLI(t, "", "sudoku", "--format", "url", "3x2:6h4a1a3d3_4b1c2a3g")
	if code == 0 || out != "" || !strings.Contains(errs, "--format url: blocks of 3×2 on a side of 6") {
		t.Errorf("--format url of 3×2 blocks: exit %d, %q, %q", code, out, errs)
	}
}
