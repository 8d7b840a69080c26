"""German Pachisi rule texts (RULES §2 PG-1..PG-25 and the settled points of §5a), in our words; seed 000."""

from . import rule_maker

_r = rule_maker("pachisi/german", "000")


RULES = [
    _r(
        "PG-1",
        "seed",
        "Colours and seating",
        "Four colours, red, yellow, green and blue, with four pieces each, which start in the colour's corner "
        "yard. Red plays from arm 0, yellow from arm 1, green from arm 2, blue from arm 3, and turns go round in "
        "that order, counter-clockwise (the order and the arms are gamekit's decision).",
    ),
    _r(
        "PG-2",
        "seed",
        "Partners",
        "Diagonally opposite colours are partners: red with green, yellow with blue. Partners never capture "
        "each other.",
    ),
    _r(
        "PG-3",
        "seed",
        "Two, three or four people",
        "Two people either each play both colours of a team, or each play one of two diagonally opposite "
        "colours and are then opponents. With three people one plays both colours of a team. Every colour still "
        "takes its own turn. The option individual removes the partnerships; the option colours chooses the "
        "colours in play (team play needs all four).",
        "individual, colours",
    ),
    _r(
        "PG-4",
        "seed",
        "Helping the partner",
        "A colour whose four pieces are all in the goal keeps throwing, and its throws move its partner's pieces.",
    ),
    _r(
        "PG-5",
        "seed",
        "Captured pieces wait apart",
        "A captured piece goes back beside its yard, kept apart from the pieces that never entered, because the "
        "rule for doubles (PG-14) depends on whether every piece has been in play at least once.",
    ),
    _r(
        "PG-6",
        "decision",
        "Start field",
        "Colour c enters on its start field, track field 17*c + 13: the fifth field from the edge on the column "
        "coming back towards the centre. It is conditionally safe for colour c.",
    ),
    _r(
        "PG-7",
        "decision",
        "Safe fields",
        "The fifth field from the edge on each arm's outgoing column (track 17*a + 3) is safe: no piece standing "
        "there can be captured.",
    ),
    _r(
        "PG-8",
        "decision",
        "Home-entry field, home column and goal",
        "Colour c's home-entry field is the tip of its own arm (track 17*c + 8), 63 steps after its start. It is "
        "conditionally safe for colour c. From it the piece turns into the middle column of its arm (seven "
        "fields) and then into the goal. Path positions: 0 start field, 63 home-entry field, 64..70 home "
        "column, 71 goal.",
    ),
    _r(
        "PG-9",
        "decision",
        "Exact count into the goal",
        "The goal must be reached by the exact count; a move that would go past it is not allowed.",
    ),
    _r(
        "PG-10",
        "seed",
        "Two dice, separately or added",
        "Two six-sided dice. Each value may move its own piece, or both may be added and moved by one piece. For "
        "an added move only the start, the fields passed and the landing field matter, not the field in "
        "between.",
    ),
    _r(
        "PG-11",
        "seed",
        "Higher value first",
        "The higher value must be moved first. If it cannot be moved, not even together with the other value, "
        "it is forfeited and only the lower value (or nothing) is moved.",
    ),
    _r(
        "PG-12",
        "decision",
        "Use as much of the roll as you can",
        "A player must use as much of the throw as the position allows; only then may values be forfeited. So "
        "the legal moves are single steps that begin a legal whole play of the throw.",
    ),
    _r(
        "PG-13",
        "seed",
        "Doubles: top and bottom faces",
        "With a double the player moves the top faces and the bottom faces of both dice: x, x, 7-x and 7-x, "
        "always 14 in all, with up to four pieces and the higher values first, and then throws again, as often "
        "as doubles come.",
    ),
    _r(
        "PG-14",
        "seed",
        "Doubles before every piece has been in play",
        "Until all four pieces of a colour have been in play at least once, a double gives only the two higher "
        "of its four values (even if they are bottom faces) and no new throw, unless this double brings the "
        "colour's last waiting piece into play: then the whole double counts and the player throws again.",
    ),
    _r(
        "PG-15",
        "seed",
        "Moving a gate",
        "With a double both pieces of a gate may move together, each by the same amount, at most 7 fields.",
    ),
    _r(
        "PG-16",
        "seed",
        "Entering with a five",
        "A piece enters onto its start field with a die showing five; a five among a double's four values counts "
        "too, so 5-5 and 2-2 (whose bottom faces are fives) can enter two pieces. A sum of five does not enter "
        "unless the option enter_on_sum_five is on (as in American Parcheesi).",
        "enter_on_sum_five",
    ),
    _r(
        "PG-17",
        "decision",
        "An entered piece rests",
        "A piece that entered during a throw does not move again with the rest of that throw.",
    ),
    _r(
        "PG-18",
        "seed",
        "The 6 and 5 exception",
        "A colour with no piece in play that throws a six and a five enters one piece and moves it six fields at once.",
    ),
    _r(
        "PG-19",
        "seed",
        "Three tries for a five",
        "A colour with no piece in play may throw up to three times in a row to get a five; after the third miss "
        "the dice pass on.",
    ),
    _r(
        "PG-20",
        "seed",
        "One colour per field",
        "A field holds pieces of one colour only. A piece may land on another colour's field only to capture, "
        "where capturing is allowed. A partner's piece makes a field simply occupied.",
    ),
    _r(
        "PG-21",
        "seed",
        "Capturing",
        "A piece that lands on a single opposing piece captures it, unless the field is safe or conditionally "
        "safe; but a colour may capture on its own conditionally safe fields (its start and home-entry field). "
        "The capturing piece moves no further in that throw. If the capture used one value, the other must be "
        "moved by another piece; if that is impossible the capture is not allowed.",
    ),
    _r(
        "PG-22",
        "seed",
        "Gates",
        "Two pieces of one colour on a field form a gate, on any field, conditionally safe ones included. At "
        "most two pieces share a field. No piece of any colour may pass or land on a gate. A gate on a colour's "
        "start field stops it from entering, one on its home-entry field stops it from reaching its home column, "
        "and it cannot be captured there either.",
    ),
    _r(
        "PG-23",
        "seed",
        "Closing a gate again",
        "A gate opened by moving one of its pieces may be closed again in the same throw by another piece that "
        "reaches the field with the other value.",
    ),
    _r(
        "PG-24",
        "decision",
        "Passing the dice",
        "Then the dice pass to the next colour in seating order; a third double is not punished.",
    ),
    _r(
        "PG-25",
        "seed",
        "The end",
        "The game ends when both colours of a team have all their pieces in the goal; that team wins. In "
        "individual play a colour wins alone.",
    ),
    # §5a settled points
    _r(
        "PG-10a",
        "decision",
        "One move per piece per throw",
        "A piece moves at most once per throw: values given to one piece are one combined move by their sum, "
        "with no landing on the fields in between (the path must still be free of gates). With a double one "
        "piece may take two, three or all four values (up to 14).",
    ),
    _r(
        "PG-11a",
        "decision",
        "Higher first is absolute",
        "A play that moves the lower value before the higher one is never legal, even if it were the only way "
        "to use both. With a double, each step's largest value is no greater than the previous step's.",
    ),
    _r(
        "PG-12a",
        "decision",
        "What 'as much as possible' means",
        "Most values used, then most pips (entering counts as the five it uses); plays whose capture breaks "
        "PG-21 are removed first.",
    ),
    _r(
        "PG-21a",
        "decision",
        "No capture that leaves the throw unplayed",
        "A capture that leaves part of the throw unplayed is illegal, also when entering and also a capture "
        "with the lower value after the higher was forfeited. So a colour with nothing in play cannot enter onto "
        "its start field held by a single opponent with one five: it needs 5-5 or 2-2.",
    ),
    _r(
        "PG-21b",
        "decision",
        "Only one's own conditionally safe fields",
        "Only the capturing colour's own conditionally safe fields let it capture there, not its partner's. "
        "Landing on a single opponent where capture is allowed always captures.",
    ),
    _r(
        "PG-14a",
        "decision",
        "The last waiting piece and a double",
        "With the last never-entered piece, the restricted play (two higher values, no new throw) and the full "
        "play (all four values, every waiting piece entered, new throw) are compared by PG-12a: the full play "
        "is forced when it uses more, and both stay legal on a tie. Which of the two a play is follows from "
        "where it ends, not from a choice: a play after which a never-entered piece is still waiting is "
        "restricted; a play that brings the last never-entered piece into play is the full play, so the "
        "player throws again, even when it used only the two fives.",
    ),
    _r(
        "PG-18a",
        "decision",
        "The 6 and 5 entry is one combined move",
        "The start field is the field in between, so a single piece on it is passed, not captured; a gate on "
        "path 0..5 blocks it, and it lands on path 6 by the normal rules. It is compulsory whenever possible, "
        "because it uses more of the throw (PG-12a).",
    ),
    _r(
        "PG-19a",
        "decision",
        "Counting the three tries",
        "The three tries count throws on which nothing entered while nothing was in play. A missed restricted "
        "double counts as a try; an unrestricted double still gives a new throw and leaves the count as it was. "
        "A double gives a new throw even if nothing could move.",
    ),
    _r(
        "PG-4a",
        "decision",
        "How a finished colour helps",
        "A finished colour plays its partner's pieces exactly as the partner would (the partner's start field, "
        "PG-14, PG-18 and PG-19 state); the seating order does not change.",
    ),
    _r(
        "PG-22a",
        "decision",
        "Gates in the home column",
        "Two pieces on a home-column field block that colour's pieces behind them. The goal holds any number.",
    ),
    _r(
        "PG-3a",
        "decision",
        "Colours not in play",
        "In individual play the conditionally safe fields of colours not in the game stay safe.",
    ),
]

