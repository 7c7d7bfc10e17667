"""Where v9's quoted inputs come from: a secrets manager's documentation and repository (sops: encrypt, decrypt,
exec-env, rotate, publish to Vault), an Elixir/Phoenix library's CI and README, a game engine's CI image and
pipelines (Godot exports, Android keystores, itch.io pushes), a PHP/Symfony application, a Rust command runner's
justfile and README, R package workflows and a dbt project, in fetched mirrors, read by v3's reader
(build-heldout-v3/sources.py `read`). v9 quotes no session logs."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

SOPS_DOCS = ["content/en/docs/" + p + "/_index.md" for p in (
    "installation", "usage/first-steps", "usage/common-operations", "usage/identities/age", "usage/identities/pgp",
    "usage/identities/hashicorp-vault-openbao", "usage/advanced", "usage/key-management", "usage/publishing")]
RLIB = ["examples/" + n + ".yaml" for n in (
    "bookdown", "document", "pr-commands", "render-rmarkdown", "shiny-deploy", "style", "test-coverage",
    "lint-changed-files", "pkgdown")]
REPO_FILES = {
    "getsops/docs": SOPS_DOCS,
    "getsops/sops": ["Makefile", ".github/workflows/cli.yml", "docs/release.md", "examples/all_in_one/README.rst",
                     "examples/all_in_one/bin/decrypt-config.sh"],
    "phoenixframework/phoenix_live_view": ["README.md", ".github/workflows/ci.yml", ".github/workflows/assets.yml",
                                           ".github/workflows/docs.yml", ".github/workflows/npm-publish.yml",
                                           ".github/workflows/github_release.yml"],
    "abarichello/godot-ci": ["Dockerfile", ".gitlab-ci.yml", "getbutler.sh", "README.md", ".github/workflows/godot-ci.yml"],
    "symfony/demo": ["README.md", "composer.json", ".github/workflows/tests.yaml", ".github/workflows/lint.yaml",
                     ".github/workflows/end_to_end_tests.yaml"],
    "casey/just": ["justfile", "README.md"],
    "r-lib/actions": RLIB,
    "dbt-labs/jaffle_shop": ["README.md"],
}


def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
