package puzzlink

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

type arrowClue struct{ pos, dir, v int }

func readArrows(body string, n int) ([]arrowClue, error) {
	var out []arrowClue
	err := NewReader(body, 1).ArrowNumbers(n, func(pos, dir, v int) error {
		out = append(out, arrowClue{pos, dir, v})
		return nil
	})
	return out, err
}

func writeArrows(n int, clues []arrowClue) string {
	at := map[int]arrowClue{}
	for _, c := range clues {
		at[c.pos] = c
	}
	var w Writer
	w.ArrowNumbers(n, func(pos int) (int, int, bool) {
		c, ok := at[pos]
		return c.dir, c.v, ok
	})
	return w.String()
}

// TestArrowNumbers reads pzprjs's test/script/yajilin.js example
// (5/5/m32j10: 2 to the left at r3c4, 0 up at r5c5), noqx's 16×16 with
// its blank cells (0.) and a clue of each width, and writes them back.
func TestArrowNumbers(t *testing.T) {
	for _, tc := range []struct {
		body string
		n    int
		want string
	}{
		{"m32j10", 25, "[{13 3 2} {24 1 0}]"},
		{"0.210.0.", 4, "[{0 0 -1} {1 2 1} {2 0 -1} {3 0 -1}]"},
		{"+b4.", 4, "[{0 0 -2} {3 4 -1}]"},
		{"51f-2fffz", 28, "[{0 0 31} {1 2 4095}]"},
	} {
		got, err := readArrows(tc.body, tc.n)
		if err != nil || fmt.Sprint(got) != tc.want {
			t.Errorf("%q: %v %v, want %s", tc.body, got, err, tc.want)
			continue
		}
		if back := writeArrows(tc.n, got); back != tc.body {
			t.Errorf("%q written back as %q", tc.body, back)
		}
	}
	for _, tc := range []struct{ body, want string }{
		{"m3", "column 2: \"3\": expected a hexadecimal digit after the direction"},
		{"m5g", "column 2: \"5g\": expected 2 hexadecimal digits"},
		{"-5123", "column 1: \"-5123\": expected '-', a direction 0-4"},
		{"m!", "column 2: unexpected '!' in the arrows"},
	} {
		if _, err := readArrows(tc.body, 25); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.body, err, tc.want)
		}
	}
}

// Random clues, up to 26 empty cells in a row, read back as written.
func TestArrowNumbersRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 300; trial++ {
		n := 1 + rng.Intn(80)
		var clues []arrowClue
		for pos := 0; pos < n; pos++ {
			if rng.Intn(6) == 0 {
				v := []int{Blank, Unknown, rng.Intn(16), 16 + rng.Intn(240), 256 + rng.Intn(3840)}[rng.Intn(5)]
				dir := rng.Intn(5)
				if v == Blank {
					dir = 0
				}
				clues = append(clues, arrowClue{pos, dir, v})
			}
		}
		body := writeArrows(n, clues)
		got, err := readArrows(body, n)
		if err != nil || fmt.Sprint(got) != fmt.Sprint(clues) {
			t.Fatalf("%v written as %q, read back as %v, %v", clues, body, got, err)
		}
	}
}
