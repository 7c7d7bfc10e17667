"""Where v13's quoted inputs come from: the build, test, release, install and operations files of public repositories of
kinds the earlier parts hold least (a macOS dotfiles setup, a Kubernetes homelab, a backup tool, a Kubernetes database
operator, a Solidity library's Hardhat/Foundry toolchain, a C image library built with Meson and an MLOps course with
MLflow, Docker and AWS), in fetched mirrors, read by v3's reader (build-heldout-v3/sources.py
`read`). v13 quotes no Claude Code transcripts."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

REPO_FILES = {
    "mathiasbynens/dotfiles": ["bootstrap.sh", "brew.sh", ".macos", "README.md"],
    "khuedoan/homelab": ["Makefile", "metal/Makefile", "system/Makefile", "external/Makefile", "test/Makefile",
                         "docs/how-to-guides/add-or-remove-nodes.md", "docs/how-to-guides/backup-and-restore.md",
                         "docs/installation/sandbox.md", "docs/how-to-guides/troubleshooting/pxe-boot.md",
                         "scripts/argocd-admin-password", "scripts/get-wireguard-config", "scripts/get-status",
                         "scripts/get-dns-config", "scripts/kanidm-reset-password", "scripts/onboard-user", "scripts/pxe-logs"],
    "restic/restic": ["Makefile", ".github/workflows/tests.yml", "doc/020_installation.rst", "doc/030_preparing_a_new_repo.rst",
                      "doc/040_backup.rst", "doc/050_restore.rst", "doc/060_forget.rst", "doc/070_encryption.rst",
                      "doc/045_working_with_repos.rst", "doc/077_troubleshooting.rst"],
    "OpenZeppelin/openzeppelin-contracts": ["package.json", ".github/workflows/checks.yml", ".github/workflows/formal-verification.yml",
                                            ".github/workflows/release-cycle.yml", "scripts/release/workflow/publish.sh",
                                            "scripts/release/workflow/pack.sh", "scripts/release/workflow/start.sh",
                                            "scripts/git-user-config.sh", "scripts/upgradeable/transpile.sh",
                                            "scripts/release/workflow/integrity-check.sh", "scripts/prepare-docs.sh", "README.md"],
    "libvips/libvips": ["README.md", ".github/workflows/ci.yml", "fuzz/oss_fuzz_build.sh", "libvips/foreign/libnsgif/update.sh",
                        "doc/developer-checklist.md", "doc/examples.md"],
    "DataTalksClub/mlops-zoomcamp": ["06-best-practices/code/Makefile", "06-best-practices/code/scripts/deploy_manual.sh",
                                     "06-best-practices/code/scripts/test_cloud_e2e.sh", ".github/workflows/cd-deploy.yml",
                                     "04-deployment/web-service/README.md", "04-deployment/web-service-mlflow/README.md",
                                     "04-deployment/streaming/README.md", "01-intro/README.md", "05-monitoring/README.md",
                                     "06-best-practices/code/README.md"],
    "zalando/postgres-operator": ["Makefile", "e2e/Makefile", ".github/workflows/run_tests.yaml", "docs/quickstart.md",
                                  "docs/developer.md", "docs/administrator.md"],
}


def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
