"""Small fictional projects whose files fill the calls' placeholders (cwd_files)."""
import json

# ---------------------------------------------------------------- VBW: Ferryboard
FB_PROJECT = """# Ferryboard

Live departure board and delay alerts for Atlantico Ferries (4 routes between Horta, Madalena and Sao Roque).

## Core value
A passenger standing at the quay knows within a minute whether their sailing is late.

## Stack
- Python 3.12, FastAPI, SQLAlchemy 2 + Alembic, PostgreSQL 16
- HTMX + Jinja templates (no SPA)
- Fly.io apps: `ferryboard-staging` and `ferryboard-prod`
- SMS via Twilio (account owned by Atlantico Ferries)

## People
- Rui (developer, runs VBW)
- Ana Medeiros (ops lead at Atlantico Ferries, product owner)

## Constraints
- Passenger phone numbers are personal data (GDPR): store only with explicit opt-in.
- Single Fly machine per environment; no separate worker fleet.
"""

FB_REQUIREMENTS = """# Requirements

- REQ-01 Import the published timetable (GTFS zip from the operator) nightly.
- REQ-02 Departure board shows next sailings per quay, refreshed every 30 s.
- REQ-03 Dispatchers can mark a sailing delayed or cancelled.
- REQ-04 Passengers can opt in to SMS alerts per route.
- REQ-05 Delay alert is sent when a sailing is 15 minutes or more late.
- REQ-06 Alerts in Portuguese and English.
- REQ-07 Operator admin: manage quays, routes and dispatcher accounts.
- REQ-08 Public read-only API for partner hotels.
"""

FB_PHASES = [
    ("01", "foundation-timetable", "Foundation & timetable import", "REQ-01"),
    ("02", "departure-board", "Live departure board", "REQ-02, REQ-03"),
    ("03", "delay-alerts", "Delay alerts (SMS)", "REQ-04, REQ-05, REQ-06"),
    ("04", "operator-admin", "Operator admin", "REQ-07"),
    ("05", "public-api", "Public API", "REQ-08"),
]


def fb_roadmap(done_upto, phases=None):
    phases = phases or FB_PHASES
    lines = ["# Ferryboard Roadmap", "", "Ship the board first, then alerts, then admin and partner API.", "## Phases"]
    for nn, _slug, name, _reqs in phases:
        mark = "x" if int(nn) <= done_upto else " "
        lines.append(f"- [{mark}] Phase {int(nn)}: {name}")
    lines.append("")
    for nn, _slug, name, reqs in phases:
        lines.append(f"### Phase {int(nn)}: {name}")
        lines.append(f"**Reqs:** {reqs}")
        lines.append("")
    return "\n".join(lines)


def fb_state(current, status, decisions=(), todos="None", blockers="None", activity=(), phases=None):
    phases = phases or FB_PHASES
    nn, _slug, name, _reqs = phases[current - 1]
    rows = "\n".join(f"| {d} | {dt} | {why} |" for d, dt, why in decisions) or "| _(No decisions yet)_ | | |"
    acts = "\n".join(f"- {a}" for a in activity) or "- 2026-05-18: /vbw:vibe"
    return f"""# State

**Project:** Ferryboard

## Current Phase
Phase: {current} of {len(phases)} ({name})
Status: {status}

## Key Decisions

| Decision | Date | Rationale |
|----------|------|-----------|
{rows}

## Todos
{todos}

## Blockers
{blockers}

## Activity Log
{acts}
"""


FB_CONFIG_DEFAULT = {
    "effort": "balanced", "autonomy": "standard", "auto_commit": True, "planning_tracking": "manual",
    "auto_push": "never", "verification_tier": "standard", "discovery_questions": True,
    "discussion_mode": "questions", "active_profile": "default", "model_profile": "quality",
    "branch_per_milestone": False, "require_phase_discussion": False, "auto_uat": False,
}


def fb_config(**over):
    cfg = dict(FB_CONFIG_DEFAULT)
    cfg.update(over)
    return json.dumps(cfg, indent=2) + "\n"


FB_PYPROJECT = """[project]
name = "ferryboard"
version = "0.3.0"
requires-python = ">=3.12"
dependencies = ["fastapi>=0.111", "sqlalchemy>=2.0", "alembic>=1.13", "psycopg[binary]>=3.1", "jinja2", "twilio>=9"]

[tool.pytest.ini_options]
testpaths = ["tests"]
"""


