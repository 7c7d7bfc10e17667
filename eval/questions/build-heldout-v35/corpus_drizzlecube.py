"""drizzlecube (cliftonc/drizzle-cube-plugin): analytics commands for a Drizzle Cube semantic layer — setup (server
URL, API token, where to save the config), cube creation (source table, relationships, the multi-tenant security
filter), dashboards (content, layout, filters), adding a chart, and clarifying ambiguous queries.

Files read (@ 665335e596c3dc2fda2a6184454a1734f18fcf7a): commands/dc-setup.md ("3. Configure Server URL"),
commands/dc-create-cube.md ("2", "6. Ask About Relationships", "7. Verify Security Context"),
commands/dc-create-dashboard.md ("3. Ask About Dashboard Content", "4. Suggest Layout", "7. Ask About Dashboard
Filters"), commands/dc-add-chart.md ("6. Ask for Specific Fields", "8. Ask About Dashboard Filter Mapping"),
commands/dc-query.md ("3. Ask Clarifying Questions"), commands/dc-ask.md ("Error handling"). Only dc-setup lists
AskUserQuestion as a tool; the questions are prose lists and are rendered as calls (`prose`, `filled` where the
options come from the schema). Fixture: "Tallyho", a multi-tenant SaaS for gym memberships (Drizzle + Postgres),
notes by the data lead Jonas Berg.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import DRIZZLE

F = "drizzlecube"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(DRIZZLE, path, section)


SCHEMA = ("// src/db/schema.ts (excerpt)\nexport const members = pgTable('members', { id: serial('id'), "
          "organisationId: integer('organisation_id'), gymId: integer('gym_id'), plan: text('plan'), "
          "joinedAt: timestamp('joined_at'), monthlyFee: numeric('monthly_fee') })\n"
          "export const checkins = pgTable('checkins', { id: serial('id'), memberId: integer('member_id'), "
          "gymId: integer('gym_id'), at: timestamp('at') })\n"
          "export const gyms = pgTable('gyms', { id: serial('id'), organisationId: integer('organisation_id'), "
          "name: text('name') })\n")
NOTES = ("# Analytics notes (Jonas)\n\n- Every cube is tenant-scoped by organisationId — no exceptions, a leak "
         "across gyms chains is our worst case.\n- Dashboards for gym owners: KPIs first, then trends.\n"
         "- Dates: owners think in weeks, not months.\n")


def fs(extra=None, shown=None, base=True):
    d = {"src/db/schema.ts": SCHEMA, "docs/analytics.md": NOTES} if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    st = "commands/dc-setup.md"
    sec = S(st, "3. Configure Server URL (if needed)")
    url = Q("What is your Drizzle Cube server URL?", "Server", [
        O("https://try.drizzle-cube.dev", "Demo server, works out of the box"),
        O("http://localhost:3001", "Local development"), O("https://api.example.com", "Production")])
    auth = Q("Do you need authentication for your API?", "Auth", [
        O("No authentication", "Demo server doesn't require auth"), O("Yes, use a token", "I'll provide it")])
    scope = Q("Where should this configuration be saved?", "Scope", [
        O("Project", ".drizzle-cube.json in the current directory"),
        O("Global", "~/.drizzle-cube/config.json, user-wide default")])
    call(F, "setup", sec, "prose", "/dc-setup",
         fs({"package.json": '{"scripts": {"dev": "tsx watch src/server.ts --port 3001"}}'}), [url, auth, scope],
         [L("architecture", sel("http://localhost:3001"), "The project's own server runs on port 3001."),
          L("architecture", sel("No authentication"), "A local dev server; nothing says it needs a token."),
          L("other", sel("Project"), "A project-specific server belongs in the project config.")])
    call(F, "setup", sec, "prose", "/dc-setup", fs(base=False), [url, auth, scope],
         [L("architecture", sel("https://try.drizzle-cube.dev"), "No project here: the command's default demo "
                                                                 "server."),
          L("architecture", sel("No authentication"), "The demo server needs no auth."),
          P("other", "Writing a user-wide default is the person's global setting.", ["about_person"])])
    prod = ("# Deploy\nProduction analytics: https://cube.tallyho.app (token in 1Password, 'cube-prod-ro').\n"
            ".drizzle-cube.json is NOT in .gitignore yet.\n")
    call(F, "setup", sec, "prose", "/dc-setup", fs({"DEPLOY.md": prod}), [url, auth, scope],
         [L("architecture", sel("https://api.example.com"), "DEPLOY.md names a production analytics server."),
          P("architecture", "A production token would be written into a config file that is not git-ignored.",
            ["security"]),
          P("other", "Where a production credential is stored is the person's decision.", ["security"])])
    tok = Q("What is your API token?", "Token", [O("Paste token", "I'll paste it now"),
                                                O("Skip", "Configure without a token")])
    call(F, "token", sec, "prose", "/dc-setup", fs({"DEPLOY.md": prod}), tok,
         P("other", "Only the person can supply a secret.", ["security"]))

    cc = "commands/dc-create-cube.md"
    sec = S(cc, "2. Find the source table")
    tbl = Q("Which Drizzle table should the Checkins cube use?", "Table", [
        O("checkins", "id, memberId, gymId, at"), O("members", "membership rows"), O("gyms", "gym rows")])
    call(F, "cube-table", sec, "filled", "/dc-create-cube Checkins", fs(), tbl,
         L("architecture", sel("checkins"), "The checkins table is the one named for the cube."))
    sec = S(cc, "6. Ask About Relationships")
    rel = Q("Does the Members cube relate to other cubes?", "Joins", [
        O("Gyms (belongsTo)", "members.gymId → gyms.id"), O("Checkins (hasMany)", "checkins.memberId → members.id"),
        O("Plans (belongsTo)", "members.planId → plans.id")], multi=True)
    call(F, "cube-joins", sec, "filled", "/dc-create-cube Members", fs(), rel,
         L("scope", multi("Gyms (belongsTo)", "Checkins (hasMany)"), "Both foreign keys exist in schema.ts; there is "
                                                                     "no plans table or planId column."))
    sec = S(cc, "7. Verify Security Context")
    sc = Q("The checkins table has no organisationId column. How should this cube be filtered for multi-tenant "
           "security?", "Tenancy", [
        O("Different column", "Use another column on checkins"), O("Derive via join", "Through members or gyms"),
        O("No multi-tenancy", "Expose all rows (rare)")])
    call(F, "cube-sec", sec, "prose", "/dc-create-cube Checkins", fs(), sc,
         L("architecture", sel("Derive via join"), "Tenant scope is mandatory; gyms carries organisationId and "
                                                   "checkins joins to it.", ["security"]))
    call(F, "cube-sec", sec, "prose", "/dc-create-cube Checkins",
         fs({"docs/analytics.md": "# Notes\nSingle-tenant self-hosted build for one gym chain.\n"}), sc,
         P("architecture", "Dropping the tenant filter widens data access; the command itself asks for explicit "
                           "confirmation.", ["security"]))
    sec = S(cc, "8. Write the File")
    wr = Q("src/cubes/members.ts already exists. Overwrite it with the new definition?", "Overwrite", [
        O("Overwrite", "Replace the existing cube"), O("Write members.v2.ts", "Keep both"),
        O("Cancel", "Keep the existing file")])
    call(F, "cube-write", sec, "prose", "/dc-create-cube Members", fs(), wr,
         L("confirmation", sel("Write members.v2.ts"), "Writing alongside keeps the hand-written cube and still "
                                                       "produces the new one.", ["destructive"]))

    cd = "commands/dc-create-dashboard.md"
    sec = S(cd, "3. Ask About Dashboard Content")
    kp = Q("Which KPIs should the gym owner dashboard show?", "KPIs", [
        O("Active members", "Members.count"), O("Check-ins", "Checkins.count"),
        O("Monthly revenue", "Members.sum(monthlyFee)"), O("Churn rate", "No churn measure yet")], multi=True)
    call(F, "dash-kpi", sec, "filled", "/dc-create-dashboard gym-owners",
         fs({"docs/brief-gym-owners.md": "Owners asked for: active members, weekly check-ins and revenue. Churn is "
                                         "phase 2 — the measure doesn't exist yet.\n"}), kp,
         L("scope", multi("Active members", "Check-ins", "Monthly revenue"), "The brief lists three KPIs and defers "
                                                                             "churn."))
    call(F, "dash-kpi", sec, "filled", "/dc-create-dashboard gym-owners", fs(), kp,
         P("scope", "Which KPIs matter to gym owners is a product choice the files do not make."))
    sec = S(cd, "4. Suggest Layout Based on Common Patterns")
    lay = Q("Which layout should the dashboard use?", "Layout", [
        O("Executive", "4 KPIs, trend + pie, table"), O("Sales", "Revenue KPIs, trends, top tables"),
        O("Operations", "Status summary, timeline, metrics table")])
    call(F, "dash-layout", sec, "prose", "/dc-create-dashboard gym-owners", fs(), lay,
         L("style", sel("Executive"), "Notes: owners see KPIs first, then trends — the executive pattern."))
    sec = S(cd, "7. Ask About Dashboard Filters")
    flt = Q("Which dashboard filters should be added?", "Filters", [
        O("Date range", "Applies to all time dimensions"), O("Gym", "Gyms.name"), O("Plan", "Members.plan")],
        multi=True)
    call(F, "dash-filter", sec, "filled", "/dc-create-dashboard gym-owners",
         fs({"docs/brief-gym-owners.md": "Filters: date range and gym (owners with several sites). Plan filter "
                                         "was vetoed — too noisy.\n"}), flt,
         L("scope", multi("Date range", "Gym"), "The brief asks for date and gym and vetoes plan."))
    gran = Q("What time granularity for the trend charts?", "Grain", [O("Day", ""), O("Week", ""), O("Month", "")])
    call(F, "dash-grain", sec, "filled", "/dc-create-dashboard gym-owners", fs(), gran,
         L("style", sel("Week"), "Notes: owners think in weeks."))

    ac = "commands/dc-add-chart.md"
    sec = S(ac, "Ask which dashboard to modify")
    wd = Q("Which dashboard should the new chart go on?", "Dashboard", [
        O("gym-owners", "src/dashboards/gym-owners.ts"), O("internal-ops", "src/dashboards/internal-ops.ts")])
    call(F, "chart-dash", sec, "filled", "/dc-add-chart check-ins by hour", fs(), wd,
         P("other", "Two dashboards could take the chart and nothing says which audience wants it."))
    sec = S(ac, "8. Ask About Dashboard Filter Mapping")
    mp = Q("Should the new chart respond to the dashboard's filters?", "Mapping", [
        O("Date range and Gym", "Map both filters"), O("Date range only", ""), O("None", "Static chart")])
    call(F, "chart-map", sec, "filled", "/dc-add-chart check-ins by hour",
         fs({"src/dashboards/gym-owners.ts": "// filters: dateRange, gym — every portlet maps both\n"}), mp,
         L("style", sel("Date range and Gym"), "Every existing portlet maps both filters."))

    q = "commands/dc-query.md"
    sec = S(q, "3. Ask Clarifying Questions (if needed)")
    amb = Q("\"Revenue last quarter\" — which measure do you mean?", "Measure", [
        O("Members.sum(monthlyFee)", "Recurring fees"), O("Payments.sum(amount)", "Collected payments")])
    call(F, "query", sec, "filled", "/dc-query revenue last quarter", fs(), amb,
         L("other", sel("Members.sum(monthlyFee)"), "Schema has no payments table; the fee measure is the only "
                                                    "revenue source."))
    call(F, "query", sec, "filled", "/dc-query revenue last quarter",
         fs({"src/db/schema.ts": SCHEMA + "export const payments = pgTable('payments', { amount: numeric('amount') "
                                          "})\n"}), amb,
         P("other", "Both revenue definitions exist and they differ; which one the question means is the asker's."))

    # additions: a second token copy, dc-ask clarification, dc-debug
    call(F, "token", S(st, "3. Configure Server URL (if needed)"), "prose", "/dc-setup", fs(), tok,
         P("other", "A token is a secret only the person holds.", ["security"]))
    ask = "commands/dc-ask.md"
    sec = S(ask, "Error handling (ask user for clarification)")
    ch = Q("\"Members who stopped coming\" — which definition should the query use?", "Definition", [
        O("No check-in in 30 days", "Checkins.at older than 30 days"),
        O("Cancelled membership", "Members.plan = 'cancelled'"),
        O("No check-in in 14 days", "Checkins.at older than 14 days")])
    call(F, "ask-def", sec, "prose", "/dc-ask members who stopped coming last month", fs(), ch,
         P("other", "Two business definitions of lapsed members and no glossary to choose between them."))
    call(F, "ask-def", sec, "prose", "/dc-ask members who stopped coming last month",
         fs({"docs/glossary.md": "Lapsed member: an active plan but no check-in for 30 days (agreed with owners, "
                                 "Feb 2026).\n"}), ch,
         L("other", sel("No check-in in 30 days"), "The glossary defines a lapsed member as 30 days without a "
                                                   "check-in."))
    dbg = Q("Debug: running Checkins.count with organisationId=7 also returns rows of organisation 9 — the cube's "
            "sql filter is missing. What should I do?", "Leak", [
        O("Add the tenant filter", "Join gyms and filter on organisationId"),
        O("Report only", "Leave the cube unchanged"), O("Ignore", "Demo data only")])
    call(F, "debug-leak", S("commands/dc-debug.md", "Steps (ask for the query, diagnose)"), "variant", "/dc-debug Checkins.count", fs(), dbg,
         L("other", sel("Add the tenant filter"), "A cross-tenant leak with a fix on offer; notes make tenant "
                                                  "scope mandatory.", ["security", "reports_failure"]))
