package cli

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

// generate makes puzzles that the solver proves unique, the same for a
// seed with one worker or two, and checks its flags.
func TestGenerateSudoku(t *testing.T) {
	one, errs, code := runCLI(t, "", "generate", "sudoku", "--seed", "11", "--count", "4")
	if code != 0 || strings.Count(one, "\n") != 4 {
		t.Fatalf("exit %d: %q %s", code, one, errs)
	}
	two, _, code := runCLI(t, "", "generate", "sudoku", "--seed", "11", "--count", "4", "-j", "2")
	if code != 0 || two != one {
		t.Fatalf("-j 2 gave other puzzles (exit %d):\n%s\nagainst\n%s", code, two, one)
	}
	out, errs, code := runCLI(t, one, "sudoku", "--unique")
	if code != 0 || strings.Count(errs, ": unique") != 4 {
		t.Fatalf("generated puzzles not unique: exit %d, %s%s", code, out, errs)
	}
	out, _, code = runCLI(t, "", "generate", "sudoku", "--seed", "2", "--box", "2x3", "--symmetric", "--format", "json")
	var obj struct {
		Input struct {
			Shape      int
			FixedCells []struct{ Row, Col, Val int } `json:"fixed_cells"`
		}
		Solution struct{ Grid [][]int }
		Givens   int
		Seconds  float64
	}
	if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || obj.Input.Shape != 6 || len(obj.Input.FixedCells) != obj.Givens || len(obj.Solution.Grid) != 6 {
		t.Fatalf("--format json: exit %d, %q", code, out)
	}
	for _, bad := range [][]string{{"generate"}, {"generate", "nosuch"}, {"generate", "sudoku", "--count", "0"}, {"generate", "sudoku", "--box", "2x4", "--size", "9"}, {"generate", "sudoku", "--format", "xml"}} {
		_, errs, code := runCLI(t, "", bad...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, %q", bad, code, errs)
		}
	}
}

// generate --rate keeps the puzzles that puzzlesat GENRE --rate rates at
// the level asked for, the same for one worker or two.
func TestGenerateRate(t *testing.T) {
	for _, tc := range []struct{ genre, level string }{{"sudoku", "1"}, {"sudoku", "0"}, {"binox", "1"}} {
		args := []string{"generate", tc.genre, "--seed", "5", "--count", "3", "--rate", tc.level}
		one, errs, code := runCLI(t, "", args...)
		if code != 0 || strings.Count(one, "\n") == 0 {
			t.Fatalf("%v: exit %d: %q %s", args, code, one, errs)
		}
		two, _, code := runCLI(t, "", append(args, "-j", "2")...)
		if code != 0 || two != one {
			t.Fatalf("%v -j 2 gave other puzzles (exit %d):\n%s\nagainst\n%s", args, code, two, one)
		}
		// In JSON the level is a number, as --rate gives it (it was "1").
		js, _, _ := runCLI(t, "", append(args, "--format", "json")...)
		var gen struct{ Level any }
		if err := json.Unmarshal([]byte(strings.SplitN(js, "\n", 2)[0]), &gen); err != nil || fmt.Sprint(gen.Level) != tc.level || fmt.Sprintf("%T", gen.Level) != "float64" {
			t.Errorf("%v --format json: level %#v (%v)", args, gen.Level, err)
		}
		out, errs, code := runCLI(t, one, tc.genre, "--rate", "--format", "json")
		if code != 0 {
			t.Fatalf("%s --rate: exit %d: %s", tc.genre, code, errs)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != 3 {
			t.Fatalf("%s --rate rated %d puzzles, want 3:\n%s", tc.genre, len(lines), out)
		}
		for _, line := range lines {
			var obj struct{ Rating struct{ Level any } }
			if err := json.Unmarshal([]byte(line), &obj); err != nil || fmt.Sprint(obj.Rating.Level) != tc.level {
				t.Errorf("%s --rate %s made %s", tc.genre, tc.level, line)
			}
		}
	}
	for _, bad := range []string{"3", "hard", "-1"} {
		_, errs, code := runCLI(t, "", "generate", "sudoku", "--rate", bad)
		if code != 2 || !strings.Contains(errs, "--rate") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("--rate %s: exit %d, %q", bad, code, errs)
		}
	}
}

