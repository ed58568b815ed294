package puzzlink

import (
	"strings"
	"testing"
)

func TestWholeBorders(t *testing.T) {
	r := NewReader("9q02jg", 1)
	b, err := r.WholeBorders(4, 4)
	if err != nil || len(b) != 24 || !r.Done() {
		t.Fatalf("a whole body: %v, %d borders", err, len(b))
	}
	r = NewReader("9q0", 1)
	if _, err := r.WholeBorders(4, 4); err == nil || !strings.Contains(err.Error(), "column 4: the URL ends in the borders: expected 6 base-32 digits, 3 given") {
		t.Errorf("a body cut short: %v", err)
	}
	r = NewReader("", 1)
	if _, err := r.WholeBorders(1, 1); err != nil {
		t.Errorf("a grid of one cell has no borders: %v", err)
	}
}
