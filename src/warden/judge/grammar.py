"""The bash grammar (tree-sitter-bash): a syntax tree, only when it can be trusted.

tree-sitter never refuses input: what it cannot read becomes ERROR or MISSING nodes
somewhere in the tree, and a few forms it misreads without either. :func:`tree` raises
:class:`ShellSyntaxError` for those, so the judge abstains instead of judging a command
other than the one bash would run.

Both packages ship a compiled ``_binding`` module behind a Python ``__init__``:
tree_sitter's imports :mod:`typing`, tree_sitter_bash's imports :mod:`importlib.resources`
(for highlight queries the judge never reads), together about 20 ms of a fresh hook
process. The compiled modules are loaded directly, under their own names, so a later
ordinary ``import tree_sitter`` finds and reuses them; a package laid out differently is
imported the ordinary way.
"""

from __future__ import annotations

import re

from warden.judge.words import ShellSyntaxError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import ModuleType

    from tree_sitter import Node

_CONTINUATION = re.compile(rb"(?<!\\)(?:\\\\)*\\\n")  # a backslash-newline (the backslash not escaped)
_BREAKS = frozenset(b" \t\n;&|<>()")  # what ends a word either way
_BLANKS = re.compile(rb"(?:[ \t\n]|\\\n)*")
_DASHES = re.compile(rb"(?:[ \t]+-)+[ \t]+")  # `kubectl apply -f - <<EOF`: the grammar drops the `-`
# nodes whose text is not all covered by their children: quoted text, heredoc bodies
_OPAQUE = frozenset({"string", "translated_string", "heredoc_body", "raw_string", "ansi_c_string", "word",
                     "comment", "regex", "extglob_pattern"})
# unquoted text where bash would see a substitution the grammar may have left as text
_TEXT = frozenset({"word", "regex", "extglob_pattern"})
_SPINE = frozenset({"list", "pipeline"})
_UNREAD = re.compile(rb"(?<!\\)(?:\\\\)*(?:`|\$\()")
# where a backslash-newline is text, or handled with the text's own escapes
_QUOTED = frozenset({"string", "raw_string", "ansi_c_string", "translated_string", "heredoc_body", "comment"})

# a parser per thread: `warden serve` judges permission requests in worker threads, and a
# tree-sitter parser reading through callbacks must not be shared between them
_local = None


def tree(text: str) -> tuple[Node, bytes]:
    """The syntax tree of ``text`` (its root, a ``program`` node) and the bytes it indexes."""
    try:
        source = text.encode("utf-8")
    except UnicodeEncodeError:
        raise ShellSyntaxError("the command is not valid text") from None
    root = parse(source)
    if root.has_error:
        raise ShellSyntaxError(f"cannot parse the command ({_first_error(root, source)})")
    _no_split_words(root, source)
    _nothing_unread(root, source)
    return root, source


def text_of(source: bytes, start: int, end: int) -> str:
    return source[start:end].decode("utf-8", "replace")


# tree-sitter reads ordinary commands in linear time (a 1 MB heredoc in ~0.25 s) but some
# broken ones, e.g. thousands of unmatched `)` or `|`, in the square of their length: a
# command it has not read within this many seconds is not judged
PARSE_BUDGET = 1.0
_CHUNK = 1 << 16


def parse(source: bytes) -> Node:
    """The syntax tree of ``source`` (its root, a ``program`` node). tree-sitter never
    raises: what it cannot read becomes ERROR or MISSING nodes (``root.has_error``). A
    :class:`ShellSyntaxError` when the parse takes longer than ``PARSE_BUDGET``."""
    global _local
    if _local is None:
        import _thread

        _local = _thread._local()
    parser = getattr(_local, "parser", None)
    if parser is None:
        ts, bash = _binding("tree_sitter"), _binding("tree_sitter_bash")
        parser = _local.parser = ts.Parser(ts.Language(bash.language()))
    import time

    from warden.judge import budget

    left = budget.remaining()
    until = time.monotonic() + (PARSE_BUDGET if left is None else max(0.0, min(PARSE_BUDGET, left)))
    try:
        # read through a callback: tree-sitter asks the progress callback (True: stop) only then
        tree = parser.parse(lambda at, _point: source[at:at + _CHUNK],
                             progress_callback=lambda *_: time.monotonic() > until)
    except ValueError:  # stopped by the progress callback
        parser.reset()
        if left is not None and left < PARSE_BUDGET:
            raise budget.OutOfTime() from None
        raise ShellSyntaxError(f"the command takes too long to read (over {PARSE_BUDGET:g} s)") from None
    return tree.root_node