// generate --rate that finds no puzzle of the level asked for gives up
// as the generators do (no puzzle with one solution): exit 1, one line,
// not the exit 2 of bad input; with workers too (whose message this test
// binary, as a worker, does not print).
func TestGenerateRateGivesUp(t *testing.T) {
	for _, extra := range [][]string{nil, {"--count", "2", "-j", "2"}} {
		args := append([]string{"generate", "akari", "--size", "4", "--seed", "1", "--rate", "search"}, extra...)
		_, errs, code := runCLI(t, "", args...)
		said := strings.Contains(errs, "no puzzle of level search in") || extra != nil && strings.Contains(errs, "generate worker: exit status 1")
		if code != exitNoSolve || !said || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, %q, want exit %d and one line", args, code, errs, exitNoSolve)
		}
	}
}

// A batch in the text format, and in links where the genre has them, reads
// back as that many puzzles, each unique: generate's output is the
// genre's input.
func TestGenerateBatchRoundTrip(t *testing.T) {
	for _, g := range solve.Genres() {
		if g.Generate == nil {
			continue
		}
		t.Run(g.Name, func(t *testing.T) {
			for _, format := range []string{"text", "url"} {
				out, errs, code := runCLI(t, "", "generate", g.Name, "--seed", "1", "--count", "3", "--format", format)
				if format == "url" && code == 2 && strings.Contains(errs, "no link format") {
					continue
				}
				if code != 0 {
					t.Fatalf("generate %s --format %s: exit %d: %s", g.Name, format, code, errs)
				}
				_, errs, code = runCLI(t, out, g.Name, "--unique")
				if code != 0 || strings.Count(errs, ": unique\n") != 3 {
					t.Errorf("%s --unique on a batch of 3 (--format %s): exit %d:\n%s\n%s", g.Name, format, code, errs, out)
				}
				// A mistake in the second puzzle is named by its line
				// in the file.
				lines := strings.Split(out, "\n")
				bad := 1
				if format == "text" {
					for bad < len(lines) && lines[bad-1] != "---" {
						bad++
					}
				}
				if bad == len(lines) {
					continue // one line a puzzle, no separators
				}
				if format == "url" {
					lines[bad] = lines[bad][:len(lines[bad])-1] + "!"
				} else {
					lines[bad] = "!" + strings.TrimLeft(lines[bad], " ")[1:]
				}
				_, errs, code = runCLI(t, strings.Join(lines, "\n"), g.Name)
				end := bad + 1
				for end < len(lines) && lines[end] != "---" {
					end++
				}
				m := regexp.MustCompile(`<stdin>:(\d+):`).FindStringSubmatch(errs)
				var at int
				if m != nil {
					at, _ = strconv.Atoi(m[1])
				}
				if code != 2 || at <= bad || at > end || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
					t.Errorf("%s with line %d spoilt (--format %s): exit %d, %q, want one line naming a line from %d to %d", g.Name, bad+1, format, code, errs, bad+1, end)
				}
			}
		})
	}
}

// TestGenerateSudokuBlocks: puzzles whose blocks are not the ones a reader
// takes for their side (3×2 on 6×6, 4×2 on 8×8) go straight back in, as
// text and as JSON, with the generator's solution; sides that no blocks
// of two or more each way fill are refused.
func TestGenerateSudokuBlocks(t *testing.T) {
	for _, tc := range []struct{ size, box string }{{"6", "3x2"}, {"8", "4x2"}, {"6", "2x3"}} {
		args := []string{"generate", "sudoku", "--size", tc.size, "--box", tc.box, "--seed", "4", "--count", "2"}
		text, errs, code := runCLI(t, "", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d, %s", args, code, errs)
		}
		out, errs, code := runCLI(t, text, "sudoku", "--unique")
		if code != 0 || strings.Count(errs, ": unique") != 2 {
			t.Errorf("%v, read back: exit %d, %s%s", args, code, out, errs)
		}
		lines, _, code := runCLI(t, "", append(args, "--format", "json")...)
		if code != 0 {
			t.Fatalf("%v --format json: exit %d", args, code)
		}
		for _, line := range strings.Split(strings.TrimSpace(lines), "\n") {
			var obj struct {
				Input    json.RawMessage
				Solution struct{ Grid [][]int }
			}
			if err := json.Unmarshal([]byte(line), &obj); err != nil {
				t.Fatal(err)
			}
			out, errs, code := runCLI(t, string(obj.Input)+"\n", "sudoku", "--unique", "--format", "json")
			var got struct{ Grid [][]int }
			json.Unmarshal([]byte(out), &got)
			if code != 0 || fmt.Sprint(got.Grid) != fmt.Sprint(obj.Solution.Grid) {
				t.Errorf("%v, JSON read back: exit %d, %s%s, want the solution %v", args, code, out, errs, obj.Solution.Grid)
			}
		}
	}
	for _, size := range []string{"1", "3", "5", "7"} {
		if _, errs, code := runCLI(t, "", "generate", "sudoku", "--size", size); code != 2 || strings.Count(errs, "\n") != 1 {
			t.Errorf("--size %s: exit %d, %q", size, code, errs)
		}
	}
	if _, errs, code := runCLI(t, "", "generate", "sudoku", "--box", "1x7"); code != 2 || !strings.Contains(errs, "Latin square") {
		t.Errorf("--box 1x7: exit %d, %q", code, errs)
	}
}

