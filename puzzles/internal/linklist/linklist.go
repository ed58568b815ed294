// Package linklist reads what the genres with link formats share: files
// that list puzzles one a line, each a puzz.link URL or a game ID, maybe
// after a name and a tab, beside their JSON and text grids. A genre
// describes its links once (Format) and reads its inputs with it.
package linklist

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/batch"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/scan"
)

// Format is a genre's links.
type Format[T any] struct {
	// Is reports whether s is a link of the genre.
	Is func(s string) bool
	// Parse reads one link. Its errors give their column in s when they
	// are a *puzzlink.Error or a *tatham.Error.
	Parse func(s string) (T, error)
	// Name and SetName read and set a puzzle's own name (a list's line
	// may give one).
	Name    func(p T) string
	SetName func(p T, name string)
	// Expected says what a line should hold, in a message: "a puzz.link
	// URL such as ... or a Loopy game ID such as ...".
	Expected string
	// Plural says what a list holds, in a message: "puzz.link URLs or
	// Loopy game IDs".
	Plural string
}

// ReadAll reads one input of at most max bytes and tells its format by
// the content: a JSON value (json), a list of links (List), or text grids
// separated by "---" lines (text, through batch.Parse). name is used in
// messages.
func (f Format[T]) ReadAll(r io.Reader, name string, max int, json, text func(data []byte, name string) (T, error)) ([]T, error) {
	data, err := io.ReadAll(io.LimitReader(r, int64(max)+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(data) > max {
		return nil, fmt.Errorf("%s: more than %d bytes: expected one puzzle or a list of URLs", name, max)
	}
	s := string(data)
	switch trimmed := strings.TrimSpace(s); {
	case strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "["):
		p, err := json(data, name)
		if err != nil {
			return nil, err
		}
		return []T{p}, nil
	case f.Has(s):
		return f.List(s, name)
	}
	return batch.Parse(data, name, "", text, f.SetName)
}

// Looks reports whether s is a link, or a word with a query that could be
// a URL of another genre (which List then names in its error). Nothing
// looks like a link of a format that has none (Expected empty).
func (f Format[T]) Looks(s string) bool {
	t := strings.TrimSpace(s)
	return f.Is(s) || f.Expected != "" && !strings.ContainsAny(t, " \t") && strings.Contains(t, "?") && strings.Contains(t, "/")
}

// Has reports whether a line of text, other than a comment, is a link or
// a name, a tab and a link.
func (f Format[T]) Has(text string) bool {
	for line := range strings.Lines(text) { // not Split: a grid may have millions of lines
		line = strings.TrimSuffix(line, "\n")
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		if _, link, _ := Split(line); f.Looks(line) || f.Looks(link) {
			return true
		}
	}
	return false
}

// Split splits a line of a list of links into the name before a tab, if
// any, and the link, without the notes after another tab (a table's other
// columns); start is the link's offset in the line: 0 without a name.
func Split(line string) (label, link string, start int) {
	label, link, tab := strings.Cut(line, "\t")
	if !tab {
		return "", line, 0
	}
	link, _, _ = strings.Cut(link, "\t")
	return label, link, len(label) + 1
}

// List reads puzzles one per line, each a link. Blank lines and lines
// starting with '#' are skipped, and so is a first line with a tab that
// holds no puzzle (a table's header). A line may start with a name and a
// tab, which names the puzzle, and go on after the link with a tab and
// notes (a table's other columns), which are passed over. Errors name the
// file, line and column; the first stops it, and List returns the
// puzzles before it with the error (as batch.Parse does).
func (f Format[T]) List(text, name string) ([]T, error) {
	var out []T
	var lines []int // each puzzle's line, from 1
	var err error
	header := true
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, " \t\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		first := header
		header = false
		label, link, start := Split(line)
		if !f.Looks(link) {
			if first && start > 0 {
				continue
			}
			err = fmt.Errorf("%s:%d:%d: %q: expected %s", name, i+1, start+1, clip.Text(link, 20), f.Expected)
			break
		}
		p, perr := f.Parse(link)
		if perr != nil {
			col, msg := ErrCol(perr)
			err = fmt.Errorf("%s:%d:%d: %s", name, i+1, start+max(col, 1), msg)
			break
		}
		f.SetName(p, strings.TrimSpace(label))
		out, lines = append(out, p), append(lines, i+1)
	}
	if len(out) == 0 && err == nil {
		return nil, fmt.Errorf("%s:1:1: no puzzle found: expected %s, one a line", name, f.Plural)
	}
	for k, p := range out {
		if (len(out) > 1 || err != nil) && f.Name(p) == "" {
			// As a batch of typed grids names its parts (batch.Name): each
			// answer then says which line it is about.
			f.SetName(p, name+":"+strconv.Itoa(lines[k]))
		}
	}
	return out, err
}

// CheckExamples reads every link that Expected gives as an example (the
// word after each "such as"), so that a genre's tests can prove that its
// messages show links that read. It returns the first that does not, or
// an error when there is none to read.
func (f Format[T]) CheckExamples() error {
	parts := strings.Split(f.Expected, "such as ")
	if len(parts) < 2 {
		return fmt.Errorf("%q gives no example", f.Expected)
	}
	for _, part := range parts[1:] {
		ex, _, _ := strings.Cut(part, " ")
		if _, err := f.Parse(ex); err != nil {
			return fmt.Errorf("example %q: %v", ex, err)
		}
	}
	return nil
}

