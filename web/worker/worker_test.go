package worker

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/cli"
	_ "github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/solve"
)

// top95 #1, and the same without the 4 of r1c1 (several solutions).
const (
	top95 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	akari = ". . # 1 .\n. . . . .\n# . . . #\n. . . . .\n. 1 # . .\n"
	// ints is Wikipedia's Sudoku as rows of integers, 0 an empty cell
	// (testdata/sudoku/ints_rows.txt).
	ints = "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n"
)

// cliLine is what the command line prints on stderr for args and stdin.
func cliLine(t *testing.T, stdin string, args ...string) (string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := cli.Main(args, strings.NewReader(stdin), &out, &errb)
	return strings.TrimSpace(errb.String()), code
}

func ask(t *testing.T, r *Request) *Response {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var resp Response
	if err := json.Unmarshal(Handle(b), &resp); err != nil {
		t.Fatal(err)
	}
	return &resp
}

func TestGenres(t *testing.T) {
	r := ask(t, &Request{Op: "genres"})
	if len(r.Genres) != len(solve.Genres()) {
		t.Fatalf("%d genres, the registry has %d", len(r.Genres), len(solve.Genres()))
	}
	byName := map[string]Genre{}
	for _, g := range r.Genres {
		byName[g.Name] = g
	}
	if !byName["akari"].Page || !byName["sudoku"].Page || byName["queens"].Page {
		t.Errorf("page hooks: akari %v, sudoku %v, queens %v", byName["akari"].Page, byName["sudoku"].Page, byName["queens"].Page)
	}
	if byName["sudoku"].Generate == "" {
		t.Error("sudoku has no generator listed")
	}
}

