"""The cross board's rule texts (RULES §1, B-1..B-3), shared by both Pachisi rule sets."""

from . import rule_maker

_r = rule_maker("pachisi", "000")


RULES = [
    _r(
        "B-1",
        "decision",
        "Arms, columns and rows",
        "The board is a cross of four arms, numbered 0 to 3 counter-clockwise. Each arm has three columns "
        "of eight fields: two outer columns and a middle column. Rows are counted from 1 next to the centre "
        "to 8 at the board's edge. The centre square holds the goals: four triangles in the German rules, "
        "the charkoni in the Czech ones.",
    ),
    _r(
        "B-2",
        "decision",
        "The track",
        "The track is the ring of 68 fields round the cross. Per arm it has 17 fields in travel order: up the "
        "outer column that leads away from the centre (segment index 0..7), the middle column's field at the "
        "edge (index 8, the tip), and back down the other outer column (index 9..16). Track field 17*a + i is "
        "arm a, index i. Every colour travels counter-clockwise, towards higher track numbers.",
    ),
    _r(
        "B-2a",
        "decision",
        "How the board is drawn",
        "Arm 0 is drawn at the bottom (south), arm 1 east, arm 2 north, arm 3 west. Looking outward along an "
        "arm, its outgoing column is on the right. The German colour c has its yard in the corner between arm "
        "c and arm c+1: red south-east, yellow north-east, green north-west, blue south-west.",
    ),
    _r(
        "B-3",
        "seed",
        "One geometry is enough",
        "The German author's home-made board is drawn a little differently, and the source says the shape of "
        "the board does not change the game, so gamekit uses one geometry for both rule sets and draws it "
        "recognisably as the cross.",
    ),
]
