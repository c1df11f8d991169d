// calculator.js: game expressions in CGSuite notation: value, compare,
// cool, chill, warm, thermograph.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const outcomes = { L: "L (Left wins)", R: "R (Right wins)", P: "P (second player wins)", N: "N (first player wins)" };

  function valueRows(v, what) {
    return [
      [what, v.input],
      ["canonical", v.canonical],
      ["explicit", v.explicit || "(longer than 1 MiB)"],
      ["outcome", outcomes[v.outcome] || v.outcome],
      ["number", v.number ? "yes" : "no"],
      ["stops", `Left ${v.left_stop}, Right ${v.right_stop}`],
      ["mean", v.mean],
      ["temperature", v.temperature],
      ["temperature (CGSuite)", v.cgsuite_temperature],
      ["birthday", String(v.birthday)],
      ["incentives", v.incentives.join(", ") || "(none)"],
    ];
  }

  async function run(kind) {
    const g = $("expr").value, h = $("expr-b").value, t = $("temp").value;
    draw.status($("status"), "computing…", "busy");
    $("result").replaceChildren(); $("thermo").replaceChildren();
    try {
      let rows;
      switch (kind) {
        case "value": rows = valueRows(await tedomari.api("value", { expr: g }), "G"); break;
        case "cool": rows = valueRows(await tedomari.api("cool", { expr: g, by: t }), `G cooled by ${t}`); break;
        case "chill": rows = valueRows(await tedomari.api("chill", { expr: g }), "G chilled"); break;
        case "warm": rows = valueRows(await tedomari.api("warm", { expr: g }), "G warmed"); break;
        case "compare": {
          const c = await tedomari.api("compare", { a: g, b: h });
          const words = { "<": "G < H: H is better for Left", ">": "G > H: G is better for Left", "=": "G = H: equal", "||": "G || H: confused (the first player wins G − H)" };
          rows = [["G", c.a], ["H", c.b], ["relation", c.relation], ["meaning", words[c.relation]]];
          break;
        }
        case "thermograph": {
          const th = await tedomari.api("thermograph", { expr: g });
          draw.drawThermograph($("thermo"), th, g);
          rows = [["G", th.input], ["mast (mean)", th.mast], ["temperature", th.temperature], ["temperature (CGSuite)", th.cgsuite_temperature],
            ["left wall", th.left_wall.map((p) => `(${p[0]}, ${p[1]})`).join(" ")], ["right wall", th.right_wall.map((p) => `(${p[0]}, ${p[1]})`).join(" ")]];
          break;
        }
      }
      draw.fields($("result"), rows);
      if (kind !== "thermograph" && kind !== "compare") {
        const v = rows[1][1];
        const th = await tedomari.api("thermograph", { expr: v });
        draw.drawThermograph($("thermo"), th, v);
      }
      draw.status($("status"), "", "done");
    } catch (e) {
      draw.status($("status"), e.message, "error");
    }
  }

  for (const k of ["value", "compare", "cool", "chill", "warm"]) $("do-" + k).onclick = () => run(k);
  $("do-thermo").onclick = () => run("thermograph");
  $("expr").addEventListener("keydown", (e) => { if (e.key === "Enter") run("value"); });
  const q = new URLSearchParams(location.search);
  if (q.get("expr")) $("expr").value = q.get("expr");
  run("value");
})();
