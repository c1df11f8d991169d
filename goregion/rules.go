package goregion

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// This file holds the rules of play: the definitions of seed 000 (reaches,
// clear, move, score, winner) written as plain functions on a Position, the
// rule-set variants of seeds 000, 001, 002 and 004, and Game, the fast engine
// that plays them with positional superko over the whole history.

// Move is a move of a game: a point of the board (0 … N-1), Pass or Resign.
type Move int32

// The moves that are not points.
const (
	Pass   Move = -1
	Resign Move = -2
)

// PassRule says when a player may pass.
type PassRule int8

// The pass rules of the seeds.
const (
	// PassFree: a pass is always allowed and two consecutive passes end the
	// game (seeds 000, 001, 002 and the first rules of 004).
	PassFree PassRule = iota
	// PassNever: no pass; the player to move who has no legal move loses
	// (seed 004, "Conway Go without replacement").
	PassNever
	// PassPrisoner: a pass gives back one prisoner and needs one; the player
	// to move who can neither move nor pass loses (seed 004, third rules).
	PassPrisoner
)

// Scoring says how the points of a finished game are counted.
type Scoring int8

// The scorings of the seeds.
const (
	// AreaScoring counts a player's stones plus the empty points that reach
	// only that player's colour (seed 000 score, seed 002 rule 9).
	AreaScoring Scoring = iota
	// LogicalScoring adds to the area score the opponent's stones removed
	// from the board, N_opp (seed 001 rule 8).
	LogicalScoring
	// GraphScoring counts a player's stones plus the empty points whose empty
	// group has no neighbour of the opponent's colour (seed 004 rule 4): an
	// empty group touching no stone counts for both players.
	GraphScoring
)

// String returns "area", "logical" or "graph".
func (s Scoring) String() string {
	switch s {
	case AreaScoring:
		return "area"
	case LogicalScoring:
		return "logical"
	case GraphScoring:
		return "graph"
	}
	return fmt.Sprintf("Scoring(%d)", int8(s))
}

// Rules is a rule set: how suicide, passing and scoring work. All rule sets
// forbid positional superko (no move may recreate an earlier colouring of the
// board, the start included) and allow resignation (seed 000's notes, seed 004).
type Rules struct {
	Name    string   // the name that selects it, e.g. "tromp-taylor"
	Seed    string   // the seed document it follows
	Suicide bool     // whether a move may remove its own stones
	Pass    PassRule // when a player may pass, and how a game ends
	Scoring Scoring  // how a finished game is counted
	Summary string   // one line for help texts
}

var ruleSets = []Rules{
	{Name: "tromp-taylor", Seed: "000", Suicide: true, Pass: PassFree, Scoring: AreaScoring,
		Summary: "Tromp–Taylor (seed 000): suicide of any size legal, positional superko, area scoring"},
	{Name: "logical", Seed: "001", Suicide: true, Pass: PassFree, Scoring: LogicalScoring,
		Summary: "logical rules (seed 001): Tromp–Taylor play, score = stones + opponent's captured stones + territory"},
	{Name: "no-suicide", Seed: "002", Suicide: false, Pass: PassFree, Scoring: AreaScoring,
		Summary: "Tromp–Taylor with suicide forbidden (seed 002: \"most rule sets forbid suicide\"), area scoring"},
	{Name: "ggg", Seed: "004", Suicide: true, Pass: PassFree, Scoring: GraphScoring,
		Summary: "General Graph Go (seed 004): any graph, suicide legal, two passes or a resignation end the game"},
	{Name: "ggg-no-pass", Seed: "004", Suicide: true, Pass: PassNever, Scoring: GraphScoring,
		Summary: "Conway Go without replacement (seed 004): no pass; a player unable to move loses"},
	{Name: "ggg-prisoner-pass", Seed: "004", Suicide: true, Pass: PassPrisoner, Scoring: GraphScoring,
		Summary: "General Graph Go with prisoner passes (seed 004): a pass returns one prisoner and needs one"},
}

// RuleSets returns the rule sets, in the order of the documentation.
func RuleSets() []Rules { return append([]Rules(nil), ruleSets...) }

// ErrUnknownRules is returned by RulesByName for a name it does not know.
var ErrUnknownRules = errors.New("goregion: unknown rule set")

// RulesByName returns the rule set called name (case-insensitive).
func RulesByName(name string) (Rules, error) {
	for _, r := range ruleSets {
		if strings.EqualFold(r.Name, name) {
			return r, nil
		}
	}
	names := make([]string, len(ruleSets))
	for i, r := range ruleSets {
		names[i] = r.Name
	}
	return Rules{}, fmt.Errorf("%w %q: expected one of %s", ErrUnknownRules, name, strings.Join(names, ", "))
}

