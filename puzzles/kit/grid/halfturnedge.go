package grid

// HalfTurnEdge returns the edge that edge e becomes when s is turned by
// a half-turn: the one between the cells that e's cells become (cell i
// becoming cell N−1−i).
func (s Shape) HalfTurnEdge(e int) int {
	a, b := s.Edge(e)
	f, _ := s.EdgeBetween(s.N()-1-b, s.N()-1-a)
	return f
}
