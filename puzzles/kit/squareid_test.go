package kit

import "testing"

func TestIsSquareID(t *testing.T) {
	for s, want := range map[string]bool{
		"4:0,0,":              true,
		"5a:0,":               true,
		"12de:a_b":            true,
		"https://x.org/#4:1,": true,
		"a4:1":                false,
		":1":                  false,
		"4":                   false,
		"":                    false,
	} {
		if got := IsSquareID(s); got != want {
			t.Errorf("IsSquareID(%q) = %v, want %v", s, got, want)
		}
	}
}
