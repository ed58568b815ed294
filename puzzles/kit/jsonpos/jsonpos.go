// Package jsonpos reads a JSON document into a tree of values that know
// where they were read, so that a genre's parser can say "file:line:col:
// expected ..." about any value, as the command line promises for bad
// input. It reads any JSON; each genre's schema is checked by the genre,
// with the accessors here.
package jsonpos

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/internal/clip"
)

// Kind is the kind of a JSON value.
type Kind int

// The kinds.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

var kindNames = [...]string{"null", "a boolean", "a number", "a string", "an array", "an object"}

// String returns the kind as a message names it: "a number".
func (k Kind) String() string { return kindNames[k] }

// Value is a JSON value and the place it was read.
type Value struct {
	Kind   Kind
	Offset int64 // byte offset of its first character

	doc    *doc
	bool   bool
	num    json.Number
	str    string
	elems  []*Value
	keys   []string // object keys in input order
	keyOff []int64  // where each key was read
	fields map[string]*Value
}

type doc struct {
	name string
	data []byte
	top  int64 // where the top-level value being read starts
}

// maxDepth bounds nesting, so that a hostile input cannot exhaust the
// stack.
const maxDepth = 64

// Parse reads one JSON value from data; name is the file it came from,
// for messages. Anything but space after the value is an error.
func Parse(data []byte, name string) (*Value, error) {
	d := &doc{name: name, data: data}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	d.top = d.next(dec)
	v, err := d.value(dec, 0)
	if err != nil {
		return nil, err
	}
	if off := SkipSpace(data, dec.InputOffset()); off < int64(len(data)) {
		return nil, d.errAt(off, "unexpected text after the JSON value")
	}
	return v, nil
}

// ParseSeq reads one JSON value or more from data, one after another with
// space between them (JSON Lines: a value a line); name is as for Parse.
// Text after a value that starts no value is an error at its place,
// returned with the values before it.
func ParseSeq(data []byte, name string) ([]*Value, error) {
	d := &doc{name: name, data: data}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var out []*Value
	for len(out) == 0 || SkipSpace(data, dec.InputOffset()) < int64(len(data)) {
		d.top = d.next(dec)
		v, err := d.value(dec, 0)
		if err != nil {
			return out, err
		}
		out = append(out, v)
	}
	return out, nil
}

// SkipSpace returns the offset of the first byte of data at or after off
// that is not JSON's white space, or len(data).
func SkipSpace(data []byte, off int64) int64 {
	for off < int64(len(data)) {
		switch data[off] {
		case ' ', '\t', '\r', '\n':
			off++
			continue
		}
		break
	}
	return off
}

// next returns the offset of the next token, past space and the
// separators the decoder has not consumed yet.
func (d *doc) next(dec *json.Decoder) int64 {
	off := dec.InputOffset()
	for off < int64(len(d.data)) {
		switch d.data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
			continue
		}
		break
	}
	return off
}

func (d *doc) value(dec *json.Decoder, depth int) (*Value, error) {
	if depth > maxDepth {
		return nil, d.errAt(dec.InputOffset(), "JSON nested more than %d deep", maxDepth)
	}
	off := d.next(dec)
	t, err := dec.Token()
	if err != nil {
		return nil, d.syntax(dec, err)
	}
	v := &Value{Offset: off, doc: d}
	switch t := t.(type) {
	case nil:
		v.Kind = Null
	case bool:
		v.Kind, v.bool = Bool, t
	case json.Number:
		v.Kind, v.num = Number, t
	case string:
		v.Kind, v.str = String, t
	case json.Delim:
		switch t {
		case '[':
			v.Kind = Array
			for dec.More() {
				e, err := d.value(dec, depth+1)
				if err != nil {
					return nil, err
				}
				v.elems = append(v.elems, e)
			}
		case '{':
			v.Kind = Object
			v.fields = map[string]*Value{}
			for dec.More() {
				koff := d.next(dec)
				kt, err := dec.Token()
				if err != nil {
					return nil, d.syntax(dec, err)
				}
				key, _ := kt.(string)
				if _, dup := v.fields[key]; dup {
					return nil, d.errAt(koff, "key %q given twice", key)
				}
				e, err := d.value(dec, depth+1)
				if err != nil {
					return nil, err
				}
				v.keys, v.keyOff = append(v.keys, key), append(v.keyOff, koff)
				v.fields[key] = e
			}
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, d.syntax(dec, err)
		}
	}
	return v, nil
}

