package grid

// Sets are disjoint sets of the items 0 to n−1 (union–find): the parts
// that links join, for a verifier that checks a graph is connected, or
// that a link closes a loop.
type Sets []int

// NewSets returns n items, each in a set of its own.
func NewSets(n int) Sets {
	s := make(Sets, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// Find returns the item that stands for i's set.
func (s Sets) Find(i int) int {
	for s[i] != i {
		s[i] = s[s[i]]
		i = s[i]
	}
	return i
}

// Union joins the sets of a and b, and reports false when they were one
// already (a link between them closes a loop).
func (s Sets) Union(a, b int) bool {
	a, b = s.Find(a), s.Find(b)
	s[a] = b
	return a != b
}
