package grid

import (
	"reflect"
	"testing"
)

func TestNumberRows(t *testing.T) {
	got := Shape{Rows: 2, Cols: 3}.NumberRows([]int{1, 2, 3, -1, 0, 6})
	if want := [][]int{{1, 2, 3}, {0, 0, 6}}; !reflect.DeepEqual(got, want) {
		t.Errorf("NumberRows = %v, want %v", got, want)
	}
}
