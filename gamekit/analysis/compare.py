"""Comparing the rule sets: a rule table, rule-toggle experiments and exact play of small games.

Three helpers for ``notebooks/compare_rule_sets.ipynb`` that a teacher can reuse:

* :func:`rule_table` -- the four rule sets side by side, aspect by aspect (throwing device,
  entering, blocking, capture, safe fields, extra throws, end ...), each cell naming its rule
  IDs from the registry (:mod:`gamekit.rules`), plus every option of every game read from its
  options dataclass (:func:`gamekit.core.option_table`).  Shows itself as an HTML table.
* :func:`toggle_experiment` -- play the same games (same seeds) under two settings of one
  option with :func:`gamekit.analysis.simulate.simulate` and report the difference of a
  metric with a confidence interval.
* :func:`exact_play` -- for games small enough (two-player Sechs-As), the exact probability
  that each seat wins and the exact expected number of turns when the seats play given agents
  (``"random"``, or any agent that ignores its ``rng``), by solving the game's Markov chain.

Game keys are ``"pachisi/german"``, ``"pachisi/czech"``, ``"sechs_as"`` and ``"raja_pasu"``
(:data:`GAME_KEYS`); :func:`load_game` turns one into a game.
"""

from __future__ import annotations

from ..errors import GameError

import html
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from .. import load, registry, rules
from ..core import Game, State, game_arg, int_arg, option_table, seq_arg, str_arg, takes_arguments
from .result import SimulationResult

__all__ = [
    "N_GAMES",
    "GAME_KEYS",  # noqa: F822  (module __getattr__ reads the registry)
    "GAME_TITLES",  # noqa: F822
    "ASPECTS",  # noqa: F822
    "METRICS",
    "load_game",
    "rule_table",
    "RuleTable",
    "toggle_experiment",
    "ToggleResult",
    "metric_values",
    "exact_play",
    "ExactPlay",
]


N_GAMES = 10_000
"""Games per rule set and player type in the comparison notebook's whole-game measures (seed 2024):
enough to pin the first team's share down to within about ±1 percentage point (95 % interval)."""


def __getattr__(name: str) -> Any:
    # GAME_KEYS (gamekit's own rule sets, compared by default), GAME_TITLES and ASPECTS are read
    # from the game registry when asked for; a game registered later is compared when named.
    if name == "GAME_KEYS":
        return registry.BUILTIN
    if name == "GAME_TITLES":
        return {e.key: e.title for e in registry.entries()}
    if name == "ASPECTS":
        return _aspects(registry.BUILTIN)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def load_game(key: str | Game, **options: Any) -> Game:
    """A game from a registry key of :data:`GAME_KEYS` (or a game, returned as it is if no options).

    ``load_game("pachisi/czech", cowrie_p=0.4)`` is ``gamekit.load("pachisi", ruleset="czech",
    cowrie_p=0.4)``.  Raises ``ValueError`` for an unknown key (``UnknownGameError``) or option
    (``UnknownOptionError``), listing the valid ones.
    """
    if isinstance(key, Game):
        if not options:
            return key
        key = key.key
    return load(key, **options)


# ---------------------------------------------------------------------------------------------
# The rule table


def _title(key: str) -> str:
    try:
        return registry.entry(key).title
    except registry.UnknownGameError:
        return key


def _aspects(keys: Sequence[str]) -> tuple[tuple[str, dict[str, tuple[tuple[str, ...], str]]], ...]:
    """For each aspect of a rule set (in the order the games first name them): per game key, the
    rule IDs (registry) and a one-line summary, from each entry's ``aspects`` (registry)."""
    per_game = {k: dict(registry.resolve(registry.entry(k).aspects) or {}) for k in keys}
    names = list(dict.fromkeys(a for k in keys for a in per_game[k]))
    return tuple((a, {k: per_game[k].get(a, ((), "not described")) for k in keys}) for a in names)


