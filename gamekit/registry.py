"""The game registry: one entry per rule set, the one place a game joins gamekit.

Everything that lists games reads it: :func:`gamekit.load`, the agents
(:func:`gamekit.agents.agents_for`), the boards (:func:`gamekit.widgets.view_for`), the drawings
(:func:`gamekit.render.draw` and every state's ``_repr_svg_``), the rules registry
(:mod:`gamekit.rules`), the comparison tables (:mod:`gamekit.analysis.compare`),
``scripts/build_sources.py``, the welcome notebook's gallery, the browser tests' notebook list
and the tests.

An entry names the parts of a game as strings ``"module:attribute"`` (or the objects
themselves), imported only when asked for: this module imports no game, drawing or widget, so
``gamekit.core`` can find a state's drawing here without importing :mod:`gamekit.render` (the
layers, ``errors``/``core`` -> games -> ``render`` -> ``widgets``, are checked by import-linter).

A new game is registered with :func:`register` (a test package may register its own game)::

    register(GameEntry(key="dice_race", title="Dice race", game="mygame:DiceRace", ...))
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Mapping

from .errors import GameError, UnknownGameError, UnknownOptionError

__all__ = ["UnknownGameError"]  # re-exported for ``except registry.UnknownGameError``

__all__ += [
    "GameEntry",
    "register",
    "entries",
    "keys",
    "entry",
    "entry_for",
    "resolve",
    "load_names",
    "game_class",
]


@dataclass(frozen=True)
class GameEntry:
    """One rule set.  Every part but ``key``, ``title`` and ``game`` is optional.

    * ``key``: the registry key, e.g. ``"raja_pasu"``, ``"pachisi/czech"``; the game class
      carries the same value as its ``key`` attribute;
    * ``title``: a heading, e.g. ``"Pačísí, Czech rules"``;
    * ``game``: the :class:`gamekit.core.Game` subclass, ``"module:Class"``;
    * ``name`` / ``variant``: how :func:`gamekit.load` spells it: ``load(name)`` or, when several
      entries share a name, ``load(name, ruleset=variant)`` (the first registered variant is the
      default).  ``name`` defaults to ``key``;
    * ``view``: the board view class (:class:`gamekit.widgets.view.BoardView`), ``"module:Class"``;
    * ``drawing``: ``svg(state, *, events=(), selected=None, clickable=True) -> str`` (and
      ``frame=None`` for a game whose view animates), ``"module:function"``; ``clickable=False``
      draws no ``data-click`` (the one way to make a drawing unclickable);
    * ``picture``: ``picture(state, *, events=(), selected=None) -> str``, what Jupyter shows for a
      state on its own line (``State._repr_svg_``) and :func:`gamekit.render.draw` returns: the
      position only, nothing clickable, no widget controls; defaults to ``drawing`` with
      ``clickable=False`` (:meth:`GameEntry.draw_picture`);
    * ``agents``: ``agents(game) -> {name: agent}``, ``"module:function"``;
    * ``batch``: the module of its batched simulator (:mod:`gamekit.analysis.batch`), or None;
    * ``rules``: the rule texts, each ``"module:RULES"`` (a list of :class:`gamekit.rules.Rule`);
    * ``aspects``: ``"module:ASPECTS"``, a mapping aspect -> ``(rule IDs, one-line summary)`` for
      the comparison's rule table (:func:`gamekit.analysis.compare.rule_table`);
    * ``notebook``: the notebook's name in ``notebooks/`` without ``.ipynb`` (or None);
    * ``gallery``: how the welcome notebook shows the game, ``{"caption": str, "steps": int,
      "seed": int, "agent": str}`` -- the position after ``steps`` actions of a game ``agent``
      plays with itself from ``seed`` (or None: not in the gallery);
    * ``sources``: the names of its files in ``docs/sources/`` without ``.md`` (SOURCES.md).
    """

    key: str
    title: str
    game: Any
    name: str = ""
    variant: str | None = None
    view: Any = None
    drawing: Any = None
    picture: Any = None
    agents: Any = None
    batch: str | None = None
    rules: tuple[Any, ...] = ()
    aspects: Any = None
    notebook: str | None = None
    gallery: Mapping[str, Any] | None = None
    sources: tuple[str, ...] = ()

    @property
    def load_name(self) -> str:
        """The name :func:`gamekit.load` takes for this entry."""
        return self.name or self.key

    def draw_picture(self, state: Any, **options: Any) -> str:
        """The picture of ``state`` (SVG): ``picture(state, **options)``, else ``drawing(state,
        clickable=False, **options)``.  The one path of ``State._repr_svg_`` and
        :func:`gamekit.render.draw`, so both give the same bytes.

        Raises:
            GameError: the entry names neither a picture nor a drawing.
        """
        if self.picture is not None:
            return resolve(self.picture)(state, **options)
        if self.drawing is not None:
            return resolve(self.drawing)(state, clickable=False, **options)
        raise GameError(f"game {self.key!r} has no drawing in the registry")


_ENTRIES: dict[str, GameEntry] = {}


def register(e: GameEntry, *, replace: bool = False) -> GameEntry:
    """Add a rule set to the registry and return it.

    Raises :class:`~gamekit.errors.GameError` if the key is taken (unless ``replace``), if the
    key or title is empty, or if an entry sharing its ``load`` name lacks a ``variant``.
    """
    if not isinstance(e, GameEntry):
        raise GameError(f"register(e): e must be a GameEntry, not {e!r}")
    if not e.key or not e.title or e.game is None:
        raise GameError("a registry entry needs a key, a title and a game class")
    if e.key in _ENTRIES and not replace:
        raise GameError(f"a game with key {e.key!r} is already registered")
    same_name = [o for o in _ENTRIES.values() if o.load_name == e.load_name and o.key != e.key]
    if same_name and (e.variant is None or any(o.variant is None for o in same_name)):
        raise GameError(f"entries sharing the name {e.load_name!r} each need a variant (the ruleset option)")
    _ENTRIES[e.key] = e
    return e


def entries() -> tuple[GameEntry, ...]:
    """Every registered entry, in the order registered (the built-in four first)."""
    return tuple(_ENTRIES.values())


def keys() -> tuple[str, ...]:
    """Every registered key, in the order registered."""
    return tuple(_ENTRIES)


def entry(key: str) -> GameEntry:
    """The entry with this key; raises :class:`~gamekit.errors.UnknownGameError` listing the keys."""
    try:
        return _ENTRIES[key]
    except (KeyError, TypeError):  # TypeError: an unhashable key such as a list
        raise UnknownGameError(f"unknown game {key!r}; registered: {', '.join(_ENTRIES)}") from None


def entry_for(game: Any) -> GameEntry:
    """The entry of a game (its class's ``key``), or of a state (its ``game``'s)."""
    g = getattr(game, "game", game)
    return entry(getattr(g, "key", None) or getattr(g, "name", None))


def load_names() -> tuple[str, ...]:
    """The names :func:`gamekit.load` accepts, in the order first registered."""
    return tuple(dict.fromkeys(e.load_name for e in _ENTRIES.values()))


def resolve(spec: Any) -> Any:
    """``"module:attribute"`` imported and looked up; anything else is returned as it is.

    Raises :class:`~gamekit.errors.GameError` if the module or attribute does not exist.
    """
    if not isinstance(spec, str):
        return spec
    module_name, _, attr = spec.partition(":")
    try:
        obj: Any = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            raise GameError(f"{spec!r}: module {module_name!r} is not available") from None
        raise
    for part in filter(None, attr.split(".")):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise GameError(f"{spec!r}: {module_name} has no {attr!r}") from None
    return obj


def game_class(name: str, options: Mapping[str, Any]) -> tuple[type, dict[str, Any]]:
    """The game class ``load(name, **options)`` makes, and the options left for it.

    ``name`` is a load name (``"pachisi"``) or a key (``"pachisi/czech"``); a ``ruleset`` option
    picks among entries sharing a name.  Raises :class:`~gamekit.errors.UnknownGameError` for an
    unknown name and :class:`~gamekit.errors.UnknownOptionError` for an unknown ruleset, each
    listing the valid ones.
    """
    if not isinstance(name, str):
        raise UnknownGameError(f"game name must be a string, one of {', '.join(load_names())}, not {name!r}")
    if not isinstance(options, Mapping):
        raise UnknownOptionError(f"options must be a mapping of option names to values, not {options!r}")
    opts = dict(options)
    if name in _ENTRIES and "/" in name:
        return resolve(_ENTRIES[name].game), opts
    family = [e for e in _ENTRIES.values() if e.load_name == name]
    if not family:
        raise UnknownGameError(f"unknown game {name!r}; valid names: {', '.join(load_names())}")
    if len(family) == 1 and family[0].variant is None:
        return resolve(family[0].game), opts
    variants = [e.variant for e in family]
    ruleset = opts.pop("ruleset", variants[0])
    for e in family:
        if e.variant == ruleset:
            return resolve(e.game), opts
    raise UnknownOptionError(
        f"{name} option ruleset={ruleset!r} is not valid; choose one of {', '.join(map(repr, variants))}"
    )


# ---------------------------------------------------------------------------------------------
# The built-in rule sets, in the order the comparison and the welcome page show them.

register(
    GameEntry(
        key="pachisi/german",
        title="Pachisi, German family rules",
        name="pachisi",
        variant="german",
        game="gamekit.pachisi.german:GermanPachisi",
        view="gamekit.widgets.pachisi_german:GermanPachisiView",
        drawing="gamekit.render.pachisi_german:svg",
        picture="gamekit.render.pachisi_german:picture",
        agents="gamekit.agents.pachisi_german:agents",
        batch="gamekit.analysis.batch.pachisi_german",
        rules=("gamekit.rules.cross_board:RULES", "gamekit.rules.german:RULES"),
        aspects="gamekit.rules.german:ASPECTS",
        notebook="pachisi_german",
        sources=("pachisi_german",),
        gallery={
            "caption": "two dice; two pieces on one field form a gate nobody may pass",
            "steps": 260,
            "seed": 3,
            "agent": "greedy",
        },
    )
)
register(
    GameEntry(
        key="pachisi/czech",
        title="Pačísí, Czech rules",
        name="pachisi",
        variant="czech",
        game="gamekit.pachisi.czech:CzechPachisi",
        view="gamekit.widgets.pachisi_czech:CzechPachisiView",
        drawing="gamekit.render.pachisi_czech:svg",
        picture="gamekit.render.pachisi_czech:picture",
        agents="gamekit.agents.pachisi_czech:agents",
        batch="gamekit.analysis.batch.pachisi_czech",
        rules=("gamekit.rules.cross_board:RULES", "gamekit.rules.czech:RULES"),
        aspects="gamekit.rules.czech:ASPECTS",
        notebook="pachisi_czech",
        sources=("pachisi_czech",),
        gallery={
            "caption": "six cowries; castles (marked) protect pieces; stacks move together",
            "steps": 400,
            "seed": 3,
            "agent": "greedy",
        },
    )
)
register(
    GameEntry(
        key="sechs_as",
        title="Sechs-As",
        game="gamekit.sechs_as:SechsAs",
        view="gamekit.widgets.sechs_as:SechsAsView",
        drawing="gamekit.render.sechs_as:svg",
        picture="gamekit.render.sechs_as:picture",
        agents="gamekit.agents.sechs_as:agents",
        batch="gamekit.analysis.batch.sechs_as",
        rules=("gamekit.rules.sechs_as:RULES",),
        aspects="gamekit.rules.sechs_as:ASPECTS",
        notebook="sechs_as",
        sources=("sechs_as",),
        gallery={
            "caption": "each die is an action: give a stone away, pot it, take one back, or take one out",
            "steps": 9,
            "seed": 5,
            "agent": "greedy",
        },
    )
)
register(
    GameEntry(
        key="raja_pasu",
        title="Raja Pasu",
        game="gamekit.raja_pasu:RajaPasu",
        view="gamekit.widgets.raja_pasu:RajaPasuView",
        drawing="gamekit.render.raja_pasu:svg",
        picture="gamekit.render.raja_pasu:picture",
        agents="gamekit.agents.raja_pasu:agents",
        batch="gamekit.analysis.batch.raja_pasu",
        rules=("gamekit.rules.raja_pasu:RULES",),
        aspects="gamekit.rules.raja_pasu:ASPECTS",
        notebook="raja_pasu",
        sources=("raja_pasu",),
        gallery={
            "caption": "sow the seeds of one hole; every hole that reaches four is captured by its row's owner",
            "steps": 4,
            "seed": 1,
            "agent": "random",
        },
    )
)

BUILTIN: tuple[str, ...] = keys()
"""The keys of gamekit's own rule sets (registered above), in the comparison's order; games
registered later (a test's own game) are in :func:`keys` but not here."""
