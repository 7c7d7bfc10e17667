// warden board: start a managed Claude Code in tmux (what `warden run` does) or a headless
// task (what `warden task run` does). textContent only.
"use strict";

(() => {
  const el = W.el;

  function field(id, label, input, hint) {
    input.id = id;
    return el("label", { className: "field", htmlFor: id }, el("span", { className: "field-label" }, label), input,
      hint ? el("span", { className: "muted hint" }, hint) : null);
  }

  function text(name, placeholder, required) {
    return el("input", { type: "text", name, placeholder, required: !!required, autocomplete: "off" });
  }

  function form(kind) {
    const tui = kind === "tui";
    const prompt = tui ? null : el("textarea", { name: "prompt", rows: 4, required: true, placeholder: "What the task should do" });
    const cwd = text("cwd", "/home/you/src/project", true);
    const name = text("name", tui ? "default: warden-<folder>" : "default: task-<id>");
    const profile = text("profile", "default");
    const said = el("p", { className: "said", role: "status" });
    const f = el("form", { className: "card start", id: tui ? "start-tui" : "start-task", noValidate: true },
      el("h2", {}, tui ? "A session in tmux" : "A headless task"),
      el("p", { className: "muted" }, tui ? "A managed Claude Code in a new tmux session, as `warden run -- claude` starts it."
        : "Claude Code without a terminal (the SDK protocol), as `warden task run` starts it; its output streams here."),
      prompt ? field(kind + "-prompt", "Prompt", prompt) : null,
      field(kind + "-cwd", "Working directory", cwd, "an absolute path"),
      field(kind + "-name", "Name", name),
      field(kind + "-profile", "Profile", profile, "from config.toml"),
      el("div", { className: "actions" }, el("button", { type: "submit" }, tui ? "Start session" : "Start task")), said);
    f.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const body = { kind, cwd: cwd.value.trim(), name: name.value.trim() || null, profile: profile.value.trim() || null };
      if (prompt) body.prompt = prompt.value;
      const button = f.querySelector("button");
      button.disabled = true;
      said.dataset.ok = "";
      said.textContent = "starting…";
      const r = await W.post("/api/sessions", body);
      button.disabled = false;
      said.dataset.ok = r.ok ? "yes" : "no";
      said.textContent = r.ok ? r.data.detail : W.errorOf(r);
      if (r.ok) {
        const ref = tui ? r.data.name : r.data.ref;
        W.state.started = ref;
        location.hash = "#/s/" + encodeURIComponent(ref);
      }
    });
    return f;
  }

  function render(main) {
    W.$("crumb").textContent = "› start";
    W.section(main, "start", "forms", () => [el("h1", {}, "Start a session"), el("div", { className: "starts" }, form("tui"), form("headless"))]);
  }

  W.views.new = { render };
})();
