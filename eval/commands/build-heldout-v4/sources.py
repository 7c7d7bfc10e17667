"""Where v4's quoted inputs come from: a Claude Code session-log repository and repository files in fetched
mirrors. The reading itself is v3's (build-heldout-v3/sources.py `read`); this module only names v4's sources."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3_sources = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3_sources)

TRANSCRIPTS = {
    "jessitron/claude-log": "example/",
    "kimjune01/universal-diagnosis": "searches/",  # subagent logs saved as .md files, one JSON entry a line
}

# Files of other repositories (scripts, CI workflows, Makefiles, READMEs, permission files) whose commands v4 quotes.
REPO_FILES = {
    "fastapi/full-stack-fastapi-template": [
        "scripts/generate-client.sh", "scripts/test.sh", "scripts/test-local.sh", "backend/scripts/prestart.sh",
        "backend/scripts/lint.sh", "backend/scripts/format.sh", "backend/scripts/test.sh", "backend/scripts/tests-start.sh",
        ".github/workflows/deploy.yml", ".github/workflows/test-backend.yml", ".github/workflows/test-docker-compose.yml",
        ".github/workflows/playwright.yml", ".github/workflows/deploy-docker-compose.yml",
        "development.md", "deployment.md", "deployment-docker-compose.md", "frontend/package.json", "package.json"],
    "pydantic/pydantic": ["Makefile", "build-docs.sh", "update_v1.sh"],
    "Homebrew/install": ["README.md"],
    "nvm-sh/nvm": ["README.md"],
    "bhyslop/recipemuster": [".claude/settings.json"],
    "biagolini/TerraformCertStudyApp": [".claude/settings.json"],
}

def live():
    return _v3_sources.read(TRANSCRIPTS, REPO_FILES, suffixes=(".jsonl", ".md"))
