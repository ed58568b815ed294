package jsonpos

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestParsePlaces(t *testing.T) {
	src := "{\n  \"shape\": [6, 6],\n  \"fixed\": [{\"row\": 1, \"col\": \"x\"}],\n  \"v\": null\n}\n"
	v, err := Parse([]byte(src), "p.json")
	if err != nil {
		t.Fatal(err)
	}
	shape, err := v.Field("shape").Ints("shape")
	if err != nil || len(shape) != 2 || shape[0] != 6 {
		t.Fatalf("shape %v, %v", shape, err)
	}
	fixed, _ := v.Field("fixed").Elems("fixed")
	col, _ := fixed[0].Need("col", "a fixed cell")
	if _, err := col.Int("the column"); err == nil || err.Error() != `p.json:3:31: expected the column as a whole number, found a string` {
		t.Fatalf("error %v", err)
	}
	if !v.Field("v").IsNull() || !v.Field("absent").IsNull() {
		t.Fatal("null or absent not seen as null")
	}
	if _, err := fixed[0].Need("val", "a fixed cell"); err == nil || !strings.HasPrefix(err.Error(), "p.json:3:13: a fixed cell: no \"val\"") {
		t.Fatalf("error %v", err)
	}
	if keys, _ := v.Keys("the puzzle"); strings.Join(keys, ",") != "shape,fixed,v" {
		t.Fatalf("keys %v", keys)
	}
	if _, err := v.Field("shape").Elems("x"); err != nil {
		t.Fatal(err)
	}
	if n, err := shape0(v).IntIn("rows", 1, 5); err == nil {
		t.Fatalf("6 accepted as 1 to 5: %d", n)
	}
}

