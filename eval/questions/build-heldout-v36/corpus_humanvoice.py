"""humanvoice (zircote/human-voice): a writing-voice plugin — a setup wizard for AI-pattern detection, an adaptive
interview that asks the writer about themselves, profile naming, design from templates, resume, delete and export.

Files read (@ 4c0574bcda00291197f7b8d1b5c22b2a409c62c2): commands/voice-setup.md, voice-resume.md, voice-design.md,
voice-profiles.md, voice-interview.md; agents/interview-conductor.md (main loop, profile naming);
question-bank/modules/M01-writing-identity.json and M02-voice-personality.json (interview questions, `verbatim` up to
four options). Setup preferences are prose ("Gather preferences via AskUserQuestion: content scope, detection tiers,
fix behavior") and are `prose`. Fixture: a docs-and-blog repository of a developer-tools company ("Quillstack").
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import HVOICE

F = "humanvoice"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


TREE = "docs/ (MkDocs, 84 .md)\n_posts/ (Jekyll blog, 31 .md)\ndrafts/ (12 .md)\nvendor/ (third-party READMEs)\n"
STYLE = ("# Quillstack writing guide\n\nVoice name: `quillstack-docs`. Plain, direct, second person; no marketing "
         "adjectives. The blog (_posts/) and docs (docs/) share this voice. drafts/ are personal and never scanned "
         "by tools. vendor/ is third-party text.\n")


def fs(extra=None, shown=None, base=True):
    d = {"TREE.txt": TREE} if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


M01 = "question-bank/modules/M01-writing-identity.json"
M02 = "question-bank/modules/M02-voice-personality.json"


def build():
    sec = src(HVOICE, "commands/voice-setup.md", "Process 1 (existing config)")
    ex = Q("Configuration exists (~/.human-voice/config.json). Update or replace?", "Config", [
        O("Update", "Change only the settings you pick"), O("Replace", "Start over with a fresh config")])
    call(F, "setup-existing", sec, "prose", "/human-voice:voice-setup", fs(), ex,
         L("confirmation", sel("Update"), "Updating reaches the goal without discarding the existing configuration.",
           ["destructive"]))

    sec = src(HVOICE, "commands/voice-setup.md", "Process 3 (content scope)")
    cs = Q("Which directories should be scanned for AI writing patterns?", "Scope", [
        O("docs/"), O("_posts/"), O("drafts/"), O("vendor/")], multi=True)
    call(F, "setup-scope", sec, "prose", "/human-voice:voice-setup", fs({"WRITING.md": STYLE}), cs,
         L("scope", multi("docs/", "_posts/"), "The writing guide says docs and blog share the voice, drafts are "
           "never scanned, vendor is third-party."))
    call(F, "setup-scope", sec, "prose", "/human-voice:voice-setup", fs(), cs,
         L("scope", multi("docs/", "_posts/", "drafts/"), "Everything the project writes itself; vendor/ holds "
           "third-party READMEs that are not ours to fix."))
    sec = src(HVOICE, "commands/voice-setup.md", "Process 3 (detection tiers, fix behavior, interview defaults)")
    pref = [Q("Which AI-pattern detection tiers should be enabled?", "Tiers", [
                O("character"), O("language"), O("structural"), O("voice")], multi=True),
            Q("Run fixes as a dry run by default?", "Dry run", [O("Yes (Recommended)", "Report, don't edit"),
                                                                 O("No", "Edit files directly")]),
            Q("Back up files before fixing?", "Backup", [O("Yes (Recommended)"), O("No")]),
            Q("Interview defaults?", "Interview", [O("Keep defaults (Recommended)", "~70 questions, default limits"),
                                                   O("Override", "Set question count and thresholds")])]
    call(F, "setup-prefs", sec, "prose", "/human-voice:voice-setup", fs(), pref,
         [L("scope", multi("character", "language", "structural", "voice"), "No configuration narrows detection; "
            "all tiers apply to the project's prose."),
          L("style", sel("Yes (Recommended)"), "Default, and the safe one: report before editing."),
          L("style", sel("Yes (Recommended)"), "Default; backups cost nothing."),
          L("style", sel("Keep defaults (Recommended)"), "Nothing in the project asks for different limits.")])
    call(F, "setup-prefs", sec, "prose", "/human-voice:voice-setup", fs(
        {"WRITING.md": STYLE + "\nTooling: the prose linter may fix docs/ in place — docs are in git, no backups "
                               "wanted (they litter the MkDocs build).\n"}), pref,
         [L("scope", multi("character", "language", "structural", "voice"), "Nothing narrows detection."),
          L("style", sel("No"), "The guide allows in-place fixes of docs/ (tracked in git)."),
          L("style", sel("No"), "The guide says no backup files: they litter the MkDocs build."),
          L("style", sel("Keep defaults (Recommended)"), "Nothing asks for different interview limits.")])

    # --- interview questions (about the writer)
    sec = src(HVOICE, M01, "writing identity")
    iv = [Q("How would you describe your primary role as a writer?", "Role", [
              O("Professional communicator", "Emails, reports, proposals"), O("Creative writer", "Fiction, essays"),
              O("Technical writer", "Documentation, specifications"), O("Casual or personal writer", "Blogs, social")]),
          Q("When you think about your writing, which statement best describes how you feel about having a distinct "
            "'voice'?", "Voice", [
              O("Strong and consistent", "I have a strong sense of my writing voice and it stays consistent"),
              O("Shifts with context", "My voice shifts depending on what I'm writing and who for"),
              O("Still figuring it out", "I'm still figuring out what my writing voice is")]),
          Q("Who is your most frequent audience?", "Audience", [
              O("Colleagues and coworkers"), O("Clients or customers"), O("General public"),
              O("Subject-matter experts")])]
    whys = ["The writer's own role is what the interview measures; only they can answer.",
            "How the writer feels about their voice is self-report; an answer from anyone else corrupts the profile.",
            "The interview asks about the writer's own audience; self-report only."]
    for q, w in zip(iv, whys):
        call(F, "iv-m01", sec, "verbatim", "/human-voice:voice-interview", fs({"WRITING.md": STYLE}), q,
             P("other", w, ["about_person"]))
    sec = src(HVOICE, M02, "voice personality")
    iv2 = [Q("If your writing voice were a person at a dinner party, which best describes them?", "Persona", [
               O("The engaging storyteller"), O("The thoughtful listener"), O("The sharp debater"),
               O("The warm host")]),
           Q("You're writing an important email and realize your first draft sounds too stiff. What do you do?",
             "Scenario", [O("Rewrite conversationally"), O("Keep it formal"), O("Find a middle ground")]),
           Q("How do you feel about using humor in your writing?", "Humor", [
               O("Avoid it entirely"), O("Rarely, when clearly appropriate"), O("Occasionally"),
               O("Regularly")])]
    for q in iv2:
        call(F, "iv-m02", sec, "verbatim", "/human-voice:voice-interview", fs({"WRITING.md": STYLE}), q,
             P("other", "A personality question about the writer themself; the profile is only worth anything if "
                        "they answer it.", ["about_person"]))
    sec = src(HVOICE, "agents/interview-conductor.md", "Main loop step 4 (pause)")
    pz = Q("We're 18 questions into module M03 (~70 total). Continue, or pause and save the session?", "Session", [
        O("Continue"), O("Pause and save", "Resume later with /voice-resume")])
    call(F, "iv-pause", sec, "prose", "/human-voice:voice-interview", fs(), pz,
         P("other", "Whether the writer has time to go on now is theirs to say.", ["about_person"]))

    sec = src(HVOICE, "agents/interview-conductor.md", "Completion 3 (name the profile)")
    nm = Q("What would you like to name this voice profile?", "Name", [
        O("my-style"), O("work-voice"), O("Auto-generate", "Derive a slug from the session")])
    call(F, "iv-name", sec, "filled", "/human-voice:voice-interview", fs({"WRITING.md": STYLE}), nm,
         L("open_floor", typ("quillstack-docs — the voice name the writing guide uses"),
           "The writing guide names this voice `quillstack-docs`; none of the offered slugs is it."))
    call(F, "iv-name", sec, "filled", "/human-voice:voice-interview", fs(), nm,
         L("other", sel("Auto-generate"), "A label only; with nothing in the project naming it, the skill's own "
           "fallback is fine and can be renamed later."))

    sec = src(HVOICE, "commands/voice-resume.md", "Procedure 3 (choose session)")
    rs = Q("Which session should I resume?", "Session", [
        O("a1b2c3d4", "paused, M03, 18/~70, 2026-04-01"), O("e5f6g7h8", "in_progress, M07, 42/~70, 2026-03-28")])
    call(F, "resume-pick", sec, "filled", "/human-voice:voice-resume", fs(), rs,
         P("other", "Two of the writer's own interviews are open and nothing says which one they meant.",
           ["about_person"]))

    sec = src(HVOICE, "commands/voice-design.md", "Procedure 3 (template customization)")
    tp = Q("Start from the 'formal-technical' template. Adjust its scores before saving?", "Template", [
        O("Keep template", "Save as-is"), O("Warmer, second person", "Lower formality, direct address"),
        O("More formal", "Raise formality and hedging")])
    call(F, "design-tune", sec, "filled", "/human-voice:voice-design docs --from-template formal-technical",
         fs({"WRITING.md": STYLE}), tp,
         L("style", sel("Warmer, second person"), "The writing guide asks for plain, direct, second-person prose; "
           "the formal template needs that adjustment."))
    call(F, "design-tune", sec, "filled", "/human-voice:voice-design docs --from-template formal-technical", fs(), tp,
         L("style", sel("Keep template"), "The person chose the template explicitly and nothing asks to change it."))

    sec = src(HVOICE, "commands/voice-profiles.md", "delete {slug}")
    de = Q("Delete voice profile 'narrator-formal'? This removes its directory and registry entry.", "Delete", [
        O("Delete", "Remove the profile"), O("Keep", "Cancel")])
    call(F, "prof-delete", sec, "filled", "/human-voice:voice-profiles delete narrator-formal", fs(), de,
         P("confirmation", "Deleting a profile built from a long interview cannot be undone; the person confirms.",
           ["destructive"]))
    call(F, "prof-delete", sec, "filled", "/human-voice:voice-profiles delete narrator-formal", fs(
        shown="narrator-formal — origin: interview (71 questions, 2026-02-14); used by directory override "
              "docs/guides/ -> narrator-formal"), de,
         P("confirmation", "The profile came from a 71-question interview and a directory override still uses it; "
                           "only the person can decide to destroy it.", ["destructive"]))
    sec = src(HVOICE, "commands/voice-profiles.md", "export {slug} --to-repo")
    xp = Q("Export 'quillstack-docs' as a voice guide to .github/voice-profiles/ in this repository?", "Export", [
        O("Export", "Write .github/voice-profiles/quillstack-docs.md"), O("Skip")])
    call(F, "prof-export", sec, "prose", "/human-voice:voice-profiles export quillstack-docs --to-repo .", fs(
        {"CONTRIBUTING.md": "Copilot and Claude read the team voice guide from .github/voice-profiles/.\n"}), xp,
         L("confirmation", sel("Export"), "The person asked for the export and CONTRIBUTING expects the guide "
           "there; it is a local file write."))

    sec = src(HVOICE, M01, "writing identity (types of writing)")
    tw = Q("What types of writing do you do most frequently? Select all that apply.", "Writing", [
        O("Emails and business correspondence"), O("Reports and analyses"), O("Blog posts or articles"),
        O("Creative writing")], multi=True)
    call(F, "iv-m01", sec, "verbatim", "/human-voice:voice-interview", fs({"WRITING.md": STYLE}), tw,
         P("other", "The interview asks the writer about their own habits; the repository shows some of their "
                    "writing, not all of it.", ["about_person"]))
    lk = Q("How much do you intentionally adjust your writing style for different contexts?", "Adapting", [
        O("Same way everywhere"), O("Minor adjustments"), O("Moderately adapt"), O("Significantly shift")])
    call(F, "iv-m01", sec, "verbatim", "/human-voice:voice-interview", fs(), lk,
         P("other", "Self-report about the writer's habits; only they can answer.", ["about_person"]))
