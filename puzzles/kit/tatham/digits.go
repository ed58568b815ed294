package tatham

import (
	"fmt"
	"strings"
)

// Base62 is the digits of the games that write a number 0 to 61 in one
// character (Singles' numbers, Magnets' counts): 0-9, a-z, A-Z.
const Base62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// Digits reads a description of len(cells) cells to its end (Runs, End):
// a letter a-z is a run of empty cells, each 0, and any other character
// one of digits, the cell's value its index there, from 1 (digits[0]
// stands for no value). what names those characters in an error
// ("1-9 or A-G (an island)").
func (d *Desc) Digits(cells []int, digits, what string) error {
	return d.Whole(len(cells), func(pos int) (int, error) {
		c := d.Next()
		if cells[pos] = strings.IndexByte(digits, c); cells[pos] < 1 {
			return 0, &Error{Col: d.Col() - 1, Msg: fmt.Sprintf("unexpected %q: expected a-z (empty cells), %s", c, what)}
		}
		return 1, nil
	})
}

// WriteDigits writes cells as Digits reads them: a run of 0s as letters,
// a value v above 0 as digits[v].
func WriteDigits(cells []int, digits string) string {
	return RunsOf(cells, 0, func(v int) string { return digits[v : v+1] })
}
