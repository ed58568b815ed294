package puzzlink

import "testing"

func TestParseWithin(t *testing.T) {
	u, err := ParseWithin("https://puzz.link/p?tents/12/5/", 12, "tents")
	if err != nil || u.Cols != 12 || u.Rows != 5 {
		t.Errorf("12 columns within 12: %+v, %v", u, err)
	}
	if _, err := ParseWithin("https://puzz.link/p?tents/12/5/", 11, "tents"); err == nil || err.Error() != "column 27: a 12×5 grid: expected at most 11 a side" {
		t.Errorf("12 columns within 11: %v", err)
	}
	if _, err := ParseWithin("https://puzz.link/p?tents/12/5/", 12, "lits"); err == nil {
		t.Error("another genre's URL: no error")
	}
}
