package puzzlink

import "testing"

// TestType: the genre of a puzz.link URL, whichever it is, for a message
// about one that no reader takes.
func TestType(t *testing.T) {
	for s, want := range map[string]string{
		"https://puzz.link/p?kurotto/5/5/g3h":       "kurotto",
		" http://pzv.jp/p.html?slither_edit/5/5/c":  "slither",
		"https://puzz.link/p?kurotto":               "",
		"nurikabe/5/5/g5":                           "",
		"https://example.com/?a=b":                  "",
		"notes?draft/a.txt":                         "",
		`{"grid":["?.","./"]}`:                      "",
		"https://puzz.link/p?Kurotto!/5/5/g":        "",
		"?.3\r.x/\r":                                "",
		"https://puzz.link/p?lang=en&kurotto/5/5/g": "kurotto",
		"5x5:2251": "",
	} {
		if got := Type(s); got != want {
			t.Errorf("Type(%q) = %q, want %q", s, got, want)
		}
	}
}
