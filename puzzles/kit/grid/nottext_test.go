package grid

import "testing"

func TestNotUTF8(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{{"", 0}, {". . 1", 0}, {"é ★ .", 0}, {"\xff", 1}, {". . \xff . .", 5}, {"é\xffx", 2}, {"ab\xe2\x82", 3}, {"\uFFFD", 0}} {
		if got := NotUTF8(c.s); got != c.want {
			t.Errorf("NotUTF8(%q) = %d, expected %d", c.s, got, c.want)
		}
	}
}

// TestReadTextNotUTF8: ReadText places a byte that is not UTF-8 at its
// column (QA: always at column 1).
func TestReadTextNotUTF8(t *testing.T) {
	_, err := ReadText([]byte(". . # 1 .\n. . . . .\n. é \xff . .\n"), "f", "")
	if err == nil || err.Error() != "f:3:5: not text (UTF-8)" {
		t.Errorf("ReadText: %v, expected f:3:5: not text (UTF-8)", err)
	}
}

// TestReadJankoNotUTF8: a Janko block places a byte that is not UTF-8
// at its line and column (it said 1:1 wherever the byte stood).
func TestReadJankoNotUTF8(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"begin\nsize 2\nproblem\n- \xff\n- -\nend\n", "j:4:3: not text (UTF-8)"},
		{"\xffbegin\n", "j:1:1: not text (UTF-8)"},
		{"begin\r\nsize 2\r\nproblem\r\n- -\r\n- é\xff\r\nend\r\n", "j:5:4: not text (UTF-8)"},
	} {
		if _, err := ReadJanko([]byte(c.in), "j"); err == nil || err.Error() != c.want {
			t.Errorf("ReadJanko(%q): %v, expected %s", c.in, err, c.want)
		}
	}
}
