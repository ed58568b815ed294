package grid

import (
	"reflect"
	"testing"
)

func TestLatinTuples(t *testing.T) {
	s := Shape{Rows: 3, Cols: 3}
	all := func([]int) bool { return true }
	// r1c1, r1c2 share a row; r2c3 shares neither with r1c1.
	got, done := s.LatinTuples([]int{0, 1, 5}, 100, func(v []int) bool { return v[0] != 3 })
	want := [][]int{{1, 2, 1}, {1, 2, 2}, {1, 2, 3}, {1, 3, 1}, {1, 3, 2}, {1, 3, 3}, {2, 1, 1}, {2, 1, 2}, {2, 1, 3}, {2, 3, 1}, {2, 3, 2}, {2, 3, 3}}
	if !done || !reflect.DeepEqual(got, want) {
		t.Errorf("LatinTuples = %v, %v, want %v", got, done, want)
	}
	// r1c3 shares a row with r1c2 and a column with r2c3.
	got, _ = s.LatinTuples([]int{1, 2, 5}, 100, func(v []int) bool { return len(v) < 3 || v[0]+v[1]+v[2] == 6 })
	want = [][]int{{1, 2, 3}, {1, 3, 2}, {2, 1, 3}, {2, 3, 1}, {3, 1, 2}, {3, 2, 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sum 6: %v, want %v", got, want)
	}
	// A beginning refused is not extended: ok sees no v[:2] after v[0]=2.
	s.LatinTuples([]int{0, 4}, 100, func(v []int) bool {
		if len(v) == 2 && v[0] == 2 {
			t.Errorf("%v extended", v)
		}
		return v[0] != 2
	})
	if got, done := s.LatinTuples([]int{0, 1}, 6, all); !done || len(got) != 6 {
		t.Errorf("limit 6: %d tuples, done %v, want 6, true", len(got), done)
	}
	if got, done := s.LatinTuples([]int{0, 1}, 5, all); done || len(got) != 6 {
		t.Errorf("limit 5: %d tuples, done %v, want 6 (one over), false", len(got), done)
	}
}
