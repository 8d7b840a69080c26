"""Sechs-As, batched: many games compiled with numba (RULES §4, SA-1..SA-8; seed 004).

Why numba: a Sechs-As turn is a short chain of small decisions (which die first, carry out or
decline), which numpy cannot vectorise across games without many masked passes.  A numba loop
plays one game after another at compiled speed; ``cache=True`` keeps the compiled code on disk
(the set-up scripts warm it), so a fresh kernel loads it in well under a second.

The rules are not written a second time.  What a die can do depends on the player's side and
the pot only through ``min(side, 2)`` and ``min(pot, 2)`` (at most two dice act, each moving
one stone), so :func:`option_table` asks the plain engine's own rule function
:func:`gamekit.sechs_as.options_for` (SA-2, SA-3, SA-4 with decisions D2, D3) once for every
``(dice left, min(side, 2), min(pot, 2))`` and the compiled loop looks the legal moves up.  The
loop then carries them out (SA-2: give, pot, take, remove; SA-6: win), forfeits dice that can
do nothing (SA-3), and hands on the dice (SA-5 re-throw after a double other than 2-2, SA-7
seat order and the 1's receiver, D5).

Agents: ``"random"`` picks uniformly among ``legal_moves()`` (its own stream); ``"greedy"``
plays as :func:`gamekit.agents.sechs_as.greedy`: the best result reachable with the rest
of the throw by its priority list (win now; fewest stones on my side; most stones on the other
sides; fewest in the pot; earlier in ``legal_moves()`` order).  That choice, too, depends only
on the table key (the list compares changes, which are the same for every side >= 2 and pot
>= 2), so :func:`greedy_table` works it out once per key.

Chance: a throw is two independent dice, reported as ``(high, low)`` as
``chance_outcomes()`` lists it (probability 1/36 for a double, 2/36 otherwise).

Seed source: every game of a batch draws from one ``numpy.random.Generator`` made from the
batch's ``SeedSequence``; game ``i`` of a batch is the same whatever the batch size.
"""

from __future__ import annotations

import functools

import numba
import numpy as np

from ...sechs_as import ACTIONS, SechsAs, SechsAsMove, options_for
from ..result import SimulationResult
from . import stop_arrays

EVENT_KINDS = ("throw", "give", "pot", "take", "remove", "win", "decline", "forfeit", "again", "turn")
"""The event kinds of ``SechsAsState.apply_with_events``, in the column order of the kernel."""

AGENTS = ("random", "greedy")
"""The agents the batch engine plays (codes 0 and 1)."""

_WIN, _REMOVE, _GIVE, _POT, _TAKE, _FORFEIT, _DECLINE = range(7)  # index into ACTIONS
assert ACTIONS == ("win", "remove", "give", "pot", "take", "forfeit", "decline")
_EV_THROW, _EV_GIVE, _EV_POT, _EV_TAKE, _EV_REMOVE, _EV_WIN, _EV_DECLINE, _EV_FORFEIT, _EV_AGAIN, _EV_TURN = range(10)

N_DICE_KEYS = 27
"""Dice left to resolve: 21 whole throws ``(high, low)`` and 6 single dice."""
MAX_OPTIONS = 8


def dice_key(dice: tuple[int, ...]) -> int:
    """Index of the dice still to resolve (highest first): 0..20 for two dice, 21..26 for one."""
    if len(dice) == 2:
        h, l = dice
        return (h - 1) * h // 2 + (l - 1)
    (v,) = dice
    return 21 + v - 1


def _dice_of_key(k: int) -> tuple[int, ...]:
    if k >= 21:
        return (k - 20,)
    for h in range(1, 7):
        for l in range(1, h + 1):
            if dice_key((h, l)) == k:
                return (h, l)
    raise AssertionError(k)


