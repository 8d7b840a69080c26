"""Sechs-As (RULES.md §4, SA-1..SA-8), in our own words.  Source: seed 004 (German).

The code that implements each rule is ``gamekit/sechs_as.py`` (search for the ID).
"""

from __future__ import annotations

from . import Rule

RULES = [
    Rule(
        id="SA-1",
        game="sechs_as",
        kind="seed",
        seed="004",
        title="Board, dice, stones",
        text=(
            "Sechs-As is played on a backgammon board with two dice and six stones for each of two "
            "or four players. With two players each begins with their six stones on their own side "
            "of the board. Stones have no colour of their own: a stone belongs to whoever's side it "
            "is lying on."
        ),
        option="players",
    ),
    Rule(
        id="SA-2",
        game="sechs_as",
        kind="seed",
        seed="004",
        title="Each die is an action",
        text=(
            "The dice are never added and nothing is moved along the board; each die does one "
            "thing. A 1 passes a stone from your side to your opponent's side. A 6 takes a stone "
            "from your side out of the game. A 5 puts a stone from your side into the pot in the "
            "middle of the board. A 2 takes a stone out of the pot and puts it on your side. "
            "A 3 or a 4 does nothing."
        ),
    ),
    Rule(
        id="SA-3",
        game="sechs_as",
        kind="seed",
        seed="004",
        title="May and must",
        text=(
            "You may use a 1, 5 or 6, but you need not. A 2 must be used whenever there is a stone "
            "in the pot. A die that cannot do anything (a 3 or 4, a 1, 5 or 6 when your side is "
            "empty, a 2 when the pot is empty) is simply lost; it is not a move. The source also "
            "says one must make a move for each die; we read that as 'each die is its own move'. "
            "The option makes every 1, 5 and 6 compulsory as well. Either way you choose the order "
            "of the two dice."
        ),
        option="all_actions_compulsory",
    ),
    Rule(
        id="SA-4",
        game="sechs_as",
        kind="seed",
        seed="004",
        title="Order of the dice",
        text=(
            "You choose which die to use first, with one exception: if the throw can only act on "
            "a single stone of your side (for example one stone left and a 6 and a 5), the higher "
            "die goes first. We judge this at the moment of the throw: exactly one stone on your "
            "side and two different values among 1, 5 and 6. Using a 2 first while the pot is "
            "empty, so that it is lost, is an allowed choice of order."
        ),
    ),
    Rule(
        id="SA-5",
        game="sechs_as",
        kind="seed",
        seed="004",
        title="Doubles throw again",
        text=("After a double you use both dice and then throw again, except after a double two."),
    ),
    Rule(
        id="SA-6",
        game="sechs_as",
        kind="seed",
        seed="004",
        title="Winning needs a six",
        text=(
            "Clearing your side does not win yet. You win when you throw a six while your side is "
            "empty. We let a six win the moment it is used on an empty side, so with 6-6 the first "
            "six can remove your last stone and the second six wins."
        ),
    ),
    Rule(
        id="SA-7",
        game="sechs_as",
        kind="seed",
        seed="004",
        title="Four players",
        text=(
            "With four players each owns half of one side of the board and six stones, and the "
            "dice go round the table. A 1 gives a stone to the neighbour on your right instead of "
            "the player opposite. We let the turn pass to the left (clockwise), so your right-hand "
            "neighbour is the player who threw just before you; the option sends the 1 to the left "
            "instead."
        ),
        option="one_goes_to",
    ),
    Rule(
        id="SA-8",
        game="sechs_as",
        kind="decision",
        seed="004",
        title="Stones are conserved",
        text=(
            "No stone appears or vanishes: the stones on all sides, in the pot and taken out of "
            "the game always add up to six per player. With four players the game ends as soon as "
            "the first player wins."
        ),
    ),
]

ASPECTS = {
    "Players and teams": (("SA-1", "SA-7"), "2 players, or 4 on half-sides"),
    "Board": (("SA-1",), "backgammon board: only the sides and a pot matter"),
    "Throwing device": (("SA-2",), "two dice, each die an action; 3 and 4 do nothing"),
    "Entering": (("SA-1",), "none: all stones start on your side"),
    "Moving": (("SA-2", "SA-3", "SA-4"), "no moving: 1 gives away, 5 pots, 2 must take back, 6 removes"),
    "Blocking": ((), "none"),
    "Capture": ((), "none: a 1 hands one of your stones to the opponent"),
    "Safe fields": ((), "none"),
    "Extra throws": (("SA-5",), "every double except 2-2 throws again"),
    "End": (("SA-6",), "win by throwing a six with your side empty"),
}
"""This rule set in the comparison's rule table (:func:`gamekit.analysis.compare.rule_table`):
aspect -> (rule IDs, one-line summary)."""
