package cli

import (
	"os"
	"strings"
	"testing"
)

// BenchmarkSetter times the setter's and player's questions end to end,
// in process, on the sizes issue 13 sets targets for: --forced on a 9×9
// Sudoku with 458,367 solutions (under 50 ms) and on a 25×25 Star Battle
// (under 1 s); --explain on a 9×9 and a 16×16 Sudoku with a typo (under
// 100 ms and 1 s); --rate of all of Norvig's top95 (under 10 s).
func BenchmarkSetter(b *testing.B) {
	janko, err := os.ReadFile(sudokuFile("janko16_3.chars.txt"))
	if err != nil {
		b.Fatal(err)
	}
	line := strings.SplitN(string(janko), "\n", 2)[0]
	// r1c4 gets the D of r1c1: two Ds in row 1.
	typo16 := line[:3] + "D" + line[4:] + "\n"
	for _, tc := range []struct {
		name, stdin string
		args        []string
		code        int
	}{
		{"forced-sudoku9", sudokuMany, []string{"sudoku", "--forced"}, 0},
		{"forced-starbattle25", "", []string{"starbattle", "--forced", sbData + "psb_kr11_25x25_6.txt"}, 0},
		{"explain-sudoku9", sudokuConflict, []string{"sudoku", "--explain"}, 1},
		{"explain-sudoku16", typo16, []string{"sudoku", "--explain"}, 1},
		{"rate-top95", "", []string{"sudoku", "--rate", sudokuFile("top95.txt")}, 0},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				var out, errb strings.Builder
				err := run(append(tc.args, "-j", "1"), strings.NewReader(tc.stdin), &out, &errb)
				if code := exitCode(err); code != tc.code {
					b.Fatalf("exit %d, expected %d: %v %s", code, tc.code, err, errb.String())
				}
			}
		})
	}
}