@dataclass(frozen=True)
class RuleTable:
    """The rule sets side by side (from :func:`rule_table`); shows itself as an HTML table.

    * ``games``: tuple of game keys (columns);
    * ``aspects``: list of dicts, one per aspect of :data:`ASPECTS`, with keys ``aspect``
      (str), ``cells`` (dict game key -> dict with ``rules``: list of ``(id, title)`` from the
      registry, ``says``: str) and ``differ`` (bool: the games' summaries are not all the same);
    * ``options``: list of dicts, one per option of each game, with the keys of
      :func:`gamekit.core.option_table` (``name``, ``value``, ``default``, ``rule``, ``doc``)
      plus ``game`` (key) and ``rule_title`` (from the registry, ``""`` if unknown).
    """

    games: tuple[str, ...]
    aspects: list = field(repr=False)
    options: list = field(repr=False)

    def __repr__(self) -> str:
        return f"RuleTable({len(self.games)} games, {len(self.aspects)} aspects, {len(self.options)} options)"

    def option(self, game: str, name: str) -> dict:
        """The option row of ``game`` named ``name``; raises ``KeyError`` if there is none."""
        for row in self.options:
            if row["game"] == game and row["name"] == name:
                return row
        raise KeyError(f"{game} has no option {name!r}")

    def to_html(self, *, font_size: int = 15) -> str:
        """Two HTML tables (aspects, then options) with inline styles readable on a projector."""
        e = html.escape
        cell = f"border:1px solid #999;padding:6px 8px;vertical-align:top;text-align:left;font-size:{font_size}px"
        head = cell + ";background:#E8EEF4"
        out = [
            '<table style="border-collapse:collapse;margin-bottom:12px">',
            f'<tr><th style="{head}">aspect</th>'
            + "".join(f'<th style="{head}">{e(_title(g))}</th>' for g in self.games)
            + "</tr>",
        ]
        for row in self.aspects:
            tds = []
            for g in self.games:
                c = row["cells"][g]
                ids = ", ".join(f'<span title="{e(t)}">{e(i)}</span>' for i, t in c["rules"]) or "&ndash;"
                tds.append(f'<td style="{cell}">{e(c["says"])}<br><small style="color:#555">{ids}</small></td>')
            out.append(f'<tr><th style="{head}">{e(row["aspect"])}</th>{"".join(tds)}</tr>')
        out.append("</table>")
        out.append(
            '<table style="border-collapse:collapse"><tr>'
            + "".join(f'<th style="{head}">{h}</th>' for h in ("game", "option", "default", "rule", "what it switches"))
            + "</tr>"
        )
        for r in self.options:
            out.append(
                "<tr>"
                + "".join(
                    f'<td style="{cell}">{x}</td>'
                    for x in (
                        e(_title(r["game"])),
                        f"<code>{e(r['name'])}</code>",
                        f"<code>{e(repr(r['default']))}</code>",
                        e(f"{r['rule']} {r['rule_title']}".strip()),
                        e(r["doc"] or ""),
                    )
                )
                + "</tr>"
            )
        out.append("</table>")
        return "\n".join(out)

    def _repr_html_(self) -> str:
        return self.to_html()


def rule_table(games: Sequence[str | Game] | None = None) -> RuleTable:
    """The rule sets of ``games`` side by side (see :class:`RuleTable` for the shape).

    ``games``: registry keys (default: gamekit's own four, :data:`GAME_KEYS`) or games (a game
    contributes its *current* option values as ``value``).  The aspect rows come from each
    game's registry entry (``aspects``, in the order the games first name them) with rule titles
    from :mod:`gamekit.rules`; the option rows from each game's options dataclass.  Raises
    ``ValueError`` for an unknown key, ``gamekit.GameError`` if a rule ID is not in the
    registry.
    """
    if games is not None and (isinstance(games, (str, Game)) or not isinstance(games, (list, tuple))):
        raise GameError(f"rule_table(games): games must be a list of game names or games, not {games!r}")
    loaded = [load_game(g) for g in (registry.BUILTIN if games is None else games)]
    keys = tuple(g.key for g in loaded)
    if len(set(keys)) != len(keys):
        raise GameError(f"each game once, please: {', '.join(keys)}")
    aspects = []
    for name, per_game in _aspects(keys):
        cells = {}
        for k in keys:
            ids, says = per_game[k]
            cells[k] = {"rules": [(i, rules.get(i).title) for i in ids], "says": says}
        aspects.append({"aspect": name, "cells": cells, "differ": len({c["says"] for c in cells.values()}) > 1})
    options = []
    for k, g in zip(keys, loaded):
        for row in option_table(g.options):
            if row["name"] == "ruleset":
                continue  # fixed per rule set
            rid = row["rule"]
            title = rules.REGISTRY[rid].title if rid in rules.REGISTRY else ""
            options.append({"game": k, **row, "rule_title": title})
    return RuleTable(games=keys, aspects=aspects, options=options)