func (d *doc) syntax(dec *json.Decoder, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		if off, msg, ok := SyntaxAt(d.data, d.top); ok {
			return d.errAt(off, "bad JSON: %s", msg)
		}
		return d.errAt(se.Offset, "bad JSON: %v", err)
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return d.errAt(int64(len(d.data)), "unexpected end of JSON")
	}
	return d.errAt(dec.InputOffset(), "bad JSON: %v", err)
}

// SyntaxAt returns the offset in data of the character at fault in the
// JSON value that starts at from, and what is wrong with it, or false
// when that value is good. A json.Decoder's SyntaxError offsets are not
// the text's in a literal ("tru]") or after its first value: this scans
// the value alone.
func SyntaxAt(data []byte, from int64) (off int64, msg string, ok bool) {
	var raw json.RawMessage
	var se *json.SyntaxError
	if from < 0 || from > int64(len(data)) || !errors.As(json.Unmarshal(data[from:], &raw), &se) || se.Offset < 1 {
		return 0, "", false
	}
	return from + se.Offset - 1, se.Error(), true // the offset is just past the character
}

// TypeErrorAt returns the offset in data of the start of the value that a
// json.UnmarshalTypeError of data names: its Offset is just past the
// value's first token (a string, a number, '{' or '[').
func TypeErrorAt(data []byte, e *json.UnmarshalTypeError) int64 {
	i := min(max(e.Offset, 1), int64(len(data))) - 1
	switch {
	case i < 0:
		return 0
	case data[i] == '"':
		for i--; i >= 0; i-- {
			k := i // an unescaped quote has an even run of backslashes before it
			for k > 0 && data[k-1] == '\\' {
				k--
			}
			if data[i] == '"' && (i-k)%2 == 0 {
				return i
			}
		}
		return 0
	}
	for i > 0 && strings.IndexByte("+-.0123456789eEtruefalsn", data[i-1]) >= 0 { // a number, true, false or null
		i--
	}
	return i
}

// errAt is an error at a byte offset, given as name:line:col.
func (d *doc) errAt(off int64, format string, args ...any) error {
	line, col := d.place(off)
	return fmt.Errorf("%s:%d:%d: %s", d.name, line, col, fmt.Sprintf(format, args...))
}

// place returns the line and column (from 1) of a byte offset.
func (d *doc) place(off int64) (line, col int) {
	line, col = 1, 1
	for i := int64(0); i < off && i < int64(len(d.data)); i++ {
		switch {
		case d.data[i] == '\n':
			line, col = line+1, 1
		case d.data[i]&0xC0 != 0x80: // a rune's first byte: columns count runes, as in text grids
			col++
		}
	}
	return line, col
}

// RunePlace returns the line and column of the rune at index i (from 0)
// of the string v as it stands in the document: an escape (\\, \u002e, a
// surrogate pair) is the one rune it stands for.
func (v *Value) RunePlace(i int) (line, col int) {
	d := v.doc.data
	off := v.Offset + 1 // after the quote
	hex := func(at int64) (rune, bool) {
		if at+6 > int64(len(d)) || d[at] != '\\' || d[at+1] != 'u' {
			return 0, false
		}
		n, err := strconv.ParseUint(string(d[at+2:at+6]), 16, 16)
		return rune(n), err == nil
	}
	for k := 0; k < i && off < int64(len(d)) && d[off] != '"'; k++ {
		switch {
		case d[off] != '\\':
			_, size := utf8.DecodeRune(d[off:])
			off += int64(size)
		case off+1 < int64(len(d)) && d[off+1] == 'u':
			r, _ := hex(off)
			off += 6
			if low, ok := hex(off); ok && utf16.IsSurrogate(r) && low >= 0xDC00 && low <= 0xDFFF {
				off += 6
			}
		default:
			off += 2
		}
	}
	return v.doc.place(off)
}

// Where returns the name of v's document and the line and column (from 1)
// of v's first character: for a string, its opening quote.
func (v *Value) Where() (name string, line, col int) {
	line, col = v.doc.place(v.Offset)
	return v.doc.name, line, col
}

