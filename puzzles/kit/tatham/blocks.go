package tatham

import (
	"fmt"
	"strconv"
	"strings"
)

// Blocks reads the block structure of Keen's cages (and Solo's jigsaw
// and killer blocks) on an n×n grid, up to a ',' or the end: the sides
// between cells, those between columns row by row, then those between
// rows column by column, written as runs of sides that are no border,
// each followed by a border: _ none, a–z 1 to 26; a number after a
// letter repeats it. The letter open (y in Keen, z in Solo, as each game
// reads its IDs) is a run with no border after it. It returns whether
// each edge is a border, in the order of grid.Shape's edges (those
// between columns row by row, then those between rows row by row).
func (d *Desc) Blocks(n int, open byte) ([]bool, error) {
	sides := 2 * n * (n - 1)
	border := make([]bool, sides)
	for e := range border {
		border[e] = true
	}
	k := 0
	for !d.Done() && d.Peek() != ',' {
		col, c, run := d.Col(), d.Next(), 0
		switch {
		case c >= 'a' && c <= 'z':
			run = int(c-'a') + 1
		case c != '_':
			return nil, &Error{Col: col, Msg: fmt.Sprintf("unexpected %q in the block borders: expected _ or a-z", c)}
		}
		times, _ := d.Int()
		for t := max(times, 1); t > 0; t-- {
			if k+run > sides {
				return nil, &Error{Col: col, Msg: fmt.Sprintf("the block borders pass the end of the %d sides", sides)}
			}
			for j := 0; j < run; j++ {
				border[sideEdge(n, k)] = false
				k++
			}
			if c != open {
				k++
			}
		}
	}
	if k != sides+1 {
		return nil, d.Errorf("the block borders end after %d of the %d sides", min(k, sides), sides)
	}
	return border, nil
}

// sideEdge returns the edge of the game's side k, in grid.Shape's order.
func sideEdge(n, k int) int {
	if h := n * (n - 1); k >= h {
		return h + (k-h)%(n-1)*n + (k-h)/(n-1)
	}
	return k
}

// WriteBlocks writes the borders (an edge each, as Blocks returns them)
// as Blocks reads them, with the letter open as the game reads it.
func WriteBlocks(n int, border []bool, open byte) string {
	var raw []byte
	run, o := 0, int(open-'a')+1
	for k := 0; k <= 2*n*(n-1); k++ {
		if k < 2*n*(n-1) && !border[sideEdge(n, k)] {
			run++
			continue
		}
		for ; run >= o; run -= o {
			raw = append(raw, open)
		}
		raw = append(raw, "_abcdefghijklmnopqrstuvwxyz"[run])
		run = 0
	}
	var b strings.Builder
	for i := 0; i < len(raw); {
		j := i
		for j < len(raw) && raw[j] == raw[i] {
			j++
		}
		b.WriteByte(raw[i])
		if j-i == 2 {
			b.WriteByte(raw[i])
		} else if j-i > 2 {
			b.WriteString(strconv.Itoa(j - i))
		}
		i = j
	}
	return b.String()
}
