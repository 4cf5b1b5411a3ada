"""Textes français des questions de règles de Hundsgemein (issue 29) : cette puce peut-elle aller ici, qui
prend le chien de cette rue, et si une tuile fautive est passée inaperçue."""

MESSAGES: dict[str, str] = {
    "hg.q.yes": "Oui.",
    "hg.q.no": "Non.",
    "hg.q.not_a_position": "Ce plateau ne peut pas exister : la question n’y a pas de réponse.",
    "hg.q.may_place": (
        "{tile} peut aller en {at} : le pâté est libre, ce n’est pas le centre, et aucune puce de son type ne le "
        "touche."),
    "hg.q.no_dog_yet": "Aucun chien n’est encore sur la rue {street} : placez d’abord les chiens.",
    "hg.q.the_dog": "le chien",
    "hg.q.dog_taken": "{player} prend {dog} de la rue {street}.",
    "hg.q.dog_discarded": "Personne ne prend le chien de la rue {street} : il est défaussé.",
    "hg.q.as_it_stands": (
        "C’est le plateau tel qu’il est : la partie n’est pas finie, une tuile posée plus tard peut le changer."),
    "hg.q.no_tile": "Il n’y a pas de tuile en {at}.",
    "hg.q.not_wrong": "Cette tuile n’est pas fautive.",
    "hg.q.breaks_nothing": "{tile} en {at} n’enfreint aucune règle de pose : il n’y a rien à contester.",
    "hg.q.may_challenge": "Elle peut encore être contestée.",
    "hg.q.challenge_now": (
        "Aucune tuile n’a été posée après {tile} : le joueur suivant n’a pas joué, un autre joueur peut donc "
        "la retirer maintenant, et son propriétaire ne peut pas poser une autre tuile à la place."),
    "hg.q.challenge_before_scoring": (
        "La partie est finie : selon la décision de la table, une tuile fautive peut encore être retirée (une "
        "contestation) avant le décompte."),
    "hg.q.it_stays": "Elle reste, et elle compte au décompte.",
    "hg.q.stays": (
        "[laid:Une tuile a été posée|{laid} tuiles ont été posées] après {tile} : le joueur suivant a joué, "
        "plus personne ne peut la retirer."),
    "hg.q.depends": "L’historique de la partie ne dit pas quand cette tuile a été posée.",
    "hg.q.log_silent": (
        "Si le joueur suivant n’a pas joué depuis, un autre joueur peut la retirer ; sinon elle reste et compte "
        "au décompte."),
    # l'écran
    "hg.ui.q.open": "Questions de règles",
    "hg.ui.q.place": "Cette puce peut-elle aller ici ?",
    "hg.ui.q.place_help": "Touchez un pâté, puis un type de puce.",
    "hg.ui.q.player": "Puce de :",
    "hg.ui.q.flea": "Puce de type {flea}",
    "hg.ui.q.dog": "Qui prend le chien de cette rue ?",
    "hg.ui.q.stays": "Et si une tuile fautive est passée inaperçue ?",
    "hg.ui.q.stays_help": "Touchez la tuile sur le plateau ci-dessus.",
    "hg.ui.q.choose_block": "Touchez un pâté du plateau.",
}
