// Package gtp speaks the Go Text Protocol, version 2, for tedomari: an
// [Engine] reads commands from an io.Reader and writes responses to an
// io.Writer ([Engine.Run]), so that Go programs (GoGui, Sabaki, GNU Go's
// twogtp, a referee) can set up positions, play moves and ask for the
// exact endgame analysis.
//
// # The game
//
// The engine keeps a [goregion.Game] under a rule set of goregion (suicide
// allowed or not; positional superko always; free passes only, as GTP ends
// a game with two passes). It records the moves played since the start, so
// undo replays the game without its last move and the history of boards
// (superko) stays exact. GTP's play lets either colour move at any time
// and the game goes on after two passes; the engine allows both
// ([goregion.Game.SetNextPlayer], [goregion.Game.Resume]).
//
// # Commands
//
// The required commands of the specification (protocol_version, name,
// version, known_command, list_commands, quit, boardsize, clear_board,
// komi, play, genmove) and: undo, showboard, loadsgf FILE [N] (as GNU Go:
// the position before move N, the player of move N to move), final_score,
// final_status_list alive|dead|seki, reg_genmove, is_legal, list_stones,
// captures, get_komi (GNU Go's extensions of the same names),
// fixed_handicap, place_free_handicap (the fixed points) and
// set_free_handicap (handicap stones are setup stones of the start
// position; White moves first), time_settings and time_left (accepted and
// ignored: no answer depends on the clock), tedomari-dead_stones (the
// stones the user marks dead), gogui-analyze_commands and gogui-interrupt
// (the comment line "# interrupt" cancels the running command's context;
// see [Engine.Run]).
//
// The syntax follows the specification draft (Gunnar Farnebäck, "GTP — Go
// Text Protocol", version 2, draft 2, October 2002; its sections on the
// protocol basics and the commands): each line is
// preprocessed ([Preprocess]: control characters removed, comments from
// '#' on removed, tabs to spaces, empty lines skipped); a command may start
// with a numeric id, which the response repeats; a response is "=" or "?",
// the id, a space, the text, and an empty line. Colours are b, black, w,
// white; vertices are letters A–Z without I and a row number, in any case,
// or "pass"; responses write them in upper case.
//
// # Moves and scores: what is exact
//
// genmove and reg_genmove ask the engine's [Analyzer]: the exact endgame
// analysis decides the move, or says why it cannot, and the engine then
// answers "? cannot decide a move exactly: …". It never plays a guess.
// Without an Analyzer (before the endgame analysis exists) both commands
// answer that error.
//
// final_score and final_status_list judge the stones with the engine's
// [Judge], then the stones marked with tedomari-dead_stones. Without a
// Judge every stone is alive: final_score then scores the position as it
// stands, under territory (Japanese) or area counting ([Counting]), with
// komi added to White.
//
// # Extending
//
// [Engine.Register] adds a command and [Engine.AddAnalyzeCommand]
// advertises it to GoGui ("type/label/command": gfx, plist, pspairs,
// hstring, eplist, …), which is how the endgame analysis attaches its
// region map, region values and move values.
package gtp
