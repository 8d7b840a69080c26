"""The Sechs-As board view for the widget shell (:class:`~gamekit.widgets.shell.GameBoard`).

* Drawing: :func:`gamekit.render.sechs_as.svg`; after a throw, one button per legal move
  (``data-click="<die>:<action>"``, e.g. ``"5:pot"``), so each die is resolved by a click (SA-2..SA-4).
* A click is looked up among the position's places (:meth:`BoardView.click`: one per legal
  move, by its ``click_token()``); a token that is not legal is refused with the engine's
  reason and rule ID.
* Hint (two players): the optimal choice from the exact solution, with the win probability of
  the player to move before and after each choice.  Four players: the greedy choice.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core import Event, State
from ..render import sechs_as as render
from .view import TwoDiceView

__all__ = ["SechsAsView"]

_ACTION_WORDS = {
    "give": "a stone to the neighbour",
    "pot": "a stone into the pot",
    "take": "a stone from the pot",
    "remove": "a stone out of the game",
    "win": "wins with an empty side",
    "decline": "declined, no stone moves",
    "forfeit": "forfeited, it can do nothing",
}
"""The words of a move's list label for each action of :data:`gamekit.sechs_as.ACTIONS` (short
forms of the engine's sentences, ``str(SechsAsMove)``)."""


class SechsAsView(TwoDiceView):
    """How Sechs-As is drawn, clicked and hinted in a :class:`GameBoard`."""

    title = "Sechs-As board"

    def svg(
        self,
        state: State,
        *,
        events: Sequence[Event] = (),
        frame: Any = None,
        selected: Any = None,
        clickable: bool = True,
    ) -> str:
        return render.svg(state, events=events, clickable=clickable)

    def move_label(self, state: State, move: Any) -> str:
        """A move's short label: the die it resolves and what its action (the move's JSON
        ``"type"``, SA-2..SA-6) does, e.g. ``"the 5: a stone into the pot"``.  The player is the
        one to move (the status line says who).  One die value has at most one move per action,
        so the labels of a position differ."""
        what = _ACTION_WORDS.get(move.action, move.action)
        return f"the {move.die}: {what}"

    def status(self, state: State) -> str:
        """E.g. "South to throw.", "South to move: resolve the 5 and the 1 (threw 5-1).", or
        "Game over: South wins (a six with an empty side, SA-6)."."""
        words = render.status_words(state) + "."
        return f"Game over: {words}" if state.is_terminal() else words

    def hint(self, state: State) -> str:
        """The best choice now, with the win probability before and after it (two players, exact)."""
        from ..agents.sechs_as import greedy, solution_for

        if state.is_terminal():
            return "The game is over."
        names = state.game.player_names
        who = names[state.to_move]
        if state.game.num_players != 2:
            if state.is_chance():
                return f"{who} throws next. (Exact hints exist for two players; four players are only simulated.)"
            return f"Greedy suggestion (fewest stones on your own side): {greedy(state)}."
        sol = solution_for(state.game.options)
        before = sol.value(state)
        if state.is_chance():
            return f"{who} to throw: {who} wins with probability {before:.1%} if both play perfectly."
        mv = sol.move_values(state)
        best = sol.best_move(state)
        after = dict(mv)[best]
        others = "; ".join(f"{m.click_token()} {v:.1%}" for m, v in mv if m != best)
        text = (
            f"Best: {best} ({best.click_token()}). {who}'s chance to win: {before:.1%} now, "
            f"{after:.1%} after this choice"
        )
        return text + (f". Other choices: {others}." if others else ".")
