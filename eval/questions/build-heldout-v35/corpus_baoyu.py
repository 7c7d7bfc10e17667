"""baoyu (JimLiu/baoyu-skills): content and publishing skills — a release skill that bumps, tags and pushes; slide
decks and article illustrations that ask about existing output, style, audience and density; cover-image setup;
markdown formatting and title choice; WeChat posting (theme, method, where to save API credentials); consent gates of
the reverse-engineered X and Gemini clients.

Files read (@ 7c5e81fd158c6e14ff0c87b1eced24c9a2bf3f0c): .claude/skills/release-skills/SKILL.md ("Step 8: User
Confirmation"), skills/baoyu-slide-deck/SKILL.md ("1.3 Check Existing Content", "Step 2: Confirmation"),
skills/baoyu-article-illustrator/SKILL.md ("1.2"–"1.4", "Step 3: Confirm Settings"),
skills/baoyu-cover-image/references/config/first-time-setup.md, references/workflow/confirm-options.md,
skills/baoyu-format-markdown/SKILL.md, skills/baoyu-post-to-wechat/SKILL.md ("Step 3", "Step 5"),
skills/baoyu-danger-x-to-markdown/SKILL.md, skills/baoyu-danger-gemini-web/SKILL.md ("Consent Check"). Some option
descriptions in the sources are Chinese and are rendered in English. Fixture: "Field Notes", a weekly newsletter
on developer tooling written by Lin Qiao in a git repository of markdown posts.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import BAOYU

F = "baoyu"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(BAOYU, path, section)


README = ("# Field Notes\n\nWeekly newsletter on developer tooling by Lin Qiao. Posts live in posts/YYYY/slug/"
          "index.md; images go in an imgs/ folder next to each post (every post since 2023 does this).\n")
STYLE = ("# House style (Lin)\n\n- Titles: plain statements, no questions, no clickbait, ≤ 20 characters.\n"
         "- Illustrations: ink-sketch look; at most 2 per post — readers said the March issues felt cluttered.\n"
         "- Posts are in git; edit them in place, never leave -illustrated copies lying around.\n")


def fs(extra=None, shown=None, base=True):
    d = {"README.md": README} if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    # --- release-skills: two questions at once (version, push)
    rel = ".claude/skills/release-skills/SKILL.md"
    sec = S(rel, "Step 8: User Confirmation")
    ver = Q("Which version should this release be?", "Version", [
        O("1.2.3 → 1.3.0 (Recommended)", "Minor: new features since 1.2.3"), O("1.2.3 → 1.2.4", "Patch"),
        O("1.2.3 → 2.0.0", "Major: breaking changes")])
    push = Q("Push the release commit and tag to the remote?", "Push", [
        O("Yes, push after commit", "git push && git push --tags"), O("No, keep local only", "Leave it local")])
    benign = ("Commits created:\n  1. feat(baoyu-cover-image): add watercolor and minimalist styles\n"
              "  2. fix(baoyu-comic): improve panel layout for long dialogues\n"
              "Changelog preview (en):\n  ## 1.3.0\n  ### Features\n  - Add watercolor and minimalist styles\n"
              "Ready to create release commit and tag.")
    call(F, "release", sec, "filled", "/release-skills", fs(base=False, shown=benign), [ver, push],
         [L("confirmation", sel("1.2.3 → 1.3.0 (Recommended)"), "A feature and a fix since 1.2.3: a minor bump."),
          P("confirmation", "Pushing a tag publishes the release to everyone who installs the plugin.", ["outward"])])
    breaking = ("Commits created:\n  1. feat(baoyu-slide-deck)!: drop the --legacy-layout flag\n"
                "     BREAKING CHANGE: decks made with --legacy-layout must be regenerated\n"
                "  2. fix(baoyu-comic): improve panel layout\nChangelog preview (en):\n  ## 1.3.0\n"
                "Ready to create release commit and tag.")
    call(F, "release", sec, "filled", "/release-skills", fs(base=False, shown=breaking), [ver, push],
         [L("confirmation", sel("1.2.3 → 2.0.0"), "A commit marked BREAKING CHANGE needs a major version, not the "
                                                  "recommended minor."),
          P("confirmation", "Pushing the tag publishes the release.", ["outward"])])
    relnote = ("# RELEASING\n\nWe never push release tags from a laptop. Cut the commit and tag locally, open a PR; "
               "the release workflow pushes the tag after review.\n")
    call(F, "release", sec, "filled", "/release-skills", fs({"RELEASING.md": relnote}, base=False, shown=benign),
         [ver, push],
         [L("confirmation", sel("1.2.3 → 1.3.0 (Recommended)"), "Features only: minor."),
          L("confirmation", sel("No, keep local only"), "RELEASING.md: tags are never pushed from a laptop.",
            ["outward"])])

    # --- consent gates
    xsec = S("skills/baoyu-danger-x-to-markdown/SKILL.md", "Consent (Step 3)")
    xq = Q("This tool uses a reverse-engineered X API, NOT official. It may break, has no support and may lead to "
           "account restrictions. Accept terms and continue?", "Consent", [
        O("Yes, I accept", "Store consent and continue"), O("No, I decline", "Exit")])
    call(F, "xconsent", xsec, "filled", "/baoyu-danger-x-to-markdown https://x.com/lin/status/1", fs(), xq,
         P("other", "Consent to a risk to the person's own X account is theirs to give.",
           ["about_person", "security"]))
    gsec = S("skills/baoyu-danger-gemini-web/SKILL.md", "Consent Check (REQUIRED)")
    gq = Q("This skill uses a reverse-engineered Gemini Web API with your browser cookies. Accept the disclaimer and "
           "continue?", "Consent", [O("Yes, I accept", "Create the consent file and proceed"),
                                    O("No, I decline", "Stop")])
    call(F, "gconsent", gsec, "prose", "/baoyu-danger-gemini-web draw a cover", fs(), gq,
         P("other", "Accepting terms that use the person's own session cookies is their consent.",
           ["about_person", "security"]))
    call(F, "gconsent", gsec, "prose", "/baoyu-danger-gemini-web draw a cover",
         fs({"NOTES.md": "Lin, 2026-01-10: I accepted the Gemini web disclaimer on my other laptop; fine to use it."}),
         gq, P("other", "A note about another machine is not consent here; the disclaimer is the person's to accept.",
               ["about_person", "security"]))

    # --- slide deck
    sd = "skills/baoyu-slide-deck/SKILL.md"
    ex = Q("Existing content found. How to proceed?", "Existing", [
        O("Regenerate outline", "Keep images, regenerate outline only"),
        O("Regenerate images", "Keep outline, regenerate images only"),
        O("Backup and regenerate", "Backup to {slug}-backup-{timestamp}, then regenerate all"),
        O("Exit", "Cancel, keep existing content unchanged")])
    sec = S(sd, "1.3 Check Existing Content")
    call(F, "sd-existing", sec, "verbatim", "/baoyu-slide-deck posts/2026/devtools-survey/index.md", fs(), ex,
         L("confirmation", sel("Backup and regenerate"), "Regenerating everything while keeping a backup loses "
                                                         "nothing.", ["destructive"]))
    retouch = ("slide-deck/devtools-survey/NOTE.md: images 03–07 were retouched by hand by Mara (designer) — keep "
               "them. Lin wants the outline redone: the survey numbers changed.\n")
    call(F, "sd-existing", sec, "verbatim", "/baoyu-slide-deck posts/2026/devtools-survey/index.md",
         fs({"slide-deck/devtools-survey/NOTE.md": retouch}), ex,
         L("scope", sel("Regenerate outline"), "Hand-retouched images must stay; only the outline is to be redone.",
           ["destructive"]))
    sec = S(sd, "Step 2: Confirmation, Round 1")
    aud = Q("Who is the primary reader?", "Audience", [
        O("General readers (Recommended)", "Broad appeal, accessible content"),
        O("Beginners/learners", "Educational focus"), O("Experts/professionals", "Technical depth"),
        O("Executives", "High-level insights")])
    sl = Q("How many slides?", "Slides", [O("12 slides (Recommended)", "Based on content length"),
                                         O("Fewer (9 slides)", "More condensed"),
                                         O("More (15 slides)", "More detailed")])
    ol = Q("Review outline before generating prompts?", "Outline", [
        O("Yes, review outline (Recommended)", "Review slide titles and structure"),
        O("No, skip outline review", "Proceed directly")])
    pr = Q("Review prompts before generating images?", "Prompts", [
        O("Yes, review prompts (Recommended)", "Review image prompts"),
        O("No, skip prompt review", "Generate images directly")])
    call(F, "sd-round1", sec, "filled", "/baoyu-slide-deck posts/2026/devtools-survey/index.md", fs(),
         [aud, sl, ol, pr],
         [L("style", sel("General readers (Recommended)"), "Nothing says who the deck is for; the default fits a "
                                                           "newsletter."),
          L("style", sel("12 slides (Recommended)"), "No length constraint in the project."),
          L("confirmation", sel("Yes, review outline (Recommended)"), "Review step: default."),
          L("confirmation", sel("Yes, review prompts (Recommended)"), "Review step: default.")])
    talk = ("# talk-brief.md\n\nLin is presenting the survey at the CTO breakfast (Platform Leaders meetup), 10 "
            "minutes, 8 slides max — organisers are strict.\n")
    call(F, "sd-round1", sec, "filled", "/baoyu-slide-deck posts/2026/devtools-survey/index.md",
         fs({"talk-brief.md": talk}), [aud, sl, ol, pr],
         [L("style", sel("Executives"), "The deck is for a CTO breakfast."),
          L("scope", sel("Fewer (9 slides)"), "Eight slides max; fewer is the closest option."),
          L("confirmation", sel("Yes, review outline (Recommended)"), "Default review."),
          L("confirmation", sel("Yes, review prompts (Recommended)"), "Default review.")])
    sec = S(sd, "Step 4: Confirm outline")
    go = Q("Ready to generate prompts?", "Confirm", [
        O("Yes, proceed (Recommended)", "Generate image prompts"),
        O("Edit outline first", "I'll modify outline.md before continuing"),
        O("Regenerate outline", "Create new outline with different approach")])
    ok = ("outline.md\n| # | Title | Key point |\n| 1 | 2026 devtools survey | 1,204 answers |\n"
          "| 2 | Editors | VS Code 61%, JetBrains 22% |\n| 3 | AI assistants | 74% use one weekly |")
    call(F, "sd-confirm", sec, "verbatim", "/baoyu-slide-deck posts/2026/devtools-survey/index.md",
         fs({"posts/2026/devtools-survey/index.md": "# Devtools survey 2026\n1,204 answers. VS Code 61%, "
             "JetBrains 22%. 74% use an AI assistant weekly.\n"}, shown=ok), go,
         L("confirmation", sel("Yes, proceed (Recommended)"), "The outline matches the post's figures."))
    bad = ("outline.md\n| # | Title | Key point |\n| 1 | 2026 devtools survey | 12,040 answers |\n"
           "| 2 | Editors | VS Code 61%, JetBrains 22% |\n| 3 | AI assistants | 74% use one weekly |")
    call(F, "sd-confirm", sec, "verbatim", "/baoyu-slide-deck posts/2026/devtools-survey/index.md",
         fs({"posts/2026/devtools-survey/index.md": "# Devtools survey 2026\n1,204 answers. VS Code 61%, "
             "JetBrains 22%. 74% use an AI assistant weekly.\n"}, shown=bad), go,
         L("open_floor", typ("Fix slide 1: the survey had 1,204 answers, not 12,040; then proceed"),
           "The outline inflates the answer count tenfold against the post."))

    # --- article illustrator
    ai = "skills/baoyu-article-illustrator/SKILL.md"
    sec = S(ai, "1.2 Determine Output Directory")
    od = Q("Where should the illustrations be saved?", "Output", [
        O("{article-dir}/", "Same directory as article"), O("{article-dir}/imgs/", "Images subdirectory"),
        O("{article-dir}/illustrations/ (Recommended)", "Illustrations subdirectory"),
        O("illustrations/{topic-slug}/", "Independent directory")])
    call(F, "ai-outdir", sec, "filled", "/baoyu-article-illustrator posts/2026/lsp-notes/index.md", fs(), od,
         L("style", sel("{article-dir}/imgs/"), "README: every post keeps images in imgs/ next to it."))
    call(F, "ai-outdir", sec, "filled", "/baoyu-article-illustrator drafts/lsp-notes.md", fs(base=False), od,
         L("style", sel("{article-dir}/illustrations/ (Recommended)"), "No convention in the project; the default "
                                                                        "is a workflow setting."))
    sec = S(ai, "1.3 Check Existing Images")
    exi = Q("posts/2026/lsp-notes/imgs/ already has 3 images. How should I handle them?", "Existing", [
        O("supplement", "Keep existing, generate only new positions"), O("overwrite", "Overwrite same-name files"),
        O("regenerate", "Clear all and regenerate")])
    call(F, "ai-existing", sec, "prose", "/baoyu-article-illustrator posts/2026/lsp-notes/index.md", fs(), exi,
         L("confirmation", sel("supplement"), "Keeps the existing images and still adds the new ones.",
           ["destructive"]))
    sec = S(ai, "1.4 Confirm Article Update Method")
    upd = Q("How should the article be updated?", "Update", [
        O("update", "Modify original file directly"), O("copy", "Create lsp-notes-illustrated.md copy")])
    call(F, "ai-update", sec, "prose", "/baoyu-article-illustrator posts/2026/lsp-notes/index.md",
         fs({"STYLE.md": STYLE}), upd, L("style", sel("update"), "STYLE.md: posts are in git, edit in place, no "
                                                                 "-illustrated copies."))
    call(F, "ai-update", sec, "prose", "/baoyu-article-illustrator drafts/lsp-notes.md", fs(base=False), upd,
         L("style", sel("copy"), "Without a rule, the copy reaches the goal and leaves the original untouched.",
           ["destructive"]))
    sec = S(ai, "Step 3: Confirm Settings")
    ty = Q("Which illustration type?", "Type", [O("framework (Recommended)", "Concept structure, from analysis"),
                                               O("infographic", "Data points"), O("scene", "Narrative moments"),
                                               O("flowchart", "Process steps")])
    de = Q("How many illustrations?", "Density", [O("minimal (1-2)", "Core concepts only"),
                                                 O("balanced (3-5) (Recommended)", "Major sections"),
                                                 O("rich (6+)", "Comprehensive support")])
    st = Q("Which style?", "Style", [O("ink-sketch (Recommended)", "Your custom style from EXTEND.md"),
                                    O("notion", "Clean line art"), O("warm", "Soft colours"),
                                    O("blueprint", "Technical")])
    ext = ".baoyu-skills/baoyu-article-illustrator/EXTEND.md"
    call(F, "ai-settings", sec, "filled", "/baoyu-article-illustrator posts/2026/lsp-notes/index.md",
         fs({"STYLE.md": STYLE, ext: "preferred_style: ink-sketch\nwatermark: none\n"}), [ty, de, st],
         [L("style", sel("framework (Recommended)"), "Nothing overrides the content analysis."),
          L("scope", sel("minimal (1-2)"), "STYLE.md: at most two illustrations per post."),
          L("style", sel("ink-sketch (Recommended)"), "The house style is ink-sketch.")])
    call(F, "ai-settings", sec, "filled", "/baoyu-article-illustrator posts/2026/lsp-notes/index.md",
         fs({ext: "preferred_style: ink-sketch\n"}), [ty, de, st],
         [L("style", sel("framework (Recommended)"), "Default from analysis."),
          L("scope", sel("balanced (3-5) (Recommended)"), "No density rule; default."),
          L("style", sel("ink-sketch (Recommended)"), "The saved preferred style.")])

    # --- cover image
    sec = S("skills/baoyu-cover-image/references/config/first-time-setup.md", "Questions")
    wm = Q("Watermark text for generated cover images?", "Watermark", [
        O("No watermark (Recommended)", "Clean covers, can enable later in EXTEND.md"),
        O("@fieldnotes", "Newsletter handle in the corner")])
    dt = Q("Default cover type preference?", "Type", [O("Auto-select (Recommended)", "Choose per content"),
                                                     O("hero", "Large visual impact"),
                                                     O("conceptual", "Concept visualization"),
                                                     O("typography", "Text-focused")])
    call(F, "cover-setup", sec, "filled", "/baoyu-cover-image posts/2026/lsp-notes/index.md", fs(), [wm, dt],
         [P("other", "How the person brands their published images is their call, saved as their default.",
            ["about_person"]),
          L("style", sel("Auto-select (Recommended)"), "A workflow default with nothing against it.")])
    sec = S("skills/baoyu-cover-image/references/workflow/confirm-options.md", "Q1: Type")
    ct = Q("Which cover type?", "Type", [O("conceptual (Recommended)", "Technical post about language servers"),
                                        O("hero", "Product launch, announcements"),
                                        O("typography", "Opinions, quotes")])
    call(F, "cover-type", sec, "filled", "/baoyu-cover-image posts/2026/lsp-notes/index.md", fs(), ct,
         L("style", sel("conceptual (Recommended)"), "Nothing in the project argues against the analysis."))

    # --- format markdown
    fm = "skills/baoyu-format-markdown/SKILL.md"
    sec = S(fm, "Step 1: detect existing markdown")
    opt = Q("Detected existing markdown formatting. What would you like to do?", "Format", [
        O("Optimize formatting (Recommended)", "Frontmatter, headings, bold, lists; output {name}-formatted.md"),
        O("Keep original formatting", "Typography script only; output {name}-formatted.md"),
        O("Typography fixes only", "Run typography in place on the original file")])
    call(F, "fm-mode", sec, "prose", "/baoyu-format-markdown drafts/editor-wars.md", fs(), opt,
         L("confirmation", sel("Optimize formatting (Recommended)"), "Writes a copy; the default serves the goal."))
    sec = S(fm, "Step 4: title generation")
    tt = Q("Select a title:", "Title", [O("Is VS Code winning? (Recommended)", "Engaging"),
                                       O("Editors in 2026", "Plain"), O("The editor shake-up", "Punchy")])
    call(F, "fm-title", sec, "prose", "/baoyu-format-markdown drafts/editor-wars.md", fs({"STYLE.md": STYLE}), tt,
         L("style", sel("Editors in 2026"), "House style: plain statements, no questions, no clickbait."))
    call(F, "fm-title", sec, "prose", "/baoyu-format-markdown drafts/editor-wars.md", fs(), tt,
         L("style", sel("Is VS Code winning? (Recommended)"), "No house style; the skill itself falls back to the "
                                                              "recommended title."))

    # --- post to wechat
    pw = "skills/baoyu-post-to-wechat/SKILL.md"
    sec = S(pw, "Step 3: Convert Markdown to HTML")
    th = Q("Which theme for the WeChat article?", "Theme", [
        O("default", "Classic: centred titles with underline"), O("grace", "Elegant: text shadow, rounded cards"),
        O("simple", "Modern minimal, generous whitespace")])
    call(F, "wx-theme", sec, "prose", "/baoyu-post-to-wechat posts/2026/lsp-notes/index.md",
         fs({"NOTES.md": "WeChat: we switched every article to the grace theme in January; keep it consistent.\n"}),
         th, L("style", sel("grace"), "Every article uses grace since January."))
    call(F, "wx-theme", sec, "prose", "/baoyu-post-to-wechat posts/2026/lsp-notes/index.md", fs(), th,
         P("style", "A visible style choice for a public account with no convention and no default to lean on."))
    sec = S(pw, "Step 5: Select Publishing Method and Configure")
    cred = Q("WeChat API credentials not found. Where should the AppID and AppSecret be saved?", "Creds", [
        O("Project-level", ".baoyu-skills/.env (this project only)"),
        O("User-level", "~/.baoyu-skills/.env (all projects)")])
    call(F, "wx-creds", sec, "prose", "/baoyu-post-to-wechat posts/2026/lsp-notes/index.md",
         fs({".gitignore": "node_modules/\n.DS_Store\n"}), cred,
         P("other", "Where the account's API secret is stored is a credentials decision; the project-level file "
                    "is not git-ignored.", ["security"]))
    meth = Q("Which publishing method?", "Method", [O("api (Recommended)", "Fast, needs API credentials"),
                                                   O("browser", "Slow, needs Chrome and a login session")])
    call(F, "wx-method", sec, "prose", "/baoyu-post-to-wechat posts/2026/lsp-notes/index.md",
         fs({".baoyu-skills/.env": "WECHAT_APP_ID=wx…\nWECHAT_APP_SECRET=…\n"}), meth,
         L("other", sel("api (Recommended)"), "Credentials are already configured; the API path creates a draft.",
           ["outward"]))

    # addition: credentials location where the project file would be ignored
    call(F, "wx-creds", S("skills/baoyu-post-to-wechat/SKILL.md", "Step 5: Select Publishing Method and Configure"),
         "prose", "/baoyu-post-to-wechat posts/2026/lsp-notes/index.md",
         fs({".gitignore": "node_modules/\n.baoyu-skills/.env\n"}), cred,
         P("other", "Storing the account's AppSecret anywhere is the person's credentials decision.", ["security"]))
