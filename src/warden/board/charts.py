"""Charts as SVG, drawn on the server: no chart library, nothing fetched by the page.

The page shows each chart as an ``<img>`` (an SVG shown as an image runs no script and
loads nothing), beside a table of the same numbers. Every piece of text (a session's
name, who decided) is escaped as XML; colours and fonts are presentation attributes,
so the board's strict Content-Security-Policy (no inline style) holds inside the SVG too.
"""

from __future__ import annotations

import time
from typing import Any
from xml.sax.saxutils import escape, quoteattr

WIDTH, HEIGHT = 640, 240
LEFT, RIGHT, TOP, BOTTOM = 44, 150, 28, 34
PALETTE = ("#3056d3", "#f0b429", "#1b6b35", "#a11d1d", "#7c3aed", "#0e7490", "#b45309", "#be185d", "#4b5563",
           "#65a30d")
FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif"
EMPTY = "no decisions in this window"


def _svg(title: str, body: list[str], height: int = HEIGHT) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
            f'height="{height}" font-family={quoteattr(FONT)} font-size="11" role="img">'
            f"<title>{escape(title)}</title>"
            f'<rect width="{WIDTH}" height="{height}" fill="#ffffff"/>'
            f'<text x="{LEFT}" y="16" font-size="13" font-weight="600" fill="#1d2330">{escape(title)}</text>'
            + "".join(body) + "</svg>")


def _text(x: float, y: float, text: str, anchor: str = "start", fill: str = "#667085", size: int = 11) -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" fill="{fill}" font-size="{size}">'
            f"{escape(text)}</text>")


def _legend(names: list[str], totals: list[int]) -> list[str]:
    out = []
    for i, (name, n) in enumerate(zip(names, totals)):
        y = TOP + 8 + i * 16
        if y > HEIGHT - BOTTOM:
            out.append(_text(WIDTH - RIGHT + 12, y, f"… {len(names) - i} more"))
            break
        out.append(f'<rect x="{WIDTH - RIGHT + 12}" y="{y - 9}" width="10" height="10" fill="{PALETTE[i % len(PALETTE)]}"/>')
        out.append(_text(WIDTH - RIGHT + 26, y, f"{_clip(name, 18)} ({n})", fill="#1d2330"))
    return out


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _axis(top: float) -> list[str]:
    base = HEIGHT - BOTTOM
    return [f'<line x1="{LEFT}" y1="{base}" x2="{WIDTH - RIGHT}" y2="{base}" stroke="#c9ced6"/>',
            _text(LEFT - 6, TOP + 4, str(int(top)), "end"), _text(LEFT - 6, base, "0", "end")]


def stacked(title: str, buckets: list[float], series: dict[str, list[int]]) -> str:
    """Decisions per bucket (an hour), stacked by a key (kind, who decided)."""
    if not series or not any(sum(v) for v in series.values()):
        return _svg(title, [_text(WIDTH / 2, HEIGHT / 2, EMPTY, "middle")])
    names = list(series)
    n = len(buckets)
    totals = [sum(series[k][i] for k in names) for i in range(n)]
    top = max(1, max(totals))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    bar = plot_w / max(1, n)
    body = _axis(top)
    for i in range(n):
        y = HEIGHT - BOTTOM
        for j, k in enumerate(names):
            v = series[k][i]
            if not v:
                continue
            h = plot_h * v / top
            y -= h
            body.append(f'<rect x="{LEFT + i * bar + 1:.1f}" y="{y:.1f}" width="{max(1.0, bar - 2):.1f}" '
                        f'height="{h:.1f}" fill="{PALETTE[j % len(PALETTE)]}"><title>{escape(f"{k}: {v}")}</title></rect>')
    step = max(1, n // 6)
    for i in range(0, n, step):
        label = time.strftime("%H:%M", time.localtime(buckets[i]))
        body.append(_text(LEFT + i * bar + bar / 2, HEIGHT - BOTTOM + 14, label, "middle"))
    body += _legend(names, [sum(series[k]) for k in names])
    return _svg(title, body)


def bars(title: str, counts: dict[str, int]) -> str:
    """One horizontal bar per key (a delivery route, an outcome)."""
    items = [(k, v) for k, v in sorted(counts.items(), key=lambda kv: -kv[1]) if v]
    if not items:
        return _svg(title, [_text(WIDTH / 2, 80, EMPTY, "middle")], 160)
    height = TOP + 22 * len(items) + 12
    top = max(v for _, v in items)
    body = []
    total = sum(v for _, v in items)
    for i, (k, v) in enumerate(items):
        y = TOP + 6 + i * 22
        w = (WIDTH - 300) * v / top
        body.append(_text(150, y + 12, _clip(k, 24), "end", "#1d2330"))
        body.append(f'<rect x="158" y="{y}" width="{max(1.0, w):.1f}" height="16" fill="{PALETTE[i % len(PALETTE)]}"/>')
        body.append(_text(164 + w, y + 12, f"{v} ({100 * v / total:.0f}%)"))
    return _svg(title, body, height)


def histogram(title: str, dist: dict[str, Any]) -> str:
    """A duration's distribution over fixed edges (0.1 s ... 1 h), with its percentiles."""
    counts = dist.get("histogram") or []
    if not dist.get("count"):
        return _svg(title, [_text(WIDTH / 2, HEIGHT / 2, EMPTY, "middle")])
    labels = [f"≤{_dur(e)}" for e in dist["edges"]] + [f">{_dur(dist['edges'][-1])}"]
    top = max(1, max(counts))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    bar = plot_w / len(counts)
    body = _axis(top)
    for i, v in enumerate(counts):
        h = plot_h * v / top
        body.append(f'<rect x="{LEFT + i * bar + 2:.1f}" y="{HEIGHT - BOTTOM - h:.1f}" width="{bar - 4:.1f}" '
                    f'height="{h:.1f}" fill="{PALETTE[0]}"><title>{escape(f"{labels[i]}: {v}")}</title></rect>')
        body.append(_text(LEFT + i * bar + bar / 2, HEIGHT - BOTTOM + 14, labels[i], "middle", size=10))
    x = WIDTH - RIGHT + 12
    for i, (name, key) in enumerate((("count", "count"), ("median", "p50"), ("p90", "p90"), ("p99", "p99"),
                                     ("max", "max"))):
        v = dist.get(key)
        shown = str(v) if key == "count" else (_dur(v) if v is not None else "-")
        body.append(_text(x, TOP + 12 + i * 16, f"{name}: {shown}", fill="#1d2330"))
    return _svg(title, body)


def _dur(v: float) -> str:
    if v < 1:
        return f"{v * 1000:.0f}ms"
    if v < 120:
        return f"{v:.0f}s" if v >= 10 else f"{v:.1f}s"
    if v < 7200:
        return f"{v / 60:.0f}m"
    return f"{v / 3600:.0f}h"


CHARTS = {
    "by_kind": lambda s: stacked("Decisions per hour, by kind", s["buckets"], s["by_kind"]),
    "by_decider": lambda s: stacked("Decisions per hour, by who decided", s["buckets"], s["by_decider"]),
    "delivery": lambda s: bars("How answers were delivered", s["delivery"]),
    "outcomes": lambda s: bars("How decisions ended", s["outcomes"]),
    "time_to_decision": lambda s: histogram("Time to a decision", s["time_to_decision"]),
    "time_to_delivery": lambda s: histogram("Time to delivery", s["time_to_delivery"]),
}
