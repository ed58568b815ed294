package tatham

import "testing"

// TestSplit: the columns point at the parameters and the description in
// s as given, through blanks and a web link; what is no game ID says so.
func TestSplit(t *testing.T) {
	for _, tc := range []struct {
		s, params, desc string
		ok              bool
	}{
		{"4:1//2", "4", "1//2", true},
		{"  5x5:cfj  ", "5x5", "cfj", true},
		{"https://x.org/js/towers.html#4d:1//2", "4d", "1//2", true},
		{" a.html#7x7t0:abc", "7x7t0", "abc", true},
		{"4", "", "", false},
		{"#4:1", "", "", false},
		{"a b#4:1", "", "", false},
		{"0#4:0,0", "", "", false}, // no link: a fuzzer's, which an Undead list took for no ID
		{"7x7#1:abc", "", "", false},
		{"undead.htm#4:0", "4", "0", true},
		{"", "", "", false},
	} {
		params, desc, pcol, dcol, ok := Split(tc.s)
		if ok != tc.ok || params != tc.params || desc != tc.desc {
			t.Errorf("%q: %q %q %v, want %q %q %v", tc.s, params, desc, ok, tc.params, tc.desc, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		// Columns count from 1 in s as given.
		if got := tc.s[pcol-1 : pcol-1+len(params)]; got != params {
			t.Errorf("%q: column %d holds %q, not the parameters", tc.s, pcol, got)
		}
		if got := tc.s[dcol-1 : dcol-1+len(desc)]; got != desc {
			t.Errorf("%q: column %d holds %q, not the description", tc.s, dcol, got)
		}
	}
}

// TestIsID: an ID's parameters begin with its size, WxH or N (Tatham's
// games read "7:DESC" as 7x7 too; it was taken for a file name).
func TestIsID(t *testing.T) {
	for s, want := range map[string]bool{
		"6x6:gWW":                          true,
		"6:gWW":                            true,
		"4:0,0,":                           true,
		"5a:0,":                            true,
		"12de:a_b":                         true,
		"https://x.org/#4:1,":              true,
		"https://puzz.link/p?mashu/6/6/10": false,
		"a4:1":                             false,
		":1":                               false,
		"4":                                false,
		"7x7#12345":                        false,
		"":                                 false,
	} {
		if got := IsID(s); got != want {
			t.Errorf("IsID(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestGame(t *testing.T) {
	for s, want := range map[string]string{
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/filling.html#5x5:225": "filling",
		"  Range.HTM#9x6:a7c6  ": "range",
		"5x5:2251":               "",
		"7x7#12345":              "",
		"dir/page#5x5:2":         "",
		"loopy.html#5x5t0#1":     "loopy",
	} {
		if got := Game(s); got != want {
			t.Errorf("Game(%q) = %q, want %q", s, got, want)
		}
	}
}