// generate --symmetric either makes a puzzle whose clues are half-turn
// symmetric, or is refused with exit 2 naming the flag; the generator's
// usage offers the flag just when it is followed. Masyu, Tapa and Yajilin
// once kept a clue whose image held none (their clues come from the
// solution), and a dozen generators let the flag pass unheeded. Where the
// typed grid is a token per cell, the test reads the clues' places from
// it: a token other than "." at (r, c) just when there is one at the
// image.
func TestGenerateSymmetric(t *testing.T) {
	if testing.Short() {
		t.Skip("generates a puzzle of every genre")
	}
	grids := map[string]bool{"akari": true, "masyu": true, "tapa": true, "kurodoko": true, "fillomino": true, "shakashaka": true, "hashi": true, "magnets": true}
	for _, g := range solve.Genres() {
		if g.Generate == nil {
			continue
		}
		out, errs, code := runCLI(t, "", "generate", g.Name, "--symmetric", "--seed", "1", "--size", "6", "--format", "json")
		if code == 2 && !strings.Contains(errs, "--symmetric") {
			out, errs, code = runCLI(t, "", "generate", g.Name, "--symmetric", "--seed", "1", "--format", "json") // a size of its own
		}
		offered := strings.Contains(g.Generate.Usage, "--symmetric")
		switch {
		case code == 2 && strings.Contains(errs, "--symmetric") && !offered:
			continue
		case code != 0 || !offered:
			t.Errorf("%s: exit %d, usage %q: %s", g.Name, code, g.Generate.Usage, errs)
			continue
		}
		if !grids[g.Name] {
			continue
		}
		var obj struct {
			Input struct{ Grid []string }
		}
		if err := json.Unmarshal([]byte(out), &obj); err != nil || len(obj.Input.Grid) == 0 {
			t.Fatalf("%s: %v %q", g.Name, err, out)
		}
		var rows [][]string
		for _, line := range obj.Input.Grid {
			rows = append(rows, strings.Fields(line))
		}
		for r, row := range rows {
			for c, tok := range row {
				img := rows[len(rows)-1-r]
				if len(img) != len(row) || (tok == ".") != (img[len(row)-1-c] == ".") {
					t.Fatalf("%s: the clues are not symmetric at row %d, col %d:\n%s", g.Name, r, c, strings.Join(obj.Input.Grid, "\n"))
				}
			}
		}
	}
}

// A generator of its own (kit.Generator.Own) removes no givens, so
// --no-minimal, which stops removal early, is refused as --symmetric is
// where it is not followed (it was taken and changed nothing).
func TestGenerateOwnRefusesNoMinimal(t *testing.T) {
	for _, g := range []string{"nurikabe", "shikaku", "galaxies"} {
		_, errs, code := runCLI(t, "", "generate", g, "--no-minimal", "--size", "5")
		if code != 2 || !strings.Contains(errs, "--no-minimal: the "+g+" generator removes no givens") {
			t.Errorf("%s: exit %d, %q", g, code, errs)
		}
	}
}

// A generator's help shows --symmetric and --no-minimal only where its
// usage line names them, that is where they are followed.
func TestGenerateHelpHidesUnfollowed(t *testing.T) {
	for _, tc := range []struct {
		genre        string
		sym, minimal bool
	}{{"akari", true, true}, {"lits", false, false}, {"hashi", false, true}, {"galaxies", true, false}} {
		out, _, code := runCLI(t, "", "generate", tc.genre, "--help")
		if code != 0 || strings.Contains(out, "--symmetric ") != tc.sym || strings.Contains(out, "--no-minimal ") != tc.minimal {
			t.Errorf("%s: exit %d, --symmetric shown %v (want %v), --no-minimal shown %v (want %v)\n%s", tc.genre, code,
				strings.Contains(out, "--symmetric "), tc.sym, strings.Contains(out, "--no-minimal "), tc.minimal, out)
		}
	}
}

