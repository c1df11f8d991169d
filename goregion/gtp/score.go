package gtp

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/tedomari/tedomari/goregion"
)

// Counting says how final_score counts a position.
type Counting int8

// The countings of final_score.
const (
	// TerritoryCounting is Japanese-style counting, as FORMATS.md §5 and the
	// thesis's local rules count: empty points surrounded by one colour
	// (none in seki), plus the prisoners taken, plus the dead stones left
	// on the board.
	TerritoryCounting Counting = iota
	// AreaCounting counts living stones plus the empty points surrounded by
	// one colour (seed 000's score, the Chinese count).
	AreaCounting
)

// String returns "territory" or "area".
func (c Counting) String() string {
	switch c {
	case TerritoryCounting:
		return "territory"
	case AreaCounting:
		return "area"
	}
	return fmt.Sprintf("Counting(%d)", int8(c))
}

// ParseCounting returns the counting called s: "territory" (or "japanese")
// or "area" (or "chinese"), in any case.
func ParseCounting(s string) (Counting, error) {
	switch strings.ToLower(s) {
	case "territory", "japanese":
		return TerritoryCounting, nil
	case "area", "chinese":
		return AreaCounting, nil
	}
	return 0, fmt.Errorf("gtp: unknown counting %q: expected territory or area", s)
}

// Status is the judgement of a stone at the end of a game.
type Status int8

// The statuses of final_status_list. The zero value is Alive.
const (
	Alive Status = iota
	Dead
	Seki
)

// String returns "alive", "dead" or "seki".
func (s Status) String() string {
	switch s {
	case Alive:
		return "alive"
	case Dead:
		return "dead"
	case Seki:
		return "seki"
	}
	return fmt.Sprintf("Status(%d)", int8(s))
}

// statuses returns the status of each point: the Judge's (every stone
// alive without one), then the stones the user marked dead or alive. A chain has
// one status: the status of its first stone in board order.
func (e *Engine) statuses(ctx context.Context) ([]Status, error) {
	n := e.game.Board().NumPoints()
	st := make([]Status, n)
	if e.Judge != nil {
		q, err := e.Query(e.ToMove())
		if err != nil {
			return nil, err
		}
		judged, err := e.Judge(ctx, q)
		if err != nil {
			return nil, err
		}
		if len(judged) != n {
			return nil, fmt.Errorf("the judge returned %d statuses for %d points", len(judged), n)
		}
		copy(st, judged)
	}
	for _, chain := range e.chains() {
		s := st[chain[0]]
		for _, p := range chain {
			if e.dead[p] {
				s = Dead
			}
			if e.alive[p] {
				s = Alive
			}
		}
		for _, p := range chain {
			st[p] = s
		}
	}
	return st, nil
}

// chains returns the chains of stones (maximal sets of same-coloured
// stones joined by adjacency), each in board order, ordered by their
// first stone.
func (e *Engine) chains() [][]int {
	n := e.game.Board().NumPoints()
	seen := make([]bool, n)
	var out [][]int
	for p := 0; p < n; p++ {
		if seen[p] || e.game.Color(p) == goregion.Empty {
			continue
		}
		chain := e.chainOf(p)
		for _, q := range chain {
			seen[q] = true
		}
		out = append(out, chain)
	}
	return out
}

// chainOf returns the chain through the stone at p, in board order.
func (e *Engine) chainOf(p int) []int {
	b := e.game.Board()
	c := e.game.Color(p)
	in := make([]bool, b.NumPoints())
	in[p] = true
	stack := []int{p}
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, w := range b.Neighbors(u) {
			if !in[w] && e.game.Color(int(w)) == c {
				in[w] = true
				stack = append(stack, int(w))
			}
		}
	}
	var chain []int
	for q, ok := range in {
		if ok {
			chain = append(chain, q)
		}
	}
	return chain
}

// score counts the board with the given statuses: dead stones are removed
// (prisoners of the other colour), each empty region surrounded by one
// colour is that colour's territory (under territory counting not when it
// touches a chain in seki), and the counting adds the prisoners
// (territory) or the living stones (area). Komi is not included.
func (e *Engine) score(st []Status) (black, white int) {
	b := e.game.Board()
	n := b.NumPoints()
	col := make([]goregion.Color, n)
	var stones, prisoners [3]int
	prisoners[goregion.Black] = e.game.Captures(goregion.Black)
	prisoners[goregion.White] = e.game.Captures(goregion.White)
	for p := 0; p < n; p++ {
		c := e.game.Color(p)
		switch {
		case c == goregion.Empty:
		case st[p] == Dead:
			prisoners[c.Opponent()]++
		default:
			col[p] = c
			stones[c]++
		}
	}
	var territory [3]int
	seen := make([]bool, n)
	for p := 0; p < n; p++ {
		if col[p] != goregion.Empty || seen[p] {
			continue
		}
		size, reach, seki := 0, [3]bool{}, false
		seen[p] = true
		stack := []int{p}
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			for _, w := range b.Neighbors(u) {
				switch {
				case col[w] != goregion.Empty:
					reach[col[w]] = true
					seki = seki || st[w] == Seki
				case !seen[w]:
					seen[w] = true
					stack = append(stack, int(w))
				}
			}
		}
		if reach[goregion.Black] == reach[goregion.White] || seki && e.counting == TerritoryCounting {
			continue
		}
		if reach[goregion.Black] {
			territory[goregion.Black] += size
		} else {
			territory[goregion.White] += size
		}
	}
	if e.counting == AreaCounting {
		return stones[goregion.Black] + territory[goregion.Black], stones[goregion.White] + territory[goregion.White]
	}
	return territory[goregion.Black] + prisoners[goregion.Black], territory[goregion.White] + prisoners[goregion.White]
}

// formatResult writes the result as GTP's final_score does: "B+3.5",
// "W+0.5", or "0" for a draw, with komi added to White's score.
func formatResult(black, white int, komi *big.Rat) string {
	d := new(big.Rat).SetInt64(int64(black - white))
	d.Sub(d, komi)
	switch d.Sign() {
	case 0:
		return "0"
	case 1:
		return "B+" + formatRat(d)
	}
	return "W+" + formatRat(d.Neg(d))
}
