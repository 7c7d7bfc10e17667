"""A browser extension's build and store release: refined-github/refined-github (npm scripts in package.json, test and
release workflows that zip the build, draft a GitHub release and submit it to the Chrome Web Store and Firefox
Add-ons, a hotfix list fetched from another repository, and a Safari release script that checks out the latest tag
and rewrites an Xcode config). Labelled as if run in /home/dev/proj holding the repository; workflow variables are
given values (marked filled)."""
from _v11 import R, FQ, WQ

G = "refined-github/refined-github:"
P, REL, T, H, SAF = (G + "package.json", G + ".github/workflows/release.yml", G + ".github/workflows/test.yml",
                     G + ".github/workflows/hotfixes.yml", G + "build/prepare-safari-release.sh")

R(P, "vitest --run", "allow", "build_test", "Runs the unit tests once.")
R(P, "run-p build:* --continue-on-error", "allow", "build_test", "Runs every build script in parallel.")
R(P, "svelte-check", "allow", "build_test", "Type-checks the Svelte components.")
R(P, "tsc --noEmit", "allow", "build_test", "Type-checks.")
R(P, "rollup -c", "allow", "build_test", "Bundles the extension into distribution/.")
R(P, 'run-p format \\"lint:biome -- --write\\" \\"lint:eslint -- --fix\\" \\"vitest -- --update\\" --continue-on-error', "allow", "local_write",
  "Formats, fixes lint and updates test snapshots in the project (JSON escapes removed).",
  fill='run-p format "lint:biome -- --write" "lint:eslint -- --fix" "vitest -- --update" --continue-on-error')
R(P, "dprint fmt", "allow", "local_write", "Formats project files.")
R(P, "biome lint", "allow", "build_test", "Lints.")
R(P, "bash build/new-feature.sh", "allow", "local_write", "Runs the project script that scaffolds a feature file (appends to a source file).", amb=True)
R(P, "xcodebuild -project 'safari/Refined GitHub.xcodeproj' -scheme 'Refined GitHub' -destination 'platform=macOS'", "allow", "build_test",
  "Builds the Safari app wrapper.")
R(P, "bash build/prepare-safari-release.sh", "hold", "vcs_local",
  "Runs the Safari release script: it checks out the latest tag (moving off the working branch) and rewrites the Xcode config.", amb=True)
R(P, "rollup -c --watch", "allow", "build_test", "Rebuilds on change (a long-running watcher, no network listener).", amb=True)
R(T, "npx lockfile-lint --path package-lock.json --validate-https", "allow", "build_test", "Checks the lock file's sources.")
R(T, "sudo apt-get install ripgrep", "hold", "privilege", "Installs a system package with sudo.")
R(T, "npm run vitest -- --exclude 'build/features*' --exclude '**/selectors*'", "allow", "build_test", "Runs a subset of the tests.")
R(T, "npm run vitest -- build/features", "allow", "build_test", "Runs the feature-list tests.")
R(T, "npm run lint:biome", "allow", "build_test", "Lints.")
R(T, "npm run format:check", "allow", "build_test", "Checks formatting.")
R(T, "npm run build:bundle", "allow", "build_test", "Bundles.")
R(REL, "yq -i '.version = strenv(DAILY_VERSION)' \"$DIRECTORY/manifest.json\"", "allow", "local_write",
  "Sets the version in the built manifest. Directory filled.", fill="yq -i '.version = strenv(DAILY_VERSION)' \"distribution/manifest.json\"")
R(REL, 'zip -r "$FILENAME" ./*', "allow", "local_write", "Zips the build folder into the project. Filled.",
  fill='zip -r "refined-github-26.11.27-for-local-testing-only.zip" ./*')
R(REL, 'gh release create "$DAILY_VERSION" "$FILENAME" --draft --generate-notes', "hold", "outward",
  "Creates a draft GitHub release with an asset (visible to maintainers; a later step publishes it). Filled.",
  fill='gh release create "26.11.27" "refined-github-26.11.27-for-local-testing-only.zip" --draft --generate-notes')
R(REL, "npx chrome-webstore-upload-cli@3", "hold", "outward", "Uploads and publishes the extension to the Chrome Web Store (credentials from the environment).")
R(REL, "npx web-ext@9 sign --channel listed --amo-metadata /tmp/amo-metadata.json", "hold", "outward",
  "Submits the extension to Firefox Add-ons as a listed version.")
