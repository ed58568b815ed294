package solve

// Page is what the browser page (package web) takes of a genre beyond its
// command line: it tells that an input is the genre's, shows the puzzle as
// the grid of tokens that a setter edits, and writes it back in the
// genre's formats. The page answers every question through the command
// line itself, run in its own process (internal/cli's Main with -j 1 and
// --format json), so a genre without a Page still solves there, read from
// a genre picked by hand; the page then draws its answers alone, and
// cannot edit the puzzle. The genre kit fills a Page for every kit genre.
type Page struct {
	// Read reads the first puzzle of an input in any of the genre's
	// formats, as the command line reads an argument (a link) or standard
	// input (a typed grid, JSON). Its error is the command line's.
	Read func(input string) (*PagePuzzle, error)
	// Claims reports whether an input is meant for the genre even when it
	// does not read: a link of one of its formats, JSON that names it. The
	// page then shows the genre's error for it.
	Claims func(input string) bool
	// Sure, when set, reports whether an input is surely the genre's,
	// beyond its form: of two genres whose links share a form (Tatham's
	// Rectangles and Range), the page takes the sure one first.
	Sure func(input string) bool
	// Grid reads a puzzle from the tokens of its typed grid, laid out as
	// PagePuzzle.Grid, below the lines head (PagePuzzle.Head): the page's
	// edits. Nil when the genre's typed form is no grid of tokens.
	Grid func(head string, tokens [][]string) (*PagePuzzle, error)
	// Blank, when set, returns a puzzle of rows × cols without givens or
	// clues, for a setter to fill in.
	Blank func(rows, cols int) (*PagePuzzle, error)
}

// PagePuzzle is a puzzle as the page draws, edits and writes it. It
// marshals to the JSON the page reads.
type PagePuzzle struct {
	// Format is the format it was read from: "text" or "json", which the
	// command line reads on standard input, or a link format ("url",
	// "tatham"), which it takes as an argument.
	Format string `json:"format"`
	// Rows and Cols are the board's size, margins not included.
	Rows int `json:"rows"`
	Cols int `json:"cols"`
	// Grid is the typed grid as a matrix of tokens, a row a line, its
	// columns aligned, "" where a line has no token (the corners beside a
	// row of clues, the gaps in a list of clues): Top rows of clues above
	// the board, Left columns of clues left of it, Cols cells a row, and
	// so on. With Dots, the tokens stand on the dots between the cells
	// (a clue at a cell's corner): Rows+1 rows of Cols+1. Nil when the
	// genre's typed form is no such grid (the page then edits the text
	// alone).
	Grid [][]string `json:"grid,omitempty"`
	// Head is the typed grid's lines above Grid, kept as they are when
	// the grid is edited: its option lines ("size=5", "max=12").
	Head   string `json:"head,omitempty"`
	Top    int    `json:"top,omitempty"`
	Right  int    `json:"right,omitempty"`
	Bottom int    `json:"bottom,omitempty"`
	Left   int    `json:"left,omitempty"`
	Dots   bool   `json:"dots,omitempty"`
	// Regions, when set, gives each cell of the board its region (a
	// Sudoku's block), row by row: the page draws the borders between.
	Regions [][]int `json:"regions,omitempty"`
	// Points, when set, are clues at points of the board, which the page
	// draws as dots: [y, x] in half cells, a cell of row r and column c
	// spanning 2r to 2r+2 down and 2c to 2c+2 across (its middle at
	// [2r+1, 2c+1]), so a side or a corner between cells as well
	// (Galaxies' centres).
	Points [][2]int `json:"points,omitempty"`
	// Text is the puzzle as the genre's typed grid, which the command line
	// reads on standard input.
	Text string `json:"text"`
	// Links are the puzzle in each link format that holds it, by format
	// ("url", "tatham").
	Links map[string]string `json:"links,omitempty"`
	// Count is the number of puzzles the input held (the page shows the
	// first).
	Count int `json:"count"`
}
