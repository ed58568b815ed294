package bench

import (
	"fmt"
	"strconv"
	"time"
)

// ms formats d in milliseconds with three decimals.
func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d)/float64(time.Millisecond), 'f', 3, 64)
}

// short formats d for a table: three significant figures, in the unit that
// suits it.
func short(d time.Duration) string {
	switch {
	case d <= 0:
		return "0"
	case d < time.Millisecond:
		return fmt.Sprintf("%.3g µs", float64(d)/float64(time.Microsecond))
	case d < time.Second:
		return fmt.Sprintf("%.3g ms", float64(d)/float64(time.Millisecond))
	}
	return fmt.Sprintf("%.3g s", d.Seconds())
}

// ratio formats a ratio for a table: "—" when there is none.
func ratio(x float64) string {
	if x <= 0 {
		return "—"
	}
	return fmt.Sprintf("%.2f×", x)
}
