package sat

import "testing"

// TestReadSections: a file's units are read one by one, also when a unit
// has no body (a job without cubes has no answers) and the next unit line
// follows at once; found by merging a calendar year table in which some
// dates have no solution before any search.
func TestReadSections(t *testing.T) {
	data := "c puzzlesat-result 2\n" +
		"c unit 0 0 aa\nm 1 0\nr 1 1 0 0 0 0 0\n" +
		"c unit 1 0 bb\n" +
		"c unit 2 0 cc\nr 0 1 0 0 0 0 0\n" +
		"c unit 3 0 dd\n"
	secs, err := readSections([]byte(data), "result")
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		job  int
		sum  string
		body string
	}{
		{0, "aa", "m 1 0\nr 1 1 0 0 0 0 0\n"},
		{1, "bb", ""},
		{2, "cc", "r 0 1 0 0 0 0 0\n"},
		{3, "dd", ""},
	}
	if len(secs) != len(want) {
		t.Fatalf("%d sections, expected %d: %+v", len(secs), len(want), secs)
	}
	for i, w := range want {
		if secs[i].job != w.job || secs[i].sum != w.sum || string(secs[i].body) != w.body {
			t.Errorf("section %d: job %d sum %s body %q, expected %+v", i, secs[i].job, secs[i].sum, secs[i].body, w)
		}
	}
}
