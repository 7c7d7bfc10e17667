"""The offline Claude Code: a scripted model server, the real client in tmux against it,
and ``warden demo``. Used by the test suite, the benchmarks and the demo."""
