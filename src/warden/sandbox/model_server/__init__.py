"""A scripted Anthropic-compatible model server, for tests and ``warden demo``.

>>> with ScriptedModelServer("single") as server:   # doctest: +SKIP
...     run_claude_code(env={"ANTHROPIC_BASE_URL": server.url})
...     call = server.wait_for_result()
...     call.answers
"""

from warden.askuser.tool_result import classify_result, parse_answer_details, parse_answers
from warden.sandbox.model_server.script import Script, ScriptError, builtin_script_path, builtin_scripts, load_script
from warden.sandbox.model_server.records import Recorded, ToolCall
from warden.sandbox.model_server.server import ScriptedModelServer

__all__ = [
    "Recorded",
    "Script",
    "ScriptError",
    "ScriptedModelServer",
    "ToolCall",
    "builtin_script_path",
    "builtin_scripts",
    "classify_result",
    "load_script",
    "parse_answer_details",
    "parse_answers",
]
