"""What reading a project's files for reservations costs the policy (`policy/reserved.py`, `policy/holders.py`).

    .venv/bin/python bench/reservation_cost.py
    PYTHONPATH=<another tree>/src .venv/bin/python bench/reservation_cost.py    # an earlier tree, beside

Three sets of documents, each read afresh (the kept answers bypassed), best of 5: 400 lines that name
relations ("reviews", "every", "before": each is read by every form), 400 plain lines (passed over by their
words), and hostile lines (100 KB without a sentence's end, a run of 100,000 blanks, a holder's sentence
repeated 8,000 times)."""

from __future__ import annotations

import random
import time

from warden.decide.answerers.policy import reserved
from warden.decide.answerers.policy.evidence import Doc


def main() -> None:
    random.seed(1)
    words = ("the build uses PostgreSQL and Redis for caching while Ines reviews the release notes before they ship "
             "to customers every week").split()
    related = "\n".join(" ".join(random.choice(words) for _ in range(14)) + "." for _ in range(400))
    plain = ("We keep the service small. Tests run with pytest and the CI builds a wheel.\n"
             "The API lives under src/api and the UI under web/.\n") * 200
    read = getattr(reserved, "_reservations", reserved.reservations)  # (older trees keep no answers)
    for name, docs in [("400 lines naming relations", [Doc("CLAUDE.md", related)]), ("400 plain lines", [Doc("README.md", plain)]),
                       ("hostile lines", [Doc("x", "x is " * 20000), Doc("y", " " * 100000 + "x"), Doc("z", "Ines decides " * 8000)])]:
        best = float("inf")
        for _ in range(5):
            t = time.perf_counter()
            read(docs)
            best = min(best, time.perf_counter() - t)
        print(f"{name:<30} {best * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
