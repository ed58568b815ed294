package solve

// Inputs returns the Source of a run's puzzles, input by input, in order:
// read gives the puzzles of one input (a file, "-", or a link given as
// the argument) and the input's name; a puzzle whose own name (nameOf) is
// not empty goes by it instead. problem makes each puzzle's Problem under
// that name; when the run has several puzzles (many inputs, or an input of
// several so far), its answers carry the name (Titled).
func Inputs[T any](inputs []string, read func(in string) ([]T, string, error), nameOf func(T) string, problem func(p T, name string) *Problem) Source {
	var queue []T
	var names []string
	many := len(inputs) > 1
	return func() (*Problem, error) {
		for len(queue) == 0 {
			if len(inputs) == 0 {
				return nil, nil
			}
			in := inputs[0]
			inputs = inputs[1:]
			ps, name, err := read(in)
			if err != nil {
				return nil, err
			}
			many = many || len(ps) > 1
			for _, p := range ps {
				queue = append(queue, p)
				if n := nameOf(p); n != "" {
					names = append(names, n)
				} else {
					names = append(names, name)
				}
			}
		}
		p, name := queue[0], names[0]
		queue, names = queue[1:], names[1:]
		prob := problem(p, name)
		if many {
			prob = prob.Titled()
		}
		return prob, nil
	}
}
