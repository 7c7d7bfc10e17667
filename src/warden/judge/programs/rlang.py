"""R code an ``Rscript -e`` runs, read where it is only R's package-development steps.

Calls such as ``roxygen2::roxygenise()`` or ``pkgdown::build_site(install = FALSE)`` work on the
package in the current folder and write inside it. Code that does anything else, an argument
that is itself code (``code =``, ``text =``) or names a place outside the folder, or a step that
writes outside it (``devtools::install``, ``devtools::build``) is not read here.
"""

from __future__ import annotations

import re

# R's package-development steps, which work on the package in the current folder and write inside it
# (`devtools::build` writes beside the package and `install` into the user's library: not here)
_R_WORK = {"devtools": {"test", "check", "document", "load_all", "spell_check", "run_examples", "lint"},
           "testthat": {"test_dir", "test_local", "test_file", "test_check"}, "roxygen2": {"roxygenise", "roxygenize"},
           "rmarkdown": {"render"}, "bookdown": {"render_book"}, "knitr": {"knit"}, "quarto": {"quarto_render"},
           "pkgdown": {"build_site", "build_articles", "build_reference", "build_home", "build_site_github_pages",
                       "check_pkgdown"},
           "styler": {"style_pkg", "style_dir", "style_file"}, "lintr": {"lint_package", "lint_dir", "lint"},
           "covr": {"package_coverage"}, "rcmdcheck": {"rcmdcheck"}, "spelling": {"spell_check_package"}}
# one argument: a literal, maybe named; a string is a word or a relative path inside the folder (no `..`,
# no `/` or `~` first, no `=`: `quarto_args = '--output-dir=/x'` is not one), and an argument that is code
# (`code =`, `text =`, `expr =`, knitr's inline chunks) is not a literal however it is quoted
_R_ARG = (r"\s*(?:(?!(?:code|text|expr|exprs|args|quarto_args|pre_render|post_render|envir|env)\b)[A-Za-z_.][\w.]*\s*=\s*)?"
          r"(?:\"(?![/~])(?:(?!\.\.)[\w./+-])*\"|'(?![/~])(?:(?!\.\.)[\w./+-])*'|TRUE|FALSE|NULL|-?\d+(?:\.\d+)?L?)\s*")
_BLANKS = re.compile(r"\s*")
_R_CALL = re.compile(rf"(?<!\w)(\w+)::(\w+)\((?:{_R_ARG}(?:,{_R_ARG})*)?\)[ \t]*;?")


def r_package_work(code: str) -> str:
    """``Rscript -e`` code that is only calls of R's package-development steps with literal
    arguments (``roxygen2::roxygenise()``, ``pkgdown::build_site(install = FALSE)``): the first
    such call, or "" when the code does anything else."""
    pos, first = 0, ""
    while pos < len(code):
        pos = _BLANKS.match(code, pos).end()  # the blanks between calls
        if pos == len(code):
            break
        m = _R_CALL.match(code, pos)
        if not m or m.end() == pos or m.group(2) not in _R_WORK.get(m.group(1), ()):
            return ""
        first = first or f"{m.group(1)}::{m.group(2)}()"
        pos = m.end()
    return first
