package kit

import (
	"reflect"
	"testing"
)

func TestSplitTags(t *testing.T) {
	first, second := SplitTags([]int{7, 0, 4, 3, 9}, 4)
	if !reflect.DeepEqual(first, []int{0, 3}) || !reflect.DeepEqual(second, []int{3, 0, 5}) {
		t.Errorf("SplitTags = %v, %v, want [0 3], [3 0 5]", first, second)
	}
	first, second = SplitTags(nil, 4)
	if len(first)+len(second) != 0 {
		t.Errorf("SplitTags(nil) = %v, %v", first, second)
	}
}
