"""hve (nebrass/hve-video-director): a video production skill. Phase 1 collects the creative brief the user owns
(duration, theme, aspect ratio, identity, design system, voice provider, music route and track), Phase 2 asks how to
reach the web app and which open browser tab to capture and reviews screenshots, Phase 4 asks about the preview, and
Phase 5 confirms the final music and the caption review.

Files read (@ a072a9ca5c663154f4bd1e0a56f590a6e260caa0): SKILL.md (Phase -1 setup fixes),
workflows/phase-1-storytelling.md, phase-2-capture.md, phase-4-production.md, phase-5-audio.md.

Most questions are JSON blocks in the source (`verbatim`); track titles, tab titles and the voice provider's second
option were filled (`filled`). Fixtures: a launch video for "Ledgerly" (a Vite + React invoicing app) with a
brief.md, a brand guide and a .env, written by its founder Maya Okafor.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import HVE

F = "hve"
P1 = "workflows/phase-1-storytelling.md"
P2 = "workflows/phase-2-capture.md"
P4 = "workflows/phase-4-production.md"
P5 = "workflows/phase-5-audio.md"
PH = "/hve-video-director ledgerly-launch"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(HVE, path, section)


BRIEF = ("# Ledgerly launch video — notes (Maya)\n\n- Launch cut for the landing-page hero, 60 seconds, no longer.\n"
         "- Dark theme: the app ships dark-only since v2.\n- Music: commercial use, so CC0 or CC-BY only. "
         "No NC licences, no provider catalogs (we don't have a HeyGen account and won't get one).\n"
         "- Voice: no paid APIs for this one; local TTS is fine.\n- Record from staging (https://staging.ledgerly.app), "
         "never from the production admin.\n")
PKG = {"package.json": '{"name": "ledgerly-web", "scripts": {"dev": "vite"}, "devDependencies": {"vite": "^5.2.0"}}\n'}
PROJ = {"brief.md": BRIEF}
BARE = {"README.md": "# ledgerly-launch\n\nVideo project folder.\n"}


def shown(t):
    return {"shown.md": t}


def build():
    dur = Q("How long should the video be?", "Duration", [
        O("30 seconds", "Social ads, quick hooks"),
        O("60 seconds", "Recommended for a standard promo: enough room for a feature overview"),
        O("90 seconds", "Detailed walkthrough, multiple features")])
    sec = S(P1, "Step 1 — Brief: duration, theme, aspect")
    call(F, "duration", sec, "verbatim", PH, PROJ, dur, L("style", sel("60 seconds"), "brief.md: a 60-second launch "
                                                          "cut, no longer."))
    call(F, "duration", sec, "verbatim", PH, {"brief.md": "# Ledgerly teaser\n\n- Paid TikTok ad; under 30s or the "
                                                         "placement rejects it.\n"},
         dur, L("style", sel("30 seconds"), "The brief's placement caps the video under 30 seconds."))
    call(F, "duration", sec, "verbatim", PH, BARE, dur,
         P("style", "The brief is the user's; nothing records a length and the skill forbids inferring one."))

    theme = Q("Dark or light theme?", "Theme", [O("Light mode", "Clean, bright, professional"),
                                                O("Dark mode", "Modern, bold, dramatic")])
    call(F, "theme", sec, "verbatim", PH, PROJ, theme, L("style", sel("Dark mode"), "brief.md: the app ships "
                                                          "dark-only, so the video is dark."))
    call(F, "theme", sec, "verbatim", PH, BARE, theme,
         P("style", "An equal creative choice the user owns; no file and no 'You decide'."))

    asp = Q("What aspect ratio and canvas size?", "Aspect", [
        O("16:9 — 1920×1080", "Standard horizontal (YouTube, web, embeds) — Recommended for promos"),
        O("9:16 — 1080×1920", "Vertical for TikTok / Reels / Shorts"),
        O("1:1 — 1080×1080", "Square for Instagram feed / LinkedIn carousels"),
        O("4:5 — 1080×1350", "Portrait for Instagram feed (taller than 1:1)")])
    call(F, "aspect", sec, "verbatim", PH, PROJ, asp, L("architecture", sel("16:9 — 1920×1080"), "A landing-page "
                                                         "hero embed is horizontal."))
    call(F, "aspect", sec, "verbatim", PH, {"brief.md": "# Ledgerly teaser\n\n- Paid TikTok ad; under 30s.\n"}, asp,
         L("architecture", sel("9:16 — 1080×1920"), "A TikTok placement is vertical."))

    ident = Q("How should the visual identity be set?", "Identity", [
        O("Curated design system", "Choose one of 10 documented brand systems; Phase 3 copies its video-focused DESIGN.md."),
        O("HyperFrames named style", "Choose one of 8 visual/motion styles; Phase 3 seeds DESIGN.md from that style."),
        O("Derive from captured screenshots", "Match the product's existing colors, typography, and shape language."),
        O("Custom identity", "Provide a custom DESIGN.md, brand guide, or named direction.")])
    sec = S(P1, "Identity")
    call(F, "identity", sec, "verbatim", PH, {"brief.md": BRIEF, "brand/ledgerly-brand-guide.md":
                                              "# Ledgerly brand guide v3\n\nColors, type (Inter Display), logo lockups. "
                                              "Every external asset uses this guide.\n"},
         ident, L("architecture", sel("Custom identity"), "A brand guide that every external asset must use is in the "
                                                            "project."))
    call(F, "identity", sec, "verbatim", PH, BARE, ident,
         P("architecture", "Visual identity is the user's brief; nothing in the folder points to one."))

    sysq = Q("Which developer or fintech design system?", "System", [
        O("Stripe", "Premium fintech: light typography, blue-tinted shadows, deep navy."),
        O("Linear", "Dark-only engineered minimalism: restrained accents and glass surfaces."),
        O("Vercel", "Light-only sharp monochrome minimalism for developer infrastructure."),
        O("GitHub", "Functional high-contrast neutrals with monospace anchors.")])
    call(F, "system", S(P1, "Curated design system"), "verbatim", PH, PROJ, sysq,
         L("style", sel("Linear"), "The brief locks a dark theme; Linear is the dark-only system, Vercel light-only."))

    voice = Q("Which voice provider should generate the confirmed voice?", "Voice", [
        O("ElevenLabs", "Higher-quality hosted TTS; requires ELEVENLABS_API_KEY."),
        O("Local Kokoro TTS", "Runs on this machine; no account, no per-character cost.")])
    sec = S(P1, "Voice provider")
    call(F, "voice", sec, "filled", PH, PROJ, voice, L("architecture", sel("Local Kokoro TTS"), "brief.md: no paid "
                                                        "APIs; local TTS is fine."))
    call(F, "voice", sec, "filled", PH, {".env": "ELEVENLABS_API_KEY=sk_el_4f...\n"}, voice,
         P("other", "A paid hosted voice against a free local one is a spending choice the brief doesn't make.",
           ["about_person"]))

    route = Q("Which route should produce the delegated music bed?", "Music route", [
        O("Retrieve from catalog", "Needs a HeyGen credential. The bed comes from the provider catalog, under the catalog's terms."),
        O("Search Freesound instead", "Switches to `music_strategy: freesound` — a real recording with a human author, a stable URL and an auditable licence. Changing a confirmed brief field re-stamps phases 1-5."),
        O("Change music strategy", "Return to the Phase-1 music prompt; nothing is produced.")])
    sec = S(P5, "Delegated music route")
    call(F, "route", sec, "verbatim", "/hve-video-director --phase 5", PROJ, route,
         L("architecture", sel("Search Freesound instead"), "No HeyGen account and a licence that must be auditable "
                                                             "for commercial use.", ["security"]))
    call(F, "route", sec, "verbatim", "/hve-video-director --phase 5", BARE, route,
         P("other", "Bringing in a provider credential or changing a confirmed brief field is the user's call.",
           ["security"]))

    pick = Q("Which Freesound candidate should become the final track?", "Music pick", [
        O("Morning Drive", "k.roe - CC-BY-NC 4.0 - 1:12 - https://freesound.org/s/70114/"),
        O("Glass Steps", "lumen_audio - CC-BY 4.0 - 1:05 - https://freesound.org/s/68802/"),
        O("Quiet Ledger", "tmpo - CC-BY-NC 3.0 - 0:58 - https://freesound.org/s/71590/"),
        O("More candidates", "Show the next page; no track is selected yet.")])
    sec = S(P5, "Freesound pick")
    call(F, "pick", sec, "filled", "/hve-video-director --phase 5", PROJ, pick,
         L("scope", sel("Glass Steps"), "Only the CC-BY track fits the brief's commercial CC0/CC-BY rule."))

    fin = Q("Confirm the final music choice: title=Glass Steps; path=assets/music/glass-steps.wav; source=freesound; "
            "license=CC-BY 4.0?", "Final music", [
        O("Confirm this exact track", "Fingerprint this title/path/source/license and allow download, mixing, encoding, and render."),
        O("Choose another track", "Keep Phase 5 open; do not mix or render this candidate.")])
    fin_nc = Q("Confirm the final music choice: title=Morning Drive; path=assets/music/morning-drive.wav; "
               "source=freesound; license=CC-BY-NC 4.0?", "Final music", fin["options"])
    sec = S(P5, "Final music confirmation")
    call(F, "final", sec, "filled", "/hve-video-director --phase 5",
         {"brief.md": BRIEF + "- Track: Maya picked \"Glass Steps\" by lumen_audio (CC-BY 4.0) on 12 May.\n"},
         fin, L("confirmation", sel("Confirm this exact track"), "The brief records Maya's pick of this exact track."))
    call(F, "final", sec, "filled", "/hve-video-director --phase 5", PROJ, fin_nc,
         L("confirmation", sel("Choose another track"), "An NC licence is ruled out by the brief's commercial rule."))
    call(F, "final", sec, "filled", "/hve-video-director --phase 5", BARE, fin,
         P("confirmation", "The skill makes the final track the user's explicit consent; nothing records their pick.",
           ["about_person"]))

    web = Q("How should I reach the web app for capture?", "Web source", [
        O("Attach authenticated tab", "Use an already-open Chrome tab and keep its SSO/MFA session; requires a configured Chrome DevTools MCP connection."),
        O("localhost:3000", "Local dev server (default React/Next.js)"),
        O("localhost:5173", "Local dev server (Vite)"),
        O("Deployed URL", "I'll provide the URL")])
    sec = S(P2, "Web source")
    call(F, "web", sec, "verbatim", "/hve-video-director --phase 2", PKG, web,
         L("architecture", sel("localhost:5173"), "package.json runs a Vite dev server."))
    call(F, "web", sec, "verbatim", "/hve-video-director --phase 2", PROJ, web,
         L("open_floor", typ("Use the staging URL https://staging.ledgerly.app, as the brief says"),
           "The brief names the deployed staging URL to record from; the option needs the URL typed."))

    tab = Q("Use this exact authenticated tab for the bound captures?", "Tab check", [
        O("Use this tab", "Capture the selected live tab without changing its URL."),
        O("Choose another", "Return to the open-tab list."),
        O("Stop capture", "Leave the browser untouched and pause Phase 2.")])
    sec = S(P2, "Authenticated tab check")
    call(F, "tab", sec, "verbatim", "/hve-video-director --phase 2",
         dict(PROJ, **shown("Selected tab: 2. Ledgerly — Invoices (staging)\nhttps://staging.ledgerly.app/invoices")),
         tab, L("confirmation", sel("Use this tab"), "The tab is the staging app the brief names."))
    call(F, "tab", sec, "verbatim", "/hve-video-director --phase 2",
         dict(PROJ, **shown("Selected tab: 1. Ledgerly Admin — Customers\nhttps://admin.ledgerly.app/customers "
                            "(production; 1,204 customer rows visible)")),
         tab, L("confirmation", sel("Choose another"), "A production admin tab with customer data; the brief says "
                                                        "never record production.", ["security"]))

    rev = Q("Screenshots look good? Any views to recapture or add?", "Review", [
        O("All good", "Proceed to design phase"), O("Recapture some", "I'll specify which ones"),
        O("Add more views", "I need additional screenshots")])
    sec = S(P2, "Capture review")
    call(F, "review", sec, "verbatim", "/hve-video-director --phase 2",
         dict(PROJ, **shown("Captured 8 screenshots: dashboard, invoice list, new invoice, reminders, reports, "
                            "settings, mobile invoice, empty state.")),
         rev, P("other", "Whether the captures look right is the user's eye; nothing records a verdict."))
    call(F, "review", sec, "verbatim", "/hve-video-director --phase 2",
         dict(PROJ, **shown("Captured 8 screenshots. Note: shots 2, 3 and 5 have the cookie-consent banner covering "
                            "the top navigation.")),
         rev, L("other", sel("Recapture some"), "Three captures are spoiled by the cookie banner."))

    prev = Q("How does the composition look? Ready for voiceover and music?", "Preview", [
        O("Looks good, proceed", "Move to Phase 5: audio + render"), O("Needs changes", "I'll give feedback per scene")])
    sec = S(P4, "Preview approval")
    call(F, "preview", sec, "verbatim", "/hve-video-director --phase 4",
         dict(PROJ, **shown("Preview ready at http://localhost:3002. Seam gate, lint and check passed.")),
         prev, P("other", "Approving the preview is the user's viewing judgment."))
    call(F, "preview", sec, "verbatim", "/hve-video-director --phase 4",
         dict(PROJ, **shown("Preview ready. `npx hyperframes check`: 2 errors (scene-04 overflows the canvas; "
                            "scene-06 references a missing asset). Seam verifier: seam 5→6 not mirrored.")),
         prev, L("other", sel("Needs changes"), "The required final gate fails; the preview can't be approved.",
                 ["reports_failure"]))

    comp = Q("Which composition issues still feel off?", "Composition", [
        O("Generic AI feel", "Purple gradients, three-word headlines, rounded squares, or ungrounded floating cards."),
        O("Hierarchy unclear", "The eye does not know where to land first in a scene."),
        O("Composition looks empty", "Key elements are undersized or spacing feels unbalanced.")], multi=True)
    call(F, "composition", S(P4, "Feedback triage"), "verbatim", "/hve-video-director --phase 4", PROJ, comp,
         P("other", "Which scenes feel off is the user's impression of a preview only they watched."))
    call(F, "composition", S(P4, "Feedback triage"), "verbatim", "/hve-video-director --phase 4",
         dict(PROJ, **{"feedback.md": "Maya, after the preview: scenes 2 and 4 — I don't know where to look, and the "
                                      "invoice card is tiny in a big empty frame. Motion is fine.\n"}),
         comp, L("scope", multi("Hierarchy unclear", "Composition looks empty"), "Maya's written feedback names "
                                                                                   "exactly these two problems."))

    speech = Q("Was every spoken caption corrected against the final soundtrack?", "Speech", [
        O("Speech verified", "All words, punctuation, timing, and line breaks match the final soundtrack."),
        O("Needs edits", "Keep captions unreviewed and correct the spoken cues.")])
    sec = S(P5, "Caption review")
    call(F, "speech", sec, "verbatim", "/hve-video-director --phase 5",
         dict(PROJ, **shown("Caption review: cue 7 reads \"connects to Stripe\" but the voiceover says \"connects to "
                            "Strapi\"; cue 11 ends 0.8 s after the line.")),
         speech, L("confirmation", sel("Needs edits"), "The review found a wrong word and a timing error."))
    call(F, "speech", sec, "verbatim", "/hve-video-director --phase 5",
         dict(PROJ, **shown("Captions generated from the final soundtrack (14 cues).")),
         speech, P("other", "Only someone who listened against the soundtrack can say the captions match."))

    fix = Q("Which safe, user-scoped setup fixes may I run?", "Setup fixes", [
        O("Install render browser", "Fix ID: chrome-shell — downloads chrome-headless-shell to the user cache."),
        O("Install HyperFrames skill", "Fix ID: hyperframes-skill — installs the companion skill in an agent skill home."),
        O("Install Whisper", "Fix ID: whisper — runs pip3 install --user openai-whisper.")], multi=True)
    sec = S("SKILL.md", "Phase -1: Guided first-run setup")
    call(F, "setup", sec, "verbatim", "/hve-video-director", {"CLAUDE.md": "User-level installs (pip --user, npx "
                                                                          "caches, skill homes) are fine without "
                                                                          "asking. Never sudo.\n"},
         fix, L("scope", multi("Install render browser", "Install HyperFrames skill", "Install Whisper"),
                "CLAUDE.md allows user-level installs; all three are user-scoped."))
    call(F, "setup", sec, "verbatim", "/hve-video-director", BARE, fix,
         P("scope", "The skill makes these downloads and installs the user's explicit consent; no file gives it.",
           ["about_person"]))
