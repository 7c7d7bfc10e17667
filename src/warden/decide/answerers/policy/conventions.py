"""Conventions the codebase already follows, read from its configuration files and
sampled from its source, as patterns over option labels.
"""

from __future__ import annotations

import os
import re

from warden import fastjson as json  # the hook decides without importing json
from warden.askuser.model import Item
from warden.decide.answerers.policy.wording import question_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any, Protocol

    class Files(Protocol):
        """A project directory and its small files (``Project`` is one; every look at
        the disk goes through it, ``files.Files``)."""

        cwd: str | None

        def read(self, rel: str, max_bytes: int | None = None) -> str | None: ...

        def exists(self, rel: str) -> bool: ...

        def walk(self, rel: str) -> Iterator[tuple[str, list[str], list[str]]]: ...


_I = re.IGNORECASE


class Convention:
    __slots__ = ("pattern", "source", "strength")

    def __init__(self, pattern: str, source: str, strength: int):
        self.pattern = re.compile(pattern, _I)
        self.source = source  # "indentation is 4 spaces (.editorconfig)"
        self.strength = strength  # 2: a config file says so; 1: what existing code does


_SOURCE_EXT = {".py", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".go", ".rs", ".rb", ".css", ".scss", ".vue", ".svelte",
               ".java", ".kt", ".sh", ".lua", ".php", ".swift", ".c", ".h", ".cpp", ".cs"}
_SKIP_DIRS = {"node_modules", "dist", "build", "target", "vendor", "__pycache__", "venv", "env", "coverage", "out"}