// ErrCol returns the column (from 1, or 0 when unknown) and the message
// of an error of a link's reader.
func ErrCol(err error) (int, string) {
	var e *scan.Error // puzzlink's and tatham's
	if errors.As(err, &e) {
		return e.Col, e.Msg
	}
	return 0, err.Error()
}

// ArgName is how many characters of a link, or of an argument too long
// to be a file's name, name it in an error: enough to tell which one and
// of what genre, while the error's column places the fault (a 30×30 game
// ID is a thousand characters).
const ArgName = 40

// maxName is the longest name a file can have on the systems served
// (Linux's NAME_MAX): a longer argument that is not a link is named by its
// first ArgName characters.
const maxName = 255

// Read reads the puzzles of one input of a run, with parse for a file's
// content: "-" is standard input (named "<stdin>"), then a file that open
// opens, and failing that, a link given as the argument. It returns the
// input's name for messages and answers.
func (f Format[T]) Read(open func(name string) (io.ReadCloser, error), in string, parse func(r io.Reader, name string) ([]T, error)) ([]T, string, error) {
	name := in
	if in == "-" {
		name = "<stdin>"
	}
	r, err := open(in)
	if err != nil {
		if err := f.NotOpened(in, err); err != nil {
			return nil, "", err
		}
		// The link names itself in an error, cut short (its column places
		// the fault); its columns count from its first character.
		p, err := f.Parse(strings.TrimSpace(in))
		if err != nil {
			return nil, "", fmt.Errorf("%s: %v", clip.Text(in, ArgName), err)
		}
		return []T{p}, in, nil
	}
	defer r.Close()
	ps, err := parse(r, name)
	return ps, name, err
}

// NotOpened says what a run makes of input in, which open could not open
// (err): nil when it is to be read as a link (Looks), else the error to
// report: for a word with ':' or '#' that is no link, "no such file, and
// not" the links expected; else the error of open, the input named once.
func (f Format[T]) NotOpened(in string, err error) error {
	if in != "-" && !f.Looks(in) && f.Expected != "" && errors.Is(err, fs.ErrNotExist) && strings.ContainsAny(in, ":#") && !strings.ContainsAny(in, " \t") {
		// A word with ':' or '#' is a link mistyped more likely than a
		// file: a Tatham random seed, another game's parameters.
		return fmt.Errorf("%s: no such file, and not %s", clip.Text(in, ArgName), f.Expected)
	}
	if in == "-" || !f.Looks(in) {
		var pe *fs.PathError
		if errors.As(err, &pe) && pe.Path == in {
			name := in
			switch {
			case in == "-":
				name = "<stdin>"
			case len(in) > maxName:
				name = clip.Text(in, ArgName) // a long link mistyped, most likely
			}
			return fmt.Errorf("%s: %w", name, pe.Err)
		}
		return err
	}
	return nil
}

// PathCause drops the path that an error of the os package repeats
// ("read in/d: is a directory"), for a message that names the input
// before it.
func PathCause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Write writes the puzzles of inputs (read as Read does) as links, one a
// line (link makes each); when the run has several, each line starts with
// the puzzle's name and a tab, as List reads back: its own name, else its
// file's without folder and extension, or the link it was given as.
func (f Format[T]) Write(w io.Writer, open func(name string) (io.ReadCloser, error), inputs []string, parse func(r io.Reader, name string) ([]T, error), link func(T) string) error {
	read := func(in string) ([]T, string, error) { return f.Read(open, in, parse) }
	return f.WriteLinks(w, inputs, read, func(p T) (string, error) { return link(p), nil })
}

// WriteLinks writes the puzzles of inputs as Write does, each input read
// by read (which returns its puzzles and its name), for a genre that
// reads its arguments its own way or whose links can fail: an error of
// link stops the run, as "name: error".
func (f Format[T]) WriteLinks(w io.Writer, inputs []string, read func(in string) ([]T, string, error), link func(T) (string, error)) error {
	var lines []string
	named := len(inputs) > 1
	for _, in := range inputs {
		ps, name, err := read(in)
		if err != nil {
			return err
		}
		named = named || len(ps) > 1
		for _, p := range ps {
			l, err := link(p)
			n := f.Name(p)
			if err != nil {
				// The puzzle's own name: in a batch, its file and line.
				return fmt.Errorf("%s: %v", cmp.Or(n, name), err)
			}
			if n == "" {
				n = name
				if !f.Is(name) {
					n = name[strings.LastIndex(name, "/")+1:]
					for _, ext := range []string{".json", ".txt"} {
						n = strings.TrimSuffix(n, ext)
					}
				}
			}
			lines = append(lines, n+"\t"+l)
		}
	}
	for _, l := range lines {
		if !named {
			_, l, _ = strings.Cut(l, "\t")
		}
		if _, err := fmt.Fprintln(w, l); err != nil {
			return err
		}
	}
	return nil
}
