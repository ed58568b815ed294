package grid

import (
	"reflect"
	"testing"
)

func TestValuesAt(t *testing.T) {
	board := []int{5, 6, 7, 8}
	if got, want := ValuesAt(board, []int{3, 0, 3}), []int{8, 5, 8}; !reflect.DeepEqual(got, want) {
		t.Errorf("ValuesAt = %v, want %v", got, want)
	}
	if got := ValuesAt(board, nil); len(got) != 0 {
		t.Errorf("ValuesAt of no cells = %v", got)
	}
}
