"""The batched Sechs-As engine (gamekit.analysis.batch.sechs_as) equals the plain engine (issue 13 §1).

(a) 500 seeded batched games from the opening per player count and agent (and 1,400 more from
    random reachable start positions in ``tests/test_batch_sechs_as_starts.py``) are replayed through the plain engine
    with the same throws and choices and agree move by move: every recorded move is legal there,
    a greedy seat's move is the plain greedy agent's, and the per-game counts (moves, throws,
    turns, every event kind) and the winner are the plain engine's.
(b) 10,000 random positions x all 21 throws: the positions in which the throw can end are the
    same set in both engines (SA-2..SA-7).
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

import gamekit
from gamekit.agents.sechs_as import greedy
from gamekit.analysis.batch import sechs_as as batch
from gamekit.throws import TWO_DICE_THROWS


def replay(game, agents, result, g, start=None):
    """Replay game ``g`` of ``result`` through the plain engine (from ``start``, None: the initial
    state); check it move by move; return the counts."""
    state = game.initial_state() if start is None else start
    counts: Counter = Counter()
    moves = throws = turns = 0
    last = state.current_player
    for action in result.trace[g]:
        assert not state.is_terminal()
        if state.current_player != last:
            turns += 1
            last = state.current_player
        if state.is_chance():
            assert action in [o for o, _ in state.chance_outcomes()]
            throws += 1
        else:
            assert action in state.legal_moves(), (str(state), action)
            if agents[state.to_move] == "greedy":
                assert action == greedy(state), (str(state), action)
            moves += 1
        state, events = state.apply_with_events(action)
        counts.update(e.kind for e in events)
    assert state.is_terminal()
    assert result.wins[g].tolist() == [s == state.winner for s in range(game.num_players)]
    assert tuple(result.returns[g]) == state.returns()
    assert (result.moves[g], result.throws[g], result.turns[g]) == (moves, throws, turns)
    assert {k: int(v[g]) for k, v in result.events.items() if v[g]} == dict(counts)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("agent", ["random", "greedy"])
def test_500_batched_games_replay_move_by_move(players, agent):
    game = gamekit.load("sechs_as", players=players)
    agents = (agent,) * players if agent == "random" else ("greedy", "random") * (players // 2)
    result = batch.run(game, agents, 500, np.random.SeedSequence(13), record=True)
    assert result.n == 500
    for g in range(result.n):
        replay(game, agents, result, g)


@pytest.mark.parametrize("options", [dict(all_actions_compulsory=True), dict(players=4, one_goes_to="left")])
def test_the_options_replay_too(options):
    """SA-3 option (all actions compulsory) and SA-7 option (a 1 goes left), greedy against random."""
    game = gamekit.load("sechs_as", **options)
    agents = ("greedy", "random") * (game.num_players // 2)
    result = batch.run(game, agents, 300, np.random.SeedSequence(4), record=True)
    for g in range(result.n):
        replay(game, agents, result, g)


def plain_throw_ends(state, throw):
    """Positions in which ``throw`` can end, by the plain engine (every legal move tried)."""
    out = set()
    seat = state.to_move
    todo = [state.apply(throw)]
    while todo:
        s = todo.pop()
        if s.is_terminal():
            out.add((s.sides, s.pot, s.winner, True))
        elif s.is_chance():
            out.add((s.sides, s.pot, s.to_move, False))
        else:
            assert s.to_move == seat
            # each listed move by the one step function apply() runs after its check (they are
            # legal by construction: the check would list the legal moves again for each)
            todo.extend(s._step(m, None) for m in s.legal_moves())
    return out


def random_positions(game, n, rng):
    """``n`` random positions where a throw is due: stones shared out at random (SA-8 holds)."""
    players = game.num_players
    out = []
    while len(out) < n:
        total = 6 * players
        cut = np.sort(rng.integers(0, total + 1, size=players + 1))  # sides, pot; the rest removed
        parts = np.diff(np.concatenate([[0], cut]))
        sides, pot = [int(x) for x in parts[:players]], int(parts[players])
        out.append(game.make_state(sides, pot=pot, to_move=int(rng.integers(players))))
    return out


def test_10000_random_positions_times_every_throw_reach_the_same_positions():
    rng = np.random.default_rng(2026)
    settings = [dict(), dict(all_actions_compulsory=True), dict(players=4), dict(players=4, one_goes_to="left")]
    checked = 0
    for options in settings:
        game = gamekit.load("sechs_as", **options)
        for state in random_positions(game, 2500, rng):
            for throw in TWO_DICE_THROWS:
                got = batch.throw_ends(game, state.sides, state.pot, state.to_move, throw)
                assert got == plain_throw_ends(state, throw), (str(state), throw)
            checked += 1
    assert checked == 10_000


def test_supports_names_the_agents_it_plays():
    two = gamekit.load("sechs_as")
    assert batch.supports(two, ("random", "greedy"))
    assert not batch.supports(two, ("random", "optimal"))
    assert not batch.supports(two, ("random",) * 3)
    assert not batch.supports(gamekit.load("raja_pasu"), ("random", "random"))
    with pytest.raises(ValueError, match="cannot play"):
        batch.run(two, ("optimal", "random"), 1, np.random.SeedSequence(0))