func TestReadRecognises(t *testing.T) {
	for _, tc := range []struct {
		input, genre string
		source       Source
	}{
		{top95, "sudoku", Source{Stdin: top95}},
		{akari, "akari", Source{Stdin: akari}},
		{"https://puzz.link/p?akari/5/5/h.bj.i.l1.h", "akari", Source{Args: []string{"https://puzz.link/p?akari/5/5/h.bj.i.l1.h"}}},
		{"queens 8", "queens", Source{Args: []string{"8"}}},
		// Wikipedia's Sudoku, 0 for an empty cell, which Norinori and
		// Fillomino read too (QA: it showed as a Norinori).
		{ints, "sudoku", Source{Stdin: ints}},
	} {
		r := ask(t, &Request{Op: "read", Input: tc.input})
		if r.Error != "" || r.Genre != tc.genre {
			t.Errorf("%q: read as %q (%s), want %s", tc.input, r.Genre, r.Error, tc.genre)
			continue
		}
		if got, _ := json.Marshal(r.Source); string(got) != mustJSON(tc.source) {
			t.Errorf("%q: source %s, want %s", tc.input, got, mustJSON(tc.source))
		}
	}
	// The akari URL and the typed grid are the same puzzle.
	a := ask(t, &Request{Op: "read", Input: akari})
	u := ask(t, &Request{Op: "read", Input: a.Puzzle.Links["url"]})
	if u.Puzzle == nil || u.Puzzle.Text != a.Puzzle.Text || u.Puzzle.Format != "url" {
		t.Errorf("the URL reads as %+v, the text as %+v", u.Puzzle, a.Puzzle)
	}
	// A genre the page does not draw: the command line takes the line.
	r := ask(t, &Request{Op: "read", Input: "2026-07-23", Genre: "calendar"})
	if r.Error != "" || r.Puzzle != nil || strings.Join(r.Source.Args, " ") != "2026-07-23" {
		t.Errorf("calendar: %+v", r)
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Bad input gets the command line's line.
func TestReadErrors(t *testing.T) {
	for _, tc := range []struct {
		input, genre string
		args         []string
		stdin        string
	}{
		{"https://puzz.link/p?akari/5/5/h.bj.i.l1.!", "", []string{"akari", "https://puzz.link/p?akari/5/5/h.bj.i.l1.!"}, ""},
		{"5x5:bB1fBcBf1Bz", "akari", []string{"akari", "5x5:bB1fBcBf1Bz"}, ""},
		{". . # 9 .\n", "akari", []string{"akari"}, ". . # 9 .\n"},
		{"4.....8.5.3..x\n", "sudoku", []string{"sudoku"}, "4.....8.5.3..x\n"},
		// Arguments of the genres the page does not draw: their own
		// message, not "the input is not read".
		{"2026-02-30", "calendar", []string{"calendar", "2026-02-30"}, ""},
		{"0", "queens", []string{"queens", "0"}, ""},
		{"100000", "queens", []string{"queens", "100000"}, ""},
		// The same after the genre's name, recognised: they were taken
		// unread, and the message came only with Solve.
		{"queens x", "", []string{"queens", "x"}, ""},
		{"queens 0", "", []string{"queens", "0"}, ""},
		{"queens", "", []string{"queens"}, ""},
		{"calendar 2026-02-30", "", []string{"calendar", "2026-02-30"}, ""},
		{"queens x", "queens", []string{"queens", "x"}, ""},
		{"sudoku 8", "", []string{"sudoku", "8"}, ""},
	} {
		r := ask(t, &Request{Op: "read", Input: tc.input, Genre: tc.genre})
		want, code := cliLine(t, tc.stdin, tc.args...)
		if code != 2 || r.Error != want {
			t.Errorf("%q: the page says\n  %s\nthe command line (exit %d)\n  %s", tc.input, r.Error, code, want)
		}
	}
	// Words alone are a grid of region labels to heyawake, norinori and
	// ripple; the "!" is a cell no genre reads.
	if r := ask(t, &Request{Op: "read", Input: "no puzzle here!"}); !strings.HasPrefix(r.Error, "puzzlesat: no genre reads this input") {
		t.Errorf("gibberish: %+v", r)
	}
}

// TestReadRefusesFlags: words of the command line's flags after a
// puzzle's arguments are refused at its reading. They were passed on:
// "queens 8 --format text" printed text where the page reads JSON, and
// "queens 8 --count" said "Solved" with nothing drawn.
func TestReadRefusesFlags(t *testing.T) {
	for _, tc := range []struct{ input, genre, flag string }{
		{"queens 8 --format text", "", "--format"},
		{"queens 8 --help", "", "--help"},
		{"queens 8 --count", "", "--count"},
		{"queens 8 --count", "queens", "--count"},
		{"8 --count", "queens", "--count"},
		{"calendar 2026-07-23 --all", "", "--all"},
		{"akari https://puzz.link/p?akari/5/5/h.bj.i.l1.h --count", "", "--count"},
	} {
		r := ask(t, &Request{Op: "read", Input: tc.input, Genre: tc.genre})
		if !strings.HasPrefix(r.Error, "puzzlesat: ") || !strings.Contains(r.Error, tc.flag+": the page takes no flags") || r.Source != nil {
			t.Errorf("%q (genre %q): %+v", tc.input, tc.genre, r)
		}
	}
	// Still read: the arguments alone, and a genre's own input with
	// words that start with "-" (JSON's negative numbers, "---").
	for _, tc := range []struct{ input, genre string }{
		{"queens 8", ""},
		{"calendar", ""},
		{"akari https://puzz.link/p?akari/5/5/h.bj.i.l1.h", ""},
		{". . .\n---\n. 1 .\n", "akari"},
	} {
		if r := ask(t, &Request{Op: "read", Input: tc.input, Genre: tc.genre}); r.Error != "" || r.Source == nil {
			t.Errorf("%q (genre %q): %+v", tc.input, tc.genre, r)
		}
	}
	// A genre the page draws, after its name: the puzzle, drawn.
	if r := ask(t, &Request{Op: "read", Input: "akari https://puzz.link/p?akari/5/5/h.bj.i.l1.h"}); r.Puzzle == nil || r.Genre != "akari" {
		t.Errorf("akari URL after the name: %+v", r)
	}
}

func TestRun(t *testing.T) {
	r := ask(t, &Request{Op: "run", Args: []string{"sudoku", "--unique", "-j", "1", "--format", "json"}, Stdin: top95})
	if r.Code != 0 || !strings.Contains(r.Stdout, `"unique":true`) {
		t.Errorf("sudoku --unique: exit %d, %s %s", r.Code, r.Stdout, r.Stderr)
	}
	r = ask(t, &Request{Op: "run", Args: []string{"sudoku", "--bad"}})
	if r.Code != 2 || !strings.HasPrefix(r.Stderr, "puzzlesat: sudoku: unknown flag: --bad") {
		t.Errorf("a bad flag: exit %d, %q", r.Code, r.Stderr)
	}
}

// The setter's edits: a given removed, then put back.
func TestGridEdit(t *testing.T) {
	r := ask(t, &Request{Op: "read", Input: top95})
	p := r.Puzzle
	if p.Rows != 9 || len(p.Grid) != 9 || p.Grid[0][0] != "4" || p.Regions[8][8] != 8 {
		t.Fatalf("read %+v", p)
	}
	count := func(text string) string {
		var out, errb bytes.Buffer
		cli.Main([]string{"sudoku", "--count", "--limit", "2", "-j", "1"}, strings.NewReader(text), &out, &errb)
		return strings.TrimSpace(out.String())
	}
	p.Grid[0][0] = "."
	e := ask(t, &Request{Op: "grid", Genre: "sudoku", Grid: p.Grid})
	if e.Error != "" || count(e.Source.Stdin) != "2" {
		t.Fatalf("without r1c1: %s, count %s", e.Error, count(e.Source.Stdin))
	}
	p.Grid[0][0] = "4"
	e = ask(t, &Request{Op: "grid", Genre: "sudoku", Grid: p.Grid})
	if e.Error != "" || count(e.Source.Stdin) != "1" || e.Puzzle.Text != r.Puzzle.Text {
		t.Fatalf("r1c1 back: %s, count %s", e.Error, count(e.Source.Stdin))
	}
	p.Grid[0][0] = "x"
	if e := ask(t, &Request{Op: "grid", Genre: "sudoku", Grid: p.Grid}); !strings.HasPrefix(e.Error, "puzzlesat: <stdin>:1:1:") {
		t.Errorf("a bad token: %+v", e.Error)
	}
	b := ask(t, &Request{Op: "blank", Genre: "sudoku", Rows: 6, Cols: 6})
	if b.Error != "" || b.Puzzle.Rows != 6 || b.Puzzle.Regions[0][3] != 1 || b.Puzzle.Regions[1][2] != 0 {
		t.Errorf("blank 6×6: %+v", b)
	}
}

// Every kit genre reads its test data's first puzzle back from its
// tokens, where it has them.
func TestKitGenresRoundTrip(t *testing.T) {
	for _, g := range solve.Genres() {
		if g.Page == nil {
			continue
		}
		input, ok := example(t, g.Name)
		if !ok {
			continue
		}
		r := ask(t, &Request{Op: "read", Input: input, Genre: g.Name})
		if r.Error != "" {
			t.Errorf("%s: %s", g.Name, r.Error)
			continue
		}
		if r.Puzzle.Grid == nil {
			t.Logf("%s: edited as text (%d×%d)", g.Name, r.Puzzle.Rows, r.Puzzle.Cols)
			continue
		}
		e := ask(t, &Request{Op: "grid", Genre: g.Name, Grid: r.Puzzle.Grid, Head: r.Puzzle.Head})
		if e.Error != "" {
			t.Errorf("%s: its tokens below %q do not read: %s", g.Name, r.Puzzle.Head, e.Error)
		} else if e.Puzzle.Text != r.Puzzle.Text {
			t.Errorf("%s: its tokens read back as\n%s\nnot\n%s", g.Name, e.Puzzle.Text, r.Puzzle.Text)
		}
		t.Logf("%s: %d×%d, margins %d %d %d %d", g.Name, r.Puzzle.Rows, r.Puzzle.Cols, r.Puzzle.Top, r.Puzzle.Right, r.Puzzle.Bottom, r.Puzzle.Left)
	}
}

// example returns a genre's first Tatham ID of its test data, else its
// smallest puzzle file.
func example(t *testing.T, genre string) (string, bool) {
	dir := filepath.Join("..", "..", "testdata", genre)
	if b, err := os.ReadFile(filepath.Join(dir, "tatham.tsv")); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Split(line, "\t"); !strings.HasPrefix(line, "#") && len(f) > 1 {
				return f[1], true
			}
		}
	}
	entries, _ := os.ReadDir(dir)
	best, size := "", int64(-1)
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, ".txt") && !strings.HasSuffix(n, ".json") || strings.Contains(n, "many") {
			continue
		}
		if info, err := e.Info(); err == nil && (size < 0 || info.Size() < size) {
			best, size = n, info.Size()
		}
	}
	if best == "" {
		return "", false
	}
	b, err := os.ReadFile(filepath.Join(dir, best))
	if err != nil {
		t.Fatal(err)
	}
	return string(b), true
}

