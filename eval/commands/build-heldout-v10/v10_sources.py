"""Where v10's quoted inputs come from: a Rust benchmarking tool's CI/CD workflow and README (cargo checks,
packaging, install lines for a dozen package managers, benchmark commands), a Go exporter's Makefiles and README (gofmt, golangci-lint, promu, go mod) and
Ansible's example playbooks (ansible-playbook runs against inventories), in fetched mirrors, read by v3's reader
(build-heldout-v3/sources.py `read`). v10 quotes no session logs."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

REPO_FILES = {
    "sharkdp/hyperfine": [".github/workflows/CICD.yml", "README.md"],
    "prometheus/node_exporter": ["Makefile", "Makefile.common", "README.md", "end-to-end-test.sh"],
    "ansible/ansible-examples": ["README.md"],
    "denoland/deno_docker": ["README.md", ".github/workflows/ci.yml", ".github/workflows/version_bump.yml", "debian.dockerfile", "example/Dockerfile"],
    "fastlane/examples": ["SoundCloud/Fastfile", "Wikipedia/Fastfile", "MindNode/Fastfile", "BeMyEyes/Fastfile",
                          "Fitbay/Fastfile", "Shop.com/Fastfile", "Zattoo/Fastfile"],
}


def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
