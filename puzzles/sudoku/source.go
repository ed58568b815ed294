package sudoku

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/linklist"
	"github.com/puzzlesat/puzzlesat/solve"
)

// item is a puzzle read, with the layout it was written in and its name
// in answers: its input and line, or the name a line of links gave it.
type item struct {
	p        *Puzzle
	lay      Layout
	name     string
	labelled bool // the name is the one a line of links gave
}

// source reads the puzzles of one input of a run one at a time: a file
// or standard input ("-") through a Reader, so that a batch of any length
// is streamed, or a link given as the argument itself.
type source struct {
	rd     *Reader
	closer io.Closer
	name   string
	link   *item // the argument's link, until it is read
}

// openSource opens input in. An argument that opens as no file but looks
// like a link is the link, as every genre with links takes it
// (linklist.Format.NotOpened, whose messages it gives otherwise); its
// errors name it, cut short, and their column counts in it.
func openSource(env *solve.Env, in string, opt Options) (*source, error) {
	f, err := env.Open(in)
	if err != nil {
		if err := links.NotOpened(in, err); err != nil {
			return nil, err
		}
		p, err := argLink(in, opt)
		if err != nil {
			return nil, err
		}
		return &source{name: in, link: &item{p: p, lay: Layout{Format: Link}, name: in}}, nil
	}
	name := in
	if in == "-" {
		name = "<stdin>" // as every genre names it
	}
	return &source{rd: NewReader(f, name, opt), closer: f, name: name}, nil
}

// argLink reads a link given as an argument (on the command line, or
// pasted alone in the page), checked against --box; its errors name it,
// cut short, and their column counts in it.
func argLink(in string, opt Options) (*Puzzle, error) {
	p, err := readLink(strings.TrimSpace(in))
	if err == nil {
		if msg := opt.otherBox(p); msg != "" {
			err = errors.New(msg)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", clip.Text(in, linklist.ArgName), err)
	}
	return p, nil
}

// next returns the input's next puzzle; ok is false after the last, when
// the input is closed. An input without a puzzle is an error.
func (s *source) next() (it item, ok bool, err error) {
	if s.link != nil {
		it, s.link = *s.link, nil
		return it, true, nil
	}
	if s.rd == nil {
		return item{}, false, nil
	}
	p, err := s.rd.Next()
	if err == io.EOF {
		empty := s.rd.Line() == 0
		s.closer.Close()
		s.rd = nil
		if empty {
			return item{}, false, fmt.Errorf("%s:1:1: empty input: expected a sudoku", s.name)
		}
		return item{}, false, nil
	}
	if err != nil {
		return item{}, false, err
	}
	if label := s.rd.Label(); label != "" {
		return item{p, s.rd.Layout(), label, true}, true, nil
	}
	if k := s.rd.Place(); k > 0 {
		return item{p, s.rd.Layout(), fmt.Sprintf("%s#%d", s.name, k), false}, true, nil
	}
	return item{p, s.rd.Layout(), fmt.Sprintf("%s:%d", s.name, s.rd.Line()), false}, true, nil
}

// all reads every puzzle of the input, for --format url and tatham.
func (s *source) all() ([]item, error) {
	var out []item
	for {
		it, ok, err := s.next()
		if err != nil || !ok {
			return out, err
		}
		out = append(out, it)
	}
}

// links are Sudoku's links as the genres with links describe them, for
// the reading of arguments and the writing of link lists.
var links = linklist.Format[*item]{
	Is:       isLink,
	Parse:    func(s string) (*item, error) { p, err := readLink(s); return &item{p: p}, err },
	Name:     func(it *item) string { return it.name },
	SetName:  func(it *item, name string) { it.name = name },
	Expected: linkExpected,
	Plural:   "puzz.link URLs or Solo game IDs",
}

// writeLinks writes the puzzles of files as links of format ("url" or
// "tatham"), as every genre with links does (linklist.WriteLinks): the
// link alone for one puzzle, "name<TAB>link" lines for several.
func writeLinks(env *solve.Env, files []string, opt Options, format string) error {
	var write func(*Puzzle) (string, error)
	for _, w := range linkWriters {
		if w.format == format {
			write = w.write
		}
	}
	read := func(in string) ([]*item, string, error) {
		src, err := openSource(env, in, opt)
		if err != nil {
			return nil, "", err
		}
		its, err := src.all()
		out := make([]*item, len(its))
		for k := range its {
			out[k] = &its[k]
		}
		if len(its) == 1 && err == nil && !its[0].labelled {
			its[0].name = "" // a lone puzzle is named by its input
		}
		return out, src.name, err
	}
	return links.WriteLinks(env.Stdout, files, read, func(it *item) (string, error) {
		link, err := write(it.p)
		if err != nil {
			return "", fmt.Errorf("--format %s: %v", format, err)
		}
		return link, nil
	})
}