def _binding(package: str) -> ModuleType:
    import os
    import sys
    from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec, PathFinder

    name = f"{package}._binding"
    if name in sys.modules:
        return sys.modules[name]
    spec = PathFinder.find_spec(package)
    for folder in (spec.submodule_search_locations or []) if spec else []:
        for suffix in EXTENSION_SUFFIXES:
            path = os.path.join(folder, "_binding" + suffix)
            if os.path.isfile(path):
                loader = ExtensionFileLoader(name, path)
                module = loader.create_module(ModuleSpec(name, loader, origin=path))
                sys.modules[name] = module
                loader.exec_module(module)
                return module
    import importlib

    return importlib.import_module(name)


def _first_error(node: Node, source: bytes) -> str:
    stack = [node]
    while stack:
        n = stack.pop()
        if n.is_missing:
            return f"`{n.type}` missing"
        if n.is_error:
            near = source[n.start_byte:n.end_byte].decode("utf-8", "replace").strip()[:30]
            return f"unexpected `{near}`" if near else "unexpected end"
        stack.extend(reversed([c for c in n.children if c.has_error]))
    return "a syntax error"


def _no_split_words(root: Node, source: bytes) -> None:
    """bash deletes a backslash-newline before reading words (``r\\<newline>m`` is ``rm``);
    tree-sitter reads it as a space between two words. Where that changes a word, refuse."""
    if b"\\\n" not in source:
        return
    for m in _CONTINUATION.finditer(source):
        at = m.end() - 2
        if at == 0 or at + 2 >= len(source) or source[at - 1] in _BREAKS or source[at + 2] in _BREAKS:
            continue  # a blank or an operator on either side: no word is joined
        n: Node | None = root.descendant_for_byte_range(at, at + 1)
        while n is not None and n.type not in _QUOTED:
            n = n.parent
        if n is None:
            raise ShellSyntaxError("a line continuation joins two words")


def _nothing_unread(root: Node, source: bytes) -> None:
    """tree-sitter may also drop a token without an ERROR (``python3 - <<'EOF'`` loses the
    ``-``; between the parts of every statement there must be only blanks), or leave a
    substitution as plain text (it reads ``${x#$(id)}`` and backticks inside ``${…}`` as
    words). Text under an expansion or a heredoc body is searched for substitutions by
    the walker; anywhere else, one the grammar did not read is refused. A tree nested
    deeper than ``budget.MAX_DEPTH`` is refused too: the walk follows it recursively."""
    from warden.judge import budget

    stack: list[tuple[Node, bool, int]] = [(root, False, 1)]
    seen = 0
    while stack:
        n, searched, depth = stack.pop()
        seen += 1
        if depth > budget.MAX_DEPTH:
            raise budget.TooDeep(f"the command nests more than {budget.MAX_DEPTH} levels deep")
        if not seen & 0xFFF:
            budget.check()
        if n.type in _TEXT and not searched and _UNREAD.search(source, n.start_byte, n.end_byte):
            raise ShellSyntaxError(f"a substitution the grammar did not read: {text_of(source, n.start_byte, n.end_byte)[:40]}")
        if n.type in _OPAQUE or not n.child_count:
            continue
        searched = searched or n.type in ("expansion", "heredoc_body")
        pos = n.start_byte
        for c in n.children:
            if c.start_byte > pos and _BLANKS.fullmatch(source, pos, c.start_byte) is None \
                    and not (c.type == "heredoc_redirect" and _DASHES.fullmatch(source, pos, c.start_byte)):
                raise ShellSyntaxError(f"the grammar skipped `{text_of(source, pos, c.start_byte).strip()[:30]}`")
            pos = max(pos, c.end_byte)
            # a chain's left spine (`a && b && c`) is walked in a loop, not nested: it adds no depth
            spine = c.type in _SPINE and n.type == c.type and c.start_byte == n.start_byte
            stack.append((c, searched, depth if spine else depth + 1))
        if n.end_byte > pos and n.type != "heredoc_redirect" and _BLANKS.fullmatch(source, pos, n.end_byte) is None:
            raise ShellSyntaxError(f"the grammar skipped `{text_of(source, pos, n.end_byte).strip()[:30]}`")
