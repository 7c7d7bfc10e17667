"""What an action does, and whether a careful person would let an agent do it unasked.

The judgement is built on *effects* (:mod:`warden.judge.effects`), not on phrasings:

    grammar.py    tree-sitter-bash, loaded once and lean
    shell.py      a command string → the simple commands it runs (every list, pipeline,
                  substitution, subshell, loop, function and heredoc)
    shellwords.py the value of a shell word (quotes, escapes, known variables)
    wrappers.py   sudo, timeout, env, bash -c, eval, xargs, find -exec … peeled
    commands.py   a simple command → effects (redirections, secrets, environment, program)
    launchers.py  programs a command starts through an option or an environment variable
    operands.py   secret files and output files named in any argument
    programs/     per program family: git, gh, package managers, build tools, cloud, network…
    paths.py      where a path is (inside the project or not), without touching the disk
    files.py      what a file is (secret, private, agent configuration, regenerable, system)
    access.py     reading / writing / deleting a path → the effect for that path
    web.py        what a request to a URL does (WebFetch, curl, wget)
    rules.py      Claude Code's permission rule syntax, per profile
    verdict.py    effects + rules → allow / hold / unknown, with a reason a person reads
    permission.py judge(tool_name, tool_input, cwd, rules): the permission kind's entry
    prose.py      a question's or an option's words → effects (verbs acting on objects,
                  negation, irreversibility warnings; quoted commands go through commands.py)

Importing this package imports nothing heavy: the bash grammar is loaded only when a
command has to be parsed. In the hook, its patterns come compiled from the last hook
(``warden.rxcache``).
"""

from warden import rxcache

rxcache.load()
