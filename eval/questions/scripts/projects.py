"""Small, realistic project fixtures used as cwd_files. Kept short on purpose."""

SHELFIE_PROJECT = """# Shelfie

Personal reading tracker: log books, keep shelves, see what friends are reading.

## Core Value
Logging a book you just finished takes under 10 seconds on a phone browser.

## Stack (locked in Phase 1)
- Next.js 14 (app router) + TypeScript + Tailwind
- PostgreSQL via Prisma, hosted on Neon
- Deployed on Vercel

## Constraints
- Solo developer, evenings and weekends.
- v1 is web-only (responsive). Native mobile apps are out of scope for v1.
"""

SHELFIE_ROADMAP = """# Roadmap: Shelfie v1.0

| Phase | Name | Status |
|---|---|---|
| 1 | Foundation & Auth | complete |
| 2 | Library CRUD | complete |
| 3 | Reading Feed | in progress |
| 4 | Sharing & Friends | planned |
| 5 | Notifications | planned |

### Phase 3: Reading Feed
**Goal:** Signed-in readers see recent reading activity from people they follow.
**Requirements:** FEED-01 activity feed, FEED-02 like reaction, FEED-03 live updates
"""

SHELFIE_STATE = """# Project State
Current phase: 3 (Reading Feed)
Status: discussing
Last activity: 2026-05-11 /gsd:discuss-phase 3
"""

SHELFIE = {
    ".planning/PROJECT.md": SHELFIE_PROJECT,
    ".planning/ROADMAP.md": SHELFIE_ROADMAP,
    ".planning/STATE.md": SHELFIE_STATE,
}

SHELFIE_PKG = """{
  "name": "shelfie",
  "private": true,
  "scripts": {
    "dev": "next dev",
    "build": "next build",
    "lint": "next lint",
    "typecheck": "tsc --noEmit",
    "test": "vitest run"
  },
  "dependencies": { "next": "14.2.3", "react": "18.3.1", "@prisma/client": "5.14.0" },
  "devDependencies": { "vitest": "1.6.0", "typescript": "5.4.5", "prisma": "5.14.0" }
}
"""

TIDE_PROJECT = """# tidectl

CLI that backs up PostgreSQL databases to S3-compatible storage and restores them.

## Core Value
A nightly cron job that never fails silently.

## Stack (locked)
Python 3.12, Typer, boto3, pg_dump/pg_restore subprocesses. Packaged with uv.

## Constraints
- Runs unattended from cron on small VPSes; must never block on interactive input.
- Exit codes are the alerting interface: non-zero pages whoever is on call.
"""

TIDE_ROADMAP = """# Roadmap: tidectl v1.0

| Phase | Name | Status |
|---|---|---|
| 1 | CLI skeleton & config | complete |
| 2 | Backup engine | in progress |
| 3 | S3 upload & retention | planned |
| 4 | Restore | planned |
| 5 | Scheduling & alerts | planned |

### Phase 2: Backup engine
**Goal:** `tidectl backup run` produces a verified, compressed dump for each configured database.
"""

TIDE_STATE = """# Project State
Current phase: 2 (Backup engine)
Status: discussing
"""

TIDE = {
    ".planning/PROJECT.md": TIDE_PROJECT,
    ".planning/ROADMAP.md": TIDE_ROADMAP,
    ".planning/STATE.md": TIDE_STATE,
}

TIDE_PYPROJECT = """[project]
name = "tidectl"
version = "0.2.0"
requires-python = ">=3.12"
dependencies = ["typer>=0.12", "boto3>=1.34"]

[tool.pytest.ini_options]
testpaths = ["tests"]

[tool.ruff]
line-length = 100
"""

KL_PROJECT = """# Kitchen Ledger

Inventory and waste tracking for a two-location restaurant.

## Stack (locked)
FastAPI + HTMX + SQLite (replicated with Litestream), one Fly.io machine.

## Users
Kitchen staff on a shared tablet; the owner on a desktop.

## Constraints
- Solo developer (contract), budget-conscious client.
- Keep dependencies minimal; no new infrastructure without the owner's sign-off.
"""

KL_ROADMAP = """# Roadmap: Kitchen Ledger v1.0

| Phase | Name | Status |
|---|---|---|
| 1 | Items & stock counts | complete |
| 2 | Waste logging | in progress |
| 3 | Supplier orders | planned |
| 4 | Receipt OCR import | planned |
| 5 | Low-stock alerts | planned |

### Phase 2: Waste logging
**Goal:** Staff log wasted items in under 15 seconds from the shared tablet.
"""

KL_STATE = """# Project State
Current phase: 2 (Waste logging)
Status: discussing
"""

KL = {
    ".planning/PROJECT.md": KL_PROJECT,
    ".planning/ROADMAP.md": KL_ROADMAP,
    ".planning/STATE.md": KL_STATE,
}

KL_PYPROJECT = """[project]
name = "kitchen-ledger"
version = "0.4.0"
requires-python = ">=3.11"
dependencies = ["fastapi>=0.111", "jinja2>=3.1", "anthropic>=0.28"]

[tool.pytest.ini_options]
testpaths = ["tests"]
"""


def ctx(phase_dir, body):
    """A phase CONTEXT.md at .planning/phases/<phase_dir>/<nn>-CONTEXT.md."""
    nn = phase_dir.split("-")[0]
    return {f".planning/phases/{phase_dir}/{nn}-CONTEXT.md": body}


def with_(base, extra):
    out = dict(base)
    out.update(extra)
    return out
