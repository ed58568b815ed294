package grid

import "bytes"

// StripComments cuts each line of data at the first prefix, which starts
// a comment to the end of the line ("2 . . 2  # a given"): for typed
// grids whose tokens never hold it. ReadText's comment skips whole lines
// only.
func StripComments(data []byte, prefix string) []byte {
	if !bytes.Contains(data, []byte(prefix)) {
		return data
	}
	lines := bytes.Split(data, []byte{'\n'})
	for k, l := range lines {
		if i := bytes.Index(l, []byte(prefix)); i >= 0 {
			lines[k] = l[:i]
		}
	}
	return bytes.Join(lines, []byte{'\n'})
}
