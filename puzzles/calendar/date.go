package calendar

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Date is the date a puzzle leaves open: a month and a day and, for the
// weekday editions, a weekday.
type Date struct {
	Month, Day int // 1–12, 1–31
	Weekday    time.Weekday
	HasWeekday bool
}

// String writes the date as "Jul 23", or "Thu Jul 23" with a weekday.
func (d Date) String() string {
	s := fmt.Sprintf("%s %d", MonthAbbr(d.Month), d.Day)
	if d.HasWeekday {
		s = weekdayNames[d.Weekday][:3] + " " + s
	}
	return s
}

// daysIn is the number of days of each month in a leap year: every date of
// the puzzle, Feb 29 included.
var daysIn = [13]int{0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// DaysIn returns the number of days month m (1–12) has in a leap year.
func DaysIn(m int) int { return daysIn[m] }

// FromTime returns the date of t, with its weekday.
func FromTime(t time.Time) Date {
	return Date{Month: int(t.Month()), Day: t.Day(), Weekday: t.Weekday(), HasWeekday: true}
}

// AllDates returns the 366 dates of a leap year, from Jan 1 to Dec 31,
// without weekdays.
func AllDates() []Date {
	var ds []Date
	for m := 1; m <= 12; m++ {
		for d := 1; d <= daysIn[m]; d++ {
			ds = append(ds, Date{Month: m, Day: d})
		}
	}
	return ds
}

// ParseDate reads a date. It accepts, in any case:
//
//	2026-07-23         year-month-day (ISO 8601); the weekday follows
//	7/23  7/23/2026    month/day, optionally /year (US order)
//	07-23              month-day
//	Jul 23  July 23    a month name (three letters, Sept, or in full) and a day
//	23 Jul  23 July    a day and a month name
//	Jul 23 2026        with a year, in either order ("23 Jul, 2026" too)
//	today              today's date (from now)
//
// A weekday name may come first or last ("Thu Jul 23", "2026-07-23 Thu");
// with a year too, it must be that date's weekday. Without a year the date
// has a weekday only when one is named. Commas and dots are ignored.
// Impossible dates (Feb 30, Apr 31, month 13; Feb 29 in a year that is not
// a leap year) are errors; Feb 29 without a year is a date.
func ParseDate(s string, now time.Time) (Date, error) {
	orig := s
	s = strings.TrimSpace(strings.NewReplacer(",", " ", ".", " ").Replace(s))
	if strings.EqualFold(s, "today") {
		return FromTime(now), nil
	}
	fields := strings.Fields(s)
	var wd time.Weekday
	hasWD := false
	// A weekday name first or last.
	if len(fields) > 1 {
		for _, i := range []int{0, len(fields) - 1} {
			if w, ok := lookupWeekday(fields[i]); ok {
				wd, hasWD = w, true
				fields = append(fields[:i:i], fields[i+1:]...)
				break
			}
		}
	}
	bad := func(why string) (Date, error) {
		return Date{}, fmt.Errorf("date %q: %s", orig, why)
	}
	const forms = "expected a date such as 2026-07-23, 7/23, Jul 23, July 23 or 23 Jul"
	month, day, year := 0, 0, 0
	switch {
	case len(fields) == 1 && (strings.Count(fields[0], "-") > 0 || strings.Count(fields[0], "/") > 0):
		sep := "-"
		if strings.Contains(fields[0], "/") {
			sep = "/"
		}
		parts := strings.Split(fields[0], sep)
		nums := make([]int, len(parts))
		for i, p := range parts {
			n, err := number(p)
			if err != nil {
				return bad(forms)
			}
			nums[i] = n
		}
		switch {
		case sep == "-" && len(nums) == 3 && len(parts[0]) == 4:
			year, month, day = nums[0], nums[1], nums[2]
		case sep == "-" && len(nums) == 2:
			month, day = nums[0], nums[1]
		case sep == "/" && len(nums) == 2:
			month, day = nums[0], nums[1]
		case sep == "/" && len(nums) == 3 && len(parts[2]) == 4:
			month, day, year = nums[0], nums[1], nums[2]
		default:
			return bad(forms)
		}
	case len(fields) == 2 || len(fields) == 3:
		hasDay := false
		for _, f := range fields {
			if m := lookupMonth(f); m > 0 {
				if month != 0 {
					return bad("two months: " + forms)
				}
				month = m
				continue
			}
			n, err := number(f)
			switch {
			case err != nil:
				return bad(fmt.Sprintf("%q is not a month, a day or a year: %s", f, forms))
			case len(f) == 4 && year == 0:
				year = n
			case !hasDay && len(f) <= 2:
				day, hasDay = n, true
			default:
				return bad(forms)
			}
		}
		if month == 0 || !hasDay || (len(fields) == 3 && year == 0) {
			return bad(forms)
		}
	default:
		return bad(forms)
	}
	if month < 1 || month > 12 {
		return bad(fmt.Sprintf("month %d: expected 1 to 12", month))
	}
	days := daysIn[month] // a leap year's, as the board's, unless the year says
	if month == 2 && year != 0 && time.Date(year, 2, 29, 12, 0, 0, 0, time.UTC).Day() != 29 {
		days = 28
	}
	if day < 1 || day > daysIn[month] {
		return bad(fmt.Sprintf("%s has no day %d (it has %d days)", monthNames[month], day, days))
	}
	d := Date{Month: month, Day: day, Weekday: wd, HasWeekday: hasWD}
	if year != 0 {
		if year < 1 || year > 9999 {
			return bad(fmt.Sprintf("year %d: expected 1 to 9999", year))
		}
		if day > days {
			return bad(fmt.Sprintf("%d is not a leap year: February has 28 days", year))
		}
		t := time.Date(year, time.Month(month), day, 12, 0, 0, 0, time.UTC)
		if hasWD && t.Weekday() != wd {
			return bad(fmt.Sprintf("%s %d, %d is a %s, not a %s", monthNames[month], day, year, t.Weekday(), wd))
		}
		d.Weekday, d.HasWeekday = t.Weekday(), true
	}
	return d, nil
}

// number reads a short unsigned decimal number.
func number(s string) (int, error) {
	if s == "" || len(s) > 4 {
		return 0, fmt.Errorf("bad number %q", s)
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("bad number %q", s)
		}
	}
	return strconv.Atoi(s)
}
