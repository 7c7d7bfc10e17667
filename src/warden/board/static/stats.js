// warden board: how warden is doing. The numbers come from GET /api/stats; the charts are
// SVG drawn by the server (GET /api/stats/{chart}.svg), shown as images beside tables of
// the same numbers. Refreshed when the store changes, at most every REFRESH ms.
"use strict";

(() => {
  const el = W.el;
  const REFRESH = 5000;
  const WINDOWS = [["1", "1 hour"], ["6", "6 hours"], ["24", "24 hours"], ["168", "7 days"], ["720", "30 days"]];
  const CHARTS = [["by_kind", "Decisions per hour, by kind"], ["by_decider", "Decisions per hour, by who decided"],
    ["delivery", "How answers were delivered"], ["outcomes", "How decisions ended"],
    ["time_to_decision", "Time to a decision"], ["time_to_delivery", "Time to delivery"]];
  const ui = { data: null, loadedAt: 0, loading: false, version: -1, key: "" };

  function query() {
    const r = W.state.route;
    return "hours=" + encodeURIComponent(r.hours || "24") + (r.session ? "&session=" + encodeURIComponent(r.session) : "");
  }

  async function load() {
    if (ui.loading) return;
    ui.loading = true;
    const q = query();
    try {
      const r = await fetch("/api/stats?" + q, { credentials: "same-origin" });
      const data = await r.json().catch(() => null);
      ui.data = r.ok ? data : { error: (data && data.error) || "refused (" + r.status + ")" };
    } catch (e) {
      ui.data = { error: "the board cannot be reached" };
    }
    ui.loading = false;
    ui.loadedAt = Date.now();
    ui.version = W.state.version;
    ui.key = q;
    W.render();
  }

  function secs(v) {
    if (v === null || v === undefined) return "-";
    if (v < 1) return Math.round(v * 1000) + " ms";
    if (v < 120) return v.toFixed(1) + " s";
    return (v / 60).toFixed(1) + " min";
  }

  function pct(n, total) { return total ? Math.round(100 * n / total) + "%" : "-"; }

  function totals(d) {
    const o = d.outcomes || {};
    const settled = (o.verified || 0) + (o.mismatch || 0);
    const ds = d.delivery_summary;
    const delivered = ds.inline + ds.keystrokes;
    const tiles = [
      ["decisions", String(d.decisions)],
      ["verified (of those checked)", pct(o.verified || 0, settled)],
      ["delivered without keystrokes", pct(ds.inline, delivered)],
      ["median time to a decision", secs(d.time_to_decision.p50)],
      ["median time to delivery", secs(d.time_to_delivery.p50)],
    ];
    return el("div", { className: "tiles" }, tiles.map(([k, v]) => el("div", { className: "tile card", dataset: { tile: k } },
      el("div", { className: "v" }, v), el("div", { className: "k muted" }, k))));
  }

  function table(head, rows) {
    return el("table", { className: "numbers" }, el("thead", {}, el("tr", {}, head.map((h) => el("th", {}, h)))),
      el("tbody", {}, rows.map((r) => el("tr", {}, r.map((c) => el("td", {}, c))))));
  }

  function numbers(name, d) {
    if (name === "by_kind" || name === "by_decider") {
      return table(["", "decisions"], Object.entries(d[name]).map(([k, v]) => [k, String(v.reduce((a, b) => a + b, 0))]));
    }
    if (name === "delivery" || name === "outcomes") return table(["", "decisions"], Object.entries(d[name]).map(([k, v]) => [k, String(v)]));
    const t = d[name];
    return table(["count", "median", "p90", "p99", "max"], [[String(t.count), secs(t.p50), secs(t.p90), secs(t.p99), secs(t.max)]]);
  }

  function controls() {
    const r = W.state.route;
    const pick = el("select", { id: "stats-window", "aria-label": "Window" },
      WINDOWS.map(([h, label]) => el("option", { value: h, selected: h === (r.hours || "24") }, "last " + label)));
    pick.addEventListener("change", () => {
      location.hash = "#/stats?hours=" + pick.value + (r.session ? "&session=" + encodeURIComponent(r.session) : "");
    });
    return el("div", { className: "toolbar" }, pick, r.session ? el("a", { href: "#/stats?hours=" + (r.hours || "24") }, "all sessions") : null);
  }

  function render(main) {
    const r = W.state.route;
    W.$("crumb").textContent = "› stats";
    const q = query();
    const stale = q !== ui.key || (W.state.version !== ui.version && Date.now() - ui.loadedAt > REFRESH);
    if (stale && !ui.loading) load();
    const d = ui.data;
    const version = ui.key === q ? ui.loadedAt : 0;
    W.section(main, "stats-head", q, () => [el("h1", {}, "How warden is doing", r.session ? " · " + r.session : ""), controls()]);
    W.section(main, "stats-body", JSON.stringify([q, version]), () => {
      if (!d || ui.key !== q) return el("p", { className: "muted" }, "Loading…");
      if (d.error) return el("p", { className: "form-error" }, d.error);
      const charts = CHARTS.map(([name, title]) => el("figure", { className: "chart card", dataset: { chart: name } },
        el("img", { src: "/api/stats/" + name + ".svg?" + q + "&v=" + version, alt: title, width: 640, loading: "lazy" }),
        el("figcaption", {}, el("details", {}, el("summary", {}, "The numbers"), numbers(name, d)))));
      const per = d.sessions && d.sessions.length ? [el("h2", {}, "Per session"),
        el("table", { className: "numbers per-session" },
          el("thead", {}, el("tr", {}, ["session", "decisions", "verified", "mismatch", "open", "median to a decision"].map((h) => el("th", {}, h)))),
          el("tbody", {}, d.sessions.map((s) => el("tr", { dataset: { session: s.id } },
            el("td", {}, el("a", { href: "#/stats?hours=" + (r.hours || "24") + "&session=" + encodeURIComponent(s.id) }, s.name || s.id.slice(0, 8))),
            el("td", {}, String(s.decisions)), el("td", {}, String(s.verified)), el("td", {}, String(s.mismatch)),
            el("td", {}, String(s.open)), el("td", {}, secs(s.p50_to_decision))))))] : [];
      return [totals(d), el("div", { className: "charts" }, charts), per];
    });
  }

  W.views.stats = { render, enter() { ui.key = ""; ui.data = null; } };
})();
