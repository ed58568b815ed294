package kit

import "testing"

func TestGenerateSize(t *testing.T) {
	for _, c := range []struct {
		size, want int
		err        string
	}{
		{0, 5, ""},
		{4, 4, ""},
		{30, 30, ""},
		{3, 0, "--size 3: expected 4 to 30"},
		{31, 0, "--size 31: expected 4 to 30"},
	} {
		got, err := GenerateSize(c.size, 5, 4, 30)
		if got != c.want || (err == nil) != (c.err == "") || err != nil && err.Error() != c.err {
			t.Errorf("GenerateSize(%d) = %d, %v; want %d, %q", c.size, got, err, c.want, c.err)
		}
	}
}