func shape0(v *Value) *Value { es, _ := v.Field("shape").Elems("shape"); return es[0] }

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"", "f:1:1: unexpected end of JSON"},
		{"{\"a\": [1, 2}", "f:1:12: bad JSON"},
		{"{\"a\": 1} x", "f:1:10: unexpected text after the JSON value"},
		// At the bad character, in a literal too (the decoder's own
		// offsets put these at 1:5 and 1:8).
		{"{\"a\": x}", "f:1:7: bad JSON: invalid character 'x'"},
		{"{\"a\": [tru]}", "f:1:11: bad JSON: invalid character ']' in literal true"},
		{"{\"a\": 1, \"a\": 2}", "f:1:10: key \"a\" given twice"},
		{"{\"a\": 1.5}", ""},
		{strings.Repeat("[", 100) + strings.Repeat("]", 100), "nested more than"},
	} {
		_, err := Parse([]byte(tc.src), "f")
		if tc.want == "" {
			if err != nil {
				t.Errorf("%q: %v", tc.src, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
	v, _ := Parse([]byte(`{"a": 1.5, "b": 99999999999999999999}`), "f")
	if _, err := v.Field("a").Int("a"); err == nil {
		t.Error("1.5 read as a whole number")
	}
	if _, err := v.Field("b").Int("b"); err == nil {
		t.Error("an overflowing number read as an int")
	}
}

// ParseSeq reads JSON Lines: each value with its own place, and the
// errors of Parse, but text after a value is the next one's.
func TestParseSeq(t *testing.T) {
	vs, err := ParseSeq([]byte("{\"a\": 1}\n\n  [2]\n\"x\"\n"), "f")
	if err != nil || len(vs) != 3 {
		t.Fatalf("%d values, %v; want 3", len(vs), err)
	}
	for k, want := range [][2]int{{1, 1}, {3, 3}, {4, 1}} {
		if _, line, col := vs[k].Where(); line != want[0] || col != want[1] {
			t.Errorf("value %d at %d:%d, want %d:%d", k, line, col, want[0], want[1])
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"", "f:1:1: unexpected end of JSON"},
		{" \n ", "f:2:2: unexpected end of JSON"},
		{"{\"a\": 1}\n{\"a\": [1, 2}", "f:2:12: bad JSON"},
		{"{\"a\": 1} x", "f:1:10: bad JSON"},
	} {
		if _, err := ParseSeq([]byte(tc.src), "f"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
	// With the values before the error, for a batch to answer them.
	if vs, err := ParseSeq([]byte("{\"a\": 1}\n[2]\n{\"a\": [1, 2}"), "f"); err == nil || len(vs) != 2 {
		t.Errorf("%d values before the error %v, want 2", len(vs), err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"shape": [6, 6], "fixed": [{"row": 0, "col": 0, "val": "X"}]}`))
	f.Add([]byte(`[1, "a", null, true, {"x": [[]]}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := Parse(data, "fuzz")
		vs, serr := ParseSeq(data, "fuzz")
		for _, e := range []error{err, serr} {
			if e != nil && !strings.HasPrefix(e.Error(), "fuzz:") {
				t.Fatalf("error without a place: %v", e)
			}
		}
		if err == nil && (serr != nil || len(vs) != 1) {
			t.Fatalf("one value %v read as %d (%v)", v.Kind, len(vs), serr)
		}
		if err == nil {
			_ = v.Errorf("x")
		}
	})
}

func TestNumText(t *testing.T) {
	v, err := Parse([]byte(`[1.5, 2e3, 7, "x", null]`), "n")
	if err != nil {
		t.Fatal(err)
	}
	es, _ := v.Elems("it")
	var got []string
	for _, e := range es {
		got = append(got, e.NumText())
	}
	if want := "1.5 2e3 7 a string null"; strings.Join(got, " ") != want {
		t.Errorf("NumText: %q, expected %q", got, want)
	}
}

// TestOnly: a key outside the form is named at its place, with the keys
// the form has.
func TestOnly(t *testing.T) {
	for _, tc := range []struct {
		src  string
		keys []string
		want string
	}{
		{`{"a": 1, "b": 2}`, []string{"a", "b", "c"}, ""},
		{`{}`, []string{"a"}, ""},
		{`{"a": 1,
  "bb": 2}`, []string{"a", "b"}, `f:2:3: "bb" is no key of the puzzle: expected "a" or "b"`},
		{`{"z": 1}`, []string{"a", "b", "c"}, `f:1:2: "z" is no key of the puzzle: expected "a", "b" or "c"`},
		{`[1]`, []string{"a"}, "f:1:1: expected the puzzle as an object, found an array"},
	} {
		v, err := Parse([]byte(tc.src), "f")
		if err != nil {
			t.Fatal(err)
		}
		err = v.Only("the puzzle", tc.keys...)
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && got != tc.want {
			t.Errorf("%s: %v, want %q", tc.src, err, tc.want)
		}
	}
}

// A number too long for an int is quoted cut short: a thousand digits
// made a message of a thousand characters.
func TestLongNumber(t *testing.T) {
	digits := strings.Repeat("9", 1000)
	v, err := Parse([]byte(`{"size": `+digits+`}`), "n")
	if err != nil {
		t.Fatal(err)
	}
	_, err = v.Field("size").Int("size")
	if err == nil || len(err.Error()) > 100 || !strings.Contains(err.Error(), "999…") {
		t.Errorf("Int: %v (%d characters), expected the number cut short", err, len(fmt.Sprint(err)))
	}
	if s := v.Field("size").NumText(); len(s) > 40 {
		t.Errorf("NumText: %d characters", len(s))
	}
}

// TestTypeErrorAt: the start of the value of a type error, whatever its
// kind, found from encoding/json's offset just past its first token.
func TestTypeErrorAt(t *testing.T) {
	type cell struct{ Val int }
	type puzzle struct {
		Shape int
		Cells []cell
		Name  string
	}
	for _, c := range []struct {
		in   string
		want string // the text from the value on
	}{
		{`{"shape": "9"}`, `"9"}`},
		{`{"shape": "a\"b\\"}`, `"a\"b\\"}`},
		{`{"shape": 1e10}`, `1e10}`},
		{`{"shape": -1.5}`, `-1.5}`},
		{`{"shape": true}`, `true}`},
		{`{"shape": [1]}`, `[1]}`},
		{`{"cells": {"val": 1}}`, `{"val": 1}}`},
		{`{"cells": [{"val": "1"}]}`, `"1"}]}`},
		{`{"name": 12}`, `12}`},
		{`[]`, `[]`},
	} {
		var p puzzle
		var e *json.UnmarshalTypeError
		if err := json.Unmarshal([]byte(c.in), &p); !errors.As(err, &e) {
			t.Fatalf("%s: %v, expected a type error", c.in, err)
		}
		if got := c.in[TypeErrorAt([]byte(c.in), e):]; got != c.want {
			t.Errorf("%s: at %q, expected %q", c.in, got, c.want)
		}
	}
}
