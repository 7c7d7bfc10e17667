"""airmile (AirMile/claude-config): a Dutch-language set of project skills. /core-merge integrates a feature
worktree (pick the worktree, uncommitted changes, already merged, target branch, an existing PR, the strategy —
push and open a PR, squash-merge or --no-ff merge locally, push only — and the cleanup that force-removes the
worktree and deletes the branch); /project-add creates or clones a project and asks about the setup wizard,
publishing the repository to GitHub (private or public) and a shell alias; /core-export packs the repository with
repomix (gitignore entry, scope, format, compression, destination); /marketing-promo takes screenshots of a running
app (URL, number, purpose, login, dark mode, features).

Files read (@ f896ecbaea663a6cf292199570279edf9aea13ff, skills/<name>/SKILL.md):
  core-merge (FASE 0 worktree and state; FASE 0b; FASE 1 target; FASE 2 existing PR and strategy; FASE 4 cleanup)
  project-add (PHASE 1 mode; PHASE 7 setup wizard; PHASE 8 GitHub Publish; PHASE 9 alias)
  core-export (FASE 0 gitignore; FASE 1 scope; FASE 2 format, compression, output)
  marketing-promo (FASE 0 URL; FASE 1 questions 1-4; feature selection)

The skills give header, question and options in Dutch (`verbatim`, or `filled` where the braces are filled); the
strategy question's option list is built from a table in the skill (`filled`). Headers longer than
AskUserQuestion's 12 characters ("Already merged", "Feature Selectie", "Login Details") are cut to "Merged",
"Features" and "Login"; the login question, which the skill gives a single option, gets a second ("Geen login")
because the tool needs two (`variant`).

Fixtures: Fietsplan (a bike-route planner by a solo developer whose CLAUDE.md says feature worktrees are
squash-merged into main locally and cleaned up, and that main is pushed only by Joris), Kassa (a point-of-sale
app for a shop chain whose CLAUDE.md makes every change go through a PR reviewed by Eva), a new empty project
and a marketing folder for a SaaS with a staging login.
"""
from common import O, Q, L, call, sel, typ, person, merge, src
from sources import AIRMILE

F = "airmile"


def S(skill, section):
    return src(AIRMILE, f"skills/{skill}/SKILL.md", section)


FIE_MD = ("# Fietsplan\n\nRouteplanner voor fietsers (SvelteKit). Solo project van Joris.\n"
          "- Feature-worktrees: squash-merge lokaal naar main en ruim de worktree op.\n- Push naar origin doet Joris zelf.\n")
FIE = {"CLAUDE.md": FIE_MD, "git-worktrees.txt": "worktree-hoogtekaart (../fietsplan-hoogtekaart, 6 commits ahead)\n"}
KAS_MD = ("# Kassa\n\nKassasysteem voor een winkelketen (Kotlin).\n- Elke wijziging gaat via een PR; Eva reviewt en merget. Nooit lokaal naar main mergen.\n")
KAS = {"CLAUDE.md": KAS_MD, "git-worktrees.txt": "worktree-bonprinter (../kassa-bonprinter, 3 commits ahead)\n"}
NEW = {".project/project.json": "{\"seed\": {\"name\": \"moestuin\", \"pitch\": \"\", \"content\": \"\"}, \"team\": {\"mode\": \"solo\"}}"}
PROMO = {"README.md": "# Roostr\n\nShift scheduling for cafés. Features: rota builder, swap requests, payroll export.\n",
         ".project/project.json": "{\"localUrl\": \"http://localhost:5173\"}"}


