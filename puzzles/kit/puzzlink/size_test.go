package puzzlink

import "testing"

func TestWithin(t *testing.T) {
	u, err := Parse("https://puzz.link/p?tents/12/5/", "tents")
	if err != nil {
		t.Fatal(err)
	}
	if err := u.Within(12); err != nil {
		t.Errorf("12 columns within 12: %v", err)
	}
	if err := u.Within(11); err == nil || err.Error() != "column 27: a 12×5 grid: expected at most 11 a side" {
		t.Errorf("12 columns within 11: %v", err)
	}
}
