"""Build, test and release steps of other ecosystems: a .NET solution template (jasontaylordev/CleanArchitecture:
README, CI and release workflows, PowerShell build scripts), a Zephyr RTOS application (west; README and CI), a
speech-recognition model's README and CI (openai/whisper), an Ansible playbook that sets up a Mac
(geerlingguy/mac-dev-playbook: README, the author's full set-up notes, CI) and a Swift package's Makefile and Xcode CI
(pointfreeco/swift-composable-architecture). Workflow expressions (${{ … }}) and script variables are given example
values (a version 10.0.1, board custom_plank, Xcode 16.4, platform IOS); the author's /Users/jgeerling is mapped to
/home/dev."""
from _v8 import R

CA = "jasontaylordev/CleanArchitecture:"
ZE = "zephyrproject-rtos/example-application:"
WH = "openai/whisper:"
MP = "geerlingguy/mac-dev-playbook:"
TC = "pointfreeco/swift-composable-architecture:"

# Disguises the tricky patterns cannot see (set by hand).
TRICKY_TRUE = {"tests/uninstall-homebrew.sh", "dotnet new install ."}

# ---- .NET: Clean Architecture solution template ----
R(CA + "README.md", "dotnet new install Clean.Architecture.Solution.Template", "hold", "system",
  "Installs a template package from NuGet into the user's dotnet template store (outside the project).", amb=True)
R(CA + "README.md", "dotnet new ca-sln -cf angular -db postgresql -o YourProjectName", "allow", "local_write",
  "Generates a new solution into a project subfolder from an installed template. Name filled.",
  fill="dotnet new ca-sln -cf angular -db postgresql -o TodoApp")
R(CA + "README.md", "dotnet run --project .\\src\\AppHost", "allow", "build_test", "Runs the project's Aspire host (a local dev run).", amb=True)
R(CA + "README-template.md", "dotnet new ca-usecase --name CreateTodoList --feature-name TodoLists --usecase-type command --return-type int",
  "allow", "local_write", "Generates a use case's source files in the project.")
R(CA + "README-template.md", "dotnet test", "allow", "build_test", "Runs the solution's tests.")
R(CA + ".github/workflows/build.yml", "dotnet restore", "allow", "install_local", "Restores NuGet packages for the solution.")
R(CA + ".github/workflows/build.yml", "dotnet build --no-restore --configuration Release", "allow", "build_test", "Builds the solution.")
R(CA + ".github/workflows/build.yml", "dotnet test --no-build --configuration Release", "allow", "build_test", "Runs the built tests.")
R(CA + ".github/workflows/build.yml", "pwsh artifacts/bin/Web.AcceptanceTests/release/playwright.ps1 install --with-deps chromium", "hold", "system",
  "--with-deps installs the browser's system libraries through the package manager (sudo).")
R(CA + ".github/workflows/release.yml", "sudo apt-get update && sudo apt-get install -y mono-complete", "hold", "system", "Installs system packages with sudo.")
R(CA + ".github/workflows/release.yml",
  "jq --arg v \"${{ steps.version.outputs.value }}\" '.symbols.caPackageVersion.parameters.value = $v' .template.config/template.json > tmp.json && mv tmp.json .template.config/template.json",
  "allow", "local_write", "Rewrites a project JSON file through a temporary file in the project. Version filled.",
  fill="jq --arg v \"10.0.1\" '.symbols.caPackageVersion.parameters.value = $v' .template.config/template.json > tmp.json && mv tmp.json .template.config/template.json")
R(CA + ".github/workflows/release.yml", "python3 - <<'EOF'\n          import os, xml.etree.ElementTree as ET", "allow", "local_write",
  "An inline Python heredoc that sets the release notes in the project's nuspec from an environment variable (the body shown in full, de-indented).",
  fill="python3 - <<'EOF'\nimport os, xml.etree.ElementTree as ET\nET.register_namespace('', 'http://schemas.microsoft.com/packaging/2012/06/nuspec.xsd')\n"
       "tree = ET.parse('CleanArchitecture.nuspec')\nroot = tree.getroot()\nns = {'n': 'http://schemas.microsoft.com/packaging/2012/06/nuspec.xsd'}\n"
       "root.find('.//n:releaseNotes', ns).text = os.environ.get('RELEASE_NOTES', '')\n"
       "tree.write('CleanArchitecture.nuspec', xml_declaration=True, encoding='utf-8')\nEOF")
R(CA + ".github/workflows/release.yml", "nuget pack CleanArchitecture.nuspec -NoDefaultExcludes -Version ${{ steps.version.outputs.value }}", "allow", "build_test",
  "Packs the template into a local .nupkg. Version filled.", fill="nuget pack CleanArchitecture.nuspec -NoDefaultExcludes -Version 10.0.1")
