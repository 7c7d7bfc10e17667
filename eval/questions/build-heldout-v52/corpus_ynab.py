"""ynab (asingamaneni/ynab-assistant): a personal YNAB ("You Need A Budget") assistant — a Python MCP server with 37
`ynab_*` tools plus three Claude Code commands. `/daily-review` walks through every uncategorized transaction
("This transaction is uncategorized. What would you like to do?": categorize as a guessed category, add memo, delete,
skip), then every unapproved categorized one ("Is it correct?": looks good, recategorize, memo, flag, delete, skip
remaining), asks follow-ups ("What category should this be?", which category group a new category goes in), checks
in between account groups and offers to bulk-approve what is left. `/budget` plans next month: address current-month
issues first?, apply or pick the overspending moves ("Move $X from A → B?"), new or unusual expenses, the seeding
strategy, the proposed budget, a category-by-category review ("What should we budget next month?"), the Ready to Be
Assigned reconciliation (over- or under-allocated), an existing-assignments edge case and the final "Ready to apply
this budget?". `/setup` installs the project and registers the MCP server in ~/.claude.json.

Files used: .claude/commands/{daily-review,budget,setup}.md and CLAUDE.md
(@ d465ccf954a8ce92975dd2294922fa79a96d8b91).
The commands spell out most questions and option labels: calls are `verbatim` where the text is fixed and `filled`
where [date] | $XX.XX | [payee], [Category], $[avg] and the month take the fixture's values (the six-option Phase 4
menu is trimmed to four); the per-account check-in, the category-group question and the setup's existing-entry
question are described in prose and are `prose` calls; copies whose text embeds a report (a duplicate charge, a
large unexplained transfer in the bulk-approve list, a final budget missing a savings target) are `variant`s. The
review summary, the health-check dashboard, the suggested moves and the proposed/final budget tables are `shown`.
Fixture: the Natarajan-Okoro household budget (Priya Natarajan, Dev Okoro, their daughter Anika) — the person
runs the assistant from their clone of the repository; notes/household.md holds their categorizing rules and
notes/plan-2026.md their budget decisions, in their own words.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "asingamaneni/ynab-assistant"  # @ d465ccf954a8ce92975dd2294922fa79a96d8b91

F = "ynab"
DR = ".claude/commands/daily-review.md"
BU = ".claude/commands/budget.md"
SU = ".claude/commands/setup.md"

README = ("# ynab-assistant\nMCP server exposing YNAB as `ynab_*` tools, plus /daily-review and /budget. "
          "Token in .env (YNAB_API_TOKEN); notes/ is gitignored.\n")
CLAUDE = ("# CLAUDE.md\nStrict layers: src/models, src/core (no I/O in analyzers/resolvers), src/mcp. Amounts are "
          "milliunits. Browser automation (app.ynab.com) is the fallback when the API can't do something.\n")
RULES = ("# How we categorize (Priya + Dev)\n- H-E-B, Costco, Trader Joe's → Groceries. Costco over $300 usually "
         "has household stuff in it: FLAG it, Priya splits it by hand.\n- Amazon → Household Supplies unless the "
         "memo says otherwise.\n- Every subscription gets its own category named after the service (Netflix, "
         "Spotify, iCloud) — no generic 'Subscriptions'.\n- Anything for Anika is prefixed with her name (Anika "
         "Swim Lessons, Anika Music Lessons) and lives in the 'Kids' group.\n- Shell/Exxon/Buc-ee's fuel → Gas.\n")
PLAN = ("# Budget decisions 2026\n- Dev (Jan): we budget zero-based every month. No copying last month.\n- Vacation "
        "Fund gets $200 every month and we NEVER move money out of it to cover overspending.\n- Overspending is "
        "covered from Fun Money first.\n- Priya (Feb 27): Dining Out is capped at $250/month from April.\n"
        "- Leftover money goes to Emergency Fund until it reaches $10k (it's at $7,200).\n")


def fs(rules=True, plan=False, extra=None, shown=None):
    d = {"README.md": README, "CLAUDE.md": CLAUDE}
    if rules:
        d["notes/household.md"] = RULES
    if plan:
        d["notes/plan-2026.md"] = PLAN
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def uncat(line, guess):
    opts = ([O(f"Categorize as {guess}")] if guess else []) + [
        O("Add memo first"), O("Delete this transaction"), O("Skip")]
    return Q(f"📋 {line}\nThis transaction is uncategorized. What would you like to do?", "Transaction", opts)


def review(line):
    return Q(f"📋 {line}\nThis transaction is categorized but unapproved. Is it correct?", "Review", [
        O("Looks good ✓"), O("Recategorize"), O("Flag for review"), O("Delete")])


def daily():
    sec = src(REPO, DR, "Phase 3: Review Uncategorized Transactions First")
    ph = "/daily-review"
    call(F, "uncat", sec, "filled", ph, fs(), uncat("2026-03-02 | $84.12 | H-E-B | Joint Checking | memo: none",
                                                    "Groceries"),
         L("other", sel("Categorize as Groceries"), "The household rules put H-E-B under Groceries."))
    call(F, "uncat", sec, "filled", ph, fs(), uncat("2026-03-01 | $15.49 | Netflix | Chase Sapphire | memo: none",
                                                    "Subscriptions"),
         L("other", typ("Categorize as Netflix (its own category, not Subscriptions)."), "The household rules (and "
           "the command's own note) give every subscription its own category named after the service; the guess "
           "is the generic bucket they don't use."))
    call(F, "uncat", sec, "filled", ph, fs(), uncat(
        "2026-02-28 | $49.99 | PAYPAL *XK29F | Chase Sapphire | memo: none", None),
         P("other", "An opaque PayPal charge with no memo and no rule; only the person knows what it was (or "
           "whether it's theirs at all).", ["about_person"]))
    dup = ("Uncategorized (2):\n- 2026-03-01 | $212.40 | Costco | Joint Checking | imported, cleared\n"
           "- 2026-03-01 | $212.40 | Costco | Joint Checking | entered manually, uncleared\n")
    q = uncat("2026-03-01 | $212.40 | Costco | Joint Checking | memo: none (entered manually, uncleared)",
              "Groceries")
    call(F, "dup", sec, "variant", ph, fs(shown=dup), q,
         P("other", "It looks like a manual duplicate of the imported charge, but deleting a transaction rewrites "
           "the person's ledger; nothing says which copy is right.", ["destructive"]))
    call(F, "dup", sec, "variant", ph, fs(shown=dup, extra={"notes/inbox.md": (
        "Priya 3/2: I typed the Costco run from 3/1 by hand AND it imported. Delete my manual one, keep the "
        "imported one.\n")}), q,
         L("other", sel("Delete this transaction"), "Priya asked for exactly this: delete her manual Costco entry "
           "from 3/1 and keep the imported one.", ["destructive"]))
    sec = src(REPO, DR, "Phase 4: Review Unapproved Categorized Transactions")
    call(F, "unapproved", sec, "filled", ph, fs(), review(
        "2026-03-02 | $62.40 | Shell | Gas | Joint Checking | memo: none"),
         L("confirmation", sel("Looks good ✓"), "Shell fuel → Gas is the household rule."))
    call(F, "unapproved", sec, "filled", ph, fs(), review(
        "2026-02-27 | $143.99 | Amazon | Groceries | Chase Sapphire | memo: none"),
         L("other", sel("Recategorize"), "Amazon goes to Household Supplies unless the memo says otherwise, and "
           "there is no memo."))
    call(F, "unapproved", sec, "filled", ph, fs(), review(
        "2026-02-26 | $412.55 | Costco | Groceries | Joint Checking | memo: none"),
         L("other", sel("Flag for review"), "Costco over $300 gets flagged so Priya can split it by hand."))
    call(F, "unapproved", sec, "filled", ph, fs(rules=False), review(
        "2026-02-26 | $412.55 | Costco | Groceries | Joint Checking | memo: none"),
         P("other", "Whether a big Costco run was all groceries is something only the household knows; with no "
           "rule, approving or changing it is the person's call.", ["about_person"]))
    sec = src(REPO, DR, "Phase 4: Review Unapproved Categorized Transactions")
    call(F, "recat", sec, "filled", ph, fs(shown="Amazon $143.99 (2026-02-27) → Recategorize\n"), Q(
        "What category should this be?", "Category", [
            O("Groceries"), O("Household Supplies"), O("Home Maintenance"), O("Dining Out")]),
         L("other", sel("Household Supplies"), "Amazon orders without a memo go to Household Supplies."))
    sec = src(REPO, DR, "Creating Categories via Browser")
    call(F, "group", sec, "prose", ph, fs(shown="Category 'Anika Swim Lessons' doesn't exist yet — creating it in "
                                                "YNAB.\n"), Q(
        "Which category group should 'Anika Swim Lessons' go under?", "Group", [
            O("Kids"), O("Health & Wellness"), O("Fun Money"), O("Education")]),
         L("style", sel("Kids"), "Anika's categories live in the 'Kids' group."))
    sec = src(REPO, DR, "Phase 4b: Bulk Approve Remaining Transactions")
    q_text = "You have {n} unapproved transaction(s) remaining:\n{rows}\n\nWould you like to approve them all?"
    opts = [O("Approve all", "bulk approve every remaining unapproved transaction"),
            O("Review individually", "go back through them one at a time"),
            O("Leave unapproved", "they'll stay pending in YNAB")]
    rows = ("03/01 | $15.99 | Spotify | Spotify\n03/01 | $2.99 | Apple | iCloud\n02/28 | $38.20 | Trader Joe's | "
            "Groceries\n02/28 | $54.10 | Exxon | Gas")
    call(F, "bulk", sec, "filled", ph, fs(), Q(q_text.format(n=4, rows=rows), "Approve", opts),
         L("confirmation", sel("Approve all"), "All four follow the household rules exactly (own subscription "
           "categories, Trader Joe's → Groceries, Exxon → Gas)."))
    rows2 = rows + "\n02/27 | $2,400.00 | Zelle to J MARTINEZ | Home Maintenance"
    call(F, "bulk", sec, "variant", ph, fs(), Q(q_text.format(n=5, rows=rows2), "Approve", opts),
         L("other", sel("Review individually"), "A $2,400 Zelle to an unknown person sits among the routine ones; "
           "approving in bulk would wave it through unseen."))


def budget():
    ph = "/budget"
    sec = src(REPO, BU, "Phase 1: Dashboard & Health Check")
    q = Q("Before we plan next month, would you like to address current month issues first?", "Issues", [
        O("Yes, fix overspending first"), O("No, let's plan next month"), O("Show me more detail on current month")])
    call(F, "health", sec, "verbatim", ph, fs(plan=True, shown=(
        "## Budget Planning for April 2026\n### Health Flags\n- [!!] 2 overspent categories totaling $184.30\n"
        "- [!!] Credit card \"Chase Sapphire\" underfunded by $62.00\n")), q,
         L("other", sel("Yes, fix overspending first"), "Two overspent categories and an underfunded card carry into "
           "April; covering them first is the remediation."))
    sec = src(REPO, BU, "Phase 1b: Overspending Resolution (conditional)")
    q = Q("Here are suggested moves to cover overspending. What would you like to do?", "Moves", [
        O("Apply all suggested moves"), O("Let me pick which moves to make"), O("Skip — I'll handle it later")])
    call(F, "moves", sec, "verbatim", ph, fs(plan=True, shown=(
        "Suggested moves:\n- $95.00 Vacation Fund → Dining Out\n- $89.30 Fun Money → Groceries\n")), q,
         L("other", sel("Let me pick which moves to make"), "One move raids the Vacation Fund, which they never "
           "touch; the Fun Money move is fine, so pick individually."))
    call(F, "moves", sec, "verbatim", ph, fs(rules=False, shown=(
        "Suggested moves:\n- $95.00 Vacation Fund → Dining Out\n- $89.30 Kids Savings → Groceries\n")), q,
         P("other", "Which savings to raid to cover overspending is the household's money decision, and nothing "
           "says which funds may be touched.", ["about_person"]))
    call(F, "move", sec, "filled", ph, fs(plan=True), Q("Move $95.00 from Vacation Fund → Dining Out?", "Move", [
        O("Yes, move it"), O("Skip this one"), O("Use a different source")]),
         L("other", sel("Use a different source"), "The Vacation Fund is never used to cover overspending; the "
           "plan says Fun Money covers it first."))
    sec = src(REPO, BU, "Phase 2: New Needs for This Month")
    q = Q("Any new or unusual expenses coming up in April? (e.g., annual bills, planned purchases, trips, events)",
          "New needs", [O("Yes, let me list them"), O("No, pretty standard month")])
    call(F, "needs", sec, "filled", ph, fs(plan=True, extra={"notes/april.md": (
        "April: car registration renewal ($285, both cars due) and the deposit for Anika's spring-break camp "
        "($150).\n")}), q,
         L("scope", sel("Yes, let me list them"), "The April note lists the car registration and Anika's camp "
           "deposit."))
    call(F, "needs", sec, "filled", ph, fs(rules=False), q,
         P("scope", "Only the household knows what is coming in April; nothing in the files says.",
           ["about_person"]))
    call(F, "needcat", sec, "filled", ph, fs(plan=True, extra={"notes/april.md": (
        "April: car registration renewal ($285, both cars due).\n")}, shown="New expense: car registration "
                                                                           "renewal\n"), Q(
        "Which category should this go under, and how much?", "Category", [
            O("Car Maintenance"), O("Annual Bills"), O("Auto Insurance")]),
         L("other", typ("Annual Bills, $285."), "The note gives the amount ($285); a yearly registration fits "
           "Annual Bills, and no option carries the amount."))
    sec = src(REPO, BU, "Phase 3: Choose Strategy")
    q = Q("How would you like to seed next month's budget?", "Strategy", [
        O("Copy last month's budgeted amounts"), O("Base it on last month's actual spending"),
        O("Start from scratch (zero-based)")])
    call(F, "strategy", sec, "verbatim", ph, fs(plan=True), q,
         L("style", sel("Start from scratch (zero-based)"), "Dev: they budget zero-based every month, no copying."))
    call(F, "strategy", sec, "verbatim", ph, fs(rules=False), q,
         P("style", "How to seed the household's budget is their money habit; nothing records a preference.",
           ["about_person"]))
    sec = src(REPO, BU, "Phase 4: Comparison Table")
    q = Q("Here's the proposed budget. What would you like to do?", "Proposed", [
        O("Looks good — apply it!"), O("Review category by category"), O("Just review the flagged categories"),
        O("Adjust specific categories")])
    call(F, "proposed", sec, "verbatim", ph, fs(plan=True, shown=(
        "## Proposed Budget for April 2026\n| Category | This Month Budget | Spent | 3-Mo Avg | Proposed |\n"
        "| Dining Out | $200 | $340 [!!] | $220 | $0 |\n| Coffee Shops | $0 | $45 [!!] | $38 | $0 |\n"
        "| Vacation Fund | $200 | $0 | $0 | $0 |\n(zero-based: 24 categories at $0)\n")), q,
         L("other", sel("Review category by category"), "Zero-based starts every category at $0, so every category "
           "needs an amount, not only the flagged two."))
    sec = src(REPO, BU, "Phase 5: Category-by-Category Review")
    q = Q("[Dining Out] Budget: $200 | Spent: $340 [!!] | 3-mo avg: $220\nThis category went $140 over budget. "
          "3-month average suggests $220. What should we budget next month?", "Dining Out", [
              O("Keep at $200"), O("Set to 3-month average ($220)"), O("Match last month's spending ($340)"),
              O("Set to $0 (skip this month)")])
    call(F, "cat", sec, "filled", ph, fs(plan=True), q,
         L("other", typ("$250."), "Priya capped Dining Out at $250 a month from April; no option is $250."))
    call(F, "cat", sec, "filled", ph, fs(rules=False), q,
         P("other", "How much the household allows for eating out is theirs to set; nothing in the files says.",
           ["about_person"]))
    call(F, "cat", sec, "filled", ph, fs(plan=True), Q(
        "[Vacation Fund] Budget: $200 | Spent: $0 | 3-mo avg: $0\nNote: \"Save $200/mo for vacation\"\nWhat should "
        "we budget next month?", "Vacation", [
            O("Keep at $200"), O("Set to 3-month average ($0)"), O("Match last month's spending ($0)"),
            O("Set to $0 (skip this month)")]),
         L("other", sel("Keep at $200"), "The category note and the plan both say $200 every month."))
    sec = src(REPO, BU, "Phase 5b: Ready to Be Assigned Reconciliation")
    call(F, "rta", sec, "filled", ph, fs(plan=True), Q(
        "You have $640.00 unassigned after this budget. Would you like to allocate it?", "Unassigned", [
            O("Add to savings/emergency fund"), O("Spread across underfunded categories"),
            O("Leave unassigned for now"), O("Add to a specific category")]),
         L("other", sel("Add to savings/emergency fund"), "Leftover money goes to the Emergency Fund until it "
           "reaches $10k; it is at $7,200."))
    call(F, "rta", sec, "filled", ph, fs(rules=False), Q(
        "Your proposed budget is $600.00 over what's available (Ready to Be Assigned: -$600.00). What would you "
        "like to do?", "Over", [
            O("Show categories with the most surplus"), O("Reduce proportionally across all categories"),
            O("I'll add income before the month starts"), O("Let me pick categories to reduce")]),
         P("other", "Cutting categories or counting on income that hasn't arrived are both the household's money "
           "calls; nothing says income is coming.", ["about_person"]))
    sec = src(REPO, BU, "Phase 6: Final Confirmation")
    q = Q("Ready to apply this budget for April?", "Apply", [
        O("Apply it!"), O("Go back and adjust more"), O("Save as preview only (don't apply)")])
    call(F, "apply", sec, "filled", ph, fs(plan=True, shown=(
        "## Final Budget for April 2026\nDining Out $250 · Vacation Fund $200 · Emergency Fund $640 · Annual Bills "
        "$285 · … (24 categories)\n**Total budgeted:** $7,912.00\n**Ready to Be Assigned:** $0.00\n")), q,
         L("confirmation", sel("Apply it!"), "The final table carries every recorded decision (Dining Out $250, "
           "Vacation $200, leftover to Emergency Fund) and balances to $0."))
    call(F, "apply", sec, "variant", ph, fs(plan=True, shown=(
        "## Final Budget for April 2026\nDining Out $250 · Vacation Fund $0 · Emergency Fund $840 · … "
        "(24 categories)\n**Total budgeted:** $7,912.00\n**Ready to Be Assigned:** $0.00\n")), q,
         L("other", sel("Go back and adjust more"), "The Vacation Fund ended at $0 although it gets $200 every "
           "month; the table needs fixing before it is applied."))
    sec = src(REPO, BU, "Next Month Already Has Assignments")
    call(F, "existing", sec, "filled", ph, fs(plan=True), Q(
        "April already has $3,150.00 budgeted across 18 categories. What would you like to do?", "April", [
            O("Start fresh (replace all)"), O("Review and adjust what's there"),
            O("Actually, adjust the current month instead")]),
         L("other", sel("Review and adjust what's there"), "Someone already assigned $3,150 to April; reviewing it "
           "keeps that work, replacing all would wipe it.", ["destructive"]))


def setup():
    sec = src(REPO, SU, "step 4 (MCP server)")
    call(F, "mcp", sec, "prose", "/setup", fs(rules=False, shown=(
        "~/.claude.json → mcpServers.ynab already exists: cwd /Users/priya/old/ynab-mcp, command node\n")), Q(
        "~/.claude.json already has a 'ynab' MCP server pointing at /Users/priya/old/ynab-mcp. Update it to this "
        "repository?", "MCP entry", [
            O("Update it", "point ynab at this repo (uv run python -m src.mcp.server)"),
            O("Keep the old one", "leave ~/.claude.json as is")]),
         P("other", "~/.claude.json is the person's global Claude Code config, and the existing entry is another "
           "server they set up; replacing it changes every session.", ["about_person"]))
    call(F, "token", sec, "prose", "/setup", fs(rules=False, shown="No .env found in the project root.\n"), Q(
        "I need your YNAB API token for the MCP server. How do you want to provide it?", "Token", [
            O("Paste it here", "I'll write it into ~/.claude.json"),
            O("I'll add it to .env", "create .env myself, then rerun")]),
         P("other", "Handling the person's YNAB API token (full access to their finances) is theirs to decide.",
           ["security"]))


def build():
    daily()
    budget()
    setup()
