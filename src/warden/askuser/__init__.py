"""Everything warden knows about Claude Code's AskUserQuestion tool.

Handlers, answerers, drivers and views all use this package; none of them knows these
shapes on its own. One module per use:

- ``model``: a call and its items, the shapes of a decision, their JSON;
- ``validate``: a decision checked against the call;
- ``hook_output``: the answer strings and the PreToolUse output that answers without keys;
- ``compare``: what Claude Code received compared with the intent (PostToolUse);
- ``choices``: decisions as the CLI's numbered choices and as driver actions;
- ``format``: a call rendered for a reader;
- ``tool_result``: reading the tool_result text Claude Code writes for the model.

Facts this rests on (pinned by tests): ``answers`` is keyed by the question text; a
single-select answer is the option label; a multi-select answer is the chosen labels
joined with ", " in option order, a typed extra appended last; a typed answer is the
text itself.

Nothing is imported here: the hook's inline-answer path imports only the modules it
uses (model, validate, hook_output), and those avoid dataclasses, typing and re, whose
imports cost more than everything else the hook does.
"""
