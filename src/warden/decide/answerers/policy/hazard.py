"""The one place the policy asks the judge what a question and its options do
(``warden.judge.prose``).

An option is hazardous when its own words, or the question's words about what going on
does, name an action a person must authorise: deleting or discarding work, rewriting
history, pushing, publishing, deploying, sending, handling credentials, granting
privileges, or anything warned to be irreversible. A question is *outward* when one of
its options (or its own words) leaves the project: pushes, merges, publishes, deploys,
sends, touches secrets or privileges, or writes outside the project; choosing among such
options is the person's even when one of them is harmless. An action is *routine* when
the judge positively reads it as ordinary project work (writing the project's files,
building and testing, reading, local git) and finds nothing hazardous in it.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.structure import Question, View
from warden.decide.answerers.policy.wording import straighten
from warden.judge.prose import OUTWARD, Effect, effects, hazards

_WHERE = frozenset({"outside_project", "credentials", "privilege", "system", "network_exec", "personal", "local_network"})
LEAVES = OUTWARD | _WHERE  # effects that reach beyond the project
ROUTINE = frozenset({"write_project", "build_test", "read", "vcs_local", "install_local", "clean"})


# a setting or a script the question names, whose own name says it leaves the project ("auto_push: always",
# "post_archive hook: scripts/publish-release.sh"): going on runs it. A name, not a verb of the sentence,
# so the judge's reading of prose does not see it.
_ACTS = r"push|publish|deploy|release|announce|notify"
# a script named for what it does, or a setting whose key ends in the action and is switched on
# (each part of the path bounded: an unbounded path re-read from every segment of a long "a/a/a/…" is quadratic)
_NAMED_SCRIPT = re.compile(rf"(?<![\w.-])(?:[\w.-]{{1,80}}/){{0,16}}[\w.-]{{0,80}}?(?<![a-z])({_ACTS})(?![a-z])[\w.-]{{0,80}}?\.(?:sh|bash|zsh|py|js|mjs|ts|rb|pl|ps1)\b", re.I)
_NAMED_SETTING = re.compile(rf"(?<![\w.-])[\w.-]*?(?<![a-z])({_ACTS})(?:_?on_?\w+)?\s*[:=]\s*[\"']?(?:always|true|on|yes|enabled?|auto)\b", re.I)
# what runs a script: a hook or setting it is the value of, or a verb of running just before it ("app/notify.py:12"
# cited as code runs nothing)
_RUNS = re.compile(r"(?:[:=]|\b(?:run|runs|running|ran|execut\w*|invok\w*|calls?|calling|source|sources)(?:\s+(?:the|a|its|script|hook))*)\s*[`'\"]?$", re.I)
_NAMED_KIND = {"push": "push", "publish": "publish", "release": "publish", "deploy": "deploy", "announce": "send", "notify": "send"}


def named_actions(text: str) -> list[Effect]:
    """The outward actions ``text`` runs or switches on by name: a script named for one
    ("scripts/publish-release.sh"), a setting whose key is one, switched on ("auto_push:
    always"). A name is not a verb of the sentence, so the judge's prose reading does not
    see it; going on runs it all the same."""
    found = [Effect(_NAMED_KIND[m.group(1).lower()], m.group(0)) for m in _NAMED_SCRIPT.finditer(text)
             if _RUNS.search(text[max(0, m.start() - 40): m.start()])]
    return found + [Effect(_NAMED_KIND[m.group(1).lower()], m.group(0)) for m in _NAMED_SETTING.finditer(text)
                    if re.search(r"[_.-]", m.group(0).split(":")[0].split("=")[0])]


# an issue tracker lives outside the project: exporting findings to it, filing, closing, deleting or re-prioritising
# its items changes what others see there. The items are the tracker's by the option's own words ("Export to Issues",
# "close the ticket") or, where the option names only a field of them ("Update Status: mark as closed", "Delete
# Multiple"), by the question's ("Bulk operation on 12 issues")
_ACT = (r"(?:bulk\s+)?(?:export\w*|file|filing|create|open|close|closing|reopen|delete|remove|archive|update|set|mark|label|assign"
        r"|transition|resolve|prioriti[sz]e)")
_ITEMS = r"(?:issues?|tickets?|(?:issue|bug) tracker|tracker)"
_TRACKER_OWN = re.compile(rf"\b{_ACT}\b(?:\W+(?:to|in|on|the|an?|all|\d+|these|those|new|as|into|high-priority|selected)){{0,4}}\W+{_ITEMS}\b", re.I)
# filing new items, whatever words describe them: "create improvement issues", "file two follow-up tickets"
_TRACKER_NEW = re.compile(rf"\b(?:create|creates|creating|file|files|filing|raise|raises|submit|submits)\b(?:\W{{1,10}}[\w-]{{1,40}}){{0,2}}?\W{{1,10}}(?:issues?|tickets?)\b", re.I)
_TRACKER_FIELD = re.compile(rf"^\W*{_ACT}\W+(?:status|priority|multiple|all|selected|them|labels?|assignees?|milestone)\b", re.I)
_TRACKER_ITEMS = re.compile(rf"\b{_ITEMS}\b", re.I)


def tracker_actions(text: str, context: str = "") -> list[Effect]:
    """What an option does to an issue tracker's items: exporting, filing, closing, deleting or updating
    them leaves the project (the tracker is where others read them), whatever the judge reads in the words."""
    words = straighten(text)
    if _TRACKER_OWN.search(words) or _TRACKER_NEW.search(words) or (_TRACKER_FIELD.search(words) and _TRACKER_ITEMS.search(straighten(context))):
        return [Effect("publish", words[:80])]
    return []


# a change that has something other than the person approve what runs ("a safety classifier approves routine actions
# instead of prompting you", "auto-approve edits without asking"): it changes who says yes, the person's own posture,
# whatever the change touches on disk. Doing work without asking ("fix them without asking again") grants nothing.
_GRANTS = re.compile(r"\b(?:auto-?approv\w*|approv\w*|allow\w*|permit\w*|grant\w*|accept\w*)\b[^.;?!]{0,80}?"
                     r"\b(?:instead\s+of|without|rather\s+than)\s+(?:\w+\s+){0,2}?(?:prompt\w*|ask\w*|confirm\w*)", re.I)


def approval_actions(text: str) -> list[Effect]:
    """Handing the person's approval to something else: what is approved then runs
    without the person being asked, a grant of privilege whatever else it does."""
    m = _GRANTS.search(straighten(text))
    return [Effect("privilege", m.group(0)[:80])] if m else []


# where a release goes: a question asking for the track, channel, environment or audience (“What testing track will you
# use?”, “Which EAS channel?”, “Which environment do you want to deploy to?”), and an option naming the one every user
# gets: choosing it sends the release to them, whatever verb (or none) the question uses
_TARGET_ASKED = re.compile(r"\b(?:tracks?|channels?|environments?|envs?|audiences?|destinations?|release targets?|deploy(?:ment)? targets?)\b", re.I)
_EVERYONE = re.compile(r"^\W*(?:production|prod|live|public|everyone|all users)\b", re.I)


def release_target(label: str, question: str) -> list[Effect]:
    """Choosing the production track, channel or environment where the question asks where a release goes:
    a publication to every user (an empty list: the question asks something else, or the option names another)."""
    if _EVERYONE.search(straighten(label)) and _TARGET_ASKED.search(straighten(question)):
        return [Effect("publish", label[:80])]
    return []


def option_hazards(question: Question, *, production: bool = False, running: str = "", plan: str = "") -> dict[int, list[Effect]]:
    """Per option (by index): the hazardous effects choosing it has. What the question
    says going on does belongs to the options that go on, and so does what the command
    that asks (``running``, the phase) was told to do by its options, and what the plan
    the question asks to approve (``plan``, its text) has in its steps."""
    asked = question_hazards(question, production=production)
    asked += [e for e in phase_hazards(running, production=production) if e not in asked]
    asked += [e for e in plan_hazards(plan, production=production) if e not in asked]
    out: dict[int, list[Effect]] = {}
    for v in question.options:
        if question.item.multi:
            # a multi-select's options are things to include, their descriptions say what they are
            # ("Notify the owner when stock is low"); what is done to them is in the question, and
            # only where an item would land (outside the project, a credential) is its own hazard
            own = [e for e in hazards(v.text, question.item.question, production=production) if e.effect in _WHERE]
            out[v.index] = own + [e for e in asked if e not in own]
            continue
        found = hazards(v.text, question.item.question, production=production)
        found += [e for e in tracker_actions(v.text, question.item.question) if not found]
        found += [e for e in release_target(v.label, question.item.question) if not found]
        if asked and v.has("proceed", "recommended", "paper", "remedy") and not v.has("negative", "stall", "object"):
            found = found + [e for e in asked if e not in found]
        out[v.index] = found
    return out


# a running command's options ("/commit --push", "/release --publish"): each is something the command was told to do
_COMMAND = re.compile(r"^/([\w:.-]+)")
_FLAG = re.compile(r"(?<!\S)--?([a-z][a-z-]{2,30})(?![\w-])")


def phase_hazards(command: str, *, production: bool = False) -> list[Effect]:
    """What the command that asks was told to do by its options, when hazardous: going on
    with "/commit --push" pushes, with "/commit --amend" rewrites a commit. Each option is
    read as its verb applied to the command's own work ("push the commit"), or to the
    commit or the changes it makes ("/save --push")."""
    m = _COMMAND.match(command.strip()) if command else None
    if not m:
        return []
    work = re.split(r"[:_]", m.group(1))[-1].replace("-", " ")
    found: list[Effect] = []
    for flag in _FLAG.findall(command[m.end():][:400]):
        said = flag.replace("-", " ")
        # only what the option's own words do ("--verbose" on /deploy says nothing of deploying)
        for work_done in (work, "commit", "changes"):  # the command's own work, or what such options act on
            does = [e for e in hazards(f"{said} the {work_done}", "", production=production)
                    if e not in found and said.split()[0] in e.evidence.lower()]
            if does:
                found += does
                break
    return found


# a plan or work file the question names for approval ("Work plan docs/plans/refunds.md (4 tasks). Approve the batch?")
PLAN_FILE = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w.-]*(?:plan|task|todo|work|batch|spec)[\w.-]*\.(?:md|txt|ya?ml|json|toml))\b", re.I)


def plan_hazards(plan: str, *, production: bool = False) -> list[Effect]:
    """What the steps of a plan the question asks to approve do, when hazardous: approving the
    plan approves them. Read as the question's own proposals are."""
    if not plan:
        return []
    text = proposing(plan)
    return hazards(text, "", production=production) + named_actions(text)


def own_hazards(view: View, question: str, *, production: bool = False) -> list[Effect]:
    """What choosing ``view`` does by its own words (the question giving a bare verb its object),
    leaving aside what the question says going on does."""
    return hazards(view.text, question, production=production)


def question_hazards(question: Question, *, production: bool = False) -> list[Effect]:
    """What the question's own words say the action it proposes does, when hazardous,
    and the outward actions it names as switched on or run. The action proposed is in
    what the question proposes; a sentence that states how things are ("Nothing has been
    deployed yet", "there is no pipeline to publish it", "1.5 landed on main an hour ago")
    proposes nothing."""
    text = question.item.question
    found = hazards(proposing(_without_options(straighten(text), question)), text, production=production)
    found += [e for e in named_actions(text) if e not in found]
    return found + [e for e in approval_actions(proposing(text)) if e not in found]


_ITEM = re.compile(r"^\s*(?:\d+[.)]|[A-Za-z][.)]|[-*\u2022])\s*")
_CONTENT = re.compile(r"[a-z][a-z'-]{2,}")


def _without_options(text: str, question: Question) -> str:
    """What the question proposes without its own listing of its options ("1. Resume  2. Start fresh
    (archives the session)") and without the last alternative of a sentence that names them ("Continue it
    or start fresh?"): each alternative is an option, and what it does is that option's, not going on's."""
    labels = [set(_CONTENT.findall(straighten(v.text).lower())) for v in question.options]
    out = []
    for line in text.split("\n"):
        words = set(_CONTENT.findall(_ITEM.sub("", line).lower()))
        if words and _ITEM.match(line) and any(words <= ws for ws in labels):
            continue  # a line that is one of the options
        if "?" in line and " or " in line:
            head, _, tail = line.rpartition(" or ")
            tail_words = set(_CONTENT.findall(tail.lower()))
            if tail_words and any(tail_words & ws and len(tail_words - ws) <= 1 for ws in labels):
                line = head + "?"
        out.append(line)
    return "\n".join(out)


# a sentence that states how things are rather than what going on does: what is absent ("there is no
# pipeline to publish it", "Nothing has been deployed yet", "I don't see a deploy workflow") or what already
# happened ("1.5 landed on main an hour ago", "The PR is merged"). A failed action stays: retrying it is what is proposed
_STATE = re.compile(r"\b(?:there(?: is| are|'s) no|there (?:isn't|aren't)|nothing (?:has|have) been|(?:has|have|had) (?:not )?been|was|were"
                    r"|(?:do|does|did)(?:n't| not) (?:see|find|have|exist)|not (?:yet|found)|missing|already|ago|landed|is merged|are merged)\b", re.I)


# a sentence that says what going on will do is a proposal whatever else it states ("The build passed, so I'll
# deploy to production now")
_ANNOUNCES = re.compile(r"\b(?:will|'ll|shall|going to|about to|plan to|intend to|now)\b", re.I)


# a title in quotes names a piece of work by what it is about ("2. 'Email the overdue members' — jobs/overdue.py",
# LIB-7 'Offer a held book'): what the product does, not what answering does. (A quoted command is not a title:
# it opens with a lower-case program name, "git push --force".)
_TITLE = re.compile(r"(?<![\w`])([\"'])([A-Z][a-z]+(?: [\w./#:-]+){2,15})\1(?![\w`])")
# a quoted name that is run ("Run the 'Deploy to production' workflow"): what it names is what going on does
_RUN_BEFORE = re.compile(r"\b(?:run|runs|running|trigger\w*|execut\w*|start\w*|invok\w*|dispatch\w*|launch\w*|kick(?:s|ing)? off|call\w*)\W+(?:the\W+)?$", re.I)
_RUN_AFTER = re.compile(r"^\s+(?:workflow|job|pipeline|script|action|hook|command|task|step|stage|target|recipe)s?\b(?![/.-])", re.I)
# a finding that cites the code it is about ("jobs/overdue.py:14 — two workers can both email the member") says what that code
# does when it runs
_CITES_CODE = re.compile(r"(?<![\w/.-])[\w./-]+\.[A-Za-z]{1,5}:\d+\b")
# what it says the code can do: a risk of the code, not an action ("two retries can both send two SMS")
_CAN = re.compile(r"\b(?:can|could|may|might)\b", re.I)


def proposing(text: str) -> str:
    """``text`` without its sentences that state how things are (see :func:`question_hazards`),
    the titles it quotes and the findings that cite code; a sentence that asks is always kept."""
    sentences = re.split(r"(?<=[.!?])\s+|\n+", straighten(text))
    kept = [s for s in sentences if "?" in s or _ANNOUNCES.search(s) or not (_STATE.search(s) or (_CITES_CODE.search(s) and _CAN.search(s)))]
    text = "\n".join(kept)
    return _TITLE.sub(lambda m: m.group(0) if _RUN_BEFORE.search(text[max(0, m.start() - 30):m.start()])
                      or _RUN_AFTER.search(text[m.end():m.end() + 20]) else " ", text)


def outward(found: dict[int, list[Effect]]) -> list[Effect]:
    """The effects, among all options', that leave the project."""
    return [e for effs in found.values() for e in effs if e.effect in LEAVES]


def routine(text: str, context: str = "", *, production: bool = False) -> list[Effect]:
    """The ordinary project work ``text`` positively says it does (empty when it says
    nothing the judge understands, or anything hazardous)."""
    found = effects(text, context, production=production)
    if any(e.hazard for e in found):
        return []
    return [e for e in found if e.effect in ROUTINE]


# what an effect does, said as a verb after "would"
_DOES = {"credentials": "handle a secret", "personal": "read the person's own files", "outside_project": "write outside the project",
         "privilege": "grant a privilege", "system": "change the machine", "network_exec": "run code from the network",
         "local_network": "reach a local service", "discard_work": "discard work", "rewrite_history": "rewrite history",
         "unknown": "do something it warns about", "alter_data": "change a database's records"}


def describe(effects: list[Effect]) -> str:
    e = effects[0]
    what = _DOES.get(e.effect, e.effect.replace("_", " "))
    return f"{what} ({e.words!r}{', irreversible' if e.irreversible else ''})"


__all__ = ["option_hazards", "own_hazards", "plan_hazards", "tracker_actions", "PLAN_FILE", "question_hazards", "outward", "routine", "describe", "View"]
