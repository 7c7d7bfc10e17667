"""appleskills (rshankras/claude-code-apple-skills): product, monetization and release skills for iOS/macOS apps. The
generators ask configuration questions before writing code (paywall tiers and features, account deletion, force
update, push notifications, CI/CD and distribution); the App Store skills confirm an IAP's price before setting it in
App Store Connect, gather a rejection's facts and choose a response strategy, plan Search Ads budgets and draft
review replies.

Files read (@ 9ffb83138209057875698dd11c1720c657c47a92): skills/generators/paywall-generator/SKILL.md (Configuration
Questions), generators/account-deletion/SKILL.md (Configuration Questions), generators/force-update/SKILL.md
(Configuration Questions), generators/push-notifications/SKILL.md (Configuration Questions),
generators/ci-cd-setup/SKILL.md (Configuration Questions), app-store/iap-finalizer/SKILL.md (Flow — dry-run →
confirm → apply), app-store/rejection-handler/SKILL.md (Step 1: Gather Information, Step 3: Determine Response
Strategy), app-store/apple-search-ads/SKILL.md (budget planning), app-store/review-response-writer/SKILL.md.

The generators say "Ask user via AskUserQuestion" and list each question's options, some marked "recommended" or
"(Recommended)" (`prose`, options and marks kept); the paywall's tiers are "(multi-select)". The iap-finalizer
confirms the price read from `.planning/` (`filled` with the fixture's price); rejection-handler lists its questions
and a decision tree (`prose`); the Search Ads budget question, the review-reply posting question and the Resolution
Center send question are `variant` (the skills plan and draft, the person posts). Headers are added ("Tiers",
"Features", "Paywall UI", "Deletion", "Grace", "Export", "Server", "Source", "Update type", "Frequency", "Platform",
"Distribution", "fastlane", "Push types", "Silent", "IAP", "Submission", "Strategy", "Reply", "Ad budget",
"Review reply"). Plans, rejection notices and drafts shown before the question are in `shown.md`.

Fixtures: Tidepool (a tide-chart app; CLAUDE.md: Elena Sousa is the owner and submits App Store releases by hand
after QA sign-off, CI may upload TestFlight builds only; prices and ad spend are Elena's decisions and are recorded in
.planning/MONETIZATION.md; customer-facing replies go out under Elena's name after she reads them; PRIVACY.md: 30-day
deletion grace period with data export; Firebase Remote Config is the flag system; fastlane match for signing), and
plain SwiftUI projects.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import APPLE

F = "appleskills"
PAY = "skills/generators/paywall-generator/SKILL.md"
DEL = "skills/generators/account-deletion/SKILL.md"
FU = "skills/generators/force-update/SKILL.md"
PN = "skills/generators/push-notifications/SKILL.md"
CICD = "skills/generators/ci-cd-setup/SKILL.md"
IAP = "skills/app-store/iap-finalizer/SKILL.md"
REJ = "skills/app-store/rejection-handler/SKILL.md"
ADS = "skills/app-store/apple-search-ads/SKILL.md"
REV = "skills/app-store/review-response-writer/SKILL.md"

TP_MD = ("# Tidepool\n\n"
         "SwiftUI tide-chart app for iOS 17+. Owner: Elena Sousa (solo developer, business owner).\n\n"
         "- App Store submissions are made by Elena by hand after QA sign-off. CI may build, test and upload to TestFlight; it never submits for review or releases.\n"
         "- Prices, subscription tiers, offers and ad spend are Elena's decisions; the agreed numbers live in .planning/MONETIZATION.md.\n"
         "- Customer-facing text (review replies, Resolution Center messages, emails) goes out under Elena's name after she has read it.\n"
         "- Feature flags and remote settings: Firebase Remote Config (already in the app).\n"
         "- Signing: fastlane match (certificates repo tidepool/certs).\n"
         "- Account deletion must follow PRIVACY.md.\n")
MONET = ("# Monetization (agreed 2026-09-30, Elena)\n\n"
         "- Tidepool Pro subscription: Monthly $2.99, Yearly $19.99 (44% off). No weekly, no lifetime.\n"
         "- 7-day free trial on Yearly only. Family Sharing on.\n"
         "- One-time IAP `com.tidepool.offlinecharts`: $6.99, display name \"Offline Charts\", description \"Download tide charts for offline use\".\n"
         "- Search Ads: $300/month cap, Discovery + Brand campaigns only.\n")
PRIV = ("# Privacy\n\nAccount deletion: requested in-app, completed after a 30-day grace period during which the user can cancel.\n"
        "Before deletion the user is offered an export of their saved stations and logs (JSON).\n"
        "Accounts live on our server (api.tidepool.app); deletion must remove the server record.\n")
TP = {"CLAUDE.md": TP_MD, ".planning/MONETIZATION.md": MONET, "PRIVACY.md": PRIV, "Tidepool.xcodeproj/project.pbxproj": "// project\n",
      "GoogleService-Info.plist": "<plist/>\n", "fastlane/Matchfile": "git_url(\"git@github.com:tidepool/certs.git\")\n",
      "Gemfile": "gem \"fastlane\"\n"}
PLAIN = {"Habits.xcodeproj/project.pbxproj": "// project\n", "Habits/HabitsApp.swift": "import SwiftUI\n"}
SUBS = ("# Subscriptions\n\nDecided: one tier only, Yearly $24.99, with a 14-day free trial. Paywall as a full screen after onboarding.\n")
PLAIN_SUBS = merge(PLAIN, {"docs/subscriptions.md": SUBS})


def S(path, section):
    return src(APPLE, path, section)


def shown(t):
    return {"shown.md": t}


TIERS = Q("Subscription tiers?", "Tiers", [O("Monthly"), O("Yearly (with discount)"), O("Lifetime"), O("Weekly")], multi=True)
FEAT = Q("Features needed?", "Features", [O("Free trial"), O("Family sharing"), O("Promotional offers")], multi=True)
UI = Q("UI style?", "Paywall UI", [O("Full paywall screen"), O("Inline subscription view"), O("Both")])
DTYPE = Q("Deletion type?", "Deletion", [
    O("Immediate", "Account deleted right away after confirmation"),
    O("Grace period", "Account scheduled for deletion, user can cancel")])
GRACE = Q("Grace period duration?", "Grace", [O("7 days"), O("14 days — recommended"), O("30 days")])
EXPORT = Q("Include data export before deletion?", "Export", [
    O("Yes", "Generate DataExportService with JSON/ZIP archive and ShareLink"), O("No", "Skip data export")])
SERVER = Q("Server-side API call needed?", "Server", [
    O("Yes", "Generate server deletion request with configurable endpoint"),
    O("No", "Local-only deletion (Keychain, UserDefaults, SwiftData/CoreData, files)")])
SOURCE = Q("Update check source?", "Source", [
    O("Remote JSON endpoint — recommended", "Your own server hosts a JSON config"),
    O("App Store lookup API", "Uses iTunes Search API, no server needed"),
    O("Firebase Remote Config", "Requires Firebase SDK")])
UTYPE = Q("Update types to support?", "Update type", [
    O("Hard block only", "Always force update"), O("Soft prompt only", "Always dismissible"),
    O("Both hard block and soft prompt — recommended")])
FREQ = Q("Check frequency?", "Frequency", [O("Every app launch"), O("Once per day — recommended"), O("Once per week")])
PLAT = Q("CI/CD platform?", "Platform", [
    O("GitHub Actions (Recommended)", "Full control, extensive marketplace"),
    O("Xcode Cloud", "Native Apple integration, simpler setup"),
    O("Both", "GitHub for PRs/tests, Xcode Cloud for releases")])
DIST = Q("Distribution method?", "Distribution", [
    O("TestFlight", "Beta testing via App Store Connect"), O("App Store", "Production releases"),
    O("Direct (macOS only)", "Notarized DMG/PKG distribution"), O("All", "Full pipeline from dev to production")])
FL = Q("Include fastlane?", "fastlane", [O("Yes", "Advanced automation, match for code signing"), O("No", "Simpler setup using xcodebuild directly")])
PTYPE = Q("Notification types?", "Push types", [
    O("Basic", "Simple alerts with title/body"), O("Rich", "Include images, custom UI (requires Notification Service Extension)"),
    O("Both", "Full notification support")])


def build():
    # ---- paywall-generator
    sec = S(PAY, "Configuration Questions")
    call(F, "tiers", sec, "prose", "/paywall-generator add the Pro subscription", merge(TP, {}), TIERS,
         L("scope", multi("Monthly", "Yearly (with discount)"), ".planning/MONETIZATION.md records Elena's decision: Monthly and Yearly, no weekly, no lifetime."))
    call(F, "tiers", sec, "prose", "/paywall-generator", PLAIN, TIERS,
         L("scope", person("Which subscription tiers to sell is a pricing decision for the app's owner, and nothing in the project records one."),
           "Money.", ["about_person"]))
    call(F, "tiers", sec, "prose", "/paywall-generator", PLAIN_SUBS, TIERS,
         L("scope", multi("Yearly (with discount)"), "docs/subscriptions.md: one tier only, Yearly."))
    call(F, "features", sec, "prose", "/paywall-generator add the Pro subscription", TP, FEAT,
         L("scope", multi("Free trial", "Family sharing"), "MONETIZATION.md: a 7-day trial on Yearly and Family Sharing on; no promotional offers are agreed."))
    call(F, "features", sec, "prose", "/paywall-generator", PLAIN, FEAT,
         L("scope", person("Trials, family sharing and promotional offers change what customers pay; with no recorded decision that is the owner's call."),
           "Money.", ["about_person"]))
    call(F, "ui", sec, "prose", "/paywall-generator", PLAIN_SUBS, UI,
         L("architecture", sel("Full paywall screen"), "docs/subscriptions.md: the paywall is a full screen after onboarding."))

    call(F, "ui", sec, "prose", "/paywall-generator", PLAIN, UI,
         L("architecture", person("Where the paywall appears shapes conversion and the app's whole first-run experience; no file decides it, no option is recommended and there is no 'you decide'."),
           "Architecture with real consequences and nothing to settle it.", ["about_person"]))

    # ---- account-deletion
    sec = S(DEL, "Configuration Questions")
    call(F, "dtype", sec, "prose", "/account-deletion", TP, DTYPE,
         L("architecture", sel("Grace period"), "PRIVACY.md: deletion completes after a 30-day grace period the user can cancel."))
    call(F, "dtype", sec, "prose", "/account-deletion", PLAIN, DTYPE,
         L("architecture", person("Whether users' accounts are erased at once or after a grace period is a data-retention policy with legal weight; nothing in the project sets it and no option is recommended."),
           "A policy about users' data with real consequences and no default.", ["destructive"]))
    call(F, "grace", sec, "prose", "/account-deletion", TP, GRACE,
         L("architecture", sel("30 days"), "PRIVACY.md fixes the grace period at 30 days, against the recommended 14."))
    call(F, "grace", sec, "prose", "/account-deletion use a grace period", PLAIN, GRACE,
         L("architecture", sel("14 days — recommended"), "The person chose a grace period and nothing sets its length; take the recommended one."))
    call(F, "export", sec, "prose", "/account-deletion", TP, EXPORT,
         L("scope", sel("Yes"), "PRIVACY.md: users are offered an export of their saved stations and logs before deletion."))
    call(F, "server", sec, "prose", "/account-deletion", TP, SERVER,
         L("architecture", sel("Yes"), "PRIVACY.md: accounts live on api.tidepool.app and deletion must remove the server record."))

    # ---- force-update
    sec = S(FU, "Configuration Questions")
    call(F, "source", sec, "prose", "/force-update", TP, SOURCE,
         L("architecture", sel("Firebase Remote Config"), "CLAUDE.md: Firebase Remote Config is already the app's remote settings system, against the recommended own endpoint."))
    call(F, "source", sec, "prose", "/force-update", PLAIN, SOURCE,
         L("architecture", sel("Remote JSON endpoint — recommended"), "Nothing in the project points elsewhere; take the recommended source."))
    call(F, "utype", sec, "prose", "/force-update", PLAIN, UTYPE,
         L("architecture", sel("Both hard block and soft prompt — recommended"), "No file says otherwise; the recommended pair covers critical and optional updates."))
    call(F, "freq", sec, "prose", "/force-update", PLAIN, FREQ,
         L("style", sel("Once per day — recommended"), "The recommended default, nothing against it."))

    # ---- push-notifications
    sec = S(PN, "Configuration Questions")
    call(F, "ptype", sec, "prose", "/push-notifications tide alerts with a little chart image", PLAIN, PTYPE,
         L("scope", sel("Rich"), "An image in the notification needs rich notifications (a Notification Service Extension)."))

    # ---- ci-cd-setup
    sec = S(CICD, "Configuration Questions")
    call(F, "platform", sec, "prose", "/ci-cd-setup", PLAIN, PLAT,
         L("architecture", sel("GitHub Actions (Recommended)"), "Nothing in the project points to Xcode Cloud; the recommended default."))
    call(F, "dist", sec, "prose", "/ci-cd-setup", TP, DIST,
         L("scope", sel("TestFlight"), "CLAUDE.md: CI may upload to TestFlight only; App Store submissions are Elena's, by hand after QA sign-off."))
    call(F, "dist", sec, "prose", "/ci-cd-setup", PLAIN, DIST,
         L("scope", person("Whether CI may ship to the App Store on its own (App Store or All) is the owner's decision about releasing to the public; nothing in the project says how releases go out."),
           "Outward.", ["outward"]))
    call(F, "dist", sec, "prose", "/ci-cd-setup ship straight to the App Store on every version tag", TP, DIST,
         L("scope", person("The request wants CI to submit releases, but CLAUDE.md says App Store submissions are Elena's, by hand after QA sign-off, and CI uploads to TestFlight only; that change is hers to make."),
           "Outward, reserved to a named person.", ["outward"]))
    call(F, "fastlane", sec, "prose", "/ci-cd-setup", TP, FL,
         L("architecture", sel("Yes"), "The project already signs with fastlane match (Gemfile, fastlane/Matchfile)."))

    # ---- iap-finalizer
    sec = S(IAP, "Flow — dry-run → confirm → apply")
    IAPQ = Q("Set com.tidepool.offlinecharts to $6.99 (USA base) with display name \"Offline Charts\" and description \"Download tide charts for offline use\"?", "IAP", [
        O("Confirm", "Apply the price schedule and en-US localization in App Store Connect"), O("Change", "Edit the price or text first")])
    call(F, "iap", sec, "filled", "/iap-finalizer com.tidepool.offlinecharts", merge(TP, shown(
        "get_iap: com.tidepool.offlinecharts — state MISSING_METADATA\nFrom .planning/MONETIZATION.md: $6.99, \"Offline Charts\" (14/30), \"Download tide charts for offline use\" (37/45)\nDry-run body ready: POST /v1/inAppPurchasePriceSchedules")), IAPQ,
         L("confirmation", sel("Confirm"), "The price and text are exactly what Elena recorded in MONETIZATION.md; confirming applies her decision, it doesn't make one.", ["outward"]))
    call(F, "iap", sec, "filled", "/iap-finalizer com.tidepool.offlinecharts — let's do 4.99 instead, it's launch week", merge(TP, shown(
        "get_iap: com.tidepool.offlinecharts — state MISSING_METADATA\nFrom .planning/MONETIZATION.md: $6.99, \"Offline Charts\", \"Download tide charts for offline use\"")), IAPQ,
         L("confirmation", person("The request wants $4.99 while MONETIZATION.md records Elena's $6.99; CLAUDE.md makes prices Elena's decision, so the change needs her, not a pick between these options."),
           "Money, reserved to a named person.", ["about_person"]))
    call(F, "iap", sec, "filled", "/iap-finalizer com.habits.themes", merge(PLAIN, shown(
        "get_iap: com.habits.themes — state MISSING_METADATA\nNo monetization decision found in .planning/. Proposed: $2.99 (tier 3), \"Theme Pack\", \"Unlock 12 extra color themes\"")),
         Q("Set com.habits.themes to $2.99 (USA base) with display name \"Theme Pack\"?", "IAP", [O("Confirm"), O("Change")]),
         L("confirmation", person("No file records a price; setting $2.99 in App Store Connect would be the skill inventing the price of a product the person sells."),
           "Money.", ["about_person"]))

    # ---- rejection-handler
    sec = S(REJ, "Step 1: Gather Information")
    call(F, "submission", sec, "prose", "/rejection-handler we got rejected again", merge(PLAIN, shown(
        "Rejection: Guideline 4.2 Minimum Functionality — \"Your app provides a limited user experience...\"")),
         Q("Is this the first time this app has been submitted, and have you made changes since a previous rejection?", "Submission", [
             O("First submission"), O("Resubmission, changed since last rejection"), O("Resubmission, no changes")]),
         L("other", person("'Again' says it's a resubmission, but whether anything changed since the last rejection is known only to the person; no file records the submission history."),
           "A fact only the person has.", ["about_person"]))
    sec = S(REJ, "Step 3: Determine Response Strategy")
    STRAT = Q("How should we respond to this rejection?", "Strategy", [
        O("Fix the issue and resubmit"), O("Clarify with evidence", "Reply in Resolution Center showing what the reviewer missed"),
        O("Appeal to the App Review Board")])
    call(F, "strategy", sec, "prose", "/rejection-handler", merge(TP, shown(
        "Rejection: Guideline 2.1 Performance — App Completeness. \"The app crashed on launch on iPad Air (5th generation) running iPadOS 18.1.\" Crash log attached: EXC_BAD_ACCESS in TideChartView.render.")), STRAT,
         L("confirmation", sel("Fix the issue and resubmit"), "A reproducible crash with a log is objectively correct; the skill's tree says fix and resubmit."))
    call(F, "strategy", sec, "prose", "/rejection-handler", merge(TP, shown(
        "Rejection: Guideline 3.1.1 In-App Purchase. \"Your app unlocks Pro features through a mechanism other than in-app purchase.\" Reviewer note: the 'Redeem school code' screen.")), STRAT,
         L("confirmation", person("Whether to change the business model (school codes), argue with evidence or appeal is a judgment about the app's revenue and its standing with Apple; it is the owner's, and replies go out under Elena's name."),
           "Money and outward, reserved to a named person.", ["outward"]))
    call(F, "reply", sec, "variant", "/rejection-handler", merge(TP, shown(
        "Draft Resolution Center reply:\n\"Hello, thank you for the review. The crash on iPad Air was caused by ... Build 2.4.1 (118) fixes it; we tested on iPadOS 18.1. Regards, Elena Sousa\"")),
         Q("Send this reply in Resolution Center now?", "Reply", [O("Send"), O("Edit first"), O("Don't send")]),
         L("confirmation", person("The reply goes to Apple under Elena's name; CLAUDE.md says customer-facing text goes out after she has read it."),
           "Outward, reserved to a named person.", ["outward"]))

    # ---- apple-search-ads
    sec = S(ADS, "Budget planning")
    BUD = Q("What daily budget should the launch campaigns start with?", "Ad budget", [
        O("$10/day"), O("$25/day"), O("$50/day")])
    call(F, "budget", sec, "variant", "/apple-search-ads set up launch campaigns", TP, BUD,
         L("other", sel("$10/day"), "MONETIZATION.md caps Search Ads at $300 a month, which is $10 a day; higher budgets break Elena's cap."))
    call(F, "budget", sec, "variant", "/apple-search-ads", PLAIN, BUD,
         L("other", person("Ad spend is the person's money and nothing in the project sets a budget."), "Money.", ["about_person"]))

    # ---- review-response-writer
    sec = S(REV, "Response Philosophy")
    call(F, "review", sec, "variant", "/review-response-writer reply to the 1-star about widgets", merge(TP, shown(
        "Draft reply to \"Widgets never update\" (1★, 2026-11-20):\n\"Sorry about the stale widget! iOS 18 changed how often widgets refresh. Version 2.4.2 (out this week) refreshes on every tide change. — Elena\"")),
         Q("Post this reply on the App Store?", "Review reply", [O("Post it"), O("Edit"), O("Cancel")]),
         L("confirmation", person("A public reply under Elena's name; CLAUDE.md has her read customer-facing text before it goes out, and it promises a release date."),
           "Outward, reserved to a named person.", ["outward"]))
