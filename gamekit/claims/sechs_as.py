"""Claims about Sechs-As's history (game ``"sechs_as"``)."""

from .claim import Claim

CLAIMS = [
    Claim(
        "SH-1",
        "sechs_as",
        "The German source places Sechs-As on the Roman Ludus board, of which it says several hundred were "
        "found in excavations in Rome, one board serving a whole family of games.",
        "source",
        ("seed 004",),
    ),
    Claim(
        "SH-2",
        "sechs_as",
        "Alfonso X of Castile's Libro de axedrez, dados e tablas, finished in 1283, is called by reference "
        "works the oldest document on European tables games; its tables part describes fifteen games.",
        "checked",
        ("general reference works (Libro de los juegos)", "Basulto and Camúñez 2011 (fifteen games)"),
    ),
    Claim(
        "SH-3",
        "sechs_as",
        "Sechs-As is one of the games of Alfonso's book, an old ludus duodecim scriptorum game that survived "
        "from antiquity.",
        "disputed",
        ("seed 004",),
        other_side="Scholars of the book read its seys dos e as as a race game named after the starting points; "
        "the seed's pot rules are closer to the Sice-Ace Charles Cotton described in 1674 (Basulto and "
        "Camúñez 2011; Cotton 1674).",
    ),
    Claim(
        "SH-4",
        "sechs_as",
        "3 and 4 do not count because the game was first played with four-sided knucklebones.",
        "disputed",
        ("seed 004 (its guess)",),
        other_side="Harper's Dictionary (1898) gives a knucklebone's values as 1, 3, 4 and 6, so the missing "
        "numbers would be 2 and 5.",
    ),
]
