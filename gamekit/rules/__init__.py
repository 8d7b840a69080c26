"""The rules registry: every rule ID of RULES.md, in our words, with where it comes from.

``gamekit.rules.explain("RP-5")`` returns a paragraph a teacher can read aloud;
``gamekit.rules.get("RP-5")`` the :class:`Rule` itself; ``gamekit.rules.ids(game)`` the IDs of
one game.  Each game's rules live in a module of this package (``raja_pasu.py``, ...), so
the code that implements a rule and its text sit one import apart; the game's entry in
:mod:`gamekit.registry` names them (``rules=``), and :data:`REGISTRY` reads them from there.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from .. import registry
from ..errors import GameError

SEEDS = {
    "000": "German family rules of Pachisi (two dice)",
    "001": "Raja Pasu, after Mancala World",
    "003": "a Czech rules page for Pačísí (six cowries), listing Zapletal's Velká kniha deskových her (1991) "
    "under further information",
    "004": "Sechs-As, a game of the Ludus/Alea board (two dice)",
}
"""The four seed documents by number (third-party texts, not redistributed; ``SOURCES.md`` says what each is
and what was taken from it)."""


@dataclass(frozen=True)
class Rule:
    """One rule: ``id`` (e.g. ``"RP-5"``), ``game``, ``kind`` (``"seed"``: the source says it;
    ``"decision"``: the source is silent and this is the project's reading), ``seed`` (the
    source number, see :data:`SEEDS`), ``title`` and ``text``; ``option`` names the option that
    switches it, if any."""

    id: str
    game: str
    kind: str
    seed: str
    title: str
    text: str
    option: str | None = None

    def explain(self) -> str:
        """The rule as a paragraph, with its kind and source."""
        src = SEEDS.get(self.seed, self.seed)
        opt = f" Option: `{self.option}`." if self.option else ""
        return (
            f"{self.id} ({self.kind}) {self.title}: {self.text}{opt} Source: seed {self.seed}, {src} (see SOURCES.md)."
        )


def rule_maker(game: str, seed: str):
    """``make(id, kind, title, text, option=None) -> Rule`` for the rules of one game and seed."""

    def make(id: str, kind: str, title: str, text: str, option: str | None = None) -> Rule:
        return Rule(id=id, game=game, kind=kind, seed=seed, title=title, text=text, option=option)

    return make


class _Rules(Mapping):
    """All rules by ID, read from the ``rules`` of every entry of :mod:`gamekit.registry`
    (re-read when the registry changes, so a game registered later brings its rules)."""

    def __init__(self) -> None:
        self._seen: tuple = ()
        self._rules: dict[str, Rule] = {}

    def _current(self) -> dict[str, Rule]:
        specs = tuple(spec for e in registry.entries() for spec in e.rules)
        if specs != self._seen:
            out: dict[str, Rule] = {}
            for spec in specs:
                for rule in registry.resolve(spec):
                    out.setdefault(rule.id, rule)
            self._rules, self._seen = out, specs
        return self._rules

    def __getitem__(self, rule_id: str) -> Rule:
        return self._current()[rule_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._current())

    def __len__(self) -> int:
        return len(self._current())

    def __repr__(self) -> str:
        return f"<rules registry: {len(self)} rules>"


REGISTRY: Mapping[str, Rule] = _Rules()
"""All rules by ID (a read-only mapping)."""


def _games() -> tuple[str, ...]:
    return tuple(dict.fromkeys(r.game for r in REGISTRY.values()))


def __getattr__(name: str):
    # GAMES is read from the registry when asked for, so a game registered later is in it.
    if name == "GAMES":
        return _games()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def get(rule_id: str) -> Rule:
    """The :class:`Rule` with this ID, e.g. ``"RP-5"``; case and spaces around it do not matter
    (``"rp-5"`` is ``"RP-5"``, ``"pg-14A"`` is ``"PG-14a"``).

    Raises:
        GameError: ``rule_id`` is not a string, or no rule has that ID (the message shows what
            IDs look like).
    """
    if not isinstance(rule_id, str):
        raise GameError(f"rule_id must be a string like 'RP-5', not {rule_id!r}")
    key = {k.lower(): k for k in REGISTRY}.get(rule_id.strip().lower())
    if key is None:
        raise GameError(
            f"no rule {rule_id!r}; rule IDs look like {', '.join(sorted(REGISTRY)[:5])} ... "
            f"(gamekit.rules.ids() lists them all)"
        )
    return REGISTRY[key]


def explain(rule_id: str) -> str:
    """The rule's text in our words and where it comes from (a str); ``rule_id`` as for :func:`get`.

    Raises:
        GameError: as :func:`get`.
    """
    return get(rule_id).explain()


def ids(game: str | None = None) -> list[str]:
    """The rule IDs, all (``game=None``) or of one game: ``"raja_pasu"``, ``"sechs_as"``,
    ``"pachisi/german"``, ``"pachisi/czech"``, or ``"pachisi"`` for the cross board (B-1..B-3)
    shared by both.

    Raises:
        GameError: ``game`` is none of these (the message lists them).
    """
    games = _games()  # every game with a rule in the registry ("pachisi": the shared cross board)
    if game is not None and game not in games:
        raise GameError(f"ids(game): game must be one of {', '.join(map(repr, games))} or None, not {game!r}")
    return [r.id for r in REGISTRY.values() if game is None or r.game == game]
