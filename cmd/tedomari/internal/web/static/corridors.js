// corridors.js: a corridor's board, values and the derivation of its
// chilled value, step by step (Blom, Theorems 6.1 and 6.3).
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);

  async function show() {
    const n = Math.max(1, Math.min(24, parseInt($("length").value, 10) || 1));
    const s = Math.max(0, Math.min(8, parseInt($("gold").value, 10) || 0));
    const name = s ? `Corr_${s}` : "Corr";
    let steps, rows;
    try {
      [steps, rows] = await Promise.all([
        tedomari.api("derivation", { length: n, gold: s }),
        tedomari.api("corridor", { length: n, gold: s }),
      ]);
    } catch (e) {
      $("theorem").textContent = e.message;
      return;
    }
    const last = steps[steps.length - 1], row = rows[rows.length - 1];
    const drows = draw.rowsOf(last.diagram);
    draw.drawBoard($("board"), drows);
    $("open-lab").href = "region.html?diagram=" + drows.map(encodeURIComponent).join("/");
    draw.fields($("summary"), [
      ["corridor", `${name}(${n})`],
      ["canonical", row.canonical],
      ["chilled", row.chilled],
      ["formula", row.formula],
      ["agrees", row.agrees ? "yes: f(G) is the theorem's closed form" : "NO"],
    ]);
    $("theorem").textContent = s === 0
      ? "Theorem 6.1: Corr(0) = 0 and Corr(d+1) = {d | Corr(d)}; chilling taxes each move a point, f(Corr(d+1)) = {d − 1 | f(Corr(d)) + 1}, and f(Corr(d)) = d − 2 + (1/2)^(d−1) for d ≥ 1."
      : `Theorem 6.3: Corr_S(0) = 0 and Corr_S(d+1) = {d + 2S | Corr_S(d)}; chilled, f(Corr_S(d+1)) = {d + 2S − 1 | f(Corr_S(d)) + 1}, and f(Corr_S(d)) = d + 2(S−1) + (0^d | −2(S−1)). Here S = ${s}.`;
    const ol = $("derivation");
    ol.replaceChildren();
    let prev = rows[0].chilled; // f(Corr(0)) = 0
    for (const st of steps) {
      const li = document.createElement("li");
      li.dataset.d = st.d;
      const lo = st.d - 1 + 2 * s; // the Left option, an integer: Black fills or captures
      li.textContent = `${name}(${st.d}) = {${lo} | ${name}(${st.d - 1})}, so f(${name}(${st.d})) = {f(${lo}) − 1 | f(${name}(${st.d - 1})) + 1}` +
        ` = {${lo} − 1 | ${prev} + 1} = {${st.left} | ${st.right}} = ${st.value}: ${st.rule}` +
        (st.agrees ? ` ✓ (the theorem gives ${st.formula})` : ` ✗ the theorem gives ${st.formula}, chilling ${st.chilled}`);
      ol.appendChild(li);
      prev = st.value;
    }
    const t = $("rows");
    t.replaceChildren();
    const head = t.createTHead().insertRow();
    for (const h of ["d", "canonical", "chilled", "formula", "agrees"]) { const th = document.createElement("th"); th.textContent = h; head.appendChild(th); }
    const body = t.createTBody();
    for (const r of rows) {
      const tr = body.insertRow();
      for (const v of [r.d, r.canonical, r.chilled, r.formula, r.agrees ? "yes" : "NO"]) tr.insertCell().textContent = v;
    }
  }

  $("show").onclick = show;
  $("length").onchange = show;
  $("gold").onchange = show;
  const q = new URLSearchParams(location.search);
  if (q.get("length")) $("length").value = q.get("length");
  if (q.get("gold")) $("gold").value = q.get("gold");
  show();
})();