@functools.lru_cache(maxsize=None)
def option_table(compulsory: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(count, die, action)`` arrays of shape (27, 3, 3[, 8]): the legal moves for every key.

    Key ``(dice_key(dice), min(side, 2), min(pot, 2))``; ``die[k, s, p, j]`` and
    ``action[k, s, p, j]`` (an index into :data:`gamekit.sechs_as.ACTIONS`) are the ``j``-th
    legal move in ``legal_moves()`` order, straight from :func:`gamekit.sechs_as.options_for`.
    """
    count = np.zeros((N_DICE_KEYS, 3, 3), dtype=np.int64)
    die = np.zeros((N_DICE_KEYS, 3, 3, MAX_OPTIONS), dtype=np.int64)
    act = np.zeros((N_DICE_KEYS, 3, 3, MAX_OPTIONS), dtype=np.int64)
    for k in range(N_DICE_KEYS):
        dice = _dice_of_key(k)
        for s in range(3):
            for p in range(3):
                opts = options_for(dice, s, p, compulsory)
                count[k, s, p] = len(opts)
                for j, (v, a) in enumerate(opts):
                    die[k, s, p, j] = v
                    act[k, s, p, j] = ACTIONS.index(a)
    for arr in (count, die, act):
        arr.flags.writeable = False  # cached: shared by every call
    return count, die, act


def _greedy_key(dice, side, pot, others, compulsory) -> tuple:
    """The greedy priority key of the best end of this throw reachable from here (larger is better)."""
    opts = options_for(dice, side, pot, compulsory)
    if not opts:  # SA-3: the rest is forfeited; the throw ends here
        return (0, -side, others, -pot)
    return max(_greedy_after(dice, side, pot, others, compulsory, v, a) for v, a in opts)


def _greedy_after(dice, side, pot, others, compulsory, v, a) -> tuple:
    if a == "win":  # SA-6
        return (1, 0, 0, 0)
    rest = list(dice)
    rest.remove(v)
    side2, pot2, others2 = side, pot, others
    if a == "give":
        side2, others2 = side - 1, others + 1
    elif a == "pot":
        side2, pot2 = side - 1, pot + 1
    elif a == "take":
        side2, pot2 = side + 1, pot - 1
    elif a == "remove":
        side2 = side - 1
    if not rest:
        return (0, -side2, others2, -pot2)
    return _greedy_key(tuple(rest), side2, pot2, others2, compulsory)


@functools.lru_cache(maxsize=None)
def greedy_table(compulsory: bool) -> np.ndarray:
    """(27, 3, 3) int: the index (in ``legal_moves()`` order) of the greedy agent's move per key.

    The priority list of :mod:`gamekit.agents.sechs_as`, ties to the earlier move; -1 where no
    move is legal.  Worked out on a side of ``min(side, 2)`` stones and ``min(pot, 2)`` in the
    pot: the list compares only changes, which are the same for every larger side or pot.
    """
    out = np.full((N_DICE_KEYS, 3, 3), -1, dtype=np.int64)
    for k in range(N_DICE_KEYS):
        dice = _dice_of_key(k)
        for s in range(3):
            for p in range(3):
                opts = options_for(dice, s, p, compulsory)
                if opts:
                    keys = [_greedy_after(dice, s, p, 0, compulsory, v, a) for v, a in opts]
                    out[k, s, p] = keys.index(max(keys))
    out.flags.writeable = False  # cached: shared by every call
    return out


@numba.njit(cache=True)
def _dkey(d0, d1):
    if d0 == 0:
        return -1
    if d1 == 0:
        return 20 + d0
    return (d0 - 1) * d0 // 2 + (d1 - 1)


@numba.njit(cache=True)
def _do(sides, pot, seat, v, act, receiver, ev):
    """Carry out move ``(v, act)`` of ``seat`` (SA-2, SA-7; SA-6 win); count its event; return the pot."""
    if act == _GIVE:  # SA-2, SA-7
        sides[seat] -= 1
        sides[receiver[seat]] += 1
        ev[_EV_GIVE] += 1
    elif act == _POT:
        sides[seat] -= 1
        pot += 1
        ev[_EV_POT] += 1
    elif act == _TAKE:  # SA-3: compulsory
        sides[seat] += 1
        pot -= 1
        ev[_EV_TAKE] += 1
    elif act == _REMOVE:
        sides[seat] -= 1
        ev[_EV_REMOVE] += 1
    elif act == _WIN:  # SA-6
        ev[_EV_WIN] += 1
    elif act == _DECLINE:  # SA-3
        ev[_EV_DECLINE] += 1
    else:  # D2: a useless die resolved first
        ev[_EV_FORFEIT] += 1
    return pot


@numba.njit(cache=True)
def _used(d0, d1, v):
    """The dice left (highest first) after die ``v`` is resolved."""
    if d0 == v:
        return d1, 0
    return d0, 0


@numba.njit(cache=True)
def _settle(sides, pot, seat, d0, d1, h, lo, players, count, ev):
    """Forfeit dice that can do nothing (SA-3); when none is left hand on the dice (SA-5, SA-7).

    Returns ``(d0, d1, seat, passed)``: the dice left, the seat to act, and whether the seat changed.
    """
    if d0 != 0 and count[_dkey(d0, d1), min(sides[seat], 2), min(pot, 2)] == 0:
        ev[_EV_FORFEIT] += 1 if d1 == 0 else 2
        d0 = 0
        d1 = 0
    if d0 != 0:
        return d0, d1, seat, False
    if h == lo and h != 2:  # SA-5
        ev[_EV_AGAIN] += 1
        return 0, 0, seat, False
    ev[_EV_TURN] += 1  # SA-7
    return 0, 0, (seat + 1) % players, True


@numba.njit(cache=True, nogil=True)
def _play(
    n,
    players,
    receiver,
    agents,
    count,
    odie,
    oact,
    greedy,
    rng,
    events,
    moves,
    throws,
    turns,
    winner,
    trace,
    trace_at,
    stop,
    played,
    start,
):
    """Play ``n`` games from ``start`` (:func:`start_array`); fill the per-game arrays; return
    False if ``trace`` was too short.  Before each game it reads ``stop[0]`` (int8, set by another
    thread to stop): nonzero ends the run there; ``played[0]`` counts the games finished."""
    sides = np.empty(players, dtype=np.int64)
    ev = np.zeros(len(EVENT_KINDS), dtype=np.int64)
    t = 0
    record = trace.shape[0] > 0
    for g in range(n):
        if stop[0] != 0:
            break
        if record:
            trace_at[g] = t
        for s in range(players):
            sides[s] = start[s]
        ev[:] = 0
        pot = start[players]
        seat = start[players + 1]
        h = start[players + 2]
        lo = start[players + 3]
        d0 = start[players + 4]
        d1 = start[players + 5]
        while True:
            if d0 == 0:  # a throw is due (chance node): two dice, reported (high, low)
                a = rng.integers(1, 7)
                b = rng.integers(1, 7)
                h = max(a, b)
                lo = min(a, b)
                d0 = h
                d1 = lo
                throws[g] += 1
                ev[_EV_THROW] += 1
                if record:
                    if t >= trace.shape[0]:
                        return False
                    trace[t] = -(10 * h + lo)
                    t += 1
            else:  # a decision: one of the legal moves, in legal_moves() order
                k = _dkey(d0, d1)
                sc = min(sides[seat], 2)
                pc = min(pot, 2)
                if agents[seat] == 1:
                    j = greedy[k, sc, pc]
                else:
                    j = rng.integers(0, count[k, sc, pc])
                v = odie[k, sc, pc, j]
                act = oact[k, sc, pc, j]
                moves[g] += 1
                if record:
                    if t >= trace.shape[0]:
                        return False
                    trace[t] = 100 * seat + 10 * v + act
                    t += 1
                pot = _do(sides, pot, seat, v, act, receiver, ev)
                if act == _WIN:  # D4: the game ends at once
                    winner[g] = seat
                    break
                d0, d1 = _used(d0, d1, v)
            d0, d1, seat, passed = _settle(sides, pot, seat, d0, d1, h, lo, players, count, ev)
            if passed:
                turns[g] += 1
        events[g, :] = ev
        played[0] = g + 1
    if record:
        trace_at[n] = t
    return True


@numba.njit(cache=True)
def _throw_ends(sides0, pot0, seat0, h, lo, players, receiver, count, odie, oact):
    """Every position in which the throw ``(h, lo)`` of ``seat0`` can end, one row each.

    Row: the sides, then pot, the seat to throw next (or the winner) and 1 if that seat won.
    The same steps as :func:`_play` (``_do``, ``_used``, ``_settle``), tried in every order.
    """
    out = np.zeros((64, players + 3), dtype=np.int64)
    nout = 0
    ev = np.zeros(len(EVENT_KINDS), dtype=np.int64)
    # depth-first over (sides, pot, d0, d1); a throw has at most two decisions
    stack = np.zeros((64, players + 3), dtype=np.int64)
    sides = sides0.copy()
    d0, d1, seat, _ = _settle(sides, pot0, seat0, h, lo, h, lo, players, count, ev)
    stack[0, :players] = sides
    stack[0, players] = pot0
    stack[0, players + 1] = d0
    stack[0, players + 2] = d1
    top = 1
    while top > 0:
        top -= 1
        sides = stack[top, :players].copy()
        pot = stack[top, players]
        d0 = stack[top, players + 1]
        d1 = stack[top, players + 2]
        if d0 == 0:  # the throw is over
            _, _, nxt, _ = _settle(sides, pot, seat0, 0, 0, h, lo, players, count, ev)
            out[nout, :players] = sides
            out[nout, players] = pot
            out[nout, players + 1] = nxt
            nout += 1
            continue
        k = _dkey(d0, d1)
        sc = min(sides[seat0], 2)
        pc = min(pot, 2)
        for j in range(count[k, sc, pc]):
            v = odie[k, sc, pc, j]
            act = oact[k, sc, pc, j]
            s2 = sides.copy()
            p2 = _do(s2, pot, seat0, v, act, receiver, ev)
            if act == _WIN:
                out[nout, :players] = s2
                out[nout, players] = p2
                out[nout, players + 1] = seat0
                out[nout, players + 2] = 1
                nout += 1
                continue
            e0, e1 = _used(d0, d1, v)
            e0, e1, _, _ = _settle(s2, p2, seat0, e0, e1, h, lo, players, count, ev)
            stack[top, :players] = s2
            stack[top, players] = p2
            stack[top, players + 1] = e0
            stack[top, players + 2] = e1
            top += 1
    return out[:nout]


def throw_ends(game: SechsAs, sides, pot: int, seat: int, throw: tuple[int, int]) -> set:
    """The positions in which ``throw`` of ``seat`` can end, played by the batched engine's steps.

    ``sides`` (one stone count per seat) and ``pot`` describe a position where ``seat`` is to
    throw.  Returns a set of ``(sides, pot, next_seat, won)``; ``next_seat`` is the winner when
    ``won``.  The equivalence test compares it with the plain engine's positions.
    """
    players = game.num_players
    count, odie, oact = option_table(game.options.all_actions_compulsory)
    receiver = np.array([game.receiver(s) for s in range(players)], dtype=np.int64)
    rows = _throw_ends(
        np.asarray(sides, dtype=np.int64),
        int(pot),
        int(seat),
        int(throw[0]),
        int(throw[1]),
        players,
        receiver,
        count,
        odie,
        oact,
    )
    return {(tuple(r[:players].tolist()), int(r[players]), int(r[players + 1]), bool(r[players + 2])) for r in rows}


STARTS = True
"""``run`` takes ``start=state``: games from any reachable position (see :mod:`gamekit.analysis.start`)."""


def start_array(game: SechsAs, state=None) -> np.ndarray:
    """The kernel's form of ``state`` (a non-terminal :class:`~gamekit.sechs_as.SechsAsState` of
    ``game``), int64 (players + 6,): the stones on each side, the pot, the seat to throw or
    move, the throw ``(high, low)`` (0, 0 at a chance node) and the dice of it still to resolve,
    highest first, 0 for none (SA-2..SA-5).  ``None`` gives the opening: six stones on every
    side, nothing in the pot, seat 0 to throw (SA-1)."""
    players = game.num_players
    if state is None:
        return np.array([6] * players + [0, 0, 0, 0, 0, 0], dtype=np.int64)  # SA-1
    h, lo = state.throw if state.throw is not None else (0, 0)
    dice = tuple(state.dice) + (0, 0)
    return np.array(list(state.sides) + [state.pot, state.to_move, h, lo, dice[0], dice[1]], dtype=np.int64)


def supports(game, agents: tuple[str, ...]) -> bool:
    """True for a Sechs-As game (any options) whose seats all play ``"random"`` or ``"greedy"``."""
    return (
        isinstance(game, SechsAs)
        and len(agents) == game.num_players
        and all(isinstance(a, str) and a in AGENTS for a in agents)
    )


def run(
    game: SechsAs,
    agents: tuple[str, ...],
    n_games: int,
    seed_seq: np.random.SeedSequence,
    record: bool = False,
    stop: np.ndarray | None = None,
    start=None,
) -> SimulationResult:
    """Play ``n_games`` games of ``game`` from the initial state, or from ``start`` (a
    non-terminal position of ``game``: a throw due, or dice of a throw still to resolve), as the
    module docstring says.

    ``agents``: one name from :data:`AGENTS` per seat.  Returns a
    :class:`~gamekit.analysis.batch.SimulationResult`; ``returns`` are +1 for the winner and -1 for
    every other seat (D6); Sechs-As has no draws.  ``record=True`` adds ``trace``: per game the
    throws ``(high, low)`` and :class:`~gamekit.sechs_as.SechsAsMove` objects in order.
    ``stop``: an int8 array of shape (1,) shared with another thread (:func:`~gamekit.analysis.batch.stop_arrays`);
    ``stop[0] = 1`` ends the run before its next game, and the result then holds only the games
    finished (fewer than ``n_games``; ``record=True`` ignores ``stop``).

    Raises ValueError if ``supports(game, agents)`` is False.
    """
    if not supports(game, tuple(agents)):
        raise ValueError(f"the Sechs-As batch engine cannot play {agents!r} for {game!r}")
    players = game.num_players
    compulsory = game.options.all_actions_compulsory
    count, odie, oact = option_table(compulsory)
    greedy = greedy_table(compulsory)
    receiver = np.array([game.receiver(s) for s in range(players)], dtype=np.int64)
    codes = np.array([AGENTS.index(a) for a in agents], dtype=np.int64)
    cap = 400 * n_games if record else 0
    start0 = start_array(game, start)
    while True:
        rng = np.random.default_rng(seed_seq)
        events = np.zeros((n_games, len(EVENT_KINDS)), dtype=np.int64)
        moves = np.zeros(n_games, dtype=np.int64)
        throws = np.zeros(n_games, dtype=np.int64)
        turns = np.zeros(n_games, dtype=np.int64)
        winner = np.full(n_games, -1, dtype=np.int64)
        trace = np.zeros(cap, dtype=np.int64)
        trace_at = np.zeros(n_games + 1, dtype=np.int64)
        flag, played = stop_arrays(None if record else stop)
        if _play(
            n_games,
            players,
            receiver,
            codes,
            count,
            odie,
            oact,
            greedy,
            rng,
            events,
            moves,
            throws,
            turns,
            winner,
            trace,
            trace_at,
            flag,
            played,
            start0,
        ):
            break
        cap *= 4  # the trace did not fit: play the same games again with more room
    n_games = int(played[0])  # fewer than asked when stopped
    events, moves, throws, turns, winner = (
        events[:n_games],
        moves[:n_games],
        throws[:n_games],
        turns[:n_games],
        winner[:n_games],
    )
    wins = np.zeros((n_games, players), dtype=bool)
    wins[np.arange(n_games), winner] = True
    returns = np.where(wins, 1.0, -1.0)
    traces = None
    if record:
        traces = [_decode(trace[trace_at[g] : trace_at[g + 1]], players) for g in range(n_games)]
    return SimulationResult(
        wins=wins,
        draw=np.zeros(n_games, dtype=bool),
        returns=returns,
        moves=moves,
        throws=throws,
        turns=turns,
        events={k: events[:, i].copy() for i, k in enumerate(EVENT_KINDS) if events[:, i].any()},
        trace=traces,
        engine="batched",
    )


def _decode(codes: np.ndarray, players: int) -> list:
    out: list = []
    for c in codes.tolist():
        if c < 0:
            out.append(divmod(-c, 10))
        else:
            seat, rest = divmod(c, 100)
            die, act = divmod(rest, 10)
            out.append(SechsAsMove(seat, die, ACTIONS[act], players))
    return out


__all__ = ["supports", "EVENT_KINDS", "AGENTS"]
