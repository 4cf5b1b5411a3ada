"""Textes français des questions de règles de Défense d'afficher (issue 29) : un camp resté sur place peut-il
coller, que permet cette carte, quelle pénalité pour cet emplacement."""

MESSAGES: dict[str, str] = {
    "po.q.simple_no_cards": "Le jeu simplifié n’a pas de cartes de Chance.",
    "po.q.not_in_deck": "Il n’y a pas de carte « {card} » dans le paquet de cette partie.",
    "po.q.card_does": "« {card} » tirée par {side} maintenant :",
    "po.q.ban_allows": (
        "Posez-la sur 1 à {most} emplacements d’un panneau : rien ne peut y être collé tant qu’un grattoir ne "
        "l’a pas déplacée."),
    "po.q.ban_panels": "[n:Le panneau|Les panneaux] où un emplacement n’est pas encore interdit : {panels}.",
    "po.q.ban_nowhere": "Chaque emplacement de chaque panneau est déjà interdit : il n’y a nulle part où la poser.",
    "po.q.scraper_bans": "Déplacer tout de suite [n:l’interdiction|une interdiction] sur un autre panneau : {bans}.",
    "po.q.scraper_no_ban": "Aucune interdiction n’est sur le plateau à déplacer.",
    "po.q.scraper_posted": (
        "Ou gratter une affiche collée et la donner à un autre camp, puis coller son propre double à sa "
        "place : {slots}."),
    "po.q.scraper_no_poster": "Aucune affiche n’est encore collée à gratter.",
    "po.q.give_allows": "Donner une de vos affiches au camp de votre choix : {sides}.",
    "po.q.give_nothing": "{side} n’a plus d’affiche : il n’y a rien à donner.",
    "po.q.no_such_slot": "Il n’y a pas d’emplacement {slot} sur ce plateau.",
    "po.q.cannot_stick": "Elle ne peut pas être collée là.",
    "po.q.penalty": "Une pénalité.",
    "po.q.no_penalty": "Aucune pénalité.",
    "po.q.own_slot": "{slot} est réservé à {brand} : elle est collée à sa place.",
    # l'écran
    "po.ui.q.open": "Questions de règles",
    "po.ui.q.card": "Que permet cette carte ?",
    "po.ui.q.slot": "Quelle pénalité pour cet emplacement ?",
    "po.ui.q.slot_help": (
        "Le camp qui joue s’est arrêté au panneau : touchez l’emplacement, puis l’affiche qui y est collée."),
    # Défense d'afficher's questions: may a side stick after staying put
    "po.q.yes": "Oui.",
    "po.q.no": "Non.",
    "po.q.not_a_position": "Cette position ne correspond pas à la question.",
    "po.q.over": "La partie est finie : {winner} a gagné, et aucun tour ne se joue ensuite.",
    "po.q.not_on_brush": (
        "{side} est sur la case {square}, qui n’est la case pinceau d’aucun panneau : rien ne peut s’y "
        "coller."),
    "po.q.panel_full": (
        "Chaque emplacement du panneau {panel} est affiché ou sous une interdiction : plus rien ne peut s’y "
        "coller."),
    "po.q.stay_is_no_arrival": (
        "Rester sur la case pinceau du panneau {panel} n’est pas y arriver : {side} ne peut pas coller."),
    "po.q.house_rule_off": (
        "La règle maison « rester sur une case pinceau permet de coller » n’est pas jouée dans cette partie."),
    "po.q.stay_sticks": (
        "Cette table joue la règle maison « rester sur une case pinceau permet de coller » : {side} peut "
        "coller sur le panneau {panel}."),
    "po.ui.q.stay": "Puis-je coller après être resté sur place ?",
}
