"""apitpl (yaochangyu/api.template): a .NET Web API template whose CLAUDE.md makes the assistant ask before every
consequential choice: whether to start from the GitHub template (and what to do if the folder is not empty), Redis
or in-memory cache, database engine, project layout, API First or Code First, Code First or Database First, whether
to apply a migration now, and which environment a migration goes to.

Files read (@ 5dea6ba69b50871fdd7e9233f7e8fd0bc4696802): CLAUDE.md ("核心互動原則"), .claude/decision-framework.md
("API 開發流程決策", "資料庫選擇決策"), .claude/skills/project-init/references/project-initialization.md
("強制詢問情境", "安全檢查原則"). The sources are in Traditional Chinese; the questions are rendered in English
(`filled` where a block gave options, `prose` where the text lists the question). Fixture: "StockRoom", a warehouse
inventory API for a small distributor, notes by the tech lead Mei-Ling Chen.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import APITPL

F = "apitpl"
PI = ".claude/skills/project-init/references/project-initialization.md"
DF = ".claude/decision-framework.md"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(APITPL, path, section)


CFG = ('{"database": "PostgreSQL", "cache": "redis", "projectOrganization": "single", '
       '"createdAt": "2025-04-02", "createdBy": "claude"}')
TEAM = ("# StockRoom (Mei-Ling)\n\n- Hosted on our own Postgres 16 cluster; no SQL Server licences.\n"
        "- Two API instances behind the load balancer.\n- Public API for partner ERPs: OpenAPI contract first.\n")


def fs(extra=None, shown=None, base=True):
    d = {"TEAM.md": TEAM} if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    init = "/project-init"
    tpl = Q("Use the official template (github.com/yaochangyu/api.template) to bootstrap the project?", "Template", [
        O("Yes", "Clone the template and remove its .git"), O("No", "Start from an empty solution")])
    sec = S(PI, "1. Whether to use the GitHub template")
    call(F, "template", sec, "prose", init, fs(base=False), tpl,
         L("confirmation", sel("Yes"), "An empty folder; the template is the workflow's purpose."))
    nonempty = Q("The working directory is not empty (14 items). How should I continue?", "Not empty", [
        O("Use a subfolder", "Clone the template into ./stockroom-api"), O("Cancel", "Stop initialization"),
        O("Clear and clone", "Delete the 14 items first")])
    sec = S(PI, "Safety check")
    call(F, "nonempty", sec, "prose", init, fs(shown="Directory: README.md, docs/, scripts/, .git/ (3 commits)…"),
         nonempty, L("confirmation", sel("Use a subfolder"), "The subfolder keeps the existing files and still "
                                                            "starts the project.", ["destructive"]))

    redis = Q("Do you need a Redis cache?", "Cache", [
        O("Yes", "Redis as distributed cache (recommended for production)"),
        O("No", "In-memory cache only (development/testing)")])
    db = Q("Choose the database type", "Database", [
        O("SQL Server", "Enterprise first choice, full .NET integration"),
        O("PostgreSQL", "Open source, light, full-featured"), O("MySQL", "Open source, widely supported")])
    lay = Q("Choose how the projects are organised", "Layout", [
        O("Single project", "For teams of 3 or fewer, simple and fast"),
        O("Multiple projects", "For large teams, clear layer separation")])
    sec = S(PI, "Mandatory questions (init)")
    call(F, "init", sec, "filled", init, fs({"TEAM.md": TEAM + "- Team: Mei-Ling and one contractor.\n"}),
         [redis, db, lay],
         [L("architecture", sel("Yes"), "Two instances behind a load balancer need a shared cache."),
          L("architecture", sel("PostgreSQL"), "TEAM.md: own Postgres cluster, no SQL Server licences."),
          L("architecture", sel("Single project"), "Two people; the template's guidance is single project for ≤3.")])
    call(F, "init", sec, "filled", init, fs(base=False), [redis, db, lay],
         [P("architecture", "Nothing about hosting or load; the CLAUDE.md rule is to ask rather than assume."),
          P("architecture", "Database engine with licensing and ops consequences, nothing in the project."),
          P("architecture", "Team size is unknown.")])
    call(F, "init", sec, "filled", init, fs({"env/.template-config.json": CFG}, base=False), [redis, db, lay],
         [L("architecture", sel("Yes"), "The saved template config already records redis."),
          L("architecture", sel("PostgreSQL"), "The saved config records PostgreSQL."),
          L("architecture", sel("Single project"), "The saved config records a single project.")])

    flow = Q("Develop the new endpoint API First or Code First?", "API flow", [
        O("API First (Recommended)", "OpenAPI → skeleton → implementation"),
        O("Code First", "Implementation → update docs")])
    sec = S(DF, "API development flow decision")
    call(F, "apiflow", sec, "filled", "/api-development", fs(), flow,
         L("architecture", sel("API First (Recommended)"), "TEAM.md: partner API, contract first."))
    call(F, "apiflow", sec, "filled", "/api-development", fs({"docs/adr-002.md": "We use Code First for all "
                                                                                 "endpoints; never mix flows in one "
                                                                                 "project.\n"}, base=False), flow,
         L("architecture", sel("Code First"), "ADR-002 locks Code First and forbids mixing, against the "
                                              "recommendation."))
    call(F, "apiflow", sec, "filled", "/api-development", fs(base=False), flow,
         L("architecture", sel("API First (Recommended)"), "No project signal; the framework marks API First "
                                                           "recommended."))

    mode = Q("Choose the database development mode", "DB mode", [
        O("Code First", "Define models in code, generate migrations"),
        O("Database First", "Reverse-engineer entities from the existing database")])
    sec = S(DF, "Mode selection")
    call(F, "dbmode", sec, "filled", "/ef", fs(shown="Request: add a Shelf entity with location and capacity."),
         mode, L("architecture", sel("Code First"), "A new entity in a new schema; Code First is the framework's "
                                                   "default."))
    call(F, "dbmode", sec, "filled", "/ef", fs({"TEAM.md": TEAM + "- Inventory tables are owned by the ERP DBA; "
                                                                  "we only read them.\n"}, shown=(
        "Request: map the ERP's existing inventory tables.")), mode,
         L("architecture", sel("Database First"), "The tables exist and belong to the ERP's DBA."))

    apply_ = Q("Apply the migration AddShelfTable to the database now?", "Apply", [
        O("Yes", "Run ef database update"), O("No", "Only create the migration files")])
    sec = S(DF, "EF Core migration management")
    call(F, "apply", sec, "filled", "/ef", fs({"appsettings.Development.json": '{"ConnectionStrings": {"Default": '
                                                                             '"Host=localhost;Database=stockroom"}}'}),
         apply_, L("confirmation", sel("Yes"), "The connection string is the local dev database."))
    call(F, "apply", sec, "filled", "/ef", fs({".env": "ASPNETCORE_ENVIRONMENT=Production\nConnectionStrings__"
                                                      "Default=Host=pg-prod-01;Database=stockroom\n"}), apply_,
         P("confirmation", "The environment points at production; the framework says production migrations are "
                           "checked by hand with a backup.", ["destructive"]))

    tables = Q("Which tables should entities be generated for?", "Tables", [
        O("All tables", "Entities for every table"), O("Specific tables", "Only the named tables")])
    sec = S(PI, "Database First scope")
    call(F, "tables", sec, "filled", "/ef", fs(shown="Database has 212 tables (ERP)."), tables,
         L("scope", sel("Specific tables"), "Only the inventory tables are needed out of 212."))

    oas = Q("Is the OpenAPI spec already defined?", "Spec", [
        O("Yes", "Defined in doc/openapi.yml"), O("No", "Help needed to define it")])
    lay2 = Q("Which layers does this feature need?", "Layers", ["Controller", "Handler", "Repository"], multi=True)
    bdd = Q("Create BDD tests at the same time?", "Tests", [
        O("Yes", "Create .feature files and steps"), O("No", "Add tests later")])
    sec = S(PI, "Feature implementation")
    call(F, "feature", sec, "filled", "/api-development", fs({"doc/openapi.yml": "paths:\n  /shelves:\n    post: "
                                                                                "{operationId: CreateShelf}\n"}),
         [oas, lay2, bdd],
         [L("other", sel("Yes"), "doc/openapi.yml already defines /shelves."),
          L("scope", multi("Controller", "Handler", "Repository"), "Creating a shelf needs all three layers."),
          L("confirmation", sel("Yes"), "Tests with the feature is the productive choice.")])

    ver = Q("Git history and remote from the template will be deleted (rm -rf .git). Continue?", "Remove .git", [
        O("Continue", "Delete the template's .git"), O("Keep history", "Keep the template's history")])
    sec = S(PI, "Flow (delete .git)")
    call(F, "rmgit", sec, "prose", init, fs(base=False, shown="Cloned into ./stockroom-api; .git is the template's "
                                                              "(origin yaochangyu/api.template)."), ver,
         L("confirmation", sel("Continue"), "It is the template's fresh clone; removing its history is the "
                                            "workflow's step.", ["destructive"]))
    call(F, "rmgit", sec, "prose", init, fs(base=False, shown="Directory ./stockroom-api: .git has 41 local commits "
                                                              "by mei-ling, origin git@github.com:stockroom/api.git."),
         ver, P("confirmation", "This .git holds the team's own 41 commits, not the template's; deleting it loses "
                                "work.", ["destructive"]))

    perf = Q("Which aspects should be optimised?", "Optimise", [
        O("Database queries", "EF Core queries and indexes"), O("Caching", "Cache strategy"),
        O("Async processing", "Async code"), O("Memory use", "Allocation")], multi=True)
    sec = S(DF, "Performance optimisation decision")
    call(F, "perf", sec, "filled", "/perf", fs(shown="Profile: GET /stock 1.8 s; 1.6 s in 3 N+1 EF queries; no "
                                                     "cache hits."), perf,
         L("scope", multi("Database queries", "Caching"), "The profile points at N+1 queries and zero caching."))
    call(F, "perf", sec, "filled", "/perf", fs(), perf,
         P("scope", "No profile or complaint says what is slow; optimisation scope is the person's.", ()))
