"""The words of prose actions: the verbs :mod:`warden.judge.prose` reads as effects, what
they act on (credentials, paths outside the project, deployed systems, disposable build
output, code), negators and warnings. Ordinary English and widely known services, not any
one workflow's wording.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

def _verb(*stems: str) -> str:
    """A pattern for verbs and their inflections: ``_verb("delet~e")`` is delete,
    deletes, deleted, deleting; ``stem:suffix`` marks where inflections attach."""
    out = []
    for s in stems:
        if "~" in s:
            root, base = s.split("~")
            out.append(root + r"(?:" + base + r"|" + base + r"s|" + base + r"d|ed|es|ing|ion|ions)")
        else:
            out.append(s)
    return r"\b(?:" + "|".join(out) + r")\b"


IRREVERSIBLE = re.compile(
    r"\b(?:irreversibl[ey]|irrecoverabl[ey]|unrecoverabl[ey]|permanent(?:ly)?(?= delet| remov| eras| lost| gone| destroy)|permanently"
    r"|(?:cannot|can ?not|can't|won't be able to)\s+(?:be\s+)?(?:undone|undo|reversed|reverted|recovered|restored|rolled back)"
    r"|there is no (?:undo|going back|way back|recovery)|no (?:undo|way back|going back)|for good|forever)\b",
    _I,
)

# negators that govern a verb standing close after them in its clause
NEGATOR = re.compile(
    r"(?:\b(?:not|never|no|without|nothing|none|neither|nor|instead of|rather than|avoid(?:s|ing)?|block(?:s|ing)?|prevent(?:s|ing)?"
    r"|protect(?:s|ing)? against|guard(?:s|ing)? against|forbid(?:s|ding)?|disallow(?:s|ing)?|deny|denies|refus\w+|skip(?:s|ping)?"
    r"|keep(?:s|ing)?|preserv\w+|won't|don't|doesn't|didn't|isn't|aren't|cannot|can't|instead)\b|n't\b)",
    _I,
)
QUESTIONING = re.compile(r"\?\s*$")

DISPOSABLE = re.compile(
    r"\b(?:build|builds|dist|target|out|\.next|artifacts?|artefacts?|caches?|cached|node_modules|__pycache__|\.pyc|pytest_cache|mypy_cache"
    r"|coverage|temp|temporary|tmp|scratch|compiled|bytecode|stale (?:lock ?file|lock|pid ?file)|lock ?file|generated|logs? of (?:the )?build)\b",
    _I,
)
CODE_EDIT = re.compile(
    r"\b(?:unused|dead code|imports?|console\.log|print statements?|debug(?:ging)? (?:code|statements?|output|logs?)|comments? from|whitespace"
    r"|trailing|lines? (?:of|from)|statements?|typos?|duplicat\w+|todos?|warnings?|lint|redundant|obsolete code|the (?:flag|option|parameter|argument)"
    # a part of a document or of code: removing it is an edit ("remove the retry step", "drop the second paragraph")
    r"|(?:the |this |that |a |an )?(?:[\w-]+ )?(?:step|section|paragraph|sentence|bullet|clause|heading|sub-?section|function|method|helper|branch of the if))\b",
    _I,
)
OUTSIDE_PATH = re.compile(r"(?:(?<![\w.])(?:~/|\$HOME\b|/home\b|/etc\b|/usr\b|/var\b|/opt\b|/root\b|/System\b|/Library\b|/bin\b|/sbin\b|C:\\)"
                           r"|(?<=\s)/\s*$|\bglobal(?:ly)? (?:(?:claude(?: code)?|git|shell|editor|npm|pip) )?(?:config\w*|settings?|claude\.md|git ?config|gitconfig|profile|defaults?|hooks?)"
                           r"|\bfor (?:all|every|each) (?:new |future |other |your )?projects?\b|\buser-level\b"
                           r"|\bhome directory\b|\bsystem-wide\b)", _I)
# what is a credential for sure, and words that are one only beside such a word ("key added"
# after "needs RESEND_API_KEY"; "adds tokens/time" is not about a credential)
CREDENTIAL = re.compile(
    r"\b(?:api[_ -]?keys?|access[_ -]?keys?|secret(?:s| keys?)?|passwords?|passphrases?|credentials?|certificates?|ssh keys?|private keys?"
    r"|signing keys?|gpg keys?|pgp keys?|(?:recovery|encryption|decryption|master|age|kms|root) keys?|(?:access|api|auth|bearer|personal|github|gitlab|npm|pypi|refresh|session|deploy|ci) tokens?|ghp_\w*|glpat-\w*"
    r"|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|TOKEN|SECRET|PASSWORD)\b)",
)
CREDENTIAL_I = re.compile(CREDENTIAL.pattern.replace("|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|TOKEN|SECRET|PASSWORD)\\b", ""), _I)
CREDENTIAL_WEAK = re.compile(r"\b(?:keys?|tokens?|secret|pat)\b", _I)


def names_credential(text: str) -> bool:
    """Whether ``text`` names a secret (an API key, a token, a password, ``RESEND_API_KEY``)."""
    return is_credential(text.replace("\u2019", "'").replace("\u2018", "'"))


def is_credential(text: str, context: str = "") -> bool:
    """Whether ``text`` names a credential (a bare "key" or "token" counts when ``context``
    or ``text`` itself names one for sure)."""
    if CREDENTIAL.search(text) or CREDENTIAL_I.search(text):
        return True
    return bool(CREDENTIAL_WEAK.search(text)) and bool(CREDENTIAL.search(context) or CREDENTIAL_I.search(context))


GIT_OBJECT = re.compile(
    r"\b(?:branch(?:es)?|origin|remote|upstream|main|master|develop|tags?|commits?|changes|code|repo(?:sitory)?|it|them|head|--tags|--force|-f)\b", _I)
DB_OBJECT = re.compile(r"\b(?:database|db|schema|tables?|migrations?|data ?base)\b", _I)
LOCAL_TOOLING = re.compile(r"\b(?:scripts?|hooks?|features?|agents?|commands?|config\w*|templates?|skills?|plugins?|locally|local)\b", _I)


class Verb:
    __slots__ = ("pattern", "kind")

    def __init__(self, pattern: str, kind: str):
        self.pattern = re.compile(pattern, _I)
        self.kind = kind


VERBS = [
    Verb(r"\bforce[- ]?push\w*|\bpush\w* (?:--force|-f)\b|\bforce[- ]with[- ]lease|\brewrit\w* (?:the |git |its |their )*history"
          r"|\brebas\w*|\bamend(?:s|ed|ing)? (?:the |a |pushed |published )*commits?|\bsquash(?:es|ed|ing)? (?:the |all |these |those |\d+ )*commits"
          r"|\bfilter-branch", "rewrite_history"),
    Verb(r"\bhard reset|\breset\w* (?:--hard|(?:the |your )?(?:branch|working tree|worktree|head|main|master|local changes))"
          r"|\bdiscard\w*|\bthrow(?:s|ing)? away|\bthrew away|\blos(?:e|es|ing) (?:all |your |the |any )*(?:changes|work|edits|progress|data|commits|history)"
          r"|\boverwrit\w*|\bclobber\w*|\bstart(?:s|ing)? (?:over|fresh|from scratch)|\broll(?:s|ed|ing)? ?back"
          r"|\brevert\w* (?:the |your |all |any )*(?:uncommitted|unsaved|local|working|pending) (?:changes|edits|work)"
          r"|\bundo(?:es|ing)? (?:the |your |all )*(?:local |uncommitted )?(?:changes|edits|work)"
          r"|\babandon\w* (?:the |this |your |all |these )*(?:changes|work|branch|commits|edits|progress)", "discard_work"),
    Verb(r"\breplac(?:e|es|ed|ing)\b", "replace"),
    Verb(r"\bregenerat\w*|\brotat(?:e|es|ed|ing)\b|\brevok\w*", "regenerate"),
    Verb(_verb("delet~e", "remov~e", "eras~e", "wip~e", "purg~e", "destroy", "destroys", "destroyed", "destroying", "destruction",
                "nuke", "nukes", "nuked", "nuking", "obliterat~e", "prun~e", "uninstall", "uninstalls", "uninstalled", "uninstalling",
                "rm", "get rid of", "clean(?:s|ed|ing)? up", "clear(?:s|ed|ing)?(?: out)?", "tear(?:s|ing)? down", "tore down",
                "drop(?:s|ped|ping)?", "truncat~e", "empty(?:ing)?", "empties", "emptied"), "delete"),
    Verb(r"\bdeploy\w*|\bre-deploy\w*|\broll(?:s|ed|ing)? ?out|\bgo(?:es|ing)? live|\bpromot\w* (?:\w+ ){0,3}?to (?:prod|production|live)\b"
          r"|\b(?:ship|push|releas)\w* (?:\w+ ){0,4}?to (?:the )?(?:prod|production|live|users|customers)\b", "deploy"),
    Verb(r"\bpublish\w*|\brelease(?:s|d)? (?:a |the |new |version |v?\d)|\bcut(?:s|ting)? (?:a |the )?release|\bnpm publish"
          r"|\b(?:creat|open)\w* (?:a |an |the |new |this |that )?(?:draft )?(?:pull request|pr|merge request|mr|github release|release\b(?! (?:commit|notes?|branch|candidate|checklist|plan|build|script|tag|version|process)\b))\b"
          r"|\bgh (?:pr|release) (?:create|merge)\b"
          r"|\bmerg\w* (?:the |this |that |your |a )?(?:pull request|pr|mr|merge request)\b|\bmerg\w* when (?:ci|checks|the build|tests) pass"
          r"|\bmake (?:it|the repo\w*|the project) public", "publish"),
    Verb(r"\bpush(?:es|ed|ing)?\b", "push"),
    Verb(r"\b(?:merg\w*|integrat\w*|land(?:s|ed|ing)?) (?:[\w-]+ ){0,5}?(?:(?:in)?to|on|onto) (?:the |your )?(?:main|master|trunk|develop|production|release|default branch)\b"
          r"|\bsquash[- ]merg\w*|\bfast-forward\w* (?:\w+ ){0,3}?(?:main|master|trunk)\b", "merge"),
    Verb(_verb("send", "sends", "sent", "sending", "tweet\\w*", "announc~e")
          + r"|\be-?mail(?:s|ed|ing)?\b(?! (?:links?|address\w*|templates?|notifications?|verification|fields?|logins?|passwords?|digests?|formats?|inputs?|columns?|and password|providers?|services?|servers?|clients?|domains?|senders?|queues?))" +
          r"|\bnotif(?:y|ies|ied|ying) (?:the |all |your )?(?:stakeholders|team|users|customers|subscribers|people|owners?|reviewers?|everyone|channel)"
          r"|\bpost(?:s|ed|ing)? (?:a |the |an )?(?:comment|message|reply|update|note)s?\b|\bcomment(?:s|ed|ing)? on\b|\breply(?:ing)? to\b"
          r"|\brequest(?:s|ed|ing)? (?:a )?review from|\bping(?:s|ed|ing)? (?:a |the |your )?(?:teammate|reviewer|team)"
          r"|\b(?:file|open|creat|rais|submit)\w* (?:a |an |the |new |this |that |these |those )?(?:tracked |github |gitlab |public )?(?:issues?|tickets?|bug reports?|work items?)\b"
          r"|\bgh issue (?:create|comment|reopen|transfer)\b"
          r"|\b(?:fil|log|report|record|track|submit)\w* (?:it|this|them|the \w+|findings?) (?:in|into|to|on) (?:the |a |your )?(?:\w+ ){0,2}?(?:tracker|issues|jira|linear|github|gitlab)\b"
          r"|\bclos\w* [^.;]{0,40}\bwith [^.;]{0,20}\bcomments?\b|\bmessag(?:e|es|ed|ing) (?:the |your )"
          r"|\bshar(?:e|es|ed|ing) (?:it |this |them |that |the [\w-]+ )?with\b", "send"),
    Verb(r"\b(?:trigger|dispatch|kick(?:s|ed|ing)? off|re-?run|start)\w* (?:the |a |an )?(?:remote |ci |github actions? |gitlab |deploy(?:ment)? |release )"
          r"(?:workflow|pipeline|build|job|run)s?\b|\b(?:trigger|dispatch)\w* (?:\w+ ){0,3}?(?:workflows?|pipelines?|jobs?|ci|runs?)\b|\b(?:run|trigger)\w* (?:\w+ ){0,3}?(?:remotely|on (?:github|gitlab|ci|the ci))\b", "send"),
    Verb(r"\b(?:grant|give|add|allow|approv)\w* (?:\w+ ){0,3}?(?:permissions?|access|rules?|rights|privileges?|sudo|admin)\b|\bsudo\b"
          r"|\bchmod\b|\bchown\b|\bas root\b|\balways allow\b"
          r"|\b(?:enabl|disabl|turn(?:s|ed|ing)? (?:on|off)|relax|loosen|tighten|weaken|bypass|remov|chang|edit|updat|modif)\w* (?:[\w-]+ ){0,4}?"
          r"(?:branch protection|protection rules?|required (?:status )?checks?|2fa|mfa|two-factor|access control|firewall"
          r"|security (?:checks?|settings?|rules?|polic(?:y|ies)|scann\w*)|secret scann\w*)\b", "privilege"),
    # a program fetched from the network to run: a downloaded binary or installer is another party's code
    Verb(r"\b(?:npx|bunx|pnpm dlx|yarn dlx|uvx|pipx run)\s+(?:-\S+\s+)*@?[\w./-]+@(?:latest|next|\^?\d[\w.]*)\b|\bcurl\b[^|]*\|\s*(?:ba|z)?sh\b|\bdownload\w* and (?:run|execut)\w*|\bdownload\w* (?:the |a |an )?(?:[\w.-]+ ){0,2}?(?:binar(?:y|ies)|executables?|installers?)\b|\bpip(?:e|ed|ing) (?:it )?(?:in)?to (?:ba|z)?sh\b", "network_exec"),
    # an extension of a tool (a plugin, an editor extension, an add-on, an MCP server) runs another party's code with
    # the person's rights in every project: installing one is the person's trust decision, not a project dependency
    Verb(r"\binstall\w* (?:[\w-]+ ){0,4}?(?<![\w-])(?:plugins?|extensions?|add-?ons?|mcp servers?)(?![\w-])|\bplugins? install\b"
          r"|\binstall\w* (?:\w+ ){0,3}?(?:globally|system-wide)|\bmodif\w* (?:your |the )?(?:shell profile|bashrc|zshrc|path)|\breboot\w*"
          r"|\brestart\w* (?:the )?(?:machine|computer|docker daemon|system)", "system"),
    Verb(_verb("enter", "enters", "entered", "entering", "provid~e", "past~e", "add", "adds", "added", "adding", "set", "sets",
                "setting", "sav~e", "stor~e", "persist", "persists", "persisted", "persisting", "creat~e", "generat~e", "shar~e",
                "upload", "uploads", "uploaded", "uploading", "commit", "commits", "committed", "committing", "print", "prints",
                "printed", "printing", "log", "logs", "logged", "logging", "reveal", "reveals", "revealed", "expos~e", "put", "puts",
                "putting"), "credential_use"),
    Verb(_verb("writ~e", "wrote", "written", "modif(?:y|ies|ied|ying)", "chang~e", "edit", "edits", "edited", "editing",
                "updat~e", "append", "appends", "appended", "appending", "add", "adds", "added", "adding", "install", "installs",
                "installed", "installing", r"mov(?:e|es|ed|ing)(?! (?:on|ahead|forward|along)\b)", "cop(?:y|ies|ied|ying)"), "write"),
    # (and a statement written in SQL's capitals: "CREATE TABLE ANALYTICS_PROD.AGG.PNL", "INSERT INTO orders")
    Verb(r"\bdb push\b|\bmigrat\w*|\bseed(?:s|ed|ing)? the (?:database|db)|\bschema change"
         r"|(?-i:\b(?:CREATE|ALTER)\s+(?:TABLE|VIEW|SCHEMA|INDEX|MATERIALIZED\s+VIEW)\b|\b(?:INSERT|MERGE)\s+INTO\b)", "database"),
    # the main line brought into a branch of one's own work ("merge origin/main into feat/pdf-export"): a local
    # merge commit on that branch, nothing published (into a release or production branch it is not this)
    Verb(r"\b(?:merg|pull)\w* (?:in )?(?:the )?(?:latest )?(?:changes (?:from|of) )?(?:origin/|upstream/)?(?:main|master|trunk|develop)\b"
          r" (?:(?:in)?to|onto) (?:the |this |your |my |our )?(?:current |feature |working |topic )?(?:branch\b|(?!release|hotfix|prod|main\b|master\b)"
          r"[a-z]+/[\w./-]+)", "vcs"),
    # what ordinary project work does, so that a reader can tell it understood an action, not only that
    # it found nothing hazardous in it
    Verb(r"\bimplement\w*|\bstart(?:s|ed|ing)? (?:the )?(?:implementation|execution|coding|work on)\b|" + _verb("draft", "drafts", "drafted", "drafting", "scaffold",
                "scaffolds", "scaffolded", "scaffolding", "documented", "documenting", "recorded", "recording",
                "archiv~e", "execut~e", "fix", "fixes", "fixed", "fixing", "refactor", "refactors", "refactored", "refactoring", "split", "splits",
                "splitting", "renam~e", "re-?plan", "replan", "initiali[sz]~e", "init", "apply", "applies", "applied", "applying",
                "captur~e", "organi[sz]~e", "marked", "marking"), "make"),
    Verb(r"\b(?:run|runs|running|ran|execut\w*|re-?run\w*|test(?:s|ed|ing)?)\b (?:\w+ ){0,4}?(?:tests?|test suite|specs?|lint\w*|linters?"
          r"|type[- ]?check\w*|checks?|builds?|commands? locally|ci commands?|hooks?|benchmarks?|repairs?|auditor|checker|verif\w*)\b"
          r"|\b(?:compil\w*|build(?:s|ing)? the (?:project|app|package))\b", "check"),
    Verb(_verb("show", "shows", "shown", "showing", "view", "views", "viewed", "viewing", "display", "displays", "displayed",
                "displaying", "read", "reads", "reading", "analy[sz]~e", "research", "researches", "researched", "researching",
                "investigat~e", "explor~e", "review", "reviews", "reviewed", "reviewing", "inspect", "inspects", "inspected",
                "inspecting", "scan", "scans", "scanned", "scanning", "audit", "audits", "audited", "auditing", "map", "maps",
                "mapped", "mapping", "verif(?:y|ies|ied|ying)", "validat~e", "examin~e", "summari[sz]~e", "check", "checks",
                "checked", "checking", "diagnos~e", "debug", "debugs", "debugged", "debugging", "study", "studies",
                "preview", "previews", "previewed", "previewing", "look at", "looks at", "looked at", "looking at"), "look"),
]
ALLOWED_BY_KIND = {"make": "write_project", "check": "build_test", "look": "read", "vcs": "vcs_local"}


PRECIOUS = re.compile(
    r"\b(?:data|records?|rows?|users?|accounts?|customers?|database|db|tables?|branch(?:es)?|tags?|releases?|history|commits?"
    r"|backups?|uploads?|migrations?|secrets?|repo(?:sitory)?|production|prod|source|src|bucket|worktrees?|stories|story|skills?"
    r"|checkpoints?|todos?|issues?|documents?|docs|work|changes|project|planning|volumes?)\b",
    _I,
)


# what follows a verb used as a modifier: "the rm -rf rule", "the deployment platform", "delete protection"
NAMES_A_THING = re.compile(
    r"\w*(?:\s+-{1,2}[\w-]+)*\s+(?:rules?|patterns?|guards?|warnings?|protection|platforms?|targets?|strateg\w+|providers?"
    r"|settings?|docs|documentation|guides?|logs?|history|status|frequency|window|policy|policies)\b",
    _I,
)
# a thing that lives on another party's service: an issue or pull request, a hosted product
REMOTE = re.compile(
    r"#\d+\b|\b(?:issue|ticket|pr|pull request|merge request|mr) #?\d+|\b(?:pull requests?|merge requests?|pr (?:description|body|title))\b"
    r"|(?-i:\bPRs?\b)|\b(?:github|gitlab|bitbucket|jira|linear|notion|confluence|slack|discord|trello|asana|sentry|pagerduty|vercel"
    r"|netlify|heroku|stripe|aws|gcp|azure|s3|cloudflare|codecov|npm registry|pypi|docker ?hub|app store|play store|google drive"
    r"|dropbox)\b",
    _I,
)
# what of ours a service's name only qualifies: "the Stripe key", "the GitHub client", "the Slack webhook handler" live in
# the project (the service is what they are for), where "the GitHub issue" and "the S3 bucket" are the service's own
_OURS_FOR = re.compile(r"[\s-]*(?:(?:secret|api|publishable|webhook|access)[\s-]+)?(?:keys?|tokens?|secrets?|sdks?|client|library|lib|package|module"
                       r"|integration|adapter|wrapper|mocks?|stubs?|handlers?|env(?:ironment)?[\s-]+var\w*|config\w*|settings)\b", _I)


def remote_object(obj: str) -> bool:
    """Whether ``obj`` names a thing kept at a service (an issue, a PR, a bucket, a Slack channel), not a thing of the
    project's that only bears a service's name."""
    return any(not _OURS_FOR.match(obj, m.end()) for m in REMOTE.finditer(obj))


# what the product does on its users' machines, when it runs: deleting a cache there deletes what they downloaded
AT_USERS = re.compile(r"\bon (?:the )?(?:first |next |each |every )?(?:app )?(?:launch|start-?up|upgrade|update|install)\b|\bat (?:app )?(?:runtime|launch|start-?up)\b"
                      r"|\bon (?:the )?(?:users?|customers?|clients?)'?s? (?:devices?|phones?|machines?|computers?|browsers?)\b", _I)
# a file whose content is secrets by convention: a dotenv file (not its example), keys and credential files
SECRET_FILE = re.compile(r"(?<![\w-])\.env(?:\.(?!example|sample|template|dist|defaults?\b)[\w-]+)?(?![\w.-])|\bid_(?:rsa|ed25519|ecdsa)\b(?!\.pub)"
                         r"|(?<![\w-])[\w-]+\.(?:pem|p12|pfx|key|keystore|jks)\b|\b(?:credentials|secrets?|service-account)[\w-]*\.(?:json|ya?ml|toml)\b|\.netrc\b|\.npmrc\b", _I)
# a deployed system: production, and what other people share (a staging or shared database)
PRODUCTION = re.compile(r"\b(?:prod|production|live|staging|shared) (?:data(?:base)?|db|server|servers|environment|env|cluster|site|users?|traffic)\b"
                         r"|\b(?:in|on|to|against) (?:the )?(?:prod|production|staging)\b"
                         # a name with a production part: "ANALYTICS_PROD.AGG", "prod_orders", "billing-prod" (not
                         # "non_prod", "preprod", "pre-prod", nor a file named for it, "settings_prod.py", which is the
                         # project's own)
                         r"|(?<=[A-Za-z0-9]_)(?<!non_)(?<!pre_)(?:prod|production)(?![A-Za-z0-9])(?!\.(?-i:[a-z]{1,5})\b)"
                         r"|(?<=[A-Za-z0-9]-)(?<!non-)(?<!pre-)(?:prod|production)(?![\w.])"
                         r"|(?<![\w./-])(?:prod|production)_[A-Za-z0-9]+(?![\w-]*\.(?-i:[a-z]{1,5})\b)"
                         r"|(?-i:(?<![\w./-])(?:PROD|PRODUCTION)(?=\.[A-Z_]))", _I)


AGAINST_DEPLOYED = re.compile(r"\b(?:against|on|in|to|into) (?:the )?(?:[\w-]+ )?(?:prod|production|staging|live|shared)\b(?![\w-]*\s+(?:mode|build))", _I)