// TestReadRanksEmptyLast: the series' JSON read as another genre's grid
// without a clue ranks after its own genre's reading. A Skyscraper grid's
// margins have corners of "" tokens, which made its empty reading count
// as one with clues: Troix, Slitherlink and Sudoku JSON read as an empty
// Skyscraper.
func TestReadRanksEmptyLast(t *testing.T) {
	for file, genre := range map[string]string{
		"troix/puzzle_1.json":               "troix",
		"slitherlink/janko_0001_4x4.json":   "slitherlink",
		"slitherlink/janko_0061_10x10.json": "slitherlink",
		"sudoku/article.json":               "sudoku",
	} {
		b, err := os.ReadFile(filepath.Join("../../testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		if r := ask(t, &Request{Op: "read", Input: string(b)}); r.Error != "" || r.Genre != genre {
			t.Errorf("%s: read as %q (%s, also %v), want %s", file, r.Genre, r.Error, r.Also, genre)
		}
	}
}

// TestReadTathamSameForm: some of Tatham's games write their IDs in one
// form, and the genre first in the page's order won:
//   - Rectangles and Range: 7 of the first 8 Rectangles IDs read as
//     Kurodoko, "no solution". Rectangles' numbers cover the grid, Range's
//     do not in its test data.
//   - Singles and Filling: every Singles ID, in the short form the game
//     shows, read as Fillomino (a grid of numbers, or with cells blank
//     apart where Singles has a 10). Every Singles ID is Singles'.
//   - Pearl and Galaxies: two of Masyu's eight read as Galaxies. A Pearl
//     ID holds B or W, which Galaxies' IDs never do.
//
// kit.Link.Sure says each of those. Each ID is read as saved and in its
// short form, without the difficulty (Filling refuses Singles' "de").
func TestReadTathamSameForm(t *testing.T) {
	ids := map[string][]string{
		// sgt-galaxies --generate 2 'WxHdD#psat' (sgt-puzzles 20230122)
		"galaxies": {"7x7:mahzhzqpcobdx", "7x7:tbgbizhqszeebq", "10x10:hhxzbddfbzqhokjljbnzyhfizbfklfgj",
			"10x10:bmlmmdztzbedqzsdxfpmjyxdczb", "8x12:picbcczlyzbiczzdrdzzaeezejhkk", "8x12:itfdgqjznzohtehrihrzewtf"},
	}
	for _, genre := range []string{"shikaku", "kurodoko", "hitori", "fillomino", "masyu"} {
		b, err := os.ReadFile(filepath.Join("../../testdata", genre, "tatham.tsv"))
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if cols := strings.Split(line, "\t"); len(cols) > 1 && !strings.HasPrefix(line, "#") {
				ids[genre] = append(ids[genre], cols[1])
			}
		}
		if len(ids[genre]) < 8 {
			t.Errorf("%s: %d IDs", genre, len(ids[genre]))
		}
	}
	difficulty := regexp.MustCompile(`d[a-z]:`)
	for genre, list := range ids {
		for _, saved := range list {
			for _, id := range []string{saved, difficulty.ReplaceAllString(saved, ":")} {
				if r := ask(t, &Request{Op: "read", Input: id}); r.Genre != genre {
					t.Errorf("%s: read as %q (%s, also %v), want %s", id, r.Genre, r.Error, r.Also, genre)
				}
			}
		}
	}
}

