package cli

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestExplainAsTyped: what --explain says of a generated Nurikabe,
// Shikaku, Kurodoko or Fillomino with one number changed holds of the
// puzzle as a setter types it, checked here by typing it so, a number
// switched off typed '?' where a number removed would take its island or
// rectangle away, else '.':
//   - "conflict": the givens named, the other numbers switched off, have
//     no solution, and with any one of them switched off too they have one;
//   - "opens": with any one of the givens named '?', the puzzle has one;
//   - "fixes": without any one of them ('.'), the puzzle has one.
//
// A Nurikabe whose 4 was typed as 3 was explained by its 1 alone, which
// holds with the others '?' (the 1 switched off kept its island's reach).
func TestExplainAsTyped(t *testing.T) {
	if testing.Short() {
		t.Skip("generates and explains 48 puzzles")
	}
	rng := rand.New(rand.NewPCG(7, 7))
	kinds := map[string]int{}
	for _, tc := range []struct{ genre, off string }{{"nurikabe", "?"}, {"shikaku", "?"}, {"kurodoko", "."}, {"fillomino", "."}} {
		genre := tc.genre
		for seed := 1; seed <= 12; seed++ {
			gen, errs, code := runCLI(t, "", "generate", genre, "--size", "6", "--seed", strconv.Itoa(seed))
			if code != 0 {
				t.Fatalf("generate %s: exit %d %s", genre, code, errs)
			}
			rows := [][]string{}
			var numbers [][2]int
			for r, line := range strings.Split(strings.TrimSpace(gen), "\n") {
				rows = append(rows, strings.Fields(line))
				for c, x := range rows[r] {
					if x != "." {
						numbers = append(numbers, [2]int{r, c})
					}
				}
			}
			at := numbers[rng.IntN(len(numbers))]
			n, _ := strconv.Atoi(rows[at[0]][at[1]])
			rows[at[0]][at[1]] = strconv.Itoa(max(1, n+[]int{-1, 1}[rng.IntN(2)]))
			if rows[at[0]][at[1]] == strconv.Itoa(n) {
				rows[at[0]][at[1]] = strconv.Itoa(n + 1)
			}
			typed := func(edit map[[2]int]string) string {
				var b strings.Builder
				for r, row := range rows {
					for c, x := range row {
						if e, ok := edit[[2]int{r, c}]; ok {
							x = e
						}
						b.WriteString(x + " ")
					}
					b.WriteString("\n")
				}
				return b.String()
			}
			solutions := func(edit map[[2]int]string) string {
				out, _, _ := runCLI(t, typed(edit), genre, "--count", "--limit", "1", "-j", "1")
				return strings.TrimSpace(out)
			}
			if solutions(nil) != "0" {
				continue // the changed number still has a solution
			}
			out, errs, code := runCLI(t, typed(nil), genre, "--explain", "--format", "json", "-j", "1")
			var a struct {
				Conflict     []string
				Opens, Fixes bool
				Rules        bool
			}
			if err := json.Unmarshal([]byte(out), &a); code != 1 || err != nil || len(a.Conflict) == 0 {
				t.Fatalf("%s seed %d: exit %d, %v: %s %s", genre, seed, code, err, out, errs)
			}
			named := map[[2]int]bool{}
			for _, name := range a.Conflict {
				var r, c, v int
				if k, _ := fmt.Sscanf(name, "r%dc%d=%d", &r, &c, &v); k != 3 || r > len(rows) || c > len(rows[r-1]) || rows[r-1][c-1] != strconv.Itoa(v) {
					t.Fatalf("%s seed %d: %q names no number of\n%s", genre, seed, name, typed(nil))
				}
				named[[2]int{r - 1, c - 1}] = true
			}
			what := map[bool]string{true: "opens", false: map[bool]string{true: "fixes", false: "conflict"}[a.Fixes]}[a.Opens]
			kinds[genre+" "+what]++
			for cell := range named {
				edit := map[[2]int]string{}
				switch what {
				case "conflict":
					for _, o := range numbers {
						if !named[o] || o == cell {
							edit[o] = tc.off
						}
					}
					if delete(edit, cell); solutions(edit) != "0" {
						t.Errorf("%s seed %d: the conflict %v has a solution typed alone:\n%s", genre, seed, a.Conflict, typed(edit))
					}
					edit[cell] = tc.off
				case "opens":
					edit[cell] = "?"
				case "fixes":
					edit[cell] = "."
				}
				if solutions(edit) != "1" {
					t.Errorf("%s seed %d (%s %v): no solution with r%dc%d %q:\n%s", genre, seed, what, a.Conflict, cell[0]+1, cell[1]+1, edit[cell], typed(edit))
				}
			}
		}
	}
	t.Logf("answers: %v", kinds)
	if kinds["nurikabe conflict"]+kinds["nurikabe opens"]+kinds["nurikabe fixes"] < 6 || kinds["shikaku conflict"] < 6 {
		t.Errorf("answers %v: too few puzzles without a solution", kinds)
	}
}

// TestExplainOpensFirst: of the two mends, the numbers any one of which
// typed '?' gives a solution come before those whose removal does: a
// typo's number has to change, not go. A generated 6×6 Nurikabe whose
// r4c5 4 was typed as 3 is mended by removing r1c6 or r5c6 (as typed,
// each leaves one solution), which leaves the typo out.
func TestExplainOpensFirst(t *testing.T) {
	const typo = ". . . . . 1\n. . . . . .\n4 . . . . .\n. . . . 3 .\n. 6 . . . 2\n. . . . . .\n"
	out, errs, code := runCLI(t, typo, "nurikabe", "--explain", "-j", "1")
	const want = "with the value of any one of these givens left open ('?') the puzzle has a solution: r1c6=1, r3c1=4, r4c5=3\n"
	if code != 1 || out != want {
		t.Errorf("exit %d, %q %s; expected %q", code, out, errs, want)
	}
}

// --explain in a genre that names no givens (the calendar) is refused as
// a usage error, whether or not the puzzle has a solution: asking first
// whether it has one answered "nothing conflicts" with exit 0.
func TestExplainNoGivensRefused(t *testing.T) {
	if _, errs, code := runCLI(t, "", "calendar", "2025-01-05", "--explain"); code != 2 || !strings.Contains(errs, "--explain: calendar names no givens or rules") {
		t.Errorf("exit %d, %q", code, errs)
	}
}
