"""Where v15's quoted inputs come from: the build, test, release, install and operations files of public repositories of
kinds the earlier parts hold least (a Python library released with build and twine, a WordPress plugin's SVN deploy
action, a Go database migration tool with its install script, a Turborepo/pnpm monorepo with Expo/EAS store releases,
an Ansible playbook collection with Vagrant test machines, an Elixir/Phoenix package registry, a Ruby deploy tool
released as a gem, and a Kubernetes operator's Makefile and release process), in fetched mirrors, read by v3's reader
(build-heldout-v3/sources.py `read`). v15 quotes no Claude Code transcripts."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

REPO_FILES = {
    "psf/requests": ["Makefile", "README.md", ".github/workflows/publish.yml"],
    "10up/action-wordpress-plugin-deploy": ["deploy.sh", "README.md"],
    "pressly/goose": ["Makefile", "README.md", "install.sh"],
    "t3-oss/create-t3-turbo": ["README.md", ".github/workflows/ci.yml"],
    "geerlingguy/ansible-for-devops": ["lamp-infrastructure/README.md", "kubernetes/README.md", "drupal/README.md",
                                       "gluster/README.md", "docker-hubot/README.md", "https-letsencrypt/README.md",
                                       "elk/README.md", "dynamic-inventory/digitalocean/README.md", ".github/workflows/ci.yml"],
    "hexpm/hexpm": ["README.md", "Dockerfile", ".github/workflows/main.yml"],
    "basecamp/kamal": ["bin/release", "CONTRIBUTING.md", "Dockerfile", ".github/workflows/ci.yml",
                       "lib/kamal/cli/templates/secrets", "lib/kamal/cli/templates/deploy.yml"],
    "prometheus-operator/prometheus-operator": ["Makefile", "RELEASE.md", "scripts/push-docker-image.sh"],
}


def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
