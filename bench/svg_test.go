package bench

import (
	"bytes"
	"encoding/xml"
	"testing"
)

// TestEscapeAgreesWithXML checks the SVG writer's escaping against
// encoding/xml's, which it replaced to keep that package's start-up cost
// out of the program.
func TestEscapeAgreesWithXML(t *testing.T) {
	for _, s := range []string{"", "queens 8×8", `a<b & "c" > 'd'`, "tab\tnew\nret\r", "bell\a nul\x00", "bad \xff utf8", "\ufffe\uffff", "snowman ☃ 🧩"} {
		var got svgWriter
		got.escape(s)
		var want bytes.Buffer
		if err := xml.EscapeText(&want, []byte(s)); err != nil {
			t.Fatal(err)
		}
		// encoding/xml writes newline as &#xA; and tab, carriage return
		// as entities; both are the same character data.
		var back struct {
			Text string `xml:",chardata"`
		}
		if err := xml.Unmarshal([]byte("<t>"+got.b.String()+"</t>"), &back); err != nil {
			t.Fatalf("escape(%q) = %q: not XML: %v", s, got.b.String(), err)
		}
		var wantBack struct {
			Text string `xml:",chardata"`
		}
		if err := xml.Unmarshal([]byte("<t>"+want.String()+"</t>"), &wantBack); err != nil {
			t.Fatal(err)
		}
		if back.Text != wantBack.Text {
			t.Errorf("escape(%q) reads back as %q; encoding/xml's as %q", s, back.Text, wantBack.Text)
		}
	}
}
