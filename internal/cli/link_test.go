package cli

import (
	"os"
	"strings"
	"testing"
)

// TestLinkAsCommand: a link typed where the command goes runs its genre,
// as 'puzzlesat GENRE LINK' does, flags and other inputs after it; a game
// ID that several genres read, or none, is refused in one line that says
// what to type.
func TestLinkAsCommand(t *testing.T) {
	for _, tc := range []struct {
		genre string
		args  []string
	}{
		{"hitori", []string{"https://puzz.link/p?hitori/4/4/1114142333214213"}},
		{"hitori", []string{"https://puzz.link/p?hitori/4/4/1114142333214213", "--count"}},
		{"sudoku", []string{"https://puzz.link/p?sudoku/4/4/1g2h3g4", "--format", "json"}},
		// Singles' short ID, which Fillomino reads too
		{"hitori", []string{"5x5:2251154532232342541351221", "--unique"}},
		// Bridges' ID as the game shows it
		{"hashi", []string{"7x7m2:3a4a5a3g3t3a3c2a1b3b"}},
		// Pearl's, which Galaxies reads too; then a second of Pearl's
		{"masyu", []string{"8x8:BaBBcBfBkBcBaWBaBBbBcWeWbBfWcB", "6x6:gWWWWeWaBfWcWbWc"}},
		// a puzz.link URL its genre refuses: the genre's message
		{"hitori", []string{"https://puzz.link/p?hitori/4/4/!"}},
		// a web link names its game: Filling's (a Singles ID, which went
		// to Hitori), Range's (which Rectangles reads too)
		{"fillomino", []string{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/filling.html#5x5:2251154532232342541351221"}},
		{"kurodoko", []string{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/range.html#9x6:a6h8c6d6f3_14f11d9c5h9a"}},
		// its game keeps an ID it refuses (Palisade took both), Solo's
		// is Sudoku's, and a page of no game leaves the ID to decide
		{"hashi", []string{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/bridges.html#7x7:3e3h3a4a3i1j2a3bb3"}},
		{"akari", []string{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/lightup.html#5x5n5:2e1b1h3d1"}},
		{"sudoku", []string{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#2x2:4c1f4c3"}},
		{"shikaku", []string{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/foo.html#7x7:6c3a6d8b2_2g3b5b2e2_2a6i2"}},
		// a flag's value that Palisade reads as an ID is the flag's
		{"fillomino", []string{"https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h", "--amo", "12:30", "--count"}},
		// blanks around a URL, as its genre passes them over
		{"masyu", []string{"https://puzz.link/p?mashu/6/6/1063000i3000 ", "--count"}},
	} {
		out, errs, code := runCLI(t, "", tc.args...)
		wout, werrs, wcode := runCLI(t, "", append([]string{tc.genre}, tc.args...)...)
		if out != wout || errs != werrs || code != wcode {
			t.Errorf("%v: %d %q %q; as %s: %d %q %q", tc.args, code, out, errs, tc.genre, wcode, wout, werrs)
		}
		if wout == "" && werrs == "" {
			t.Errorf("%s %v: no output", tc.genre, tc.args)
		}
	}
	for _, tc := range []struct {
		arg  string
		want []string
	}{
		// Range's ID, which Filling and Rectangles read too
		{"9x6:a7c6a4h3a6p9a9h7a3c3a", []string{"fillomino, kurodoko or shikaku", "name the genre first"}},
		{"7x7:zzzzzzzzz", []string{"no genre reads this game ID"}},
		{"https://puzz.link/p?kurotto_edit/4/4/11", []string{`a puzz.link URL of "kurotto", a genre puzzlesat does not read; it reads those of akari, `}}, // said unknown command
		{"https://puzz.link/p?fivecells/4/4/11", []string{`a puzz.link URL of "fivecells": puzzlesat reads palisade from text grid, json or Simon Tatham's game ID, not from puzz.link URLs`}},
		{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/mosaic.html#5x5:a2b3c4d", []string{"a link to Tatham's mosaic, a game puzzlesat does not read"}},
		// a game puzzlesat has, with an ID its genre refuses or none: the
		// genre's own words (it said puzzlesat did not read Filling)
		{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/filling.html#", []string{"not a puzz.link URL such as https://puzz.link/p?fillomino"}},
		{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/filling.html#3x3:", []string{"the description ends after 0 of 9 cells"}},
		{"https://puzz.link/p?towers/4/4/", []string{`a puzz.link URL of "towers": puzzlesat reads skyscraper from puzz.link URLs of type "skyscrapers", "building" or "skyscraper" (pzprjs's names), not "towers"`}},
		{"notes?draft/a.txt", []string{"unknown command"}},
		{"nosuchcommand", []string{"unknown command"}},
		{"../../testdata/nurikabe/cspuz.txt", []string{"unknown command"}}, // a file, not a URL without its host
		{`{"genre":"akari","grid":["1"]}`, []string{"unknown command"}},
		// a second link of another genre, or that reads as several: it
		// was read by the first one's genre ("no solution")
		{"https://puzz.link/p?hitori/4/4/1114142333214213 https://puzz.link/p?sudoku/4/4/1g2h3g4", []string{"of hitori", "of sudoku", "name the genre first"}},
		{"7x7:6c3a6d8b2_2g3b5b2e2_2a6i2 --count 9x6:a6h8c6d6f3_14f11d9c5h9a", []string{"kurodoko or shikaku"}},
	} {
		out, errs, code := runCLI(t, "", strings.Fields(tc.arg)...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: exit %d, %q %q, want exit 2 and one line", tc.arg, code, out, errs)
		}
		for _, w := range tc.want {
			if !strings.Contains(errs, w) {
				t.Errorf("%s: %q, want %q", tc.arg, errs, w)
			}
		}
	}
}

// FuzzLinkGenre: any argument typed where the command goes is a link of
// one genre, a refusal that names what to type, or no link at all;
// never a panic.
func FuzzLinkGenre(f *testing.F) {
	for _, s := range []string{
		"https://puzz.link/p?hitori/4/4/1114142333214213", "5x5:2251154532232342541351221",
		"9x6:a7c6a4h3a6p9a9h7a3c3a", "7x7:zzzzzzzzz", "8x8:BaBBcBfBkBcBaWBaBBbBcWeWbBfWcB",
		"https://puzz.link/p?nosuchgenre/4/4/11", "nosuchcommand", "", "3:", "p?sudoku/4/4/", "0x0:",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, arg string) {
		g, ok, err := linkGenre(arg)
		switch {
		case !ok && (g != nil || err != nil):
			t.Errorf("%q: no link, yet %v %v", arg, g, err)
		case ok && (g == nil) == (err == nil):
			t.Errorf("%q: a link, with genre %v and error %v", arg, g, err)
		case err != nil && (exitCode(err) != 2 || strings.Contains(err.Error(), "\n")):
			t.Errorf("%q: %v, exit %d", arg, err, exitCode(err))
		}
	})
}

// A flag's value or a file that looks like a game ID ("12:30.cnf") is
// left to the genre after a link in place of the command: it was taken
// for a link that no genre reads, and the run was refused.
func TestLinkRunFlagValues(t *testing.T) {
	t.Chdir(t.TempDir())
	const cnf = "12:30.cnf" // as typed, in the folder of the run
	_, errs, code := runCLI(t, "", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--encode-only", "--dimacs", cnf)
	if _, err := os.Stat(cnf); code != 0 || err != nil {
		t.Errorf("exit %d, %q, %v", code, errs, err)
	}
}

// TestLinkOfAnotherGenre: a genre's command given another genre's link
// names the command that reads it, in one line, before anything is
// solved; a game ID that the genre claims is left to its own message.
func TestLinkOfAnotherGenre(t *testing.T) {
	out, errs, code := runCLI(t, "", "slitherlink", "https://puzz.link/p?slither/5/5/cbcbcddad", "https://puzz.link/p?akari/3/3/g0h")
	want := `puzzlesat: "https://puzz.link/p?akari/3/3/g0h" is a puzzle of akari, not slitherlink: run puzzlesat akari LINK, or give the link alone` + "\n"
	if code != 2 || out != "" || errs != want {
		t.Errorf("slitherlink with an Akari URL: exit %d, stdout %q, stderr %q; want exit 2 and %q alone", code, out, errs, want)
	}
	// Tents reads Tatham's IDs, so this one (Light Up's) is its to refuse.
	_, errs, code = runCLI(t, "", "tents", "5x5n5:2e1b1h3d1")
	if code != 2 || strings.Contains(errs, "is a puzzle of") || strings.Count(errs, "\n") != 1 {
		t.Errorf("tents with a Light Up ID: exit %d, stderr %q; want exit 2 and Tents' own line", code, errs)
	}
	// A file stays a file, whatever its name.
	dir := t.TempDir()
	name := dir + "/p?akari:1"
	if err := os.WriteFile(name, []byte("https://puzz.link/p?slither/5/5/cbcbcddad\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errs, code = runCLI(t, "", "slitherlink", name); code != 0 {
		t.Errorf("slitherlink FILE named like a link: exit %d, %q", code, errs)
	}
}
