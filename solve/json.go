package solve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
)

// WriteJSONLine writes one line of the JSON output to w, in one write:
// an object with "puzzle" and "status" first, then the other fields by
// name, and a newline. A field that JSON cannot hold is an error, and
// nothing is written. Strings are written as they are, not escaped for
// HTML: "<stdin>", Futoshiki's signs.
func WriteJSONLine(w io.Writer, puzzle, status string, fields map[string]any) error {
	var b bytes.Buffer
	name, err := marshal(puzzle)
	if err != nil {
		return err
	}
	fmt.Fprintf(&b, `{"puzzle":%s,"status":%q`, name, status)
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v, err := marshal(fields[k])
		if err != nil {
			return fmt.Errorf("field %q: %w", k, err)
		}
		fmt.Fprintf(&b, ",%q:%s", k, v)
	}
	b.WriteString("}\n")
	_, err = w.Write(b.Bytes())
	return err
}

// marshal is json.Marshal without the escapes of <, > and & for HTML,
// which a line read by people and by JSON tools does not need.
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
