"""Decision kinds: what a session may need its person for.

Each kind is one module (how it is recorded, offered, delivered and verified) plus one
line in the registry below.
"""
