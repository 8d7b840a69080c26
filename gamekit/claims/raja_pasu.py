"""Claims about Raja Pasu's history (game ``"raja_pasu"``)."""

from .claim import Claim

CLAIMS = [
    Claim(
        "RH-1",
        "raja_pasu",
        "Alexander de Voogt first described Raja Pasu in 2000, the year of his article in Board Games "
        "Studies 3, after finding it near Colombo, Sri Lanka; 2000 is the article's year, not that of the visit.",
        "checked",
        (
            'seed 001 ("documented in 2000 in fieldwork")',
            'Mancala World, as quoted in the project\'s source review ("a brief visit of the Colombo area")',
        ),
    ),
    Claim(
        "RH-2",
        "raja_pasu",
        "It was seen played mostly by women; some men also knew it.",
        "source",
        (
            "Mancala World as quoted in the project's source review; seed 001 retells it as several men who knew its tactics well",
        ),
    ),
    Claim(
        "RH-3",
        "raja_pasu",
        'The name means "king and cow"; it is also reported from India, and has a relative, Raja Pasu Mandiri.',
        "source",
        ("seed 001",),
    ),
    Claim(
        "RH-4",
        "raja_pasu",
        "The National Museums of Colombo keep mancala boards, moulds and a bed with playing holes, all with two "
        "rows of seven holes (and two larger holes between the rows), from the Kandy period (18th or early "
        "19th century); de Voogt argues that Pallankuli does not fit these boards and Raja Pasu is a more "
        "likely candidate for the rules once played on them.",
        "source",
        ("de Voogt 2000 (abstract)",),
    ),
]
