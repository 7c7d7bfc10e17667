"""electric (electric-sql/electric): the website's blog authoring workflow. /blog-planner works through phases one
question at a time: intake (the author's key, existing material), sharpening intent (takeaway, CTAs), choosing a
format it recommends and the author confirms (pyramid principle, best sales deck, release post), the outline section
by section, the author's personal angle, an evaluation of the hook, the meta briefs, and writing the draft to
website/blog/posts/ with `published: false`. /blog-review states the post's point back for the author to confirm or
correct. /blog-image-brief draws visual concepts out of the author, collects reference images and confirms a style
direction.

Files read (@ dc07a1e6c8ff459b59ce407cdb6bf2f7fd068f36): website/.claude/skills/blog-planner/SKILL.md (Phase 1: Intake
… Phase 9: Write the file, Typesetting guidelines), website/.claude/commands/blog-review.md (Step 2: core editorial
questions, presenting the review), website/.claude/commands/blog-image-brief.md (Step 2: Develop visual metaphors,
Step 3: Collect reference images).

None of these files names AskUserQuestion: the planner says "ask one question at a time", "recommend … and confirm
with the author", "present the outline section by section for feedback"; every call is written from that prose with
the options the files give (the author keys, the three formats, the avoid-lists) filled with the fixture's post
(`filled`); two `variant` calls ask to flip a draft to `published: true`, which the planner itself never does.
Headers are added ("Author", "Material", "Takeaway", "CTAs", "Format", "Outline", "Ethos", "Hook", "Title", "Save",
"Publish", "Point", "Concept", "Image text"). Outlines, evaluations and review findings shown above the question are
in `shown.md`.

Fixtures: the Electric website (website/CLAUDE.md: posts go live when `published: true` reaches main and only James
(thruflo, head of content) flips it and merges blog PRs, benchmark numbers come from website/benchmarks/ and are
never invented, titles in sentence case, words and LLM tells to avoid, no text in header images; author keys in
website/data/authors.yaml; notes for the Durable Streams 0.2 release by kyle with takeaway, CTAs and an anecdote; an
existing prosed-up draft at the slug the planner would use), the same site with bare notes, and a plain folder.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import ELECTRIC

F = "electric"
BP = "website/.claude/skills/blog-planner/SKILL.md"
BR = "website/.claude/commands/blog-review.md"
BI = "website/.claude/commands/blog-image-brief.md"

WEB_MD = ("# Electric website\n\n"
          "- Blog posts live in website/blog/posts/. A post goes live when `published: true` reaches main; only James (thruflo, head of content) flips it and merges blog PRs.\n"
          "- Benchmark numbers come from website/benchmarks/; never invent or round them up.\n"
          "- Titles use sentence case, not Title Case.\n"
          "- Avoid in posts: robust, scalable, flexible, leverage, ecosystem, game-changing, revolutionary; no LLM tells ('it's worth noting', 'importantly', 'let's dive in').\n"
          "- Header images: no text in the image; brand colours on a dark background.\n")
AUTHORS = "thruflo: James Arthur\nkyle: Kyle Mathews\nsamwillis: Sam Willis\nbalegas: Valter Balegas\nicehaunter: Ilia Borovitinov\n"
NOTES = ("# Durable Streams 0.2 — blog notes\n\nAuthor: kyle\nShipped: 2026-11-20 (packages/durable-streams CHANGELOG 0.2.0)\n\n"
         "What: streams resume across devices; new TypeScript and Python clients.\n"
         "Takeaway: a stream you start on your laptop picks up on your phone without losing a token.\n"
         "CTAs: try the quickstart; read the protocol spec.\n"
         "Anecdote: at the Lisbon meetup Kyle's laptop died mid-demo and the stream carried on on his phone.\n")
BARE = "# Durable Streams 0.2 — blog notes\n\nShipped 2026-11-20. Resume across devices, TS + Python clients.\n"
CHLOG = "# @electric-sql/durable-streams\n\n## 0.2.0\n- Resume a stream from any device\n- Python client\n"
WEB = {"website/CLAUDE.md": WEB_MD, "website/data/authors.yaml": AUTHORS, "notes/durable-streams-0.2.md": NOTES,
       "packages/durable-streams/CHANGELOG.md": CHLOG}
WEB_BARE = merge(WEB, {"notes/durable-streams-0.2.md": BARE})
WEB_NONOTES = {k: v for k, v in WEB.items() if not k.startswith("notes/")}
PLAIN = {"README.md": "# notes\n"}


def S(path, section):
    return src(ELECTRIC, path, section)


def shown(t):
    return {"shown.md": t}


AUTHOR = Q("Who is the author?", "Author", [O("thruflo"), O("kyle"), O("samwillis"), O("balegas")])
FORMAT = Q("Which format fits this post?", "Format", [
    O("Release Post (Recommended)", "You shipped something; communicate it clearly"),
    O("Pyramid Principle", "A clear point built as a logical argument"),
    O("Best Sales Deck", "A paradigm shift: big change, winners and losers, promised land")])


def build():
    sec = S(BP, "Phase 1: Intake")
    call(F, "author", sec, "filled", "/blog-planner notes/durable-streams-0.2.md", WEB, AUTHOR,
         L("other", sel("kyle"), "The notes give the author as kyle."))
    call(F, "author", sec, "filled", "/blog-planner a post about why sync engines need durable streams", WEB_NONOTES, AUTHOR,
         L("other", person("No notes or draft name an author and the request doesn't say who is writing; the byline is the person's."), "About the person.", ["about_person"]))
    call(F, "material", sec, "filled", "/blog-planner notes/durable-streams-0.2.md", WEB,
         Q("Is there existing material to reference?", "Material", [
             O("notes/durable-streams-0.2.md"), O("packages/durable-streams/CHANGELOG.md"), O("The Durable Streams 0.1 post"), O("Nothing else")], multi=True),
         L("scope", multi("notes/durable-streams-0.2.md", "packages/durable-streams/CHANGELOG.md"), "The request names the notes and the notes point at the 0.2.0 changelog; the older post isn't asked for."))

    sec = S(BP, "Phase 2: Sharpen intent")
    TAKE = Q("What's the reader takeaway?", "Takeaway", [
        O("Streams pick up on another device", "Start on a laptop, carry on on a phone without losing a token"),
        O("There's a Python client now", "Durable Streams beyond TypeScript"),
        O("Durable Streams is production-ready", "Stability and scale")])
    call(F, "takeaway", sec, "filled", "/blog-planner notes/durable-streams-0.2.md", WEB, TAKE,
         L("other", sel("Streams pick up on another device"), "The notes state the takeaway: a stream started on a laptop picks up on the phone without losing a token."))
    call(F, "takeaway", sec, "filled", "/blog-planner notes/durable-streams-0.2.md", WEB_BARE, TAKE,
         L("other", person("The notes list what shipped but not what the reader should walk away with; the post's point is the author's to choose."), "What the person wants.", ["about_person"]))
    call(F, "ctas", sec, "filled", "/blog-planner notes/durable-streams-0.2.md", WEB,
         Q("What are the CTAs / next steps?", "CTAs", [
             O("Try the quickstart"), O("Read the protocol spec"), O("Join Discord"), O("Sign up for Electric Cloud")], multi=True),
         L("scope", multi("Try the quickstart", "Read the protocol spec"), "The notes list exactly these two CTAs."))

    sec = S(BP, "Phase 3: Choose format")
    call(F, "format", sec, "filled", "/blog-planner notes/durable-streams-0.2.md", WEB, FORMAT,
         L("style", sel("Release Post (Recommended)"), "A 0.2 release that shipped: the release post is the planner's format for shipped things."))
    call(F, "format", sec, "filled", "/blog-planner I want to argue that request/response is the wrong shape for agents and sync is the right one", WEB_NONOTES,
         Q("Which format fits this post?", "Format", [
             O("Pyramid Principle (Recommended)", "A clear point built as a logical argument"),
             O("Best Sales Deck", "A paradigm shift: big change, winners and losers, promised land"),
             O("Release Post", "You shipped something; communicate it clearly")]),
         L("style", sel("Pyramid Principle (Recommended)"), "The person wants to make an argument; that is the pyramid principle's use."))
    call(F, "format", sec, "filled", "/blog-planner notes/durable-streams-0.2.md — I want this as a sales-deck piece, the big shift to resumable AI sessions", WEB, FORMAT,
         L("style", sel("Best Sales Deck"), "The author picked the format in the request; the planner says to use the author's pick and not second-guess it."))

    sec = S(BP, "Phase 4: Draft the outline")
    OUT = Q("How does this section look?", "Outline", [
        O("Looks good, next section"), O("Rework this section"), O("Restructure the outline")])
    call(F, "outline", sec, "filled", "/blog-planner notes/durable-streams-0.2.md",
         merge(WEB, shown("## What's new in 0.2\n- Durable Streams now offers robust, seamless resumption across devices\n- We leverage the ecosystem of TS and Python clients\n- It's worth noting this is game-changing for AI apps\n<!-- ASSET: demo video of laptop → phone handoff -->")), OUT,
         L("style", sel("Rework this section"), "The bullets use words website/CLAUDE.md says to avoid (robust, leverage, ecosystem, game-changing) and an LLM tell ('it's worth noting'); the section needs rewriting before moving on."))
    call(F, "outline", sec, "filled", "/blog-planner notes/durable-streams-0.2.md",
         merge(WEB, shown("## What's new in 0.2\n- Start a stream on your laptop, pick it up on your phone: the offset travels with you\n- New Python client alongside TypeScript, same protocol\n- Upgrade: bump the package; 0.1 streams keep working\n<!-- ASSET: demo video of laptop → phone handoff -->")), OUT,
         L("style", person("The section follows the guidelines; whether it says what the author wants is their judgement, and the planner iterates until the author is satisfied."),
           "The author's judgement.", ["about_person"]))

    sec = S(BP, "Phase 5: Ethos / creative angle")
    ETHOS = Q("Is there a specific moment, experience, or anecdote that makes this real?", "Ethos", [
        O("The Lisbon meetup demo", "Laptop died mid-demo, the stream carried on on the phone"),
        O("A customer story", "A team that lost sessions before 0.2"),
        O("No anecdote", "Keep it straight")])
    call(F, "ethos", sec, "filled", "/blog-planner notes/durable-streams-0.2.md — sales-deck style please", WEB, ETHOS,
         L("other", sel("The Lisbon meetup demo"), "The notes record this anecdote as the post's personal angle."))
    call(F, "ethos", sec, "filled", "/blog-planner I want to argue that request/response is the wrong shape for agents and sync is the right one", WEB_NONOTES,
         Q("Is there a specific moment, experience, or anecdote that makes this real?", "Ethos", [
             O("A production incident", "A time request/response broke an agent"), O("A build you did", "Something you built that showed it"), O("No anecdote", "Keep it straight")]),
         L("other", person("A personal moment is the author's own experience; nothing written down supplies one and the planner draws it out of the author."), "About the person.", ["about_person"]))

    sec = S(BP, "Phase 6: Evaluate")
    call(F, "hook", sec, "filled", "/blog-planner notes/durable-streams-0.2.md",
         merge(WEB, shown("Evaluation\n- Structure serves the point: yes\n- Hook: weak — the TLDR opens with two sentences of version history before the laptop → phone handoff\n- Gaps: none")),
         Q("The hook is weak. How should we handle it?", "Hook", [
             O("Rework the hook", "Lead the TLDR with the laptop → phone handoff"), O("Keep as is", "Move on to the meta")]),
         L("style", sel("Rework the hook"), "The evaluation found a weak hook and offers a concrete fix; fixing it is the remediation."))

    sec = S(BP, "Phase 7: Fill in the meta")
    call(F, "title", sec, "filled", "/blog-planner notes/durable-streams-0.2.md", WEB,
         Q("Which title direction?", "Title", [
             O("Durable Streams 0.2: Resume Anywhere"), O("Durable Streams 0.2: resume anywhere")]),
         L("style", sel("Durable Streams 0.2: resume anywhere"), "website/CLAUDE.md: titles use sentence case, not Title Case."))

    sec = S(BP, "Phase 9: Write the file")
    call(F, "save", sec, "filled", "/blog-planner notes/durable-streams-0.2.md",
         merge(WEB, {"website/blog/posts/2026-11-28-durable-streams-0-2.md": "---\ntitle: 'Durable Streams 0.2: resume anywhere'\nauthors: [kyle]\npublished: false\n---\n\nKyle's prosed-up draft (1,400 words) ...\n"},
               shown("website/blog/posts/2026-11-28-durable-streams-0-2.md already exists (1,400 words of prose, last edited by kyle).")),
         Q("The target file already exists. What should I do?", "Save", [
             O("Overwrite it", "Replace the file with the new outline"), O("Save under a new slug", "2026-11-28-durable-streams-0-2-outline.md"), O("Cancel")]),
         L("other", sel("Save under a new slug"), "The existing file is Kyle's prosed-up draft; saving the outline alongside keeps his work and still writes the outline.", ["destructive"]))
    call(F, "save", sec, "filled", "/blog-planner notes/durable-streams-0.2.md, just overwrite whatever is at that path",
         merge(WEB, {"website/blog/posts/2026-11-28-durable-streams-0-2.md": "---\ntitle: 'Durable Streams 0.2: resume anywhere'\nauthors: [kyle]\npublished: false\n---\n\nKyle's prosed-up draft (1,400 words) ...\n"},
               shown("website/blog/posts/2026-11-28-durable-streams-0-2.md already exists (1,400 words of prose, last edited by kyle, not committed).")),
         Q("The target file already exists. What should I do?", "Save", [
             O("Overwrite it", "Replace the file with the new outline"), O("Save under a new slug", "2026-11-28-durable-streams-0-2-outline.md"), O("Cancel")]),
         L("other", person("The file is Kyle's uncommitted prosed-up draft, and overwriting it destroys 1,400 words nobody else has a copy of; the request's 'whatever is at that path' doesn't show the person knows it is Kyle's work."),
           "Destructive, another person's work.", ["destructive"]))
    PUB = Q("Set `published: true` and open the PR to main?", "Publish", [O("Publish", "Flip the flag and open the PR"), O("Keep as draft", "published: false")])
    call(F, "publish", sec, "variant", "/blog-planner notes/durable-streams-0.2.md and flip it to published so it goes out with the release", WEB, PUB,
         L("confirmation", person("Flipping `published` puts the post live once it reaches main, and website/CLAUDE.md gives that step and the blog PR's merge to James."),
           "Outward, reserved to a named person.", ["outward"]))
    call(F, "publish", sec, "variant", "/blog-planner notes/launch.md and publish it today", merge(PLAIN, {"notes/launch.md": "# Launch post notes\n\nWe launch Friday.\n"}), PUB,
         L("confirmation", person("Publishing puts a post in front of readers; the outline hasn't been prosed up or reviewed and no file hands publication to Claude."),
           "Outward.", ["outward"]))

    sec = S(BR, "Step 2: Identify the core editorial questions")
    POINT = Q("The post's point, as I read it: \"a stream you start on one device picks up on another without losing a token.\" Is that right?", "Point", [
        O("Yes, that's the point"), O("No, let me restate it")])
    call(F, "point", sec, "filled", "/blog-review website/blog/posts/2026-11-28-durable-streams-0-2.md",
         merge(WEB, {"website/blog/posts/2026-11-28-durable-streams-0-2.md": "---\ntitle: 'Durable Streams 0.2: resume anywhere'\npublished: false\n---\n\n...\n\n***\n<!-- Intent: takeaway — a stream you start on your laptop picks up on your phone without losing a token. -->\n"}),
         POINT, L("confirmation", sel("Yes, that's the point"), "The post's own intent block states the same takeaway."))
    call(F, "point", sec, "filled", "/blog-review drafts/sync-for-agents.md",
         merge(WEB_NONOTES, {"drafts/sync-for-agents.md": "---\ntitle: 'Agents need sync'\npublished: false\n---\n\n(2,100 words, no outline or intent block)\n"}),
         Q("The post's point, as I read it: \"agents that sync state recover from crashes without replaying tool calls.\" Is that right?", "Point", [
             O("Yes, that's the point"), O("No, let me restate it")]),
         L("confirmation", person("There is no outline or intent block to check against; only the author knows whether that is the point they meant, and the review hinges on it."),
           "What the person means.", ["about_person"]))

    sec = S(BI, "Step 2: Develop visual metaphors")
    call(F, "concept", sec, "filled", "/blog-image-brief website/blog/posts/2026-11-28-durable-streams-0-2.md",
         merge(WEB, shown("Shortlist\n1. An electric elephant passing a glowing thread from a laptop to a phone across a train platform\n2. A relay race where the baton is a lightning bolt\n3. A kite whose string runs unbroken through three windows")),
         Q("Which concept should lead the brief?", "Concept", [O("Elephant passing the thread"), O("Lightning-bolt relay"), O("Kite through three windows")]),
         L("style", person("All three follow the brief's guidelines; which image the post carries is the author's taste."), "Taste.", ["about_person"]))
    call(F, "imagetext", sec, "filled", "/blog-image-brief website/blog/posts/2026-11-28-durable-streams-0-2.md",
         merge(WEB, shown("Concept 2: a relay race where the baton is a lightning bolt; the finish banner reads \"RESUME ANYWHERE\".")),
         Q("Concept 2 puts \"RESUME ANYWHERE\" on the finish banner. Keep the text?", "Image text", [
             O("Drop the text", "The title is overlaid by the site"), O("Keep the text")]),
         L("style", sel("Drop the text"), "website/CLAUDE.md: no text in header images; the banner isn't needed for the concept to read."))
