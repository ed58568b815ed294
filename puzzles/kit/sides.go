package kit

// Sides returns the columns and rows a generator makes from its flags:
// --rows and --cols when given, else --size (size), else the genre's
// usual side.
func Sides(size, usual, rows, cols int) (w, h int) {
	if size == 0 {
		size = usual
	}
	w, h = cols, rows
	if w == 0 {
		w = size
	}
	if h == 0 {
		h = size
	}
	return w, h
}
