"""agent-os (buildermethods/agent-os commands/agent-os): standards discovery, injection, product planning and
spec shaping. Every command says "Always use AskUserQuestion tool when asking the user anything"; the
questions are written as text blocks with numbered options or `(yes / edit / skip)` tails.

Fixture: Beanstalk (Laravel 11 + Livewire 3 + MySQL coffee-roastery subscription shop, Pest, Laravel Forge),
with agent-os/standards/ and agent-os/product/.
"""
import json

from common import AOS, O, Q, L, call, sel, multi, typ, person, merge, src

F = "agent-os"


def S(cmd, section):
    return src(AOS, f"commands/agent-os/{cmd}.md", section)


BS_CLAUDE = """# Beanstalk

Coffee subscriptions for Kettle & Crow Roasters. Laravel 11, Livewire 3, MySQL 8, Stripe via Cashier,
Pest for tests, deployed with Laravel Forge (one production server, `php artisan migrate --force` runs in the
Forge deploy script on push to main).

- Plans reference standards with @paths; never paste standards into plans (pasted copies go stale).
- Prices are integer pence (see docs/adr/004-money-in-pence.md).
"""

BS_INDEX = """api:
  response-format:
    description: JSON envelope for the wholesale API
database:
  migrations:
    description: Migration naming, always reversible
livewire:
  naming:
    description: Livewire component naming (*Panel for page sections)
"""

BS_ADR4 = """# ADR 004: Money in pence

Accepted 2024-03. Prices and totals are stored as unsigned integers in pence and cast with App\\Casts\\Money.
Why: VAT at 20 % on decimal(8,2) columns produced 1p rounding differences against Stripe invoices, which
failed the monthly reconciliation. Exception: exchange_rates.rate stays decimal(12,6).
"""

BS_ROADMAP = """# Roadmap

## Next
- Subscription pause: customers pause deliveries for 1-3 months (max 3), from their account page.

## Later
- Gift subscriptions
- Wholesale portal v2
"""

BS = {"CLAUDE.md": BS_CLAUDE, "agent-os/standards/index.yml": BS_INDEX, "docs/adr/004-money-in-pence.md": BS_ADR4,
      "composer.json": json.dumps({"name": "kettlecrow/beanstalk", "require": {"php": "^8.3", "laravel/framework": "^11.0", "livewire/livewire": "^3.5", "laravel/cashier": "^15.4"}}, indent=2)}
BSP = merge(BS, {"agent-os/product/roadmap.md": BS_ROADMAP,
                 "agent-os/product/mission.md": "# Product Mission\n\n## Problem\nSmall roasters lose subscribers to big brands' apps.\n\n## Target Users\nHome-brewing coffee drinkers in the UK.\n"})


