"""What a person does to a session from the board or the CLI, beside answering its
decisions: send it a message, interrupt it, stop it, resume it, mark it done, start a
new one (a managed Claude Code in tmux, or a headless task).

    target.py     which session (and task) a reference names, and what may be done to it
    message.py    a new message: typed into a session's prompt, or a task's new turn
    tui.py        the tmux side: read the prompt, interrupt, stop, resume, start
    lifecycle.py  interrupt, stop, resume, mark done, start: for either kind of session
    remote.py     a fleet's server: a control for a machine's session, queued for its relay

Every check runs where the request enters, so the board and the CLI refuse the same
things with the same words; typing goes through ``warden.deliver.prompt`` under the
pane's delivery lock (``warden.deliver.by_keys.pane_lock``), and each control leaves a
``WardenControl`` event in the session's log.
"""
