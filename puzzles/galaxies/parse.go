package galaxies

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/batch"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
)

// MaxInput is the largest input read, in bytes.
const MaxInput = 16 << 20

// Parse reads one or more puzzles and tells the format by the content: a
// JSON object (ParseJSON); lines of puzz.link URLs or Galaxies game IDs,
// one puzzle a line (ParseList); or text grids (ParseText), several
// separated by "---" lines (as generate writes a batch), each named
// name:LINE. name is used in error messages, which give the line and
// column, numbered as in the whole input.
func Parse(r io.Reader, name string) ([]*Puzzle, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(data) > MaxInput {
		return nil, fmt.Errorf("%s: more than %d bytes: expected one puzzle or a list of URLs", name, MaxInput)
	}
	text := string(data)
	switch {
	case strings.HasPrefix(strings.TrimSpace(text), "{") || strings.HasPrefix(strings.TrimSpace(text), "["):
		p, err := ParseJSON(data, name)
		if err != nil {
			return nil, err
		}
		return []*Puzzle{p}, nil
	case hasLink(text):
		return ParseList(text, name)
	}
	// Grids separated by "---" lines, as generate writes a batch.
	return batch.Parse(data, name, func(b []byte, name string) (*Puzzle, error) { return ParseText(bytes.NewReader(b), name) },
		func(p *Puzzle, n string) { p.Name = n })
}

// IsLink reports whether s is a puzz.link URL or a Galaxies game ID.
func IsLink(s string) bool { return IsURL(s) || IsTatham(s) }

// ParseLink reads a puzz.link URL or a Galaxies game ID. Errors give the
// column (from 1) of the offending part of s.
func ParseLink(s string) (*Puzzle, error) {
	if IsURL(s) || !IsTatham(s) && strings.Contains(s, "?") {
		return ParseURL(s)
	}
	return ParseTatham(s)
}

// linkCol returns the column of a link's error, or 0, and its message.
func linkCol(err error) (int, string) {
	var ue *puzzlink.Error
	var te *TathamError
	switch {
	case errors.As(err, &ue):
		return ue.Col, ue.Msg
	case errors.As(err, &te):
		return te.Col, te.Msg
	}
	return 0, err.Error()
}

// hasLink reports whether a line of text, other than a comment, is a link
// or a name, a tab and a link.
func hasLink(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		_, after, _ := strings.Cut(line, "\t")
		if looksLink(line) || looksLink(after) {
			return true
		}
	}
	return false
}

// looksLink reports whether s is a link, or a word with a query that
// could be a URL of another genre (which ParseList then names).
func looksLink(s string) bool {
	t := strings.TrimSpace(s)
	return IsLink(s) || !strings.ContainsAny(t, " \t") && strings.Contains(t, "?") && strings.Contains(t, "/")
}

// ParseList reads puzzles one per line, each a puzz.link URL or a
// Galaxies game ID. Blank lines and lines starting with '#' are skipped,
// and so is a first line with a tab that holds no puzzle (a table's
// header). A line may start with a name and a tab, which names the
// puzzle.
func ParseList(text, name string) ([]*Puzzle, error) {
	var out []*Puzzle
	header := true
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, " \t\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		first := header
		header = false
		label, link, tab := strings.Cut(line, "\t")
		start := len(label) + 1
		if !tab {
			label, link, start = "", line, 0
		}
		if !looksLink(link) {
			if first && tab {
				continue
			}
			return nil, fmt.Errorf("%s:%d:%d: %q: expected a puzz.link URL such as %stentaisho/5/5/o3ey72fs2fl or a Galaxies game ID such as 5x5:cfjglmlcg", name, i+1, start+1, clip(link), puzzlink.Host)
		}
		p, err := ParseLink(link)
		if err != nil {
			col, msg := linkCol(err)
			return nil, fmt.Errorf("%s:%d:%d: %s", name, i+1, start+max(col, 1), msg)
		}
		p.Name = strings.TrimSpace(label)
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s:1:1: no puzzle found: expected puzz.link URLs or Galaxies game IDs, one a line", name)
	}
	return out, nil
}
