package grid

// Turn returns the cell that cell i becomes when s is turned by a
// half-turn: N−1−i. A generator's Partner under --symmetric is often
// just this, as the method expression (*Puzzle).Turn of a puzzle that
// embeds its Shape.
func (s Shape) Turn(i int) int { return s.N() - 1 - i }

// HalfTurnEdge returns the edge that edge e becomes when s is turned by
// a half-turn: the one between the cells that e's cells become (Turn).
func (s Shape) HalfTurnEdge(e int) int {
	a, b := s.Edge(e)
	f, _ := s.EdgeBetween(s.Turn(b), s.Turn(a))
	return f
}
