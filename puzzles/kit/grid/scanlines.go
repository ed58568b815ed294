package grid

import "bytes"

// ScanLines is a bufio.SplitFunc of lines ended by LF, CRLF or CR alone
// (classic Mac OS), without their ends: the line ends every reader of
// the kit takes (kit.Genre.Parse), for the readers that scan their input
// a line at a time (a queens board, the calendar's files).
func ScanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	i := bytes.IndexAny(data, "\r\n")
	switch {
	case i < 0 && atEOF && len(data) > 0:
		return len(data), data, nil // the last line, without its end
	case i < 0:
		return 0, nil, nil // more data, or the end
	case data[i] == '\n':
		return i + 1, data[:i], nil
	case i+1 < len(data):
		if data[i+1] == '\n' {
			return i + 2, data[:i], nil // CRLF
		}
		return i + 1, data[:i], nil
	case atEOF:
		return i + 1, data[:i], nil
	}
	return 0, nil, nil // a CR last: more data tells whether an LF follows
}