# ---------------------------------------------------------------------------------------------
# Rule toggles

METRICS = {
    "turns": "turns per game (how often the seat to act changed)",
    "throws": "throws per game (chance outcomes applied)",
    "moves": "decisions per game",
    "first_wins": "1 if seat 0 (or its team) won, else 0",
    "draw": "1 if the game was drawn, else 0",
    "event:KIND": "events of KIND per game, e.g. 'event:capture', 'event:pasu'",
}
"""Metric names :func:`toggle_experiment` accepts (a callable ``f(result) -> array`` works too)."""


def metric_values(result: Any, metric: str | Callable) -> np.ndarray:
    """Per-game values of ``metric`` (see :data:`METRICS`) from a ``SimulationResult``: float (n,).

    Raises ``ValueError`` (a :class:`~gamekit.errors.GameError`) for a ``result`` that is no
    ``SimulationResult``, an unknown metric name, a callable that cannot take the one argument
    ``result``, or values that are not one number per game.
    """
    if not isinstance(result, SimulationResult):
        raise GameError(f"metric_values(result): result must be a SimulationResult (from simulate()), not {result!r}")
    if callable(metric):
        if not takes_arguments(metric, 1):
            raise GameError(
                f"metric {metric!r} cannot be called as metric(result): it takes the games' SimulationResult"
            )
        try:
            x = np.asarray(metric(result), dtype=float)
        except (TypeError, ValueError):
            raise GameError(f"metric {metric!r} must give one number per game, shape ({result.n},)") from None
    elif metric in ("turns", "throws", "moves"):
        x = getattr(result, metric).astype(float)
    elif metric == "first_wins":
        x = result.wins[:, 0].astype(float)
    elif metric == "draw":
        x = result.draw.astype(float)
    elif isinstance(metric, str) and metric.startswith("event:"):
        kind = metric.split(":", 1)[1]
        x = result.events.get(kind, np.zeros(result.n, dtype=int)).astype(float)
    else:
        raise GameError(f"unknown metric {metric!r}; choose one of {', '.join(METRICS)} or pass a callable")
    if x.shape != (result.n,):
        raise GameError(f"metric must give one value per game, shape ({result.n},), not {x.shape}")
    return x


def _is_binary(x: np.ndarray) -> bool:
    return bool(np.all((x == 0) | (x == 1)))


def _mean_interval(x: np.ndarray, level: float) -> tuple[float, float, float]:
    """(mean, low, high): Wilson for 0/1 values, Student t otherwise; a constant sample gives (c, c, c)."""
    from .stats import mean_ci, proportion_ci

    m = float(x.mean())
    if _is_binary(x):
        low, high = proportion_ci(int(x.sum()), len(x), level)
        return m, low, high
    if len(x) < 2 or np.all(x == x[0]):
        return m, m, m
    return mean_ci(x, level)


