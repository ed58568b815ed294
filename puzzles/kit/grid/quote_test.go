package grid

import "testing"

// TestQuote: a backslash stays single, as typed (QA: Kakuro's "4\\" read
// as "4\\\\"); quotes and control characters are escaped, so that a
// message never writes them raw to a terminal (review).
func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		`4\`:       `"4\"`,
		`\`:        `"\"`,
		`\\`:       `"\\"`,
		"a\x1b[1m": `"a\x1b[1m"`,
		`say "hi"`: `"say \"hi\""`,
		"é":        `"é"`,
	} {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q) = %s, want %s", in, got, want)
		}
	}
}
