// region.js: the region lab. Edit a region, see its value box, its
// thermograph and its first moves; click a move to walk down the game
// tree (the engine plays it with goregion's rules), back to go up.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const CYCLE = ".xoXO#";
  const outcomes = { L: "L (Black wins)", R: "R (White wins)", P: "P (second player wins)", N: "N (first player wins)" };
  let rootRows = [];
  let path = []; // moves played from the root: {player: "B"|"W", point, value}
  let lines = []; // the diagram and prisoners after each prefix of path
  let seq = 0; // answers to older requests are dropped

  function urlRows() {
    const m = /[?&]diagram=([^&]*)/.exec(location.search);
    if (!m) return null;
    return m[1].split("/").map((r) => decodeURIComponent(r.replace(/\+/g, " ")));
  }

  function shareURL() {
    return location.pathname + "?diagram=" + draw.textOf(rootRows).split("\n").map((r) => encodeURIComponent(r)).join("/");
  }

  let rootValue; // the value of the start, once solved
  const root = { prisoners: "0" };
  function current() {
    if (path.length) return lines[lines.length - 1];
    root.rows = rootRows;
    return root;
  }

  function drawAll() {
    const cur = current();
    const editing = path.length === 0;
    draw.drawBoard($("board"), cur.rows, {
      onClick: editing ? cycle : null,
      last: path.length ? path[path.length - 1].point : null,
    });
    $("mode-hint").textContent = editing
      ? "Click a point to cycle . x o X O # (empty, ordinary Black, ordinary White, immortal Black, immortal White, not a point)."
      : "Walking the game tree: go back to the start to edit.";
    for (const b of $("edit-buttons").querySelectorAll("button")) b.disabled = !editing && b.id !== "share";
    $("back").disabled = $("root").disabled = !editing ? false : true;
    $("diagram-text").value = draw.textOf(cur.rows);
    $("line").textContent = path.length
      ? "line: " + path.map((m) => (m.player === "B" ? "Black " : "White ") + m.point).join(", ") + " · prisoners (Black − White): " + cur.prisoners
      : "";
  }

  // drawTree draws the line from the start as a path down the game tree:
  // each node with its value, each edge with its move; click a node to go
  // back up to it.
  function drawTree() {
    const ol = $("tree");
    ol.replaceChildren();
    const nodes = [{ label: "start", value: rootValue }].concat(path.map((m, i) => ({
      label: (m.player === "B" ? "Black " : "White ") + m.point + " (" + m.value + ")", value: lines[i].value,
    })));
    nodes.forEach((n, i) => {
      const li = document.createElement("li");
      li.textContent = n.label + (n.value !== undefined ? " → " + n.value : "");
      if (i < nodes.length - 1) {
        li.className = "up";
        li.title = "go back up to here";
        li.addEventListener("click", () => { path.length = i; lines.length = i; drawAll(); solve(); });
      } else {
        li.className = "here";
      }
      ol.appendChild(li);
    });
  }

  function cycle(c, r) {
    const row = rootRows[r];
    const ch = CYCLE[(CYCLE.indexOf(row[c]) + 1) % CYCLE.length];
    rootRows[r] = row.slice(0, c) + ch + row.slice(c + 1);
    changed();
  }

  function changed() {
    rootValue = undefined;
    history.replaceState(null, "", shareURL());
    drawAll();
    solve();
  }

  async function solve() {
    const my = ++seq;
    const cur = current();
    const text = draw.textOf(cur.rows);
    draw.status($("status"), "solving…", "busy");
    $("value-box").replaceChildren(); $("moves").replaceChildren(); $("thermo").replaceChildren();
    const t0 = performance.now();
    let rec;
    try {
      rec = await tedomari.api("region", {}, text);
    } catch (e) {
      if (my === seq) draw.status($("status"), e.message, "error");
      return;
    }
    if (my !== seq) return;
    cur.value = rec.canonical;
    if (!path.length) rootValue = rec.canonical;
    drawTree();
    const ms = Math.round(performance.now() - t0);
    draw.status($("status"), `solved in ${ms} ms (${rec.nodes} position${rec.nodes === 1 ? "" : "s"})`, "done");
    const rows = [
      ["canonical", rec.canonical],
      ["explicit", rec.explicit || "(longer than 1 MiB)"],
      ["outcome", outcomes[rec.outcome] || rec.outcome],
      ["stops", `Left ${rec.left_stop}, Right ${rec.right_stop}`],
      ["mean (count)", rec.mean],
      ["temperature (miai value)", rec.temperature],
      ["chilled", rec.chilled],
      ["parity", rec.parity],
      ["ko", rec.ko_sensitive ? "ko sensitive: superko refused a move that is not a suicide; the value depends on the local history" : "no ko"],
    ];
    if (rec.parts && rec.parts.length) {
      rows.push(["independent parts", rec.parts.map((q) => q.points.join(" ") + ": " + q.canonical).join("; ") + " (the value is their sum)"]);
    }
    if (path.length) {
      const last = path[path.length - 1];
      rows.push(["move's value", `${last.value}: this position's value plus the prisoners (${cur.prisoners})`]);
    }
    draw.fields($("value-box"), rows);
    if (rec.ko_sensitive) $("value-box").classList.add("ko"); else $("value-box").classList.remove("ko");
    movesTable(rec);
    if (path.length) checkMove(rec, cur, my);
    try {
      const th = await tedomari.api("thermograph", { expr: rec.canonical });
      if (my === seq) draw.drawThermograph($("thermo"), th, rec.canonical);
    } catch (e) {
      if (my === seq) draw.status($("status"), "thermograph: " + e.message, "error");
    }
  }

  // checkMove compares the value of the position reached plus the
  // prisoners with the value the move had in its parent's table.
  async function checkMove(rec, cur, my) {
    const last = path[path.length - 1];
    try {
      const c = await tedomari.api("compare", { a: `(${rec.canonical}) + (${cur.prisoners})`, b: last.value });
      if (my !== seq) return;
      const tr = $("value-box").insertRow();
      const th = document.createElement("th"); th.textContent = "check"; tr.appendChild(th);
      const td = tr.insertCell(); td.dataset.field = "check";
      td.textContent = c.relation === "="
        ? `✓ ${rec.canonical} + ${cur.prisoners} = ${last.value}`
        : `${rec.canonical} + ${cur.prisoners} ${c.relation} ${last.value}: the move's value depends on the line's history (superko)`;
    } catch (e) { /* the check is a courtesy */ }
  }

  function movesTable(rec) {
    const t = $("moves");
    t.replaceChildren();
    const head = t.createTHead().insertRow();
    for (const h of ["player", "point", "value", "note"]) { const th = document.createElement("th"); th.textContent = h; head.appendChild(th); }
    const body = t.createTBody();
    for (const [player, moves] of [["B", rec.left_moves], ["W", rec.right_moves]]) {
      if (!moves.length) {
        const tr = body.insertRow();
        tr.insertCell().textContent = player === "B" ? "Black" : "White";
        tr.insertCell().textContent = "–"; tr.insertCell(); tr.insertCell().textContent = "no legal move";
      }
      for (const m of moves) {
        const tr = body.insertRow();
        tr.className = "move" + (m.dominated || m.reversible ? " weak" : "");
        tr.dataset.move = player + ":" + m.point;
        tr.insertCell().textContent = player === "B" ? "Black" : "White";
        tr.insertCell().textContent = m.point;
        tr.insertCell().textContent = m.value;
        const notes = [];
        if (m.dominated) notes.push("dominated");
        if (m.reversible) notes.push("reversible through " + m.through);
        tr.insertCell().textContent = notes.join(", ");
        tr.title = "play " + (player === "B" ? "Black " : "White ") + m.point;
        tr.addEventListener("click", () => play(player, m.point, m.value));
      }
    }
  }

  async function play(player, point, value) {
    const moves = path.map((m) => m.player + ":" + m.point).concat([player + ":" + point]);
    draw.status($("status"), "playing…", "busy");
    let ans;
    try {
      ans = await tedomari.api("play", { moves: moves.join(" ") }, draw.textOf(rootRows));
    } catch (e) {
      draw.status($("status"), e.message, "error");
      return;
    }
    path.push({ player, point, value });
    lines.push({ rows: draw.rowsOf(ans.diagram), prisoners: ans.prisoners });
    drawAll();
    solve();
  }

  function back() {
    if (!path.length) return;
    path.pop(); lines.pop();
    drawAll(); solve();
  }

  function toRoot() {
    path = []; lines = [];
    drawAll(); solve();
  }

  function resize(dr, dc) {
    if (path.length) return;
    let rows = rootRows.slice();
    const w = rows.length ? rows[0].length : 0;
    if (dr > 0 && rows.length < 19) rows.push(".".repeat(Math.max(w, 1)));
    if (dr < 0 && rows.length > 1) rows.pop();
    if (dc > 0 && w < 25) rows = rows.map((r) => r + "."); // GTP names 25 columns
    if (dc < 0 && w > 1) rows = rows.map((r) => r.slice(0, -1));
    rootRows = rows;
    changed();
  }

  $("add-row").onclick = () => resize(1, 0);
  $("del-row").onclick = () => resize(-1, 0);
  $("add-col").onclick = () => resize(0, 1);
  $("del-col").onclick = () => resize(0, -1);
  $("back").onclick = back;
  $("root").onclick = toRoot;
  $("share").onclick = () => {
    const u = new URL(shareURL(), location.href).href;
    if (navigator.clipboard) navigator.clipboard.writeText(u).catch(() => {});
    draw.status($("status"), "link: " + u, "done");
  };
  $("load-text").onclick = () => {
    const rows = draw.rowsOf($("diagram-text").value);
    if (!rows.length) { draw.status($("status"), "the diagram is empty", "error"); return; }
    path = []; lines = []; rootRows = rows;
    changed();
  };

  rootRows = urlRows() || ["XXXX", "X..O", "XXXX"];
  rootRows = draw.rowsOf(rootRows.join("\n"));
  if (!rootRows.length) rootRows = ["XXXX", "X..O", "XXXX"];
  drawAll();
  solve();
})();