@dataclass(frozen=True)
class ToggleResult:
    """What :func:`toggle_experiment` found.

    ``game`` (key), ``option``, ``values`` = (a, b), ``metric`` (name), ``agents``, ``n``
    (games per setting), ``seed``, ``paired`` (True: the same seeds under both settings);
    ``mean_a``/``mean_b`` with 95 % (``level``) intervals ``ci_a``/``ci_b`` (Wilson for a
    0/1 metric, else Student t); ``difference`` = mean_b - mean_a with ``low``/``high``
    (paired: t interval of the per-game differences; unpaired: Welch); ``a`` and ``b`` the
    per-game metric values (float arrays of shape (n,)); ``results`` the two
    ``SimulationResult`` objects (:meth:`with_metric` summarises them by another metric).
    """

    game: str
    option: str
    values: tuple
    metric: str
    agents: Any
    n: int
    seed: int
    paired: bool
    level: float
    mean_a: float
    ci_a: tuple[float, float]
    mean_b: float
    ci_b: tuple[float, float]
    difference: float
    low: float
    high: float
    a: np.ndarray = field(repr=False, compare=False)
    b: np.ndarray = field(repr=False, compare=False)
    results: tuple = field(default=(), repr=False, compare=False)

    def with_metric(self, metric: str | Callable) -> "ToggleResult":
        """The same games summarised by another metric (no game is played again)."""
        return _summarise(
            self.game, self.option, self.values, metric, self.agents, self.seed, self.paired, self.level, self.results
        )

    @property
    def contains_zero(self) -> bool:
        """True if the interval for the difference includes 0 (no clear effect at this n)."""
        return self.low <= 0.0 <= self.high

    def __str__(self) -> str:
        va, vb = self.values
        return (
            f"{self.game}: {self.option}={va!r} -> {vb!r}, {self.metric}: "
            f"{self.mean_a:.3f} -> {self.mean_b:.3f}, difference {self.difference:+.3f} "
            f"({self.level:.0%} CI {self.low:+.3f} .. {self.high:+.3f}), {self.n} games each"
        )


def toggle_experiment(
    game_name: str,
    option: str,
    values: Sequence[Any],
    agents: Any = "random",
    n_games: int = 200,
    seed: int = 0,
    metric: str | Callable = "turns",
    *,
    base_options: Mapping[str, Any] | None = None,
    paired: bool = True,
    level: float = 0.95,
    progress: bool = False,
    results_a: Any = None,
    results_b: Any = None,
    n_jobs: int = 1,
) -> ToggleResult:
    """Play ``n_games`` games under ``option=values[0]`` and under ``option=values[1]``; compare.

    * ``game_name``: a key of :data:`GAME_KEYS` (``"pachisi"`` means German);
      ``base_options``: other options, the same for both settings.
    * ``values``: exactly two values of ``option``, (a, b); the difference is b - a.
    * ``agents``, ``seed``, ``progress``, ``n_jobs``: as for :func:`gamekit.analysis.simulate.simulate`
      (``n_jobs=-1``: every core; the results are the same for any value).
    * ``metric``: a name from :data:`METRICS` (``"turns"``, ``"first_wins"``, ``"event:capture"``
      ...) or a callable taking a ``SimulationResult`` and returning one number per game.
    * ``paired`` (default): both settings use the *same* seeds (common random numbers), so a
      toggle that changes nothing gives a difference of exactly 0, and the interval is the t
      interval of the per-game differences.  ``paired=False`` uses independent seeds (``seed``
      and ``seed + 1``) and Welch's interval (:func:`gamekit.analysis.stats.difference_ci`).
    * ``results_a``: optional ``SimulationResult`` already played under ``values[0]`` with the
      same game, agents, ``n_games`` and ``seed`` (saves playing those games again); its
      length must be ``n_games``, else ``GameError``.  ``results_b``: the same under
      ``values[1]`` (with the seed ``paired`` gives it), e.g. a kept
      :func:`gamekit.analysis.saved.saved_simulate` result.

    Returns a :class:`ToggleResult`; ``n`` is ``n_games`` unless a run was interrupted (then the
    games both settings finished).  Raises ``ValueError`` (a GameError) for ``n_games < 2``, not
    exactly two values, an unknown metric, game or option (``UnknownOptionError``), an unknown
    agent, a ``level`` outside (0, 1), a ``paired`` that is no bool, ``base_options`` that are
    no dict of option names or that hold the toggled option, or ``results_a`` / ``results_b``
    that are no ``SimulationResult``.
    """
    from .simulate import simulate

    str_arg(game_name, "toggle_experiment", "game_name")
    str_arg(option, "toggle_experiment", "option")
    values = seq_arg(values, "toggle_experiment", "values", sizes=(2,))
    n_games = int_arg(n_games, "toggle_experiment", "n_games", 2)
    if isinstance(level, bool) or not isinstance(level, (int, float)) or not 0 < level < 1:
        raise GameError(f"toggle_experiment(level): level must lie strictly between 0 and 1, not {level!r}")
    if type(paired) is not bool:
        raise GameError(f"toggle_experiment(paired): paired must be True or False, not {paired!r}")
    if base_options is not None and (
        not isinstance(base_options, Mapping) or not all(isinstance(k, str) for k in base_options)
    ):
        raise GameError(
            f"toggle_experiment(base_options): base_options must be a dict of option name -> value, not {base_options!r}"
        )
    if base_options is not None and option in base_options:
        raise GameError(
            f"toggle_experiment(base_options): {option!r} is the option being toggled; its two values are 'values'"
        )
    for name, given in (("results_a", results_a), ("results_b", results_b)):
        if given is not None and not isinstance(given, SimulationResult):
            raise GameError(f"toggle_experiment({name}): {name} must be None or a SimulationResult, not {given!r}")
    base = dict(base_options or {})
    games = [load_game(game_name, **base, **{option: v}) for v in values]
    key = games[0].key
    seeds = (seed, seed) if paired else (seed, seed + 1)
    results = []
    for i, (given, name) in enumerate(((results_a, "results_a"), (results_b, "results_b"))):
        if given is None:
            given = simulate(games[i], agents, n_games, seed=seeds[i], progress=progress, n_jobs=n_jobs)
        elif given.n != n_games or (given.finals and given.finals[0].game != games[i]):
            raise GameError(f"{name} must be n_games games of the same game under values[{i}]")
        results.append(given)
    results = tuple(results)
    return _summarise(key, option, values, metric, agents, seed, paired, level, results)


