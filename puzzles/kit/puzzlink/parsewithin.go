package puzzlink

// ParseWithin is Parse, then Within(max): it reads a URL of one of the
// genre's names whose grid has at most max columns and rows.
func ParseWithin(s string, max int, names ...string) (*URL, error) {
	u, err := Parse(s, names...)
	if err == nil {
		err = u.Within(max)
	}
	if err != nil {
		return nil, err
	}
	return u, nil
}
