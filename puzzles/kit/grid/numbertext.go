package grid

import "strconv"

// NumberText writes a cell's number, or none for a number below 1 (no
// given, or an Unknown that --forced leaves open).
func NumberText(v int, none string) string {
	if v < 1 {
		return none
	}
	return strconv.Itoa(v)
}
