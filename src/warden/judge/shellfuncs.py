"""The shell functions a command defines, so the walker can follow a call into its body.

Where a name is defined only by top-level statements, the definition is certain to have
run once the command reaches the point after it; the walker uses that offset.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tree_sitter import Node


def defined_functions(root: Node) -> tuple[dict[str, list[Node]], dict[str, int]]:
    """Every function the command defines (name → bodies), and for names defined only by
    top-level statements (certain to have run once reached) where the first one ends."""
    bodies: dict[str, list[Node]] = {}
    top: dict[str, int] = {}
    unsure: set[str] = set()
    stack = [root]
    while stack:
        n = stack.pop()
        if n.type == "function_definition":
            name_node, body = n.child_by_field_name("name"), n.child_by_field_name("body")
            if name_node is None or body is None:
                continue
            name = name_node.text.decode("utf-8", "replace") if name_node.text else ""
            bodies.setdefault(name, []).append(body)
            nxt = n.next_sibling
            if n.parent is not None and n.parent.type == "program" and not (nxt is not None and nxt.type == "&"):
                top[name] = min(top.get(name, n.end_byte), n.end_byte)
            else:
                unsure.add(name)
        stack.extend(n.named_children)
    return bodies, {k: v for k, v in top.items() if k not in unsure}
