"""Where v12's quoted inputs come from: the build, test, release and install files of public repositories of kinds the
earlier parts hold least (Clojure and OCaml toolchains, a PowerShell module's Windows build, a security scanner's
tests and release, a pnpm/changesets monorepo, a static-site documentation pipeline, an Airflow and dbt integration,
a Unity game-build CI action and a Flutter app's mobile and desktop release scripts), in fetched mirrors, read by v3's
reader (build-heldout-v3/sources.py `read`). v12 quotes no Claude Code transcripts."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

REPO_FILES = {
    "babashka/babashka": ["script/test", "script/compile", ".circleci/script/release", "script/install-graalvm",
                          "script/install-clojure", "script/setup-musl", "script/cljdoc-preview", "README.md",
                          ".github/workflows/build.yml"],
    "ocaml/opam": ["README.md", "CONTRIBUTING.md", "Makefile", "release/readme.md", "release/release.sh", "release/sign.sh",
                   "release/Makefile", "doc/pages/Install.md", "doc/pages/Usage.md", "doc/pages/Packaging.md",
                   ".github/scripts/main/main.sh", ".github/scripts/main/preamble.sh", "shell/install.sh"],
    "PowerShell/PSScriptAnalyzer": ["README.md", ".github/workflows/ci-test.yml", "build.psm1", "tools/installPSResources.ps1",
                                    "tools/updateVersion.ps1", "docs/Cmdlets/Invoke-ScriptAnalyzer.md",
                                    "docs/Cmdlets/Invoke-Formatter.md", ".pipelines/PSScriptAnalyzer-Official.yml"],
    "projectdiscovery/nuclei": ["Makefile", "README.md", ".github/workflows/tests.yaml", ".github/workflows/generate-pgo.yaml",
                                ".github/workflows/flamegraph.yaml", "CONTRIBUTING.md", "lib/README.md"],
    "t3-oss/create-t3-app": ["package.json", "cli/package.json", "www/package.json", ".github/workflows/ci.yml",
                             ".github/workflows/e2e.yml", ".github/workflows/prerelease.yml", ".github/workflows/release.yml",
                             "CONTRIBUTING.md", "cli/template/extras/start-database/postgres.sh", "cli/README.md",
                             "www/src/pages/en/deployment/vercel.md", "www/src/pages/en/deployment/docker.md",
                             "www/src/pages/en/deployment/netlify.mdx"],
    "game-ci/unity-builder": ["package.json", ".github/workflows/integrity-check.yml", ".github/workflows/orchestrator-integrity.yml",
                              "dist/platforms/ubuntu/steps/activate.sh", "dist/platforms/ubuntu/steps/return_license.sh",
                              "dist/platforms/ubuntu/steps/set_gitcredential.sh", "dist/platforms/ubuntu/steps/build.sh",
                              "dist/platforms/mac/steps/activate.sh", "scripts/cleanupGCPResources.sh",
                              "dist/platforms/ubuntu/entrypoint.sh"],
    "localsend/localsend": ["support/scripts/compile_android_apk.sh", "support/scripts/compile_ios.sh",
                            "support/scripts/compile_mac_appstore.sh", "support/scripts/compile_mac_dmg.sh",
                            "support/scripts/compile_windows_msix_signed.ps1", "support/scripts/compile_linux_appimage.sh",
                            "app/windows/install_msix_helper.ps1", "CONTRIBUTING.md", ".github/workflows/ci.yml",
                            ".github/workflows/build_apk.yml", ".github/workflows/build_rpm.yml",
                            "support/scripts/remove_proprietary_dependencies.sh"],
    "squidfunk/mkdocs-material": ["package.json", ".github/workflows/build.yml", ".github/workflows/documentation.yml",
                                  "docs/getting-started.md", "docs/creating-your-site.md", "docs/publishing-your-site.md",
                                  "docs/guides/creating-a-reproduction.md"],
    "astronomer/astronomer-cosmos": ["scripts/test/integration-setup.sh", "scripts/test/kubernetes-setup.sh",
                                     "scripts/test/integration-dbtf-setup.sh", "scripts/test/unit.sh", "pyproject.toml",
                                     ".github/workflows/test.yml", "docs/policy/contributing.rst",
                                     "docs/getting_started/astro-cli-quickstart.rst", ".github/workflows/deploy.yml",
                                     "scripts/test/performance-setup.sh"],
}


def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
