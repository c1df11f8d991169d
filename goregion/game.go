package goregion

import (
	"errors"
	"fmt"
	"math/big"
)

// Game is a game in progress under a rule set: the fast engine. It keeps
// the board in flat arrays with groups as circular lists carrying
// pseudo-liberty counts, an incremental Zobrist hash, and every board of the
// game (packed, two bits a point) for positional superko, so that a move
// costs a few hundred nanoseconds and allocates nothing once the history's
// buffers have grown.
//
// Play follows seed 000: colour the point, clear the opponent, clear the
// mover. Its results are the ones of MoveSituation, checked by the tests
// move by move on random games.
type Game struct {
	rules    Rules
	start    *Position
	board    *Board
	off, nbr []int32 // neighbours of p: nbr[off[p]:off[p+1]]
	keys     []uint64

	color    []Color
	immortal []bool
	head     []int32  // the representative of the group of each stone
	next     []int32  // the stones of a group as a circular list
	libs     []int32  // pseudo-liberties of a group (stone, empty neighbour) pairs, at its head
	size     []int32  // stones of a group, at its head
	imm      []int32  // immortal stones of a group, at its head
	ghash    []uint64 // xor of the Zobrist keys of a group's stones, at its head
	hash     uint64
	packed   []uint64
	hist     history
	empties  []int32 // the empty points, in no order
	emptyAt  []int32 // the index of an empty point in empties, or -1
	toMove   Color
	passes   int      // consecutive passes
	moves    int      // moves played, passes and resignation included
	captured [3]int   // captured[c]: stones of colour c removed from the board
	passUsed [3]int   // passes paid with a prisoner (PassPrisoner)
	ended    bool     // two passes, a resignation, or no move left
	end      GameEnd  // how it ended
	decided  Outcome  // the result of a resignation or of a player unable to move
	endNote  string   // how the game ended
	nh, nc   []int32  // scratch: neighbour group heads and their adjacencies to the move
	capt     []int32  // scratch: opponent groups the planned move captures
	removed  []int32  // points emptied by the last move
	suicided bool     // whether the last move removed its own stones
	scratch  []uint64 // scratch: a packed board
}

// NewGame starts a game on the start position under rules, Black to move.
// The start position must be well formed (seed 000's theorem): every group
// without an immortal stone has a liberty; immortal points must hold stones.
func NewGame(start *Position, rules Rules) (*Game, error) {
	b := start.Board
	n := b.NumPoints()
	if len(start.Colors) != n || len(start.Immortal) != n {
		return nil, fmt.Errorf("goregion: position has %d colours and %d immortal marks for %d points",
			len(start.Colors), len(start.Immortal), n)
	}
	g := &Game{
		rules: rules, start: start.clone(), board: b,
		off: make([]int32, n+1), keys: zobristKeys(n),
		color: make([]Color, n), immortal: make([]bool, n),
		head: make([]int32, n), next: make([]int32, n), libs: make([]int32, n),
		size: make([]int32, n), imm: make([]int32, n), ghash: make([]uint64, n),
		emptyAt: make([]int32, n),
		hist:    newHistory(n),
	}
	g.packed = make([]uint64, g.hist.words)
	g.scratch = make([]uint64, g.hist.words)
	for p := 0; p < n; p++ {
		g.nbr = append(g.nbr, b.adj[p]...)
		g.off[p+1] = int32(len(g.nbr))
		if start.Immortal[p] && start.Colors[p] == Empty {
			return nil, fmt.Errorf("goregion: point %s is immortal but empty", b.names[p])
		}
		if c := start.Colors[p]; c != Empty && c != Black && c != White {
			return nil, fmt.Errorf("goregion: point %s has colour %v", b.names[p], c)
		}
	}
	g.reset()
	for p := 0; p < n; p++ {
		if h := g.head[p]; g.color[p] != Empty && int(h) == p && g.libs[h] == 0 && g.imm[h] == 0 {
			return nil, fmt.Errorf("goregion: start position: the %v group at %s has no liberty", g.color[p], b.names[p])
		}
	}
	return g, nil
}

