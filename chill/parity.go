package chill

// This file holds the parity of a Go position (Blom, Definition 6.4), which
// ValueParity reads off a value.

// Parity is the parity of a Go position (Blom, Definition 6.4): of the number
// of empty points plus the prisoners taken (none in a fresh region). It
// alternates with every move, since a move fills one point and each stone it
// captures adds one empty point and one prisoner.
type Parity int8

// The parities.
const (
	Even Parity = iota
	Odd
)

// String returns "even" or "odd".
func (p Parity) String() string {
	if p == Odd {
		return "odd"
	}
	return "even"
}

// ParityOf returns the parity of a position with the given numbers of empty
// points and prisoners (Definition 6.4).
func ParityOf(empty, prisoners int) Parity {
	return Parity((empty + prisoners) & 1)
}
