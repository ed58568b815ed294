package grid

// Distances returns the fewest steps from item from to each item along
// links (links[i] are the items one step from i: a graph of cells, say
// Signpost's arrows), and len(links)+1 for an item out of reach.
func Distances(links [][]int, from int) []int { return DistancesThrough(links, from, nil) }

// DistancesThrough is Distances through the items that ok allows only (nil:
// all): a region's reach from its seed, without a graph of its own built
// for each seed (Nurikabe's islands).
func DistancesThrough(links [][]int, from int, ok func(i int) bool) []int {
	d := make([]int, len(links))
	for i := range d {
		d[i] = len(links) + 1
	}
	d[from] = 0
	for queue := []int{from}; len(queue) > 0; queue = queue[1:] {
		for _, j := range links[queue[0]] {
			if d[j] > d[queue[0]]+1 && (ok == nil || ok(j)) {
				d[j] = d[queue[0]] + 1
				queue = append(queue, j)
			}
		}
	}
	return d
}
