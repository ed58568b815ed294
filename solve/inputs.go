package solve

import (
	"errors"
	"slices"
)

// Inputs returns the Source of a run's puzzles, input by input, in order:
// read gives the puzzles of one input (a file, "-", or a link given as
// the argument) and the input's name; a puzzle whose own name (nameOf) is
// not empty goes by it instead. problem makes each puzzle's Problem under
// that name, up to n at once on goroutines (Ahead: problem must be safe
// for that); when the run has several puzzles (many inputs, or an input
// of several so far), its answers carry the name (Titled). An error of
// read ends the Source, after the puzzles that read returned with it (those
// of its input before the fault).
func Inputs[T any](n int, inputs []string, read func(in string) ([]T, string, error), nameOf func(T) string, problem func(p T, name string) *Problem) Source {
	type item struct {
		p    T
		name string
		many bool
	}
	var queue []item
	var failed error // the error that ends the input, after its puzzles
	many := len(inputs) > 1
	next := func() (item, bool, error) {
		for len(queue) == 0 {
			if len(inputs) == 0 {
				return item{}, false, failed
			}
			in := inputs[0]
			inputs = inputs[1:]
			ps, name, err := read(in)
			if err != nil && len(ps) == 0 {
				return item{}, false, err
			}
			if err != nil {
				// The puzzles read before the error are answered first;
				// the error then ends the run.
				failed, inputs = err, nil
			}
			many = many || len(ps) > 1 || err != nil
			for _, p := range ps {
				it := item{p: p, name: name}
				if n := nameOf(p); n != "" {
					it.name = n
				}
				queue = append(queue, it)
			}
		}
		it := queue[0]
		queue = queue[1:]
		it.many = many
		return it, true, nil
	}
	return Ahead(n, next, func(it item) (*Problem, error) {
		prob := problem(it.p, it.name)
		if it.many {
			prob = prob.Titled()
		}
		return prob, nil
	})
}

// StdinOnce refuses inputs that name standard input ("-") more than once:
// it can be read once, and the second reading found it empty after the
// first's answers.
func StdinOnce(inputs []string) error {
	if k := slices.Index(inputs, "-"); k >= 0 && slices.Contains(inputs[k+1:], "-") {
		return errors.New("- given twice: standard input can be read once")
	}
	return nil
}
