package grid

import (
	"reflect"
	"strconv"
	"testing"
)

func TestBetween(t *testing.T) {
	s := Shape{Rows: 2, Cols: 3}
	rows := s.BetweenText(strconv.Itoa, func(e int) string { return string(rune('a' + e)) }, ".")
	want := [][]string{{"0", "a", "1", "b", "2"}, {"e", ".", "f", ".", "g"}, {"3", "c", "4", "d", "5"}}
	if !reflect.DeepEqual(rows, want) {
		t.Fatalf("BetweenText = %v, want %v", rows, want)
	}
	for r, row := range rows {
		for c, tok := range row {
			i, e := s.BetweenAt(r, c)
			got := "."
			if i >= 0 {
				got = strconv.Itoa(i)
			} else if e >= 0 {
				got = string(rune('a' + e))
			}
			if got != tok || i >= 0 && e >= 0 {
				t.Errorf("BetweenAt(%d, %d) = %d, %d, want %s", r, c, i, e, tok)
			}
		}
	}
}
