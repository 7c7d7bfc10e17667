"""scribe (pjschulz3004/claude-plugins): a personal plugin marketplace for a fiction writer — `scribe`, a creative
writing studio (planning from story to beats, scene drafting by sub-agents, a five-stage editing pipeline with
AI-pattern detectors and hostile-reader personas, continuity checks, character analysis, a SQLite + knowledge-graph
story bible), `kg`, a Graphiti/Neo4j knowledge graph with registered groups, and `library`, a research-library
pipeline (search, download, convert, ingest books). Its questions are mostly described in prose: "Ask the author",
"Present this to the author for confirmation before dispatching", "Author response options: Accept / Reject (with
reason) / Modify / Discuss", "Should I add this to the DB?", "Use AskUserQuestion for the user to confirm or
modify", "Ask the user which books to download using AskUserQuestion".

Files used (all read at adcfe909c6485691de85e54af564cf72ff001180): scribe/commands/{plan,continuity,character,
research}.md, scribe/skills/{plan-story,write-draft,edit-ai-patterns,edit-hostile,ingest,character-psychologist,
plan-character-arc}/SKILL.md, scribe/references/editing-pipeline.md, kg/skills/{add,ingest,setup}/SKILL.md,
library/skills/acquire/SKILL.md. The archived forge/ and improve/ plugins (GSD extensions) were not used.

Rendering: every call is `prose` (a question the text describes, with the options it names or implies — the
plan router's levels, the author review's four questions asked together, Accept / Reject / Modify / Discuss for a
hostile-reader flag, Confirm / Change group / Cancel for a graph write) or `filled`/`variant` where a list or a
report had to be made concrete (the project's characters, search results, a draft summary, a detector synthesis;
benign and alarming copies of the voice summary and the graph writes). The source project is a fan serial whose
canon lookups go to a fandom wiki; the fixture swaps in a public-domain canon: Ines Carvalho's "The Irregulars", a
Sherlock Holmes AU serial told by Wiggins, leader of the Baker Street Irregulars, with Doyle's stories as the
`doyle-canon` knowledge group and her AU facts as `irregulars-au`; the wiki is the Baker Street wiki.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "pjschulz3004/claude-plugins"  # read at adcfe909c6485691de85e54af564cf72ff001180

F = "scribe"
S = "scribe/skills/"
PLAN_CMD = "scribe/commands/plan.md"
STORY = S + "plan-story/SKILL.md"
CONT = "scribe/commands/continuity.md"
DRAFT = S + "write-draft/SKILL.md"
AI = S + "edit-ai-patterns/SKILL.md"
HOSTILE = S + "edit-hostile/SKILL.md"
PIPE = "scribe/references/editing-pipeline.md"
INGEST = S + "ingest/SKILL.md"
RESEARCH = "scribe/commands/research.md"
CHAR = "scribe/commands/character.md"
PSY = S + "character-psychologist/SKILL.md"
CARC = S + "plan-character-arc/SKILL.md"
KADD = "kg/skills/add/SKILL.md"
KING = "kg/skills/ingest/SKILL.md"
KSET = "kg/skills/setup/SKILL.md"
ACQ = "library/skills/acquire/SKILL.md"


def local(stage="plan-scenes", chapter="2.4", db="data/irregulars.db"):
    return (f"project: The Irregulars\ncurrent_arc: 2\ncurrent_chapter: {chapter}\npipeline_stage: {stage}\npaths:\n"
            f"  arcs: arcs/\n  characters: characters/\n  context: context/\n  references: references/\n"
            f"  knowledge_base: knowledge-base/\n  database: {db}\n")


README = ("# The Irregulars\nA weekly serial: Sherlock Holmes AU told by Wiggins, fourteen, leader of the Baker Street "
          "Irregulars, London 1888. Arc 1 \"Fog\" (done), arc 2 \"Wires\" (drafting), arc 3 \"The Long Game\".\n")
PROSE_RULES = ("# prose-rules.md\n- No em dashes. Ever.\n- In narration Wiggins calls Holmes \"the Guv'nor\", never "
               "\"Holmes\" or \"Mr. Holmes\".\n- Dialect stays light: dropped h's in dialogue only ('ere, 'im), never "
               "in narration.\n- No epiphany one-liners to end a scene.\n- No anachronisms (no \"okay\", no "
               "\"teenager\").\n")
WIGGINS = ("# Wiggins\nFourteen. Sells matches, runs messages, runs the Irregulars. Not poetic: he describes weather by "
           "what it costs him (wet boots, a lost fare). Counts everything: coins, exits, coppers. Catchphrase when "
           "things go wrong: \"cold, wet and 'ungry\". Calls Holmes the Guv'nor. Suspicious of kindness.\n")
KG = ("project: The Irregulars\nscopes:\n  canon: [doyle-canon]\n  au: [irregulars-au]\n  all: [doyle-canon, "
      "irregulars-au]\ndefault_write_group: irregulars-au\ndefault_scope: all\n")


def fs(extra=None, shown=None, stage="plan-scenes", chapter="2.4", db="data/irregulars.db"):
    d = {"README.md": README, "scribe.local.md": local(stage, chapter, db), "references/prose-rules.md": PROSE_RULES}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def plan():
    sec = src(REPO, PLAN_CMD, "Step 2: Parse the Planning Level")
    call(F, "level", sec, "prose", "/scribe:plan", fs(),
         Q("What do you want to plan? Your pipeline is at plan-scenes for 2.4.", "Level", [
             O("Scenes 2.4 (Recommended)", "next step in the pipeline"), O("Beats 2.4"), O("Chapter 2.5"),
             O("Arc 3")]),
         L("other", sel("Scenes 2.4 (Recommended)"), "scribe.local.md has 2.4 at plan-scenes, and nothing says to "
           "jump ahead."))
    call(F, "level", sec, "prose", "/scribe:plan", fs({"NOTES.md": (
        "# Ines — notes\n- 26 Nov: 2.4 scenes need redoing before beats. Cut the Lestrade scene, Wiggins shouldn't "
        "meet the Yard until 2.6.\n")}, stage="plan-beats"),
        Q("What do you want to plan? Your pipeline is at plan-beats for 2.4.", "Level", [
            O("Beats 2.4 (Recommended)", "next step in the pipeline"), O("Scenes 2.4", "rework the scene list"),
            O("Chapter 2.5"), O("Arc 3")]),
        L("scope", sel("Scenes 2.4"), "Ines's note says 2.4's scenes have to be redone (the Lestrade scene cut) "
          "before beats, whatever the pipeline stage says."))
    sec = src(REPO, STORY, "Step 3: Collaborative Discussion")
    q = Q("What do you want to work on at the story level?", "Story", [
        O("Reorder arcs"), O("Adjust the endgame"), O("Rebalance characters", "importance across arcs"),
        O("Check setup/payoff", "make sure every setup pays off")])
    call(F, "story", sec, "prose", "/scribe:plan story", fs({"NOTES.md": (
        "# Ines — notes\n- Beta readers (3 of 4): Mary Morstan vanishes after arc 1 and they missed her. Give her "
        "real weight in arcs 2 and 3 before I draft any more.\n")}), q,
        L("scope", sel("Rebalance characters"), "The beta readers' complaint Ines wrote down is about Mary's weight "
          "across the arcs."))
    call(F, "story", sec, "prose", "/scribe:plan story", fs(), q,
        P("open_floor", "Which story-level question to open is the author's creative agenda; nothing in the "
          "project points at one.", []))
    qf = Q("Which structural framework fits The Irregulars?", "Framework", [
        O("Serial Fractal", "each scene/chapter/arc mirrors the whole"), O("Fichtean Curve", "crisis stacking"),
        O("3-Act"), O("Kishōtenketsu")])
    call(F, "framework", src(REPO, STORY, "Structural Framework Selection"), "prose", "/scribe:plan story", fs({
        "context/story-overview.md": (
            "# Story overview\nA weekly serial. Every chapter closes a small case of its own; every arc closes a "
            "bigger case built from them; the whole serial is one long case (Moriarty's network). Readers must "
            "get a payoff every Friday.\n")}), qf,
        L("architecture", sel("Serial Fractal"), "The overview describes a serial whose chapters, arcs and whole "
          "each close a case — the fractal the option names."))
    call(F, "framework", src(REPO, STORY, "Structural Framework Selection"), "prose",
         "/scribe:plan story", fs({"context/story-overview.md": "# Story overview\n(TODO: structure)\n"}), qf,
         P("architecture", "The overview leaves the structure open, and a serial's spine is the author's call "
           "with lasting consequences; no 'you decide' is offered.", []))


def continuity():
    sec = src(REPO, CONT, "Step 4: Check Continuity")
    ph = "/scribe:continuity chapter 2.3"
    q = Q("2.3 has Wiggins naming Moriarty to Mrs Hudson, but in canon Holmes tells no one about Moriarty until "
          "\"The Final Problem\". Intentional AU divergence?", "AU or error", [
              O("Intentional — record AU fact", "kg_add_episode to irregulars-au"),
              O("Error — fix the chapter", "log it to the continuity issues")])
    call(F, "au", sec, "prose", ph, fs({"context/au-bible.md": (
        "# AU divergences\n1. Holmes takes Wiggins on as a paid apprentice (1.1).\n2. Mrs Hudson knows everything. "
        "Always has.\n3. Holmes tells Wiggins about Moriarty in 2.1 after the Lambeth job, and Wiggins tells Mrs "
        "Hudson (2.3).\n")}, stage="edit-1", chapter="2.3"), q,
        L("other", sel("Intentional — record AU fact"), "The AU bible lists exactly this as divergence 3; it only "
          "needs recording in the AU graph."))
    call(F, "au", sec, "prose", ph, fs({"context/au-bible.md": (
        "# AU divergences\n1. Holmes takes Wiggins on as a paid apprentice (1.1).\n2. Mrs Hudson knows everything. "
        "Always has.\n")}, stage="edit-1", chapter="2.3"), q,
        P("other", "The AU bible doesn't say whether Wiggins knows about Moriarty yet; whether 2.3 departs from "
          "canon on purpose is something only Ines knows.", []))
    call(F, "au", sec, "prose", ph, fs({"context/au-bible.md": (
        "# AU divergences\n1. Holmes takes Wiggins on as a paid apprentice (1.1).\n\n# Held back\n- Wiggins must NOT "
        "know Moriarty's name before arc 3. The reveal at the end of arc 2 depends on it.\n")},
        stage="edit-1", chapter="2.3"), q,
        L("other", sel("Error — fix the chapter"), "The AU bible holds Moriarty's name back from Wiggins until arc "
          "3; naming him in 2.3 breaks the arc-2 reveal."))


VOICE_OK = ("Voice summary for the scene drafters (Wiggins, 2.4):\n- Register: street London, quick, practical; "
            "plain words.\n- Sentences: short, counting rhythm; lists of what things cost.\n- Notices: exits, coppers, "
            "coins, who is lying.\n- Humour: dry, at his own expense.\n- Emotion: deflects; names it only as hunger "
            "or cold.\n- Tics: \"cold, wet and 'ungry\"; calls Holmes the Guv'nor.\n- Confidence: arc 2, trusting the "
            "Guv'nor a little more than he admits.\n")


def draft():
    sec = src(REPO, DRAFT, "Step 4: Prepare Voice Summary")
    ph = "/scribe:write 2.4"
    q = Q("Does this voice summary match Wiggins before I dispatch the scene drafters?", "Voice", [
        O("Confirm", "dispatch the drafters with it"), O("Revise", "change the summary first")])
    call(F, "voice", sec, "variant", ph, fs({"characters/original/Wiggins.md": WIGGINS}, shown=VOICE_OK,
                                            stage="plan-beats"), q,
         L("confirmation", sel("Confirm"), "The summary follows the character file and the prose rules point for "
           "point."))
    call(F, "voice", sec, "variant", ph, fs({"characters/original/Wiggins.md": WIGGINS}, shown=(
        "Voice summary for the scene drafters (Wiggins, 2.4):\n- Register: street London; lyrical when moved, the "
        "fog as a living thing.\n- Sentences: long, breathless, interrupted by em dashes as his thoughts jump.\n- "
        "Refers to Holmes as Mr. Holmes.\n- Tics: \"cold, wet and 'ungry\".\n"), stage="plan-beats"), q,
        L("style", typ("Revise: no em dashes (prose rules); Wiggins is not lyrical, he describes weather by what it "
                       "costs him; in narration he calls Holmes the Guv'nor, never Mr. Holmes."),
          "Three lines of the summary contradict prose-rules.md and the character file; the drafters would copy "
          "them into every scene."))
    call(F, "voice", sec, "variant", ph, fs({"characters/original/Wiggins.md": "# Wiggins\n(TODO)\n"},
                                            shown=VOICE_OK, stage="plan-beats"), q,
         P("confirmation", "The character file is empty; whether this is the Wiggins Ines hears in her head is "
           "something only she can judge.", []))
    sec = src(REPO, DRAFT, "Step 8: Author Review")
    shown = ("Draft 2.4 complete: 9,480 words (beats estimated 7,200).\n  scene-1 1,950 · scene-2 2,100 · scene-3 "
             "3,880 (beats: 1,800) · scene-4 1,550\nVoice confidence: 4/5, 4/5, 3/5, 4/5\nDrafter notes: scene-3 "
             "skipped beat 3.4 (the telegram reveal) — ran out of room after the chase.\nContinuity flags: none\n")
    call(F, "review", sec, "prose", ph, fs(shown=shown, stage="write-draft"), [
        Q("Does the voice feel right for Wiggins?", "Voice", [O("Yes"), O("Too polished"), O("Too flat")]),
        Q("Which scenes need more or less space?", "Space", [O("Scene 1"), O("Scene 2"), O("Scene 3"),
                                                            O("Scene 4")], multi=True),
        Q("Any beats that landed wrong?", "Beats", [O("None"), O("Some", "I'll name them")]),
        Q("Ready to move to editing, or revise specific scenes?", "Next", [
            O("Move to editing", "/scribe:edit plot 2.4"), O("Revise scenes", "redraft specific scenes first")])], [
        P("other", "How the draft's voice reads is the author's own judgment on reading it; nothing records it.", []),
        L("scope", multi("Scene 3"), "Scene 3 ran to 3,880 words against 1,800 planned and still dropped a beat; "
          "the others are near their estimates."),
        P("other", "Whether a beat landed is a reader's verdict the author gives after reading; the skipped beat is "
          "a separate, recorded problem.", []),
        L("other", sel("Revise scenes"), "Scene 3 skipped the telegram reveal, a plot beat; editing a chapter that "
          "is missing it would be papering over.")])
    call(F, "review", sec, "prose", ph, fs(shown=(
        "Draft 2.4 complete: 7,350 words (beats estimated 7,200).\n  scene-1 1,820 · scene-2 1,900 · scene-3 1,980 · "
        "scene-4 1,650\nVoice confidence: 4/5 all scenes\nDrafter notes: none\nContinuity flags: none\n"),
        stage="write-draft"), [
        Q("Does the voice feel right for Wiggins?", "Voice", [O("Yes"), O("Too polished"), O("Too flat")]),
        Q("Any beats that landed wrong?", "Beats", [O("None"), O("Some", "I'll name them")]),
        Q("Ready to move to editing, or revise specific scenes?", "Next", [
            O("Move to editing", "/scribe:edit plot 2.4"), O("Revise scenes", "redraft specific scenes first")])], [
        P("other", "Only the author, having read it, can say the voice is right.", []),
        P("other", "The drafters flagged nothing, but whether a beat lands is the author's verdict on reading the "
          "chapter.", []),
        L("other", sel("Move to editing"), "Every beat landed at the planned length with no flags; the pipeline's "
          "next stage is the plot edit.")])


def edit():
    ph = "/scribe:edit ai 2.3"
    sec = src(REPO, AI, "Step 8: Author Review")
    q = Q("The detectors disagree on scene 2: \"The fog pressed against the window like a held breath.\" Language "
          "agent: stock simile, cut. Voice agent: in character. Keep or cut?", "Disagree", [
              O("Keep"), O("Cut"), O("Rewrite", "replace with something concrete")])
    call(F, "disagree", sec, "filled", ph, fs({"characters/original/Wiggins.md": WIGGINS}, stage="edit-4",
                                              chapter="2.3"), q,
         L("style", sel("Cut"), "The character file says Wiggins is not poetic and talks about weather only by what "
           "it costs him; the simile is the detector's stock image, not his voice.", []))
    call(F, "disagree", sec, "filled", ph, fs({"characters/original/Wiggins.md": WIGGINS}, stage="edit-4",
                                              chapter="2.3"),
         Q("The detectors disagree on scene 4: \"Cold, wet and 'ungry, the lot of us.\" Structure agent: rule-of-"
           "three triplet, an AI tell. Voice agent: character catchphrase. Keep or cut?", "Disagree", [
               O("Keep"), O("Cut"), O("Rewrite")]),
         L("style", sel("Keep"), "It is Wiggins's catchphrase, word for word, in his character file."))
    call(F, "synth", sec, "filled", ph, fs(stage="edit-4", chapter="2.3", shown=(
        "AI-pattern synthesis, 2.3:\n- High-confidence fixes (2+ agents): 9\n- Single-agent flags: 6 (language 4, "
        "structure 2)\n- Disagreements: 0\n- Scene 3: voice agent timed out, scene not covered by it\nChapter verdict: "
        "MINOR ISSUES\n")),
        Q("How do you want to handle the synthesis?", "Synthesis", [
            O("Accept all high-confidence fixes"), O("Review single-agent flags"),
            O("Rescan scene 3", "run the voice detector again"), O("Stop here")], multi=True),
        L("scope", multi("Accept all high-confidence fixes", "Review single-agent flags", "Rescan scene 3"),
          "The skill's review covers consensus fixes and single-agent flags one by one, and scene 3 is missing a "
          "detector's pass; nothing argues for stopping."))
    sec = src(REPO, PIPE, "Feedback Format")
    ph = "/scribe:edit hostile 2.3"
    opts = [O("Accept"), O("Reject", "with reason"), O("Modify"), O("Discuss")]
    call(F, "hostile", sec, "filled", ph, fs(stage="edit-5", chapter="2.3", shown=(
        "### [CONSENSUS: AI Hater + Lit Snob] scene-2, last paragraph\n**Current text**: > And that was when he "
        "understood.\n**Problem**: epiphany one-liner closing the scene; tells instead of showing.\n**Suggested "
        "fix**: > end on Wiggins pocketing the telegram stub.\n")),
        Q("Consensus flag on scene 2's ending. Your call?", "Flag", opts),
        L("style", sel("Accept"), "prose-rules.md bans epiphany one-liners at the end of a scene; both readers and "
          "the rules agree."))
    call(F, "hostile", sec, "filled", ph, fs({"references/style-guide.md": (
        "Dialect: Wiggins and the Irregulars drop their h's in dialogue ('ere, 'im, 'ungry). Keep it. Light, never "
        "phonetic soup, but never standardised either.\n")}, stage="edit-5", chapter="2.3", shown=(
        "### [Lit Snob] scene-1, dialogue\n**Current text**: > \"'Ere, 'e's got the wrong 'at on.\"\n**Problem**: "
        "eye-dialect is condescending and dated.\n**Suggested fix**: > \"Here, he's got the wrong hat on.\"\n")),
        Q("Lit Snob flag on scene 1's dialogue. Your call?", "Flag", opts),
        L("style", sel("Reject"), "The style guide keeps the dropped h's in dialogue and says never to standardise "
          "them."))
    call(F, "hostile", sec, "filled", ph, fs(stage="edit-5", chapter="2.3", shown=(
        "### [Lit Snob] scene-3, the Guv'nor's speech on the workhouse\n**Current text**: > (two paragraphs, 240 "
        "words)\n**Problem**: the author's politics in Holmes's mouth; preachy, and slows the chase.\n**Suggested "
        "fix**: > cut to the last three sentences.\n")),
        Q("Lit Snob flag on scene 3's speech. Your call?", "Flag", opts),
        P("style", "A single persona's taste against a speech the author wrote on purpose; no rule or note covers "
          "it, and the skill leaves persona-specific concerns to the author.", []))
    call(F, "hostile", sec, "filled", ph, fs(stage="edit-5", chapter="2.3", shown=(
        "### [Holmes Fan] whole chapter\n**Problem**: Holmes paying a street boy as his apprentice is fan wish-"
        "fulfilment; canon Holmes uses the Irregulars and forgets them. The AU premise feels unearned.\n**Suggested "
        "fix**: > seed Holmes's reasons in arc 2 or drop the apprenticeship.\nVerdict: PASS WITH RESERVATIONS\n")),
        Q("Holmes Fan questions the AU's premise. Your call?", "Flag", opts),
        P("other", "The apprenticeship is the story's founding AU choice; answering a reader persona's challenge to "
          "it is a craft-integrity decision the skill leaves to the author.", []))


def knowledge():
    sec = src(REPO, INGEST, "5. Wiki Lookup")
    ph = "/scribe:ingest wiki Gregson"
    call(F, "wiki", sec, "filled", ph, fs({"context/au-bible.md": (
        "# AU divergences\n1. Holmes takes Wiggins on as a paid apprentice (1.1).\n2. Mrs Hudson knows everything.\n")},
        stage="edit-1"),
        Q("According to the Baker Street wiki, Tobias Gregson is a Scotland Yard inspector, \"the smartest of the "
          "Scotland Yarders\" (A Study in Scarlet), rival of Lestrade. Should I add this to the DB?", "Add canon", [
              O("Yes", "SQLite + doyle-canon group"), O("No")]),
        L("confirmation", sel("Yes"), "It is canon, the AU bible changes nothing about Gregson, and it goes to the "
          "canon group."))
    call(F, "wiki", sec, "filled", "/scribe:ingest wiki Shinwell Johnson", fs({"knowledge-base/canon/INDEX.md": (
        "# Canon index (Doyle)\n- Shinwell Johnson: \"The Adventure of the Illustrious Client\" (1924) only.\n")},
        stage="edit-1"),
        Q("According to the Baker Street wiki, Shinwell Johnson first appears in The Sign of Four (1890) as Holmes's "
          "informant. Should I add this to the DB?", "Add canon", [O("Yes", "SQLite + doyle-canon group"), O("No")]),
        L("confirmation", sel("No"), "The project's canon index, taken from the stories, places Shinwell Johnson in "
          "The Illustrious Client only; the wiki's claim contradicts it."))
    call(F, "sqlite", src(REPO, RESEARCH, "Step 5: Update Knowledge Stores"), "prose",
         "/scribe:research telegraph boys and rates in 1888 London", fs(stage="plan-beats", shown=(
             "Saved knowledge-base/research/telegraph-1888.md and added it to irregulars-au / doyle-canon (41 nodes, "
             "63 edges).\nFindings: sixpence for twelve words inland; boy messengers in pillbox caps, 14-16, paid per "
             "delivery; GPO took over the companies in 1870.\n")),
         Q("Also add these findings to the SQLite database?", "SQLite", [
             O("Characters", "characters table"), O("World facts", "knowledge_facts table"),
             O("Concepts", "concepts table")], multi=True),
         L("scope", multi("World facts"), "The findings are period facts (rates, messengers, the GPO) with no "
           "characters or philosophical concepts in them."))


def characters():
    call(F, "ctype", src(REPO, CHAR, "Step 2: Parse the Argument"), "prose", "/scribe:character Mary Morstan", fs({
        "NOTES.md": ("# Ines — notes\n- Before drafting arc 3: map Mary's Lie/Truth journey across arcs 2-4, with the "
                     "crisis choice in 3.9.\n")}),
        Q("Which analysis do you want for Mary Morstan?", "Analysis", [
            O("psychologist", "behavioural frameworks: Cialdini, Ekman, Navarro…"),
            O("arc", "Ghost/Wound/Lie/Truth, beat mapping, crisis decision")]),
        L("scope", sel("arc"), "The note asks for Mary's Lie/Truth journey and crisis choice, which is the arc "
          "analysis."))
    call(F, "which", src(REPO, PSY, "Step 2: Identify the Character"), "filled", "/scribe:character psychologist", fs({
        "NOTES.md": "# Ines — notes\n- TODO before 2.6: psych profile for Raddle (the new fence). Needs tells when he lies.\n"}),
        Q("Which character?", "Character", [O("Wiggins"), O("Mary Morstan"), O("Mr. Raddle"), O("Mrs Hudson")]),
        L("scope", sel("Mr. Raddle"), "Ines's to-do names Raddle's psychological profile, lying tells included."))
    call(F, "which", src(REPO, CARC, "Step 2: Identify the Character"), "filled", "/scribe:character arc", fs(),
         Q("Which character, across which arcs?", "Character", [O("Wiggins, arcs 1-3"), O("Mary Morstan, arcs 2-3"),
                                                                 O("Mrs Hudson, arc 2")]),
         P("scope", "Nothing in the project says whose arc Ines wants mapped next; it's her planning choice.", []))
    call(F, "save", src(REPO, PSY, "Step 10: Output"), "prose", "/scribe:character psychologist Raddle", fs({"CLAUDE.md": (
        "Character files stay short (under two pages). Long analyses go in a companion file: `<Name> (psychology).md` "
        "next to the character file.\n")}),
        Q("Save the profile as a companion document or append it to Raddle's character file?", "Save to", [
            O("Companion document", "Mr. Raddle (psychology).md"), O("Append to character file")]),
        L("style", sel("Companion document"), "CLAUDE.md keeps character files short and puts long analyses in "
          "a (psychology).md companion."))


def kg():
    def q(content):  # "Present to the user: Content, Group, Source. Ask for confirmation."
        return Q(f"Content: {content}\nGroup: irregulars-au\nSource: user-input\n\nAdd this to the knowledge graph?",
                 "KG add", [O("Confirm"), O("Change group"), O("Cancel")])
    sec = src(REPO, KADD, "Step 2: Confirm Before Writing")
    call(F, "kgadd", sec, "variant", "/kg:add Wiggins lost two front teeth in the Lambeth job (2.1)", fs(
        {"kg.local.yaml": KG}), q("Wiggins lost two front teeth in the Lambeth job (2.1); he whistles when he talks "
                                  "from then on."),
        L("confirmation", sel("Confirm"), "An AU story fact going to the AU group, as Ines asked."))
    call(F, "kgadd", sec, "variant", "/kg:add The Sign of Four is set in 1888", fs(
        {"kg.local.yaml": KG}), q("The Sign of Four takes place in September 1888; Mary Morstan brings Holmes the "
                                  "case of the pearls."),
        L("scope", sel("Change group"), "It is a fact about Doyle's story, so it belongs in doyle-canon; the default "
          "write group would file canon as AU."))
    call(F, "kgingest", src(REPO, KING, "Step 2: Validate"), "variant", "/kg:ingest arcs/ --group doyle-canon", fs(
        {"kg.local.yaml": KG}, shown=("Preview: arcs/ — 38 .md files (Ines's drafted chapters, arcs 1-2), ~160 "
                                      "chunks → group doyle-canon\n")),
        Q("Proceed with the batch ingestion?", "Ingest", [O("Proceed"), O("Cancel")]),
        L("confirmation", sel("Cancel"), "arcs/ is Ines's own AU drafts; ingesting it into doyle-canon would mix her "
          "AU into canon lookups. It should go to irregulars-au."))
    call(F, "kgsetup", src(REPO, KSET, "Step 3: Design Group IDs"), "variant", "/kg:setup", fs({
        "NOTES.md": ("# Ines — notes\n- The radio-play project already has all 60 Doyle stories in the graph as "
                     "`doyle-canon`. Reuse it, don't ingest Doyle twice.\n"),
        "registry.yaml (from ~/.kg)": "groups:\n  doyle-canon:\n    description: \"All 60 Doyle stories\"\n  "
                                      "radio-play-au:\n    description: \"Radio play scripts\"\n"},
        shown=("Proposed groups:\n- holmes-canon (new): Doyle's 60 stories\n- irregulars-au (new): The Irregulars' AU "
               "facts and chapters\n")),
        Q("Use these knowledge groups for this project?", "Groups", [O("Confirm"), O("Modify")]),
        L("architecture", typ("Modify: reuse the existing doyle-canon group instead of creating holmes-canon; keep "
                              "the new irregulars-au group."), "The registry already holds Doyle as doyle-canon "
                                                               "and the notes say to reuse it."))


def library():
    sec = src(REPO, ACQ, "4. Select")
    call(F, "books", sec, "filled", "/library acquire Victorian street children and telegraph messengers", fs(
        {"NOTES.md": "# Research list\n- street children, messenger boys, the GPO telegraph service\n"}, shown=(
            "Found 4 books for \"victorian street children telegraph\":\n1. [EPUB] \"London Labour and the London "
            "Poor, Vol. 1\" by Henry Mayhew (1851)\n2. [EPUB] \"The Bitter Cry of Outcast London\" by Andrew Mearns "
            "(1883)\n3. [PDF] \"A History of the Post Office Telegraphs\" by J. C. Lamb (1893)\n4. [EPUB] \"Cassell's "
            "Household Guide, Vol. 2\" (1880)\n")),
        Q("Which books should I download?", "Books", [O("1. Mayhew"), O("2. Mearns"), O("3. Lamb"),
                                                      O("4. Cassell's")], multi=True),
        L("scope", multi("1. Mayhew", "2. Mearns", "3. Lamb"), "Three of the 1850s-1890s titles cover street "
          "children and the telegraph service on the research list; the household guide doesn't."))
    call(F, "books", sec, "filled", "/library acquire Victorian street children", fs(shown=(
        "Found 3 books for \"victorian street children\" (LibGen):\n1. [EPUB] \"The Victorian City\" by Judith "
        "Flanders (2012)\n2. [EPUB] \"Street Arabs and Gutter Snipes\" by Tom Kiernan (2021)\n3. [PDF] \"Poor "
        "Children in Victorian London\" (2016)\n")),
        Q("Which books should I download?", "Books", [O("1. Flanders"), O("2. Kiernan"), O("3. Poor Children"),
                                                      O("None")], multi=True),
        P("scope", "All three are recent books still in copyright, offered from LibGen; whether to take them from "
          "there is the person's own legal and ethical call, not a research-relevance question.", []))


def build():
    plan()
    continuity()
    draft()
    edit()
    knowledge()
    characters()
    kg()
    library()
