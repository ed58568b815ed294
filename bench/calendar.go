package bench

import (
	"fmt"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/calendar"
)

// Calendar makes a workload of the DragonFjord A-Puzzle-A-Day for the
// dates (such as "Jan 1"): one tiling each, or every tiling counted.
func Calendar(dates []string, mode Mode) (*Workload, error) {
	p := calendar.DragonFjordPuzzle()
	ds := make([]calendar.Date, len(dates))
	for i, s := range dates {
		d, err := calendar.ParseDate(s, time.Now())
		if err != nil {
			return nil, err
		}
		ds[i] = d
	}
	family := "calendar-one"
	if mode == CountAll {
		family = "calendar-count"
	}
	return &Workload{
		Name:   fmt.Sprintf("%s %s", family, strings.Join(dates, ",")),
		Kind:   "calendar",
		Family: family,
		Axes:   []Axis{AMO},
		Items:  len(ds),
		Mode:   mode,
		Encode: func(i int, cfg encode.Config) (Instance, error) {
			m, err := p.Encode(ds[i], cfg)
			if err != nil {
				return Instance{}, err
			}
			return Instance{Formula: m.Formula, Projection: m.Projection}, nil
		},
	}, nil
}