def _summarise(key, option, values, metric, agents, seed, paired, level, results) -> ToggleResult:
    """Means, intervals and the difference of ``metric`` over the two settings' results."""
    from .stats import difference_ci, mean_ci

    n = min(r.n for r in results)
    a, b = (metric_values(r, metric)[:n] for r in results)
    mean_a, *ci_a = _mean_interval(a, level)
    mean_b, *ci_b = _mean_interval(b, level)
    if paired:
        d = b - a
        diff = float(d.mean())
        if np.all(d == d[0]):
            low = high = diff
        else:
            diff, low, high = mean_ci(d, level)
    else:
        if np.all(a == a[0]) and np.all(b == b[0]):
            diff = low = high = float(b[0] - a[0])
        else:
            diff, low, high = difference_ci(b, a, level)
    name = metric if isinstance(metric, str) else getattr(metric, "__name__", "metric")
    return ToggleResult(
        game=key,
        option=option,
        values=values,
        metric=name,
        agents=agents,
        n=n,
        seed=seed,
        paired=paired,
        level=level,
        mean_a=float(mean_a),
        ci_a=tuple(map(float, ci_a)),
        mean_b=float(mean_b),
        ci_b=tuple(map(float, ci_b)),
        difference=float(diff),
        low=float(low),
        high=float(high),
        a=a,
        b=b,
        results=tuple(results),
    )


# ---------------------------------------------------------------------------------------------
# Exact play of small games (a Markov chain)


@dataclass(frozen=True)
class ExactPlay:
    """Result of :func:`exact_play`.

    ``win``: tuple of floats, P(seat s wins) for each seat (a team win counts for both
    partners); ``draw``: P(draw); ``expected_turns``: E[turns], counted as
    :func:`~gamekit.analysis.simulate.simulate` counts them; ``states``: how many positions the
    chain has; ``agents``: the names or callables used.
    """

    win: tuple[float, ...]
    draw: float
    expected_turns: float
    states: int
    agents: tuple = field(repr=False)


