package puzzlink

// Optional writes v as Number16 when it is 0 or more, else an empty item
// (a skip letter): a count or clue that a puzzle may leave out, such as
// the outside counts of Tents and Magnets (decodeNumber16ExCell).
func (w *Writer) Optional(v int) {
	if v < 0 {
		w.Empty()
		return
	}
	w.Number16(v)
}
