"""Where v11's quoted inputs come from: the build, test and release files of ten public repositories of different
kinds (Haskell, Erlang and Zig toolchains; a database migration tool; a scientific Python package; a browser
extension's release flow; Terraform and Helm operations; a Nix installer; an embedded SDK built with CMake and
Bazel), in fetched mirrors, read by v3's reader (build-heldout-v3/sources.py `read`). v11 quotes no Claude Code transcripts."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

REPO_FILES = {
    "koalaman/shellcheck": [".github/workflows/build.yml", ".github_deploy", ".multi_arch_docker", ".prepare_deploy",
                            ".claude/CLAUDE.md", "README.md", "manpage", "setgitversion", "builders/run_builder",
                            "builders/build_builder", "builders/linux.x86_64/build"],
    "erlang/rebar3": [".github/workflows/main.yml", ".github/workflows/nightly.yml", ".github/workflows/publish.yml",
                      ".github/workflows/shelltests.yml", "README.md", "vendor_hex_core.sh", "CONTRIBUTING.md"],
    "zigtools/zls": [".github/workflows/artifacts.yml", ".github/workflows/main.yml", ".github/workflows/coverage.yml",
                     ".github/workflows/build_runner.yml", "README.md"],
    "golang-migrate/migrate": ["Makefile", "README.md", "GETTING_STARTED.md", "database/postgres/TUTORIAL.md",
                               "cmd/migrate/README.md", "docker-deploy.sh", ".github/workflows/ci.yaml"],
    "networkx/networkx": ["pyproject.toml", "doc/developer/release.rst", "doc/Makefile", "CONTRIBUTING.rst",
                          ".github/workflows/nightly.yml", ".github/workflows/release.yml",
                          ".github/workflows/weekly-dispatch.yml", ".github/workflows/nightly-release-test.yml"],
    "refined-github/refined-github": ["package.json", ".github/workflows/release.yml", ".github/workflows/test.yml",
                                      ".github/workflows/hotfixes.yml", "build/prepare-safari-release.sh"],
    "aws-ia/terraform-aws-eks-blueprints": ["docs/getting-started.md", "patterns/gitops/getting-started-argocd/destroy.sh",
                                            "patterns/gitops/getting-started-argocd/README.md",
                                            "patterns/gitops/multi-cluster-hub-spoke-argocd/README.md",
                                            "patterns/blue-green-upgrade/README.md", "patterns/karpenter/README.md",
                                            "patterns/ecr-pull-through-cache/README.md",
                                            ".github/workflows/plan-examples.yml", ".github/workflows/publish-docs.yml"],
    "prometheus-community/helm-charts": [".github/workflows/ci.yaml", ".github/workflows/release.yaml",
                                         ".github/workflows/sync-pages.yaml", "AGENTS.md", "README.md",
                                         "charts/kube-prometheus-stack/README.md",
                                         "charts/kube-prometheus-stack/hack/minikube/cmd.sh",
                                         "charts/kube-prometheus-stack/hack/renovate-post-upgrade-hook.sh"],
    "nix-community/nixos-anywhere": ["CONTRIBUTING.md", "docs/quickstart.md", "docs/howtos/secrets.md",
                                     "docs/howtos/extra-files.md", "docs/howtos/nix-path.md", "docs/howtos/no-os.md",
                                     "docs/howtos/use-without-flakes.md", "scripts/create-release.sh",
                                     "terraform/tests/README.md", "terraform/update-docs.sh"],
    "raspberrypi/pico-sdk": ["README.md", ".github/workflows/cmake.yml", ".github/workflows/bazel_build.yml",
                             ".github/workflows/macOS.yml", ".github/workflows/check_configs.yml",
                             ".github/workflows/windows.yml", "tools/CMakeLists.txt"],
}


def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
