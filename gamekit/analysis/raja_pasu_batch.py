"""Raja Pasu for Monte Carlo work: many single rounds played side by side with numpy.

The plain engine (:mod:`gamekit.raja_pasu`) sows seed by seed in Python; for thousands of
random rounds this module keeps ``n`` rounds in arrays and sows one whole *lap* (the seeds of
one hand, RP-2) of every round at once:

* a lap of ``h`` seeds from hole ``p`` gives hole ``p + d`` (``d = 1..14``, the emptied origin
  included, RP-2) ``k = (h - d) // 14 + 1`` seeds when ``d <= h``;
* pasu (RP-5): a hole holding ``c < 4`` that receives ``k >= 4 - c`` seeds reaches four after
  ``4 - c`` of them and is emptied, and then again after every further four: it is captured
  ``1 + (k - (4 - c)) // 4`` times by its row's owner and ends with ``(k - (4 - c)) % 4``; a
  hole holding ``c >= 4`` only grows.  With ``pasu_on_last_seed=False`` the lap's last seed is
  added after the others and never captures;
* then the relay (RP-3) or the end of the move with pussa (RP-4) as in the plain engine.

The order in which the holes of one lap are filled does not matter for the result, because a
pasu goes to the owner of the hole whoever sows (RP-5).  RP-6 is exact: a move still relaying
after :data:`RELAY_LIMIT` laps is finished by the plain engine's :func:`~gamekit.raja_pasu.sow`,
which either ends it or reports that it never ends (then the move is illegal and the round is
left unchanged).  RP-7: a round ends when the player to move has no seeds in its row (after
:meth:`RajaPasuBatch.play`), or when every move it has never ends (:func:`random_rounds` finds
that by trying them; :meth:`RajaPasuBatch.end_round`).  RP-10 holds in every row.

Scope: single rounds without closed holes (``gamekit.load("raja_pasu")``, any
``pasu_on_last_seed`` and ``first_player``), from the opening or from given positions.
Matches (RP-8, RP-9) use the plain engine.  ``tests/test_raja_pasu_batch.py`` checks this
module against the plain engine move by move.
"""

from __future__ import annotations

from ..errors import GameError

from dataclasses import dataclass, field

import numpy as np

from ..raja_pasu import HOLES, PASU, ROW, SEEDS_PER_HOLE, SowingNeverEnds, sow

RELAY_LIMIT = 32
"""Laps after which a move is handed to the plain engine (random play rarely needs 20)."""

DRAW = 2
"""``winner`` code of a drawn round (0 South, 1 North, -1 not decided yet)."""

_HOLE = np.arange(HOLES)
_SOUTH_ROW = _HOLE < ROW
EVENT_KINDS = ("relay", "pasu", "pussa", "round_end")