ASPECTS = {
    "Players and teams": (("PG-1", "PG-2", "PG-3"), "4 colours, diagonal partners; 2 or 3 people share colours"),
    "Board": (("B-1", "B-2", "PG-8"), "cross, 68-field track, 7-field home column, goal by exact count"),
    "Throwing device": (("PG-10", "PG-13", "PG-14"), "two dice; a double moves top and bottom faces (14)"),
    "Entering": (("PG-16", "PG-18", "PG-19"), "a die showing five; 6+5 enters and moves 6; 3 tries"),
    "Moving": (("PG-10", "PG-11", "PG-12"), "dice singly or added, higher first, use as much as possible"),
    "Blocking": (("PG-20", "PG-22", "PG-23", "PG-15"), "two pieces form a gate nobody may pass"),
    "Capture": (("PG-21",), "land on a single opponent: it goes back to its yard"),
    "Safe fields": (("PG-7", "PG-6", "PG-8"), "a safe field per arm; start and home-entry conditionally safe"),
    "Extra throws": (("PG-13", "PG-14", "PG-19"), "every double throws again (not before all pieces were in play)"),
    "End": (("PG-25", "PG-9"), "a team wins with all 8 pieces in the goal"),
}
"""This rule set in the comparison's rule table (:func:`gamekit.analysis.compare.rule_table`):
aspect -> (rule IDs, one-line summary)."""