// Reset returns g to its start position, keeping its buffers.
func (g *Game) Reset() { g.reset() }

func (g *Game) reset() {
	n := len(g.color)
	g.hash = 0
	clear(g.packed)
	g.empties = g.empties[:0]
	copy(g.immortal, g.start.Immortal)
	for p := range n {
		g.color[p] = Empty
		g.emptyAt[p] = int32(len(g.empties))
		g.empties = append(g.empties, int32(p))
	}
	for p := range n {
		if c := g.start.Colors[p]; c != Empty {
			g.addStone(int32(p), c)
		}
	}
	g.hist.reset()
	g.hist.add(g.hash, g.packed, 0)
	g.toMove, g.passes, g.moves = Black, 0, 0
	g.captured, g.passUsed = [3]int{}, [3]int{}
	g.ended, g.decided, g.endNote, g.end = false, NoOutcome, "", NotEnded
	g.removed, g.suicided = g.removed[:0], false
	g.checkStuck()
}

// Rules returns the rule set of g.
func (g *Game) Rules() Rules { return g.rules }

// Board returns the board of g.
func (g *Game) Board() *Board { return g.board }

// Color returns the colour of point p.
func (g *Game) Color(p int) Color { return g.color[p] }

// ToMove returns the player to move.
func (g *Game) ToMove() Color { return g.toMove }

// MovesPlayed returns the number of moves played, passes included.
func (g *Game) MovesPlayed() int { return g.moves }

// Passes returns the number of consecutive passes just played.
func (g *Game) Passes() int { return g.passes }

// Captures returns the stones player c has taken: the opponent's stones
// removed from the board, by c's captures or by the opponent's suicides
// (seed 001's N_opp; every removed stone is a prisoner for the other player).
func (g *Game) Captures(c Color) int { return g.captured[c.Opponent()] }

// Prisoners returns the prisoners c still holds: Captures(c) less the passes
// c paid with them (only ggg-prisoner-pass pays for passes).
func (g *Game) Prisoners(c Color) int { return g.captured[c.Opponent()] - g.passUsed[c] }

// Ended reports whether the game has ended: two consecutive passes, a
// resignation, or (without free passes) a player unable to move.
func (g *Game) Ended() bool { return g.ended }

// EndReason returns how the game ended, in words ("black resigned"), or ""
// while it goes on.
func (g *Game) EndReason() string { return g.endNote }

// End returns how the game ended, or NotEnded while it goes on.
func (g *Game) End() GameEnd {
	if !g.ended { // a game reopened after two passes (GTP) goes on
		return NotEnded
	}
	return g.end
}

// GameEnd says how a game ended.
type GameEnd int8

// The ways a game ends.
const (
	NotEnded    GameEnd = iota // the game goes on
	TwoPasses                  // two consecutive passes (free passes only)
	Resignation                // a player resigned
	NoLegalMove                // the player to move could neither move nor pass, and lost
)

// String returns "two-passes", "resignation", "no-legal-move", or "" for
// NotEnded: the words of the CLI's JSON field "end".
func (e GameEnd) String() string {
	switch e {
	case TwoPasses:
		return "two-passes"
	case Resignation:
		return "resignation"
	case NoLegalMove:
		return "no-legal-move"
	}
	return ""
}

// EmptyPoints returns the empty points, in no particular order. The slice
// belongs to g and changes with the next move.
func (g *Game) EmptyPoints() []int32 { return g.empties }

// LastRemoved returns the points emptied by the last move (its captures, or
// the mover's own stones after a suicide). The slice belongs to g.
func (g *Game) LastRemoved() []int32 { return g.removed }

// LastSuicide reports whether the last move removed the mover's own stones.
func (g *Game) LastSuicide() bool { return g.suicided }

// Position returns a copy of the current board as a Position.
func (g *Game) Position() *Position {
	return &Position{Board: g.board, Colors: append([]Color(nil), g.color...),
		Immortal: append([]bool(nil), g.immortal...)}
}

// SetToMove sets the player to move before the first move (a handicap game
// may give the first move to White, seed 004's notes).
func (g *Game) SetToMove(c Color) error {
	if g.moves > 0 || c != Black && c != White {
		return errors.New("goregion: the first player can only be set before the first move")
	}
	g.toMove = c
	g.checkStuck()
	return nil
}

