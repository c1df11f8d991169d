// thesis.js: the worked examples of the thesis, each opening in the
// region lab; "solve them all" checks each against the thesis's values.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);

  async function load() {
    let exs;
    try { exs = await tedomari.api("thesis", {}); } catch (e) { draw.status($("status"), e.message, "error"); return; }
    const box = $("examples");
    box.replaceChildren();
    for (const e of exs) {
      const rows = draw.rowsOf(e.diagram);
      const card = document.createElement("article");
      card.className = "example"; card.id = "ex-" + e.name;
      const h = document.createElement("h2");
      const a = document.createElement("a");
      a.href = "region.html?diagram=" + rows.map(encodeURIComponent).join("/");
      a.textContent = e.name;
      h.append(a, ` (§${e.section})`);
      const b = document.createElement("div"); b.className = "board small";
      draw.drawBoard(b, rows);
      const p = document.createElement("p"); p.textContent = e.story;
      const v = document.createElement("p"); v.className = "values";
      v.textContent = `value ${e.value}, chilled ${e.chilled}`;
      const c = document.createElement("p"); c.className = "computed"; c.dataset.name = e.name;
      card.append(h, b, v, c, p);
      box.appendChild(card);
    }
    draw.status($("status"), `${exs.length} examples`, "done");
  }

  $("solve-all").onclick = async () => {
    draw.status($("status"), "solving…", "busy");
    const t0 = performance.now();
    try {
      const recs = await tedomari.api("examples", {});
      let ok = 0;
      for (const r of recs) {
        const c = document.querySelector(`.computed[data-name="${r.name}"]`);
        if (!c) continue;
        if (r.agrees) ok++;
        c.textContent = r.agrees ? `✓ computed ${r.computed}, chilled ${r.chilled}` : `✗ computed ${r.computed || "-"}, chilled ${r.chilled || "-"} ${r.error || ""}`;
        c.classList.add(r.agrees ? "ok" : "bad");
      }
      draw.status($("status"), `${ok} of ${recs.length} agree with the thesis (${Math.round(performance.now() - t0)} ms)`, "done");
    } catch (e) {
      draw.status($("status"), e.message, "error");
    }
  };
  load();
})();