def exact_play(game: Game | str, agents: Any = "random", *, start: Any = None, max_states: int = 200_000) -> ExactPlay:
    """Exact win probabilities and expected turns when every seat plays a known agent.

    ``agents``: one per seat or one for all; ``"random"`` picks uniformly among the legal moves
    (as :func:`gamekit.agents.random_agent`); any other name from
    :func:`gamekit.agents.agents_for` or a callable must be *deterministic*: it is called as
    ``agent(state, None)``.  Chance nodes use ``state.chance_outcomes()``.  Every position
    reachable from the initial state is listed (at most ``max_states``, else ``ValueError``:
    use simulation for big games such as Pachisi or Raja Pasu under random play), and the
    absorbing Markov chain is solved with a sparse linear solve (``scipy.sparse``), so the
    numbers are exact up to floating-point rounding (about 1e-12).

    Raises ``ValueError`` (a :class:`~gamekit.errors.GameError`) for too many states, a wrong
    number of agents, an unknown agent, an agent that is neither a name nor a callable taking
    ``(state, rng)``, or a ``game`` that is neither a game nor a game's name.
    """
    import scipy.sparse as sp
    from scipy.sparse.linalg import splu

    from ..agents import agents_for

    game = game_arg(game, "exact_play")
    table = agents_for(game)
    seats = [agents] * game.num_players if isinstance(agents, str) or callable(agents) else list(agents)
    if len(seats) != game.num_players:
        raise GameError(f"need {game.num_players} agents (one per seat), got {len(seats)}")
    policies = []
    for a in seats:
        if isinstance(a, str) and a not in table:
            raise GameError(f"unknown agent {a!r} for {game.name}; choose one of {', '.join(table)}")
        if not isinstance(a, str) and not takes_arguments(a, 2):
            raise GameError(
                f"exact_play(agents): {a!r} is neither an agent name nor a callable agent(state, rng) "
                f"(it is called as agent(state, None))"
            )
        policies.append(None if a == "random" else (table[a] if isinstance(a, str) else a))

    if start is None:
        start = game.initial_state()
    elif not isinstance(start, State):
        raise GameError(f"exact_play(start): start must be a position of the game (a gamekit state), not {start!r}")
    elif start.game != game:
        raise GameError("start belongs to another game or other options")
    index = {start: 0}
    states = [start]
    rows: list[int] = []
    cols: list[int] = []
    probs: list[float] = []
    i = 0
    while i < len(states):
        s = states[i]
        if not s.is_terminal():
            # outcomes and moves listed by the state itself are legal: step without re-checking
            if s.is_chance():
                succ = [(s._step(o, None), p) for o, p in s.chance_outcomes()]
            else:
                pol = policies[s.current_player]
                if pol is None:
                    moves = s.legal_moves()
                    succ = [(s._step(m, None), 1.0 / len(moves)) for m in moves]
                else:
                    succ = [(s.apply(pol(s, None)), 1.0)]
            for t, p in succ:
                j = index.get(t)
                if j is None:
                    j = index[t] = len(states)
                    states.append(t)
                    if len(states) > max_states:
                        raise GameError(f"more than {max_states} positions: too big for an exact chain; use simulate()")
                rows.append(i)
                cols.append(j)
                probs.append(p)
        i += 1

    n = len(states)
    terminal = np.array([s.is_terminal() for s in states])
    P = sp.csr_matrix((probs, (rows, cols)), shape=(n, n))
    transient = np.flatnonzero(~terminal)
    absorbing = np.flatnonzero(terminal)
    Q = P[transient][:, transient]
    R = P[transient][:, absorbing]
    A = (sp.identity(len(transient), format="csc") - Q).tocsc()
    if terminal[0]:
        w = tuple(float(_won(start, s)) for s in range(game.num_players))
        return ExactPlay(win=w, draw=float(start.winner == "draw"), expected_turns=0.0, states=n, agents=tuple(seats))
    # E[turns]: a step into a non-terminal state whose seat to act differs counts one turn.
    cur = np.array([s.current_player for s in states])
    counts = np.array([(not terminal[c]) and cur[c] != cur[r] for r, c in zip(rows, cols)], dtype=float)
    reward = np.bincount(np.array(rows, dtype=np.intp), weights=np.array(probs) * counts, minlength=n)
    rhs = [R @ np.array([_won(states[j], seat) for j in absorbing], dtype=float) for seat in range(game.num_players)]
    rhs.append(R @ np.array([states[j].winner == "draw" for j in absorbing], dtype=float))
    rhs.append(reward[transient])
    x = splu(A).solve(np.column_stack(rhs))  # the start is transient index 0 (states[0], not terminal)
    first = int(np.flatnonzero(transient == 0)[0])
    vals = x[first]
    return ExactPlay(
        win=tuple(float(v) for v in vals[: game.num_players]),
        draw=float(vals[-2]),
        expected_turns=float(vals[-1]),
        states=n,
        agents=tuple(seats),
    )


def _won(state: Any, seat: int) -> bool:
    w = state.winner
    if isinstance(w, tuple):
        return seat in w
    return w == seat and not isinstance(w, str)
