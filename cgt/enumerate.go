package cgt

import "fmt"

// BornBy returns every canonical game born by day n (n ≤ 3): 1, 4, 22 and
// 1474 games for n = 0, 1, 2, 3. The games of day n+1 are the games
// {A | B} for antichains A and B of the games born by day n, since a
// canonical form has no dominated options. The result is ordered by day of
// birth, then by order of discovery.
func BornBy(n int) ([]Game, error) {
	if n < 0 || n > 3 {
		return nil, fmt.Errorf("cgt: BornBy(%d): only days 0 to 3 are enumerable (day 4 has over 3·10^12 games)", n)
	}
	mu.Lock()
	defer mu.Unlock()
	day := []*node{zeroNode}
	for d := 0; d < n; d++ {
		chains := antichains(day)
		seen := make(map[*node]bool, len(day))
		next := append([]*node(nil), day...)
		for _, g := range day {
			seen[g] = true
		}
		for _, l := range chains {
			for _, r := range chains {
				g := canonical(append([]*node(nil), l...), append([]*node(nil), r...))
				if !seen[g] {
					seen[g] = true
					next = append(next, g)
				}
			}
		}
		day = next
	}
	return gamesOf(day), nil
}

// antichains returns every set of pairwise incomparable games among gs,
// the empty set included.
func antichains(gs []*node) [][]*node {
	n := len(gs)
	comparable := make([][]bool, n)
	for i := range gs {
		comparable[i] = make([]bool, n)
		for j := range gs {
			comparable[i][j] = i != j && (leq(gs[i], gs[j]) || leq(gs[j], gs[i]))
		}
	}
	var out [][]*node
	var cur []int
	var walk func(from int)
	walk = func(from int) {
		set := make([]*node, len(cur))
		for k, i := range cur {
			set[k] = gs[i]
		}
		out = append(out, set)
		for i := from; i < n; i++ {
			ok := true
			for _, j := range cur {
				if comparable[i][j] {
					ok = false
					break
				}
			}
			if ok {
				cur = append(cur, i)
				walk(i + 1)
				cur = cur[:len(cur)-1]
			}
		}
	}
	walk(0)
	return out
}