class Conventions:
    """Conventions the codebase already follows, as patterns over option labels."""

    def __init__(self, project: Files):
        self.project = project
        self.found: list[Convention] = []
        self._sources: list[tuple[str, str]] | None = None
        self._read_configs()

    def add(self, pattern: str, source: str, strength: int = 2) -> None:
        self.found.append(Convention(pattern, source, strength))

    def _read_configs(self) -> None:
        p = self.project
        # .editorconfig
        ec = p.read(".editorconfig")
        if ec:
            keys: dict[str, str] = {}
            for line in ec.splitlines():
                m = re.match(r"^\s*([\w-]+)\s*=\s*([^#;]*?)\s*$", line)
                if m and m.group(1).lower() not in keys:
                    keys[m.group(1).lower()] = m.group(2).lower()
            self._indent(keys.get("indent_style"), keys.get("indent_size"), ".editorconfig")
            if keys.get("max_line_length", "").isdigit():
                self.add(rf"\b{keys['max_line_length']}\b", f"line length is {keys['max_line_length']} (.editorconfig)")
        # prettier
        pr = self._prettier()
        if pr is not None:
            conf, src = pr
            self.add(r"\bprettier\b", f"Prettier is configured ({src})")
            if "useTabs" in conf or "tabWidth" in conf:
                self._indent("tab" if conf.get("useTabs") else "space", str(conf.get("tabWidth", "")), src)
            if "singleQuote" in conf:
                self.add(r"\bsingle\b" if conf["singleQuote"] else r"\bdouble\b",
                         f"{'single' if conf['singleQuote'] else 'double'} quotes ({src})")
            if "semi" in conf:
                self.add(r"^(?!.*\b(?:no|without|omit)\b).*\bsemicolons?\b" if conf["semi"] else r"\b(?:no|without|omit)\b.*\bsemicolons?\b|\bsemicolon-?less\b|\bASI\b",
                         f"{'semicolons' if conf['semi'] else 'no semicolons'} ({src})")
            if str(conf.get("printWidth", "")).isdigit():
                self.add(rf"\b{conf['printWidth']}\b", f"line length is {conf['printWidth']} ({src})")
            if "trailingComma" in conf:
                tc = str(conf["trailingComma"])
                self.add(r"\bno trailing|\bwithout trailing|\bnone\b" if tc == "none" else r"^(?!.*\b(?:no|without)\b).*\btrailing commas?\b",
                         f"trailing commas: {tc} ({src})")
        # pyproject.toml
        py = p.read("pyproject.toml")
        if py:
            tool = self._toml_tools(py)
            ruff, black = tool.get("ruff"), tool.get("black")
            if isinstance(ruff, dict):
                self.add(r"\bruff\b", "Ruff is configured (pyproject.toml [tool.ruff])")
                fmt = ruff.get("format") if isinstance(ruff.get("format"), dict) else {}
                width = ruff.get("line-length")
                if isinstance(width, int):
                    self.add(rf"\b{width}\b", f"line length is {width} (pyproject.toml [tool.ruff])")
                q = fmt.get("quote-style")
                if q in ("single", "double"):
                    self.add(rf"\b{q}\b", f"{q} quotes (pyproject.toml [tool.ruff.format])")
                style = fmt.get("indent-style")
                if style in ("tab", "space"):
                    self._indent(style, str(ruff.get("indent-width", "")), "pyproject.toml [tool.ruff.format]")
                elif isinstance(ruff.get("indent-width"), int):
                    self._indent("space", str(ruff["indent-width"]), "pyproject.toml [tool.ruff]")
                if q is None:
                    self.add(r"\bdouble\b", "double quotes (Ruff's formatter default, pyproject.toml [tool.ruff])", 1)
            if isinstance(black, dict):
                self.add(r"\bblack\b", "Black is configured (pyproject.toml [tool.black])")
                width = black.get("line-length")
                if isinstance(width, int):
                    self.add(rf"\b{width}\b", f"line length is {width} (pyproject.toml [tool.black])")
                if not black.get("skip-string-normalization"):
                    self.add(r"\bdouble\b", "double quotes (Black, pyproject.toml [tool.black])")
            if isinstance(ruff, dict) or isinstance(black, dict):
                self._indent("space", "4", "pyproject.toml formatter default", strength=1)
        # tailwind and other visual conventions
        if self.project.cwd:
            for name in ("tailwind.config.js", "tailwind.config.ts", "tailwind.config.cjs", "tailwind.config.mjs"):
                if self.project.exists(name):
                    self.add(r"\btailwind\b", f"Tailwind is configured ({name})")
                    break

    def _indent(self, style: str | None, size: str | None, src: str, strength: int = 2) -> None:
        if style in ("tab", "tabs"):
            self.add(r"\btabs?\b", f"indentation uses tabs ({src})", strength)
        elif style in ("space", "spaces"):
            if size and size.isdigit():
                self.add(rf"\b{size}[- ]?spaces?\b|\b{size}[- ]?space indent", f"indentation is {size} spaces ({src})", strength)
            self.add(r"^(?!.*\btabs?\b).*\bspaces?\b", f"indentation uses spaces ({src})", strength)

    def _prettier(self) -> tuple[dict[str, Any], str] | None:
        p = self.project
        for name in (".prettierrc", ".prettierrc.json", ".prettierrc.json5"):
            text = p.read(name)
            if text is None:
                continue
            try:
                conf = json.loads(text)
                if isinstance(conf, dict):
                    return conf, name
            except ValueError:
                return _simple_yaml(text), name
        for name in (".prettierrc.yaml", ".prettierrc.yml"):
            text = p.read(name)
            if text is not None:
                return _simple_yaml(text), name
        for name in ("prettier.config.js", "prettier.config.cjs", "prettier.config.mjs", ".prettierrc.js", ".prettierrc.cjs"):
            if p.cwd and p.exists(name):
                return {}, name
        pkg = p.read("package.json")
        if pkg:
            try:
                d = json.loads(pkg)
            except ValueError:
                d = None
            if isinstance(d, dict) and isinstance(d.get("prettier"), dict):
                return d["prettier"], "package.json"
        return None

    @staticmethod
    def _toml_tools(text: str) -> dict[str, Any]:
        import tomllib

        try:
            tool = tomllib.loads(text).get("tool", {})
        except (tomllib.TOMLDecodeError, ValueError):
            return {}
        return tool if isinstance(tool, dict) else {}

    # -- sampled from the code itself (weaker than a config file)

    def sampled(self, item: Item) -> list[Convention]:
        out: list[Convention] = []
        q = question_text(item).lower()
        files = self._source_files()
        if not files:
            return out
        if re.search(r"\b(?:file|files|filename|file names?|module names?|modules?)\b|\.\w{1,4}\b", q):
            out.extend(self._file_naming(files, q))
        elif re.search(r"\b(?:function|variable|method|identifier|field|property|parameter|argument)s?\b", q):
            exts = {os.path.splitext(rel)[1] for rel, _ in files}
            if ".py" in exts or ".rb" in exts or ".rs" in exts:
                out.append(Convention(r"snake[_ -]?case", "the project's language names functions and variables in snake_case", 1))
            elif exts & {".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".java", ".kt", ".go", ".swift"}:
                out.append(Convention(r"camel[_ -]?case", "the project's language names functions and variables in camelCase", 1))
        if re.search(r"\b(?:indent\w*|tabs?|spaces?)\b", q) or any(re.search(r"\btabs?\b|\bspaces?\b", o.label, _I) for o in item.options):
            out.extend(self._indentation(files))
        return out

    def _source_files(self) -> list[tuple[str, str]]:
        """(relative path, absolute path) of up to a few hundred source files, shallow first."""
        if self._sources is not None:
            return self._sources
        self._sources = []
        root = self.project.cwd
        if not root:
            return self._sources
        seen = 0
        for dirpath, dirnames, filenames in self.project.walk(""):
            depth = os.path.relpath(dirpath, root).count(os.sep)
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in _SKIP_DIRS and not d.endswith(".egg-info")
                                 and depth < 3)
            for f in sorted(filenames):
                seen += 1
                if os.path.splitext(f)[1] in _SOURCE_EXT and not f.startswith("."):
                    full = os.path.join(dirpath, f)
                    self._sources.append((os.path.relpath(full, root), full))
            if seen > 2000 or len(self._sources) > 400:
                break
        return self._sources

    def _file_naming(self, files: list[tuple[str, str]], q: str) -> list[Convention]:
        ext_m = re.search(r"(\.[a-z]{1,4})\b", q)
        exts = {ext_m.group(1)} if ext_m and ext_m.group(1) in _SOURCE_EXT else None
        counts = {"snake": 0, "kebab": 0, "camel": 0, "pascal": 0}
        for rel, _ in files:
            stem, ext = os.path.splitext(os.path.basename(rel))
            if exts and ext not in exts:
                continue
            if stem.startswith("__") or stem.lower() in ("index", "main", "setup", "conftest"):
                continue
            if "_" in stem and "-" not in stem:
                counts["snake"] += 1
            elif "-" in stem and "_" not in stem:
                counts["kebab"] += 1
            elif re.match(r"^[a-z]+[A-Z]", stem):
                counts["camel"] += 1
            elif re.match(r"^[A-Z][a-z0-9]+[A-Z]", stem):
                counts["pascal"] += 1
        total = sum(counts.values())
        if total < 3:
            return []
        best = max(counts, key=counts.__getitem__)
        if counts[best] * 3 < total * 2:
            return []
        where = f"{counts[best]} of {total} existing multi-word file names" + (f" ({', '.join(sorted(exts))})" if exts else "")
        pattern = {
            "snake": r"snake[_ -]?case|\b[a-z0-9]+_[a-z0-9_]+\.\w+",
            "kebab": r"kebab[_ -]?case|dash|hyphen|\b[a-z0-9]+-[a-z0-9-]+\.\w+",
            "camel": r"camel[_ -]?case|\b[a-z]+[A-Z]\w*\.\w+",
            "pascal": r"pascal[_ -]?case|\b[A-Z][a-z0-9]+[A-Z]\w*\.\w+",
        }[best]
        return [Convention(pattern, f"{best}-case file names ({where})", 1)]

    def _indentation(self, files: list[tuple[str, str]]) -> list[Convention]:
        tabs = spaces = two = 0
        for rel, _ in files[:40]:
            data = self.project.read(rel, 8192)
            if data is None:
                continue
            for line in data.splitlines():
                if line.startswith("\t"):
                    tabs += 1
                elif line.startswith(" ") and line.strip():
                    spaces += 1
                    n = len(line) - len(line.lstrip(" "))
                    if n % 4 == 2:
                        two += 1
        if tabs + spaces < 20:
            return []
        if tabs > spaces * 3:
            return [Convention(r"\btabs?\b", f"existing code is indented with tabs ({tabs} of {tabs + spaces} indented lines)", 1)]
        if spaces > tabs * 3:
            size = "2" if two * 5 > spaces else "4"
            return [
                Convention(rf"\b{size}[- ]?spaces?\b", f"existing code is indented with {size} spaces", 1),
                Convention(r"^(?!.*\btabs?\b).*\bspaces?\b", f"existing code is indented with spaces ({spaces} of {tabs + spaces} indented lines)", 1),
            ]
        return []


def _simple_yaml(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for line in text.splitlines():
        m = re.match(r"^\s*([A-Za-z]\w*)\s*:\s*['\"]?([^'\"#]*?)['\"]?\s*(?:#.*)?$", line)
        if not m:
            continue
        v: Any = m.group(2)
        if v in ("true", "false"):
            v = v == "true"
        elif v.isdigit():
            v = int(v)
        out[m.group(1)] = v
    return out
