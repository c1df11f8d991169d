// rules.js: the lecture's demonstrations, played step by step by the
// rules engine (goregion.Game) under the seeds' rule sets.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const DEMOS = [
    { id: "capture", title: "Capture", rules: "tromp-taylor", size: 5, moves: "W:C3 B:C2 B:B3 B:D3 B:C4",
      text: "A stone without liberties is removed. Black surrounds the White stone at C3; the fourth Black stone takes its last liberty and captures it." },
    { id: "suicide-tt", title: "Suicide (Tromp–Taylor)", rules: "tromp-taylor", size: 3, moves: "B:A1 W:A2 W:B2 W:C1 B:B1 W:B3 B:A1",
      text: "Under Tromp–Taylor suicide is legal: Black's B1 leaves A1–B1 without liberties, and the two stones are removed (prisoners for White). A single stone's suicide recreates the board before it, so positional superko refuses it (the last move)." },
    { id: "suicide-ns", title: "Suicide (no-suicide)", rules: "no-suicide", size: 3, moves: "B:A1 W:A2 W:B2 W:C1 B:B1",
      text: "Most rule sets forbid suicide: the same move B1 is refused." },
    { id: "ko", title: "Ko", rules: "tromp-taylor", diagram: ".xo./xo.o/.xo.", moves: "B:C2 W:B2 W:D3 B:A3 W:B2",
      text: "Black captures at C2. White may not take back at once: it would recreate the board before Black's capture (superko). White plays a ko threat at D3, Black answers, and now White may retake: the whole board differs." },
    { id: "superko", title: "Superko (triple ko)", rules: "tromp-taylor", diagram: "#XO###XO###XO#/X.xO#X.xO#Xo.O/#XO###XO###XO#",
      moves: "W:B2 B:N2 W:G2 B:C2 W:M2 B:H2",
      text: "Three kos (the X and O stones are immortal). Each player takes in turn, never retaking at once, so the simple ko rule allows every move; but Black's sixth take, at H2, would bring back the starting board, and positional superko forbids any earlier board, not only the last." },
    { id: "eyes", title: "Two eyes", rules: "no-suicide", diagram: ".x.x/xxxx/oooo", moves: "W:A3 W:C3",
      text: "A group with two separate eyes lives: White may play in neither eye, since a stone there has no liberty and captures nothing (suicide)." },
    { id: "one-eye", title: "One eye", rules: "no-suicide", diagram: ".xxx/xxxx/oooo", moves: "W:A3",
      text: "With one eye only, White's stone in the eye takes the group's last liberty: all eight Black stones are captured." },
    { id: "scoring", title: "Area scoring with komi", rules: "tromp-taylor", komi: "6.5", diagram: "..xo./..xo./..xo./..xo./..xo.", moves: "pass pass",
      text: "Two passes end the game. Area scoring counts stones plus empty points reached only by one colour: Black 15, White 10; komi 6.5 is added to White's score." },
  ];
  let demo = null, game = null, step = 0;

  function show() {
    if (!game) return;
    const s = step === 0 ? null : game.steps[step - 1];
    const rows = draw.rowsOf(s ? s.board : game.start);
    const marks = {};
    if (s && s.illegal && /^[A-Z]\d+$/.test(s.move)) marks[s.move] = "✗";
    if (s && !s.illegal) for (const r of s.removed) marks[r] = "×";
    const atEnd = step === game.steps.length && !game.ended;
    draw.drawBoard($("board"), rows, { last: s && !s.illegal ? s.move : null, marks, onClick: atEnd ? playAt : null });
    $("pass").disabled = !atEnd;
    $("step-text").textContent = !s
      ? `The start (rules: ${game.rules}). ${game.steps.length} moves to play.`
      : `Move ${s.number}: ${s.player} ${s.move.toLowerCase() === "pass" ? "passes" : s.move}` +
        (s.illegal ? `: refused, ${s.illegal}.` : s.removed.length ? `: removes ${s.removed.join(" ")}${s.suicide ? " (suicide)" : ""}.` : ".");
    $("step-text").className = "step" + (s && s.illegal ? " illegal" : "");
    const rowsF = [["prisoners taken", `Black ${s ? s.black_captures : 0}, White ${s ? s.white_captures : 0}`]];
    if (step === game.steps.length && game.ended) {
      rowsF.push(["score (area)", `Black ${game.black_score}, White ${game.white_score} (komi ${game.komi} included)`]);
      rowsF.push(["result", game.winner === "draw" ? "a draw" : `${game.winner} wins`]);
    }
    draw.fields($("score"), rowsF);
    $("prev").disabled = step === 0; $("first").disabled = step === 0;
    $("next").disabled = step === game.steps.length;
  }

  // playAt lets the class go on from the last step: the player to move
  // plays at the clicked point (or passes), under the demonstration's rules.
  function playAt(c, r) {
    const rows = draw.rowsOf(game.steps.length ? game.steps[game.steps.length - 1].board : game.start);
    extend(draw.pointName(c, r, rows.length));
  }

  async function extend(move) {
    const params = demoParams(demo, (moves + " " + move).trim());
    try {
      const g = await tedomari.api("game", params);
      moves = (moves + " " + move).trim();
      game = g; step = game.steps.length;
    } catch (e) { $("step-text").textContent = e.message; return; }
    show();
  }

  function demoParams(d, mv) {
    const params = { rules: d.rules, moves: mv, komi: d.komi || "0" };
    if (d.diagram) params.diagram = d.diagram; else params.size = d.size;
    return params;
  }

  let moves = "";
  async function choose(d) {
    demo = d; step = 0; moves = d.moves;
    $("demo-title").textContent = d.title;
    $("demo-text").textContent = d.text;
    for (const b of $("demos").querySelectorAll("button")) b.classList.toggle("current", b.dataset.demo === d.id);
    try { game = await tedomari.api("game", demoParams(d, moves)); } catch (e) { $("step-text").textContent = e.message; return; }
    show();
  }

  for (const d of DEMOS) {
    const b = document.createElement("button");
    b.textContent = d.title; b.dataset.demo = d.id;
    b.onclick = () => choose(d);
    $("demos").appendChild(b);
  }
  $("first").onclick = () => { step = 0; show(); };
  $("prev").onclick = () => { if (step > 0) step--; show(); };
  $("next").onclick = () => { if (game && step < game.steps.length) step++; show(); };
  $("pass").onclick = () => extend("pass");
  const q = new URLSearchParams(location.search);
  choose(DEMOS.find((d) => d.id === q.get("demo")) || DEMOS[0]);
})();