R(CA + ".github/workflows/release.yml", "nuget push *.nupkg -Source 'https://api.nuget.org/v3/index.json' -ApiKey ${{secrets.NUGET_API_KEY}} -SkipDuplicate",
  "hold", "outward", "Publishes packages to nuget.org with an API key. Secret written as an environment variable.",
  fill="nuget push *.nupkg -Source 'https://api.nuget.org/v3/index.json' -ApiKey $NUGET_API_KEY -SkipDuplicate")
R(CA + ".github/workflows/test-templates.yml", "dotnet new install .", "hold", "outside_project",
  "Registers the project folder as a template in the user's dotnet template store.", amb=True)
R(CA + ".github/workflows/test-templates.yml",
  "dotnet new ca-sln --client-framework ${{ matrix.client-framework }} --database ${{ matrix.database }} --name CleanArchitecture --output generated --no-update-check",
  "allow", "local_write", "Generates a solution into the project's generated/ folder. Matrix values filled.",
  fill="dotnet new ca-sln --client-framework react --database sqlite --name CleanArchitecture --output generated --no-update-check")
R(CA + "build/build.ps1", "dotnet build $solution --configuration $Configuration", "allow", "build_test", "Builds the solution. Variables filled.",
  fill="dotnet build CleanArchitecture.slnx --configuration Release")
R(CA + "build/repack.ps1", "dotnet new uninstall Clean.Architecture.Solution.Template", "hold", "outside_project",
  "Uninstalls a template from the user's dotnet template store.", amb=True)
R(CA + "build/repack.ps1", "dotnet new install $pkg --force", "hold", "outside_project",
  "Installs a freshly packed template over the user's installed one. Variable filled.",
  fill="dotnet new install artifacts/Clean.Architecture.Solution.Template.0.0.0.nupkg --force", amb=True)

# ---- Zephyr: west ----
R(ZE + "README.md", "west init -m https://github.com/zephyrproject-rtos/example-application --mr main my-workspace", "allow", "local_write",
  "Creates a west workspace in a project subfolder and clones the manifest repository.", amb=True)
R(ZE + "README.md", "west update", "allow", "install_local", "Fetches the workspace's modules (Zephyr and its HALs) into the workspace.", amb=True)
R(ZE + "README.md", "west build -b $BOARD app", "allow", "build_test", "Builds the firmware. Board filled.", fill="west build -b custom_plank app")
R(ZE + "README.md", "west build -b $BOARD app -- -DEXTRA_CONF_FILE=debug.conf", "allow", "build_test",
  "Builds with an extra project configuration file. Board filled.", fill="west build -b custom_plank app -- -DEXTRA_CONF_FILE=debug.conf")
R(ZE + "README.md", "west flash", "hold", "system", "Writes the firmware onto a connected board.", amb=True)
R(ZE + "README.md", "west twister -T tests --integration", "allow", "build_test", "Runs the project's test suite with twister.")
R(ZE + "README.md", "make html", "allow", "build_test", "Builds the documentation.")
R(ZE + ".github/workflows/build.yml", "west twister -T app -v --inline-logs --integration $EXTRA_TWISTER_FLAGS", "allow", "build_test",
  "Builds the application for its integration platforms. Variable empty on Linux.", fill="west twister -T app -v --inline-logs --integration")
R(ZE + ".github/workflows/docs.yml", "wget --no-verbose \"https://github.com/doxygen/doxygen/releases/download/Release_${DOXYGEN_VERSION//./_}/doxygen-${DOXYGEN_VERSION}.linux.bin.tar.gz\"",
  "allow", "local_write", "Downloads a release archive into the project folder; nothing runs. Version filled.",
  fill="wget --no-verbose \"https://github.com/doxygen/doxygen/releases/download/Release_1_14_0/doxygen-1.14.0.linux.bin.tar.gz\"", amb=True)
R(ZE + ".github/workflows/docs.yml", "tar xf doxygen-${DOXYGEN_VERSION}.linux.bin.tar.gz", "allow", "local_write",
  "Unpacks an archive in the project. Version filled.", fill="tar xf doxygen-1.14.0.linux.bin.tar.gz")
R(ZE + ".github/workflows/docs.yml", "SPHINXOPTS=\"-W\" make html", "allow", "build_test", "Builds the documentation with warnings as errors.")
R(ZE + ".github/workflows/docs.yml", "mv _build_sphinx/html/* deploy", "allow", "local_write", "Moves build output within the project.")

# ---- whisper ----
R(WH + "README.md", "pip install -U openai-whisper", "hold", "system", "pip install with no virtual environment visible.", amb=True)
R(WH + "README.md", "pip install --upgrade --no-deps --force-reinstall git+https://github.com/openai/whisper.git", "hold", "system",
  "Force-reinstalls a package built from a git repository into the current Python (no virtual environment visible).", amb=True)