def fb(current=3, status="active", config=None, decisions=(), todos="None", blockers="None", activity=(), done_upto=None, extra=None, phases=None):
    done = current - 1 if done_upto is None else done_upto
    files = {
        ".vbw-planning/PROJECT.md": FB_PROJECT,
        ".vbw-planning/REQUIREMENTS.md": FB_REQUIREMENTS,
        ".vbw-planning/ROADMAP.md": fb_roadmap(done, phases),
        ".vbw-planning/STATE.md": fb_state(current, status, decisions, todos, blockers, activity, phases),
        ".vbw-planning/config.json": config or fb_config(),
        "pyproject.toml": FB_PYPROJECT,
    }
    files.update(extra or {})
    return files


# ---------------------------------------------------------------- BMAD: Quillnote
QN_CONFIG = """# _bmad/bmm/config.yaml
project_name: quillnote
user_name: Priya
communication_language: English
document_output_language: English
output_folder: _bmad-output
planning_artifacts: _bmad-output/planning-artifacts
implementation_artifacts: _bmad-output/implementation-artifacts
"""

QN_PRD = """# PRD: Quillnote

Lesson notes for secondary-school teachers, shared with their classes.

## Users
Teachers (authors) and students (readers). ~40 teachers at Ridgeway Academy for the pilot.

## Functional requirements
- FR-1 Teachers write lesson notes in a rich-text editor.
- FR-5 Teachers share a note with a whole class.
- FR-9 Teachers can revoke a share at any time.
- FR-14 When a student leaves a class, they lose access to that class's notes immediately.
- FR-20 Export a note to PDF (Epic 4).

## Non-functional
- NFR-2 Student data stays in the EU (Supabase eu-central-1).
- NFR-6 No loss of existing shares during any migration.
- NFR-8 WCAG 2.1 AA; mobile-first (students read on phones).
- English only for v1.
"""

QN_ARCH = """# Architecture: Quillnote

- SvelteKit 2 + TypeScript, deployed on Vercel (preview per PR, production from `main`).
- Supabase (Postgres + Auth + Row Level Security). Every table has RLS policies.
- UI components: shadcn-svelte.
- Migrations in `supabase/migrations/`, applied by CI on merge to `main`.
"""

QN_EPICS = """# Epics

## Epic 1: Accounts & classes (done)
## Epic 2: Notes and sharing
- 2-1 Note editor (done)
- 2-2 Class roster import (done)
- 2-3 Class roster sync (review)
- 2-4 Share notes with a class (ready-for-dev)
- 2-5 Revoke shares (backlog)
- 2-6 Offline draft save (backlog)
## Epic 3: Student reading view
## Epic 4: Export (PDF)
"""


def qn_sprint(rows, generated="2026-05-19"):
    body = "\n".join(f"  {k}: {v}" for k, v in rows)
    return f"""# sprint-status.yaml
generated: {generated}
project: quillnote
development_status:
{body}
"""


QN_SPRINT_DEFAULT = [
    ("epic-1", "done"), ("1-1-sign-in", "done"), ("1-2-classes", "done"), ("epic-1-retrospective", "done"),
    ("epic-2", "in-progress"), ("2-1-note-editor", "done"), ("2-2-class-roster-import", "done"),
    ("2-3-class-roster-sync", "review"), ("2-4-share-notes", "ready-for-dev"), ("2-5-revoke-shares", "backlog"),
    ("2-6-offline-drafts", "backlog"),
]

QN_PACKAGE = """{
  "name": "quillnote",
  "private": true,
  "scripts": { "dev": "vite dev", "build": "vite build", "test": "vitest run", "check": "svelte-check" },
  "dependencies": { "@supabase/supabase-js": "2.43.4", "@sveltejs/kit": "2.5.10" },
  "devDependencies": { "vitest": "1.6.0", "typescript": "5.4.5" }
}
"""


def qn(sprint=None, extra=None, with_arch=True):
    files = {
        "_bmad/bmm/config.yaml": QN_CONFIG,
        "_bmad-output/planning-artifacts/prd.md": QN_PRD,
        "_bmad-output/planning-artifacts/epics.md": QN_EPICS,
        "_bmad-output/implementation-artifacts/sprint-status.yaml": qn_sprint(sprint or QN_SPRINT_DEFAULT),
        "package.json": QN_PACKAGE,
    }
    if with_arch:
        files["_bmad-output/planning-artifacts/architecture.md"] = QN_ARCH
    files.update(extra or {})
    return files