class RajaPasuBatch:
    """``n`` single rounds of Raja Pasu in numpy arrays (see the module docstring).

    Attributes (``n`` rows each, updated in place):

    * ``board``: int64 (n, 14) seeds per hole (RP-1 hole numbering);
    * ``reserves``: int64 (n, 2) captured seeds of (South, North);
    * ``round_start``: int64 (n, 2) reserves when the round began (RP-7 counts from there);
    * ``to_move``: int64 (n,) 0 South / 1 North;
    * ``winner``: int64 (n,) -1 while the round goes on, then 0, 1 or :data:`DRAW`;
    * ``moves``: int64 (n,) moves played;
    * ``events``: dict kind -> int64 (n,) counts of ``"relay"``, ``"pasu"``, ``"pussa"``
      (captures of at least one seed) and ``"round_end"``, as the plain engine's events.
    """

    def __init__(self, n: int, *, pasu_on_last_seed: bool = True, first_player: int = 0):
        if n < 1:
            raise GameError(f"n must be >= 1, not {n!r}")
        if first_player not in (0, 1):
            raise GameError(f"first_player must be 0 (South) or 1 (North), not {first_player!r}")
        self.pasu_on_last_seed = bool(pasu_on_last_seed)
        self.board = np.full((n, HOLES), SEEDS_PER_HOLE, dtype=np.int64)  # RP-1
        self.reserves = np.zeros((n, 2), dtype=np.int64)
        self.round_start = np.zeros((n, 2), dtype=np.int64)
        self.to_move = np.full(n, first_player, dtype=np.int64)
        self.winner = np.full(n, -1, dtype=np.int64)
        self.moves = np.zeros(n, dtype=np.int64)
        self.events = {k: np.zeros(n, dtype=np.int64) for k in EVENT_KINDS}

    @classmethod
    def from_states(cls, states) -> "RajaPasuBatch":
        """A batch holding copies of plain-engine states (single rounds, no closed holes).

        Raises ValueError for a match, a closed hole, mixed ``pasu_on_last_seed`` options or a
        finished round.
        """
        states = list(states)
        if not states:
            raise GameError("need at least one state")
        opts = {s.game.options.pasu_on_last_seed for s in states}
        if len(opts) != 1:
            raise GameError("all states need the same pasu_on_last_seed option")
        for s in states:
            if s.game.options.match or any(s.closed):
                raise GameError(
                    "the batch simulator plays single rounds without closed holes (RP-8 needs the plain engine)"
                )
            if s.is_terminal():
                raise GameError("a finished round cannot be continued")
        batch = cls(len(states), pasu_on_last_seed=opts.pop())
        batch.board[:] = [s.board for s in states]
        batch.reserves[:] = [s.reserves for s in states]
        batch.round_start[:] = [s.round_start for s in states]
        batch.to_move[:] = [s.to_move for s in states]
        return batch

    @property
    def n(self) -> int:
        return len(self.winner)

    def candidates(self) -> np.ndarray:
        """(n, 14) bool: the non-empty holes of the mover's row in rounds still going (RP-2).

        Every legal move is a candidate; a candidate whose sowing never ends (RP-6) is not
        legal, which :meth:`play` reports.
        """
        own = _SOUTH_ROW[None, :] == (self.to_move[:, None] == 0)
        return own & (self.board > 0) & (self.winner[:, None] < 0)

    def play(self, games, holes, *, check: bool = True) -> np.ndarray:
        """Play ``holes[i]`` in round ``games[i]`` (int arrays of equal length), all at once.

        Each hole must be a candidate and each game named once (ValueError otherwise;
        ``check=False`` skips these checks for callers that picked from :meth:`candidates`).
        Returns a bool array (one per game given): True where the sowing never ends (RP-6);
        those rounds are left unchanged.  The others are moved, the turn passes, and a round
        whose new mover has no seeds in its row ends (RP-7).
        """
        games = np.asarray(games, dtype=np.int64).reshape(-1)
        holes = np.asarray(holes, dtype=np.int64).reshape(-1)
        if check:
            if games.shape != holes.shape:
                raise GameError("games and holes need the same length")
            if np.unique(games).size != games.size:
                raise GameError("each game can take one move at a time")
            if games.size and (games.min() < 0 or games.max() >= self.n or holes.min() < 0 or holes.max() >= HOLES):
                raise GameError(f"games must lie in 0..{self.n - 1} and holes in 0..13")
            ok = self.candidates()[games, holes]
            if not ok.all():
                bad = int(np.flatnonzero(~ok)[0])
                raise GameError(
                    f"hole {holes[bad]} is not a move of round {games[bad]} (RP-2: a non-empty hole of the mover's row)"
                )
        board, reserves, mover = self.board[games].copy(), self.reserves[games].copy(), self.to_move[games]
        counts = {k: np.zeros(games.size, dtype=np.int64) for k in ("relay", "pasu", "pussa")}
        endless = np.zeros(games.size, dtype=bool)
        rows = np.arange(games.size)
        hand = board[rows, holes].copy()
        board[rows, holes] = 0  # RP-2: take all seeds of the hole
        pos = holes.copy()
        laps = 0
        active = rows
        while active.size:
            b, h, p = board[active], hand[active], pos[active]
            k, last = _lap_counts(h, p)
            c = b
            kk = k if self.pasu_on_last_seed else k - (_HOLE[None, :] == last[:, None])
            hit = (c < PASU) & (c + kk >= PASU)  # RP-5: the hole reaches exactly four
            rest = kk - (PASU - c)
            npasu = np.where(hit, 1 + rest // PASU, 0)
            b = np.where(hit, rest % PASU, c + kk) + (k - kk)
            reserves[active, 0] += PASU * npasu[:, :ROW].sum(1)  # RP-5: to the row's owner
            reserves[active, 1] += PASU * npasu[:, ROW:].sum(1)
            counts["pasu"][active] += npasu.sum(1)
            r = np.arange(active.size)
            nxt = (last + 1) % HOLES
            relay = b[r, nxt] > 0
            # RP-3: relay from the next hole
            hand[active[relay]] = b[r[relay], nxt[relay]]
            b[r[relay], nxt[relay]] = 0
            pos[active[relay]] = nxt[relay]
            counts["relay"][active[relay]] += 1
            # RP-4: the move ends at an empty hole; pussa takes the hole beyond it
            ends = ~relay
            beyond = (nxt[ends] + 1) % HOLES
            taken = b[r[ends], beyond]
            b[r[ends], beyond] = 0
            reserves[active[ends], mover[active[ends]]] += taken
            counts["pussa"][active[ends]] += taken > 0
            board[active] = b
            active = active[relay]
            laps += 1
            if laps >= RELAY_LIMIT and active.size:
                for i in active:  # RP-6: long sowings are finished (or refused) by the plain engine
                    endless[i] = self._finish_by_engine(games[i], holes[i], board, reserves, counts, i)
                active = active[:0]
        done = ~endless
        g = games[done]
        self.board[g] = board[done]
        self.reserves[g] = reserves[done]
        for k, v in counts.items():
            self.events[k][g] += v[done]
        self.moves[g] += 1
        self.to_move[g] = 1 - self.to_move[g]
        # RP-7: the new mover has no seeds in its row
        own = _SOUTH_ROW[None, :] == (self.to_move[g][:, None] == 0)
        empty = ~np.any(own & (self.board[g] > 0), axis=1)
        self.end_round(g[empty])
        return endless

    def _finish_by_engine(self, game: int, hole: int, board, reserves, counts, i: int) -> bool:
        """Redo move ``i`` of :meth:`play` with the plain engine's exact sowing (RP-6)."""
        try:
            b, res, evs = sow(
                tuple(int(x) for x in self.board[game]),
                (False,) * HOLES,
                int(hole),
                int(self.to_move[game]),
                self.pasu_on_last_seed,
                (int(self.reserves[game, 0]), int(self.reserves[game, 1])),
                trace=True,
            )
        except SowingNeverEnds:
            return True
        board[i] = b
        reserves[i] = res
        for k in ("relay", "pasu", "pussa"):
            counts[k][i] = sum(e.kind == k for e in evs)
        return False

    def end_round(self, games) -> None:
        """RP-7: end rounds ``games`` now: the player not to move takes every seed left.

        Used when the mover has no seeds (by :meth:`play`) or only moves that never end
        (RP-6, by :func:`random_rounds`).  The winner is the one who captured more in this
        round (``reserves - round_start``); equal is a draw.  The turn passes to the taker,
        as in the plain engine.
        """
        g = np.asarray(games, dtype=np.int64).reshape(-1)
        if not g.size:
            return
        taker = 1 - self.to_move[g]
        self.reserves[g, taker] += self.board[g].sum(1)
        self.board[g] = 0
        caps = self.reserves[g] - self.round_start[g]
        self.winner[g] = np.where(caps[:, 0] > caps[:, 1], 0, np.where(caps[:, 1] > caps[:, 0], 1, DRAW))
        self.to_move[g] = taker
        self.events["round_end"][g] += 1


def _lap_counts(hand: np.ndarray, pos: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """RP-2: seeds each hole gets from a lap of ``hand`` seeds after hole ``pos``, and the last hole.

    Returns ``(k, last)``: ``k`` (m, 14) ints, ``last`` (m,) the hole of the last seed.
    """
    d = (_HOLE[None, :] - pos[:, None] - 1) % HOLES + 1  # 1..14 steps after pos
    h = hand[:, None]
    k = np.where(d <= h, (h - d) // HOLES + 1, 0)
    return k, (pos + hand) % HOLES


@dataclass
class BatchResult:
    """Results of :func:`random_rounds`; arrays of length ``n`` (rounds).

    ``wins`` bool (n, 2); ``draw`` bool (n,); ``reserves`` int (n, 2) seeds held at the end
    (RP-7, 98 in all, RP-10); ``moves`` int (n,); ``events`` dict kind -> int (n,)
    (``relay``, ``pasu``, ``pussa``, ``round_end``).
    """

    wins: np.ndarray
    draw: np.ndarray
    reserves: np.ndarray
    moves: np.ndarray
    events: dict[str, np.ndarray] = field(repr=False)

    @property
    def n(self) -> int:
        return len(self.draw)

    def win_rate(self, seat: int) -> float:
        """Fraction of rounds seat ``seat`` won."""
        return float(self.wins[:, seat].mean())


def random_rounds(
    n: int, seed: int = 0, *, pasu_on_last_seed: bool = True, first_player: int = 0, batch: RajaPasuBatch | None = None
) -> BatchResult:
    """Play ``n`` single rounds with uniformly random legal moves, all at once (numpy).

    Each ply, every round still going picks one of its candidate holes uniformly at random;
    a pick whose sowing never ends (RP-6) is dropped and the pick repeated among the rest,
    so the move is uniform over the legal moves, as ``gamekit.agents.random_agent`` plays;
    a round with no legal move left ends (RP-7).  Reproducible from ``seed``
    (``numpy.random.default_rng``), but not the same games as the plain engine's random
    agent: only the same distribution.  ``batch`` (optional) continues the given positions
    instead (then ``n`` is ignored and the batch is played out in place).
    """
    rng = np.random.default_rng(seed)
    if batch is None:
        batch = RajaPasuBatch(n, pasu_on_last_seed=pasu_on_last_seed, first_player=first_player)
    while True:
        live = np.flatnonzero(batch.winner < 0)
        if not live.size:
            break
        cand = batch.candidates()[live]
        while live.size:
            count = cand.sum(1)
            stuck = count == 0
            if stuck.any():  # RP-6 + RP-7: every move of the mover never ends
                batch.end_round(live[stuck])
                live, cand, count = live[~stuck], cand[~stuck], count[~stuck]
                if not live.size:
                    break
            pick = (rng.random(live.size) * count).astype(np.int64)
            holes = (np.cumsum(cand, axis=1) > pick[:, None]).argmax(1)
            endless = batch.play(live, holes, check=False)
            cand[np.flatnonzero(endless), holes[endless]] = False
            live, cand = live[endless], cand[endless]
    caps = np.stack([batch.winner == 0, batch.winner == 1], axis=1)
    return BatchResult(
        wins=caps,
        draw=batch.winner == DRAW,
        reserves=batch.reserves.copy(),
        moves=batch.moves.copy(),
        events={k: v.copy() for k, v in batch.events.items()},
    )
