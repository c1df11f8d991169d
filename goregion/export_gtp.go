package goregion

import "fmt"

// This file holds the two controls a GTP engine (package goregion/gtp) needs
// beyond the rules of play: GTP's play lets either colour move at any time,
// and a controller may keep playing after two consecutive passes.

// SetNextPlayer makes c the player to move, at any point of a game that has
// not ended, as GTP's "play" lets either colour move twice in a row. The
// history of boards is kept, so positional superko is unchanged (it looks
// at boards only, not at who moves).
func (g *Game) SetNextPlayer(c Color) error {
	if c != Black && c != White {
		return fmt.Errorf("goregion: %v cannot move", c)
	}
	if g.ended {
		return fmt.Errorf("goregion: %v cannot move: %w", c, ErrGameOver)
	}
	g.toMove = c
	g.checkStuck()
	return nil
}

// Resume reopens a game that two consecutive passes ended, so that play
// goes on as GTP controllers expect, and reports whether it did. A game
// ended by a resignation or by a player unable to move stays ended. The
// consecutive passes are still counted: one more pass ends the game again.
func (g *Game) Resume() bool {
	if !g.ended || g.decided != NoOutcome || g.rules.Pass != PassFree {
		return false
	}
	g.ended, g.endNote = false, ""
	return true
}
