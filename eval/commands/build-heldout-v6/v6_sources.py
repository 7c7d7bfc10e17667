"""Where v6's quoted inputs come from: repository files (Makefiles, setup and install scripts, CI workflows,
a Claude Code permission file) in fetched mirrors, read by v3's reader (build-heldout-v3/sources.py `read`).
v6 quotes no session logs."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

REPO_FILES = {
    "humanlayer/humanlayer": ["Makefile", "hld/Makefile", "hack/setup_repo.sh", "hack/create_worktree.sh",
                              "hack/cleanup_worktree.sh", ".claude/settings.json",
                              ".github/workflows/release-macos.yml", ".github/workflows/main.yml"],
    "parcadei/Continuous-Claude": ["install-global.sh", "init-project.sh"],
    "1764712542/dotfiles": ["arch-setup.sh"],
    "151henry151/my-webserver-setup": ["doodlr/update-and-redeploy.sh", "nginx/switch-to-host-nginx.sh", "plane/setup.sh"],
    "Codingschule/aws-astro-headless-cms-deployment": [".github/workflows/deploy.yml", ".github/workflows/207_invalidate.yml"],
    "AlexShchuka/mozgoslav": ["scripts/agent-gate.sh"],
    "BjornNordblom/pocketflow-text2sql-gui": ["run_dev.sh", "lint_all.sh"],
    "rohitg00/pro-workflow": [".claude-plugin/settings.json"],
    "AyrXZ47/nixos-config": ["bootstrap.sh"],
    "neo4j-partners/neo4j-maf-provider": ["python/samples/scripts/setup_azure.sh", "python/samples/scripts/start_dev_container.sh",
                                          "python/samples/Dockerfile"],
    "Helmi/claude-simone": [".github/workflows/npm-publish.yml"],
}

def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