// TestReadTathamWebLink: a web link to one of Tatham's games names the
// game, which the page takes before the description's form: a Singles ID
// in Filling's link is Fillomino's (Singles' went first), and Range's
// link is Kurodoko's, which Rectangles and Filling read too.
func TestReadTathamWebLink(t *testing.T) {
	const site = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/"
	for input, genre := range map[string]string{
		site + "filling.html#5x5:2251154532232342541351221": "fillomino",
		site + "singles.html#5x5:2251154532232342541351221": "hitori",
		site + "range.html#9x6:a7c6a4h3a6p9a9h7a3c3a":       "kurodoko",
		site + "rect.html#9x6:a7c6a4h3a6p9a9h7a3c3a":        "shikaku",
	} {
		if r := ask(t, &Request{Op: "read", Input: input}); r.Genre != genre {
			t.Errorf("%s: read as %q (%s, also %v), want %s", input, r.Genre, r.Error, r.Also, genre)
		}
	}
	// The game named keeps its ID, which it refuses, rather than another
	// genre reading it (Palisade took these two); Solo's is Sudoku's; a
	// game puzzlesat has not is said; a page of no game leaves the ID to
	// decide (Rectangles', sure of it).
	for input, want := range map[string]string{
		site + "bridges.html#7x7:3e3h3a4a3i1j2a3bb3": "the description ends after 48 of 49 cells",
		site + "lightup.html#5x5n5:2e1b1h3d1":        `"n5": expected the parameters`,
		site + "mosaic.html#5x5:a2b3c4d":             "a link to Tatham's mosaic, a game puzzlesat does not read",
	} {
		if r := ask(t, &Request{Op: "read", Input: input}); r.Genre != "" || !strings.Contains(r.Error, want) {
			t.Errorf("%s: read as %q (%q), want the error %q", input, r.Genre, r.Error, want)
		}
	}
	for input, genre := range map[string]string{
		site + "solo.html#2x2:4c1f4c3":                  "sudoku",
		site + "foo.html#7x7:6c3a6d8b2_2g3b5b2e2_2a6i2": "shikaku",
	} {
		if r := ask(t, &Request{Op: "read", Input: input}); r.Genre != genre {
			t.Errorf("%s: read as %q (%s, also %v), want %s", input, r.Genre, r.Error, r.Also, genre)
		}
	}
}

