package grid

import "testing"

func TestNumberText(t *testing.T) {
	for _, tc := range []struct {
		v    int
		want string
	}{{1, "1"}, {12, "12"}, {0, "."}, {-1, "."}} {
		if got := NumberText(tc.v, "."); got != tc.want {
			t.Errorf("NumberText(%d) = %q, want %q", tc.v, got, tc.want)
		}
	}
}
