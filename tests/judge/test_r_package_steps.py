"""``Rscript -e`` is read when its code is only calls of R's package-development steps with
literal arguments (document, test, check, render, style, lint, coverage): they work on the
package in the folder. Anything else in the code, an argument naming a place outside the
folder or built at run time, or a step that writes outside it (install, build) is not read."""

from __future__ import annotations

import pytest

from warden.judge.permission import judge


def _decision(command: str) -> str:
    return judge("Bash", {"command": command}, "/home/dev/proj", home="/home/dev").decision


@pytest.mark.parametrize("command", [
    "Rscript -e 'devtools::document()'",
    "Rscript -e 'testthat::test_local(reporter = \"summary\", stop_on_failure = TRUE)'",
    "Rscript -e 'lintr::lint_package(); covr::package_coverage(quiet = FALSE)'",
    "Rscript -e 'quarto::quarto_render(\"report.qmd\")'",
    "Rscript -e \"rcmdcheck::rcmdcheck(error_on = 'warning')\"",
])
def test_a_packages_own_steps_are_allowed(command: str) -> None:
    assert _decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "Rscript -e 'devtools::install(upgrade = \"never\")'",  # into the user's library
    "Rscript -e 'devtools::build()'",  # the tarball goes beside the package, outside the folder
    "Rscript -e 'knitr::knit(\"/home/dev/notes/diary.Rmd\")'",
    "Rscript -e 'rmarkdown::render(\"../site/index.Rmd\")'",
    "Rscript -e 'pkgdown::build_site(); unlink(\"docs\", recursive = TRUE)'",
    "Rscript -e 'styler::style_dir(Sys.getenv(\"TARGET\"))'",
    "Rscript -e \"rmarkdown::render('$REPORT')\"",
])
def test_other_code_or_places_outside_are_not_read(command: str) -> None:
    assert _decision(command) == "unknown"


def test_a_secret_read_by_a_step_is_still_held() -> None:
    assert _decision("Rscript -e 'rmarkdown::render(\".env\")'") == "hold"
