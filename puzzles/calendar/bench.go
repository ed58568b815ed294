package calendar

import (
	"fmt"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// workload is the DragonFjord A-Puzzle-A-Day for the dates (such as "Jan
// 1"): one tiling each (solve.SolveOne), or every tiling counted.
func workload(dates []string, mode solve.Mode, expect time.Duration) (*solve.Workload, error) {
	p := DragonFjordPuzzle()
	ds := make([]Date, len(dates))
	for i, s := range dates {
		d, err := ParseDate(s, time.Now())
		if err != nil {
			return nil, err
		}
		ds[i] = d
	}
	family := "calendar-one"
	if mode == solve.CountAll {
		family = "calendar-count"
	}
	return &solve.Workload{
		Name:   fmt.Sprintf("%s %s", family, strings.Join(dates, ",")),
		Kind:   "calendar",
		Family: family,
		Axes:   []solve.Axis{solve.AxisAMO},
		Items:  len(ds),
		Mode:   mode,
		Expect: expect,
		Encode: func(i int, cfg encode.Config) (solve.Instance, error) {
			m, err := p.Encode(ds[i], cfg)
			if err != nil {
				return solve.Instance{}, err
			}
			return solve.Instance{Formula: m.Formula, Projection: m.Projection}, nil
		},
	}, nil
}

// workloads are the benchmark's calendar dates.
func workloads(src solve.BenchSource) ([]*solve.Workload, []string) {
	type spec struct {
		dates  []string
		mode   solve.Mode
		expect time.Duration
	}
	specs := []spec{{[]string{"Jan 1"}, solve.SolveOne, 50 * time.Millisecond}}
	if !src.Quick {
		specs = []spec{
			{[]string{"Jan 1", "Feb 29", "Jul 4", "Oct 31", "Dec 25"}, solve.SolveOne, 150 * time.Millisecond},
			{[]string{"Jan 1"}, solve.CountAll, 5 * time.Second},
		}
	}
	var out []*solve.Workload
	var notes []string
	for _, s := range specs {
		w, err := workload(s.dates, s.mode, s.expect)
		if err != nil {
			notes = append(notes, fmt.Sprintf("calendar skipped: %v", err))
			continue
		}
		out = append(out, w)
	}
	return out, notes
}
