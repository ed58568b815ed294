package solve

// Ahead returns a Source of the problems that build makes of the items
// that read returns, in read's order, with up to n built at once on
// goroutines, and up to 2n read ahead: for a batch of quick problems whose
// encoding costs as much as their search (a 9×9 Sudoku: propagation, then
// a formula of a few hundred clauses). read is called only from the
// Source's own calls; it returns ok false at the end, and an error of read
// or of build ends the Source there, after the problems before it. build
// must be safe to run on several items at once. With n ≤ 1 every problem
// is built when it is asked for.
func Ahead[T any](n int, read func() (item T, ok bool, err error), build func(T) (*Problem, error)) Source {
	type future struct {
		p     *Problem
		err   error
		ready chan struct{}
	}
	var queue []*future
	var end *future // the end of the input, or the error that ends it
	slots := make(chan struct{}, max(n, 1))
	return func() (*Problem, error) {
		for end == nil && len(queue) < max(2*n, 1) {
			item, ok, err := read()
			if err != nil || !ok {
				end = &future{err: err}
				break
			}
			f := &future{ready: make(chan struct{})}
			queue = append(queue, f)
			if n <= 1 {
				f.p, f.err = build(item)
				close(f.ready)
				break
			}
			go func() {
				slots <- struct{}{}
				defer func() { <-slots; close(f.ready) }()
				f.p, f.err = build(item)
			}()
		}
		if len(queue) == 0 {
			return nil, end.err
		}
		f := queue[0]
		<-f.ready
		queue = queue[1:]
		if f.err != nil {
			// The builds under way end on their own, unread.
			end, queue = &future{err: f.err}, nil
			return nil, f.err
		}
		return f.p, nil
	}
}