// TestReadUnknownURLType: a puzz.link URL of a genre no reader takes is
// named as such, where the page said no genre read the input.
func TestReadUnknownURLType(t *testing.T) {
	r := ask(t, &Request{Op: "read", Input: "https://puzz.link/p?kurotto/5/5/g3h"})
	if !strings.HasPrefix(r.Error, `puzzlesat: a puzz.link URL of "kurotto", a genre puzzlesat does not read; it reads those of akari, `) {
		t.Errorf("%+v", r)
	}
	// Palisade's alias, read from other forms; and JSON on one line with
	// a '?' and a '/', which is no URL (it was named one of ".\",\".")
	r = ask(t, &Request{Op: "read", Input: "https://puzz.link/p?fivecells/5/5/abc"})
	if r.Error != `puzzlesat: a puzz.link URL of "fivecells": puzzlesat reads palisade from text grid, json or Simon Tatham's game ID, not from puzz.link URLs` {
		t.Errorf("%+v", r)
	}
	// A genre's name that pzprjs does not use: the types it does.
	r = ask(t, &Request{Op: "read", Input: "https://puzz.link/p?towers/4/4/"})
	if r.Error != `puzzlesat: a puzz.link URL of "towers": puzzlesat reads skyscraper from puzz.link URLs of type "skyscrapers", "building" or "skyscraper" (pzprjs's names), not "towers"` {
		t.Errorf("%+v", r)
	}
	if r = ask(t, &Request{Op: "read", Input: `{"grid":["?.","./"]}`}); strings.Contains(r.Error, "puzz.link URL of") {
		t.Errorf("%+v", r)
	}
}

