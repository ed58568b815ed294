package solve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
)

// JSONLine returns one line of the JSON output: an object with "puzzle"
// and "status" first, then the other fields by name, and a newline.
func JSONLine(puzzle, status string, fields map[string]any) ([]byte, error) {
	var b bytes.Buffer
	name, err := json.Marshal(puzzle)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(&b, `{"puzzle":%s,"status":%q`, name, status)
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v, err := json.Marshal(fields[k])
		if err != nil {
			return nil, fmt.Errorf("field %q: %w", k, err)
		}
		fmt.Fprintf(&b, ",%q:%s", k, v)
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}