# ---------------------------------------------------------------- spec-kit: pantry-api
PA_CONSTITUTION = """# pantry-api Constitution

## Core Principles

### I. Standard library first
Go 1.22 `net/http` and `database/sql` with pgx. No web frameworks, no ORMs.

### II. Test-first (NON-NEGOTIABLE)
Every endpoint ships with table-driven tests written before the handler.

### III. Minimize personal data
Households are identified by a household ID card (QR). Never collect date of birth.
Phone numbers are optional and never logged.

### IV. Secure by default
All staff and volunteer accounts use MFA (TOTP). Role changes are audit-logged.

## Governance
Amendments need agreement of the two maintainers (Dee, Tomas).

**Version**: 1.3.0 | **Ratified**: 2025-10-02 | **Last Amended**: 2026-03-11
"""

PA_OPERATIONS = """# Westside Community Pantry - operations handbook (excerpt)

- Pickup windows: Tue 16:00-19:00, Sat 09:00-13:00.
- Reserved bags for households who do not show up are released 30 minutes after their slot.
- One pickup per household per week (board policy, November 2025).
- Household records are deleted 24 months after the last visit (data protection policy).
"""

PA_SPEC = """# Feature Specification: Pickup scheduling

**Feature Branch**: `003-pickup-scheduling`
**Status**: Draft

## User Scenarios
1. A household books a pickup slot online or by phone with a volunteer.
2. At the pantry, a volunteer checks the household in and hands over the reserved bag.

## Functional Requirements
- FR-001 Households can book one slot in an open pickup window.
- FR-002 Volunteers can check a household in at the desk.
- FR-003 Unclaimed reservations are released after a grace period.
- FR-004 Coordinators see a per-window list of bookings.

## Out of scope
- Offline mode for the check-in desk (the pantry has reliable wifi).
- Delivery to homes.
"""

PA_PLAN = """# Implementation Plan: Pickup scheduling

Release 1.2 ships to four partner pantries; each pantry coordinator signs off a release checklist before go-live.

- Storage: PostgreSQL 16 (existing `households`, new `pickup_slots`, `reservations`).
- HTTP: net/http handlers under `internal/pickup/`.
"""

PA_GOMOD = """module github.com/westside-pantry/pantry-api

go 1.22

require github.com/jackc/pgx/v5 v5.6.0
"""


def pa(extra=None, spec=PA_SPEC, with_ops=False, with_plan=False):
    files = {
        ".specify/memory/constitution.md": PA_CONSTITUTION,
        "specs/003-pickup-scheduling/spec.md": spec,
        "go.mod": PA_GOMOD,
    }
    if with_ops:
        files["docs/operations.md"] = PA_OPERATIONS
    if with_plan:
        files["specs/003-pickup-scheduling/plan.md"] = PA_PLAN
    files.update(extra or {})
    return files


# ---------------------------------------------------------------- cc-sdd: trailmix
TM_PRODUCT = """# Product

Trailmix is a hiking log for recreational day hikers: record a hike, see it on a map, share the GPX with friends.

Users: recreational day hikers, often without mobile signal on the trail.
"""

TM_TECH = """# Tech

- React Native 0.74 with Expo (managed workflow), TypeScript strict.
- Maps: @maplibre/maplibre-react-native. We do not run our own tile server (cost).
- Tile source: OpenTopoMap (terms forbid bulk pre-downloading of tiles; caching tiles while the user browses is allowed).
- Secrets and auth tokens go in expo-secure-store, never AsyncStorage.
- License: MIT. Dependencies must be MIT/Apache/BSD compatible.
"""

TM_STRUCTURE = """# Structure

- app/ (expo-router screens), src/features/<feature>/, src/lib/.
"""


def tm_specjson(name, phase, req_ok, design_ok, tasks_ok):
    return json.dumps({
        "feature_name": name, "phase": phase, "language": "en",
        "approvals": {
            "requirements": {"generated": True, "approved": req_ok},
            "design": {"generated": design_ok is not None, "approved": bool(design_ok)},
            "tasks": {"generated": tasks_ok is not None, "approved": bool(tasks_ok)},
        },
    }, indent=2) + "\n"


TM_REC_REQS = """# Requirements: trail-recording

## Introduction
Record a hike's GPS track on the phone and save it as a trail.

### Requirement 1
WHEN the hiker taps Start THEN the app SHALL record GPS points every 5 seconds.
### Requirement 2
WHEN the hiker taps Stop THEN the app SHALL save the track with distance and duration.
"""


