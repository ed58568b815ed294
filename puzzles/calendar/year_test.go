package calendar

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestYearNoneCounted: a table stopped before any date was counted names
// no minimum or maximum (QA: it gave 0 tilings on Jan 1 for both), and one
// with dates counted names the right ones.
func TestYearNoneCounted(t *testing.T) {
	p := DragonFjordPuzzle()
	dates := yearDates(p)
	rows := make([]yearRow, len(dates))
	for i, d := range dates {
		rows[i] = yearRow{d: d}
	}
	var js, text strings.Builder
	if err := writeYear("json", p, rows, true, &js); err != nil {
		t.Fatal(err)
	}
	var sum map[string]any
	if err := json.Unmarshal([]byte(js.String()), &sum); err != nil {
		t.Fatalf("%v: %s", err, js.String())
	}
	for _, k := range []string{"min", "max", "min_date", "max_date"} {
		if _, ok := sum[k]; ok {
			t.Errorf("no date counted, yet %q: %v", k, sum[k])
		}
	}
	if sum["dates"] != 0.0 || sum["partial"] != true {
		t.Errorf("summary %v", sum)
	}
	if err := writeYear("text", p, rows, true, &text); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text.String(), "min") || !strings.HasSuffix(text.String(), "0 (partial)\n") {
		t.Errorf("text:\n%s", text.String())
	}

	rows[3].complete, rows[3].count = true, 9
	rows[7].complete, rows[7].count = true, 4
	js.Reset()
	if err := writeYear("json", p, rows, true, &js); err != nil {
		t.Fatal(err)
	}
	last := js.String()[strings.LastIndex(strings.TrimSpace(js.String()), "\n")+1:]
	if err := json.Unmarshal([]byte(last), &sum); err != nil {
		t.Fatalf("%v: %s", err, last)
	}
	if sum["min"] != 4.0 || sum["max"] != 9.0 || sum["min_date"] != dates[7].String() || sum["max_date"] != dates[3].String() || sum["dates"] != 2.0 || sum["total"] != 13.0 {
		t.Errorf("two dates counted: %v", sum)
	}
}
