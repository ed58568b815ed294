package kit

import "fmt"

// GenerateSize returns the side of the grid that --size asks a generator
// for: usual when size is 0, else size, which must be from lo to hi
// ("--size 3: expected 4 to 30").
func GenerateSize(size, usual, lo, hi int) (int, error) {
	if size == 0 {
		size = usual
	}
	if size < lo || size > hi {
		return 0, fmt.Errorf("--size %d: expected %d to %d", size, lo, hi)
	}
	return size, nil
}