// Score returns the score of player c on the current board under g's rule
// set: area (tromp-taylor, no-suicide), area plus captured opponent stones
// (logical), or seed 004's count (ggg variants). Komi is not included.
func (g *Game) Score(c Color) int {
	n := 0
	for p := range g.color {
		if g.color[p] == c {
			n++
		}
	}
	n += g.territory(c)
	if g.rules.Scoring == LogicalScoring {
		n += g.captured[c.Opponent()]
	}
	return n
}

// territory counts the empty points that count for c: under area scoring
// those whose empty region reaches c and not the opponent, under graph
// scoring those whose empty region does not reach the opponent. The empty
// regions are the components of the empty points (gonum, [Components]).
func (g *Game) territory(c Color) int {
	n := 0
	for _, region := range Components(g.board, func(p int) bool { return g.color[p] == Empty }) {
		reach := [3]bool{}
		for _, u := range region {
			for _, w := range g.nbr[g.off[u]:g.off[u+1]] {
				reach[g.color[w]] = true
			}
		}
		if !reach[c.Opponent()] && (reach[c] || g.rules.Scoring == GraphScoring) {
			n += len(region)
		}
	}
	return n
}

// Result returns the outcome: NoOutcome before the end; the other player
// after a resignation or when a player cannot move; otherwise seed 000's
// winner on the scores, with komi added to White's.
func (g *Game) Result(komi *big.Rat) Outcome {
	switch {
	case !g.ended:
		return NoOutcome
	case g.decided != NoOutcome:
		return g.decided
	}
	return Winner(g.Score(Black), g.Score(White), komi)
}

// Legal returns nil if the player to move may play m, or a *MoveError
// saying why not.
func (g *Game) Legal(m Move) error {
	if _, _, reason, k := g.check(m); reason != nil {
		return g.moveError(m, reason, k)
	}
	return nil
}

// Try plays m if it is legal and reports whether it did. Unlike Play it
// builds no error, so random playouts allocate nothing.
func (g *Game) Try(m Move) bool {
	suicide, hash, reason, _ := g.check(m)
	if reason != nil {
		return false
	}
	g.play(m, suicide, hash)
	return true
}

// Play plays m for the player to move, or returns a *MoveError saying why m
// is illegal and leaves g unchanged.
func (g *Game) Play(m Move) error {
	suicide, hash, reason, k := g.check(m)
	if reason != nil {
		return g.moveError(m, reason, k)
	}
	g.play(m, suicide, hash)
	return nil
}

// Resign ends the game with player c's resignation, whoever is to move
// ("you can cut a game short by resigning at any point", seed 000): the
// other player wins. It counts as a move.
func (g *Game) Resign(c Color) error {
	if g.ended {
		return &MoveError{Number: g.moves + 1, Player: c, Move: "resign", Err: ErrGameOver}
	}
	if c != Black && c != White {
		return fmt.Errorf("goregion: %v cannot resign", c)
	}
	g.removed, g.suicided = g.removed[:0], false
	g.moves++
	if c == g.toMove {
		g.toMove = c.Opponent() // a record's next move, refused, is the other player's
	}
	g.ended, g.decided, g.end = true, winsFor(c.Opponent()), Resignation
	g.endNote = fmt.Sprintf("%v resigned", c)
	return nil
}

// play plays the legal move m, as planned by check.
func (g *Game) play(m Move, suicide bool, hash uint64) {
	p := g.toMove
	if m == Resign {
		g.Resign(p)
		return
	}
	g.removed, g.suicided = g.removed[:0], false
	g.moves++
	switch m {
	case Pass:
		g.passes++
		if g.rules.Pass == PassPrisoner {
			g.passUsed[p]++
		}
		g.toMove = p.Opponent()
		if g.passes >= 2 && g.rules.Pass == PassFree {
			g.ended, g.endNote, g.end = true, "two consecutive passes", TwoPasses
			return
		}
		g.checkStuck()
		return
	}
	g.place(int32(m), p, suicide)
	if g.hash != hash {
		panic("goregion: internal error: incremental hash differs from the planned one")
	}
	g.hist.add(g.hash, g.packed, g.moves)
	g.passes = 0
	g.toMove = p.Opponent()
	g.checkStuck()
}

