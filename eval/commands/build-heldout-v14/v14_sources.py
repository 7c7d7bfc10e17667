"""Where v14's quoted inputs come from: the build, test, release, install and operations files of public repositories of
kinds the earlier parts hold least (a self-hosted docker-compose stack, a Java library released to Maven Central with the
Maven release plugin, a Go CLI released with GoReleaser and installed from package repositories, a Cloudflare Workers
deploy action, a VS Code extension's publish flow, a Django/Wagtail demo site with Docker, Vagrant and Heroku, and a
Debian/RPM packaging tool), in fetched mirrors, read by v3's reader (build-heldout-v3/sources.py `read`). v14 quotes no
Claude Code transcripts."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

REPO_FILES = {
    "getsentry/self-hosted": ["install.sh", "scripts/_lib.sh", "scripts/post-release.sh", "scripts/bump-version.sh",
                              "install/generate-secret-key.sh", "install/geoip.sh", "install/turn-things-off.sh",
                              "install/upgrade-postgres.sh", "install/ensure-relay-credentials.sh", "install/bootstrap-snuba.sh",
                              "install/update-docker-images.sh", "install/bootstrap-s3-nodestore.sh",
                              "install/set-up-and-migrate-database.sh", "install/check-latest-commit.sh",
                              "install/setup-custom-ca-certificate.sh", ".github/workflows/test.yml"],
    "google/gson": ["ReleaseProcess.md", ".github/workflows/build.yml"],
    "charmbracelet/glow": ["README.md", "Dockerfile", ".github/workflows/goreleaser.yml"],
    "cloudflare/wrangler-action": ["README.md", "CONTRIBUTING.md", ".github/workflows/deploy.yml", ".github/workflows/release.yml"],
    "prettier/prettier-vscode": ["docs/publishing.md", "CONTRIBUTING.md", "package.json", "scripts/release.mjs"],
    "wagtail/bakerydemo": ["Makefile", "readme.md", "docker-entrypoint.sh", ".github/workflows/nightly.yml", "vagrant/provision.sh"],
    "jordansissel/fpm": ["Makefile", "docs/getting-started.rst", "docs/installation.rst", "docs/docker.rst",
                         ".github/workflows/ruby.yml"],
}


def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
