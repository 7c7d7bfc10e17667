"""What in a command carries a secret, or changes which code runs.

A secret on a command line ends up in the transcript, in logs, and often with another
party: a variable whose name says it holds one (``$GITHUB_TOKEN``, ``${API_KEY}``), a
literal token of a known shape (``ghp_…``, ``sk-…``, ``AKIA…``), a password option, an
``Authorization:`` header. Some environment variables change which code a command runs
(``LD_PRELOAD``, ``NODE_OPTIONS``, ``GIT_SSH_COMMAND``…): a person should see those.
"""

from __future__ import annotations

import re

SECRET_VAR = re.compile(r"TOKEN|SECRET|PASSW(?:OR)?D|^PASS$|_PASS$|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH"
                        r"|_KEY$|^KEY$|SESSION(?!_?ID$)|COOKIE|DSN$|DATABASE_URL|CONNECTION_STRING", re.I)
SECRET_LITERAL = re.compile(
    r"(?:ghp_|gho_|ghs_|ghu_|github_pat_)[A-Za-z0-9_]{16,}|sk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}|(?:sk|rk)_live_[A-Za-z0-9]{8,}"
    r"|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|pypi-[A-Za-z0-9_-]{16,}|npm_[A-Za-z0-9]{30,}"
    r"|glpat-[A-Za-z0-9_-]{16,}|eyJ[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{10,}|-----BEGIN [A-Z ]*PRIVATE KEY"
    r"|ya29\.[A-Za-z0-9_.-]{16,}|1//0[A-Za-z0-9_-]{30,}|ASIA[0-9A-Z]{16}|(?:sk|rk|pk)_test_[A-Za-z0-9]{16,}"
    r"|xapp-[0-9A-Za-z-]{16,}|hf_[A-Za-z0-9]{30,}|shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}|SG\.[\w-]{16,}\.[\w-]{16,}"
    r"|dop_v1_[a-f0-9]{32,}|glsa_[A-Za-z0-9_]{32,}|AccountKey=[A-Za-z0-9+/=]{40,}|npm_[A-Za-z0-9]{20,}")
SECRET_OPTION = re.compile(r"^--?(?:password|passwd|pass|token|api-?key|secret|client-secret|access-key|secret-key"
                           r"|auth-token|private-key|oauth2-bearer|with-token)(?:=|$)", re.I)
AUTH_HEADER = re.compile(r"^\s*(?:authorization|proxy-authorization|x-api-key|api-key|x-auth-token|cookie|private-token)\s*:",
                         re.I)
# environment variables that change which code a command runs
RISKY_ENV = re.compile(r"^(?:LD_PRELOAD|LD_LIBRARY_PATH|LD_AUDIT|DYLD_\w+|BASH_ENV|ENV|PATH|NODE_OPTIONS|PYTHONSTARTUP"
                       r"|PERL5OPT|RUBYOPT|GIT_SSH_COMMAND|GIT_SSH|GIT_EXEC_PATH|GIT_CONFIG_\w+|PROMPT_COMMAND"
                       r"|GIT_ASKPASS|SSH_ASKPASS|EDITOR|VISUAL|PAGER|GIT_PAGER)$")
# words a search pattern uses when it looks for secrets
SECRET_PATTERN = re.compile(r"api[_-]?key|secret|token|passw|private[_ ]key|credential|BEGIN|AKIA|ghp_|sk-", re.I)