// checkStuck ends a game without free passes when the player to move can
// neither move nor pass: that player loses (seed 004).
func (g *Game) checkStuck() {
	if g.ended || g.rules.Pass == PassFree {
		return
	}
	if g.rules.Pass == PassPrisoner && g.Prisoners(g.toMove) > 0 {
		return
	}
	for _, v := range g.empties {
		if _, _, reason, _ := g.check(Move(v)); reason == nil {
			return
		}
	}
	g.ended, g.decided, g.end = true, winsFor(g.toMove.Opponent()), NoLegalMove
	g.endNote = fmt.Sprintf("%v cannot move", g.toMove)
}

// check decides whether the player to move may play m; for a point it
// returns whether the move is a suicide and the hash of the board after it,
// and leaves the groups it captures in g.capt. An illegal move gets its
// reason (one of the Err… values) and, for superko, the move whose board it
// repeats; check allocates nothing.
func (g *Game) check(m Move) (suicide bool, hash uint64, reason error, repeats int) {
	p := g.toMove
	switch {
	case g.ended:
		return false, 0, ErrGameOver, 0
	case m == Resign:
		return false, 0, nil, 0
	case m == Pass:
		switch {
		case g.rules.Pass == PassNever:
			return false, 0, ErrPassForbidden, 0
		case g.rules.Pass == PassPrisoner && g.Prisoners(p) == 0:
			return false, 0, ErrPassNeedsPrisoner, 0
		}
		return false, 0, nil, 0
	case m < 0 || int(m) >= len(g.color):
		return false, 0, ErrNotOnBoard, 0
	case g.color[m] != Empty:
		return false, 0, ErrOccupied, 0
	}
	v := int32(m)
	suicide, hash = g.plan(v, p)
	if suicide && !g.rules.Suicide {
		return false, 0, ErrSuicide, 0
	}
	if g.hist.seenHash(hash) {
		copy(g.scratch, g.packed)
		if suicide {
			for _, h := range g.nh {
				if g.color[h] == p {
					g.clearPacked(h)
				}
			}
		} else {
			setPacked(g.scratch, v, p)
			for _, h := range g.capt {
				g.clearPacked(h)
			}
		}
		if k := g.hist.find(hash, g.scratch); k >= 0 {
			return false, 0, ErrSuperko, k
		}
	}
	return suicide, hash, nil, 0
}

// clearPacked empties the stones of the group whose head is h in g.scratch.
func (g *Game) clearPacked(h int32) {
	for s := h; ; {
		setPacked(g.scratch, s, Empty)
		if s = g.next[s]; s == h {
			return
		}
	}
}

// moveError returns the *MoveError for m refused for reason.
func (g *Game) moveError(m Move, reason error, repeats int) error {
	return &MoveError{Number: g.moves + 1, Player: g.toMove, Move: moveName(g.board, m), Err: reason, Repeats: repeats}
}

// plan computes, without changing the board, what p playing on the empty
// point v does: the opponent groups it captures (left in g.capt), whether it
// is a suicide, and the hash of the board after it. On a well-formed board
// only the groups next to v can lose their last liberty.
func (g *Game) plan(v int32, p Color) (suicide bool, hash uint64) {
	g.nh, g.nc, g.capt = g.nh[:0], g.nc[:0], g.capt[:0]
	alive := false
	for _, u := range g.nbr[g.off[v]:g.off[v+1]] {
		if g.color[u] == Empty {
			alive = true
			continue
		}
		h := g.head[u]
		k := 0
		for k < len(g.nh) && g.nh[k] != h {
			k++
		}
		if k == len(g.nh) {
			g.nh = append(g.nh, h)
			g.nc = append(g.nc, 0)
		}
		g.nc[k]++
	}
	hash = g.hash ^ zkey(g.keys, v, p)
	for k, h := range g.nh {
		switch {
		case g.color[h] != p:
			if g.imm[h] == 0 && g.libs[h] == g.nc[k] {
				g.capt = append(g.capt, h)
				hash ^= g.ghash[h]
			}
		case g.imm[h] > 0 || g.libs[h] > g.nc[k]:
			alive = true
		}
	}
	if alive || len(g.capt) > 0 {
		return false, hash
	}
	// Suicide: v and the mover's groups next to it are emptied; v's own key
	// goes in and out again.
	hash = g.hash
	for _, h := range g.nh {
		if g.color[h] == p {
			hash ^= g.ghash[h]
		}
	}
	return true, hash
}

