package grid

import "testing"

func TestOptions(t *testing.T) {
	for _, in := range []string{"no-loops\nmax-bridges=3\n2.1\n", "no-loops\nmax-bridges = 3\n2 . 1\n"} {
		text, err := ReadText([]byte(in), "t", "")
		if err != nil {
			t.Fatal(err)
		}
		opts, body := text.Options()
		if len(opts) != 2 || opts[0].Text != "no-loops" || opts[1].Text != "max-bridges=3" || opts[1].Line != 2 || opts[1].Col != 1 {
			t.Errorf("%q: options %+v", in, opts)
		}
		if len(body.Rows) != 1 || len(body.Rows[0]) != 3 || body.Rows[0][0].Line != 3 {
			t.Errorf("%q: grid %+v", in, body.Rows)
		}
	}
}
