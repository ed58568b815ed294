package grid

import "strconv"

// Op is an arithmetic clue's operation over the values of some cells
// (KenKen's cages), as a typed grid writes it.
type Op byte

// The operations: a sum, a product, and for two cells the larger less
// or over the smaller.
const (
	Add Op = '+'
	Sub Op = '-'
	Mul Op = 'x'
	Div Op = '/'
)

// Apply returns what the values give by op, taken in turn for Sub and
// Div: 0 for a quotient that is no whole number.
func (op Op) Apply(v []int) int {
	out := v[0]
	for _, x := range v[1:] {
		switch hi, lo := max(out, x), min(out, x); op {
		case Add:
			out += x
		case Mul:
			out *= x
		case Sub:
			out = hi - lo
		case Div:
			out = 0
			if lo > 0 && hi%lo == 0 {
				out = hi / lo
			}
		}
	}
	return out
}

// Range returns the least and the most that k values from 1 to n give
// by op, for Sub and Div two different values (two cells side by side
// in a Latin square); a product's most stops growing past productCap.
func (op Op) Range(k, n int) (lo, hi int) {
	prod := 1
	for j := 0; j < k && prod < productCap; j++ {
		prod *= n
	}
	return map[Op]int{Add: k, Mul: 1, Sub: 1, Div: 2}[op], map[Op]int{Add: k * n, Mul: prod, Sub: n - 1, Div: n}[op]
}

// productCap is where Range's product stops growing: 2^40 with 64-bit
// ints, and 2^26 with 32-bit ones, where it times a value up to 32 must
// still fit (2^40 did not compile there).
const productCap = 1 << (26 + 14*(strconv.IntSize/64))
