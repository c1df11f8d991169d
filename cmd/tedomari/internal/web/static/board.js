// board.js: the whole board. Open or paste an SGF record (or a move list,
// or a whole-board diagram), choose the move, and see the analysis of
// `tedomari endgame`: the regions coloured and lettered, safe and dead
// stones, the table of regions, the assumptions, the result, the best
// moves on the board and the line of play stepped through.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const PALETTE = ["#7fc8e8", "#f4a261", "#a7d98a", "#c9a7e0", "#ffd166", "#f28482",
    "#8ad1c2", "#e0b1cb", "#b9c46a", "#9db4ff", "#ffb38a", "#c7d9a2"];
  // The board of examples/endgame/9x9-corridors.txt: four regions worth
  // Corr(3), Corr(2), {2|0} and a dame (Blom's thesis, ch. 6).
  const EXAMPLE = [
    "; examples/endgame/9x9-corridors.txt: Black to move",
    ".xxxxxoo.", "xxx...ooo", "xxxxxxo.o", "xx..ooooo", "xxxxxoooo",
    "xo.oooooo", "xxx.ooooo", "xxxxooooo", ".x.xo.o.o", ""].join("\n");
  let text = "";       // the record or diagram analysed
  let total = 0;       // moves of the record (0: a diagram)
  let pos = null;      // the position answer
  let rec = null;      // the endgame answer
  let steps = [];      // the line of play replayed: the game answer's steps
  let step = 0;        // moves of the line shown
  let selected = null; // the name of the highlighted region
  let seq = 0;         // answers to older requests are dropped

  const words = (color) => (color === "black" ? "Black" : "White");

  // countWords says a count (Black minus White) in Go words: "Black
  // ahead by 3/2" is written 1.5 (3/2).
  function countWords(s) {
    if (s === null || s === undefined) return "not resolved";
    const v = draw.num(s), a = String(s).replace("-", "");
    const n = Number.isInteger(v) ? a : `${Math.abs(v)} (${a})`;
    if (v > 0) return "Black ahead by " + n;
    if (v < 0) return "White ahead by " + n;
    return "a tie (jigo)";
  }

  // chains returns the points of the chains of the stones named, on the
  // board rows (a chain named by one of its stones, as the API names them).
  function chains(rows, names) {
    const h = rows.length, out = new Set();
    const stack = [];
    for (const name of names) {
      const { col, row } = draw.cellOf(name, h);
      if (rows[row] && "xoXO".includes(rows[row][col])) stack.push([col, row]);
    }
    while (stack.length) {
      const [c, r] = stack.pop();
      const name = draw.pointName(c, r, h);
      if (out.has(name)) continue;
      out.add(name);
      const ch = rows[r][c].toLowerCase();
      for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const cc = c + dc, rr = r + dr;
        if (rr >= 0 && rr < h && cc >= 0 && cc < rows[rr].length && rows[rr][cc].toLowerCase() === ch) stack.push([cc, rr]);
      }
    }
    return out;
  }

  function params(withMove) {
    const p = {};
    if (withMove && total > 0) p.move = Number($("move-n").value) + 1; // the position before move N+1
    if ($("to-play").value) p.to_play = $("to-play").value;
    if ($("komi").value.trim()) p.komi = $("komi").value.trim();
    if ($("exact").checked) p.exact = "1";
    return p;
  }

  // open reads a new record or diagram: its length for the slider, then
  // the analysis of its last position.
  async function open(t) {
    text = t;
    const my = ++seq;
    draw.status($("status"), "reading…", "busy");
    let p;
    try {
      p = await tedomari.api("position", params(false), text);
    } catch (e) {
      if (my === seq) { clear(); draw.status($("status"), e.message, "error"); }
      return;
    }
    if (my !== seq) return;
    total = p.total_moves;
    for (const id of ["move", "move-n"]) { $(id).max = total; $(id).value = total; }
    $("move-total").textContent = total;
    $("move-box").style.display = total > 0 ? "" : "none";
    analyse();
  }

  function clear() {
    rec = null; pos = null; steps = []; step = 0;
    for (const id of ["result", "regions", "assumptions"]) $(id).replaceChildren();
    $("board").replaceChildren(); $("line-text").textContent = "";
  }

  async function analyse() {
    const my = ++seq;
    draw.status($("status"), "analysing…", "busy");
    const t0 = performance.now();
    let p, r, g = { steps: [] };
    try {
      p = await tedomari.api("position", params(true), text);
      r = await tedomari.api("endgame", params(true), text);
      if (r.line_detail.length) {
        const moves = r.line_detail.map((m) => (m.player === "black" ? "B:" : "W:") + m.point).join(" ");
        g = await tedomari.api("game", { rules: r.rules, moves }, p.diagram);
      }
    } catch (e) {
      if (my === seq) { clear(); draw.status($("status"), e.message, "error"); }
      return;
    }
    if (my !== seq) return;
    pos = p; rec = r; steps = g.steps; step = 0; selected = null;
    const ms = Math.round(performance.now() - t0);
    draw.status($("status"), `analysed in ${ms} ms (${rec.stats.nodes} positions, ${rec.regions.length} regions)`, "done");
    drawResult();
    drawRegions();
    drawAssumptions();
    drawStep();
  }

  function drawResult() {
    const best = rec.best_moves_detail.map((m, i) => `${i + 1}. ${m.point} (region ${m.region}, gains ${m.gain}, ${m.kind || "temperature 0"})`);
    const rows = [
      ["to play", words(rec.to_play)],
      ["komi", `${rec.komi} (${rec.komi_source === "record" ? "from the record" : rec.komi_source === "flag" ? "as given" : "none given"})`],
      ["prisoners", `Black has taken ${rec.prisoners.black}, White ${rec.prisoners.white}`],
      ["moves played", total > 0 ? `${rec.moves} of ${total}` : "a diagram"],
      ["result", rec.resolved ? countWords(rec.result) + ` with ${words(rec.to_play)} to move` : "not resolved: some regions exceeded the limits; the counts below are for the resolved part only"],
      ["if Black plays first", countWords(rec.result_if_black_first)],
      ["if White plays first", countWords(rec.result_if_white_first)],
      ["best moves", best.length ? best.join("; ") : "pass: no move gains"],
      ["line of play", rec.line.length ? rec.line.join(" ") : "none"],
      ["count after the line", countWords(rec.line_count)],
    ];
    draw.fields($("result"), rows);
    const counts = { "result": rec.result, "if Black plays first": rec.result_if_black_first,
      "if White plays first": rec.result_if_white_first, "count after the line": rec.line_count };
    for (const [k, v] of Object.entries(counts)) {
      const td = $("result").querySelector(`td[data-field="${k}"]`);
      if (td && v !== null) td.dataset.count = v;
    }
    $("result").querySelector('td[data-field="result"]').classList.add("result-line");
  }

  function drawAssumptions() {
    const ul = $("assumptions");
    ul.replaceChildren();
    for (const a of rec.assumptions) {
      const li = document.createElement("li"); li.textContent = a; ul.appendChild(li);
    }
  }

  function regionColor(i) { return PALETTE[i % PALETTE.length]; }

  function drawRegions() {
    const t = $("regions");
    t.replaceChildren();
    const head = t.createTHead().insertRow();
    for (const h of ["", "region", "points", "value", "chilled", "mean", "temperature", "best Black", "best White", "note"]) {
      const th = document.createElement("th"); th.textContent = h; head.appendChild(th);
    }
    const body = t.createTBody();
    rec.regions.forEach((r, i) => {
      const tr = body.insertRow();
      tr.className = "move"; tr.dataset.region = r.name;
      if (r.name === selected) tr.classList.add("sel");
      const sw = tr.insertCell(); sw.className = "swatch"; sw.style.background = regionColor(i);
      const note = r.settled ? `settled: ${r.owner} territory${r.assumed ? " (assumed)" : ""}`
        : !r.resolved ? "unresolved: " + (r.error || "") : r.ko_sensitive ? "ko sensitive" : "";
      const cells = [r.name, r.points.length <= 6 ? r.points.join(" ") : `${r.points.length} points`,
        r.resolved ? r.canonical : "?", r.chilled || "?", r.resolved ? r.mean : "?", r.resolved ? r.temperature : "?",
        r.best_black.join(" ") || "–", r.best_white.join(" ") || "–", note];
      for (const c of cells) { const td = tr.insertCell(); td.textContent = c; }
      tr.title = r.points.join(" ");
      tr.addEventListener("click", () => select(r.name));
    });
  }

  function select(name) {
    selected = selected === name ? null : name;
    for (const tr of $("regions").querySelectorAll("tr[data-region]")) tr.classList.toggle("sel", tr.dataset.region === selected);
    drawStep();
  }

  // drawStep draws the board after step moves of the line, with the
  // regions, the safe and dead stones, and the best moves (at the start)
  // or the moves of the line played so far.
  function drawStep() {
    if (!rec || !pos) return;
    const diagram = step === 0 ? pos.diagram : steps[step - 1].board;
    const rows = draw.rowsOf(diagram);
    const h = rows.length;
    const regionOf = {};
    rec.regions.forEach((r, i) => { for (const p of r.points) regionOf[p] = { r, i }; });
    const svg = draw.drawBoard($("board"), rows, {
      onClick: (c, r) => { const x = regionOf[draw.pointName(c, r, h)]; if (x) select(x.r.name); },
    });
    const SVG = "http://www.w3.org/2000/svg";
    const mk = (name, attrs, parent, before) => {
      const e = document.createElementNS(SVG, name);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
      if (before) parent.insertBefore(e, before); else parent.appendChild(e);
      return e;
    };
    const at = {};
    for (const g of svg.querySelectorAll("g[data-point]")) {
      const c = g.querySelector("circle.hit");
      if (c) at[g.dataset.point] = { g, x: Number(c.getAttribute("cx")), y: Number(c.getAttribute("cy")), ch: g.dataset.cell };
    }
    const grid = svg.querySelector(".grid");
    // The regions under the grid, their letters on the empty points.
    for (const [name, { r, i }] of Object.entries(regionOf)) {
      const p = at[name];
      if (!p) continue;
      mk("rect", { x: p.x - 20, y: p.y - 20, width: 40, height: 40, fill: regionColor(i), "fill-opacity": r.name === selected ? 0.95 : 0.55,
        class: "region" + (r.name === selected ? " sel" : "") }, svg, grid);
      if (p.ch === ".") {
        const t = mk("text", { x: p.x, y: p.y + 5, class: "rletter" }, p.g); t.textContent = r.name;
      }
    }
    const start = draw.rowsOf(pos.diagram); // the chains of the analysed position
    for (const name of chains(start, rec.safe)) {
      const p = at[name];
      if (!p || !"xo".includes(p.ch)) continue;
      mk("rect", { x: p.x - 4, y: p.y - 4, width: 8, height: 8, class: "immortal " + (p.ch === "x" ? "on-black" : "on-white") }, p.g);
    }
    for (const name of chains(start, rec.dead)) {
      const p = at[name];
      if (!p || !"xo".includes(p.ch)) continue;
      const t = mk("text", { x: p.x, y: p.y + 8, class: "dead" }, p.g); t.textContent = "×";
    }
    if (step === 0) {
      rec.best_moves_detail.forEach((m, k) => {
        const p = at[m.point];
        if (!p) return;
        const t = mk("text", { x: p.x, y: p.y + 7, class: "best", "data-best": k + 1 }, p.g); t.textContent = String(k + 1);
      });
    } else {
      for (let k = 0; k < step; k++) {
        const p = at[steps[k].move];
        if (!p || !"xo".includes(p.ch)) continue;
        const cls = "lnum " + (p.ch === "x" ? "on-black" : "on-white") + (k === step - 1 ? " last-move" : "");
        const t = mk("text", { x: p.x, y: p.y + 6, class: cls }, p.g); t.textContent = String(k + 1);
      }
    }
    drawLineText();
  }

  function drawLineText() {
    const n = rec.line_detail.length;
    $("line-first").disabled = $("line-prev").disabled = step === 0;
    $("line-next").disabled = $("line-last").disabled = step >= steps.length;
    let s;
    if (n === 0) {
      s = "No move gains anything: the line is empty. Count: " + countWords(rec.line_count) + ".";
    } else if (step === 0) {
      s = `The start: ${words(rec.to_play)} to move; the numbers on the board are the best moves. The line has ${n} moves.`;
    } else {
      const m = rec.line_detail[step - 1], st = steps[step - 1];
      s = `Move ${step} of ${n}: ${words(m.player)} ${m.point} in region ${m.region}` +
        (m.kind ? ` (${m.kind}, gains ${m.gain})` : "") + (st.removed.length ? `, taking ${st.removed.join(" ")}` : "") +
        `; the region is now worth ${m.value}.` + (st.illegal ? " Illegal on the whole board: " + st.illegal : "");
      if (step === n) s += ` End of the line: the count is ${countWords(rec.line_count)}.`;
    }
    $("line-text").textContent = s;
  }

  function go(k) { step = Math.max(0, Math.min(steps.length, k)); drawStep(); }

  $("line-first").addEventListener("click", () => go(0));
  $("line-prev").addEventListener("click", () => go(step - 1));
  $("line-next").addEventListener("click", () => go(step + 1));
  $("line-last").addEventListener("click", () => go(steps.length));
  $("use-text").addEventListener("click", () => { $("file").value = ""; open($("text").value); });
  $("analyse").addEventListener("click", () => (text ? analyse() : open($("text").value)));
  $("file").addEventListener("change", async () => {
    const f = $("file").files[0];
    if (!f) return;
    const t = await f.text();
    $("text").value = t;
    open(t);
  });
  $("move").addEventListener("input", () => { $("move-n").value = $("move").value; });
  $("move").addEventListener("change", () => analyse());
  $("move-n").addEventListener("change", () => { $("move").value = $("move-n").value; analyse(); });
  for (const id of ["to-play", "exact"]) $(id).addEventListener("change", () => text && analyse());
  $("komi").addEventListener("change", () => text && analyse());

  $("text").value = EXAMPLE;
  open(EXAMPLE);
})();