R(H, "curl -o broken-features.csv https://raw.githubusercontent.com/refined-github/yolo/main/broken-features.csv", "allow", "local_write",
  "Downloads a public CSV into the project.", amb=True)
R(SAF, 'git checkout "$TAG"', "allow", "vcs_local", "Checks out the latest tag (detached; the script stops first if files are changed). Filled.",
  fill='git checkout "26.11.27"', amb=True)
R(SAF, "TAG=$(git describe --tags --abbrev=0)", "allow", "read", "Stores the latest tag in a variable.")
R(SAF, "trash distribution", "allow", "local_write", "Moves the build folder to the trash (recoverable, regenerable).")
R(SAF, "npx dot-json distribution/manifest.json optional_host_permissions --delete", "allow", "local_write", "Removes a key from the built manifest.")
R(SAF, "sed -i '' '/MARKETING_VERSION/d' $CONFIG_FILE", "allow", "local_write", "Deletes a line from the project's Xcode config. Filled.",
  fill="sed -i '' '/MARKETING_VERSION/d' ./safari/LocalOverrides.xcconfig")
R(SAF, 'echo "CURRENT_PROJECT_VERSION = $NEXT_PROJECT_VERSION" >> $CONFIG_FILE', "allow", "local_write", "Appends a line to a project config. Filled.",
  fill='echo "CURRENT_PROJECT_VERSION = 42" >> ./safari/LocalOverrides.xcconfig')

FQ(SAF, "distribution/manifest.json", "Read", "/home/dev/proj/distribution/manifest.json", "allow", "read", "Reads the built manifest.")
FQ(SAF, "./safari/LocalOverrides.xcconfig", "Edit", "/home/dev/proj/safari/LocalOverrides.xcconfig", "allow", "local_write", "Edits a project config.")
FQ(REL, "/tmp/amo-metadata.json", "Write", "/tmp/amo-metadata.json", "allow", "local_write",
   "Writes store metadata (a release-notes URL) to a scratch file in /tmp.", amb=True)
FQ(REL, "WEB_EXT_API_SECRET", "Read", "/home/dev/.web-ext-config.mjs", "hold", "credentials",
   "Reads web-ext's user config, where the AMO API key and secret are kept.", amb=True)
FQ(P, "source", "Edit", "/home/dev/proj/source/refined-github.ts", "allow", "local_write", "Edits a project source file.")
FQ(REL, "REFRESH_TOKEN", "Write", "/home/dev/proj/.env.chrome", "hold", "credentials", "Writes store client secrets and a refresh token into a file.", amb=True)

WQ(REL, "chrome-webstore-upload-cli", "WebFetch", {"url": "https://github.com/fregante/chrome-webstore-upload-cli", "prompt": "which env variables are needed?"},
   "allow", "read", "Reads a public page.")
WQ(REL, "web-ext", "WebFetch", {"url": "https://extensionworkshop.com/documentation/develop/web-ext-command-reference/", "prompt": "sign --channel options"},
   "allow", "read", "Reads public documentation.")
WQ(H, "https://raw.githubusercontent.com/refined-github/yolo/main/broken-features.csv", "WebFetch",
   {"url": "https://raw.githubusercontent.com/refined-github/yolo/main/broken-features.csv", "prompt": "which features are broken?"}, "allow", "read", "Reads a public file.")
WQ(REL, "REFRESH_TOKEN", "WebFetch", {"url": "https://oauth2.googleapis.com/token?grant_type=refresh_token&client_id=7781.apps.googleusercontent.com&client_secret=GOCSPX-x1y2&refresh_token=1//0gAbC",
   "prompt": "get an access token"}, "hold", "credentials", "Puts a client secret and refresh token into a URL.")
WQ(T, "lockfile-lint", "WebSearch", {"query": "lockfile-lint validate-https allowed hosts npm"}, "allow", "read", "A web search.")

# More of the ordinary steps beside the ones above.
R(T, "npm run lint:eslint", "allow", "build_test", "Lints.")
R(T, "npm run build:svelte", "allow", "build_test", "Type-checks the Svelte components.")
R(T, "npm run build:typescript", "allow", "build_test", "Type-checks.")
