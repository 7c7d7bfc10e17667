"""Where v7's quoted inputs come from: install and setup scripts, CI workflows and developer scripts of Go, Rust, Ruby,
Java, PHP and mobile projects, release checklists and user guides (runbooks), a machine-learning README, in fetched mirrors, read by
v3's reader (build-heldout-v3/sources.py `read`). v7 quotes no session logs."""
import importlib.util, os
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

RUSTUP_DOCS = ["doc/dev-guide/src/index.md", "doc/dev-guide/src/linting.md", "doc/dev-guide/src/tips-and-tricks.md",
               "doc/dev-guide/src/tracing.md", "doc/user-guide/src/basics.md", "doc/user-guide/src/concepts/channels.md",
               "doc/user-guide/src/concepts/components.md", "doc/user-guide/src/concepts/profiles.md",
               "doc/user-guide/src/concepts/toolchains.md", "doc/user-guide/src/cross-compilation.md",
               "doc/user-guide/src/installation/already-installed-rust.md", "doc/user-guide/src/installation/index.md",
               "doc/user-guide/src/installation/other.md", "doc/user-guide/src/network-proxies.md",
               "doc/user-guide/src/overrides.md", "ci/deploy.bash", ".github/workflows/ci.yaml"]
REPO_FILES = {
    "junegunn/fzf": ["Makefile", "install", "README.md", ".github/workflows/linux.yml", ".github/workflows/macos.yml",
                     ".github/workflows/release.yml"],
    "thoughtbot/laptop": ["mac", "README.md"],
    "starship/starship": ["README.md", "CONTRIBUTING.md", "docs/faq/README.md", "docs/installing/README.md",
                          "docs/advanced-config/README.md", ".github/workflows/install-script.yml", ".github/workflows/workflow.yml"],
    "jekyll/jekyll": ["script/bootstrap", "script/test", "script/fmt", "script/proof", "script/default-site",
                      "script/backport-pr", "script/memprof", "script/vendor-mimes", ".github/workflows/ci.yml", ".github/workflows/docs.yml"],
    "rust-lang/rustup": RUSTUP_DOCS,
    "spring-projects/spring-petclinic": ["README.md", ".github/workflows/deploy-and-test-cluster.yml",
                                         ".github/workflows/gradle-build.yml", ".github/workflows/maven-build.yml",
                                         ".devcontainer/Dockerfile"],
    "laravel/laravel": ["composer.json", "README.md", ".github/workflows/tests.yml", ".env.example"],
    "karpathy/nanoGPT": ["README.md"],
    "0202alcc/luvatrix": ["ios/scripts/setup_ios.sh", "android/scripts/emulator_acceptance.sh",
                          "android/scripts/sync_python_assets.sh", ".github/workflows/publish-pypi.yml", ".github/workflows/security-review.yml"],
}


def live():
    """({}, {source: {commit, blob, text}}), or None without the mirrors."""
    if not all(os.path.isdir(_v3._repo(n)) for n in REPO_FILES):
        return None
    return _v3.read({}, REPO_FILES)
