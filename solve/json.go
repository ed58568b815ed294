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
// nothing is written. Strings are written as they are (JSONEncoder).
func WriteJSONLine(w io.Writer, puzzle, status string, fields map[string]any) error {
	var b bytes.Buffer
	enc := JSONEncoder(&b)
	// put appends v's JSON, without the newline Encode ends it with (an
	// Encode that fails writes nothing).
	put := func(v any) error {
		if err := enc.Encode(v); err != nil {
			return err
		}
		b.Truncate(b.Len() - 1)
		return nil
	}
	b.WriteString(`{"puzzle":`)
	if err := put(puzzle); err != nil {
		return err
	}
	fmt.Fprintf(&b, `,"status":%q`, status)
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, ",%q:", k)
		if err := put(fields[k]); err != nil {
			return fmt.Errorf("field %q: %w", k, err)
		}
	}
	b.WriteString("}\n")
	_, err := w.Write(b.Bytes())
	return err
}

// JSONEncoder returns an encoder of JSON lines to w that writes strings as
// they are, without the escapes of <, > and & for HTML ("<stdin>",
// Futoshiki's signs), which lines read by people and by JSON tools do not
// need. Every JSON line the command line writes goes through one.
func JSONEncoder(w io.Writer) *json.Encoder {
	e := json.NewEncoder(w)
	e.SetEscapeHTML(false)
	return e
}
