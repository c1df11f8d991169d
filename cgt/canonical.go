package cgt

import (
	"encoding/binary"
	"slices"
)

// internForm returns the interned node with the given options, which must
// already form a canonical game that is not a number. It only reads the
// slices (they may be scratch, see optScratch): a new node gets a copy of
// the options, Left and Right in one exact-size allocation, so that the
// node holds no spare capacity and the collector meets one object of
// options rather than two.
func internForm(left, right []*node) *node {
	nl := len(left)
	all := append(append(internBuf[:0], left...), right...)
	internBuf = all
	byID := func(a, b *node) int { return int(a.id) - int(b.id) }
	slices.SortFunc(all[:nl], byID)
	slices.SortFunc(all[nl:], byID)
	key := binary.LittleEndian.AppendUint32(internKey[:0], uint32(nl))
	for _, o := range all {
		key = binary.LittleEndian.AppendUint32(key, o.id)
	}
	internKey = key
	n := lookupForm(key)
	if n == nil {
		own := slices.Clone(all)
		n = &node{id: newID(), left: own[:nl:nl], right: own[nl:], optsReady: true}
		forms.put(string(key), n)
	}
	clear(all)
	return n
}

// lookupForm is forms.get, written out so that string(key) does not
// allocate.
func lookupForm(key []byte) *node {
	if n, ok := forms.young[string(key)]; ok {
		return n
	}
	if w, ok := forms.old[string(key)]; ok {
		return w.Value()
	}
	return nil
}

// internBuf and internKey are internForm's scratch (it calls nothing that
// interns): the options, sorted, and the key. Guarded by mu.
var (
	internBuf []*node
	internKey []byte
)

// optStack is a stack of scratch slices of options (optScratch), for the
// slices that live only while a canonical form is computed: canonical,
// add and New take theirs from it and give them back (optRelease) before
// they return, since internForm copies what a new node keeps. Guarded by
// mu.
var optStack []*node

// optScratch returns a slice of length 0 and capacity n on top of
// optStack. A slice given out earlier keeps its contents when the stack
// has to grow: it stays in the old array, which the stack leaves.
func optScratch(n int) []*node {
	l := len(optStack)
	if cap(optStack)-l < n {
		grown := make([]*node, l, max(2*cap(optStack), l+n, 256))
		copy(grown, optStack)
		optStack = grown
	}
	optStack = optStack[:l+n]
	return optStack[l : l : l+n]
}

// optRelease gives back the scratch slices taken since optStack had
// length mark, clearing them so that they hold no node alive.
func optRelease(mark int) {
	clear(optStack[mark:])
	optStack = optStack[:mark]
}

// canonical returns the canonical form of {left | right}, whose options are
// canonical: it deletes dominated options and bypasses reversible ones
// (Theorem 4.2), repeating until neither is left (Theorem 4.3), and turns
// games equal to numbers into number nodes (Theorem 2.4).
func canonical(left, right []*node) *node {
	defer optRelease(len(optStack))
	for {
		tick()
		left = maximal(left)
		right = minimal(right)
		if n, ok := numberForm(left, right); ok {
			return n
		}
		if allNumbers(left) && allNumbers(right) {
			// {a | b} with numbers a ≥ b: no option is reversible, since
			// a's Right options exceed LS = a and b's Left options are
			// below RS = b.
			return internForm(left, right)
		}
		g := form{left, right}
		newLeft, changedLeft := bypass(left, g, reverseLeft)
		newRight, changedRight := bypass(right, g, reverseRight)
		if !changedLeft && !changedRight {
			return internForm(left, right)
		}
		left, right = newLeft, newRight
	}
}

// bypass returns the options os of g with each one that reverse finds
// reversible replaced by its replacement, and whether any was; the new
// list is made (in scratch) only once an option reverses, else os itself
// is returned.
func bypass(os []*node, g form, reverse func(*node, form) ([]*node, bool)) ([]*node, bool) {
	var out []*node
	changed := false
	for i, o := range os {
		if rev, ok := reverse(o, g); ok {
			if !changed {
				out = append(optScratch(len(os)+len(rev)), os[:i]...)
				changed = true
			}
			out = append(out, rev...)
		} else if changed {
			out = append(out, o)
		}
	}
	if !changed {
		return os, false
	}
	return out, true
}

// reverseLeft returns the replacement of the Left option gl of g when gl is
// reversible through some gl^R ≤ g (the Left options of that gl^R), or nil.
func reverseLeft(gl *node, g form) ([]*node, bool) {
	_, glr := opts(gl)
	for _, x := range glr {
		if leqNodeForm(x, g) {
			l, _ := opts(x)
			return l, true
		}
	}
	return nil, false
}

// reverseRight returns the replacement of the Right option gr of g when gr
// is reversible through some gr^L ≥ g, or nil.
func reverseRight(gr *node, g form) ([]*node, bool) {
	grl, _ := opts(gr)
	for _, x := range grl {
		if leqFormNode(g, x) {
			_, r := opts(x)
			return r, true
		}
	}
	return nil, false
}

func allNumbers(ns []*node) bool {
	for _, n := range ns {
		if !n.isNum {
			return false
		}
	}
	return true
}

// numberForm reports whether {left | right}, free of dominated options, is a
// number by the simplicity theorem, and returns it.
func numberForm(left, right []*node) (*node, bool) {
	if len(left) > 1 || len(right) > 1 || !allNumbers(left) || !allNumbers(right) {
		return nil, false
	}
	switch {
	case len(left) == 0 && len(right) == 0:
		return zeroNode, true
	case len(right) == 0:
		a := left[0].num
		if a.Sign() < 0 {
			return zeroNode, true
		}
		return numberNode(a.Floor().Add(dyadicOne)), true
	case len(left) == 0:
		b := right[0].num
		if b.Sign() > 0 {
			return zeroNode, true
		}
		return numberNode(b.Ceil().Sub(dyadicOne)), true
	}
	a, b := left[0].num, right[0].num
	if a.Less(b) {
		return numberNode(SimplestBetween(a, b)), true
	}
	return nil, false
}

// maximal returns the options of ns that no other option dominates, each
// once: the Left options worth keeping.
func maximal(ns []*node) []*node {
	return undominated(ns, func(a, b *node) bool { return leq(a, b) })
}

// minimal returns the Right options worth keeping.
func minimal(ns []*node) []*node {
	return undominated(ns, func(a, b *node) bool { return leq(b, a) })
}

// undominated keeps the n of ns for which no other m has worse(n, m), with
// duplicates removed. worse is a preorder (≤ for Left, ≥ for Right).
func undominated(ns []*node, worse func(a, b *node) bool) []*node {
	if len(ns) <= 1 {
		return ns
	}
	// ns itself when every option stays; otherwise a scratch slice
	// (optScratch), made at the first option dropped.
	var out []*node
	dropped := false
	for i, n := range ns {
		keep := true
		for j, m := range ns {
			if i == j {
				continue
			}
			if n == m {
				if j < i { // keep the first copy only
					keep = false
					break
				}
				continue
			}
			if worse(n, m) {
				keep = false
				break
			}
		}
		switch {
		case !keep && !dropped:
			out = append(optScratch(len(ns)-1), ns[:i]...)
			dropped = true
		case keep && dropped:
			out = append(out, n)
		}
	}
	if !dropped {
		return ns
	}
	return out
}