def build():
    # ------------------------------------------------ /discover-standards
    ds = "discover-standards"
    areas = lambda: Q("I've identified these areas in your codebase:\n\n1. **API Routes** (routes/api.php, app/Http/Controllers/Api) — Wholesale JSON API\n2. **Database** (database/migrations, app/Models) — Models, casts, migrations\n3. **Livewire Components** (app/Livewire) — Account pages, checkout panels\n4. **Billing** (app/Billing) — Cashier, webhooks, proration\n\nWhich area should we focus on for discovering standards? (Pick one, or suggest a different area)",
                      "Focus area", [O("API Routes", ""), O("Database", ""), O("Livewire Components", ""), O("Billing", "")])
    call(F, "ds-area", S(ds, "Step 1: Determine Focus Area"), "filled", "/discover-standards",
         merge(BS, {"TODO.md": "- [ ] Write down the Livewire conventions — both new hires got them wrong in their first PRs\n"}), areas(),
         L("scope", sel("Livewire Components"), "TODO.md asks for the Livewire conventions to be written down."))
    call(F, "ds-area", S(ds, "Step 1: Determine Focus Area"), "variant", "/discover-standards",
         {k: v for k, v in BS.items() if k != "agent-os/standards/index.yml"}, areas(),
         L("scope", person("No standards exist yet and nothing in the project says which area matters most; which tribal knowledge to capture first is the person's call."),
           "No project signal."))
    findings = lambda items, area="Livewire Components": Q(f"I analyzed {area} and found these potential standards worth documenting:\n\n{items}\n\nWhich would you like to document?",
                               "Standards", [O("Yes, all of them", ""), O("Just 1 and 3", ""), O("Add: [your suggestion]", ""), O("Skip this area", "")])
    call(F, "ds-find", S(ds, "Step 2: Analyze & Present Findings"), "verbatim", "/discover-standards livewire", BS,
         findings("1. **Money display** — components format prices only through the `<x-money>` Blade component\n2. **Panel naming** — page sections are Livewire components named *Panel\n3. **Wire:model.blur** — forms use .blur, never .live, to limit requests"),
         L("scope", sel("Just 1 and 3"), "Panel naming is already documented (livewire/naming in index.yml); the other two are new."))
    call(F, "ds-find", S(ds, "Step 2: Analyze & Present Findings"), "variant", "/discover-standards billing", BS,
         findings("1. **Webhook idempotency** — every Stripe webhook handler checks stripe_events.id first\n2. **Proration off** — plan changes apply at the next renewal\n3. **Dunning** — 3 retries then pause, never cancel", "Billing"),
         L("scope", sel("Yes, all of them"), "None of the three is documented yet and all are in the area being captured."))
    why = lambda: Q("For the Money in pence pattern:\nWhat problem does this pattern solve? Why not use the default/common approach (decimal columns)?", "Why",
                    [O("Rounding against Stripe", "I'll explain"), O("Historical accident", ""), O("Not sure", "")])
    call(F, "ds-why", S(ds, "Step 3: Ask Why, Then Draft Each Standard"), "filled", "/discover-standards database", BS, why(),
         L("open_floor", typ("VAT at 20 % on decimal(8,2) columns gave 1p differences against Stripe invoices and failed the monthly reconciliation (ADR 004); exception: exchange_rates.rate stays decimal(12,6)."),
           "ADR 004 records the why and the exception; the option label alone loses them."))
    call(F, "ds-why", S(ds, "Step 3: Ask Why, Then Draft Each Standard"), "variant", "/discover-standards database",
         {k: v for k, v in BS.items() if not k.startswith("docs/adr")}, why(),
         L("open_floor", person("The reason behind the convention is the team's tribal knowledge; no file records it and a guess would be written into a standard."),
           "Knowledge only the person has.", ["about_person"]))
    draft = lambda body: Q(f"Here's the draft for database/money.md:\n\n---\n{body}\n---\n\nCreate this file? (yes / edit: [your changes] / skip)",
                           "Draft", [O("yes", "Create the file"), O("edit", "I'll give changes"), O("skip", "")])
    call(F, "ds-draft", S(ds, "Step 4: Create the Standard File"), "filled", "/discover-standards database", BS,
         draft("# Money\n\nStore prices/totals as unsigned int pence; cast with App\\Casts\\Money.\n\n- Never decimal for money (VAT rounding vs Stripe)\n- Exception: exchange_rates.rate decimal(12,6)"),
         L("confirmation", sel("yes"), "Faithful to ADR 004."))
    call(F, "ds-draft", S(ds, "Step 4: Create the Standard File"), "variant", "/discover-standards database", BS,
         draft("# Money\n\nStore prices as decimal(8,2) and round half-up in the model accessor.\n\n- Use the Money cast for display"),
         L("confirmation", typ("edit: money is unsigned integer pence with the Money cast (ADR 004); decimal(8,2) is exactly what caused the rounding failures; add the exchange_rates exception."),
           "The draft states the opposite of the accepted ADR."))
    idx = lambda f, d: Q(f"New standard needs an index entry:\n  File: {f}\n\nSuggested description: \"{d}\"\n\nAccept this description? (yes / or type a better one)",
                         "Index", [O("yes", ""), O("Type a better one", "")])
    call(F, "ds-index", S(ds, "Step 5: Update the Index"), "filled", "/discover-standards database",
         merge(BS, {"agent-os/standards/database/money.md": "# Money\n\nStore prices/totals as unsigned int pence; cast with App\\Casts\\Money.\n"}),
         idx("database/money.md", "Money stored as integer pence with the Money cast"),
         L("confirmation", sel("yes"), "The description matches the file."))
    call(F, "ds-index", S("index-standards", "Step 4: Handle New Files"), "variant", "/index-standards",
         merge(BS, {"agent-os/standards/livewire/forms.md": "# Livewire forms\n\nUse wire:model.blur, never .live, to limit requests on slow mobile connections.\n"}),
         idx("livewire/forms.md", "Livewire form validation rules and error messages"),
         L("confirmation", typ("Type: \"wire:model.blur not .live in Livewire forms\" — the file is about request limiting, not validation."),
           "The suggested description doesn't describe the file, and index entries drive /inject-standards matching."))
    call(F, "ds-more", S(ds, "Step 6: Offer to Continue"), "filled", "/discover-standards livewire",
         merge(BS, {"TODO.md": "- [x] Write down the Livewire conventions\n- [ ] Same for billing (webhooks, dunning) before Ana's handover on the 30th\n"}),
         Q("Standards created for Livewire Components:\n- livewire/money-display.md\n- livewire/forms.md\n\nWould you like to discover standards in another area, or are we done?", "Continue",
           [O("Another area", ""), O("Done", "")]),
         L("scope", sel("Another area"), "TODO.md still lists the billing standards, with a handover date."))

    # ------------------------------------------------ /inject-standards
    ins = "inject-standards"
    scen = lambda: Q("I'll inject the relevant standards. How should I format them?\n\n1. **Conversation** — Read standards into our chat (for implementation work)\n2. **Skill** — Output file references to include in a skill you're building\n3. **Plan** — Output file references to include in a plan/spec\n\nWhich scenario? (1, 2, or 3)",
                     "Scenario", [O("Conversation", ""), O("Skill", ""), O("Plan", "")])
    call(F, "is-scenario", S(ins, "Step 1: Detect Context Scenario"), "filled", "/inject-standards livewire",
         merge(BS, {"git-status.txt": "$ git status --short\n?? .claude/skills/new-livewire-panel/SKILL.md\n"}), scen(),
         L("style", sel("Skill"), "The only work in progress is a new skill file under .claude/skills/."))
    call(F, "is-scenario", S(ins, "Step 1: Detect Context Scenario"), "variant", "/inject-standards livewire",
         merge(BS, {"git-status.txt": "$ git status --short\n M app/Livewire/Account/PausePanel.php\n M resources/views/livewire/account/pause-panel.blade.php\n"}), scen(),
         L("style", sel("Conversation"), "Implementation is under way in app/Livewire; no skill or spec is being written."))
    call(F, "is-suggest", S(ins, "Step 4: Match and Suggest"), "filled", "/inject-standards",
         merge(BS, {"git-status.txt": "$ git status --short\n M app/Livewire/Account/PausePanel.php\n",
                    "agent-os/standards/index.yml": BS_INDEX.replace("database:\n", "database:\n  money:\n    description: Money stored as integer pence\n")}),
         Q("Based on your task (pause button on the account page), these standards may be relevant:\n\n1. **api/response-format** — JSON envelope for the wholesale API\n2. **livewire/naming** — Livewire component naming\n3. **database/money** — Money stored as integer pence\n\nInject these standards? (yes / just 2 and 3 / add: database/migrations / none)",
           "Inject", [O("yes", "All three"), O("just 2 and 3", ""), O("add: database/migrations", ""), O("none", "")]),
         L("scope", sel("just 2 and 3"), "A Livewire account-page change showing prices; the wholesale API envelope doesn't apply."))
    plan_q = lambda: Q("How should these standards be included in your plan?\n\n1. **References** — Add @ file paths that point to the standards (keeps plan lightweight, standards stay in sync)\n2. **Copy content** — Paste the full standards content into the plan (self-contained, but won't update if standards change)\n\nWhich approach? (1 or 2)",
                       "Include", [O("References", ""), O("Copy content", "")])
    call(F, "is-plan", S(ins, "Scenario: Shaping/Planning"), "verbatim", "/inject-standards", BS, plan_q(),
         L("style", sel("References"), "CLAUDE.md: plans reference standards with @paths, never paste them."))
    call(F, "is-plan", S(ins, "Scenario: Shaping/Planning"), "variant", "/inject-standards",
         merge({k: v for k, v in BS.items() if k != "CLAUDE.md"},
               {"CLAUDE.md": "# Beanstalk\n\nSpecs in agent-os/specs/ are sent to the Crema Digital contractors, who have no access to this repository — specs must be self-contained.\n"}),
         plan_q(), L("style", sel("Copy content"), "The contractors can't follow @paths into the repo; the spec must carry the standards' text."))

    # ------------------------------------------------ /plan-product
    pp = "plan-product"
    existing = lambda m, r, t: Q(f"I found existing product documentation:\n- mission.md: {m}\n- roadmap.md: {r}\n- tech-stack.md: {t}\n\nWould you like to:\n1. Start fresh (replace all)\n2. Update specific files\n3. Cancel\n\n(Choose 1, 2, or 3)",
                                 "Product docs", [O("Start fresh (replace all)", ""), O("Update specific files", ""), O("Cancel", "")])
    call(F, "pp-existing", S(pp, "Step 1: Check for Existing Product Docs"), "verbatim", "/plan-product", BSP, existing("exists", "exists", "missing"),
         L("confirmation", sel("Update specific files"), "Mission and roadmap are current (the roadmap's 'Next' is being shaped); only tech-stack.md is missing.",
           ["destructive"]))
    call(F, "pp-existing", S(pp, "Step 1: Check for Existing Product Docs"), "variant", "/plan-product we pivoted to wholesale-only (cafés and offices); replace the consumer docs",
         merge(BSP, {"agent-os/product/tech-stack.md": "# Tech Stack\nLaravel 11, Livewire 3, MySQL 8\n"}), existing("exists", "exists", "exists"),
         L("confirmation", sel("Start fresh (replace all)"), "The person asked to replace the consumer docs after a pivot; the docs are in git.",
           ["destructive"]))
    call(F, "pp-problem", S(pp, "Step 2: Gather Product Vision (for mission.md)"), "verbatim", "/plan-product", BS,
         Q("Let's define your product's mission.\n\n**What problem does this product solve?**\n\n(Describe the core problem or pain point you're addressing)", "Problem",
           [O("Small roasters lose subscribers to big apps", ""), O("Coffee goes stale in supermarkets", ""), O("Something else", "I'll describe it")]),
         L("open_floor", person("The product's mission is the founder's to state; no pitch or product doc exists in the project."),
           "The person's product vision, no file.", ["about_person"]))
    call(F, "pp-problem", S(pp, "Step 2: Gather Product Vision (for mission.md)"), "variant", "/plan-product",
         merge(BS, {"docs/pitch-2026.md": "# Kettle & Crow — subscription pitch\n\nProblem: roasting 3 days before delivery matters, but our customers can only buy 6-week-old bags in shops.\nFor: UK home brewers with a grinder who already buy specialty beans.\nDifferent: roast-to-order on Monday, delivered Thursday; pause any time.\n"}),
         Q("Let's define your product's mission.\n\n**What problem does this product solve?**\n\n(Describe the core problem or pain point you're addressing)", "Problem",
           [O("Small roasters lose subscribers to big apps", ""), O("Coffee goes stale in supermarkets", ""), O("Something else", "I'll describe it")]),
         L("open_floor", typ("Shop-bought specialty coffee is weeks old; Kettle & Crow roasts to order on Monday and delivers Thursday (from docs/pitch-2026.md)."),
           "The founder's pitch states the problem; 'Coffee goes stale in supermarkets' is close but loses the point."))
    call(F, "pp-users", S(pp, "Step 2: Gather Product Vision (for mission.md)"), "verbatim", "/plan-product",
         merge(BS, {"docs/pitch-2026.md": "# Kettle & Crow — subscription pitch\n\nFor: UK home brewers with a grinder who already buy specialty beans.\n"}),
         Q("**Who is this product for?**\n\n(Describe your target users or audience)", "Users",
           [O("UK home brewers who buy specialty beans", ""), O("Offices and cafés", ""), O("Gift buyers", "")]),
         L("scope", sel("UK home brewers who buy specialty beans"), "The pitch names the audience."))
    call(F, "pp-mvp", S(pp, "Step 3: Gather Roadmap (for roadmap.md)"), "verbatim", "/plan-product", BS,
         Q("Now let's outline your development roadmap.\n\n**What are the must-have features for launch (MVP)?**\n\n(List the core features needed for the first usable version)", "MVP",
           [O("Subscribe, pay, skip a delivery", ""), O("Subscribe, pay, pause, gift", ""), O("Something else", "I'll list them")]),
         L("scope", person("What the launch must contain is the founder's product decision; no roadmap exists yet."), "Product scope, no file."))
    stack = lambda: Q("I found a tech stack standard in your standards:\n\nLaravel 11, Livewire 3, MySQL 8, Forge\n\nDoes this project use the same tech stack, or does it differ?\n\n1. Same as standard (use as-is)\n2. Different (I'll specify)\n\n(Choose 1 or 2)",
                      "Tech stack", [O("Same as standard (use as-is)", ""), O("Different (I'll specify)", "")])
    call(F, "pp-stack", S(pp, "Step 4: Establish Tech Stack (for tech-stack.md)"), "verbatim", "/plan-product",
         merge(BS, {"agent-os/standards/global/tech-stack.md": "# Tech stack\nLaravel 11, Livewire 3, MySQL 8, Forge\n"}), stack(),
         L("architecture", sel("Same as standard (use as-is)"), "composer.json and CLAUDE.md match the standard."))
    call(F, "pp-stack", S(pp, "Step 4: Establish Tech Stack (for tech-stack.md)"), "variant", "/plan-product",
         {"agent-os/standards/global/tech-stack.md": "# Tech stack\nLaravel 11, Livewire 3, MySQL 8, Forge\n",
          "package.json": json.dumps({"name": "crow-wholesale", "dependencies": {"@remix-run/node": "2.11.0", "@prisma/client": "5.18.0"}}, indent=2),
          "prisma/schema.prisma": "datasource db {\n  provider = \"postgresql\"\n  url = env(\"DATABASE_URL\")\n}\n"},
         stack(), L("architecture", sel("Different (I'll specify)"), "This project is Remix + Prisma on Postgres, not the Laravel standard."))

    # ------------------------------------------------ /shape-spec
    sh = "shape-spec"
    call(F, "sh-what", S(sh, "Step 1: Clarify What We're Building"), "filled", "/shape-spec", BSP,
         Q("What are we building? Please describe the feature or change.\n\n(Be as specific as you like — I'll ask follow-up questions if needed)", "Feature",
           [O("Subscription pause (1-3 months)", "Roadmap: Next"), O("Gift subscriptions", "Roadmap: Later"), O("Something else", "")]),
         L("scope", sel("Subscription pause (1-3 months)"), "The roadmap's 'Next' item."))
    call(F, "sh-visuals", S(sh, "Step 2: Gather Visuals"), "prose", "/shape-spec subscription pause",
         merge(BSP, {"design/README.md": "Mockups: pause-flow.png (account page → pause sheet → confirmation), from Ines, 2026-08-28.\n"}),
         Q("Do you have any visuals to reference?\n\n- Mockups or wireframes\n- Screenshots of similar features\n- Examples from other apps\n\n(Paste images, share file paths, or say \"none\")", "Visuals",
           [O("none", ""), O("Share file paths", "")]),
         L("open_floor", typ("design/pause-flow.png — Ines's mockup of account page → pause sheet → confirmation (design/README.md)."),
           "The repo holds the mockup for exactly this flow."))
    call(F, "sh-refs", S(sh, "Step 3: Identify Reference Implementations"), "filled", "/shape-spec subscription pause",
         merge(BSP, {"app-tree.txt": "app/Livewire/Account/SkipDeliveryPanel.php\napp/Livewire/Account/AddressPanel.php\napp/Billing/Actions/SkipNextDelivery.php\n"}),
         Q("Is there similar code in this codebase I should reference?", "References",
           [O("SkipDeliveryPanel + SkipNextDelivery", "Skipping one delivery is the closest existing flow"), O("AddressPanel", ""), O("No existing references", "")]),
         L("scope", sel("SkipDeliveryPanel + SkipNextDelivery"), "Skip-a-delivery is the nearest existing behaviour to pausing deliveries."))
    align = lambda pts: Q(f"I found product context in agent-os/product/. Should this feature align with any specific product goals or constraints?\n\nKey points from your product docs:\n{pts}\n\n(Confirm alignment or note any adjustments)",
                          "Alignment", [O("Confirmed", ""), O("Adjust", "")])
    call(F, "sh-align", S(sh, "Step 4: Check Product Context"), "filled", "/shape-spec subscription pause", BSP,
         align("- Pause for 1-3 months, maximum 3\n- From the customer's account page\n- Audience: UK home brewers"),
         L("confirmation", sel("Confirmed"), "The summary matches the roadmap."))
    call(F, "sh-align", S(sh, "Step 4: Check Product Context"), "variant", "/shape-spec subscription pause", BSP,
         align("- Pause indefinitely until the customer resumes\n- From the customer's account page"),
         L("scope", typ("Adjust: the roadmap caps a pause at 3 months (1-3 months); not indefinite."), "The summary drops the roadmap's limit."))
    call(F, "sh-standards", S(sh, "Step 5: Surface Relevant Standards"), "filled", "/shape-spec subscription pause", BSP,
         Q("Based on what we're building, these standards may apply:\n\n1. **api/response-format** — JSON envelope for the wholesale API\n2. **livewire/naming** — Livewire component naming\n3. **database/migrations** — Migration naming, always reversible\n\nShould I include these in the spec? (yes / adjust: remove 3, add frontend/forms)",
           "Standards", [O("yes", ""), O("adjust: remove 1", ""), O("adjust: remove 3", "")]),
         L("scope", sel("adjust: remove 1"), "Pause is an account-page Livewire feature that needs a paused_until column; the wholesale API envelope is irrelevant."))
    struct = lambda t1: Q(f"Here's the plan structure. Task 1 saves all our shaping work before implementation begins.\n\n---\n\n{t1}\n\n## Task 2: Migration: subscriptions.paused_until (reversible)\n\n## Task 3: PausePanel Livewire component + Pest tests\n\n---\n\nDoes this plan structure look right? I'll fill in the implementation tasks next.",
                          "Structure", [O("Looks right", ""), O("Adjust", "")])
    call(F, "sh-struct", S(sh, "Step 7: Structure the Plan"), "filled", "/shape-spec subscription pause", BSP,
         struct("## Task 1: Save Spec Documentation\n\nCreate `agent-os/specs/2026-09-03-1015-subscription-pause/` with plan.md, shape.md, standards.md, references.md, visuals/"),
         L("confirmation", sel("Looks right"), "Task 1 saves the spec as the command requires; the tasks fit the feature."))
    call(F, "sh-struct", S(sh, "Step 7: Structure the Plan"), "variant", "/shape-spec subscription pause", BSP,
         struct("## Task 1: Add pause button to the account page"),
         L("confirmation", typ("Adjust: Task 1 must be 'Save spec documentation' (agent-os/specs/<timestamp>-subscription-pause/ with plan, shape, standards, references, visuals) before any implementation task."),
           "The command requires Task 1 to always save the spec."))
    ready = lambda extra: Q(f"Plan complete. When you approve and execute:\n\n1. Task 1 will save all spec documentation first\n2. Then implementation tasks will proceed{extra}\n\nReady to start? (approve / adjust)",
                            "Execute", [O("approve", ""), O("adjust", "")])
    call(F, "sh-ready", S(sh, "Step 9: Ready for Execution"), "filled", "/shape-spec subscription pause", BSP,
         ready("\n\nTasks: 1 save spec, 2 migration, 3 PausePanel + Pest tests, 4 help text."),
         L("confirmation", sel("approve"), "A local plan of code and tests."))
    call(F, "sh-ready", S(sh, "Step 9: Ready for Execution"), "variant", "/shape-spec subscription pause", BSP,
         ready("\n\nTasks: 1 save spec, 2 migration, 3 PausePanel + Pest tests, 4 push to main so Forge deploys and runs `php artisan migrate --force` on production."),
         L("confirmation", person("The plan ends by pushing to main, which deploys and migrates the production database through Forge."),
           "Approval includes a production deploy.", ["outward", "destructive"]))

    # ------------------------------------------------ more: vision and knowledge only the person has
    call(F, "pp-unique", S(pp, "Step 2: Gather Product Vision (for mission.md)"), "verbatim", "/plan-product", BS,
         Q("**What makes your solution unique?**\n\n(What's the key differentiator or approach?)", "Unique",
           [O("Roast-to-order freshness", ""), O("Lower prices", ""), O("Something else", "I'll describe it")]),
         L("open_floor", person("The differentiator is the founder's positioning; nothing in the project states it."), "The person's product vision.", ["about_person"]))
    call(F, "pp-users", S(pp, "Step 2: Gather Product Vision (for mission.md)"), "variant", "/plan-product", BS,
         Q("**Who is this product for?**\n\n(Describe your target users or audience)", "Users",
           [O("UK home brewers who buy specialty beans", ""), O("Offices and cafés", ""), O("Gift buyers", "")]),
         L("scope", person("No pitch or product doc exists in this copy; the audience is the founder's decision."), "Product audience, no file."))
    call(F, "pp-later", S(pp, "Step 3: Gather Roadmap (for roadmap.md)"), "verbatim", "/plan-product", BS,
         Q("**What features are planned for after launch?**\n\n(List features you'd like to add in future phases, or say \"none yet\")", "Post-launch",
           [O("none yet", ""), O("Gift subscriptions, wholesale portal", ""), O("Something else", "I'll list them")]),
         L("scope", person("The product's future is the founder's plan; there is no roadmap file."), "Product plan, no file."))
    call(F, "pp-tech", S(pp, "Step 4: Establish Tech Stack (for tech-stack.md)"), "verbatim", "/plan-product",
         {"README.md": "# crow-club\n\nNew project: a members' club for Kettle & Crow regulars. Nothing built yet.\n"},
         Q("**What technologies does this project use?**\n\nPlease describe your tech stack:\n- Frontend: (e.g., React, Vue, vanilla JS, or N/A)\n- Backend: (e.g., Rails, Node, Django, or N/A)\n- Database: (e.g., PostgreSQL, MongoDB, or N/A)\n- Other: (hosting, APIs, tools, etc.)", "Tech stack",
           [O("Laravel + Livewire + MySQL", "Same as Beanstalk"), O("Next.js + Postgres", ""), O("Rails + Hotwire + Postgres", "")]),
         L("architecture", person("An empty new project with no tech-stack standard: the stack is a consequential choice with no project signal."),
           "Architecture with no signal."))
    call(F, "ds-exceptions", S(ds, "Step 3: Ask Why, Then Draft Each Standard"), "filled", "/discover-standards livewire", BS,
         Q("For the wire:model.blur pattern:\nAre there exceptions where this pattern shouldn't be used?", "Exceptions",
           [O("No exceptions", ""), O("Yes — I'll list them", "")]),
         L("open_floor", person("Whether the team allows exceptions is tribal knowledge no file records; a guess would become a standard."),
           "Knowledge only the person has.", ["about_person"]))
    call(F, "ds-mistake", S(ds, "Step 3: Ask Why, Then Draft Each Standard"), "filled", "/discover-standards billing", BS,
         Q("For the Webhook idempotency pattern:\nWhat's the most common mistake a developer or agent makes with this?", "Mistakes",
           [O("Forgetting the stripe_events check", ""), O("Checking after side effects", ""), O("I'll describe it", "")]),
         L("open_floor", person("What goes wrong in practice is the team's experience; nothing in the files records it."),
           "Knowledge only the person has.", ["about_person"]))
    call(F, "sh-what", S(sh, "Step 1: Clarify What We're Building"), "variant", "/shape-spec", BS,
         Q("What are we building? Please describe the feature or change.\n\n(Be as specific as you like — I'll ask follow-up questions if needed)", "Feature",
           [O("Subscription pause", ""), O("Gift subscriptions", ""), O("Something else", "")]),
         L("open_floor", person("No roadmap or TODO in this copy; what to shape next is the person's intent."), "The person's intent."))
    call(F, "sh-visuals", S(sh, "Step 2: Gather Visuals"), "variant", "/shape-spec subscription pause", BSP,
         Q("Do you have any visuals to reference?\n\n- Mockups or wireframes\n- Screenshots of similar features\n- Examples from other apps\n\n(Paste images, share file paths, or say \"none\")", "Visuals",
           [O("none", ""), O("Share file paths", "")]),
         L("open_floor", person("The repo has no design files; whether mockups exist elsewhere (Figma, a designer's inbox) only the person knows."),
           "Fact only the person has."))