// generate's --timeout and --jobs are checked as the solver's are (-1s was
// taken; --jobs had no bound).
func TestGenerateNegativeTimeout(t *testing.T) {
	if _, errs, code := runCLI(t, "", "generate", "sudoku", "--jobs", "5000"); code != 2 || !strings.Contains(errs, "--jobs 5000: expected 1 to 1024") {
		t.Errorf("generate --jobs 5000: exit %d, %q", code, errs)
	}
	if _, errs, code := runCLI(t, "", "generate", "sudoku", "--timeout", "-1s"); code != 2 || !strings.Contains(errs, "--timeout -1s: expected a positive duration") {
		t.Errorf("exit %d, %q", code, errs)
	}
}

// --format tatham writes Tatham's game IDs, as the solver's --format does
// (QA: the generator refused it), each read back unique; a genre without
// one is refused before any puzzle is made.
func TestGenerateTathamIDs(t *testing.T) {
	for _, g := range []string{"akari", "sudoku", "binox"} {
		out, errs, code := runCLI(t, "", "generate", g, "--seed", "2", "--count", "2", "--format", "tatham")
		ids := strings.Fields(out)
		if code != 0 || len(ids) != 2 || strings.Contains(out, "http") {
			t.Fatalf("%s: exit %d, %q %s; expected two game IDs", g, code, out, errs)
		}
		if _, errs, code := runCLI(t, out, g, "--unique"); code != 0 || strings.Count(errs, "unique") != 2 {
			t.Errorf("%s: the IDs read back: exit %d, %s", g, code, errs)
		}
	}
	if _, errs, code := runCLI(t, "", "generate", "starbattle", "--format", "tatham"); code != 2 || !strings.Contains(errs, "no Tatham game ID") {
		t.Errorf("starbattle: exit %d, %q; expected a refusal", code, errs)
	}
	// A puzzle that a genre's link formats cannot hold is refused with
	// their reasons (QA: "its size, say" and "hashi has no link format").
	// (Tents, which dropped counts a game ID needs, now keeps them under
	// --format tatham: tents' TestGenerateTathamKeepsCounts.)
	for _, c := range []struct{ args, want []string }{
		{[]string{"hashi", "--seed", "4", "--size", "7", "--no-loops", "--unknowns", "--format", "url"}, []string{"no link holds puzzle 1 (tatham: ", "; url: ", "no-loops"}},
	} {
		_, errs, code := runCLI(t, "", append([]string{"generate"}, c.args...)...)
		for _, w := range c.want {
			if code != 2 || !strings.Contains(errs, w) || strings.Count(errs, "\n") != 1 {
				t.Errorf("%v: exit %d, %q; expected exit 2 and %q", c.args, code, errs, w)
			}
		}
	}
}

// TestGenerateOneRowBatch: a batch of puzzles of one row (or of one cell)
// reads back as as many puzzles, each unique: they are parted by "---" as
// every genre's but Sudoku's are (three Fillominoes of one row were read
// back as one of three rows, not unique).
func TestGenerateOneRowBatch(t *testing.T) {
	tried := 0
	for _, g := range solve.Genres() {
		if g.Generate == nil || g.Generate.Lines {
			continue
		}
		for _, args := range [][]string{{"--size", "1"}, {"--rows", "1", "--cols", "5"}} {
			out, _, code := runCLI(t, "", append([]string{"generate", g.Name, "--seed", "1", "--count", "3"}, args...)...)
			if code != 0 {
				continue // a size the genre refuses
			}
			tried++
			if _, errs, code := runCLI(t, out, g.Name, "--unique"); code != 0 || strings.Count(errs, ": unique\n") != 3 {
				t.Errorf("generate %s %v, read back --unique: exit %d:\n%s\n%s", g.Name, args, code, errs, out)
			}
		}
	}
	if tried < 3 {
		t.Fatalf("%d genres made puzzles of one row", tried)
	}
	t.Logf("%d batches of one row", tried)
}
