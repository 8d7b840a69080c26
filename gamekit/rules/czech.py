"""Rule texts of Pačísí with the Czech rules (RULES.md §3 and the Czech points of §5a), seed 003.

Implemented in :mod:`gamekit.pachisi.czech`; the board (B-1, B-2, castles, paths) in
:mod:`gamekit.cross_board`.
"""

from __future__ import annotations

from . import rule_maker

GAME = "pachisi/czech"
_r = rule_maker(GAME, "003")


RULES = [
    _r(
        "PC-1",
        "seed",
        "players and teams",
        "Four players with four pieces each; the two players facing each other form a team, and "
        "the team wins when all eight of its pieces have gone round and come back home. Colours, "
        "arms and turn order are as in the German rules: red (arm 0, south) throws first, then "
        "yellow, green, blue. With two people each plays a whole team. With the option "
        "`individual` there are no teams and the first player with all four pieces home wins.",
        option="individual",
    ),
    _r(
        "PC-2",
        "seed",
        "the cowrie throw",
        "Six cowrie shells are thrown; the number of mouths facing up gives the move: 6, 5, 4, 3 "
        "and 2 up move that many fields, 1 up moves 10 and 0 up moves 25 (pachisi). Each shell "
        "shows its mouth with probability p (0.5 by default; real shells are not fair coins), so "
        "the number up is binomial(6, p).",
        option="cowrie_p",
    ),
    _r(
        "PC-3",
        "seed",
        "the path",
        "All pieces start in the charkoni, the centre square. A piece in play goes down the "
        "middle column of its own arm to the edge, counter-clockwise round the whole cross and "
        "back up the same middle column into the charkoni: rows 1..7 of the middle column "
        "outward (counted from the charkoni), the tip of its own arm (track field 17c+8), the "
        "next 67 track fields, the tip again, rows 7..1 inward, home. (The code numbers these 84 "
        "places 0..83, its path positions; texts name the board's track field or the row.)",
    ),
    _r(
        "PC-4",
        "seed",
        "entering on a grace",
        "A piece enters play on a throw of 6, 10 or 25; each player's first piece is in play from "
        "the start, on row 1 of its middle column. Entering uses the whole throw and puts the "
        "piece on row 1 of its middle column.",
    ),
    _r(
        "PC-4a",
        "decision",
        "two kinds of waiting piece",
        "A piece that never entered and a piece that was captured are both in the charkoni and "
        "enter alike, but they are different moves and different positions ('yard' and "
        "'returned').",
    ),
    _r(
        "PC-5",
        "seed",
        "moving, passing, the exact count",
        "Instead of entering, the player may move one of its pieces in play by the throw, or pass. "
        "A piece must reach home by the exact count. Because no throw is worth 1, a piece one "
        "field short of home goes home with any grace (6, 10 or 25).",
    ),
    _r(
        "PC-5a",
        "decision",
        "passing",
        "Passing is always legal; when it is the only legal move the engine passes by itself. A "
        "grace still gives its extra throw after a pass.",
    ),
    _r(
        "PC-5b",
        "decision",
        "one short, one piece per grace",
        "The one-short rule applies to units too. One grace enters exactly one piece. Passing on "
        "a grace keeps the extra throw.",
    ),
    _r(
        "PC-6",
        "seed",
        "grace throws",
        "Every throw of 6, 10 or 25 (a grace) gives the same player one more throw, which may move another piece.",
    ),
    _r(
        "PC-7",
        "seed",
        "units",
        "Any number of pieces of one team may share a field. A player (not the team) with two or "
        "more pieces on one field may move them together as one unit, or one at a time.",
    ),
    _r(
        "PC-7a",
        "decision",
        "what a unit is",
        "A unit is one piece, or all of one player's pieces on the same place of its path; there "
        "are no partial stacks. The tip reached going out and coming back is the same field (and a "
        "castle), but pieces there form separate units.",
    ),
    _r(
        "PC-8",
        "seed",
        "capture by an equal or larger unit",
        "Pieces of opposing teams never end on the same field. A unit may land on a field held by "
        "the other team only if it has at least as many pieces as are there; those pieces are "
        "captured and go back to the charkoni, and re-enter only with a grace.",
    ),
    _r(
        "PC-8a",
        "decision",
        "counting the defenders",
        "A capturing unit must be at least as large as all opposing pieces on the field together "
        "(both opposing colours counted). Partners may share any field, castles included.",
    ),
    _r(
        "PC-9",
        "seed",
        "castles",
        "Each arm has three castles, and nobody is ever captured on a castle, so a castle held by "
        "one team is closed to the other. The castles are the tip and the fourth field from the "
        "edge on both outer columns (track 17a+4, 17a+8, 17a+12).",
    ),
    _r(
        "PC-10",
        "decision",
        "no blocking",
        "Pieces pass over any field, however many pieces stand there; there are no gates.",
    ),
    _r(
        "PC-11",
        "decision",
        "a finished player",
        "A player whose pieces are all home passes; with the option `help_partner` it moves its "
        "partner's pieces instead, exactly as the partner would.",
        option="help_partner",
    ),
    _r(
        "PC-11a",
        "decision",
        "a finished player still throws",
        "A finished player without `help_partner` still throws and can only pass; a grace still "
        "gives it another throw. With `individual` every colour is an opponent and "
        "`help_partner` has no effect.",
    ),
]

ASPECTS = {
    "Players and teams": (("PC-1",), "4 players, the two facing each other are a team"),
    "Board": (("B-1", "PC-3"), "the same cross: out along the middle column, round, back in"),
    "Throwing device": (("PC-2",), "six cowries: mouths up 2..6 as thrown, 1 up = 10, 0 up = 25"),
    "Entering": (("PC-4",), "a grace (6, 10 or 25); the first piece is in play from the start"),
    "Moving": (("PC-5", "PC-7"), "one unit by the whole throw, or pass; stacks move together"),
    "Blocking": (("PC-10", "PC-9"), "no gates; a held castle is closed to the other team"),
    "Capture": (("PC-8",), "an equal or larger unit captures a whole field"),
    "Safe fields": (("PC-9",), "three castles per arm"),
    "Extra throws": (("PC-6",), "every grace (6, 10, 25) throws again"),
    "End": (("PC-1", "PC-5"), "a team wins with all 8 pieces home, exact count"),
}
"""This rule set in the comparison's rule table (:func:`gamekit.analysis.compare.rule_table`):
aspect -> (rule IDs, one-line summary)."""