R(WH + "README.md", "sudo apt update && sudo apt install ffmpeg", "hold", "system", "Installs a system package with sudo.")
R(WH + "README.md", "brew install ffmpeg", "hold", "system", "Installs a system package.")
R(WH + "README.md", "whisper audio.flac audio.mp3 audio.wav --model turbo", "allow", "build_test",
  "Transcribes project audio files (the model is downloaded once into ~/.cache/whisper).", amb=True)
R(WH + "README.md", "whisper japanese.wav --model medium --language Japanese --task translate", "allow", "build_test",
  "Translates a project audio file.", amb=True)
R(WH + "README.md", "whisper --help", "allow", "read", "Prints help.")
R(WH + ".github/workflows/test.yml", "pip install --upgrade pre-commit", "hold", "system", "pip install with no virtual environment visible.", amb=True)
R(WH + ".github/workflows/test.yml", "conda install -n test ffmpeg python=${{ matrix.python-version }}", "hold", "system",
  "Installs packages into a named conda environment outside the project. Version filled.", fill="conda install -n test ffmpeg python=3.9", amb=True)
R(WH + ".github/workflows/test.yml", "pytest --durations=0 -vv -k 'not test_transcribe or test_transcribe[tiny] or test_transcribe[tiny.en]' -m 'not requires_cuda'",
  "allow", "build_test", "Runs the project's tests.")
R(WH + ".github/workflows/test.yml", "git fetch origin ${{ github.base_ref }}", "allow", "vcs_local", "Fetches a branch. Branch filled.",
  fill="git fetch origin main")
R(WH + ".github/workflows/python-publish.yml", "python -m pip install --upgrade pip", "hold", "system",
  "Upgrades pip in the current Python (no virtual environment visible).", amb=True)

# ---- Ansible: mac-dev-playbook ----
R(MP + "README.md", "ansible-galaxy install -r requirements.yml", "hold", "outside_project",
  "Installs roles and collections into ~/.ansible (outside the project).", amb=True)
R(MP + "README.md", "ansible-playbook main.yml --ask-become-pass", "hold", "system",
  "Runs the playbook against the machine with sudo: installs apps and changes system settings.")
R(MP + "README.md", "ansible-playbook main.yml -K --tags \"dotfiles,homebrew\"", "hold", "system",
  "The same playbook limited to dotfiles and Homebrew (still writes the home folder and installs packages).")
R(MP + "README.md", "brew doctor", "allow", "read", "Checks the Homebrew installation (reports only).")
R(MP + "README.md", "sudo systemsetup -setremotelogin on", "hold", "privilege", "Turns on the SSH server with sudo.")
R(MP + "README.md", "sudo pip3 install --upgrade pip", "hold", "privilege", "Upgrades the system pip with sudo.")
R(MP + ".github/workflows/ci.yml", "yamllint .", "allow", "build_test", "Lints the project's YAML.")
R(MP + ".github/workflows/ci.yml", "ansible-lint", "allow", "build_test", "Lints the playbook.")
R(MP + ".github/workflows/ci.yml", "tests/uninstall-homebrew.sh", "hold", "system",
  "A project script, but one that uninstalls Homebrew from the machine (the CI runner's set-up step).", amb=True)
R(MP + ".github/workflows/ci.yml", "sudo rm -rf /Applications/Firefox.app", "hold", "destructive", "Deletes an installed application with sudo.")
R(MP + ".github/workflows/ci.yml", "cp tests/config.yml ./config.yml", "allow", "local_write",
  "Copies a project file over another project file (config.yml is git-ignored and user-specific in this playbook; here it is the test one).", amb=True)
R(MP + ".github/workflows/ci.yml", "ansible-playbook main.yml --syntax-check", "allow", "build_test", "Checks the playbook's syntax; nothing runs.")
R(MP + ".github/workflows/ci.yml", "tail ${idempotence} | grep -q 'changed=0.*failed=0' && (echo 'Idempotence test: pass' && exit 0) || (echo 'Idempotence test: fail' && exit 1)",
  "allow", "read", "Checks a log file in /tmp for a result. Variable filled with mktemp's name.",
  fill="tail /tmp/tmp.W1sXk9Qe2P | grep -q 'changed=0.*failed=0' && (echo 'Idempotence test: pass' && exit 0) || (echo 'Idempotence test: fail' && exit 1)")
R(MP + "full-mac-setup.md", "ln -s /Users/jgeerling/Dropbox/Apps/Config/.aliases /Users/jgeerling/.aliases", "hold", "outside_project",
  "Creates a dotfile link in the home folder that the shell sources. Home mapped.",
  fill="ln -s /home/dev/Dropbox/Apps/Config/.aliases /home/dev/.aliases")