// forGroup calls f on each stone of the group whose head is h.
func (g *Game) forGroup(h int32, f func(int32)) {
	for s := h; ; {
		f(s)
		if s = g.next[s]; s == h {
			return
		}
	}
}

// place plays p on v as planned: colour v, remove the captured groups (left
// in g.capt by plan), then remove the mover's group if it is a suicide.
func (g *Game) place(v int32, p Color, suicide bool) {
	g.addStone(v, p)
	for _, h := range g.capt {
		g.removeGroup(h)
	}
	if suicide {
		g.removeGroup(g.head[v])
		g.suicided = true
	}
}

// addStone colours the empty point v with c and joins it to its neighbours'
// groups, keeping pseudo-liberties, hashes and the packed board.
func (g *Game) addStone(v int32, c Color) {
	g.color[v] = c
	k := g.keys[2*int(v)+int(c)-1]
	g.hash ^= k
	setPacked(g.packed, v, c)
	last := g.empties[len(g.empties)-1]
	g.empties[g.emptyAt[v]] = last
	g.emptyAt[last] = g.emptyAt[v]
	g.empties = g.empties[:len(g.empties)-1]
	g.emptyAt[v] = -1

	g.head[v], g.next[v], g.size[v], g.ghash[v], g.libs[v] = v, v, 1, k, 0
	g.imm[v] = 0
	if g.immortal[v] {
		g.imm[v] = 1
	}
	for _, u := range g.nbr[g.off[v]:g.off[v+1]] {
		if g.color[u] == Empty {
			g.libs[v]++
		} else if u != v {
			g.libs[g.head[u]]--
		}
	}
	for _, u := range g.nbr[g.off[v]:g.off[v+1]] {
		if g.color[u] == c && g.head[u] != g.head[v] {
			g.merge(g.head[v], g.head[u])
		}
	}
}

// merge joins the groups whose heads are a and b.
func (g *Game) merge(a, b int32) {
	if g.size[a] < g.size[b] {
		a, b = b, a
	}
	g.forGroup(b, func(s int32) { g.head[s] = a })
	g.next[a], g.next[b] = g.next[b], g.next[a]
	g.libs[a] += g.libs[b]
	g.size[a] += g.size[b]
	g.imm[a] += g.imm[b]
	g.ghash[a] ^= g.ghash[b]
}

// removeGroup empties the group whose head is h and gives its neighbours
// their liberties back.
func (g *Game) removeGroup(h int32) {
	c := g.color[h]
	g.captured[c] += int(g.size[h])
	for s := h; ; {
		g.color[s] = Empty
		g.hash ^= g.keys[2*int(s)+int(c)-1]
		setPacked(g.packed, s, Empty)
		g.emptyAt[s] = int32(len(g.empties))
		g.empties = append(g.empties, s)
		g.removed = append(g.removed, s)
		if s = g.next[s]; s == h {
			break
		}
	}
	for s := h; ; {
		for _, w := range g.nbr[g.off[s]:g.off[s+1]] {
			if g.color[w] != Empty {
				g.libs[g.head[w]]++
			}
		}
		if s = g.next[s]; s == h {
			break
		}
	}
}

