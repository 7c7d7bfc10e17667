"""Where v8's quoted inputs come from: an infrastructure runbook (Kubernetes bootstrapped by hand: openssl, kubectl,
etcdctl, ssh, systemd), database operations (a PostgreSQL image's entrypoint and Dockerfile, a dump/restore command
sheet, a cloud/container/Kafka/database cheat sheet), .NET, Zephyr (west), Swift/Xcode, Ansible and a speech-model
README and CI, in fetched mirrors, read by v3's reader (build-heldout-v3/sources.py `read`). v8 quotes no session logs."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

KTHW_DOCS = ["docs/01-prerequisites.md", "docs/02-jumpbox.md", "docs/03-compute-resources.md",
             "docs/04-certificate-authority.md", "docs/05-kubernetes-configuration-files.md",
             "docs/06-data-encryption-keys.md", "docs/07-bootstrapping-etcd.md",
             "docs/08-bootstrapping-kubernetes-controllers.md", "docs/09-bootstrapping-kubernetes-workers.md",
             "docs/10-configuring-kubectl.md", "docs/11-pod-network-routes.md", "docs/12-smoke-test.md", "README.md"]
REPO_FILES = {
    "kelseyhightower/kubernetes-the-hard-way": KTHW_DOCS,
    "docker-library/postgres": ["17/bookworm/docker-entrypoint.sh", "17/bookworm/Dockerfile"],
    "wajeht/capdb": ["docs/commands.md"],
    "nguyenvuongnamhuy/cheat-sheets": ["gcp.md", "docker.md", "linux.md", "git.md", "kafka.md", "storage.md"],
    "jasontaylordev/CleanArchitecture": ["README.md", "README-template.md", ".github/workflows/build.yml",
                                         ".github/workflows/release.yml", ".github/workflows/test-templates.yml",
                                         "build/build.ps1", "build/test.ps1", "build/repack.ps1",
                                         "src/Web/ClientApp/README.md"],
    "zephyrproject-rtos/example-application": ["README.md", ".github/workflows/build.yml", ".github/workflows/docs.yml"],
    "openai/whisper": ["README.md", ".github/workflows/test.yml", ".github/workflows/python-publish.yml"],
    "geerlingguy/mac-dev-playbook": ["README.md", "full-mac-setup.md", ".github/workflows/ci.yml"],
    "pointfreeco/swift-composable-architecture": ["Makefile", "README.md", ".github/workflows/ci.yml", ".github/workflows/format.yml",
                                                  ".github/workflows/release.yml"],
}


def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
