"""Claims about Pachisi's history and symbolism (both rule sets: game ``"pachisi"``)."""

from .claim import Claim

CLAIMS = [
    Claim(
        "PH-1",
        "pachisi",
        "The name comes from Hindi pachīs, twenty-five, the best throw of the cowries.",
        "checked",
        ("seed 000", "seed 003"),
    ),
    Claim(
        "PH-2",
        "pachisi",
        "The oldest European mention the German source names is Thomas Hyde, De Ludis Orientalibus (Oxford, "
        "1694); the source infers that English travellers brought the game to Europe.",
        "source",
        ("seed 000, citing Hyde 1694 (Hyde not read by the project)",),
    ),
    Claim(
        "PH-3",
        "pachisi",
        "The German source says large boards were laid out in marble in the palaces at Delhi, Allahabad and "
        "Agra (it names no courtyards), and takes their size as a sign that people stood on them as the pieces.",
        "source",
        ("seed 000",),
    ),
    Claim(
        "PH-4",
        "pachisi",
        "At Fatehpur Sikri a pachisi board is cut in the pavement of the palace quadrangle, like one in the "
        "Samman Burj of the Agra Fort; Akbar and the ladies of the court are said to have played on it with "
        "slave girls as living pieces.",
        "source",
        ("Havell 1904, who reports the living pieces as hearsay",),
    ),
    Claim(
        "PH-5",
        "pachisi",
        "Many read the game as a journey of life: born in the centre, out into the world, killed (captured) "
        "and born again, until the goal, paradise, ends the rebirths.",
        "source",
        ('seed 000 ("many believe")',),
    ),
    Claim(
        "PH-6",
        "pachisi",
        "The German rules are one family's, handed down by word of mouth since the early 20th century.",
        "source",
        ("seed 000",),
    ),
    Claim(
        "PH-7",
        "pachisi",
        "Pachisi is very old: the Victoria and Albert Museum says it has been played for more than 1,200 years.",
        "disputed",
        ("V&A museum text, as quoted in the project's source review (not read by the project)",),
        other_side="J. Schmidt-Madsen (Board Game Studies, 2021) finds evidence for the game only back to the "
        "15th century; the oldest description is Abu'l-Fazl's, at the court of Akbar (reigned 1556-1605) "
        "(as quoted in the project's source review; not read by the project).",
    ),
    Claim(
        "PH-8",
        "pachisi",
        "The Czech rules page lists Miloš Zapletal, Velká kniha deskových her (Mladá fronta, Prague, 1991) "
        "and two Czech web pages under further information; nobody in the project has read the book, so "
        "which of the rules come from it is not known.",
        "source",
        ("seed 003",),
    ),
    Claim(
        "PH-9",
        "pachisi",
        "The cross board is the ancestor of Ludo, Mensch ärgere dich nicht, Člověče, nezlob se and Parcheesi, "
        "which use a die and home corners instead.",
        "source",
        ("seed 000 (Mensch ärgere dich nicht)", "seed 003 (Člověče, nezlob se)"),
    ),
    Claim(
        "PH-10",
        "pachisi",
        "A throw of six cowries counts 25 with no mouth up and 10 with one, as the Czech page's table says.",
        "disputed",
        ("seed 003 (the common modern table)",),
        other_side="Older accounts throw six or seven cowries with other values: Herklots (Deccan, 1832; via "
        "the Ludii portal) has seven cowries where 5 up counts 25, 6 up 30 and 7 up 12; Humphries (1906) has "
        "yet other values.",
    ),
    Claim(
        "PH-11",
        "pachisi",
        "Most modern accounts move counter-clockwise; Humphries (1906) moves clockwise.",
        "source",
        ("RULES.md §6",),
    ),
    Claim(
        "PH-12",
        "pachisi",
        "The American Parcheesi also enters on a sum of five, forbids a blockade from moving together on "
        "doubles, punishes a third double and pays bonus squares for a capture and for reaching home.",
        "source",
        ("RULES.md §6",),
    ),
]
