package endgame

import (
	"errors"
	"fmt"

	"github.com/tedomari/tedomari/goregion"
)

// RecordPosition is the position of a game record at one move, with what an
// analysis of it needs: the player to move, the prisoners taken so far and
// the record's scoring markup on that position.
type RecordPosition struct {
	Position  *goregion.Position
	ToPlay    goregion.Color
	Prisoners Prisoners
	// Moves is the number of moves of the record played to reach the
	// position (passes included).
	Moves int
	// Banned are the empty points the player to move may not play now by
	// the rules' ko ban (positional superko over the record's boards): the
	// stone just captured in a ko. Options.Banned takes them.
	Banned []int
	// Marks is the record's scoring markup on the position (the marks of
	// the node after the last move played, goregion.RecordMark): MA on a
	// stone marks its chain dead, TB (TW) on a White (Black) stone marks its
	// chain dead, as scoring tools mark captured dead stones, and TB or TW
	// on an empty point marks its region as territory. Marks on other
	// points (MA or TB/TW on an empty point of the wrong kind, TB on a
	// Black stone) say nothing and are dropped.
	Marks Marks
}

// PositionFromRecord replays rec under rules on start (nil: an empty grid of
// the record's size, 19×19 when it gives none) and returns the position
// before move before is played, as GNU Go's "loadsgf FILE N": the player of
// move before is to move. before runs from 1 to the number of moves plus one;
// 0 takes the position after the last move, with the next player to move.
// The resignation that an SGF result implies (RE[W+R]) is no move here.
//
// Errors: a point of rec that is not on the board (a *goregion.SyntaxError
// at its place in the record), before out of range, or an illegal move of
// the replay (a *goregion.MoveError).
func PositionFromRecord(rec *goregion.Record, start *goregion.Position, rules goregion.Rules, before int) (*RecordPosition, error) {
	if start == nil {
		w, h := rec.Width, rec.Height
		if w == 0 {
			w, h = 19, 19
		}
		b := goregion.Grid(w, h)
		n := b.NumPoints()
		start = &goregion.Position{Board: b, Colors: make([]goregion.Color, n), Immortal: make([]bool, n)}
	}
	if err := rec.CheckPoints(start.Board); err != nil {
		return nil, err
	}
	pos, err := rec.StartPosition(start)
	if err != nil {
		return nil, err
	}
	var moves []goregion.RecordMove
	for _, m := range rec.Moves {
		if !m.FromResult {
			moves = append(moves, m)
		}
	}
	if before < 0 || before > len(moves)+1 {
		return nil, fmt.Errorf("endgame: move %d: the record has %d moves: expected 1 to %d", before, len(moves), len(moves)+1)
	}
	played := len(moves)
	if before > 0 {
		played = before - 1
	}
	g, err := goregion.NewGame(pos, rules)
	if err != nil {
		return nil, fmt.Errorf("endgame: %w", err)
	}
	trimmed := *rec
	trimmed.Moves = moves[:played]
	if err := goregion.Replay(g, &trimmed, nil); err != nil {
		return nil, err
	}
	rp := &RecordPosition{
		Position:  g.Position(),
		ToPlay:    g.ToMove(),
		Prisoners: Prisoners{Black: g.Captures(goregion.Black), White: g.Captures(goregion.White)},
		Moves:     played,
	}
	if played < len(moves) && moves[played].Color != goregion.Empty {
		rp.ToPlay = moves[played].Color
	}
	if rp.ToPlay != goregion.Black && rp.ToPlay != goregion.White {
		return nil, errors.New("endgame: the record does not say who is to move")
	}
	if g.ToMove() == rp.ToPlay || g.SetToMove(rp.ToPlay) == nil {
		for p := range g.Board().NumPoints() {
			if g.Color(p) == goregion.Empty && errors.Is(g.Legal(goregion.Move(p)), goregion.ErrSuperko) {
				rp.Banned = append(rp.Banned, p)
			}
		}
	}
	for _, mk := range rec.Marks {
		if mk.Moves != played {
			continue
		}
		p, ok := rp.Position.Board.Point(mk.Vertex)
		if !ok {
			return nil, &goregion.SyntaxError{Format: rec.Format, Line: mk.Line, Column: mk.Column,
				Msg: fmt.Sprintf("%s: %s is not a point of the board", mk.Prop, mk.Vertex)}
		}
		c := rp.Position.Colors[p]
		switch {
		case mk.Prop == "MA" && c != goregion.Empty,
			mk.Prop == "TB" && c == goregion.White,
			mk.Prop == "TW" && c == goregion.Black:
			rp.Marks.Dead = append(rp.Marks.Dead, p)
		case (mk.Prop == "TB" || mk.Prop == "TW") && c == goregion.Empty:
			rp.Marks.Territory = append(rp.Marks.Territory, p)
		}
	}
	return rp, nil
}
