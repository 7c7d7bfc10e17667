// warden board: every session on one page, live. With hundreds of sessions only the cards
// whose entry changed are rebuilt (the stream sends just those); filters and search work
// on what is already here. textContent only.
"use strict";

(() => {
  const el = W.el;
  const ORDER = { waiting: 0, failed: 1, "queue running": 2, working: 3, idle: 4, ended: 5, done: 6 };
  const FILTERS = ["all", "waiting", "failed", "working", "queue running", "idle", "ended", "done"];
  const ui = { filter: "all", search: "", cards: new Map(), shown: "" };

  function card(s) {
    const badge = s.pending ? el("span", { className: "badge", title: s.pending + " pending" }, String(s.pending)) : null;
    const t = s.task;
    return el("li", {},
      el("a", { className: "card session-card", href: "#/s/" + encodeURIComponent(s.id), dataset: { session: s.id, state: s.display_state } },
        el("div", { className: "row" },
          el("span", { className: "name" }, W.sessionName(s)), W.stateChip(s.display_state), badge),
        el("div", { className: "cwd" }, s.cwd || ""),
        s.last_message ? el("div", { className: "said-line" }, s.last_message) : null,
        el("div", { className: "meta" },
          s.machine ? el("span", { className: "chip machine", dataset: { machine: s.machine } }, "on " + s.machine) : null,
          el("span", { className: "chip kind" }, s.kind === "headless" ? "headless" : "tmux"),
          el("span", {}, s.managed ? "managed" + (s.profile ? " · " + s.profile : "") : "observed"),
          s.tmux_session && s.tmux_session !== s.name ? el("span", { className: "chip" }, "tmux " + s.tmux_session) : null,
          s.phase ? el("span", { className: "chip" }, s.phase) : null,
          s.queue ? el("span", { className: "chip" }, "queue: " + s.queue) : null,
          t ? el("span", { className: "chip" }, "task #" + t.id + ": " + t.state) : null,
          el("span", {}, "seen " + W.ago(s.updated_at)))));
  }

  function matches(s) {
    if (ui.filter !== "all" && s.display_state !== ui.filter) return false;
    if (!ui.search) return true;
    const hay = [s.name, s.tmux_session, s.cwd, s.id, s.profile, s.machine].join(" ").toLowerCase();
    return hay.includes(ui.search);
  }

  function toolbar(counts) {
    const search = el("input", { type: "search", id: "search", placeholder: "Search by name, folder, id", value: ui.search,
      "aria-label": "Search sessions", autocomplete: "off" });
    search.addEventListener("input", () => { ui.search = search.value.trim().toLowerCase(); ui.shown = ""; W.render(); });
    const chips = el("div", { className: "filters", role: "group", "aria-label": "Show" }, FILTERS.map((f) => {
      const n = f === "all" ? counts.all : counts[f] || 0;
      if (f !== "all" && !n && ui.filter !== f) return null;
      const b = el("button", { type: "button", className: "filter", dataset: { filter: f, on: ui.filter === f ? "yes" : "" } },
        f + " " + n);
      b.addEventListener("click", () => { ui.filter = f; ui.shown = ""; W.render(); });
      return b;
    }));
    return el("div", { className: "toolbar" }, search, chips);
  }

  function render(main) {
    W.$("crumb").textContent = "";
    const b = W.state.board;
    if (!b) { if (!main.firstChild) main.appendChild(el("p", { className: "muted" }, "Loading…")); return; }
    for (const n of Array.from(main.children)) if (n.tagName !== "SECTION") n.remove();
    const all = Array.from(b.sessions.values());
    const counts = { all: all.length };
    for (const s of all) counts[s.display_state] = (counts[s.display_state] || 0) + 1;
    const head = W.section(main, "list-head", JSON.stringify([counts, ui.filter]), () => [
      el("div", { className: "heading" }, el("h1", {}, "Sessions"),
        el("a", { href: "#/new", className: "button-link" }, "Start a session")),
      all.length ? toolbar(counts) : null]);
    head.className = "list-head";
    if (!all.length) {
      W.section(main, "sessions-box", "empty", () =>
        el("p", { className: "muted" }, "No sessions yet. Install warden's hooks (warden install) and start Claude Code, or start one here."));
      return;
    }
    const box = W.section(main, "sessions-box", "list", () => el("ul", { className: "sessions", id: "sessions" }));
    const list = box.firstChild;
    for (const x of list.querySelectorAll(":scope > li.muted")) x.remove();
    const ordered = all.filter(matches).sort((x, y) =>
      (ORDER[x.display_state] - ORDER[y.display_state]) || (y.pending - x.pending) || (y.updated_at - x.updated_at));
    // rebuild only the cards whose entry changed; "seen …" ages with the next change
    const keep = new Set();
    for (const s of ordered) {
      const key = JSON.stringify(s);
      let c = ui.cards.get(s.id);
      if (!c || c.key !== key) {
        const node = card(s);
        if (c) c.node.replaceWith(node);
        c = { key, node };
        ui.cards.set(s.id, c);
      }
      keep.add(s.id);
    }
    for (const [id, c] of ui.cards) if (!keep.has(id)) { c.node.remove(); ui.cards.delete(id); }
    const order = ordered.map((s) => s.id).join("\n");
    if (order !== ui.shown || list.childElementCount !== ordered.length) {
      ordered.forEach((s, i) => {
        const node = ui.cards.get(s.id).node;
        if (list.children[i] !== node) list.insertBefore(node, list.children[i] || null);
      });
      ui.shown = order;
    }
    W.section(main, "machines-box", JSON.stringify(b.machines || []), () =>
      b.machines && b.machines.length ? [el("h2", {}, "Machines"), machinesTable(b.machines)] : []);
    if (!ordered.length) list.replaceChildren(el("li", { className: "muted" }, "No session matches."));
  }

  // A machine's health (a store shared by several machines): when its relay was last
  // heard from, what it has not shipped yet, what the server has not had acknowledged.
  function machinesTable(machines) {
    const head = el("tr", {}, ["machine", "last seen", "backlog", "work pending", "sessions", "relay"].map((h) => el("th", {}, h)));
    const rows = machines.map((m) => el("tr", { dataset: { machine: m.name } },
      el("td", { className: "name" }, m.name + (m.revoked ? " (revoked)" : "")),
      el("td", { className: "last-seen" }, m.last_seen ? W.ago(m.last_seen) : "never"),
      el("td", { className: "backlog" }, m.backlog === null || m.backlog === undefined ? "-" : String(m.backlog)),
      el("td", { className: "work" }, String(m.work_pending)),
      el("td", {}, String(m.sessions)),
      el("td", { className: "muted" }, (m.address || "") + (m.relay_version ? " · " + m.relay_version : ""))));
    return el("table", { className: "machines", id: "machines" }, el("thead", {}, head), el("tbody", {}, rows));
  }

  W.views.board = { render, enter() { ui.cards.clear(); ui.shown = ""; } };
})();
