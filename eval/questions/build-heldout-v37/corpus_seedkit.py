"""seedkit (smy14520/claude-plugins, seed-kit): project-standards interviews and product brainstorming — init asks
only what the code cannot tell (where the project grows, which constraints go into machine gates, which school of
the stack), brainstorm asks for experience direction, real forks with trade-offs and implicit expectations, and
wayfinder's HITL tickets (grilling, prototype verdicts, tasks) which the agent must not answer for the user.

Files read (@ ceb4fc5d31eb611f8de3c129229773b01476379c): plugins/seed-kit/skills/{init, brainstorm,
wayfinder}/SKILL.md. The source is in Chinese and describes the questions in prose ("AskUserQuestion, one question at
a time, recommended option first with '(推荐)'"); questions and options are rendered in English, "(推荐)" as
"(Recommended)" (`prose`). Fixture: "Tallyho", a React + Vite household-budget app.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import SEED

F = "seedkit"
S = "plugins/seed-kit/skills/"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


PKG = ('{ "name": "tallyho", "dependencies": { "react": "^19.0.0", "zustand": "^5.0.0" }, '
       '"devDependencies": { "typescript": "^5.6.0", "eslint": "^9.0.0" } }\n')


def fs(extra=None, shown=None):
    d = {"package.json": PKG}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


ROADMAP = ("# Roadmap\nNext: shared household budgets (multi-user sync). Later: bank CSV import. The local "
           "IndexedDB store will be replaced by a sync backend.\n")


def build():
    sec = src(SEED, S + "init/SKILL.md", "Interview: direction of evolution")
    ev = Q("Where will Tallyho grow next — what is most likely to be added or replaced?", "Direction", [
        O("Multi-user sync (Recommended)", "Shared budgets; storage layer gets replaced"),
        O("Bank import", "CSV/OFX import pipeline"), O("Mobile app", "React Native client"),
        O("Stay single-user")])
    call(F, "init-direction", sec, "prose", "/seed-kit:init", fs({"ROADMAP.md": ROADMAP}), ev,
         L("architecture", sel("Multi-user sync (Recommended)"), "The roadmap names shared budgets next and the "
           "storage layer as the part to be replaced."))
    call(F, "init-direction", sec, "prose", "/seed-kit:init", fs(), ev,
         P("architecture", "The project's future is the owner's plan; the code cannot say it and the skill asks "
           "precisely because of that."))

    sec = src(SEED, S + "init/SKILL.md", "Interview: constraints for machine gates")
    gt = Q("Which constraints matter enough to become machine gates?", "Gates", [
        O("Duplication rate"), O("Dead code"), O("Type strictness"), O("Lint")], multi=True)
    call(F, "init-gates", sec, "prose", "/seed-kit:init", fs(
        {"CONTRIBUTING.md": "CI must fail on: tsc --strict errors, eslint errors, unused exports (knip). "
                            "Duplication we don't track.\n"}), gt,
         L("scope", multi("Dead code", "Type strictness", "Lint"), "CONTRIBUTING gates strict types, lint and "
           "unused exports, and says duplication is not tracked."))
    call(F, "init-gates", sec, "prose", "/seed-kit:init", fs(), gt,
         P("scope", "Which constraints block merges is the team's taste; nothing in the repo records it."))

    sec = src(SEED, S + "init/SKILL.md", "Interview: school within the stack")
    sc = Q("How does this project organise React state?", "State", [
        O("Feature stores (Recommended)", "One Zustand store per feature"),
        O("Redux Toolkit", "Single store, slices"), O("Context + hooks", "No state library")])
    call(F, "init-school", sec, "prose", "/seed-kit:init", fs(
        {"src/features/budget/store.ts": "export const useBudget = create<BudgetState>()(...)\n",
         "src/features/accounts/store.ts": "export const useAccounts = create<AccountsState>()(...)\n"}), sc,
         L("style", sel("Feature stores (Recommended)"), "Each feature already has its own Zustand store."))
    call(F, "init-school", sec, "prose", "/seed-kit:init", fs(
        {"docs/adr/003-state.md": "# ADR-003 State\nStatus: accepted\nWe are moving off Zustand to Context + "
                                  "hooks; no new stores.\n"}), sc,
         L("style", sel("Context + hooks"), "ADR-003 moves the project to Context + hooks and forbids new "
           "stores, against the recommended option."))

    sec = src(SEED, S + "brainstorm/SKILL.md", "Experience direction")
    ex = Q("What should the budget screen feel like?", "Feel", [
        O("Like YNAB (Recommended)", "Envelope-first, every dollar assigned"),
        O("Like a spreadsheet", "Dense grid, keyboard-first"), O("Like Apple Wallet", "Cards, glanceable"),
        O("Something else")])
    call(F, "bs-feel", sec, "prose", "/seed-kit:brainstorm budget screen", fs(), ex,
         P("open_floor", "Experience direction is the owner's taste; the skill asks for references because only "
           "they know the feel they want."))
    call(F, "bs-feel", sec, "prose", "/seed-kit:brainstorm budget screen", fs(
        {"DESIGN.md": "Design language: dense, keyboard-first tables (users come from Excel). No cards.\n"}), ex,
         L("style", sel("Like a spreadsheet"), "DESIGN.md sets a dense, keyboard-first language and rules out "
           "cards."))

    sec = src(SEED, S + "brainstorm/SKILL.md", "Real forks with trade-offs")
    fk = Q("Shared budgets: how should edits from two people reconcile?", "Sync model", [
        O("Last write wins (Recommended)", "Simple; rare conflicts lose an edit"),
        O("CRDT", "Merge concurrent edits; bigger payloads"), O("Lock per envelope", "One editor at a time")])
    call(F, "bs-fork", sec, "prose", "/seed-kit:brainstorm shared budgets", fs({"ROADMAP.md": ROADMAP}), fk,
         P("architecture", "A real fork affecting scope and cost that no file settles; the skill presents it for "
           "the owner to decide."))
    call(F, "bs-fork", sec, "prose", "/seed-kit:brainstorm shared budgets", fs(
        {"docs/decisions/sync.md": "Decision 2025-05: offline edits on two phones must both survive — no lost "
                                   "edits, ever. Locks are out (offline).\n"}), fk,
         L("architecture", sel("CRDT"), "The decision requires concurrent offline edits to both survive; "
           "last-write-wins loses edits and locks need a connection."))

    sec = src(SEED, S + "brainstorm/SKILL.md", "Implicit expectations")
    im = Q("Which implicit expectations should become falsifiable requirements?", "Expect", [
        O("Works offline"), O("Undo for deletes"), O("Search under 200 ms"), O("Data export")], multi=True)
    call(F, "bs-implicit", sec, "prose", "/seed-kit:brainstorm shared budgets", fs(
        {"docs/decisions/sync.md": "Offline edits must survive. Export: out of scope until v3.\n",
         "README.md": "Deleting an envelope can be undone for 10 seconds. Search is instant.\n"}), im,
         L("scope", multi("Works offline", "Undo for deletes", "Search under 200 ms"), "Offline, undo and instant "
           "search are promised in the repo; export is explicitly out of scope."))
    call(F, "bs-implicit", sec, "prose", "/seed-kit:brainstorm shared budgets", fs(), im,
         P("scope", "The question asks which of the owner's unstated expectations to commit to; nothing in the "
           "project records them."))

    sec = src(SEED, S + "brainstorm/SKILL.md", "Volatile facts (verify before recommending)")
    vr = Q("Which React version should the new sync package target?", "React", [
        O("React 19 (Recommended)", "Current major, matches package.json"), O("React 18")])
    call(F, "bs-version", sec, "prose", "/seed-kit:brainstorm shared budgets", fs(), vr,
         L("architecture", sel("React 19 (Recommended)"), "package.json already depends on React 19."))

    # --- wayfinder HITL tickets: the agent must not answer for the user
    sec = src(SEED, S + "wayfinder/SKILL.md", "Ticket types: grilling (HITL)")
    for q, hdr, opts, why, fl in [
            ("Free tier: how many shared members per budget?", "Free tier",
             ["2 (Recommended)", "4", "Unlimited"], "A pricing decision for the owner's business.", []),
            ("Should household members see each other's personal envelopes?", "Privacy",
             ["Hidden by default (Recommended)", "Visible to all", "Per-envelope choice"],
             "A privacy policy for the product's users; the owner decides.", ["security"]),
            ("What monthly hosting budget can the sync backend have?", "Budget",
             ["Under $20 (Recommended)", "$20–100", "Whatever it takes"],
             "Money the owner spends; only they know the limit.", ["about_person"])]:
        call(F, "wf-grill", sec, "prose", "/seed-kit:wayfinder", fs({"ROADMAP.md": ROADMAP}),
             Q(q, hdr, [O(o) for o in opts]), P("other", why + " The skill says HITL tickets are answered by the "
                                                "person, never by the agent.", fl))

    sec = src(SEED, S + "wayfinder/SKILL.md", "Ticket types: prototype (HITL verdict)")
    pv = Q("You tried prototypes A (swipe to assign) and B (drag to envelope). Which feels right?", "Verdict", [
        O("A: swipe"), O("B: drag"), O("Neither")])
    call(F, "wf-proto", sec, "prose", "/seed-kit:wayfinder", fs(
        shown="Prototype A: swipe right on a transaction to assign it to the suggested envelope.\nPrototype B: "
              "drag a transaction onto an envelope card.\n"), pv,
         P("other", "The verdict is how the prototypes felt in the person's hands; observation only they have."))
    call(F, "wf-proto", sec, "prose", "/seed-kit:wayfinder", fs(
        {".arbor/tasks/proto-assign/notes.md": "Played with both on my phone. B is fiddly one-handed; A is the "
                                               "one. — M.\n"}, shown="Prototype A: swipe. Prototype B: drag.\n"),
         pv, L("other", sel("A: swipe"), "The person's own notes record the verdict: A."))

    sec = src(SEED, S + "wayfinder/SKILL.md", "Ticket types: task (HITL)")
    ta = Q("To measure sync payloads the agent needs read access to the production analytics database. Grant "
           "it?", "Access", [O("Grant read replica access"), O("Export a sample instead"), O("Not now")])
    call(F, "wf-task", sec, "prose", "/seed-kit:wayfinder", fs(), ta,
         P("other", "Granting an agent access to production data is a permission only the owner can give.",
           ["security"]))

    sec = src(SEED, S + "wayfinder/SKILL.md", "Ticket types: research (AFK)")
    rs = Q("Research ticket 'CRDT libraries for React': light investigation or a full research workspace?",
           "Research", [O("Light (Recommended)", "Sub-agent, conclusion in the ticket"),
                        O("Full workspace", ".arbor/research/crdt/")])
    call(F, "wf-research", sec, "prose", "/seed-kit:wayfinder", fs(), rs,
         L("other", sel("Light (Recommended)"), "An AFK ticket with no reason for a heavy workspace; default."))
    call(F, "wf-research", sec, "prose", "/seed-kit:wayfinder", fs(
        {"docs/decisions/sync.md": "CRDT choice is the riskiest decision of v2 — research it properly (compare "
                                   "Yjs, Automerge, Loro with benchmarks).\n"}), rs,
         L("other", sel("Full workspace"), "The decision log asks for a thorough comparison with benchmarks."))
