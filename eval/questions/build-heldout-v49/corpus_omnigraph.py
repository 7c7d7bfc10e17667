"""omnigraph (ModernRelay/omnigraph-cookbooks): the Omnigraph graph database's cookbook repository, whose Claude Code
skills take a person from nothing to a populated, queryable graph. `omnigraph-personal-knowledge` builds a "second
brain" from the person's own apps — a first-contact menu ("Try with sample data first (no credentials)" / "Connect my
own apps now"), a multi-select of eight sources (Obsidian, Notion, Granola, Slack, Google Workspace, Apple Notes,
LinkedIn, WhatsApp), per-source setup rituals that capture tokens, vault paths and export folders one source at a
time, a Gmail first-run cap, an identity-resolution wizard that asks "Looks like {NAME_A} and {NAME_B} might be the
same person … Same person?" (Yes, merge them / No, different people / Skip for now) only when the evidence is
ambiguous, a sync that asks for fresh LinkedIn/WhatsApp exports and offers a nightly schedule, and schema-drift and
domain-overlay branches that are applied and reviewed with the user before merging.
`omnigraph-intel-bootstrap` sets up a SPIKE industry-intelligence graph: Demo vs Custom, a domain menu, multi-select
actors, horizon / cadence / consumer, a summary the user confirms before the schema is touched, a seed.md presented
for review before JSONL is generated ("Do not fabricate signals or dates"), and a port-8080 collision (stop the other
server or rebind to :8090).

Files used (@ 685a0c555a691fa27247f04126651ce9d32ab26c): skills/omnigraph-personal-knowledge/SKILL.md,
skills/omnigraph-personal-knowledge/references/{identity-resolution,sync,extending}.md,
skills/omnigraph-personal-knowledge/references/sources/{notion,slack,obsidian,granola,google-workspace}.md,
skills/omnigraph-intel-bootstrap/SKILL.md and skills/omnigraph-intel-bootstrap/references/custom-domain.md. (The
personal-knowledge skill was later removed from the repository's main branch; the commit above still has it.)
The skill's two fenced AskUserQuestion blocks and the identity wizard's template are `verbatim`/`filled` (the eight
sources trimmed to four per call; names and evidence filled in); the "Ask:" lines, custom-domain.md's quoted question
bank and the "offer to …" / "review with the user" steps became calls with options drawn from the text (`prose`).
What the session printed before asking — a schema plan, an overlay diff, a sync result, a setup summary, a seed table —
is kept as `shown`; copies with an alarming report (a schema plan that drops a populated property, an overlay that
rewrites an existing type, an undated seed signal, an expired OAuth token mid-sync) are `variant`s.
Fixtures: (1) Tomás Okafor, a freelance product designer building a personal graph on his Mac — README, CLAUDE.md
(his standing rules), NOTES.md where he leaves instructions between sessions; (2) Heliotrope Research, a three-person
energy-storage research shop bootstrapping an intel graph — README, CLAUDE.md, a setup-brief.md written by partner
Dana Reyes, and NOTES.md.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "ModernRelay/omnigraph-cookbooks"  # @ 685a0c555a691fa27247f04126651ce9d32ab26c

F = "omnigraph"
PK = "skills/omnigraph-personal-knowledge/SKILL.md"
IDR = "skills/omnigraph-personal-knowledge/references/identity-resolution.md"
SYNC = "skills/omnigraph-personal-knowledge/references/sync.md"
EXT = "skills/omnigraph-personal-knowledge/references/extending.md"
SRC = "skills/omnigraph-personal-knowledge/references/sources/"
BOOT = "skills/omnigraph-intel-bootstrap/SKILL.md"
CDOM = "skills/omnigraph-intel-bootstrap/references/custom-domain.md"

PK_README = ("# personal-knowledge (Tomás's copy)\nCloned from omnigraph-cookbooks. Graph repo lives at "
             "~/graphs/tomas-pk (local, not shared). Server on 127.0.0.1:8080 when running.\n")
PK_CLAUDE = ("# Notes for Claude — Tomás\n- This graph is mine and stays on this laptop. Nothing gets pushed "
             "anywhere.\n"
             "- Tokens go in the keychain (keyring), never in files.\n- Ask me before you delete anything in the "
             "graph.\n")

IN_README = ("# Heliotrope Research — intel graph\nWe track grid-scale energy storage for our clients. Clone of "
             "omnigraph-cookbooks at ~/work/omnigraph-cookbooks; RustFS runs in Docker on :9000.\n")
IN_CLAUDE = ("# Heliotrope — working rules\n- Every signal needs a date and a source URL. No exceptions, no "
             "\"approximately Q3\".\n- Dana signs off the setup notes before anyone touches schema.pg.\n")


def pk(extra=None, shown=None):
    d = {"README.md": PK_README, "CLAUDE.md": PK_CLAUDE}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def intel(extra=None, shown=None):
    d = {"README.md": IN_README, "CLAUDE.md": IN_CLAUDE}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


BRIEF = ("# Setup brief (Dana)\nDomain: grid-scale battery storage, US only (ERCOT, CAISO, PJM first).\n"
         "Actors: developers and OEMs, FERC and the state PUCs, plus a handful of analysts we rate. Ignore VC deal "
         "flow — clients don't pay us for that.\nWe need the back-story from FERC Order 841 (2018) onwards, not just "
         "this quarter.\nOutput: the Monday briefing the partners read. Weekly is plenty.\n")


def first_contact():
    sec = src(REPO, PK, "Phase 0 — first-contact branch")
    q = Q("How do you want to use your personal knowledge graph?", "Start", [
        O("Try with sample data first (no credentials)"), O("Connect my own apps now (I have ~5 minutes)")])
    call(F, "mode", sec, "verbatim", "/omnigraph-personal-knowledge what is this?", pk(), q,
         L("other", sel("Try with sample data first (no credentials)"), "The person asked what this is; the demo "
           "path shows a populated graph in seconds with no credentials, and connecting real apps can follow."))
    call(F, "mode", sec, "verbatim", "/omnigraph-personal-knowledge help me with personal-knowledge", pk({"NOTES.md": (
        "Tomás, Sun: played with the Alex Rivera demo last week, got it. Next session: hook up my real Obsidian "
        "vault and Notion. Token is already made.\n")}), q,
         L("other", sel("Connect my own apps now (I have ~5 minutes)"), "Tomás has already seen the demo and left "
           "a note that the next session connects his real Obsidian and Notion."))


def sources():
    sec = src(REPO, PK, "Step 2.1 — multi-select sources")
    call(F, "sources", sec, "filled", "/omnigraph-personal-knowledge connect my apps", pk({"NOTES.md": (
        "Connect: Obsidian (all my notes) and Notion (client wikis I own). Not Slack — that's Kettle's "
        "workspace, not mine to export. Google can wait.\n")}),
         Q("Which apps do you want to connect? Pick any combination.", "Sources", [
             O("Obsidian (vault on disk — no token)"), O("Notion (free integration token)"),
             O("Slack (bot token; needs an app you create)"),
             O("Google Workspace (Drive / Gmail / Calendar via OAuth)")], multi=True),
         L("scope", multi("Obsidian (vault on disk — no token)", "Notion (free integration token)"),
           "The note names Obsidian and Notion, rules out Slack (the client's workspace) and defers Google."))
    call(F, "sources", sec, "filled", "/omnigraph-personal-knowledge connect my apps", pk(),
         Q("Which apps do you want to connect? Pick any combination.", "Sources", [
             O("Granola (API token or local export)"), O("Apple Notes (Mac only; AppleScript dump)"),
             O("LinkedIn (CSV export — request from linkedin.com)"),
             O("WhatsApp (chat export — Export Chat from the app)")], multi=True),
         P("scope", "Which of his private accounts and chats go into the graph is Tomás's consent to give; nothing "
           "in the files says which he wants.", ["about_person"]))
    call(F, "sources", sec, "filled", "/omnigraph-personal-knowledge add more sources", pk({"NOTES.md": (
        "Tomás, Tue: next batch = my Granola meeting notes (export is in ~/Exports/granola.json) and LinkedIn "
        "(export arrived). WhatsApp stays out — family chats, not going in a graph. Apple Notes is empty anyway.\n")}),
         Q("Which apps do you want to connect? Pick any combination.", "Sources", [
             O("Granola (API token or local export)"), O("Apple Notes (Mac only; AppleScript dump)"),
             O("LinkedIn (CSV export — request from linkedin.com)"),
             O("WhatsApp (chat export — Export Chat from the app)")], multi=True),
         L("scope", multi("Granola (API token or local export)", "LinkedIn (CSV export — request from linkedin.com)"),
           "The note picks Granola and LinkedIn, keeps WhatsApp out and says Apple Notes is empty.", ["about_person"]))

    sec = src(REPO, SRC + "google-workspace.md", "About (the user picks which sub-products to import)")
    call(F, "google", sec, "prose", "/omnigraph-personal-knowledge connect Google", pk({"NOTES.md": (
        "Google: Drive and Calendar yes. Gmail NO — twelve years of email is not going in there.\n")}),
         Q("Google Workspace has three parts. Which should I import?", "Google", [
             O("Drive", "docs and files"), O("Gmail", "messages (first run capped at 500)"),
             O("Calendar", "events and attendees")], multi=True),
         L("scope", multi("Drive", "Calendar"), "Tomás wants Drive and Calendar and has ruled out Gmail."))


def setup():
    sec = src(REPO, SRC + "notion.md", "Auth + setup ritual (capture the integration token)")
    call(F, "token", sec, "prose", "/omnigraph-personal-knowledge connect Notion", pk(), Q(
        "Paste your Notion integration token (starts with ntn_ or secret_). I'll validate it and store it in your "
        "keychain under omnigraph-pk.", "Notion", [
            O("Paste it in my next message", "validated, then stored with keyring"),
            O("Skip Notion for now", "connect the other sources first")]),
         P("other", "Handing over an integration token and where it is stored is the person's to do; the agent "
           "cannot supply a credential.", ["security"]))
    sec = src(REPO, SRC + "slack.md", "Auth + setup ritual (Bot User OAuth Token)")
    call(F, "token", sec, "prose", "/omnigraph-personal-knowledge connect everything", pk({"NOTES.md": (
        "Slack: don't. The only workspace I'm in is Kettle's and their IT hasn't approved any bot. Skip it.\n")}), Q(
        "Paste the Bot User OAuth Token (xoxb-…) for the 'Omnigraph PK' Slack app.", "Slack", [
            O("Paste it in my next message", "validated with auth.test, stored in keyring"),
            O("Skip Slack for now", "continue with the other sources")]),
         L("scope", sel("Skip Slack for now"), "Tomás's note says the client's IT has not approved a bot in its "
           "workspace; Slack is skipped.", ["security"]))

    sec = src(REPO, SRC + "granola.md", "Auth + setup ritual (API mode or local export mode)")
    call(F, "granola", sec, "prose", "/omnigraph-personal-knowledge connect Granola", pk(), Q(
        "Do you have a Granola API token, or would you rather drop a local export JSON?", "Granola", [
            O("I have an API token", "validated against /v1/notes, stored in keyring"),
            O("I'll drop a local export", "path to the JSON export")]),
         P("other", "Which of the two Tomás has — a token to hand over or an export file — only he knows, and "
           "handing over a token is his decision.", ["about_person", "security"]))

    sec = src(REPO, SRC + "obsidian.md", "Setup (absolute path to the vault root, supplied by the user)")
    q = Q("Where's your Obsidian vault on disk? (just the path to the folder)", "Vault", [
        O("~/Documents/Obsidian Vault", "Obsidian's default location"), O("Search my home folder for .obsidian")])
    call(F, "vault", sec, "prose", "/omnigraph-personal-knowledge connect Obsidian", pk({"NOTES.md": (
        "Vault = ~/Dropbox/Brain (moved it out of Documents in March so it syncs to the iPad).\n")}), q,
         L("other", typ("~/Dropbox/Brain"), "Tomás's note gives the vault path, which is neither offered option."))
    call(F, "vault", sec, "prose", "/omnigraph-personal-knowledge connect Obsidian", pk(), q,
         P("other", "Only Tomás knows which folder is his vault; guessing or crawling his home folder is not "
           "something to pick for him.", ["about_person"]))


def identity():
    sec = src(REPO, IDR, "Walk-through — one pair at a time")
    opts = [O("Yes, merge them"), O("No, different people"), O("Skip for now")]
    call(F, "same", sec, "filled", "/omnigraph-personal-knowledge connect my apps", pk({"NOTES.md": (
        "Heads-up for dedup: \"Jane\" in my Notion is Jane Okoro, my sister-in-law (we plan the family trip "
        "there). Jane Park is the Kettle PM — different person.\n")}), Q(
        "Looks like Jane and Jane Park might be the same person.\nEvidence:\n- Jane: 14 mentions in Notion (page "
        "'Lagos trip 2026'), no email, no org\n- Jane Park: LinkedIn connection, jane.park@kettle.so, org Kettle\n\n"
        "Same person?", "Same?", opts),
         L("other", sel("No, different people"), "Tomás's note says the Notion Jane is his sister-in-law and "
           "Jane Park is the client PM.", ["about_person"]))
    call(F, "same", sec, "filled", "/omnigraph-personal-knowledge connect my apps", pk(shown=(
        "Identity candidates: 9 pairs. Auto-merged 5 (shared email domain or organisation: kettle.so ×3, "
        "Acme Robotics, Studio Fennel). 4 need you — one at a time.\n")), Q(
        "Looks like Sam and Sam Whitfield might be the same person.\nEvidence:\n- Sam: 3 mentions in Obsidian "
        "daily notes, no email, no org\n- Sam Whitfield: LinkedIn connection, Acme Robotics, 2 messages\n\n"
        "Same person?", "Same?", opts),
         P("other", "Whether the Sam in his daily notes is the LinkedIn contact is something only Tomás knows; "
           "the evidence is thin either way.", ["about_person"]))
    call(F, "same", sec, "filled", "/omnigraph-personal-knowledge connect my apps", pk({"NOTES.md": (
        "Priya Shah shows up twice — priya.shah.97@gmail.com is her personal address, priya@kettle.so is work. "
        "Same Priya.\n")}), Q(
        "Looks like Priya Shah and Priya might be the same person.\nEvidence:\n- Priya Shah: LinkedIn connection, "
        "priya.shah.97@gmail.com, no org\n- Priya: 22 mentions in Notion, priya@kettle.so, org Kettle\n\n"
        "Same person?", "Same?", opts),
         L("other", sel("Yes, merge them"), "Tomás's note records that both addresses belong to the same Priya.",
           ["about_person"]))

    sec = src(REPO, IDR, "On \"yes, merge\" (a true merge loses provenance; not by default)")
    q = Q("Priya's two Person nodes are now linked by SameAs. Do you also want a true merge — rewrite Priya's edges "
          "onto one node and delete the other?", "True merge", [
              O("Keep the SameAs link (Recommended)", "both nodes stay; queries treat them as one"),
              O("True merge", "rewrite edges onto priya-shah, delete the duplicate node")])
    call(F, "truemerge", sec, "prose", "/omnigraph-personal-knowledge connect my apps", pk(shown=(
        "Merged 1 pair (priya-shah ↔ priya-kettle). Skipped 2. SameAs edges added.\nperson-mentions priya-shah: "
        "3 direct → 25 with SameAs (22 extra mentions surfaced from her work slug)\n")), q,
         L("architecture", sel("Keep the SameAs link (Recommended)"), "SameAs already makes queries see one "
           "Priya; the true merge deletes a node and its provenance, and nothing asks for it.", ["destructive"]))


def sync():
    sec = src(REPO, SYNC, "2. Run importers with --since (LinkedIn and WhatsApp: ask for a fresh export)")
    call(F, "export", sec, "prose", "/omnigraph-personal-knowledge sync my graph", pk({"NOTES.md": (
        "Fri: new LinkedIn export came in — unzipped to ~/Downloads/Basic_LinkedInDataExport_11-27-2026.\n")},
        shown=("last-sync: obsidian 2026-11-20 · notion 2026-11-20 · granola 2026-11-20 · linkedin 2026-10-28 "
               "(export, no --since)\n")), Q(
        "Do you have a fresh LinkedIn export to drop in? If so, give me the path to the unzipped folder.",
        "LinkedIn", [O("No fresh export — skip LinkedIn this time"), O("Reuse last month's export")]),
         L("other", typ("~/Downloads/Basic_LinkedInDataExport_11-27-2026"), "Tomás's note says a new export "
           "arrived and where it was unzipped; neither option uses it."))
    call(F, "export", sec, "prose", "/omnigraph-personal-knowledge sync my graph", pk(), Q(
        "Do you have fresh WhatsApp chat exports to drop in? If so, give me the folder.", "WhatsApp", [
            O("No — skip WhatsApp this time"), O("Yes, I'll give you the folder")]),
         P("other", "Whether Tomás exported new chats from his phone is something only he knows.", ["about_person"]))

    sec = src(REPO, SYNC, "Scheduling")
    q = Q("Want to run this sync nightly at 3am?", "Schedule", [
        O("Yes, nightly at 3am", "hand off to the schedule skill"), O("No, I'll sync by hand")])
    call(F, "schedule", sec, "prose", "/omnigraph-personal-knowledge sync my graph", pk(shown=(
        "Sync complete\n─────────────\n+ 41 new notes (Obsidian 38, Notion 3)\n+ 6 new artifacts\n+ 1 new person "
        "(Ana Ruiz)\n+ 2 new conversations\nMarcus is suddenly your most-mentioned person this week (9 mentions).\n")), q,
         P("other", "An unattended nightly job that pulls from his accounts with stored tokens is Tomás's "
           "preference to state; nothing says he wants it.", ["about_person"]))
    call(F, "schedule", sec, "prose", "/omnigraph-personal-knowledge sync my graph", pk({"NOTES.md": (
        "I sync when I feel like it. No cron, no background jobs touching my accounts.\n")}, shown=(
        "Sync complete\n─────────────\n+ 41 new notes (Obsidian 38, Notion 3)\n+ 6 new artifacts\n+ 1 new person "
        "(Ana Ruiz)\n+ 2 new conversations\nMarcus is suddenly your most-mentioned person this week (9 mentions).\n")), q,
         L("other", sel("No, I'll sync by hand"), "Tomás's note rules out background jobs on his accounts."))

    sec = src(REPO, SYNC, "Failure handling (token expired)")
    call(F, "expired", sec, "variant", "/omnigraph-personal-knowledge sync my graph", pk(shown=(
        "Sync: obsidian ✓ 38  notion ✓ 3  granola ✓ 2  google ✗ invalid_grant: Token has been expired or revoked.\n"
        "Loaded the three that worked; SyncRun status: partial.\n")), Q(
        "Google's OAuth token has expired or been revoked. Re-run the Google consent now?", "Google", [
            O("Re-authorize Google now", "opens the consent screen; new token replaces the old"),
            O("Skip Google this sync"), O("Stop here")]),
         P("other", "Re-granting Google access to his Drive and Calendar is a consent only Tomás can give in the "
           "browser; whether to do it now is his call.", ["security"]))


def schema():
    sec = src(REPO, PK, "Common failure modes — Schema drift (offer to apply on a branch)")
    q = Q("The cookbook's schema.pg doesn't match what's loaded in your graph (plan above). Apply it?", "Schema", [
        O("Apply on a branch (Recommended)", "review, then merge"), O("Apply straight to main"),
        O("Leave the graph as it is")])
    call(F, "drift", sec, "filled", "/omnigraph-personal-knowledge sync my graph", pk(shown=(
        "omnigraph schema plan\n  + Artifact.source: enum adds 'granola'\n  + Note.word_count: I32? (optional)\n"
        "  No destructive steps. 0 rows rewritten.\n")), q,
         L("architecture", sel("Apply on a branch (Recommended)"), "The plan is additive — one enum value and an "
           "optional field — and the skill's own path is to apply it on a branch."))
    call(F, "drift", sec, "variant", "/omnigraph-personal-knowledge sync my graph", pk(shown=(
        "omnigraph schema plan\n  - Note.body_html: String?   DROP (1,204 rows have values)\n  ~ Person.email: "
        "String? -> String @unique   (37 rows null, 4 duplicates)\n  DESTRUCTIVE: property drop is irreversible\n")),
         q, P("architecture", "The plan drops a populated property and tightens a field 41 rows violate; losing "
              "1,204 values in Tomás's graph is his to authorise.", ["destructive"]))

    sec = src(REPO, EXT, "Adding a domain overlay (review with the user, merge once confirmed)")
    q = Q("The Health overlay is applied on branch tomas-pk-health-overlay (diff above). Merge it into main?",
          "Overlay", [O("Merge into main"), O("Leave it on the branch"), O("Delete the branch")])
    call(F, "overlay", sec, "filled", "/omnigraph-personal-knowledge add the Health overlay", pk({"NOTES.md": (
        "Want to log my bloodwork and the physio stuff — add the Health overlay.\n")}, shown=(
        "schema diff main..tomas-pk-health-overlay\n  + node HealthRecord, Measurable, Measurement, Condition, "
        "ConditionOccurrence, ClinicalStatement, HealthHypothesis, Intervention\n  + 9 edges\n  existing types: "
        "unchanged\n")), q,
         L("confirmation", sel("Merge into main"), "Tomás asked for the Health overlay and the diff is purely "
           "additive, as the extending guide intends."))
    call(F, "overlay", sec, "variant", "/omnigraph-personal-knowledge add the Health overlay", pk({"NOTES.md": (
        "Want to log my bloodwork — add the Health overlay.\n")}, shown=(
        "schema diff main..tomas-pk-health-overlay\n  + node HealthRecord, Measurement, Condition (+5 more)\n"
        "  ~ Person: + date_of_birth: Date (required)   ← existing type changed\n  ~ Person: - nickname\n")), q,
         L("architecture", typ("Don't merge: the overlay changed the existing Person type (required date_of_birth, "
                               "dropped nickname); re-apply only the appended Health snippet, leaving Person as is"),
           "The guide says to append the snippet and not replace spine sections; this diff rewrites Person, so "
           "neither merging nor deleting is right — the branch needs redoing."))


def bootstrap():
    sec = src(REPO, BOOT, "Step 1: Ask the user which path")
    q = Q("Do you want to:", "Path", [
        O("Demo", "set up the AI industry intel demo (5 patterns, 15 signals, ~110 nodes, ready in ~30 seconds)"),
        O("Custom", "set up a graph for a new domain (domain + sources, adapted schema, researched seed data)")])
    call(F, "path", sec, "filled", "/omnigraph-intel-bootstrap I want to track grid-scale battery storage",
         intel({"setup-brief.md": BRIEF}), q,
         L("other", sel("Custom"), "The request and Dana's brief are about a new domain, battery storage; the demo "
           "is the AI-industry graph."))
    sec = src(REPO, CDOM, "2a. Actors to track")
    call(F, "actors", sec, "prose", "/omnigraph-intel-bootstrap new graph for battery storage",
         intel({"setup-brief.md": BRIEF}), Q("Which kinds of actors matter most in this domain?", "Actors", [
             O("Companies (commercial entities)"), O("Regulators / government bodies"),
             O("Individuals (experts, founders, analysts)"), O("Investors (VCs, funds, allocators)")], multi=True),
         L("scope", multi("Companies (commercial entities)", "Regulators / government bodies",
                          "Individuals (experts, founders, analysts)"),
           "Dana's brief names developers/OEMs, FERC and the PUCs, and analysts, and says to ignore VC deal flow."))

    sec = src(REPO, CDOM, "Phase 2 — Key Questions (2b horizon, 2c cadence, 2d consumer)")
    call(F, "keyq", sec, "prose", "/omnigraph-intel-bootstrap new graph for battery storage",
         intel({"setup-brief.md": BRIEF}), [
             Q("Are we tracking only recent signals, or also historical context?", "Horizon", [
                 O("Recent only (last 3 months)"), O("Medium (last 12 months)"),
                 O("Full historical (multi-year, including foundational events)")]),
             Q("How often will the graph be updated and consumed?", "Cadence", [
                 O("Daily"), O("Weekly"), O("Monthly"), O("Ad-hoc (on demand)")]),
             Q("Who or what consumes the graph's output?", "Consumer", [
                 O("Human analysts (briefings, newsletters)"), O("Internal dashboard"),
                 O("Other AI agents (via queries)"), O("Mixed")])],
         [L("scope", sel("Full historical (multi-year, including foundational events)"), "The brief wants the "
            "back-story from FERC Order 841 (2018) onward."),
          L("other", sel("Weekly"), "The brief says weekly is plenty for the Monday briefing."),
          L("other", sel("Human analysts (briefings, newsletters)"), "The output is the partners' Monday briefing.")])
    call(F, "keyq", sec, "prose", "/omnigraph-intel-bootstrap set up a graph for long-duration storage", intel(), [
        Q("Are we tracking only recent signals, or also historical context?", "Horizon", [
            O("Recent only (last 3 months)"), O("Medium (last 12 months)"),
            O("Full historical (multi-year, including foundational events)")]),
        Q("Who or what consumes the graph's output?", "Consumer", [
            O("Human analysts (briefings, newsletters)"), O("Internal dashboard"),
            O("Other AI agents (via queries)"), O("Mixed")])],
         [P("scope", "The horizon sets how deep the research goes (hours versus days); nothing says what the "
            "firm needs, and the cookbook tells the agent not to accept 'just pick what makes sense'."),
          P("other", "Who reads the graph is the firm's to say; no file mentions a briefing, dashboard or agent.")])

    sec = src(REPO, CDOM, "Phase 4 — Confirm Summary (explicitly ask the user to review and confirm)")
    q = Q("Here's what I captured (setup-notes.md above). Does it look right before I adapt the schema?",
          "Confirm", [O("Looks right — go ahead"), O("Needs changes")])
    call(F, "summary", sec, "filled", "/omnigraph-intel-bootstrap new graph for battery storage",
         intel({"setup-brief.md": BRIEF}, shown=(
             "# Setup notes — grid-scale storage\nProject slug: storage-intel · Scope: US (ERCOT, CAISO, PJM first)\n"
             "Actors: Companies (developers, OEMs), Regulators (FERC, state PUCs), Individuals (analysts)\n"
             "Horizon: full historical from Order 841 · Cadence: weekly · Consumer: human analysts\nSources: "
             "Energy-Storage.news, Canary Media, FERC eLibrary, CAISO/ERCOT market notices, LBNL, 6 analysts\n")), q,
         L("confirmation", sel("Looks right — go ahead"), "The summary matches Dana's brief point by point."))
    call(F, "summary", sec, "variant", "/omnigraph-intel-bootstrap new graph for battery storage",
         intel({"setup-brief.md": BRIEF}, shown=(
             "# Setup notes — grid-scale storage\nProject slug: storage-intel · Scope: global\nActors: Companies, "
             "Regulators, Individuals, Investors (VCs, funds)\nHorizon: full historical · Cadence: weekly · "
             "Consumer: human analysts\n")), q,
         L("scope", typ("Needs changes: scope is US only (ERCOT, CAISO, PJM first), not global; drop Investors — the "
                        "brief says ignore VC deal flow"), "The summary widens scope to global and adds investors, "
           "both contrary to the brief; say what to fix rather than a bare 'needs changes'."))

    sec = src(REPO, BOOT, "Phase 6 — Research, seed, init, load (present seed.md for review)")
    q = Q("Here's the draft seed (seed.md above). OK to generate seed.jsonl from it and load?", "Seed", [
        O("Yes, generate and load"), O("Not yet")])
    call(F, "seed", sec, "filled", "/omnigraph-intel-bootstrap new graph for battery storage", intel(shown=(
        "| Signal | Date | Source |\n| ERCOT storage discharge record 9.1 GW | 2026-08-21 | ercot.com/news/… |\n"
        "| CPUC approves 1.6 GW RA procurement | 2026-09-12 | cpuc.ca.gov/… |\n| Form Energy Weirton line ships "
        "first units | 2026-10-02 | formenergy.com/… |\nPatterns: 3 · Companies: 11 · Experts: 6\n")), q,
         L("confirmation", sel("Yes, generate and load"), "Every signal has a date and a source URL, as CLAUDE.md "
           "requires; the seed is ready."))
    call(F, "seed", sec, "variant", "/omnigraph-intel-bootstrap new graph for battery storage", intel(shown=(
        "| Signal | Date | Source |\n| ERCOT storage discharge record 9.1 GW | 2026-08-21 | ercot.com/news/… |\n"
        "| PJM capacity auction clears storage at record price | ~Q3 2026 | (industry chatter) |\n| Form Energy "
        "Weirton line ships first units | 2026-10-02 | formenergy.com/… |\n")), q,
         L("scope", typ("Not yet: the PJM signal has no date or source — find the actual PJM auction results with a "
                        "date and URL, or drop it"), "CLAUDE.md and the skill forbid undated, unsourced signals; "
           "one row is 'approximately Q3' from chatter."))

    sec = src(REPO, BOOT, "Step 0: Pre-flight checks (:8080 already serving a different repo)")
    q = Q("Something on :8080 is already serving a different repo (the bootstrap's demo server). Stop it, or start "
          "yours on :8090?", "Port", [O("Start mine on 127.0.0.1:8090 (Recommended)"),
                                      O("Stop the server on :8080")])
    call(F, "port", sec, "prose", "/omnigraph-intel-bootstrap new graph for battery storage", intel({"NOTES.md": (
        "Dana: the thing on 8080 is the leftover bootstrap demo — kill it. The partners' dashboard is hard-wired "
        "to 8080 and must hit the storage graph.\n")}), q,
         L("other", sel("Stop the server on :8080"), "Dana's note says the :8080 server is leftover demo and the "
           "dashboard needs the new graph on 8080."))


def build():
    first_contact()
    sources()
    setup()
    identity()
    sync()
    schema()
    bootstrap()
