package puzzlink

// Regions is a URL whose body starts with the borders between cells, as
// pzprjs's decodeBorder writes them: the Heyawake, LITS, Norinori and
// Ripple Effect kind.
type Regions struct {
	*URL
	Regions [][]int // the cells of each region, by their first cell
	Rest    *Reader // the body after the borders (Reader.End checks it is all read)
}

// ReadRegions reads a URL of one of names whose grid is at most max a
// side, and the regions of its borders (Reader.WholeBorders: a body cut
// short of them is refused).
func ReadRegions(s string, max int, names ...string) (*Regions, error) {
	u, err := ParseWithin(s, max, names...)
	if err != nil {
		return nil, err
	}
	rg := &Regions{URL: u, Rest: u.Reader()}
	border, err := rg.Rest.WholeBorders(u.Cols, u.Rows)
	if err != nil {
		return nil, err
	}
	rg.Regions = u.Shape().RegionsFromBorders(border)
	return rg, nil
}