// The reasons a move is illegal. A *MoveError wraps one of them.
var (
	ErrOccupied      = errors.New("point is occupied")
	ErrSuicide       = errors.New("suicide is forbidden")
	ErrSuperko       = errors.New("repeats an earlier board (positional superko)")
	ErrPassForbidden = errors.New("passing is not allowed")
	// ErrPassNeedsPrisoner refuses a pass under ggg-prisoner-pass (seed
	// 004): a pass gives one prisoner back to the opponent, and the player
	// holds none. It wraps ErrPassForbidden.
	ErrPassNeedsPrisoner error = &narrowError{"a pass needs a prisoner to give back, and the player has none", ErrPassForbidden}
	ErrGameOver                = errors.New("the game has ended")
	ErrNotOnBoard              = errors.New("not a point of the board")
	ErrOutOfTurn               = errors.New("out of turn")
)

// narrowError is a reason with its own words that is also a case of a
// broader reason (errors.Is finds both).
type narrowError struct {
	msg   string
	broad error
}

// Error returns the narrow reason's own words.
func (e *narrowError) Error() string { return e.msg }

// Unwrap returns the broader reason.
func (e *narrowError) Unwrap() error { return e.broad }

// MoveError reports an illegal move: its number (from 1, passes included),
// the move as written and why it is refused.
type MoveError struct {
	Number  int    // the move's number, from 1
	Player  Color  // who tried it
	Move    string // the point's name, "pass" or "resign"
	Err     error  // ErrOccupied, ErrSuicide, ErrSuperko, …
	Repeats int    // for ErrSuperko: the board after move Repeats (0 is the start) comes back
}

// Error returns "move N (PLAYER MOVE): REASON".
func (e *MoveError) Error() string {
	return fmt.Sprintf("move %d (%s %s): %s", e.Number, e.Player, e.Move, e.Reason())
}

// Reason returns why the move is illegal, without the move's number.
func (e *MoveError) Reason() string {
	if errors.Is(e.Err, ErrSuperko) {
		if e.Repeats == 0 {
			return "repeats the starting board (move 0): positional superko"
		}
		return fmt.Sprintf("repeats the board of move %d: positional superko", e.Repeats)
	}
	return e.Err.Error()
}

// Unwrap returns the reason, one of the Err… values.
func (e *MoveError) Unwrap() error { return e.Err }

// Outcome is the result of a game: who won, a draw, or none yet.
type Outcome int8

// The outcomes of a game.
const (
	NoOutcome Outcome = iota // the game has not ended
	BlackWins
	WhiteWins
	Draw
)

// String returns "black", "white", "draw", or "" for NoOutcome.
func (o Outcome) String() string {
	switch o {
	case BlackWins:
		return "black"
	case WhiteWins:
		return "white"
	case Draw:
		return "draw"
	}
	return ""
}

// winsFor returns the outcome in which player c wins.
func winsFor(c Color) Outcome {
	if c == Black {
		return BlackWins
	}
	return WhiteWins
}

// Winner returns seed 000's winner for the scores of Black and White, with
// komi added to White's score (seed 002 rule 10): the higher score wins,
// equal scores draw. A nil komi is 0.
func Winner(black, white int, komi *big.Rat) Outcome {
	w := new(big.Rat).SetInt64(int64(white))
	if komi != nil {
		w.Add(w, komi)
	}
	switch new(big.Rat).SetInt64(int64(black)).Cmp(w) {
	case 1:
		return BlackWins
	case -1:
		return WhiteWins
	}
	return Draw
}

// Reaches reports whether point v reaches colour c on the colouring of pos:
// there is a path v = v1 ↔ … ↔ vn with vn coloured c and v1 … v(n-1) all of
// one colour (seed 000; n = 1 is allowed, so a point reaches its own colour).
func Reaches(pos *Position, v int, c Color) bool {
	col := pos.Colors
	if col[v] == c {
		return true
	}
	seen := make([]bool, len(col))
	seen[v] = true
	stack := []int{v}
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, w := range pos.Board.adj[u] {
			switch {
			case col[w] == c:
				return true
			case col[w] == col[v] && !seen[w]:
				seen[w] = true
				stack = append(stack, int(w))
			}
		}
	}
	return false
}

// group returns the points of v's group (the points joined to v by paths of
// v's colour) and whether it holds an immortal stone.
func group(pos *Position, v int) (pts []int, immortal bool) {
	seen := make([]bool, len(pos.Colors))
	seen[v] = true
	pts = []int{v}
	for i := 0; i < len(pts); i++ {
		u := pts[i]
		immortal = immortal || pos.Immortal[u]
		for _, w := range pos.Board.adj[u] {
			if !seen[w] && pos.Colors[w] == pos.Colors[v] {
				seen[w] = true
				pts = append(pts, int(w))
			}
		}
	}
	return pts, immortal
}