R(MP + "full-mac-setup.md", "ln -s /Users/jgeerling/Dropbox/Apps/Config/ansible/galaxy_token /Users/jgeerling/.ansible/galaxy_token", "hold", "credentials",
  "Places an API token where Ansible Galaxy reads it. Home mapped.",
  fill="ln -s /home/dev/Dropbox/Apps/Config/ansible/galaxy_token /home/dev/.ansible/galaxy_token")
R(MP + "full-mac-setup.md", "sudo ln -s /Users/jgeerling/Dropbox/Apps/Config/ssh/config ~/.ssh/config", "hold", "privilege",
  "Replaces the SSH client configuration with a link, with sudo. Home mapped.",
  fill="sudo ln -s /home/dev/Dropbox/Apps/Config/ssh/config ~/.ssh/config")
R(MP + "full-mac-setup.md", "cp ~/Dropbox/Apps/Config/Fonts/* ~/Library/Fonts/", "hold", "outside_project", "Copies files into the user's font folder.")
R(MP + "full-mac-setup.md", "curl https://raw.githubusercontent.com/tpope/vim-pathogen/master/autoload/pathogen.vim > pathogen.vim", "allow", "local_write",
  "Downloads a file into the current (project) folder; nothing runs.", amb=True)
R(MP + "full-mac-setup.md", "mkdir -p ~/.vim/autoload", "hold", "outside_project", "Creates folders in the home folder's vim set-up.", amb=True)

# ---- Swift: The Composable Architecture ----
R(TC + "Makefile", "swift build -q -c release --target ComposableArchitecture -Xswiftc -emit-module-interface -Xswiftc -enable-library-evolution",
  "allow", "build_test", "Builds the library.")
R(TC + "Makefile", "find . -path '*/Documentation.docc' -prune -o -name '*.swift' -not -path '*/.*' -print0 | xargs -0 xcrun swift-format --ignore-unparsable-files --in-place",
  "allow", "local_write", "Formats the project's Swift files in place.")
R(TC + "Makefile", "xcrun simctl boot $(PLATFORM_ID)", "allow", "build_test", "Boots an iOS simulator for the tests. UDID filled.",
  fill="xcrun simctl boot 5C1E8A52-6F3B-4D0A-9C1B-2E7F3A9D4B61", amb=True)
R(TC + "Makefile", "xcrun simctl list --json devices available '$(1)' | jq -r '[.devices|to_entries|sort_by(.key)|reverse|.[].value|select(length > 0)|.[0]][0].udid'",
  "allow", "read", "Lists simulators and picks one's id. Make argument filled.",
  fill="xcrun simctl list --json devices available 'iPhone' | jq -r '[.devices|to_entries|sort_by(.key)|reverse|.[].value|select(length > 0)|.[0]][0].udid'")
R(TC + ".github/workflows/ci.yml", "sudo xcode-select -s /Applications/Xcode_${{ matrix.xcode }}.app", "hold", "privilege",
  "Switches the machine's active Xcode with sudo. Version filled.", fill="sudo xcode-select -s /Applications/Xcode_16.4.app")
R(TC + ".github/workflows/ci.yml", "brew update && brew upgrade xcbeautify", "hold", "system", "Updates Homebrew and upgrades a package.")
R(TC + ".github/workflows/ci.yml", "xcrun simctl list devices available", "allow", "read", "Lists simulators.")
R(TC + ".github/workflows/ci.yml", "defaults write com.apple.dt.XCBuild IgnoreFileSystemDeviceInodeChanges -bool YES", "hold", "outside_project",
  "Changes a user default of Xcode's build system.", amb=True)
R(TC + ".github/workflows/ci.yml",
  "make XCODEBUILD_ARGUMENT=\"${{ matrix.command }}\" CONFIG=Debug PLATFORM=\"${{ matrix.platform }}\" WORKSPACE=.github/package.xcworkspace xcodebuild",
  "allow", "build_test", "Runs the project's Make target for xcodebuild tests. Matrix values filled.",
  fill="make XCODEBUILD_ARGUMENT=\"test\" CONFIG=Debug PLATFORM=\"IOS\" WORKSPACE=.github/package.xcworkspace xcodebuild")
R(TC + ".github/workflows/ci.yml", "make DERIVED_DATA_PATH=~/.derivedData SCHEME=\"SyncUps\" xcodebuild-raw", "allow", "build_test",
  "Builds an example app (build products under ~/.derivedData, a build cache).", amb=True)
R(TC + ".github/workflows/format.yml", "make format", "allow", "local_write", "Runs the project's formatter.")
