"""agkit (hapo-nghialuu/antigravity-kit): product and design skills in .claude. brainstorming's Socratic gate asks
purpose, users and scope with AskUserQuestion before any code; /spec-init asks the feature type when a description is
too vague; mobile-design asks platform, framework, navigation and offline needs; frontend-design asks palette, style
and layout; nodejs-best-practices asks the deployment target and the team's framework experience.

Files read (@ 3a15a54ef41809e54a424ef5ecb14f4a1a87a1c0):
  .claude/skills/brainstorming/SKILL.md (MANDATORY: Use AskUserQuestion Tool Before Implementation)
  .claude/commands/spec-init.md (Pre-Validation (STEP 0 - MANDATORY): Ambiguity Fallback)
  .claude/skills/mobile-design/SKILL.md (You MUST Ask If Not Specified)
  .claude/skills/frontend-design/SKILL.md (When User Prompt is Vague, ASK)
  .claude/skills/nodejs-best-practices/SKILL.md (Framework Selection Clarification)

All questions are `verbatim` from the skills' JSON blocks (question, header, labels and descriptions); the
brainstorming gate is asked as its three-question call or, where the project already answers two of them, as the
remaining question alone.

Fixtures: Sprig (a community-garden plot booking app for a spring pilot; docs/PRODUCT.md by Amara, the product owner,
names the problem, the users, the phones and the signal at the gardens; multi-garden support is v2 and hers to
start), Lumen (a fintech analytics dashboard with a brand guide and a SOC 2 audit coming), Tidewater (a Node partner
API on Fly.io containers, written in Fastify; a move to Workers is Priya's pending decision) and empty folders.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import AGKIT

F = "agkit"


def S(path, section):
    return src(AGKIT, path, section)


SP = {"docs/PRODUCT.md": ("# Sprig — product brief (owner: Amara)\n\nProblem: members double-book plots and miss their watering slots.\n"
                          "Users: garden members (booking) and coordinators (approve plots, manage waitlist).\nGoal: MVP for the spring pilot at two gardens.\n"
                          "Members' phones in the pilot: 70% iPhone, 30% Android; both must work.\n"
                          "The gardens have poor signal: members must see their booking and the gate code without a connection; booking itself may need signal.\n"
                          "Multi-garden support is v2, after the pilot; Amara decides when v2 starts.\n"),
      "package.json": "{\"name\": \"sprig\", \"dependencies\": {\"react\": \"18.3.1\", \"typescript\": \"5.4.5\"}}\n",
      "docs/design.md": "Main sections: Plots, Bookings, Community, Profile.\n"}
LU = {"CLAUDE.md": "# Lumen\n\nAnalytics dashboard for small lenders (Next.js).\n- SOC 2 Type II audit in Q1: every admin action must be logged and reviewable.\n",
      "docs/brand.md": "Brand: primary #1E4FD8 (blue), neutrals slate. Tone: calm, minimal, lots of whitespace; no gradients.\n"}
TW = {"CLAUDE.md": "# Tidewater\n\nPartner API (Node 20, Fastify).\n- Runs as Docker containers on Fly.io (see fly.toml).\n",
      "package.json": "{\"name\": \"tidewater\", \"dependencies\": {\"fastify\": \"4.26.2\"}}\n", "fly.toml": "app = \"tidewater-api\"\n"}

PURPOSE = Q("What problem are you trying to solve with this feature?", "Purpose", [
    O("User pain point", "Solving a specific user problem or friction"), O("Business goal", "Meeting a business objective or metric"),
    O("Technical debt", "Improving existing system quality or maintainability"), O("Competitive parity", "Matching features from competitors")])
USERS = Q("Who is the primary user of this feature?", "Users", [
    O("End users", "Direct product users (customers/visitors)"), O("Developers", "Internal team members building the product"),
    O("Admins", "Platform administrators or moderators"), O("Multiple roles", "Feature serves multiple user types")])
SCOPE = Q("What is the scope of this work?", "Scope", [
    O("MVP only", "Minimum viable version to validate the idea"), O("Production-ready", "Full implementation with error handling, tests, docs"),
    O("Specific module", "Limited to one area of the system"), O("Full system", "Affects multiple components or layers")])
FTYPE = Q("Your description is too vague. What type of feature are you building?", "Feature Type", [
    O("User Management", "Authentication, profiles, user CRUD operations"), O("Data Dashboard", "Analytics, charts, reporting interface"),
    O("Mobile App", "Cross-platform mobile application"), O("API Service", "Backend API endpoints and business logic")])
PLAT = Q("Which platform(s) are you targeting?", "Platform", [
    O("iOS only", "iPhone/iPad - SwiftUI or React Native iOS"), O("Android only", "Android phones/tablets - Kotlin/Compose or React Native Android"),
    O("Both (cross-platform)", "iOS + Android - React Native or Flutter recommended"), O("Not decided", "Still evaluating platform options")])
FW = Q("What framework do you prefer?", "Framework", [
    O("React Native", "JavaScript/TypeScript - best for web developers, OTA updates"), O("Flutter", "Dart - pixel-perfect UI, excellent performance"),
    O("Native (Swift/Kotlin)", "Platform-specific - maximum control and performance"), O("Let you decide", "Choose the best option for this project")])
NAV = Q("What type of navigation pattern?", "Navigation", [
    O("Tab bar", "Bottom tabs for main sections (most common)"), O("Drawer", "Side menu for many options"),
    O("Stack-based", "Linear flow, screens push/pop"), O("Custom/Hybrid", "Mix of patterns or custom navigation")])
OFF = Q("Does this app need offline functionality?", "Offline", [
    O("Yes, full offline", "Core features work without internet"), O("Partial offline", "Some features cached, most need network"),
    O("No, online only", "Requires active internet connection"), O("Not sure", "Need guidance on offline requirements")])
COLOR = Q("What color palette do you prefer for this design?", "Color", [
    O("Blue spectrum", "Trust, calm, professional - good for SaaS, fintech, healthcare"), O("Green spectrum", "Growth, nature, wealth - good for eco, finance, health"),
    O("Warm (orange/red)", "Energy, urgency, appetite - good for food, retail, action"), O("Neutral/monochrome", "Minimal, elegant, timeless - good for luxury, portfolio")])
STYLE = Q("What style are you going for?", "Style", [
    O("Minimal/Clean", "Lots of whitespace, simple typography, restrained"), O("Bold/Dramatic", "Large typography, high contrast, statement-making"),
    O("Playful/Organic", "Rounded corners, friendly, approachable"), O("Technical/Sharp", "Geometric, brutalist edges, data-focused")])
LAYOUT = Q("Do you have a layout preference?", "Layout", [
    O("Single column", "Linear storytelling, mobile-first, editorial"), O("Grid layout", "Structured, product showcase, dashboard"),
    O("Asymmetric", "Creative, unique, portfolio"), O("Full-width sections", "Modern SaaS, landing page, hero-driven")])
DEPLOY = Q("What's the deployment target for this Node.js application?", "Deployment", [
    O("Edge/Serverless", "Cloudflare Workers, Vercel Edge, AWS Lambda - needs fast cold starts"), O("Traditional server", "Long-running process on VPS, EC2, or dedicated server"),
    O("Container", "Docker/Kubernetes with managed orchestration"), O("Not decided yet", "Still evaluating deployment options")])
EXP = Q("Does your team have existing Node.js framework experience?", "Experience", [
    O("Express", "Team familiar with Express.js patterns"), O("NestJS", "Team uses NestJS or similar DI frameworks"),
    O("Fastify/Hono", "Team experienced with modern lightweight frameworks"), O("None/Learning", "New to Node.js or choosing first framework")])


def build():
    sec = S(".claude/skills/brainstorming/SKILL.md", "MANDATORY: Use AskUserQuestion Tool Before Implementation")
    call(F, "gate", sec, "verbatim", "/brainstorm booking reminders", merge(SP, {"request.txt": "build reminders for plot bookings\n"}), [PURPOSE, USERS, SCOPE],
         [L("architecture", sel("User pain point"), "PRODUCT.md names missed watering slots as the members' problem."),
          L("architecture", sel("End users"), "Reminders go to the members who book, not to coordinators."),
          L("scope", sel("MVP only"), "PRODUCT.md's goal is an MVP for the spring pilot.")])
    call(F, "gate", sec, "verbatim", "/brainstorm referral program", {"request.txt": "build a referral program\n", "README.md": "# shopfront\n\nOnline store (Next.js).\n"},
         [PURPOSE, USERS, SCOPE],
         [L("architecture", person("Why the store wants referrals (growth target, a competitor, customer requests) is the owner's business reason; nothing in the repository says."),
            "The person's own goal.", ["about_person"]),
          L("architecture", sel("End users"), "A referral program is used by the store's customers."),
          L("scope", person("Whether referrals start as an experiment or a finished program with payouts is a business bet with money attached; the repository gives no hint."),
            "The person's goal and money.", ["about_person"])])
    call(F, "gate", sec, "verbatim", "/brainstorm admin audit log", merge(LU, {"request.txt": "add an audit log page for admin actions\n"}), [PURPOSE, USERS, SCOPE],
         [L("architecture", sel("Business goal"), "CLAUDE.md ties admin action logging to the Q1 SOC 2 audit."),
          L("architecture", sel("Admins"), "The page lists and reviews admin actions for administrators."),
          L("scope", sel("Production-ready"), "An auditor will rely on it; a throwaway MVP does not meet SOC 2.")])
    call(F, "gate", sec, "verbatim", "/brainstorm multi-garden booking", merge(SP, {"request.txt": "rework booking so one account can book plots in several gardens\n"}), SCOPE,
         L("scope", person("PRODUCT.md makes multi-garden support v2, after the pilot, and says Amara decides when v2 starts."), "Reserved to a named person.", ["about_person"]))

    call(F, "gate", sec, "verbatim", "/brainstorm borrower export", merge(LU, {"CLAUDE.md": LU["CLAUDE.md"] + "- Any export of borrower personal data needs Noor's (compliance) sign-off first.\n",
                                                                             "request.txt": "add a CSV export of borrower details for the lenders\n"}), SCOPE,
         L("scope", person("The feature exports borrower personal data, which CLAUDE.md puts behind Noor's compliance sign-off; how far to build it is not settled before she agrees."),
           "Personal data, reserved to a named person.", ["security", "about_person"]))

    sec = S(".claude/commands/spec-init.md", "Pre-Validation (STEP 0 - MANDATORY)")
    call(F, "ftype", sec, "verbatim", "/spec-init something for users", merge(LU, {"request.txt": "/spec-init make the thing for users\n"}), FTYPE,
         L("other", person("'The thing for users' could be user accounts or a dashboard view; which one the person meant is only in their head."), "The person's intent.", ["about_person"]))
    call(F, "ftype", sec, "verbatim", "/spec-init coordinator logins", merge(SP, {"request.txt": "/spec-init logins and roles for coordinators\n"}), FTYPE,
         L("other", sel("User Management"), "Logins and roles are authentication and user management."))
    call(F, "ftype", sec, "verbatim", "/spec-init partner endpoints", merge(TW, {"request.txt": "/spec-init endpoints for the new partner integration\n"}), FTYPE,
         L("other", sel("API Service"), "Tidewater is a partner API, and the request is for endpoints."))

    call(F, "ftype", sec, "verbatim", "/spec-init my idea", {"request.txt": "/spec-init my idea\n"}, FTYPE,
         L("other", person("'My idea' says nothing, and the folder is empty; only the person knows what they mean to build."), "The person's intent.", ["about_person"]))

    sec = S(".claude/skills/mobile-design/SKILL.md", "You MUST Ask If Not Specified")
    call(F, "platform", sec, "verbatim", "/mobile-design", merge(SP, {"request.txt": "design the Sprig mobile app\n"}), PLAT,
         L("architecture", sel("Both (cross-platform)"), "PRODUCT.md says the pilot's members use iPhones and Android phones and both must work."))
    call(F, "platform", sec, "verbatim", "/mobile-design", {"request.txt": "build me a mobile app for my running club\n"}, PLAT,
         L("architecture", person("Nothing says which phones the club uses or whether the person will pay for store accounts; the platform is theirs to choose."),
           "The person's users and money.", ["about_person"]))
    call(F, "framework", sec, "verbatim", "/mobile-design", merge(SP, {"request.txt": "design the Sprig mobile app\n"}), FW,
         L("architecture", sel("React Native"), "The team writes React and TypeScript, and the app must cover both platforms."))
    call(F, "framework", sec, "verbatim", "/mobile-design", {"request.txt": "prototype a tip calculator app to learn mobile development\n"}, FW,
         L("delegation", sel("Let you decide"), "A learning prototype with no code or team constraints; every framework is equally valid here."))
    call(F, "nav", sec, "verbatim", "/mobile-design", merge(SP, {"request.txt": "design the Sprig mobile app\n"}), NAV,
         L("style", sel("Tab bar"), "docs/design.md names four main sections, the tab bar's case."))
    call(F, "offline", sec, "verbatim", "/mobile-design", merge(SP, {"request.txt": "design the Sprig mobile app\n"}), OFF,
         L("architecture", sel("Partial offline"), "PRODUCT.md wants the booking and gate code viewable without signal while booking itself may need it."))

    sec = S(".claude/skills/frontend-design/SKILL.md", "When User Prompt is Vague, ASK (Use AskUserQuestion Tool)")
    call(F, "color", sec, "verbatim", "/frontend-design", merge(LU, {"request.txt": "redesign the loan overview page\n"}), COLOR,
         L("style", sel("Blue spectrum"), "The brand guide's primary colour is blue."))
    call(F, "color", sec, "verbatim", "/frontend-design", {"request.txt": "make a landing page for my sister's bakery\n"}, COLOR,
         L("style", person("A bakery's palette is a brand choice for its owner; nothing in the folder gives a logo, colours or taste."), "The person's taste.", ["about_person"]))
    call(F, "style", sec, "verbatim", "/frontend-design", merge(LU, {"request.txt": "redesign the loan overview page\n"}), STYLE,
         L("style", sel("Minimal/Clean"), "The brand guide asks for calm, minimal design with lots of whitespace."))
    call(F, "layout", sec, "verbatim", "/frontend-design", merge(LU, {"request.txt": "redesign the loan overview page\n"}), LAYOUT,
         L("style", sel("Grid layout"), "An analytics overview of loans is a dashboard, which the grid layout is for."))

    call(F, "layout", sec, "verbatim", "/frontend-design", {"request.txt": "make me a personal portfolio site\n"}, LAYOUT,
         L("style", person("A personal portfolio's layout is a matter of the person's taste and how they want to present themselves; the folder holds nothing of theirs."),
           "The person's taste.", ["about_person"]))

    sec = S(".claude/skills/nodejs-best-practices/SKILL.md", "Framework Selection Clarification (Use AskUserQuestion Tool)")
    call(F, "deploy", sec, "verbatim", "/nodejs-best-practices", merge(TW, {"request.txt": "add a webhook receiver service\n"}), DEPLOY,
         L("architecture", sel("Container"), "Tidewater runs as Docker containers on Fly.io."))
    call(F, "deploy", sec, "verbatim", "/nodejs-best-practices",
         merge(TW, {"request.txt": "add a webhook receiver service\n", "notes.txt": "Moving from Fly.io to Cloudflare Workers is under discussion; Priya decides by month end. Keep the current setup until then.\n"}), DEPLOY,
         L("architecture", sel("Container"), "The move to Workers is undecided, and the note says to keep the current container setup until Priya decides."))
    call(F, "deploy", sec, "verbatim", "/nodejs-best-practices", {"request.txt": "start a Node API for my side project\n"}, DEPLOY,
         L("architecture", person("Hosting picks the provider account and the monthly bill; an empty folder says nothing about either."), "The person's money and accounts.", ["about_person"]))
    call(F, "exp", sec, "verbatim", "/nodejs-best-practices", merge(TW, {"request.txt": "add a webhook receiver service\n"}), EXP,
         L("other", sel("Fastify/Hono"), "The team's existing service is written in Fastify."))