def tm(extra=None):
    files = {
        ".kiro/steering/product.md": TM_PRODUCT,
        ".kiro/steering/tech.md": TM_TECH,
        ".kiro/steering/structure.md": TM_STRUCTURE,
        ".kiro/specs/trail-recording/spec.json": tm_specjson("trail-recording", "tasks-generated", True, True, True),
        ".kiro/specs/trail-recording/requirements.md": TM_REC_REQS,
    }
    files.update(extra or {})
    return files


# ---------------------------------------------------------------- ccpm: ledgerline
LL_GITCONFIG = """[core]
\trepositoryformatversion = 0
[remote "origin"]
\turl = git@github.com:brightdesk/ledgerline.git
\tfetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
\tremote = origin
\tmerge = refs/heads/main
"""

LL_PRD = """---
name: invoice-reminders
description: Automatic reminder emails for overdue invoices
status: backlog
created: 2026-05-02T09:14:00Z
---

# PRD: invoice-reminders

## Problem
Freelancers forget to chase overdue invoices; 30% of invoices are paid late.

## Requirements
- Reminder email at 3, 10 and 30 days overdue (customisable per client).
- Freelancer can pause reminders for a client.
- Reminders stop as soon as the invoice is marked paid.
"""

LL_EPIC = """---
name: invoice-reminders
status: in-progress
created: 2026-05-03T10:00:00Z
progress: 50%
prd: .claude/prds/invoice-reminders.md
github: https://github.com/brightdesk/ledgerline/issues/130
---

# Epic: invoice-reminders

## Architecture decisions
- Celery beat schedules a daily scan; emails through the existing `mail.send()` (Postmark).
"""


def ll_task(num, name, status, gh):
    return f"""---
name: {name}
status: {status}
github: https://github.com/brightdesk/ledgerline/issues/{gh}
parallel: true
---

# Task: {name}
"""


LL_PYPROJECT = """[project]
name = "ledgerline"
requires-python = ">=3.12"
dependencies = ["django>=5.0", "celery>=5.4", "postmarker"]
"""


def ll(extra=None, tasks=True):
    files = {
        ".git/config": LL_GITCONFIG,
        ".claude/prds/invoice-reminders.md": LL_PRD,
        ".claude/epics/invoice-reminders/epic.md": LL_EPIC,
        "pyproject.toml": LL_PYPROJECT,
    }
    if tasks:
        for num, name, status, gh in [
            ("131", "Reminder schedule model", "closed", 131), ("132", "Daily overdue scan task", "closed", 132),
            ("142", "Reminder email templates", "open", 142), ("143", "Pause reminders per client", "open", 143),
        ]:
            files[f".claude/epics/invoice-reminders/{num}.md"] = ll_task(num, name, status, gh)
    files.update(extra or {})
    return files


# ---------------------------------------------------------------- spec-workflow: rota
RO_PRODUCT = """# Product: Rota

Shift scheduling for Larkfield outpatient clinic (nurses, receptionists, 3 sites).

## Key rules
- Staff can swap shifts with a colleague of the same role.
- Every swap must be approved by the site manager before it takes effect.
- Staff see only their own site's rota.
"""

RO_TECH = """# Tech

- Node 20, Express 4, Prisma 5 with PostgreSQL 16.
- Frontend: React 18 + Vite, TanStack Query.
- Email through the clinic's SMTP relay (nodemailer).
- Times stored in UTC, displayed in Europe/London.
"""

RO_STRUCTURE = """# Structure

- server/src/routes, server/src/services, server/prisma/schema.prisma
- web/src/features/<feature>
"""

RO_PACKAGE = """{
  "name": "rota",
  "private": true,
  "workspaces": ["server", "web"],
  "scripts": { "test": "npm -ws test", "build": "npm -ws run build" },
  "devDependencies": { "@pimzino/claude-code-spec-workflow": "1.5.9" }
}
"""


def ro(extra=None):
    files = {
        ".claude/steering/product.md": RO_PRODUCT,
        ".claude/steering/tech.md": RO_TECH,
        ".claude/steering/structure.md": RO_STRUCTURE,
        "package.json": RO_PACKAGE,
    }
    files.update(extra or {})
    return files


FB_PHASES_REM = FB_PHASES + [("06", "board-remediation", "Board remediation (from milestone UAT)", "REQ-02, REQ-06")]
