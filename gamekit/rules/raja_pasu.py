"""Raja Pasu rule texts (RULES §5), in our words; seed 001 (Mancala World's page, in German)."""

from . import rule_maker

_r = rule_maker("raja_pasu", "001")


RULES = [
    _r(
        "RP-1",
        "seed",
        "Board and start",
        "Two rows of seven holes with seven seeds in each, 98 in all. Each player owns the row in front "
        "of it. There are no stores: captured seeds go to the player's reserve beside the board. gamekit "
        "numbers South's holes 0..6 from South's left and North's 7..13 from North's left, so sowing "
        "counter-clockwise means going to the next higher number, 13 wrapping round to 0. South opens.",
        "first_player",
    ),
    _r(
        "RP-2",
        "seed",
        "Sowing",
        "A move takes every seed from one non-empty hole of your own row and drops them one at a time into "
        "the holes that follow. When a lap goes all the way round, the hole you emptied gets a seed too.",
    ),
    _r(
        "RP-3",
        "seed",
        "Relay sowing",
        "When the last seed in your hand lands in a hole, look at the next hole: if it holds seeds, pick "
        "them all up and keep sowing from the hole after it. If it is empty, the move ends.",
    ),
    _r(
        "RP-4",
        "seed",
        "Pussa (jump over an empty hole)",
        "If the move ends because the next hole is empty and the hole after that holds seeds, you capture "
        "all of them, whichever row they are in.",
    ),
    _r(
        "RP-5",
        "seed",
        "Pasu (the four go to the row's owner)",
        "Whenever a sown seed makes any hole hold exactly four, those four are captured at once by the "
        "owner of that row, whoever is sowing, and the sowing goes on. The last seed of a lap counts too "
        "(then the relay and pussa checks look at the next holes as usual); switch the option off to let "
        "the last seed never make a pasu, as one published implementation does.",
        "pasu_on_last_seed",
    ),
    _r(
        "RP-6",
        "decision",
        "A sowing that would never end",
        "A move whose relay sowing would go round for ever is not allowed. gamekit detects it exactly: "
        "the same board and hole at a relay pick-up coming back means the sowing repeats for ever.",
    ),
    _r(
        "RP-7",
        "seed",
        "End of a round",
        "A round ends when the player to move has no seeds in its row (or, our decision, has seeds but "
        "only never-ending moves). The other player takes every seed still on the board. Whoever captured "
        "more in this round wins it; equal captures are a drawn round.",
    ),
    _r(
        "RP-8",
        "seed",
        "A new round of a match",
        "Before the next round each player refills its holes with seven seeds each from its holdings. "
        "Holes it cannot fill are closed, from the left end of its own row; leftovers stay in its "
        "reserve. Closed holes are skipped by sowing, relays and captures, and open again when the "
        "player can fill them in a later round.",
        "match",
    ),
    _r(
        "RP-9",
        "seed",
        "Who opens, and the end of a match",
        "The player who took the last seeds off the board opens the next round. The match ends when a "
        "player holds fewer than seven seeds after a round and cannot open a single hole; the other "
        "player wins the match.",
    ),
    _r("RP-10", "decision", "Seeds are conserved", "The seeds on the board plus both reserves always add up to 98."),
]

ASPECTS = {
    "Players and teams": (("RP-1",), "2 players, each owns a row"),
    "Board": (("RP-1",), "2 rows of 7 holes, 7 seeds each, no stores"),
    "Throwing device": (("RP-2",), "none: no chance at all, sowing only"),
    "Entering": (("RP-1",), "none: all seeds start in the holes"),
    "Moving": (("RP-2", "RP-3"), "sow a hole's seeds one by one; relay from the next hole"),
    "Blocking": (("RP-6",), "none (a never-ending sowing is not allowed)"),
    "Capture": (("RP-4", "RP-5"), "pussa over an empty hole; every four goes to the row's owner"),
    "Safe fields": ((), "none"),
    "Extra throws": ((), "none: a relay is the mancala 'extra turn'"),
    "End": (("RP-7", "RP-9"), "round: more seeds captured; match: opponent cannot open a hole"),
}
"""This rule set in the comparison's rule table (:func:`gamekit.analysis.compare.rule_table`):
aspect -> (rule IDs, one-line summary)."""
