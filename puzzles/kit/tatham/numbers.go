package tatham

import (
	"slices"
	"strconv"
)

// Numbers reads n cells as Rectangles, Range and Solo write them: runs
// a–z of cells without a number, numbers in decimal, and '_' between two
// numbers (anywhere else it is passed over, as the games do). what names
// a number in messages ("clue"); check refuses one at cell pos, and its
// error is placed at the number's column. Cells without a number hold
// none. Nothing may follow the last cell but '_'.
func (d *Desc) Numbers(n, none int, what string, check func(pos, v int) error) ([]int, error) {
	cells := slices.Repeat([]int{none}, n)
	err := d.Runs(n, func(pos int) (int, error) {
		if d.Accept('_') {
			return 0, nil
		}
		col := d.Col()
		v, ok := d.Int()
		if !ok {
			return 0, d.Errorf("unexpected %q: expected a-z (cells without a %s), a %s or _", d.Peek(), what, what)
		}
		if err := d.TooLarge(col, v, what); err != nil { // QA: it quoted MaxInt
			return 0, err
		}
		if err := check(pos, v); err != nil {
			return 0, &Error{Col: col, Msg: err.Error()}
		}
		cells[pos] = v
		return 1, nil
	})
	for err == nil && d.Accept('_') {
	}
	if err == nil {
		err = d.End()
	}
	return cells, err
}

// WriteNumbers writes cells as Numbers reads them, as the games' own
// generators do: a number in decimal for each cell that holds one other
// than none, '_' only between two numbers with no empty cell between.
func WriteNumbers(cells []int, none int) string {
	var w Runs
	for i, c := range cells {
		switch {
		case c == none:
			w.Blank()
		case i > 0 && cells[i-1] != none:
			w.Item("_" + strconv.Itoa(c))
		default:
			w.Item(strconv.Itoa(c))
		}
	}
	return w.String()
}