// Clear returns seed 000's clear(b, p): a copy of pos in which every stone of
// colour p that does not reach Empty is emptied, except the groups that hold
// an immortal stone (FORMATS.md §3); and the number of stones emptied.
//
// The points of a group (the points joined by paths of its colour) reach the
// same colours, since a path from one continues from any other through the
// group: so Clear asks Reaches once a group, not once a point, and floods
// each group once.
func Clear(pos *Position, p Color) (*Position, int) {
	out := pos.clone()
	n := 0
	done := make([]bool, len(pos.Colors))
	for v, c := range pos.Colors {
		if c != p || done[v] {
			continue
		}
		pts, immortal := group(pos, v)
		for _, u := range pts {
			done[u] = true
		}
		if immortal || Reaches(pos, v, Empty) {
			continue
		}
		for _, u := range pts {
			out.Colors[u] = Empty
		}
		n += len(pts)
	}
	return out, n
}

func (pos *Position) clone() *Position {
	return &Position{
		Board:    pos.Board,
		Colors:   append([]Color(nil), pos.Colors...),
		Immortal: append([]bool(nil), pos.Immortal...),
	}
}

// Situation is seed 001's board situation: a colouring, the player to move,
// the number of consecutive passes (seed 000's n) and the stones of each
// colour removed from the board so far (seed 001's N_black and N_white),
// less the ones given back by passes under ggg-prisoner-pass (seed 004's P
// and Q: Captured[White] is Black's P).
type Situation struct {
	Pos      *Position
	ToMove   Color
	Passes   int
	Captured [3]int // Captured[Black] is N_black: black stones removed
}

// MoveSituation is seed 000's move as a partial function, with the rules'
// suicide and pass conditions: it returns the situation after m, or a
// *MoveError saying why m is illegal (occupied; suicide where forbidden; pass
// where forbidden). Positional superko needs the history and is checked by
// Game.Play. It is the reference that Game is tested against: clear the
// opponent, then clear the mover, as seed 000 writes it.
func MoveSituation(s Situation, m Move, r Rules) (Situation, error) {
	fail := func(err error) (Situation, error) {
		return s, &MoveError{Player: s.ToMove, Move: s.Pos.moveName(m), Err: err}
	}
	p := s.ToMove
	switch {
	case m == Pass:
		switch {
		case r.Pass == PassNever:
			return fail(ErrPassForbidden)
		case r.Pass == PassPrisoner && s.Captured[p.Opponent()] == 0:
			return fail(ErrPassNeedsPrisoner)
		}
		t := s
		t.ToMove, t.Passes = p.Opponent(), s.Passes+1
		if r.Pass == PassPrisoner {
			t.Captured[p.Opponent()]--
		}
		return t, nil
	case m < 0 || int(m) >= len(s.Pos.Colors):
		return fail(ErrNotOnBoard)
	case s.Pos.Colors[m] != Empty:
		return fail(ErrOccupied)
	}
	b := s.Pos.clone()
	b.Colors[m] = p
	b, nOpp := Clear(b, p.Opponent())
	b, nOwn := Clear(b, p)
	if nOwn > 0 && !r.Suicide {
		return fail(ErrSuicide)
	}
	t := Situation{Pos: b, ToMove: p.Opponent(), Captured: s.Captured}
	t.Captured[p.Opponent()] += nOpp
	t.Captured[p] += nOwn
	return t, nil
}

// Score returns seed 000's score(b, p): the number of points coloured p plus
// the empty points that reach p but not the opponent's colour (area scoring).
func Score(pos *Position, p Color) int {
	n := 0
	for v, c := range pos.Colors {
		if c == p || c == Empty && Reaches(pos, v, p) && !Reaches(pos, v, p.Opponent()) {
			n++
		}
	}
	return n
}

// GraphScore returns seed 004's score: the number of points coloured p plus
// the empty points whose empty group has no neighbour of the opponent's
// colour (so an empty group touching no stone at all counts for both).
func GraphScore(pos *Position, p Color) int {
	n := 0
	for v, c := range pos.Colors {
		if c == p || c == Empty && !Reaches(pos, v, p.Opponent()) {
			n++
		}
	}
	return n
}

// moveName returns the name of m on pos's board: a point's name, "pass" or
// "resign".
func (pos *Position) moveName(m Move) string {
	return moveName(pos.Board, m)
}

func moveName(b *Board, m Move) string {
	switch {
	case m == Pass:
		return "pass"
	case m == Resign:
		return "resign"
	case m >= 0 && int(m) < b.NumPoints():
		return b.names[m]
	}
	return fmt.Sprintf("Move(%d)", int32(m))
}

// ParseMove returns the move called s on board b: a point's name, "pass" or
// "resign" (case-insensitive).
func ParseMove(b *Board, s string) (Move, error) {
	switch strings.ToLower(s) {
	case "pass":
		return Pass, nil
	case "resign":
		return Resign, nil
	}
	if p, ok := b.Point(s); ok {
		return Move(p), nil
	}
	return 0, fmt.Errorf("%q: %w", s, notOnBoard(b, s))
}

// notOnBoard returns ErrNotOnBoard for the name s, with a hint where one
// helps (GTP skips the column I).
func notOnBoard(b *Board, s string) error {
	if hint := pointHint(b, s); hint != "" {
		return &narrowError{ErrNotOnBoard.Error() + hint, ErrNotOnBoard}
	}
	return ErrNotOnBoard
}
