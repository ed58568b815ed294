package grid

import "testing"

func TestSets(t *testing.T) {
	s := NewSets(5)
	for _, link := range [][2]int{{0, 1}, {2, 3}, {1, 3}} {
		if !s.Union(link[0], link[1]) {
			t.Errorf("%v: joined already", link)
		}
	}
	if s.Union(0, 2) {
		t.Error("0-2: closes a loop, yet reported as a new join")
	}
	if s.Find(0) != s.Find(3) || s.Find(4) == s.Find(0) || s.Find(4) != 4 {
		t.Errorf("sets %v", s)
	}
}
