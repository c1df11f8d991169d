// draw.js: region diagrams (FORMATS.md §3), the board and the
// thermograph in SVG, and small helpers shared by the pages.
"use strict";
(function () {
  const SVG = "http://www.w3.org/2000/svg";
  const COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; // GTP: no I

  // rowsOf returns the rows of a diagram text: comments and blank lines
  // at the ends removed, every row padded with '#' to the longest.
  function rowsOf(text) {
    let rows = text.replace(/\r/g, "").split("\n").map((l) => {
      const k = l.indexOf(";");
      return (k >= 0 ? l.slice(0, k) : l).replace(/\s+$/, "").replace(/ /g, "#");
    });
    while (rows.length && rows[0] === "") rows.shift();
    while (rows.length && rows[rows.length - 1] === "") rows.pop();
    const w = Math.max(0, ...rows.map((r) => r.length));
    return rows.map((r) => (r + "#".repeat(w)).slice(0, w));
  }

  // textOf returns the diagram text of rows, trailing '#' trimmed.
  function textOf(rows) {
    return rows.map((r) => r.replace(/#+$/, "") || "#").join("\n");
  }

  // pointName returns the GTP name of the cell (col, row), row 0 the top.
  function pointName(col, row, height) {
    return COLS[col] + String(height - row);
  }

  // cellOf returns {col, row} of a GTP name on a board of that height.
  function cellOf(name, height) {
    const col = COLS.indexOf(name[0].toUpperCase());
    const row = height - parseInt(name.slice(1), 10);
    return { col, row };
  }

  function el(name, attrs, parent) {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  }

  // drawBoard draws rows into the element box as an SVG board with
  // coordinates. opts.onClick(col, row) makes points clickable;
  // opts.marks maps a point name to a label drawn on it; opts.last names
  // the last move played.
  function drawBoard(box, rows, opts) {
    opts = opts || {};
    const h = rows.length, w = h ? rows[0].length : 0;
    const s = 40, m = 30;
    const svg = el("svg", { viewBox: `0 0 ${w * s + m + 10} ${h * s + m + 10}`, class: "goban", role: "img",
      "aria-label": "board " + textOf(rows).replace(/\n/g, "/") });
    svg.style.maxWidth = Math.min(560, (w * s + m + 10) * 1.6) + "px";
    const x = (c) => m + c * s + s / 2, y = (r) => 5 + r * s + s / 2;
    const isPoint = (c, r) => r >= 0 && r < h && c >= 0 && c < w && rows[r][c] !== "#";
    el("rect", { x: m, y: 5, width: w * s, height: h * s, class: "wood" }, svg);
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        if (!isPoint(c, r)) { el("rect", { x: m + c * s, y: 5 + r * s, width: s, height: s, class: "off" }, svg); continue; }
        if (isPoint(c + 1, r)) el("line", { x1: x(c), y1: y(r), x2: x(c + 1), y2: y(r), class: "grid" }, svg);
        if (isPoint(c, r + 1)) el("line", { x1: x(c), y1: y(r), x2: x(c), y2: y(r + 1), class: "grid" }, svg);
      }
    }
    for (let c = 0; c < w; c++) {
      const t = el("text", { x: x(c), y: h * s + 5 + 18, class: "coord" }, svg); t.textContent = COLS[c];
    }
    for (let r = 0; r < h; r++) {
      const t = el("text", { x: m - 14, y: y(r) + 5, class: "coord" }, svg); t.textContent = String(h - r);
    }
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const ch = rows[r][c], name = pointName(c, r, h);
        const g = el("g", { "data-point": name, "data-cell": ch, class: "pt" }, svg);
        if (ch === "#") {
          el("rect", { x: m + c * s, y: 5 + r * s, width: s, height: s, class: "hit" }, g);
        } else {
          el("circle", { cx: x(c), cy: y(r), r: s * 0.48, class: "hit" }, g);
        }
        if ("xXoO".includes(ch)) {
          const black = ch === "x" || ch === "X";
          el("circle", { cx: x(c), cy: y(r), r: s * 0.44, class: black ? "stone black" : "stone white" }, g);
          if (ch === "X" || ch === "O") { // immortal: a square in the stone
            el("rect", { x: x(c) - 6, y: y(r) - 6, width: 12, height: 12, class: black ? "immortal on-black" : "immortal on-white" }, g);
          }
        }
        if (opts.last === name) el("circle", { cx: x(c), cy: y(r), r: s * 0.16, class: "last" }, g);
        if (opts.marks && opts.marks[name]) {
          const t = el("text", { x: x(c), y: y(r) + 5, class: "mark" }, g); t.textContent = opts.marks[name];
        }
        if (opts.onClick) {
          g.classList.add("clickable");
          // pointerdown, not click: a click needs the press and the release
          // on the same element, and a redraw between them (the board is
          // drawn anew after every edit) would drop it.
          g.addEventListener("pointerdown", (e) => { if (e.button === 0) opts.onClick(c, r); });
        }
      }
    }
    box.replaceChildren(svg);
    return svg;
  }

  // num reads a number of the API ("3/4", "-2") as a float.
  function num(s) {
    const [a, b] = String(s).split("/");
    return b === undefined ? Number(a) : Number(a) / Number(b);
  }

  // drawThermograph draws a thermograph record of the API (left_wall,
  // right_wall, mast, temperature) into box: temperature upward, values
  // decreasing to the right as in the literature (Left's side on the
  // left), the mast, and the count and miai value in Go words.
  function drawThermograph(box, th, title) {
    const L = th.left_wall.map(([t, v]) => [num(t), num(v)]);
    const R = th.right_wall.map(([t, v]) => [num(t), num(v)]);
    const temp = num(th.temperature), mast = num(th.mast);
    const xs = L.concat(R).map((p) => p[1]).concat([mast]);
    let lo = Math.min(...xs), hi = Math.max(...xs);
    const top = Math.max(temp * 1.5, temp + 1, 1);
    if (hi - lo < 1) { lo -= 1; hi += 1; }
    const pad = (hi - lo) * 0.15; lo -= pad; hi += pad;
    const W = 420, H = 300, m = { l: 40, r: 20, t: 30, b: 40 };
    const px = (v) => m.l + (hi - v) / (hi - lo) * (W - m.l - m.r); // reversed
    const py = (t) => H - m.b - t / top * (H - m.t - m.b);
    const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "thermograph", role: "img", "aria-label": "thermograph" });
    el("line", { x1: m.l, y1: py(0), x2: W - m.r, y2: py(0), class: "axis" }, svg);
    const ticks = new Set([th.mast].concat(L.length ? [th.left_wall[0][1]] : []).concat(R.length ? [th.right_wall[0][1]] : []));
    for (const tk of ticks) {
      el("line", { x1: px(num(tk)), y1: py(0), x2: px(num(tk)), y2: py(0) + 6, class: "axis" }, svg);
      const t = el("text", { x: px(num(tk)), y: py(0) + 20, class: "tick" }, svg); t.textContent = tk;
    }
    const path = (ps) => ps.map(([t, v], i) => (i ? "L" : "M") + px(v).toFixed(1) + " " + py(t).toFixed(1)).join(" ");
    if (L.length) el("path", { d: path(L), class: "wall left" }, svg);
    if (R.length) el("path", { d: path(R), class: "wall right" }, svg);
    el("line", { x1: px(mast), y1: py(temp), x2: px(mast), y2: py(top), class: "mast" }, svg);
    if (temp > 0) {
      el("line", { x1: m.l, y1: py(temp), x2: W - m.r, y2: py(temp), class: "temp" }, svg);
      const t = el("text", { x: m.l + 4, y: py(temp) - 5, class: "tlabel" }, svg);
      t.textContent = "temperature " + th.temperature + " (miai value)";
    }
    const c = el("text", { x: Math.min(Math.max(px(mast), m.l + 60), W - m.r - 60), y: m.t - 10, class: "tlabel mid" }, svg);
    c.textContent = "mast at " + th.mast + " (count)";
    const lt = el("text", { x: m.l, y: H - 5, class: "tick start" }, svg); lt.textContent = "← Black (Left)";
    const rt = el("text", { x: W - m.r, y: H - 5, class: "tick end" }, svg); rt.textContent = "White (Right) →";
    if (title) { const tt = el("title", {}, svg); tt.textContent = title; }
    box.replaceChildren(svg);
    return svg;
  }

  // fields fills a table with rows [label, value, title?].
  function fields(table, rows) {
    table.replaceChildren();
    for (const [k, v, tip] of rows) {
      const tr = table.insertRow();
      const th = document.createElement("th"); th.textContent = k; tr.appendChild(th);
      const td = tr.insertCell(); td.textContent = v; td.dataset.field = k;
      if (tip) td.title = tip;
    }
  }

  // status shows a message (kind "error", "busy" or "") in the element.
  function status(elem, msg, kind) {
    elem.textContent = msg || "";
    elem.className = "status " + (kind || "");
  }

  window.draw = { rowsOf, textOf, pointName, cellOf, drawBoard, drawThermograph, fields, status, num };
})();