// StartPosition returns the position rec starts from: pos with rec's setup
// stones (SGF AB, AW, AE) placed. Setup stones are ordinary (mortal). A
// setup point that is not on the board, or that holds an immortal stone,
// is a *SyntaxError at its place in the record.
func (rec *Record) StartPosition(pos *Position) (*Position, error) {
	if err := rec.checkSetup(pos.Board); err != nil {
		return nil, err
	}
	out := pos.clone()
	for _, st := range rec.Setup {
		p, _ := pos.Board.Point(st.Vertex)
		if out.Immortal[p] {
			return nil, &SyntaxError{Format: rec.format(), Line: st.Line, Column: st.Column,
				Msg: fmt.Sprintf("setup: point %s holds an immortal stone of the board: expected a point that can change colour", st.Vertex)}
		}
		out.Colors[p] = st.Color
	}
	return out, nil
}

// ReplayStep tells what one move of a replay did, for teaching.
type ReplayStep struct {
	Number  int      // the move's number, from 1
	Player  Color    // who played it
	Move    string   // the point's name, "pass" or "resign"
	Removed []string // the points it emptied: captures, or the mover's own stones after a suicide
	Suicide bool     // whether it removed the mover's own stones
	// Inserted marks a pass that the record omits, inserted by a lenient
	// replay before a move out of turn.
	Inserted bool
	// FromResult marks the resignation that an SGF result (RE[W+R])
	// implies, not a move written in the record.
	FromResult bool
}

// ReplayOptions are the options of [ReplayWith].
type ReplayOptions struct {
	// Lenient inserts the pass that a record omits when one player moves
	// twice in a row (old records often leave passes out), instead of
	// stopping at the move out of turn.
	Lenient bool
	// Step, if not nil, is called after each move, inserted passes
	// included.
	Step func(ReplayStep)
}

// Replay plays the moves of rec on g, calling step (if not nil) after each
// move: ReplayWith with only a step function.
func Replay(g *Game, rec *Record, step func(ReplayStep)) error {
	return ReplayWith(g, rec, ReplayOptions{Step: step})
}

// ReplayWith plays the moves of rec on g and stops at the first illegal
// one, returning its *MoveError: a point not on the board, a move out of
// turn (unless opts.Lenient), a move after the end of the game, or a move
// the rules refuse. The error names the player of the move as the record
// gives it. Black moves first unless the record says White does (SGF PL,
// or a first move by White in a record with setup stones: a handicap game).
func ReplayWith(g *Game, rec *Record, opts ReplayOptions) error {
	if g.MovesPlayed() == 0 && len(rec.Moves) > 0 {
		first := rec.FirstPlayer
		if first == Empty && len(rec.Setup) > 0 {
			first = rec.Moves[0].Color
		}
		if first == White {
			if err := g.SetToMove(White); err != nil {
				return err
			}
		}
	}
	step := func(st ReplayStep) {
		if opts.Step == nil {
			return
		}
		st.Number, st.Suicide = g.MovesPlayed(), g.suicided
		for _, v := range g.removed {
			st.Removed = append(st.Removed, g.board.names[v])
		}
		opts.Step(st)
	}
	for _, rm := range rec.Moves {
		p := g.ToMove()
		if rm.Color != Empty {
			p = rm.Color
		}
		bad := func(err error) error {
			return &MoveError{Number: g.MovesPlayed() + 1, Player: p, Move: rm.Vertex, Err: err}
		}
		m, err := ParseMove(g.Board(), rm.Vertex)
		if err != nil {
			return bad(notOnBoard(g.board, rm.Vertex))
		}
		if g.Ended() {
			return bad(fmt.Errorf("%w: %s", ErrGameOver, g.EndReason()))
		}
		if m != Resign && rm.Color != Empty && rm.Color != g.ToMove() {
			if !opts.Lenient {
				return bad(fmt.Errorf("%w: %v to play", ErrOutOfTurn, g.ToMove()))
			}
			other := g.ToMove()
			if err := g.Play(Pass); err != nil {
				return err
			}
			step(ReplayStep{Player: other, Move: "pass", Inserted: true})
			if g.Ended() {
				return bad(fmt.Errorf("%w: %s", ErrGameOver, g.EndReason()))
			}
		}
		if m == Resign {
			err = g.Resign(p)
		} else {
			err = g.Play(m)
		}
		if err != nil {
			return err
		}
		step(ReplayStep{Player: p, Move: moveName(g.board, m), FromResult: rm.FromResult})
	}
	return nil
}