// TestBlankEveryGenre: "an empty grid" of every genre the page edits is a
// board of the size asked, or a refusal that names the genre and size,
// without a place in text nobody typed. The genres with rooms and
// Magnets' dominoes get one (one room, no domino): they answered with
// their reader's error about a "." at <stdin>:1:1.
func TestBlankEveryGenre(t *testing.T) {
	blank := map[string]bool{}
	for _, g := range solve.Genres() {
		if g.Page == nil {
			continue
		}
		r := ask(t, &Request{Op: "blank", Genre: g.Name, Rows: 6, Cols: 6})
		switch {
		case r.Error == "" && r.Puzzle != nil && r.Puzzle.Rows == 6 && r.Puzzle.Cols == 6:
			blank[g.Name] = true
		case r.Error == "":
			t.Errorf("%s: a blank of %+v, want 6×6", g.Name, r.Puzzle)
		case strings.Contains(r.Error, "<stdin>") || !strings.Contains(r.Error, g.Name) || !strings.Contains(r.Error, "start from a puzzle"):
			t.Errorf("%s: %s", g.Name, r.Error)
		}
	}
	for _, name := range []string{"akari", "futoshiki", "heyawake", "lits", "magnets", "norinori", "ripple", "sudoku"} {
		if !blank[name] {
			t.Errorf("%s: no blank 6×6", name)
		}
	}
}

// TestReadPrefersThePageGenre: the short Tatham ID the page writes for a
// puzzle reads back as the genre shown. Any game ID has the form every
// Tatham genre takes, and of the genres that took it the first in
// alphabetical order won: Pearl's read as Galaxies, Singles' as
// Fillomino, Range's as Bridges.
func TestReadPrefersThePageGenre(t *testing.T) {
	tried := 0
	for _, g := range solve.Genres() {
		input, ok := example(t, g.Name)
		if g.Page == nil || !ok || !strings.Contains(input, ":") || strings.Contains(input, "\n") {
			continue
		}
		r := ask(t, &Request{Op: "read", Input: input, Genre: g.Name})
		if r.Error != "" || r.Puzzle == nil || r.Puzzle.Links["tatham"] == "" {
			continue // not a Tatham genre, or a puzzle the page does not write as one
		}
		id := r.Puzzle.Links["tatham"]
		back := ask(t, &Request{Op: "read", Input: id, Prefer: g.Name})
		if back.Error != "" || back.Genre != g.Name {
			t.Errorf("%s: %s read back as %q (%s)", g.Name, id, back.Genre, back.Error)
		}
		tried++
	}
	if tried < 15 {
		t.Errorf("%d Tatham genres tried, want the 17 and more", tried)
	}
}

// TestHeadKept: a typed grid with option lines above it (Palisade's
// size=5, Fillomino's max=12) is a grid of tokens on the page, its lines
// kept (Head) through an edit. Those puzzles were edited as text only,
// and their clues were never drawn.
func TestHeadKept(t *testing.T) {
	for _, tc := range []struct{ genre, input, head string }{
		{"palisade", "size=5\n2 . . . .\n. 1 . . 1\n. . . . .\n. . . 3 .\n. . . 1 .\n", "size=5\n"},
		{"fillomino", "max=12\n. . 3\n. . .\n", "max=12\n"},
	} {
		r := ask(t, &Request{Op: "read", Input: tc.input, Genre: tc.genre})
		if r.Error != "" || r.Puzzle == nil || r.Puzzle.Grid == nil || r.Puzzle.Head != tc.head {
			t.Errorf("%s: %+v (%s)", tc.genre, r.Puzzle, r.Error)
			continue
		}
		g := r.Puzzle.Grid
		g[r.Puzzle.Top][r.Puzzle.Left] = "2"
		e := ask(t, &Request{Op: "grid", Genre: tc.genre, Head: r.Puzzle.Head, Grid: g})
		if e.Error != "" || !strings.HasPrefix(e.Puzzle.Text, tc.head+"2") || e.Puzzle.Head != tc.head {
			t.Errorf("%s: after an edit %+v (%s)", tc.genre, e.Puzzle, e.Error)
		}
	}
}
