"""What an action does, judged from a shell command or from the words that describe it.

One judgement serves permission prompts (a Bash command) and questions alike (an option
that reads "Yes, push the branch and open a PR"): both end in the same effects
(``delete``, ``push``, ``credentials``, ... or harmless ones such as ``build_test``).
``prose`` reads question and option text.
"""
