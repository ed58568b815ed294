package calendar

import (
	"strings"
	"testing"
	"time"
)

// FuzzParseDate checks that no input panics and that every date accepted
// is a real one.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-07-23", "Jul 23", "23 July", "7/23", "Feb 29", "Thu Jul 23", "13/40", "today", "9999-12-31"} {
		f.Add(s)
	}
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDate(s, now)
		if err != nil {
			return
		}
		if d.Month < 1 || d.Month > 12 || d.Day < 1 || d.Day > DaysIn(d.Month) {
			t.Errorf("ParseDate(%q) = %+v: not a date", s, d)
		}
	})
}

// FuzzParseBoard checks that no input panics and that an accepted board is
// consistent.
func FuzzParseBoard(f *testing.F) {
	f.Add(dragonFjordBoard)
	f.Add("Jan 1 .\n+ Mon 31\n")
	f.Add("Jan Jan\n")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseBoard(strings.NewReader(s), "fuzz")
		if err != nil {
			return
		}
		if b.Rows < 1 || b.Cols < 1 || b.Rows > MaxBoardSide || b.Cols > MaxBoardSide || len(b.on) != b.Rows*b.Cols {
			t.Fatalf("board %d×%d with %d cells", b.Rows, b.Cols, len(b.on))
		}
		for _, d := range AllDates() {
			if cells, err := b.DateCells(d); err == nil {
				for _, c := range cells {
					if !b.on[c] {
						t.Fatalf("date %s opens cell %d, which is off the board", d, c)
					}
				}
			}
		}
	})
}

// FuzzParsePieces checks that no input panics and that accepted pieces are
// normalized and connected.
func FuzzParsePieces(f *testing.F) {
	f.Add(dragonFjordPieces)
	f.Add("AB\nAB\n")
	f.Add("A.A\n")
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := ParsePieces(strings.NewReader(s), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			if len(p.Cells) == 0 || !connected(p.Cells) {
				t.Fatalf("piece %c: %v", p.Letter, p.Cells)
			}
			r0, c0 := p.Cells[0].Row, p.Cells[0].Col
			for _, c := range p.Cells {
				r0, c0 = min(r0, c.Row), min(c0, c.Col)
			}
			if r0 != 0 || c0 != 0 {
				t.Fatalf("piece %c not normalized: %v", p.Letter, p.Cells)
			}
			_ = orientations(p, true)
		}
	})
}
