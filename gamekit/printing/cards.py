"""Rule cards: every rule of a rule set with its ID, kind and text, read from :mod:`gamekit.rules`.

One card per entry of :mod:`gamekit.registry` (German Pachisi, Czech Pačísí, Sechs-As, Raja
Pasu); the two Pachisi cards start with the board rules they share (``rules.ids("pachisi")``,
B-1 ...).  A card takes one or two pages; the text is the registry's, so a rule changed in
the code is changed on the card the next time the pack is built.
"""

from __future__ import annotations

from .. import registry, rules
from .page import MARGIN, Paper, footer, heading, new_page, wrap

FONT = 8.0
LINE = FONT * 0.3528 * 1.32  # mm per line
KIND_WORDS = {"seed": "the source says", "decision": "our reading where the source is silent"}


def card_rule_ids(key: str) -> list[str]:
    """The rule IDs on the card of registry entry ``key``, in card order (shared board rules first)."""
    entry = registry.entry(key)
    out: list[str] = []
    for spec in entry.rules:
        out += [r.id for r in registry.resolve(spec)]
    return list(dict.fromkeys(out))


def card_pages(pdf, p: Paper, key: str) -> int:
    """Add the rule card of ``key`` to ``pdf`` (paper ``p``); return the number of pages written."""
    entry = registry.entry(key)
    title = f"Rule card: {entry.title}"
    blocks = []
    for rid in card_rule_ids(key):
        r = rules.get(rid)
        head = f"{r.id}  {r.title}  ({KIND_WORDS.get(r.kind, r.kind)}; seed {r.seed})"
        opt = f" Option: {r.option}." if r.option else ""
        blocks.append((head, wrap(r.text + opt, p.width - 2 * MARGIN - 4, FONT)))
    pages = 0
    fig = ax = None
    y = 0.0
    for head, lines in blocks:
        need = LINE * (len(lines) + 1) + 1.5
        if fig is None or y - need < MARGIN + 4:
            if fig is not None:
                pdf.savefig(fig)
            fig, ax = new_page(p)
            pages += 1
            sub = "Every rule of this rule set, with its ID as the notebooks and error messages name it."
            y = heading(ax, p, title + (" (continued)" if pages > 1 else ""), sub if pages == 1 else "")
            footer(ax, p, f"{title}, page {pages}")
        ax.text(MARGIN, y, head, fontsize=FONT, fontweight="bold", va="top")
        y -= LINE
        for line in lines:
            ax.text(MARGIN + 4, y, line, fontsize=FONT, va="top")
            y -= LINE
        y -= 1.5
    pdf.savefig(fig)
    return pages
