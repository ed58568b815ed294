package grid

import (
	"fmt"
	"strings"
	"testing"
)

func TestRooms(t *testing.T) {
	text, _ := ReadText([]byte("a3 a  b\nc  c  b?\n"), "test", "")
	s, r, err := text.Rooms("room")
	if err != nil {
		t.Fatal(err)
	}
	if s != (Shape{2, 3}) || fmt.Sprint(r.Label) != "[0 0 1 2 2 1]" || fmt.Sprint(r.Cells) != "[[0 1] [2 5] [3 4]]" {
		t.Fatalf("%v %v %v", s, r.Label, r.Cells)
	}
	if r.Clue[0].Text != "3" || r.Clue[0].Col != 2 || r.Clue[1].Text != "?" || r.Clue[1].Line != 2 || r.Clue[1].Col != 8 || r.Clue[2].Text != "" {
		t.Errorf("clues %+v", r.Clue)
	}
	if got := s.RoomText(r.Label, func(k int) string { return r.Clue[k].Text }); got != "a3 a b\n c c b?\n" && !strings.Contains(got, "a3") {
		t.Errorf("RoomText: %q", got)
	}
	back, _ := ReadText([]byte(s.RoomText(r.Label, func(k int) string { return r.Clue[k].Text })), "test", "")
	if _, r2, err := back.Rooms("room"); err != nil || fmt.Sprint(r2.Label) != fmt.Sprint(r.Label) || r2.Clue[1].Text != "?" {
		t.Errorf("RoomText read back: %v %v", err, r2.Label)
	}
	for _, tc := range []struct{ in, want string }{
		{"a b\nb a\n", "test:2:1: room \"b\" falls apart: r1c2 and r2c1 are not joined"},
		{"a1 a2\n", "test:1:4: a second clue in room \"a\": expected one, in r1c1"},
		{"a 1\n", "test:1:3: \"1\": expected a room's label"},
	} {
		text, _ := ReadText([]byte(tc.in), "test", "")
		if _, _, err := text.Rooms("room"); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
	seen := map[string]bool{}
	for k := 0; k < 3000; k++ {
		l := RoomLabel(k)
		if seen[l] || strings.Trim(l, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
			t.Fatalf("label %d: %q", k, l)
		}
		seen[l] = true
	}
	if RoomLabel(0) != "a" || RoomLabel(51) != "Z" || RoomLabel(52) != "aa" {
		t.Errorf("labels %q %q %q", RoomLabel(0), RoomLabel(51), RoomLabel(52))
	}
}

// TestLabelled reads what follows each cell's label, with its place, and
// names a region that falls apart by its typed label.
func TestLabelled(t *testing.T) {
	text, _ := ReadText([]byte("xy3 xy\nq?? r\n"), "test", "")
	s, r, err := text.Labelled("region", "with a digit")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for i, m := range r.Marks {
		got = append(got, fmt.Sprintf("%s:%q@%d.%d", s.Name(i), m.Text, m.Line, m.Col))
	}
	if want := `r1c1:"3"@1.3 r1c2:""@1.5 r2c1:"??"@2.2 r2c2:""@2.5`; strings.Join(got, " ") != want {
		t.Errorf("marks %s, want %s", strings.Join(got, " "), want)
	}
	if fmt.Sprint(r.Label) != "[0 0 1 2]" || r.Clue != nil {
		t.Errorf("labels %v, clues %v", r.Label, r.Clue)
	}
	text, _ = ReadText([]byte("ab c ab7\n"), "test", "")
	if _, _, err := text.Labelled("region", "with a digit"); err == nil || err.Error() != `test:1:6: region "ab" falls apart: r1c1 and r1c3 are not joined` {
		t.Errorf("falls apart: %v", err)
	}
}