// Errorf returns an error that names the place of v: "name:line:col: ...".
func (v *Value) Errorf(format string, args ...any) error {
	return v.doc.errAt(v.Offset, format, args...)
}

// expect is the error for a value of the wrong kind.
func (v *Value) expect(what string) error {
	return v.Errorf("expected %s, found %s", what, v.Kind)
}

// IsNull reports whether v is null (or absent: a nil Value).
func (v *Value) IsNull() bool { return v == nil || v.Kind == Null }

// Int returns v as an int; what names it in the error ("the row").
func (v *Value) Int(what string) (int, error) {
	if v.Kind != Number {
		return 0, v.expect(what + " as a whole number")
	}
	n, err := strconv.Atoi(v.num.String())
	if err != nil {
		return 0, v.Errorf("%s: expected a whole number, found %s", what, v.NumText())
	}
	return n, nil
}

// NumText returns a number as it was written ("1.5", "2e3"), cut at 24
// characters, for a message about a number that is not what was expected;
// for another kind, its name ("a string").
func (v *Value) NumText() string {
	if v.Kind != Number {
		return v.Kind.String()
	}
	return clip.Text(v.num.String(), 24)
}

// IntIn returns v as an int from lo to hi.
func (v *Value) IntIn(what string, lo, hi int) (int, error) {
	n, err := v.Int(what)
	if err == nil && (n < lo || n > hi) {
		err = v.Errorf("%s %d: expected %d to %d", what, n, lo, hi)
	}
	return n, err
}

// Bool returns v as a boolean; what names it in the error.
func (v *Value) Bool(what string) (bool, error) {
	if v.Kind != Bool {
		return false, v.expect(what + " as true or false")
	}
	return v.bool, nil
}

// Str returns v as a string.
func (v *Value) Str(what string) (string, error) {
	if v.Kind != String {
		return "", v.expect(what + " as a string")
	}
	return v.str, nil
}

// Elems returns the elements of an array.
func (v *Value) Elems(what string) ([]*Value, error) {
	if v.Kind != Array {
		return nil, v.expect(what + " as an array")
	}
	return v.elems, nil
}

// Ints returns an array of whole numbers.
func (v *Value) Ints(what string) ([]int, error) {
	es, err := v.Elems(what)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(es))
	for i, e := range es {
		if out[i], err = e.Int(what); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Keys returns an object's keys in input order.
func (v *Value) Keys(what string) ([]string, error) {
	if v.Kind != Object {
		return nil, v.expect(what + " as an object")
	}
	return v.keys, nil
}

// Only checks that the object v has no key but those given: a misspelt
// optional key would otherwise leave its part of the puzzle out
// unnoticed. The error names the first other key, at its place; what
// names v ("the puzzle").
func (v *Value) Only(what string, keys ...string) error {
	if v.Kind != Object {
		return v.expect(what + " as an object")
	}
	if key, off, ok := v.Other(keys...); ok {
		return v.doc.errAt(off, "%s", NoKey(key, what, keys))
	}
	return nil
}

// NoKey is the message for a key (Other) that what, an object of keys,
// does not have.
func NoKey(key, what string, keys []string) string {
	return fmt.Sprintf("%q is no key of %s: expected %s", key, what, orList(keys))
}

// Other returns the first key of the object v that is not among keys,
// and its byte offset; ok is false when there is none.
func (v *Value) Other(keys ...string) (key string, off int64, ok bool) {
	for k, key := range v.keys {
		if !slices.Contains(keys, key) {
			return key, v.keyOff[k], true
		}
	}
	return "", 0, false
}

// orList quotes the keys as a message lists them: "a", "b" or "c".
func orList(keys []string) string {
	q := make([]string, len(keys))
	for i, k := range keys {
		q[i] = strconv.Quote(k)
	}
	return clip.OrList(q)
}

// Field returns the value of key in an object, or nil when v is not an
// object or has no such key.
func (v *Value) Field(key string) *Value {
	if v == nil || v.Kind != Object {
		return nil
	}
	return v.fields[key]
}

// Need returns the value of key in the object v: an error names v when v
// is not an object or lacks the key.
func (v *Value) Need(key, what string) (*Value, error) {
	if v.Kind != Object {
		return nil, v.expect(what)
	}
	f, ok := v.fields[key]
	if !ok {
		return nil, v.Errorf("%s: no %q", what, key)
	}
	return f, nil
}
