"""Textes en français. Mêmes clés que en.py ; `[n:un|plusieurs]` choisit le pluriel (0 et 1 au singulier)."""

MESSAGES: dict[str, str] = {
    "list.and": "et",
    "game.hundsgemein": "Hundsgemein",
    "game.loopit": "Loopit",
    "game.froscheln": "Fröscheln",
    "game.numeri": "Numeri",
    "game.posters": "Défense d'afficher",
    "game.paleo": "Paleo",
    "variant.hundsgemein.standard": "standard",
    "variant.hundsgemein.standard.about": (
        "Le plus de puces le long d'une rue prend son chien ; une égalité le défausse."),
    "variant.hundsgemein.expert": "expert",
    "variant.hundsgemein.expert.about": (
        "La plus longue série de chaque côté de la rue, additionnées, prend le chien ; "
        "à égalité, le plus de puces."),
    "rank.player_value": "{player} {value}",
    "rank.tied": "{players} sont à égalité au {criterion} ({value}).",
    "rank.decided": "Départage au {criterion} : {order}.",
    "rank.still_tied": "{players} restent à égalité au {criterion} ({value}).",
    "rank.shared": "{players} partagent la place.",
    "criterion.hg.value": "total des points de chiens",
    "criterion.hg.dogs": "nombre de tuiles chien",
    "breed.zorro": "Zorro",
    "breed.daisy": "Daisy",
    "breed.fifi": "Fifi",
    "breed.rex": "Rex",
    "hg.dog": "{breed} ({value})",
    "hg.block": "rangée {row}, colonne {column}",
    "hg.tile": "la puce de type {flea} ({player})",
    "hg.tile_at": "{tile} en {at}",
    "hg.v.dog_missing": "Aucun chien sur {streets} : chaque rue porte exactement un chien.",
    "hg.v.dog_breed_count": (
        "{breed} est sur {count} [count:rue|rues] ({streets}) ; chaque chien est présent exactement "
        "{expected} fois."),
    "hg.v.supply_exceeded": (
        "{player} a {count} puces de type {flea} sur le plan, mais à {players} joueurs chacun n'en a que "
        "{allowed} de chaque type."),
    "hg.v.tile_on_centre": (
        "{tile} est sur la case centrale (les os croisés), où aucune tuile ne peut aller ; non contestée, "
        "elle reste et compte."),
    "hg.v.same_type_neighbours": (
        "Deux puces de type {flea} se touchent : {first} en {first_at} et {second} en {second_at}. Une puce "
        "ne peut pas être posée à côté d'une puce du même type ; non contestées, elles restent et comptent."),
    "hg.v.street_over_capacity": (
        "{street} : {count} tuiles saisies, mais seulement {capacity} pâtés de maison le long de la rue."),
    "hg.v.street_needs_centre": (
        "{street} : {count} tuiles saisies pour seulement {capacity} pâtés de maison jouables : l'une est "
        "forcément sur la case centrale, interdite (non contestée, elle reste et compte)."),
    "hg.v.runs_need_centre": (
        "{street}, {player} : des séries de {north} et {south} passent par la case centrale, interdite "
        "(non contestée, la tuile reste et compte)."),
    "hg.v.runs_impossible": (
        "{street}, {player} : des séries de {north} et {south} sont impossibles avec {tiles} "
        "[tiles:tuile|tuiles] le long de cette rue."),
    "hg.v.counts_exceed_supply": (
        "Les comptes de {player} le long des rues {direction} font {count}, plus que ses tuiles ne "
        "peuvent donner ({limit})."),
    "hg.v.no_board": "Cette partie a été saisie par rues ; une pose demande le plan.",
    "hg.v.off_board": "{at} n'est pas sur le plan (rangées et colonnes 1 à 7).",
    "hg.v.type_exhausted": "{player} n'a plus de puce de type {flea} : elles sont toutes sur le plan.",
    "hg.v.centre": "Aucune tuile ne peut aller sur la case centrale (les os croisés).",
    "hg.v.block_occupied": "{at} est déjà occupée par {tile}.",
    "hg.v.same_type_neighbour": "{tile} ne peut pas aller en {at} : elle toucherait {others}.",
    "hg.end.unknown": "Les comptes par rue ne disent rien du plan : impossible de savoir si la partie est finie.",
    "hg.end.over": (
        "La partie est finie : aucune des {left} [left:tuile restante|tuiles restantes] ne peut être posée."),
    "hg.end.not_over": "La partie n'est pas finie : {tile} peut encore aller en {at}.",
    "hg.tally.tiles": "{player} {tiles}",
    "hg.tally.runs": "{player} {north}+{south}={total}",
    "hg.value.tiles": "{tiles} [tiles:puce|puces]",
    "hg.value.runs": "séries {north}+{south}={total}",
    "hg.street.empty": "Aucune puce le long de cette rue : le chien est défaussé.",
    "hg.street.takes": "{player} prend le chien avec {value}.",
    "hg.street.takes_over": "{player} prend le chien avec {value}, contre {others}.",
    "hg.street.behind": "Derrière : {others}.",
    "hg.street.tie_discarded": "{players} sont à égalité avec {value} : le chien est défaussé.",
    "hg.street.runs_tied": "{players} sont à égalité avec {value}.",
    "hg.street.tiles_decide": (
        "Le plus de puces le long de la rue départage : {order} ; {player} prend le chien."),
    "hg.street.tiles_tied_discarded": (
        "{players} sont aussi à égalité en puces le long de la rue ({tiles} chacun) : le chien est défaussé."),
    "hg.note.illegal_stood": (
        "{count} [count:pose illégale non contestée est restée et a compté|poses illégales non contestées "
        "sont restées et ont compté] (HG-STAYS)."),
    "out.title": "{game}, décompte {variant}",
    "out.players": "Joueurs : {players}",
    "out.player": "{name} ({letter}, {colour})",
    "out.date": "Date",
    "out.no_violation": "Aucune règle enfreinte.",
    "out.summary": "{errors} [errors:erreur|erreurs], {warnings} [warnings:avertissement|avertissements].",
    "out.severity.error": "ERREUR",
    "out.severity.warning": "AVERTISSEMENT",
    "out.legality": "Légalité : {summary}",
    "out.end": "Fin de partie : {text}",
    "out.move": "Pose proposée {notation} : {verdict}",
    "out.move.legal": "{tile} en {at} : pose légale.",
    "out.move.illegal": "{tile} en {at} : pose illégale.",
    "out.col.street": "Rue",
    "out.col.dog": "Chien",
    "out.col.winner": "Preneur",
    "out.col.points": "Points",
    "out.col.why": "Pourquoi",
    "out.col.rank": "Rang",
    "out.col.player": "Joueur",
    "out.col.dogs": "Chiens",
    "out.discarded": "défaussé",
    "out.streets": "Rues",
    "out.totals": "Totaux :",
    "out.total_line": "{player} : {points} [points:point|points]",
    "extra.dog_tiles": "{count} [count:chien|chiens]",
    "colour.yellow": "jaune",
    "colour.blue": "bleu",
    "colour.red": "rouge",
    "colour.green": "vert",
    "colour.black": "noir",
    "colour.white": "blanc",
    "colour.orange": "orange",
    "colour.purple": "violet",
    "out.ranking": "Classement :",
    "out.winner": "Vainqueur : {players}",
    "out.winners": "Victoire partagée : {players}",
    "out.tie_break": "Départage : {text}",
    "out.notes": "Remarques :",
    "out.by_counts": "Saisie par comptes de rues (sans plan).",
    "out.board": "Plan du quartier",
    "out.sheet": "Feuille de marque",
    "out.printed": "Imprimé le {date} par Table Referee",
    "out.page": "Page {page}",
    "out.legend": (
        "Chaque tuile montre la couleur de son joueur et son type de puce (1-4). Les chiens sont sur leurs rues."),
    "out.coming": "à venir",
}
