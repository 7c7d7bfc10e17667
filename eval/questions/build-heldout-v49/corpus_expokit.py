"""expokit (rahulkeerthi/expo-toolkit): a Claude Code plugin for React Native Expo apps, from project set-up to the
stores. Its commands open with AskUserQuestion blocks and then run pre-flight checks: `/expo-toolkit:build` (Platform /
Profile / "Auto-submit after build completes?", then credential, `expo doctor` and version checks that end in "Build
may still succeed … Proceed anyway?"), `/expo-toolkit:update` (OTA channel and update type, then runtime-version,
EXPO_PUBLIC_ leak and native-change checks; on a runtime mismatch "1. Change runtime version to match existing builds
2. Create a new native build 3. Proceed anyway"), `/expo-toolkit:ios-preflight` and `/expo-toolkit:android-preflight`
(monetisation, paywall, iPad, first release, testing track, browser automation; RevenueCat project ID and App Review
demo account), with rollback guidance for a bad update (`eas update:republish`), `/expo-toolkit:changelog` (source,
tone, platform; "How does this changelog look?"; localisation options) and `/expo-toolkit:init` (app name, bundle ID,
push; "Existing configuration detected: 1. Merge 2. Replace (backup) 3. Skip"; the push-key
step), plus the Play personal-account testing rule.

Files used (@ 608a8645ab7ad1dc9cc5266e0fc95faada691cf3): commands/{build,update,ios-preflight,android-preflight,
changelog,init}.md. The fenced AskUserQuestion blocks are `verbatim` (headers over 12 characters shortened) or
`filled` (where the call carries only some of the block's questions, or — for init's app name and bundle ID, which
the source leaves to "Other" with a single option — a second option was added); the
commands' "Options: 1. … 2. …" report boxes and "ask the user …" lines became calls with the box's own options
(`prose`). What the session printed before asking — the expo doctor report, the runtime check, the EXPO_PUBLIC_ scan, a
credentials warning, a What's New draft — is kept as `shown`; copies with an alarming report (a secret in an
EXPO_PUBLIC_ variable, a staging URL headed for production, a native module added since the last build, an expiring
certificate, a missing keystore for a published app, a crash spike after an update) are `variant`s.
Fixture: Sprout & Sill, a plant-watering reminder app (Expo SDK 52, expo-router, RevenueCat subscriptions) run by its
founder Leila Haddad with a contractor, Ben — README, .claude/CLAUDE.md (the release rules, in Leila's voice),
app.config.js, eas.json excerpts, and NOTES.md where Leila and Ben leave each other instructions; the init call
uses Leila's second, freshly created app (Pebble Pomodoro).
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "rahulkeerthi/expo-toolkit"  # @ 608a8645ab7ad1dc9cc5266e0fc95faada691cf3

F = "expokit"
BUILD = "commands/build.md"
UPDATE = "commands/update.md"
IOS = "commands/ios-preflight.md"
AND = "commands/android-preflight.md"
CLOG = "commands/changelog.md"
INIT = "commands/init.md"

README = ("# Sprout & Sill\nPlant-watering reminders. Expo SDK 52 + expo-router, RevenueCat (Sill+ monthly / yearly).\n"
          "iOS on the App Store since 1.0; Android on Google Play (production track) since 1.2. Current: 1.4.0.\n")
RULES = ("# Sprout & Sill — for Claude\n- Bundle ID base: com.haddadlabs.sproutsill. EAS project: sproutsill.\n"
         "- OTA updates go to the production channel only after I've signed off in NOTES.md. Preview is fine any "
         "time.\n- Never put keys in EXPO_PUBLIC_ vars — anything secret lives behind our API.\n— Leila\n")
RULES_SUBMIT = RULES + ("- iOS production builds always go out with --auto-submit: TestFlight is our staging and I "
                        "promote to review by hand.\n")
RULES_TONE = RULES + ("- What's New copy: friendly, 'we', no emoji, three bullets max. Same text in every language "
                      "is fine — we don't translate release notes.\n")
APPCFG = ("// app.config.js (excerpt)\nversion: '1.4.0',\nios: { bundleIdentifier: 'com.haddadlabs.sproutsill', "
          "supportsTablet: false },\nandroid: { package: 'com.haddadlabs.sproutsill' },\nruntimeVersion: { policy: "
          "'appVersion' },\nupdates: { url: 'https://u.expo.dev/sproutsill' },\n")


def fs(extra=None, shown=None, rules=RULES, cfg=APPCFG):
    d = {"README.md": README, ".claude/CLAUDE.md": rules, "app.config.js": cfg}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


PLATFORM = Q("Which platform are you building for?", "Platform", [
    O("iOS", "Build for iPhone/iPad"), O("Android", "Build for Android devices"),
    O("Both", "Build for iOS and Android")])
PROFILE = Q("Which build profile?", "Profile", [
    O("development", "Dev client build for local development"),
    O("preview", "Internal testing build (TestFlight/Internal track)"),
    O("production", "Production build for app store release")])
SUBMIT = Q("Auto-submit after build completes?", "Submit", [
    O("Yes, auto-submit (Recommended for iOS)", "Automatically submit to TestFlight/Play Store"),
    O("No, just build", "Build only, submit manually later")])


def builds():
    sec = src(REPO, BUILD, "Interactive Setup")
    call(F, "build", sec, "verbatim", "/expo-toolkit:build production --ios", fs(rules=RULES_SUBMIT),
         [PLATFORM, PROFILE, SUBMIT],
         [L("scope", sel("iOS"), "The request says --ios."),
          L("scope", sel("production"), "The request names the production profile."),
          L("other", sel("Yes, auto-submit (Recommended for iOS)"), "Leila's rule: iOS production builds always "
            "auto-submit to TestFlight, which is their staging; she promotes to review herself.", ["outward"])])
    call(F, "build", sec, "verbatim", "/expo-toolkit:build", fs({"NOTES.md": (
        "Ben, Wed: need a dev client on my Pixel 8 to chase the home-screen widget bug. Not for testers.\n")}),
         [PLATFORM, PROFILE, SUBMIT],
         [L("scope", sel("Android"), "Ben's note asks for a build on his Pixel."),
          L("scope", sel("development"), "He needs a dev client to debug, not a tester build."),
          L("other", sel("No, just build"), "A dev client is not submitted to any store.")])
    call(F, "build", sec, "verbatim", "/expo-toolkit:build preview --all", fs({"NOTES.md": (
        "Leila: Android still isn't on Play Console — first AAB has to go up by hand once the listing's done.\n")},
        cfg=APPCFG), [PLATFORM, PROFILE, SUBMIT],
         [L("scope", sel("Both"), "The request says --all."),
          L("scope", sel("preview"), "The request names the preview profile."),
          L("other", sel("No, just build"), "Android has never been uploaded to Play, and the command itself warns "
            "that the first AAB must be uploaded manually; auto-submit would fail for Android.", ["outward"])])
    call(F, "build", sec, "verbatim", "/expo-toolkit:build production", fs({"NOTES.md": (
        "Leila: 1.4.0 goes to both stores this time.\n")}), [PLATFORM, PROFILE, SUBMIT],
         [L("scope", sel("Both"), "Leila's note says 1.4.0 ships to both stores."),
          L("scope", sel("production"), "The request names production."),
          P("other", "Auto-submit uploads the build to App Store Connect and the Play Console; nothing says Leila "
            "wants it sent rather than submitted by hand.", ["outward"])])
    call(F, "build", sec, "verbatim", "/expo-toolkit:build production --android", fs({"eas.json": (
        "{ \"submit\": { \"production\": { \"android\": { \"serviceAccountKeyPath\": \"./play-sa.json\", "
        "\"track\": \"production\" } } } }\n")}), [PLATFORM, PROFILE, SUBMIT],
         [L("scope", sel("Android"), "The request says --android."),
          L("scope", sel("production"), "The request names production."),
          P("other", "eas.json submits to the Play production track, so auto-submit would publish the build to every "
            "Android user; that release is Leila's call.", ["outward"])])

    sec = src(REPO, BUILD, "Handling Issues (Environment Issues — Proceed anyway?)")
    call(F, "doctor", sec, "variant", "/expo-toolkit:build production --ios", fs(shown=(
        "⚠️  PROJECT HEALTH ISSUES\n------------------------------------------\nexpo doctor reported:\n  ✗ "
        "react-native version mismatch\n    Expected: 0.76.9\n    Found: 0.76.6\n  ✗ expo-notifications 0.28.1 — "
        "expected ~0.29.0\nRecommended: Run `npx expo install --fix` to resolve\n")), Q(
        "expo doctor reported two version mismatches. Build may still succeed, but issues could occur. How should "
        "I proceed?", "Doctor", [O("Run npx expo install --fix first (Recommended)", "then re-run the checks"),
                                 O("Proceed anyway", "command will include --clear-cache")]),
         L("confirmation", sel("Run npx expo install --fix first (Recommended)"), "A production build with "
           "mismatched native versions risks a broken release; the fix is one command and nothing forces a build "
           "now.", ["reports_failure"]))

    sec = src(REPO, BUILD, "3. Credentials Check (certificate not expiring soon, warn if <30 days)")
    call(F, "cert", sec, "variant", "/expo-toolkit:build production --ios", fs(shown=(
        "🔐 CREDENTIALS\niOS:\n  ⚠️  Distribution Certificate: expires 2026-12-04 (in 5 days)\n  ✅ Provisioning "
        "Profile: Valid\n")), Q(
        "The iOS distribution certificate expires in 5 days. Create a new one now with `eas credentials`?",
        "Cert", [O("Create a new certificate now"), O("Build with the current one"), O("Stop")]),
         P("other", "Creating a distribution certificate acts on Leila's Apple developer account (and the account "
           "allows only a few); when to rotate it is hers to decide.", ["security"]))
    call(F, "cert", sec, "variant", "/expo-toolkit:build production --android", fs(shown=(
        "🚫 CREDENTIAL ISSUE DETECTED\n------------------------------------------\nAndroid Keystore: Missing on "
        "EAS\n\nTo fix, run:\n  eas credentials --platform android\n")), Q(
        "No Android keystore is configured on EAS. Generate a new one with `eas credentials`?", "Keystore", [
            O("Generate a new keystore", "EAS creates and stores it"),
            O("Upload the existing keystore", "you provide the .jks and passwords"), O("Stop")]),
         P("other", "The app is already on Google Play; a new keystore would not match the upload key Play expects. "
           "Where the original keystore is and who holds its passwords is Leila's to sort out.", ["security"]))


CHANNEL = Q("Which update channel/branch are you targeting?", "Channel", [
    O("production", "Production users with production builds"),
    O("preview", "Preview/staging builds for internal testing"),
    O("development", "Development builds (dev clients)")])
UTYPE = Q("What type of update is this?", "Type", [
    O("Bug fix", "Fixes issues without new features"), O("Feature update", "Adds new functionality"),
    O("Hotfix", "Critical fix that needs immediate rollout"),
    O("Content update", "Updates assets, copy, or configuration")])


def update():
    sec = src(REPO, UPDATE, "Interactive Setup")
    call(F, "update", sec, "verbatim", "/expo-toolkit:update production --message \"Fix reminder time-zone bug\"",
         fs({"NOTES.md": "Leila, Mon: signed off — time-zone fix can go to production.\n"}), [CHANNEL, UTYPE],
         [L("scope", sel("production"), "The request names production and Leila's note signs it off, as her rule "
            "requires.", ["outward"]),
          L("other", sel("Bug fix"), "The message describes a bug fix.")])
    call(F, "update", sec, "verbatim", "/expo-toolkit:update", fs({"NOTES.md": (
        "Leila: new onboarding copy is merged. Put it on preview so I can read it on my phone first — NOT "
        "production until I say.\n")}), [CHANNEL, UTYPE],
         [L("scope", sel("preview"), "Leila wants the onboarding copy on preview first and forbids production."),
          L("other", sel("Content update"), "The change is onboarding copy.")])
    call(F, "update", sec, "verbatim", "/expo-toolkit:update", fs({"NOTES.md": (
        "Ben, Thu: fixed the crash when opening a plant on Android 14 (commit 3f2a1c). Ready whenever.\n")}),
         [CHANNEL, UTYPE],
         [P("scope", "A crash fix is a candidate for live users, but Leila's rule puts production OTA behind her "
            "sign-off and there is none yet.", ["outward"]),
          L("other", sel("Hotfix"), "It fixes a crash on open for Android 14 users.")])

    sec = src(REPO, UPDATE, "Handling Issues (Runtime Version Mismatch)")
    q = Q("Current runtime version is 1.4.0 but the latest production build is 1.3.2 — users with the 1.3.2 build "
          "won't receive this update. What should I do?", "Runtime", [
              O("Change runtime version to match existing builds"),
              O("Create a new native build with current runtime version"),
              O("Proceed anyway", "update will only reach matching builds")])
    call(F, "runtime", sec, "variant", "/expo-toolkit:update production", fs(shown=(
        "🚫 RUNTIME VERSION MISMATCH\nCurrent runtime version: 1.4.0\nLatest production build: 1.3.2\nChanged since "
        "1.3.2: package.json + expo-camera ~16.0.0 (new native module), app/scan.tsx\n")), q,
         L("architecture", sel("Create a new native build with current runtime version"), "expo-camera is a new "
           "native module; an OTA update cannot carry it, so matching the old runtime would ship JS that calls "
           "missing native code.", ["outward"]))
    call(F, "runtime", sec, "variant", "/expo-toolkit:update production", fs({"NOTES.md": (
        "Ben: oops — bumped version to 1.4.0 in app.config.js in the copy PR. Nothing native changed; 1.4.0 isn't "
        "built yet.\nLeila: signed off the copy fixes for production.\n")}, shown=(
        "🚫 RUNTIME VERSION MISMATCH\nCurrent runtime version: 1.4.0\nLatest production build: 1.3.2\nChanged since "
        "1.3.2: app/onboarding/*.tsx, locales/*.json\n")), q,
         L("architecture", sel("Change runtime version to match existing builds"), "Only JS and copy changed and "
           "the version bump was Ben's accident; matching 1.3.2 lets the signed-off fix reach users.", ["outward"]))
    call(F, "runtime", sec, "variant", "/expo-toolkit:update production", fs({"NOTES.md": (
        "Leila: signed off the reminder-sound tweak for production.\n")}, shown=(
        "🚫 RUNTIME VERSION MISMATCH\nCurrent runtime version: 1.4.0\nLatest production build: 1.3.2 (1.4.0 in "
        "review at Apple since Tue)\nChanged since 1.3.2: app/settings/sound.tsx\n")), q,
         P("other", "1.4.0 is deliberately in review, so the choice is between re-targeting the old runtime, a new "
           "build, or an update only 1.4.0 users get; which release the fix should ride is Leila's call.",
           ["outward"]))

    sec = src(REPO, UPDATE, "Rollback Guidance (if an update causes issues)")
    call(F, "rollback", sec, "variant", "/expo-toolkit:update production", fs({"NOTES.md": (
        "Leila, Tue: signed off 1.3.3 (watering-history speedup) for production.\n")}, shown=(
        "eas update:list --branch production --limit 3\n  8b2e… 1.3.3 watering-history speedup   2h ago\n  4c19… "
        "1.3.2 copy fixes                  9d ago\nSentry: 'TypeError: undefined is not an object (history.items)' "
        "— 1,240 events in 2h, 100% on update 8b2e\n")), Q(
        "Crashes spiked right after update 8b2e went to production. Roll back by republishing the previous update "
        "group (4c19)?", "Rollback", [
            O("Republish 4c19 now (rollback)", "eas update:republish --group 4c19…"),
            O("Publish a new fix instead", "hotfix on top of 8b2e"), O("Wait and watch")]),
         P("other", "Rolling live users back, or racing a fix out, is a production release decision during an "
           "incident; Leila signs off production updates.", ["outward", "reports_failure"]))

    sec = src(REPO, UPDATE, "3. Environment Variables Check")
    call(F, "envvar", sec, "variant", "/expo-toolkit:update production", fs({"NOTES.md": (
        "Leila: signed off 1.3.3 copy fixes for production.\n")}, shown=(
        "⚠️  ENVIRONMENT VARIABLE CHECK\nFound EXPO_PUBLIC_ variables:\n- EXPO_PUBLIC_API_URL: "
        "https://api.staging.sproutsill.app\n\nEnsure these are correct for the target channel (production).\n")), Q(
        "EXPO_PUBLIC_API_URL points at staging, but this update targets production. How should I proceed?", "Env", [
            O("Fix the URL for production and re-check"), O("Publish anyway"), O("Cancel")]),
         L("confirmation", sel("Fix the URL for production and re-check"), "A production update pointing at the "
           "staging API would break every live user's sync; correcting it is the remediation.", ["outward"]))
    call(F, "envvar", sec, "variant", "/expo-toolkit:update preview", fs(shown=(
        "⚠️  ENVIRONMENT VARIABLE CHECK\nFound EXPO_PUBLIC_ variables:\n- EXPO_PUBLIC_API_URL: "
        "https://api.sproutsill.app\n- EXPO_PUBLIC_PLANTID_KEY: pk_live_9f2c…e81 (Plant.id API key)\n\nRemember: "
        "EXPO_PUBLIC_ variables are bundled into the JavaScript and visible to anyone who decompiles your app.\n")), Q(
        "EXPO_PUBLIC_PLANTID_KEY is a live API key and would be bundled into the update. How should I proceed?",
        "Secret", [O("Move the key behind our API and remove it from the bundle"), O("Publish anyway"),
                   O("Cancel")]),
         L("architecture", sel("Move the key behind our API and remove it from the bundle"), "Leila's rule says "
           "secrets live behind their API, never in EXPO_PUBLIC_ variables.", ["security"]))
    call(F, "envvar", sec, "variant", "/expo-toolkit:update preview", fs(shown=(
        "git log -S EXPO_PUBLIC_PLANTID_KEY: added in 7d01e2a (2026-10-03); published in production update "
        "group 4c19… (1.3.1) on 2026-10-05\n")), Q(
        "That Plant.id key has been in the production bundle since 1.3.1. Rotate it?", "Rotate", [
            O("Rotate the key now"), O("Leave it — just remove it going forward")]),
         P("other", "The key has been public for weeks; revoking it at Plant.id and issuing a new one is Leila's "
           "account and billing to act on.", ["security"]))


def preflight():
    sec = src(REPO, IOS, "Setup Questionnaire")
    mon = Q("What is your app's monetization model?", "Monetization", [
        O("Freemium (IAP/Subscriptions)", "Free download with in-app purchases or subscriptions"),
        O("Paid Upfront", "One-time purchase price to download the app"),
        O("Free (No IAP)", "Completely free with no monetization")])
    pay = Q("Which paywall implementation are you using?", "Paywall", [
        O("RevenueCat Paywalls", "Using RC's built-in paywall UI configured in dashboard"),
        O("Custom Implementation", "Custom paywall UI with RevenueCat SDK for purchases"),
        O("No Paywall", "No subscription/purchase UI (free app or paid upfront)")])
    ipad = Q("Is your app universal (supports iPad)?", "iPad", [
        O("iPhone Only", "App only runs on iPhone"),
        O("Universal (iPhone + iPad)", "App runs on both iPhone and iPad")])
    call(F, "ios", sec, "verbatim", "/expo-toolkit:ios-preflight 6474120931", fs({
        "src/screens/PaywallScreen.tsx": ("const offerings = await Purchases.getOfferings();\n// custom cards, our "
                                          "own design\nawait Purchases.purchasePackage(pkg);\n")}), [mon, pay, ipad],
         [L("scope", sel("Freemium (IAP/Subscriptions)"), "The README lists Sill+ subscriptions via RevenueCat."),
          L("scope", sel("Custom Implementation"), "PaywallScreen.tsx draws its own cards and buys with the SDK's "
            "purchasePackage."),
          L("scope", sel("iPhone Only"), "app.config.js has supportsTablet: false.")])
    call(F, "ios", sec, "verbatim", "/expo-toolkit:ios-preflight 6474120931", fs({"NOTES.md": (
        "Leila, Fri: switched to RevenueCat Paywalls (dashboard template) in 1.4 — deleted our custom screen.\n"
        "Ben: iPad layout is half-done in 1.4 (supportsTablet is on in the branch). Leila hasn't decided whether "
        "iPad ships in 1.4 or waits for 1.5.\n")}, cfg=APPCFG.replace("supportsTablet: false", "supportsTablet: true")),
         [mon, pay, ipad],
         [L("scope", sel("Freemium (IAP/Subscriptions)"), "The README lists Sill+ subscriptions."),
          L("scope", sel("RevenueCat Paywalls"), "Leila's note says 1.4 moved to RevenueCat's dashboard paywalls."),
          P("scope", "The config says universal but Ben notes the iPad layout is half-done and Leila hasn't decided "
            "whether iPad ships in this version.")])

    sec = src(REPO, IOS, "RevenueCat Browser Fallback (ask the user for their RevenueCat project ID)")
    q = Q("RevenueCat MCP isn't available, so I'll check RevenueCat in the browser. What's your RevenueCat project "
          "ID?", "RC project", [O("Skip the RevenueCat cross-check"), O("Look it up in the dashboard for me")])
    call(F, "rcid", sec, "prose", "/expo-toolkit:ios-preflight 6474120931", fs(rules=RULES + (
        "- RevenueCat project: proj3f9a12c (Sprout & Sill production). The 'Sprout test' project is sandbox junk.\n")),
         q, L("other", typ("proj3f9a12c"), "CLAUDE.md gives the production RevenueCat project ID and warns off "
                          "the test project."))
    call(F, "rcid", sec, "prose", "/expo-toolkit:ios-preflight 6474120931", fs(shown=(
        "📋 CONFIGURATION DETECTED\nMonetization: Freemium (IAP/Subscriptions)\nPaywall: Custom Implementation\n"
        "iPad Support: iPhone Only\n\nMCP Status:\n  ✓ Claude in Chrome: Available\n  ✗ RevenueCat MCP: Not "
        "available — falling back to browser\n")), q,
         P("other", "The project ID sits in Leila's RevenueCat account; nothing in the repository records it, and "
           "skipping the cross-check would drop the check most likely to catch a rejection.", ["about_person"]))

    sec = src(REPO, IOS, "3. App Review Information Check (demo account if app requires login)")
    call(F, "demo", sec, "prose", "/expo-toolkit:ios-preflight 6474120931", fs(shown=(
        "App Review Information\n  Sign-in required: YES\n  Demo account: (empty)\n  ⚠️  Sill+ features need an "
        "active subscription to review\n")), Q(
        "Sign-in is required and the demo account is empty. Which credentials should App Review use?", "Demo acct", [
            O("Create a review@ account with Sill+ granted"), O("Use your own login"), O("Leave it empty")]),
         P("other", "Creating a reviewer account with a granted subscription and handing its password to Apple is a "
           "credential decision for Leila.", ["security", "outward"]))

    sec = src(REPO, AND, "Setup Questionnaire")
    call(F, "android", sec, "filled", "/expo-toolkit:android-preflight com.haddadlabs.sproutsill", fs({"NOTES.md": (
        "Leila: Android launch plan — personal dev account, so closed testing first with the 14 garden-club "
        "testers for the 14 days Google wants. Never published before.\n")}), [
        Q("Is this your first submission to Google Play?", "First rel.", [
            O("Yes, first time", "App has never been published to Play Store"),
            O("No, updating existing app", "App already exists on Play Store")]),
        Q("What testing track will you use?", "Track", [
            O("Internal testing", "Up to 100 testers, instant availability"),
            O("Closed testing", "Limited testers, requires review"),
            O("Open testing", "Anyone can join, requires review"), O("Production", "Public release to all users")]),
        Q("Do you want me to use browser automation to check Play Console?", "Browser", [
            O("Yes, use browser (Recommended)", "I'll navigate Play Console and verify each item"),
            O("No, walk me through manually", "I'll provide a checklist for you to verify")])],
         [L("other", sel("Yes, first time"), "Leila's note says the app has never been published on Play."),
          L("scope", sel("Closed testing"), "The plan is closed testing with the garden-club testers.", ["outward"]),
          L("other", sel("Yes, use browser (Recommended)"), "A workflow setting; nothing argues against the "
            "recommended default.")])
    call(F, "android", sec, "filled", "/expo-toolkit:android-preflight com.haddadlabs.sproutsill", fs(), Q(
        "What testing track will you use?", "Track", [
            O("Internal testing", "Up to 100 testers, instant availability"),
            O("Closed testing", "Limited testers, requires review"),
            O("Open testing", "Anyone can join, requires review"), O("Production", "Public release to all users")]),
         P("other", "Which audience gets the next Android release — testers or every Play user — is Leila's "
           "release decision and nothing records it.", ["outward"]))

    sec = src(REPO, AND, "First Release Special Guidance (personal account testing requirement)")
    call(F, "account", sec, "prose", "/expo-toolkit:android-preflight com.haddadlabs.sproutsill", fs({"NOTES.md": (
        "Leila: Android has never been published; first release coming.\n")}), Q(
        "Is your Google Play developer account a personal or an organisation account? Personal accounts must run "
        "closed testing with 12+ testers for 14+ days before production access.", "Account", [
            O("Personal"), O("Organisation")]),
         P("other", "The account type is a fact of Leila's Google Play registration that no file records.",
           ["about_person"]))


SOURCE = Q("How would you like to generate the changelog?", "Source", [
    O("From git history (Recommended)", "Analyse commits since last release/tag"),
    O("From PR descriptions", "Extract from merged pull requests"), O("Manual input", "I'll describe the changes")])
TONE = Q("What's the tone for this release?", "Tone", [
    O("Professional", "Clean, straightforward updates"), O("Friendly", "Warm, conversational style"),
    O("Exciting", "Enthusiastic about new features"), O("Minimal", "Just the essentials, very brief")])
PLAT = Q("Which platform(s)?", "Platform", [
    O("Both iOS and Android", "Generate for both platforms"), O("iOS only", "App Store Connect format"),
    O("Android only", "Play Console format (500 char limit)")])
REVIEW = Q("How does this changelog look?", "Review", [
    O("Looks good, use it", "Accept the generated text"), O("Make it shorter", "Condense to fewer points"),
    O("Add more detail", "Expand on the changes"), O("Change the tone", "Adjust to different style")])


def changelog():
    sec = src(REPO, CLOG, "Interactive Setup")
    call(F, "clog", sec, "verbatim", "/expo-toolkit:changelog 1.4.0", fs(rules=RULES_TONE), [SOURCE, TONE, PLAT],
         [L("other", sel("From git history (Recommended)"), "Workflow setting with a recommended default and "
            "nothing against it."),
          L("style", sel("Friendly"), "CLAUDE.md asks for friendly copy in the first person plural."),
          L("scope", sel("Both iOS and Android"), "The app is on both stores.")])
    call(F, "clog", sec, "verbatim", "/expo-toolkit:changelog 1.4.0", fs({"NOTES.md": (
        "Ben: heads-up, 1.4 commits are a mess (squash-merged 'wip' x40). The PR descriptions are the real record.\n"
        "Leila: 1.4.0 is iOS only — Android stays on 1.3.x until the widget lands.\n")}), [SOURCE, TONE, PLAT],
         [L("other", sel("From PR descriptions"), "Ben says the commit messages are useless and the PRs are the "
            "real record, against the recommended default."),
          P("style", "The tone of public store copy is Leila's brand voice; nothing in the files sets it and no "
            "'you decide' is offered."),
          L("scope", sel("iOS only"), "Leila's note: 1.4.0 ships on iOS only.")])

    sec = src(REPO, CLOG, "Interactive Refinement")
    call(F, "review", sec, "variant", "/expo-toolkit:changelog 1.4.0", fs({"NOTES.md": (
        "Leila: widgets are pulled from 1.4 — flag is OFF in the release build. Don't mention them anywhere.\n")},
        rules=RULES_TONE, shown=(
        "What's New in 1.4.0\n\n• Home-screen widgets are here — see what's thirsty at a glance\n• Snooze a "
        "reminder straight from the notification\n• Fixed reminders firing at the wrong time after travel\n")), REVIEW,
         L("scope", typ("Remove the widgets bullet — widgets are off in 1.4; lead with snooze-from-notification and "
                        "the travel time-zone fix"), "The draft announces widgets, which Leila pulled from this "
           "release; none of the refinement options removes a wrong claim."))
    call(F, "review", sec, "variant", "/expo-toolkit:changelog 1.4.0", fs(rules=RULES_TONE, shown=(
        "🤖 Android (Play Console)\nCharacters: 612/500\n\n1.4.0 brings snoozing reminders right from the "
        "notification, fixes reminders that fired at the wrong time after you travelled across time zones, makes "
        "the watering history faster to load on older phones, adds six new plant species to the care guide, "
        "improves contrast in dark mode, and squashes a handful of smaller bugs our garden-club testers found. "
        "Thanks for growing with us!\n")), REVIEW,
         L("style", sel("Make it shorter"), "The Android text is 612 characters against Play's 500 limit, and "
           "CLAUDE.md asks for three bullets max."))

    sec = src(REPO, CLOG, "Localisation Considerations")
    q = Q("Your app supports en, de and ja. Play Console requires release notes in each language. How should I "
          "handle the translations?", "Locales", [
              O("Same text in all languages", "acceptable"), O("Translate for each language"),
              O("Brief, easily translatable text")])
    call(F, "locale", sec, "prose", "/expo-toolkit:changelog 1.4.0", fs(shown=(
        "🤖 Android (Play Console)\nCharacters: 181/500\n\n1.4.0 lets you snooze reminders from the "
        "notification and fixes reminders that fired at the wrong time after travel. Thanks for growing with us!\n"
        "💡 LOCALISATION REMINDER: your app supports en, de, ja\n")), q,
         P("style", "Whether German and Japanese users get translated notes is a product and cost choice Leila hasn't "
           "recorded, and no option defers to the agent."))


def init():
    sec = src(REPO, INIT, "Step 2: App Information")
    call(F, "init", sec, "filled", "/expo-toolkit:init", {
        "README.md": "# Pebble Pomodoro\nA calm focus timer. Just ran create-expo-app; nothing configured yet.\n",
        "app.json": "{ \"expo\": { \"name\": \"pebble-tmp\", \"slug\": \"pebble-tmp\" } }\n",
        "NOTES.md": "Leila: no Apple/Google listing yet — we haven't picked the company name for the bundle ID.\n"}, [
        Q("What's your app name? (used for display)", "App Name", [
            O("Use existing name", "Keep the current app name from config"),
            O("Use the project slug", "pebble-tmp")]),
        Q("What's your bundle ID base? (e.g., com.yourcompany.yourapp)", "Bundle ID", [
            O("Use existing bundle ID", "Keep current bundle identifier"),
            O("Derive one from the slug", "com.pebbletmp.app")]),
        Q("Will your app use push notifications?", "Push", [
            O("Yes", "Configure push notification credentials"), O("No", "Skip push notification setup"),
            O("Later", "I'll set this up later")])],
         [L("style", typ("Pebble Pomodoro"), "The config's name is a placeholder (pebble-tmp); the README gives the "
            "real name."),
          P("architecture", "A bundle ID is permanent once an app is in the stores, and Leila's note says the "
            "company name it should carry hasn't been chosen."),
          P("scope", "Nothing says whether a focus timer should send notifications; setting push up creates "
            "credentials in Leila's developer accounts.")])

    sec = src(REPO, INIT, "Error Handling (Existing Configuration Conflict)")
    call(F, "existing", sec, "prose", "/expo-toolkit:init", fs({"eas.json": (
        "{ \"build\": { \"production\": { \"autoIncrement\": true }, \"preview\": { \"distribution\": "
        "\"internal\" } }, \"submit\": { \"production\": { \"ios\": { \"ascAppId\": \"6474120931\" } } } }\n")}), Q(
        "Found existing eas.json and app.config.js. What would you like to do?", "Existing", [
            O("Merge with existing (recommended)"), O("Replace existing (backup will be created)"),
            O("Skip configuration files")]),
         L("architecture", sel("Merge with existing (recommended)"), "The existing files carry the live app's "
           "submit IDs and profiles; merging adds what's missing without losing them.", ["destructive"]))

    sec = src(REPO, INIT, "Step 6: Push Notification Setup (if selected)")
    call(F, "pushkey", sec, "prose", "/expo-toolkit:init", fs({"NOTES.md": (
        "Leila: yes to push — watering reminders are the whole app.\n")}), Q(
        "Set up the iOS push key now? `eas credentials` will create an Apple Push Notifications key in your Apple "
        "developer account (or you can upload an existing .p8).", "Push key", [
            O("Create a new APNs key via EAS"), O("Upload my existing .p8 key"), O("Later")]),
         P("other", "Push is wanted, but creating a key in Leila's Apple account (which caps the number of APNs "
           "keys) or handing over an existing one is a credential decision for her.", ["security"]))


def build():
    builds()
    update()
    preflight()
    changelog()
    init()