def build():
    sk = "core-merge"
    sec = S(sk, "FASE 0: Validate state")
    uq = Q("Worktree heeft ongecommitteerde changes. Wat doen?", "Changes",
           [O("Stop, ik commit eerst (Recommended)"), O("Stash en doorgaan"), O("Negeer (gevaarlijk)")])
    call(F, "dirty", sec, "filled", "/core-merge", merge(FIE, {"git-status.txt": " M src/routes/kaart/+page.svelte\n"}), uq,
         L("other", sel("Stop, ik commit eerst (Recommended)"), "Stopping loses nothing; ignoring would merge without the edits, and stashing hides them."))
    sec = S(sk, "FASE 0b: Already-merged Detection")
    call(F, "merged", sec, "filled", "/core-merge", merge(FIE, {"git-branch-merged.txt": "worktree-hoogtekaart merged into main\n"}),
         Q("Branch `worktree-hoogtekaart` is al gemerged in `main`. Wat nu?", "Merged",
           [O("Cleanup only (Recommended)", "verwijder worktree + branch, geen nieuwe merge"), O("Cancel", "exit zonder actie")]),
         L("confirmation", sel("Cleanup only (Recommended)"), "The branch is merged and CLAUDE.md asks for worktrees to be cleaned up after the merge.", ["destructive"]))
    sec = S(sk, "FASE 1: Target")
    call(F, "target", sec, "filled", "/core-merge", merge(FIE, {"git-branches.txt": "main\nrelease/2026-11\n"}),
         Q("Naar welke branch mergen?", "Target", [O("main"), O("release/2026-11")]),
         L("other", sel("main"), "CLAUDE.md: feature worktrees are merged into main."))
    sec = S(sk, "FASE 2: Existing PR")
    pq = Q("PR #57 bestaat al (https://github.com/kassa-nl/kassa/pull/57). Wat doen?", "Existing PR",
           [O("Toon PR-URL en exit (Recommended)", "print URL, exit succesvol"), O("Update PR (push extra commits)", "git push op branch, geen nieuwe PR"),
            O("Force nieuwe PR", "gh pr close 57 --comment \"Replaced by new PR\", dan normale PR-flow"), O("Cancel", "exit")])
    call(F, "pr", sec, "filled", "/core-merge", KAS, pq,
         L("other", sel("Toon PR-URL en exit (Recommended)"), "The PR is open for Eva's review; showing it changes nothing and touches nothing remote."))
    call(F, "pr", sec, "filled", "/core-merge", merge(KAS, {"pr-57-review.txt": "Eva (changes requested): please add the receipt-width test; push to this PR.\n", "git-log.txt": "a1f (local) test: receipt width\n"}), pq,
         L("other", sel("Update PR (push extra commits)"), "Eva asked for the test to be pushed to this PR, and the local commit adds it.", ["outward"]))
    sec = S(sk, "FASE 2: Strategy Selection")
    sq = lambda: Q("Hoe wil je deze feature integreren?", "Strategie",
                   [O("Push + open PR via gh"), O("Squash-merge lokaal naar main"), O("Merge --no-ff lokaal naar main"), O("Alleen push (geen PR/merge)")])
    call(F, "strategy", sec, "filled", "/core-merge", FIE, sq(),
         L("architecture", sel("Squash-merge lokaal naar main"), "CLAUDE.md: squash-merge feature worktrees locally into main; pushing is Joris's."))
    call(F, "strategy", sec, "filled", "/core-merge", KAS, sq(),
         L("architecture", person("The project's route is a PR for Eva, and both PR options push the branch to the shop chain's remote; CLAUDE.md does not let Claude publish on its own."),
           "Every allowed route is outward.", ["outward"]))
    call(F, "strategy", sec, "filled", "/core-merge", merge(KAS, {"CLAUDE.md": KAS_MD + "- Claude mag de branch pushen en een PR openen; Eva merget.\n"}), sq(),
         L("architecture", sel("Push + open PR via gh"), "CLAUDE.md allows pushing the branch and opening a PR; merging stays with Eva.", ["outward"]))
    call(F, "strategy", sec, "filled", "/core-merge", {"git-worktrees.txt": "worktree-zoek (../app-zoek, 2 commits ahead)\n"}, sq(),
         L("architecture", person("Nothing in the folder says how work reaches main; the options range from a local merge to publishing the branch."), "Integration route, no rule.", ["outward"]))
    sec = S(sk, "FASE 4: Cleanup")
    cq = Q("Worktree opruimen?", "Cleanup", [O("Ja, remove worktree + delete branch (Recommended)"), O("Nee, behoud worktree")])
    call(F, "cleanup", sec, "verbatim", "/core-merge", merge(FIE, {"git-log-main.txt": "c0ffee1 feat(hoogtekaart): hoogteprofiel per route (squash)\n"}), cq,
         L("confirmation", sel("Ja, remove worktree + delete branch (Recommended)"), "The work is squashed into main and CLAUDE.md asks for the cleanup.", ["destructive"]))
    call(F, "cleanup", sec, "verbatim", "/core-merge", merge(FIE, {"git-status-worktree.txt": "?? data/hoogte-cache.sqlite (untracked, 180 MB)\n"}), cq,
         L("confirmation", person("The worktree holds an untracked 180 MB cache that `git worktree remove --force` would delete; whether it matters is for Joris."),
           "Force-removing untracked data.", ["destructive"]))

    sk = "project-add"
    sec = S(sk, "PHASE 7: Project Configuration")
    call(F, "wizard", sec, "filled", "/project-add", NEW,
         Q("Do you want to run the project setup wizard now? (stack, CLAUDE.md, design tokens)", "Setup wizard",
           [O("Yes, configure now (Recommended)", "Continue directly with /core-setup --mode=greenfield"),
            O("No, later", "Write session marker — next /core-setup starts directly in greenfield mode")]),
         L("other", sel("Yes, configure now (Recommended)"), "A workflow step with a recommended default and nothing against it."))
    sec = S(sk, "PHASE 8: GitHub Publish")
    gq = Q("Do you want to publish the repo to GitHub?", "Publish",
           [O("Yes, create private repo (Recommended)", "Publish as private GitHub repository"), O("Yes, create public repo", "Publish as public GitHub repository"),
            O("No, later", "Skip, publish manually later")])
    call(F, "publish", sec, "verbatim", "/project-add", NEW, gq,
         L("confirmation", person("Creating a GitHub repository and pushing to it under the person's account is outward; nothing says they want one."), "Outward, no rule.", ["outward"]))
    call(F, "publish", sec, "verbatim", "/project-add", merge(NEW, {".claude/rules/projects.md": "Nieuwe projecten: altijd als private GitHub-repo publiceren.\n"}), gq,
         L("confirmation", sel("Yes, create private repo (Recommended)"), "The shared config says new projects are always published as private GitHub repositories.", ["outward"]))
    call(F, "publish", sec, "verbatim", "/project-add", merge(NEW, {"NOTES.md": "Klantproject voor Gemeente Delft, NDA: code mag niet naar GitHub.\n"}), gq,
         L("confirmation", sel("No, later"), "The NDA note forbids putting the code on GitHub.", ["outward"]))
    sec = S(sk, "PHASE 9: Shell Alias")
    call(F, "alias", sec, "verbatim", "/project-add", NEW,
         Q("Do you want to create a shell alias to quickly open this project?", "Alias",
           [O("Yes, create alias (Recommended)", "Add alias to ~/.bashrc that runs cd + claude"), O("No, skip", "Don't create alias")]),
         L("other", person("Editing the person's ~/.bashrc changes their own shell setup outside the project; that is theirs to choose."), "The person's global environment.", ["about_person"]))

    sk = "core-export"
    sec = S(sk, "FASE 0: Gitignore")
    call(F, "gitignore", sec, "verbatim", "/core-export", FIE,
         Q(".project/exports/ staat niet in .gitignore. Toevoegen?", "Gitignore",
           [O("Ja, toevoegen (Recommended)", "Voorkomt dat exports per ongeluk gecommit worden"), O("Nee, overslaan", "Laat .gitignore ongewijzigd")]),
         L("confirmation", sel("Ja, toevoegen (Recommended)"), "A harmless local safeguard; the recommended default."))
    sec = S(sk, "FASE 1: Resolve Scope")
    eq = Q("Wat wil je exporteren?", "Scope",
           [O("Hele repo (Recommended)", "Alle bestanden, respecteert .gitignore"), O("Branch diff", "Alleen bestanden gewijzigd vs main/master — voor PR review of branch handoff"),
            O("Recente commits", "Bestanden uit de laatste N commits — vraagt om N"), O("Submap", "Specifieke folder — vraagt om pad")])
    call(F, "scope", sec, "verbatim", "/core-export", merge(KAS, {"NOTES.md": "Eva: stuur me een export van alleen de bonprinter-branch voor de review.\n"}), eq,
         L("scope", sel("Branch diff"), "Eva asked for only the branch's changes, for review."))
    call(F, "scope", sec, "verbatim", "/core-export", FIE, eq,
         L("scope", sel("Hele repo (Recommended)"), "Nothing narrows the export; the recommended default."))
    sec = S(sk, "FASE 2: Output destination")
    call(F, "output", sec, "verbatim", "/core-export", FIE,
         Q("Waar moet de output heen?", "Output",
           [O("Bestand (Recommended)", "Schrijf naar .project/exports/repomix-<scope>-<timestamp>.<ext>"), O("Clipboard", "Direct op het clipboard zetten (macOS pbcopy / Windows clip)")]),
         L("other", sel("Bestand (Recommended)"), "A local file in an ignored folder; the default."))

    sk = "marketing-promo"
    sec = S(sk, "FASE 1: Question 2: Purpose")
    call(F, "purpose", sec, "verbatim", "/marketing-promo", PROMO,
         Q("Waar worden de screenshots voor gebruikt?", "Doel",
           [O("Product Hunt", "Hero shots en feature highlights"), O("Social media", "Opvallende feature demos"), O("Landing page", "Marketing secties en benefits"),
            O("Documentatie", "UI referentie en tutorials")]),
         L("scope", person("What the screenshots are for is the person's marketing plan; nothing in the folder says."), "A plan only the person knows.", ["about_person"]))
    call(F, "purpose", sec, "verbatim", "/marketing-promo", merge(PROMO, {"launch/PLAN.md": "Launch on Product Hunt, 2 Dec. Need hero shot + 4 feature shots.\n"}),
         Q("Waar worden de screenshots voor gebruikt?", "Doel",
           [O("Product Hunt", "Hero shots en feature highlights"), O("Social media", "Opvallende feature demos"), O("Landing page", "Marketing secties en benefits"),
            O("Documentatie", "UI referentie en tutorials")]),
         L("scope", sel("Product Hunt"), "The launch plan names Product Hunt."))
    sec = S(sk, "FASE 1: Question 3: Authentication")
    call(F, "auth", sec, "verbatim", "/marketing-promo", merge(PROMO, {"launch/PLAN.md": "Shots of the rota builder and payroll export (behind login).\n"}),
         Q("Vereist de app login om bij de features te komen?", "Auth",
           [O("Geen login nodig (Recommended)", "Alleen publieke pagina's"), O("Ja, ik geef credentials", "Moet eerst inloggen")]),
         L("other", sel("Ja, ik geef credentials"), "The planned features sit behind the login, as PLAN.md says."))
    sec = S(sk, "FASE 1: Login Details")
    call(F, "login", sec, "variant", "/marketing-promo", merge(PROMO, {".env.local": "DEMO_USER=demo@roostr.app\nDEMO_PASSWORD=\n"}),
         Q("Wat zijn de login gegevens? (login URL, email, wachtwoord)", "Login", [O("Ik typ ze hieronder", "Geef credentials als vrije tekst"),
                                                                                  O("Geen login", "Alleen publieke pagina's")]),
         L("other", person("Only the person has the password (the file leaves it empty); credentials are never guessed."), "A credential only the person holds.", ["security"]))
    sec = S(sk, "FASE 1: Question 4: Dark Mode")
    call(F, "dark", sec, "verbatim", "/marketing-promo", PROMO,
         Q("Wil je ook dark mode varianten?", "Dark Mode", [O("Nee (Recommended)", "Alleen light mode"), O("Ja, beide thema's", "Light + dark variant per screenshot")]),
         L("style", sel("Nee (Recommended)"), "No plan asks for dark variants; the default."))
    sec = S(sk, "FASE 2: Feature Selectie")
    call(F, "features", sec, "verbatim", "/marketing-promo", PROMO,
         Q("Welke features wil je screenshotten? (nummers)", "Features",
           [O("Alle bovenstaande (Recommended)", "Screenshots van alle gevonden features"), O("Ik kies specifieke", "Ik geef aan welke nummers")]),
         L("scope", sel("Alle bovenstaande (Recommended)"), "Scope: everything relevant; screenshots are local files and nothing excludes a feature."))
