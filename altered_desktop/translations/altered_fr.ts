<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ActingMarks</name>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
</context>
<context>
    <name>AiSeat</name>
    <message>
        <source>A person at this computer</source>
        <translation>Une personne à cet ordinateur</translation>
    </message>
    <message>
        <source>Greedy AI (quick)</source>
        <translation>IA gloutonne (rapide)</translation>
    </message>
    <message>
        <source>Search AI (thinks ahead, about a second a turn)</source>
        <translation>IA de recherche (anticipe, environ une seconde par tour)</translation>
    </message>
    <message>
        <source>Let an AI play the second seat: it decides from what its seat can see.</source>
        <translation>Laisser une IA jouer le second siège : elle décide d&apos;après ce que son siège peut voir.</translation>
    </message>
    <message>
        <source>The second seat</source>
        <translation>Le second siège</translation>
    </message>
    <message>
        <source>The first seat</source>
        <translation>Le premier siège</translation>
    </message>
    <message>
        <source>Which seat the AI takes; you play the other, in front of the screen. Who goes first is drawn with the shuffle.</source>
        <translation>Le siège que prend l&apos;IA ; vous jouez l&apos;autre, devant l&apos;écran. Qui commence est tiré au sort avec le mélange.</translation>
    </message>
    <message>
        <source>The AI plays under its own name; with one person at the screen there is nothing to hand off, and its hand stays face down.</source>
        <translation>L&apos;IA joue sous son propre nom ; avec une seule personne devant l&apos;écran, il n&apos;y a rien à passer, et sa main reste face cachée.</translation>
    </message>
</context>
<context>
    <name>CardDetail</name>
    <message>
        <source>No abilities.</source>
        <translation>Aucune capacité.</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versions</translation>
    </message>
    <message>
        <source>the same text in each</source>
        <translation>le même texte dans chacune</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>more</source>
        <translation>suite</translation>
    </message>
</context>
<context>
    <name>CleanUp</name>
    <message>
        <source>Click the cards to keep ({0}).</source>
        <translation>Cliquez les cartes à garder ({0}).</translation>
    </message>
    <message>
        <source>Keeping {0} of {1}: {2}.</source>
        <translation>Vous gardez {0} sur {1} : {2}.</translation>
    </message>
    <message>
        <source>To the Discard pile: {0}.</source>
        <translation>À la Défausse : {0}.</translation>
    </message>
    <message>
        <source>Choose {0} more to keep</source>
        <translation>Encore {0} à choisir</translation>
    </message>
    <message>
        <source>Keep at most {0}</source>
        <translation>Gardez-en {0} au plus</translation>
    </message>
    <message>
        <source>Keep {0}</source>
        <translation>Garder {0}</translation>
    </message>
    <message>
        <source>Keep none</source>
        <translation>Ne rien garder</translation>
    </message>
    <message>
        <source>Keep my choice ({0})</source>
        <translation>Garder mon choix ({0})</translation>
    </message>
    <message>
        <source>{0} · keep {1} at Night</source>
        <translation>{0} · {1} gardées à la Nuit</translation>
    </message>
    <message>
        <source>{0} · keep {1}</source>
        <translation>{0} · {1} gardées</translation>
    </message>
    <message>
        <source>It holds more than its limit of {0}: that is allowed during the day (3.2.10.b); at Night&apos;s Clean-up you choose {0} to keep and the others go to the Discard pile (4.2.5.c).</source>
        <translation>Elle dépasse sa limite de {0} : c&apos;est permis pendant le jour (3.2.10.b) ; au Nettoyage de la Nuit, vous en choisissez {0} à garder et les autres vont dans la Défausse (4.2.5.c).</translation>
    </message>
</context>
<context>
    <name>ComputerWhy</name>
    <message>
        <source>the most strength for its mana, where the next Dusk needs it</source>
        <translation>le plus de force pour son mana, là où le prochain Crépuscule en a besoin</translation>
    </message>
    <message>
        <source>the most strength for its mana</source>
        <translation>le plus de force pour son mana</translation>
    </message>
    <message>
        <source>its effect is worth what it costs</source>
        <translation>son effet vaut ce qu&apos;il coûte</translation>
    </message>
    <message>
        <source>quick actions cost no card</source>
        <translation>une action rapide ne coûte aucune carte</translation>
    </message>
    <message>
        <source>no better idea: a legal choice at random</source>
        <translation>faute de mieux : un choix permis, au hasard</translation>
    </message>
</context>
<context>
    <name>CourseDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Welcome! These short lessons teach Altered one idea at a time, on a real table. Start with the first one.</source>
        <translation>Bienvenue ! Ces courtes leçons enseignent Altered une idée à la fois, sur une vraie table. Commencez par la première.</translation>
    </message>
    <message>
        <source>Choose a lesson. Each one sets up a table and walks you through it.</source>
        <translation>Choisissez une leçon. Chacune prépare une table et vous guide pas à pas.</translation>
    </message>
    <message>
        <source>{0} lesson file(s) could not be used and are left out:</source>
        <translation>{0} fichier(s) de leçon inutilisable(s), laissé(s) de côté :</translation>
    </message>
    <message>
        <source>Start lesson</source>
        <translation>Commencer la leçon</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>A report was saved to
{0}
It holds the game, what failed and the program&apos;s versions: please send it with a word on what you did.</source>
        <translation>Un rapport a été enregistré dans
{0}
Il contient la partie, ce qui a échoué et les versions du programme : envoyez-le avec un mot sur ce que vous faisiez.</translation>
    </message>
    <message>
        <source>No report could be saved ({0}).</source>
        <translation>Aucun rapport n&apos;a pu être enregistré ({0}).</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>The program met an error it did not expect: {0}

{1}

The game goes on as it was before that action.</source>
        <translation>Le programme a rencontré une erreur imprévue : {0}

{1}

La partie continue telle qu&apos;elle était avant cette action.</translation>
    </message>
</context>
<context>
    <name>DayChart</name>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
</context>
<context>
    <name>DayStrip</name>
    <message>
        <source>Day {0}</source>
        <translation>Jour {0}</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Set up your Mana</source>
        <translation>Préparez votre Mana</translation>
    </message>
    <message>
        <source>Exchange Mana Orbs</source>
        <translation>Échanger des Orbes de Mana</translation>
    </message>
    <message>
        <source>Order of arrival</source>
        <translation>Ordre d&apos;arrivée</translation>
    </message>
    <message>
        <source>Order of modifiers</source>
        <translation>Ordre des modificateurs</translation>
    </message>
    <message>
        <source>Expand</source>
        <translation>Expansion</translation>
    </message>
    <message>
        <source>Choose a target</source>
        <translation>Choisissez une cible</translation>
    </message>
    <message>
        <source>Choose an Expedition</source>
        <translation>Choisissez une Expédition</translation>
    </message>
    <message>
        <source>You may…</source>
        <translation>Vous pouvez…</translation>
    </message>
    <message>
        <source>Choose a mode</source>
        <translation>Choisissez un mode</translation>
    </message>
    <message>
        <source>Choose a region</source>
        <translation>Choisissez une région</translation>
    </message>
    <message>
        <source>Choose a kind of counter</source>
        <translation>Choisissez un type de marqueur</translation>
    </message>
    <message>
        <source>Clean-up</source>
        <translation>Nettoyage</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Choisissez une carte</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>Sacrifier</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Lancez le dé</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>Choisissez un joueur</translation>
    </message>
    <message>
        <source>Choose a status</source>
        <translation>Choisissez un statut</translation>
    </message>
    <message>
        <source>A revealed card</source>
        <translation>Une carte révélée</translation>
    </message>
    <message>
        <source>Play a card now</source>
        <translation>Jouer une carte maintenant</translation>
    </message>
    <message>
        <source>Click a lit region on the Adventure track, or choose below.</source>
        <translation>Cliquez sur une région éclairée de l&apos;Aventure, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click a lit Expedition, or choose below.</source>
        <translation>Cliquez sur une Expédition éclairée, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>from Hand</source>
        <translation>depuis la Main</translation>
    </message>
    <message>
        <source>from Reserve</source>
        <translation>depuis la Réserve</translation>
    </message>
    <message>
        <source>costs {0}</source>
        <translation>coûte {0}</translation>
    </message>
    <message>
        <source>Hero Expedition</source>
        <translation>Expédition du héros</translation>
    </message>
    <message>
        <source>Companion Expedition</source>
        <translation>Expédition du compagnon</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Compagnon</translation>
    </message>
    <message>
        <source>{0}, with Scout</source>
        <translation>{0}, avec Éclaireur</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel — take this play back</source>
        <translation>Annuler — reprendre ce coup</translation>
    </message>
    <message>
        <source>Undo choosing this play: you are back at your turn as you were, nothing paid (Ctrl+Z). Offered until something hidden or random comes to light.</source>
        <translation>Annuler ce choix : vous revenez à votre tour tel qu&apos;il était, rien de payé (Ctrl+Z). Proposé tant que rien de caché ni de hasardeux n&apos;a été révélé.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Pass  (P)</source>
        <translation>Passer  (P)</translation>
    </message>
    <message>
        <source>Pass for the rest of the Afternoon</source>
        <translation>Passer pour le reste de l&apos;Après-midi</translation>
    </message>
    <message>
        <source>{0} (itself)</source>
        <translation>{0} (elle-même)</translation>
    </message>
    <message>
        <source>Choose none</source>
        <translation>Ne rien choisir</translation>
    </message>
    <message>
        <source>Answer without choosing any</source>
        <translation>Répondre sans rien choisir</translation>
    </message>
    <message>
        <source>Click or drag a glowing card to play it, or choose below; right-click a card for its actions.</source>
        <translation>Cliquez sur une carte lumineuse ou faites-la glisser pour la jouer, ou choisissez ci-dessous ; clic droit sur une carte pour ses actions.</translation>
    </message>
    <message>
        <source>Click a glowing card to play it, or choose below.</source>
        <translation>Cliquez sur une carte lumineuse pour la jouer, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>What happens next?</source>
        <translation>Que se passe-t-il ensuite ?</translation>
    </message>
    <message>
        <source>Click a lit card, or press its number.</source>
        <translation>Cliquez une carte éclairée, ou tapez son numéro.</translation>
    </message>
    <message>
        <source>What comes next</source>
        <translation>Ce qui vient ensuite</translation>
    </message>
    <message>
        <source>Nothing can be played now: pass, or use a quick action.</source>
        <translation>Rien ne peut être joué maintenant : passez, ou utilisez une action rapide.</translation>
    </message>
    <message>
        <source>Quick action — your turn goes on</source>
        <translation>Action rapide — votre tour continue</translation>
    </message>
    <message>
        <source>Quick actions — your turn goes on</source>
        <translation>Actions rapides — votre tour continue</translation>
    </message>
    <message>
        <source>After a quick action you choose again: another quick action, a card to play, or Pass (4.2.3.e).</source>
        <translation>Après une action rapide, vous choisissez de nouveau : une autre action rapide, une carte à jouer, ou Passer (4.2.3.e).</translation>
    </message>
    <message>
        <source>Card {0}</source>
        <translation>Carte {0}</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>Click the lit card or press {0}.</source>
        <translation>Cliquez la carte éclairée ou appuyez sur {0}.</translation>
    </message>
    <message>
        <source>Click a lit card or press {0}–{1}.</source>
        <translation>Cliquez une carte éclairée ou appuyez sur {0} à {1}.</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Les vôtres</translation>
    </message>
    <message>
        <source>{0}&apos;s</source>
        <translation>Celles de {0}</translation>
    </message>
    <message>
        <source>▼ {0} more options below</source>
        <translation>▼ {0} autres choix plus bas</translation>
    </message>
    <message>
        <source>▼ 1 more option below</source>
        <translation>▼ 1 autre choix plus bas</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>Jouer {0}</translation>
    </message>
    <message>
        <source>Choose where (or how) to play it — or drop it on an Expedition.</source>
        <translation>Choisissez où (ou comment) la jouer — ou déposez-la sur une Expédition.</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>jouer une carte</translation>
    </message>
    <message>
        <source>play {0} cards</source>
        <translation>jouer {0} cartes</translation>
    </message>
    <message>
        <source>use a quick action</source>
        <translation>utiliser une action rapide</translation>
    </message>
    <message>
        <source>use {0} quick actions</source>
        <translation>utiliser {0} actions rapides</translation>
    </message>
    <message>
        <source>You can still {0}. Passing ends your Afternoon: you take no more turns until tomorrow (4.2.3.e). Press P or click Pass again to pass; Esc to stay.</source>
        <translation>Vous pouvez encore {0}. Passer termine votre Après-midi : vous ne jouez plus de tour avant demain (4.2.3.e). Appuyez de nouveau sur P ou cliquez sur Passer pour passer ; Échap pour rester.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Pass anyway  (P)</source>
        <translation>Passer quand même  (P)</translation>
    </message>
    <message>
        <source>Chosen {0} (choose {1})</source>
        <translation>Choisi {0} (à choisir : {1})</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Deck builder</source>
        <translation>Constructeur de deck</translation>
    </message>
    <message>
        <source>Right-click to show or hide columns (the reference, …)</source>
        <translation>Clic droit pour afficher ou masquer des colonnes (la référence, …)</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add 3</source>
        <translation>Ajouter 3</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nom du deck</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Show or hide the deck&apos;s charts</source>
        <translation>Afficher ou masquer les graphiques du deck</translation>
    </message>
    <message>
        <source>&amp;Close the deck builder</source>
        <translation>&amp;Fermer le constructeur de deck</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nouveau deck</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>Ouvrir un deck</translation>
    </message>
    <message>
        <source>Save to My decks</source>
        <translation>Enregistrer dans Mes decks</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Copy decklist</source>
        <translation>Copier la liste</translation>
    </message>
    <message>
        <source> · every card is implemented</source>
        <translation> · toutes les cartes sont implémentées</translation>
    </message>
    <message>
        <source> · {0:,} not implemented among them</source>
        <translation> · dont {0:,} non implémentées</translation>
    </message>
    <message>
        <source> · {0:,} not implemented, hidden</source>
        <translation> · {0:,} non implémentées, cachées</translation>
    </message>
    <message>
        <source> · none hidden as not implemented</source>
        <translation> · aucune cachée comme non implémentée</translation>
    </message>
    <message>
        <source>Add 1</source>
        <translation>Ajouter 1</translation>
    </message>
    <message>
        <source>Remove 1</source>
        <translation>Retirer 1</translation>
    </message>
    <message>
        <source>Show in browser</source>
        <translation>Afficher dans la liste des cartes</translation>
    </message>
    <message>
        <source>Hide the charts</source>
        <translation>Masquer les graphiques</translation>
    </message>
    <message>
        <source>Show the charts</source>
        <translation>Afficher les graphiques</translation>
    </message>
    <message>
        <source>Decklist copied to the clipboard</source>
        <translation>Liste copiée dans le presse-papiers</translation>
    </message>
    <message>
        <source>Not saved: rename the deck to keep both</source>
        <translation>Non enregistré : renommez le deck pour garder les deux</translation>
    </message>
    <message>
        <source>Edit this unique…</source>
        <translation>Modifier cette carte unique…</translation>
    </message>
    <message>
        <source>Remove from My collection…</source>
        <translation>Retirer de Ma collection…</translation>
    </message>
    <message>
        <source>Remove a unique</source>
        <translation>Retirer une carte unique</translation>
    </message>
    <message>
        <source>average hand cost {0:g} · {1} rares · {2} uniques</source>
        <translation>coût moyen en main {0:g} · {1} rares · {2} uniques</translation>
    </message>
    <message>
        <source>avg. hand cost {0:g} · {1} rares · {2} uniques</source>
        <translation>coût moy. en main {0:g} · {1} rares · {2} uniques</translation>
    </message>
    <message>
        <source>avg. cost {0:g} · {1} rares · {2} uniques</source>
        <translation>coût moy. {0:g} · {1} rares · {2} uniques</translation>
    </message>
    <message>
        <source>Remove the unique {name} ({ref}) from My collection?

It leaves the card browser and this deck. Saved decks and games keep their own copy of it.</source>
        <translation>Retirer la carte unique {name} ({ref}) de Ma collection ?

Elle quitte le navigateur de cartes et ce deck. Les decks et parties enregistrés en gardent leur propre copie.</translation>
    </message>
    <message>
        <source>{name} ({ref}) removed from My collection</source>
        <translation>{name} ({ref}) retirée de Ma collection</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open deck</source>
        <translation>&amp;Ouvrir un deck</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Add one copy</source>
        <translation>&amp;Ajouter un exemplaire</translation>
    </message>
    <message>
        <source>Add &amp;3 copies</source>
        <translation>Ajouter &amp;3 exemplaires</translation>
    </message>
    <message>
        <source>&amp;Remove one copy</source>
        <translation>&amp;Retirer un exemplaire</translation>
    </message>
    <message>
        <source>&amp;Find a card</source>
        <translation>&amp;Chercher une carte</translation>
    </message>
    <message>
        <source>C&amp;lear the filters</source>
        <translation>&amp;Effacer les filtres</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Cards as a &amp;list</source>
        <translation>Cartes en &amp;liste</translation>
    </message>
    <message>
        <source>Cards as &amp;faces</source>
        <translation>Cartes en &amp;faces</translation>
    </message>
    <message>
        <source>The deck&apos;s &amp;charts</source>
        <translation>&amp;Graphiques du deck</translation>
    </message>
</context>
<context>
    <name>DeckList</name>
    <message>
        <source>Cost: hand / Reserve. The first number is what the card costs played from your hand, the second what it costs played from your Reserve.</source>
        <translation>Coût : main / Réserve. Le premier nombre est ce que coûte la carte jouée depuis votre main, le second ce qu&apos;elle coûte jouée depuis votre Réserve.</translation>
    </message>
    <message>
        <source>Costs {0} played from your hand, {1} from your Reserve</source>
        <translation>Coûte {0} jouée depuis votre main, {1} depuis votre Réserve</translation>
    </message>
</context>
<context>
    <name>DistanceChart</name>
    <message>
        <source>Meeting point: {0} or more ends the game (met or crossed)</source>
        <translation>Point de rencontre : {0} ou plus termine la partie (rejointes ou croisées)</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>Au départ</translation>
    </message>
    <message>
        <source>End of day {0}</source>
        <translation>Fin du jour {0}</translation>
    </message>
    <message>
        <source>{0}: hero {1} + companion {2} = {3}</source>
        <translation>{0} : héros {1} + compagnon {2} = {3}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Both Expeditions together</source>
        <translation>Les deux Expéditions ensemble</translation>
    </message>
    <message>
        <source>Regions travelled</source>
        <translation>Régions parcourues</translation>
    </message>
    <message>
        <source>Hero Expeditions</source>
        <translation>Expéditions du héros</translation>
    </message>
    <message>
        <source>Companion Expeditions</source>
        <translation>Expéditions du compagnon</translation>
    </message>
</context>
<context>
    <name>DuskVerdicts</name>
    <message>
        <source>moves forward</source>
        <translation>avance</translation>
    </message>
    <message>
        <source>does not move</source>
        <translation>n&apos;avance pas</translation>
    </message>
    <message>
        <source>stays: Defender</source>
        <translation>reste : Défenseur</translation>
    </message>
    <message>
        <source>stays: a tie</source>
        <translation>reste : égalité</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>reste</translation>
    </message>
    <message>
        <source>An Expedition moves forward when it has more than the facing one, and more than 0, in a terrain of its region (4.2.4.b); a tie is not enough (4.2.4.e). All totals are taken at once, before anything moves (4.2.4.h).</source>
        <translation>Une Expédition avance quand elle a plus que celle d&apos;en face, et plus que 0, dans un terrain de sa région (4.2.4.b) ; une égalité ne suffit pas (4.2.4.e). Tous les totaux sont pris en même temps, avant que rien ne bouge (4.2.4.h).</translation>
    </message>
    <message>
        <source>Dusk: the Expeditions compared</source>
        <translation>Crépuscule : les Expéditions comparées</translation>
    </message>
    <message>
        <source>click to skip</source>
        <translation>cliquez pour passer</translation>
    </message>
    <message>
        <source>Moves forward: more than the other side, and more than 0, in a terrain (4.2.4.b).</source>
        <translation>Avance : plus que le côté d&apos;en face, et plus que 0, dans un terrain (4.2.4.b).</translation>
    </message>
    <message>
        <source>Dusk is over: how they moved</source>
        <translation>Fin du Crépuscule : qui a avancé</translation>
    </message>
    <message>
        <source>Replay: Day {0}&apos;s Dusk</source>
        <translation>Revoir : le Crépuscule du jour {0}</translation>
    </message>
    <message>
        <source>You are in Day {0}&apos;s {1}</source>
        <translation>La partie en est au jour {0}, {1}</translation>
    </message>
    <message>
        <source>Replay: Day {0}&apos;s Dusk - you are in Day {1}&apos;s {2}</source>
        <translation>Revoir : le Crépuscule du jour {0} - la partie en est au jour {1}, {2}</translation>
    </message>
    <message>
        <source>{0} · Hero</source>
        <translation>{0} · Héros</translation>
    </message>
    <message>
        <source>{0} · Companion</source>
        <translation>{0} · Compagnon</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>avance</translation>
    </message>
    <message>
        <source>its region has no terrain to count</source>
        <translation>sa région n&apos;a aucun terrain à compter</translation>
    </message>
    <message>
        <source>{0}–{1}</source>
        <translation>{0}–{1}</translation>
    </message>
    <message>
        <source>Rest: Characters go to Reserve, Fleeting ones to the Discard pile (4.2.5.b).</source>
        <translation>Repos : les Personnages vont en Réserve, les Éphémères dans la Défausse (4.2.5.b).</translation>
    </message>
    <message>
        <source>Clean-up: each player keeps {0} Reserve cards and {1} Landmarks (4.2.5.c).</source>
        <translation>Nettoyage : chaque joueur garde {0} cartes en Réserve et {1} Repères (4.2.5.c).</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>{0} {1} and {2}</source>
        <translation>{0} {1} et {2}</translation>
    </message>
    <message>
        <source>Clean-up: each player keeps the Reserve cards and Landmarks their Hero allows ({0}) (4.2.5.c).</source>
        <translation>Nettoyage : chaque joueur garde les cartes en Réserve et les Repères que son Héros permet ({0}) (4.2.5.c).</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>Both players&apos; Expeditions met</source>
        <translation>Les Expéditions des deux joueurs se sont rejointes</translation>
    </message>
    <message>
        <source>{0}&apos;s two Expeditions met and crossed</source>
        <translation>Les deux Expéditions de {0} se sont rejointes et croisées</translation>
    </message>
    <message>
        <source>{0}&apos;s two Expeditions met</source>
        <translation>Les deux Expéditions de {0} se sont rejointes</translation>
    </message>
    <message>
        <source>{0} on day {1}, which ends the game: {2} travelled further.</source>
        <translation>{0} le jour {1}, ce qui met fin à la partie : {2} a le plus avancé.</translation>
    </message>
    <message>
        <source>{0}, against {1}.</source>
        <translation>{0}, contre {1}.</translation>
    </message>
    <message>
        <source>{0}: hero {1} + companion {2} = {3} regions</source>
        <translation>{0} : héros {1} + compagnon {2} = {3} régions</translation>
    </message>
</context>
<context>
    <name>FilterPanel</name>
    <message>
        <source>Set</source>
        <translation>Extension</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rareté</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Subtype</source>
        <translation>Sous-type</translation>
    </message>
    <message>
        <source>Keyword</source>
        <translation>Mot-clé</translation>
    </message>
    <message>
        <source>Implemented cards only</source>
        <translation>Cartes implémentées seulement</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Effacer les filtres</translation>
    </message>
</context>
<context>
    <name>GameOverScreen</name>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Show the log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Export the log…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <source>The decisive Dusk, day {0}</source>
        <translation>Le Crépuscule décisif, jour {0}</translation>
    </message>
    <message>
        <source>Regions are numbered from the Hero region (1) to the Companion region, the same for both players.</source>
        <translation>Les régions sont numérotées depuis la région du Héros (1) jusqu&apos;à celle du Compagnon, de la même façon pour les deux joueurs.</translation>
    </message>
</context>
<context>
    <name>GoldfishLab</name>
    <message>
        <source>the {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <source>No games were played.</source>
        <translation>Aucune partie n’a été jouée.</translation>
    </message>
    <message>
        <source>{0} games</source>
        <translation>{0} parties</translation>
    </message>
    <message>
        <source>{0} to {1} games</source>
        <translation>{0} à {1} parties</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Played {0}, piloted by {1}, against an opponent who only passes (a goldfish):</source>
        <translation>{0} jouées, pilotées par {1}, contre un adversaire qui ne fait que passer (un poisson rouge) :</translation>
    </message>
    <message>
        <source>Each deck played {0} alone, piloted by {1}, against an opponent who only passes (a goldfish); the decks never met:</source>
        <translation>Chaque deck a joué {0} seul, piloté par {1}, contre un adversaire qui ne fait que passer (un poisson rouge) ; les decks ne se sont jamais affrontés :</translation>
    </message>
    <message>
        <source>day {0:.2f} on average</source>
        <translation>jour {0:.2f} en moyenne</translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (annulé)</translation>
    </message>
</context>
<context>
    <name>GoldfishLabDialog</name>
    <message>
        <source>{0}: {1} games in {2:.1f} s in one process</source>
        <translation>{0} : {1} parties en {2:.1f} s dans un seul processus</translation>
    </message>
    <message>
        <source>{0}: {1} games in {2:.1f} s on {3} processes</source>
        <translation>{0} : {1} parties en {2:.1f} s sur {3} processus</translation>
    </message>
    <message>
        <source>Goldfish lab — how fast does the deck win?</source>
        <translation>Laboratoire goldfish — en combien de temps le deck gagne-t-il ?</translation>
    </message>
    <message>
        <source>Goldfish lab: how fast does the deck win?</source>
        <translation>Labo goldfish : en combien de temps le deck gagne-t-il ?</translation>
    </message>
    <message>
        <source>Each deck plays many games alone against an opponent who only passes (a goldfish): how many days it takes to win, and which cards speed it up.</source>
        <translation>Chaque deck joue de nombreuses parties seul, face à un adversaire qui ne fait que passer (un goldfish) : en combien de jours il gagne, et quelles cartes l&apos;accélèrent.</translation>
    </message>
    <message>
        <source> games per deck</source>
        <translation> parties par deck</translation>
    </message>
    <message>
        <source>Who plays the deck; the opponent always passes.</source>
        <translation>Qui joue le deck ; l&apos;adversaire passe toujours.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>A second deck plays as many games, also against the goldfish: the two decks never play each other.</source>
        <translation>Un second deck joue autant de parties, lui aussi contre le poisson rouge : les deux decks ne s’affrontent jamais.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Choose a deck and run.</source>
        <translation>Choisissez un deck et lancez.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Wins sooner&lt;/b&gt;: how many days sooner the deck won with the card in hand by day {0}; &lt;b&gt;bold&lt;/b&gt;: more than chance.&lt;br&gt;&lt;b&gt;Played&lt;/b&gt; includes plays from Reserve, so it can exceed Drawn.&lt;br&gt;&lt;b&gt;Games held early / not&lt;/b&gt;: the games each side of that comparison; a dim row or figure stands on fewer than {1} of them (or on few draws): run more games to trust it.&lt;br&gt;Hover a header for more; click it to sort.</source>
        <translation>&lt;b&gt;Gagne plus tôt&lt;/b&gt; : de combien de jours le deck a gagné plus tôt avec la carte en main au jour {0} ; &lt;b&gt;en gras&lt;/b&gt; : au-delà du hasard.&lt;br&gt;&lt;b&gt;Jouée&lt;/b&gt; compte aussi les cartes jouées depuis la Réserve : elle peut donc dépasser Piochée.&lt;br&gt;&lt;b&gt;Parties tenue tôt / non&lt;/b&gt; : les parties de chaque côté de cette comparaison ; une ligne ou un chiffre estompé repose sur moins de {1} d&apos;entre elles (ou sur peu de pioches) : jouez plus de parties pour vous y fier.&lt;br&gt;Survolez un en-tête pour en savoir plus ; cliquez dessus pour trier.</translation>
    </message>
    <message>
        <source>Which cards make the deck win sooner</source>
        <translation>Quelles cartes font gagner le deck plus tôt</translation>
    </message>
    <message>
        <source>Each dot: days sooner with the card in hand by day {0}; its bar: the likely range. A bar clear of 0, in the deck&apos;s colour, is more than chance.</source>
        <translation>Chaque point : les jours gagnés plus tôt avec la carte en main au jour {0} ; sa barre : la marge probable. Une barre qui ne touche pas 0, à la couleur du deck, dépasse le hasard.</translation>
    </message>
    <message>
        <source>Open this game at the table</source>
        <translation>Ouvrir cette partie sur la table</translation>
    </message>
    <message>
        <source>Export games (CSV)…</source>
        <translation>Exporter les parties (CSV)…</translation>
    </message>
    <message>
        <source>Export cards (CSV)…</source>
        <translation>Exporter les cartes (CSV)…</translation>
    </message>
    <message>
        <source>Export all (JSON)…</source>
        <translation>Tout exporter (JSON)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v parties sur %m</translation>
    </message>
    <message>
        <source>%v of %m games ({0} per deck)</source>
        <translation>%v parties sur %m ({0} par deck)</translation>
    </message>
    <message>
        <source>Playing {0} goldfish games of {1}…</source>
        <translation>{0} parties goldfish de {1} en cours…</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Cancelling: the games under way are stopped…</source>
        <translation>Annulation : les parties en cours sont arrêtées…</translation>
    </message>
    <message>
        <source>The run failed: {0}</source>
        <translation>L&apos;exécution a échoué : {0}</translation>
    </message>
    <message>
        <source>No games were played.</source>
        <translation>Aucune partie n’a été jouée.</translation>
    </message>
    <message>
        <source>hero Expedition</source>
        <translation>Expédition du héros</translation>
    </message>
    <message>
        <source>companion Expedition</source>
        <translation>Expédition du compagnon</translation>
    </message>
    <message>
        <source>{0} games</source>
        <translation>{0} parties</translation>
    </message>
    <message>
        <source>Mean over all games: a game that has ended stays at its final position. Under each day, a row per deck: the games still being played that day.</source>
        <translation>Moyenne sur toutes les parties : une partie finie reste à sa position finale. Sous chaque jour, une ligne par deck : les parties encore en cours ce jour-là.</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pioche</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>pioches</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jeu</translation>
    </message>
    <message>
        <source>plays</source>
        <translation>jeux</translation>
    </message>
    <message>
        <source>{0} {1} in {2} games</source>
        <translation>{0} {1} en {2} parties</translation>
    </message>
    <message>
        <source>The mean over {0}.</source>
        <translation>La moyenne sur {0}.</translation>
    </message>
    <message>
        <source>Only {0}: too few for the mean to say much.</source>
        <translation>Seulement {0} : trop peu pour que la moyenne dise grand-chose.</translation>
    </message>
    <message>
        <source>In hand by day {0} in {1} of {2} games, not in {3}: fewer than {4} on one side, too few to trust this row yet. Run more games.</source>
        <translation>En main au jour {0} dans {1} parties sur {2}, pas dans {3} : moins de {4} d&apos;un côté, trop peu pour se fier à cette ligne. Jouez plus de parties.</translation>
    </message>
    <message>
        <source>In hand by day {0} in {1} of {2} games: too few either way to compare.</source>
        <translation>En main au jour {0} dans {1} parties sur {2} : trop peu d&apos;un côté ou de l&apos;autre pour comparer.</translation>
    </message>
    <message>
        <source>In hand by day {0} in {1} of {2} games; the difference is clear of chance.</source>
        <translation>En main au jour {0} dans {1} parties sur {2} ; l&apos;écart dépasse le hasard.</translation>
    </message>
    <message>
        <source>In hand by day {0} in {1} of {2} games; the difference is within the noise of this many games.</source>
        <translation>En main au jour {0} dans {1} parties sur {2} ; l&apos;écart reste dans le bruit de ce nombre de parties.</translation>
    </message>
    <message>
        <source>In hand by day {0} in {1} of {2} games, not in {3}.</source>
        <translation>En main au jour {0} dans {1} parties sur {2}, pas dans {3}.</translation>
    </message>
    <message>
        <source>too few games ({0}) to tell which cards matter: run {1} or more.</source>
        <translation>trop peu de parties ({0}) pour dire quelles cartes comptent : lancez-en {1} ou plus.</translation>
    </message>
    <message>
        <source>no card clearly changes the day of victory in {0} games; more games would tell smaller differences.</source>
        <translation>aucune carte ne change nettement le jour de la victoire sur {0} parties ; davantage de parties révéleraient de plus petits écarts.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; ({1:.1f} days)</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ({1:.1f} jours)</translation>
    </message>
    <message>
        <source>wins sooner with {0}</source>
        <translation>gagne plus tôt avec {0}</translation>
    </message>
    <message>
        <source>later with {0}</source>
        <translation>plus tard avec {0}</translation>
    </message>
    <message>
        <source>{0}, in hand by day {1}.</source>
        <translation>{0}, en main au jour {1}.</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>Show my table</source>
        <translation>Afficher ma table</translation>
    </message>
    <message>
        <source>Pass the computer to {0}</source>
        <translation>Passez l&apos;ordinateur à {0}</translation>
    </message>
    <message>
        <source>Dusk came while you were away: you will see it replayed first.</source>
        <translation>Le Crépuscule a eu lieu pendant votre absence : vous le reverrez d&apos;abord.</translation>
    </message>
    <message>
        <source>The table stays hidden so nobody sees a hand they should not.</source>
        <translation>La table reste cachée pour que personne ne voie une main qu&apos;il ne doit pas voir.</translation>
    </message>
    <message>
        <source>I am {0} — show my table</source>
        <translation>Je suis {0} — afficher ma table</translation>
    </message>
</context>
<context>
    <name>HeroPortrait</name>
    <message>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Short lessons on a real table, one rule at a time</source>
        <translation>De courtes leçons sur une vraie table, une règle à la fois</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Jouer contre un ami</translation>
    </message>
    <message>
        <source>Two players at this computer, hands hidden between turns</source>
        <translation>Deux joueurs sur cet ordinateur, mains cachées entre les tours</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Jouer contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>You against an AI that sees only what its seat may see</source>
        <translation>Vous contre une IA qui ne voit que ce que sa place lui permet</translation>
    </message>
    <message>
        <source>Test a deck</source>
        <translation>Tester un deck</translation>
    </message>
    <message>
        <source>Goldfish a deck alone, or run many games in the lab</source>
        <translation>Testez un deck seul, ou lancez de nombreuses parties au labo</translation>
    </message>
    <message>
        <source>Build a deck</source>
        <translation>Construire un deck</translation>
    </message>
    <message>
        <source>Browse every card, build, check and save decks</source>
        <translation>Parcourez toutes les cartes, construisez, vérifiez et enregistrez des decks</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>A game you saved, or one a friend sent you</source>
        <translation>Une partie que vous avez enregistrée, ou qu&apos;un ami vous a envoyée</translation>
    </message>
    <message>
        <source>Play the computer with the {0} starter deck</source>
        <translation>Affronter l&apos;ordinateur avec le deck de départ {0}</translation>
    </message>
    <message>
        <source>A table for the Altered card game: learn it, play a friend or the computer, test and build decks.</source>
        <translation>Une table pour le jeu de cartes Altered : apprenez-le, jouez contre un ami ou l&apos;ordinateur, testez et construisez des decks.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Your decks</source>
        <translation>Vos decks</translation>
    </message>
    <message>
        <source>Double-click a deck to test it (goldfish)</source>
        <translation>Double-cliquez sur un deck pour le tester (goldfish)</translation>
    </message>
    <message>
        <source>None of your own yet: the starter decks are ready to play; build a deck, or import one, in the deck builder.</source>
        <translation>Aucun deck à vous pour l&apos;instant : les decks de départ sont prêts à jouer ; construisez un deck, ou importez-en un, dans l&apos;éditeur de decks.</translation>
    </message>
    <message>
        <source>Play the computer with a starter deck</source>
        <translation>Affronter l&apos;ordinateur avec un deck de départ</translation>
    </message>
    <message>
        <source>Game ▸ Home (Ctrl+H) brings you back here · F1 explains the table</source>
        <translation>Partie ▸ Accueil (Ctrl+H) vous ramène ici · F1 explique la table</translation>
    </message>
    <message>
        <source>Start here</source>
        <translation>Commencez ici</translation>
    </message>
    <message>
        <source>The last game (its file could not be read)</source>
        <translation>La dernière partie (son fichier est illisible)</translation>
    </message>
    <message>
        <source>a deck</source>
        <translation>un deck</translation>
    </message>
    <message>
        <source>Goldfish with {0}</source>
        <translation>Goldfish avec {0}</translation>
    </message>
    <message>
        <source>Goldfish</source>
        <translation>Goldfish</translation>
    </message>
    <message>
        <source>{0} against {1}</source>
        <translation>{0} contre {1}</translation>
    </message>
    <message>
        <source>The last game</source>
        <translation>La dernière partie</translation>
    </message>
    <message>
        <source>day {0}</source>
        <translation>jour {0}</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Could not continue: {0}</source>
        <translation>Impossible de reprendre : {0}</translation>
    </message>
</context>
<context>
    <name>ImpactChart</name>
    <message>
        <source>Shown: the {0} of {1} cards whose figures stand clearest of chance.</source>
        <translation>Affichées : les {0} cartes sur {1} dont les chiffres se distinguent le plus nettement du hasard.</translation>
    </message>
    <message>
        <source>No card was held early in enough games, and missed in enough, to compare.</source>
        <translation>Aucune carte n&apos;a été en main tôt dans assez de parties, et absente dans assez d&apos;autres, pour comparer.</translation>
    </message>
    <message>
        <source>days sooner when held by day {0} (← later · sooner →)</source>
        <translation>jours gagnés plus tôt avec la carte en main au jour {0} (← plus tard · plus tôt →)</translation>
    </message>
</context>
<context>
    <name>ImportDeckDialog</name>
    <message>
        <source>Import a decklist</source>
        <translation>Importer une liste de deck</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nom du deck</translation>
    </message>
    <message>
        <source>One card per line: a count and a reference or a card name, e.g. &apos;3 ALT_CORE_B_AX_04_C&apos; or &apos;3x Kelon Elemental&apos;.  Lines starting with # or // are ignored.</source>
        <translation>Une carte par ligne : un nombre et une référence ou un nom de carte, par ex. « 3 ALT_CORE_B_AX_04_C » ou « 3x Kelon Elemental ». Les lignes commençant par # ou // sont ignorées.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Save to My decks</source>
        <translation>Enregistrer dans Mes decks</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>✓ {0} cards and a Hero: a legal constructed deck</source>
        <translation>✓ {0} cartes et un Héros : un deck construit valide</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import a decklist</source>
        <translation>Importer une liste de deck</translation>
    </message>
    <message>
        <source>Paste a decklist: one &lt;code&gt;COUNT REFERENCE&lt;/code&gt; per line (the Hero as &lt;code&gt;1 REF&lt;/code&gt;).</source>
        <translation>Collez une liste de deck : une ligne &lt;code&gt;NOMBRE RÉFÉRENCE&lt;/code&gt; par carte (le Héros en &lt;code&gt;1 RÉF&lt;/code&gt;).</translation>
    </message>
    <message>
        <source>Paste from clipboard</source>
        <translation>Coller le presse-papiers</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Nothing was pasted: {0}.</source>
        <translation>Rien n&apos;a été collé : {0}.</translation>
    </message>
    <message>
        <source>Nothing was imported; fix these lines and try again:</source>
        <translation>Rien n&apos;a été importé ; corrigez ces lignes et réessayez :</translation>
    </message>
    <message>
        <source>… and {0} more like these</source>
        <translation>… et {0} autres semblables</translation>
    </message>
</context>
<context>
    <name>JustNow</name>
    <message>
        <source>{card}&apos;s “{trigger}” ability</source>
        <translation>capacité « {trigger} » de {card}</translation>
    </message>
    <message>
        <source>uses {card}&apos;s quick action</source>
        <translation>utilise l&apos;action rapide de {card}</translation>
    </message>
    <message>
        <source>{card}&apos;s earlier effect</source>
        <translation>effet antérieur de {card}</translation>
    </message>
    <message>
        <source>{card}&apos;s ability, once the action is over</source>
        <translation>capacité de {card}, une fois l&apos;action terminée</translation>
    </message>
    <message>
        <source>an Ongoing effect applies to {card}</source>
        <translation>un effet continu s&apos;applique à {card}</translation>
    </message>
</context>
<context>
    <name>JustPlayed</name>
    <message>
        <source>Just played</source>
        <translation>Vient d’être jouée</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Jouée</translation>
    </message>
</context>
<context>
    <name>Keywords</name>
    <message>
        <source>the deck&apos;s top card goes to Reserve, exhausted</source>
        <translation>la carte du dessus du Deck va en Réserve, épuisée</translation>
    </message>
    <message>
        <source>the deck&apos;s top card goes to Reserve</source>
        <translation>la carte du dessus du Deck va en Réserve</translation>
    </message>
    <message>
        <source>goes to Discard instead of Reserve</source>
        <translation>va dans la Défausse au lieu de la Réserve</translation>
    </message>
    <message>
        <source>discard up to one card in a Reserve</source>
        <translation>défaussez jusqu&apos;à une carte d&apos;une Réserve</translation>
    </message>
    <message>
        <source>stays in play at Rest, then loses Anchored</source>
        <translation>reste en jeu au Repos, puis perd Ancré</translation>
    </message>
    <message>
        <source>its statistics don&apos;t count at Dusk; it stays in play at Rest, then wakes</source>
        <translation>ses statistiques ne comptent pas au Crépuscule ; elle reste en jeu au Repos, puis se réveille</translation>
    </message>
    <message>
        <source>opponents pay {0} more to target it</source>
        <translation>l&apos;adversaire paie {0} de plus pour la cibler</translation>
    </message>
    <message>
        <source>you may play it from Hand for {0}; then it goes to Reserve</source>
        <translation>vous pouvez la jouer depuis la Main pour {0} ; elle va ensuite en Réserve</translation>
    </message>
    <message>
        <source>counts as present in both your Expeditions</source>
        <translation>compte comme présente dans vos deux Expéditions</translation>
    </message>
    <message>
        <source>its Expedition can&apos;t move forward at Dusk</source>
        <translation>son Expédition ne peut pas avancer au Crépuscule</translation>
    </message>
    <message>
        <source>stays in its Expedition at Rest</source>
        <translation>reste dans son Expédition au Repos</translation>
    </message>
    <message>
        <source>keeps its boosts when it goes to Reserve</source>
        <translation>garde ses boosts quand elle va en Réserve</translation>
    </message>
    <message>
        <source>exhausted when it goes to Reserve after resolving</source>
        <translation>épuisée quand elle va en Réserve après s&apos;être résolue</translation>
    </message>
    <message>
        <source>each chosen card with counters gets one more; not a Hero</source>
        <translation>chaque carte choisie qui a des marqueurs en reçoit un de plus ; pas un Héros</translation>
    </message>
    <message>
        <source>until Rest, it moves forward at Dusk even when matched</source>
        <translation>jusqu&apos;au Repos, elle avance au Crépuscule même à égalité</translation>
    </message>
    <message>
        <source>an opponent&apos;s Expedition is in the same region</source>
        <translation>une Expédition adverse est dans la même région</translation>
    </message>
    <message>
        <source>on your turn, an opponent draws, Resupplies or gets a token</source>
        <translation>pendant votre tour, un adversaire pioche, se Ravitaille ou reçoit un jeton</translation>
    </message>
    <message>
        <source>play another card right away</source>
        <translation>jouez aussitôt une autre carte</translation>
    </message>
    <message>
        <source>your turn ends as if you had played a card; you may still play later this Day</source>
        <translation>votre tour finit comme si vous aviez joué une carte ; vous pourrez encore jouer plus tard ce Jour</translation>
    </message>
    <message>
        <source>Fleeting: it goes to Discard instead of Reserve.</source>
        <translation>Fugace : elle va dans la Défausse au lieu de la Réserve.</translation>
    </message>
    <message>
        <source>Anchored: it stays in its Expedition at Rest, then loses Anchored.</source>
        <translation>Ancré : elle reste dans son Expédition au Repos, puis perd Ancré.</translation>
    </message>
    <message>
        <source>Asleep: its statistics don&apos;t count at Dusk; it stays in play at Rest, then wakes.</source>
        <translation>Endormi : ses statistiques ne comptent pas au Crépuscule ; elle reste en jeu au Repos, puis se réveille.</translation>
    </message>
    <message>
        <source>Exhausted: it can&apos;t be played and its Support abilities are off until it is readied (each Morning).</source>
        <translation>Épuisé : elle ne peut pas être jouée et ses capacités de Soutien sont inactives jusqu&apos;à ce qu&apos;elle soit redressée (chaque Matin).</translation>
    </message>
    <message>
        <source>Boosted: it has at least one boost (+1 to each statistic per boost).</source>
        <translation>Boostée : elle a au moins un boost (+1 à chaque statistique par boost).</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language not changed</source>
        <translation>Langue inchangée</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The new language applies when the program starts again.</source>
        <translation>La nouvelle langue s&apos;applique au prochain démarrage du programme.</translation>
    </message>
</context>
<context>
    <name>LessonDock</name>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <source>Play the answer this step asks for</source>
        <translation>Jouer la réponse que demande cette étape</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>Goal: {0}</source>
        <translation>Objectif : {0}</translation>
    </message>
    <message>
        <source>Done — {0} of {0} steps</source>
        <translation>Terminé — {0} étapes sur {0}</translation>
    </message>
    <message>
        <source>What you learned</source>
        <translation>Ce que vous avez appris</translation>
    </message>
    <message>
        <source>The rules involved:</source>
        <translation>Les règles en jeu :</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Étape {0} sur {1}</translation>
    </message>
    <message>
        <source>: </source>
        <translation> : </translation>
    </message>
    <message>
        <source>Look at:</source>
        <translation>Regardez :</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Explain this</source>
        <translation>Expliquer</translation>
    </message>
    <message>
        <source>Explain: {0}</source>
        <translation>Explication : {0}</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>Ap&amp;prendre</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <source>Explain my &amp;Expeditions at Dusk</source>
        <translation>Expliquer mes &amp;Expéditions au Crépuscule</translation>
    </message>
    <message>
        <source>Explain my &amp;Mana</source>
        <translation>Expliquer mon &amp;Mana</translation>
    </message>
    <message>
        <source>Explain its statistics</source>
        <translation>Expliquer ses statistiques</translation>
    </message>
    <message>
        <source>Explain its marker</source>
        <translation>Expliquer son marqueur</translation>
    </message>
    <message>
        <source>Explain: your Expeditions at Dusk</source>
        <translation>Explication : vos Expéditions au Crépuscule</translation>
    </message>
    <message>
        <source>Progress not remembered: {0}</source>
        <translation>Progression non enregistrée : {0}</translation>
    </message>
</context>
<context>
    <name>Loader</name>
    <message>
        <source>Opening {0}…</source>
        <translation>Ouverture de {0}…</translation>
    </message>
    <message>
        <source>Opening a game</source>
        <translation>Ouverture d&apos;une partie</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>(no explanation of rule {0} is recorded yet)</source>
        <translation>(aucune explication de la règle {0} n&apos;est encore écrite)</translation>
    </message>
    <message>
        <source>Teaching log</source>
        <translation>Journal commenté</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Click an entry to see the rule behind it and the cards it concerns.</source>
        <translation>Cliquez sur une entrée pour voir la règle qui l&apos;explique et les cartes concernées.</translation>
    </message>
    <message>
        <source>Export to HTML…</source>
        <translation>Exporter en HTML…</translation>
    </message>
    <message>
        <source>The log is hidden while the table is handed over.</source>
        <translation>Le journal est caché pendant que la table change de main.</translation>
    </message>
    <message>
        <source>click an entry: its rule</source>
        <translation>un clic : sa règle</translation>
    </message>
    <message>
        <source>Close the teaching log (L)</source>
        <translation>Fermer le journal commenté (L)</translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation>Jour {0}</translation>
    </message>
    <message>
        <source>Rule {0}: {1}</source>
        <translation>Règle {0} : {1}</translation>
    </message>
    <message>
        <source>Rule {0}</source>
        <translation>Règle {0}</translation>
    </message>
    <message>
        <source>Regions are numbered from the Hero region (1) to the Companion region, the same for both players, as on the Adventure track&apos;s tiles.</source>
        <translation>Les régions sont numérotées depuis la région du Héros (1) jusqu&apos;à celle du Compagnon, de la même façon pour les deux joueurs, comme sur les tuiles de la piste d&apos;Aventure.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
    <message>
        <source>{0} ({1}): {2}</source>
        <translation>{0} ({1}) : {2}</translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <source>Note:</source>
        <translation>Note :</translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation>Jour {0}</translation>
    </message>
</context>
<context>
    <name>LogOpener</name>
    <message>
        <source>Hide the teaching log (L)</source>
        <translation>Masquer le journal commenté (L)</translation>
    </message>
    <message>
        <source>Close the log drawer: the table takes its width.</source>
        <translation>Fermer le tiroir du journal : la table reprend sa largeur.</translation>
    </message>
    <message>
        <source>Teaching log: every event and its rule (L)</source>
        <translation>Journal commenté : chaque événement et sa règle (L)</translation>
    </message>
    <message>
        <source>Open the log drawer: the whole game so far, day by day, each event with the rule behind it.</source>
        <translation>Ouvrir le tiroir du journal : toute la partie jusqu’ici, jour par jour, chaque événement avec sa règle.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Goldfish &amp;lab…</source>
        <translation>&amp;Laboratoire goldfish…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>&amp;Report a ruling problem…</source>
        <translation>&amp;Signaler un problème de règle…</translation>
    </message>
    <message>
        <source>&amp;Undo last answer</source>
        <translation>&amp;Annuler la dernière réponse</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>&amp;Export log to HTML…</source>
        <translation>E&amp;xporter le journal en HTML…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Hand-off screens between players</source>
        <translation>&amp;Écrans de passage entre les joueurs</translation>
    </message>
    <message>
        <source>&amp;Animations (card moves, Dusk)</source>
        <translation>A&amp;nimations (cartes qui bougent, Crépuscule)</translation>
    </message>
    <message>
        <source>Card &amp;images folder…</source>
        <translation>Dossier des &amp;images de cartes…</translation>
    </message>
    <message>
        <source>&amp;Decks</source>
        <translation>&amp;Decks</translation>
    </message>
    <message>
        <source>&amp;Deck builder…</source>
        <translation>&amp;Constructeur de deck…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>En attente…</translation>
    </message>
    <message>
        <source>Goldfish</source>
        <translation>Goldfish</translation>
    </message>
    <message>
        <source>1 answer</source>
        <translation>1 réponse</translation>
    </message>
    <message>
        <source>{0} answers</source>
        <translation>{0} réponses</translation>
    </message>
    <message>
        <source>Open hands: every hand is face up (View ▸ Open hands)</source>
        <translation>Mains ouvertes : toutes les mains sont face visible (Affichage ▸ Mains ouvertes)</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Accueil</translation>
    </message>
    <message>
        <source>&amp;Ask before passing while cards can be played</source>
        <translation>&amp;Demander avant de passer s&apos;il reste des cartes jouables</translation>
    </message>
    <message>
        <source>&amp;Open hands (teaching: every hand face up)</source>
        <translation>Mains &amp;ouvertes (enseignement : toutes les mains face visible)</translation>
    </message>
    <message>
        <source>&amp;Keep the first player at the bottom (open hands)</source>
        <translation>&amp;Garder le premier joueur en bas (mains ouvertes)</translation>
    </message>
    <message>
        <source>&amp;About Altered</source>
        <translation>À &amp;propos d&apos;Altered</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revue</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Hotseat</source>
        <translation>Deux joueurs</translation>
    </message>
    <message>
        <source>Hotseat, open hands</source>
        <translation>Hotseat, mains ouvertes</translation>
    </message>
    <message>
        <source>One person at this screen: nothing to hide between players.</source>
        <translation>Une seule personne devant cet écran : rien à cacher entre joueurs.</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> contre </translation>
    </message>
    <message>
        <source>Altered — {0} — {1}, day {2}</source>
        <translation>Altered — {0} — {1}, jour {2}</translation>
    </message>
    <message>
        <source>{0} · Day {1} · {2}</source>
        <translation>{0} · Jour {1} · {2}</translation>
    </message>
    <message>
        <source>What {0} did since your last move</source>
        <translation>Ce que {0} a fait depuis votre dernier coup</translation>
    </message>
    <message>
        <source>{0}&apos;s last moves</source>
        <translation>Derniers coups de {0}</translation>
    </message>
    <message>
        <source>{0} is deciding…</source>
        <translation>{0} fait son choix…</translation>
    </message>
    <message>
        <source>You have passed: {0} plays on until it passes too (4.2.3.b).</source>
        <translation>Vous avez passé : {0} continue de jouer jusqu&apos;à passer à son tour (4.2.3.b).</translation>
    </message>
    <message>
        <source>… and {0} more in the log</source>
        <translation>… et {0} de plus dans le journal</translation>
    </message>
    <message>
        <source>Dusk</source>
        <translation>Crépuscule</translation>
    </message>
    <message>
        <source>The Expeditions are compared and move forward, then Night comes. Click the table (or press Space) to skip.</source>
        <translation>Les Expéditions sont comparées et avancent, puis vient la Nuit. Cliquez sur la table (ou appuyez sur Espace) pour passer.</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Click or Space: skip.</source>
        <translation>Clic ou Espace : passer.</translation>
    </message>
    <message>
        <source>Table key</source>
        <translation>Légende de la table</translation>
    </message>
    <message>
        <source>What the table&apos;s symbols mean: the cost discs, the greyed totals, the markers, a darkened card (F1)</source>
        <translation>Ce que disent les symboles de la table : les disques de coût, les totaux grisés, les marqueurs, une carte assombrie (F1)</translation>
    </message>
    <message>
        <source>&amp;Table key: reading the table</source>
        <translation>&amp;Légende : lire la table</translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <translation>En attente de {0}…</translation>
    </message>
    <message>
        <source>While you were away the Expeditions were compared and moved forward, then Night came. Click the table (or press Space) to skip to your turn.</source>
        <translation>Pendant votre absence, les Expéditions ont été comparées et ont avancé, puis la Nuit est venue. Cliquez sur la table (ou appuyez sur Espace) pour passer à votre tour.</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>This play is committed and can no longer be taken back: since you chose it, something came to light ({0}).</source>
        <translation>Ce jeu est engagé et ne peut plus être repris : depuis votre choix, quelque chose a été révélé ({0}).</translation>
    </message>
    <message>
        <source>This play is committed: its cost is paid (6.4.e) and it cannot be taken back here.</source>
        <translation>Ce jeu est engagé : son coût est payé (6.4.e) et il ne peut pas être repris ici.</translation>
    </message>
    <message>
        <source>… {0} earlier events are in the log</source>
        <translation>… {0} événements plus anciens sont dans le journal</translation>
    </message>
    <message>
        <source>That Reaction is not one you can play now.</source>
        <translation>Vous ne pouvez pas jouer cette Réaction maintenant.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Your deck won on day {0}</source>
        <translation>Votre deck a gagné au jour {0}</translation>
    </message>
    <message>
        <source>{0} {1}.</source>
        <translation>{0} {1}.</translation>
    </message>
    <message>
        <source>The deck took {0} day to win against the idle opponent.</source>
        <translation>Le deck a mis {0} jour à gagner contre l&apos;adversaire inactif.</translation>
    </message>
    <message>
        <source>The deck took {0} days to win against the idle opponent.</source>
        <translation>Le deck a mis {0} jours à gagner contre l&apos;adversaire inactif.</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>{0} gagne !</translation>
    </message>
    <message>
        <source>{0} {1} on day {2}.</source>
        <translation>{0} {1} au jour {2}.</translation>
    </message>
    <message>
        <source>It is {0}&apos;s turn.</source>
        <translation>C&apos;est au tour de {0}.</translation>
    </message>
    <message>
        <source>{0} must decide: {1}</source>
        <translation>{0} doit décider : {1}</translation>
    </message>
    <message>
        <source>You can only pass on your own turn.</source>
        <translation>Vous ne pouvez passer que pendant votre tour.</translation>
    </message>
    <message>
        <source>Several choices concern that card: pick one in the panel.</source>
        <translation>Plusieurs choix concernent cette carte : choisissez-en un dans le panneau.</translation>
    </message>
    <message>
        <source>You can only play cards on your turn.</source>
        <translation>Vous ne pouvez jouer des cartes que pendant votre tour.</translation>
    </message>
    <message>
        <source>A card goes to your Mana only when you Expand, in the Morning (4.2.1.e).</source>
        <translation>Une carte ne va dans votre Mana que lorsque vous faites l&apos;Expansion, le Matin (4.2.1.e).</translation>
    </message>
    <message>
        <source>That Expedition is not one of the choices: pick one in the panel.</source>
        <translation>Cette Expédition ne fait pas partie des choix : choisissez-en une dans le panneau.</translation>
    </message>
    <message>
        <source>The last answer was taken back.</source>
        <translation>La dernière réponse a été annulée.</translation>
    </message>
    <message>
        <source>Saved to {0}</source>
        <translation>Enregistré dans {0}</translation>
    </message>
    <message>
        <source>Save the ruling report</source>
        <translation>Enregistrer le signalement de règle</translation>
    </message>
    <message>
        <source>Could not save the report</source>
        <translation>Impossible d&apos;enregistrer le signalement</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>Exporter le journal</translation>
    </message>
    <message>
        <source>Log exported to {0}</source>
        <translation>Journal exporté dans {0}</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Une nouvelle partie</translation>
    </message>
    <message>
        <source>A lesson</source>
        <translation>Une leçon</translation>
    </message>
    <message>
        <source>Opening another game</source>
        <translation>Ouvrir une autre partie</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>Quitter la partie en cours ?</translation>
    </message>
    <message>
        <source>{0} ends the game in progress (day {1}, {2}). Save it first?</source>
        <translation>{0} met fin à la partie en cours (jour {1}, {2}). L&apos;enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <translation>L&apos;enregistrer d&apos;abord…</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>La quitter</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>P — pass your turn
1–9 — pick an option in the prompt panel
Arrows — move the focus ring over the cards (click the table first)
Enter — play or choose the focused card; Z — zoom it
Enter/Space — press the focused button (Tab moves between them)
Esc — cancel choosing where to play a card
Ctrl+Z — undo the last answer
L — open or close the teaching log
Ctrl+H — the home screen
Ctrl+S / Ctrl+O — save / open a game
Ctrl+N — new game</source>
        <translation>P — passer votre tour
1–9 — choisir une option du panneau
Flèches — déplacer le cadre de sélection sur les cartes (cliquez d&apos;abord sur la table)
Entrée — jouer ou choisir la carte sélectionnée ; Z — l&apos;agrandir
Entrée/Espace — appuyer sur le bouton sélectionné (Tab passe de l&apos;un à l&apos;autre)
Échap — annuler le choix de l&apos;endroit où jouer une carte
Ctrl+Z — annuler la dernière réponse
L — ouvrir ou fermer le journal commenté
Ctrl+H — l&apos;écran d&apos;accueil
Ctrl+S / Ctrl+O — enregistrer / ouvrir une partie
Ctrl+N — nouvelle partie</translation>
    </message>
    <message>
        <source>You chose: {0}</source>
        <translation>Votre choix : {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adventure track&lt;/b&gt; (middle): Hero region, three Tumult cards of two regions each (&quot;Tumult 1&quot; to &quot;Tumult 3&quot;, face down until an Expedition enters), Companion region. Each tile is one region, numbered from the Hero region (1) to the Companion region, as the log counts them (&quot;moves forward to region 5&quot;). The &lt;b&gt;H&lt;/b&gt; and &lt;b&gt;C&lt;/b&gt; pawns stand on the region each player&apos;s hero and companion Expedition has reached, with a point towards where it travels: the first player&apos;s are round and gold, the second&apos;s square and blue, ringed in their hero&apos;s faction colour; yours stand on the tiles&apos; bottom edge, the other player&apos;s on their top edge.&lt;br&gt;&lt;br&gt;&lt;b&gt;Expeditions&lt;/b&gt;: left of the cards, the Expedition&apos;s forest, mountain and water totals against the facing Expedition&apos;s (&quot;5 vs 3&quot;). ▲ means it leads in a terrain of its region, ▼ that it trails (green is good news for you, red bad news); a greyed line is a terrain its region does not have (it does not count at Dusk).&lt;br&gt;&lt;br&gt;&lt;b&gt;Cards&lt;/b&gt;: the cost marked with a hand is the Hand cost, the one marked with the Reserve symbol the Reserve cost; the three coloured boxes are forest, mountain and water; the picture says the card&apos;s kind. Cards in play show their full text when you point at them. Badges show Fleeting, Asleep, Anchored and Exhausted; a gold pill counts boosts, a dark one other counters. In card text, small dark discs are ability symbols: when played, from Hand, from Reserve, exhaust me, discard me from Reserve.&lt;br&gt;&lt;br&gt;&lt;b&gt;Glows&lt;/b&gt;: blue — you can play or use it now; yellow — the current choice is about it; green — chosen; pink — concerned by the log entry you clicked; an orange dashed ring and &lt;i&gt;New&lt;/i&gt; — played by the other player since your last answer; an ivory outline — the card under the pointer. While you choose among cards, the cards you cannot choose are dimmed; on the computer&apos;s turn, your hand.&lt;br&gt;&lt;br&gt;&lt;b&gt;Right column&lt;/b&gt;: day and phase, whose turn and who has initiative; &lt;b&gt;Just now&lt;/b&gt;, the last events (click it, or press L, for the whole teaching log); Limbo and Emblems while they hold something; and the prompt for your current decision, or what the computer is doing on its turn.</source>
        <translation>&lt;b&gt;Piste d&apos;Aventure&lt;/b&gt; (au milieu) : région du Héros, trois cartes Tumulte de deux régions chacune (« Tumulte 1 » à « Tumulte 3 », face cachée jusqu&apos;à ce qu&apos;une Expédition y entre), région du Compagnon. Chaque tuile est une région, numérotée depuis la région du Héros (1) jusqu&apos;à celle du Compagnon, comme les compte le journal (« avance jusqu&apos;à la région 5 »). Les pions &lt;b&gt;H&lt;/b&gt; et &lt;b&gt;C&lt;/b&gt; se tiennent sur la région atteinte par les Expéditions du héros et du compagnon de chaque joueur, une pointe tournée vers où elle va : ronds et dorés pour le premier joueur, carrés et bleus pour le second, cerclés de la couleur de faction de leur héros ; les vôtres sur le bord bas des tuiles, ceux de l&apos;autre joueur sur leur bord haut.&lt;br&gt;&lt;br&gt;&lt;b&gt;Expéditions&lt;/b&gt; : à gauche des cartes, les totaux de forêt, montagne et eau de l&apos;Expédition contre ceux de l&apos;Expédition d&apos;en face (« 5 contre 3 »). ▲ signifie qu&apos;elle mène dans un terrain de sa région, ▼ qu&apos;elle est derrière (vert : bonne nouvelle pour vous, rouge : mauvaise) ; une ligne grisée est un terrain que sa région n&apos;a pas (il ne compte pas au Crépuscule).&lt;br&gt;&lt;br&gt;&lt;b&gt;Cartes&lt;/b&gt; : le coût marqué d&apos;une main est le coût en Main, celui marqué du symbole de Réserve le coût en Réserve ; les trois cases colorées sont forêt, montagne et eau ; l&apos;image dit le genre de la carte. Les cartes en jeu montrent tout leur texte quand on les pointe. Des badges indiquent Fugace, Endormi, Ancré et Épuisé ; une pastille dorée compte les boosts, une sombre les autres marqueurs. Dans le texte des cartes, les petits disques sombres sont les symboles de capacité : quand jouée, depuis la Main, depuis la Réserve, épuisez-moi, défaussez-moi de la Réserve.&lt;br&gt;&lt;br&gt;&lt;b&gt;Lueurs&lt;/b&gt; : bleu — vous pouvez la jouer ou l&apos;utiliser maintenant ; jaune — le choix en cours la concerne ; vert — choisie ; rose — concernée par l&apos;entrée du journal cliquée ; un anneau orange en pointillés et &lt;i&gt;Jouée&lt;/i&gt; — jouée par l&apos;autre joueur depuis votre dernière réponse ; un contour ivoire — la carte sous le pointeur. Quand vous choisissez parmi des cartes, celles que vous ne pouvez pas choisir sont assombries ; pendant le tour de l&apos;ordinateur, votre main aussi.&lt;br&gt;&lt;br&gt;&lt;b&gt;Colonne de droite&lt;/b&gt; : jour et phase, à qui c&apos;est le tour et qui a l&apos;initiative ; &lt;b&gt;À l&apos;instant&lt;/b&gt;, les derniers événements (cliquez dessus, ou appuyez sur L, pour tout le journal commenté) ; les Limbes et les Emblèmes quand ils contiennent quelque chose ; et la question de votre décision en cours, ou ce que fait l&apos;ordinateur pendant son tour.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Starter · {0}</source>
        <translation>Deck de départ · {0}</translation>
    </message>
    <message>
        <source>My deck · {0}</source>
        <translation>Mon deck · {0}</translation>
    </message>
    <message>
        <source>Broken file · {0}</source>
        <translation>Fichier abîmé · {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Deck contents</source>
        <translation>Contenu du deck</translation>
    </message>
    <message>
        <source>Delete this deck</source>
        <translation>Supprimer ce deck</translation>
    </message>
    <message>
        <source>How do you want to play?</source>
        <translation>Comment voulez-vous jouer ?</translation>
    </message>
    <message>
        <source>Hotseat — two players at this computer</source>
        <translation>Deux joueurs — sur cet ordinateur</translation>
    </message>
    <message>
        <source>Goldfish — test one deck against an idle opponent</source>
        <translation>Goldfish — tester un deck contre un adversaire inactif</translation>
    </message>
    <message>
        <source>Players and decks</source>
        <translation>Joueurs et decks</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Their deck</source>
        <translation>Son deck</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Second joueur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>The computer plays</source>
        <translation>L&apos;ordinateur joue</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>The same decks, seed and answers always give the same game.</source>
        <translation>Les mêmes decks, graine et réponses donnent toujours la même partie.</translation>
    </message>
    <message>
        <source>Shuffle seed</source>
        <translation>Graine du mélange</translation>
    </message>
    <message>
        <source>Hand-off screens: hide the table between players (turn off for an open-handed teaching game)</source>
        <translation>Écrans de passage : cacher la table entre les joueurs (à désactiver pour une partie d&apos;apprentissage à mains ouvertes)</translation>
    </message>
    <message>
        <source>Import decklist from file…</source>
        <translation>Importer une liste depuis un fichier…</translation>
    </message>
    <message>
        <source>Import decklist from clipboard…</source>
        <translation>Importer une liste depuis le presse-papiers…</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>{0} — {1} cards and a Hero</source>
        <translation>{0} — {1} cartes et un Héros</translation>
    </message>
    <message>
        <source>{0} — {1} cards</source>
        <translation>{0} — {1} cartes</translation>
    </message>
    <message>
        <source>{0}&apos;s deck: {1}</source>
        <translation>Deck de {0} : {1}</translation>
    </message>
    <message>
        <source>Hero: {0}</source>
        <translation>Héros : {0}</translation>
    </message>
</context>
<context>
    <name>NightNext</name>
    <message>
        <source>Check Victory (4.2.5.d): in the Arena, play goes on until a player wins more terrains at Dusk (4.3).</source>
        <translation>Vérification de la victoire (4.2.5.d) : dans l&apos;Arène, la partie continue jusqu&apos;à ce qu&apos;un joueur gagne plus de terrains au Crépuscule (4.3).</translation>
    </message>
    <message>
        <source>Check Victory (4.2.5.d): Expeditions have met — the further wins: {0} {1}, {2} {3} regions (a tie: the Arena, 4.3).</source>
        <translation>Vérification de la victoire (4.2.5.d) : des Expéditions se sont rejointes — le plus avancé gagne : {0} {1}, {2} {3} régions (égalité : l&apos;Arène, 4.3).</translation>
    </message>
    <message>
        <source>Check Victory (4.2.5.d): no Expeditions have met — {0} {1} of 7 regions, {2} {3}.</source>
        <translation>Vérification de la victoire (4.2.5.d) : aucune Expédition ne s&apos;est rejointe — {0} {1} régions sur 7, {2} {3}.</translation>
    </message>
    <message>
        <source>Day {0}&apos;s Morning (4.2.1): {1} plays first; all is readied; each player draws 2 and may Expand.</source>
        <translation>Matin du jour {0} (4.2.1) : {1} joue en premier ; tout est redressé ; chaque joueur pioche 2 cartes et peut faire une Expansion.</translation>
    </message>
</context>
<context>
    <name>PlaysByDay</name>
    <message>
        <source>Cards played, day by day</source>
        <translation>Cartes jouées, jour par jour</translation>
    </message>
    <message>
        <source>{0}: {1} (total {2})</source>
        <translation>{0} : {1} (total {2})</translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation>Jour {0}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>SidePlays</name>
    <message>
        <source>played from Hand</source>
        <translation>jouée depuis la Main</translation>
    </message>
    <message>
        <source>played from Reserve</source>
        <translation>jouée depuis la Réserve</translation>
    </message>
    <message>
        <source>played from the Deck</source>
        <translation>jouée depuis le Deck</translation>
    </message>
    <message>
        <source>used its quick action</source>
        <translation>action rapide utilisée</translation>
    </message>
    <message>
        <source>Played today</source>
        <translation>Joué aujourd&apos;hui</translation>
    </message>
    <message>
        <source>{0}&apos;s plays today</source>
        <translation>Jeu de {0} aujourd&apos;hui</translation>
    </message>
    <message>
        <source>… and {0} more</source>
        <translation>… et {0} de plus</translation>
    </message>
    <message>
        <source>Before that</source>
        <translation>Avant cela</translation>
    </message>
    <message>
        <source>Why: </source>
        <translation>Pourquoi : </translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Files will not be kept</source>
        <translation>Les fichiers ne seront pas conservés</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>une date inconnue</translation>
    </message>
    <message>
        <source>a deck</source>
        <translation>un deck</translation>
    </message>
    <message>
        <source>A goldfish game with {0}</source>
        <translation>Une partie goldfish avec {0}</translation>
    </message>
    <message>
        <source>A game of {0} against the computer ({1} AI, {2})</source>
        <translation>Une partie de {0} contre l&apos;ordinateur (IA {1}, {2})</translation>
    </message>
    <message>
        <source>A game of {0} against {1}</source>
        <translation>Une partie de {0} contre {1}</translation>
    </message>
    <message>
        <source>A game</source>
        <translation>Une partie</translation>
    </message>
    <message>
        <source>after 1 decision</source>
        <translation>après 1 décision</translation>
    </message>
    <message>
        <source>after {0} decisions</source>
        <translation>après {0} décisions</translation>
    </message>
    <message>
        <source>{0}, left unfinished {1}, was saved automatically on {2}.</source>
        <translation>{0}, laissée inachevée {1}, a été enregistrée automatiquement le {2}.</translation>
    </message>
    <message>
        <source>The file was kept as {0} so nothing is lost.</source>
        <translation>Le fichier a été conservé sous le nom {0} : rien n&apos;est perdu.</translation>
    </message>
    <message>
        <source>The file {0} could not be moved aside and was left as it is.</source>
        <translation>Le fichier {0} n&apos;a pas pu être mis de côté et a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The last game could not be resumed:
{0}

{1}
A new game starts.</source>
        <translation>La dernière partie n&apos;a pas pu être reprise :
{0}

{1}
Une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>Could not resume</source>
        <translation>Reprise impossible</translation>
    </message>
    <message>
        <source>Resume the last game?</source>
        <translation>Reprendre la dernière partie ?</translation>
    </message>
    <message>
        <source>Resume it?</source>
        <translation>La reprendre ?</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>cannot create the data folder {0}: {1}</source>
        <translation>impossible de créer le dossier de données {0} : {1}</translation>
    </message>
    <message>
        <source>cannot create the decks folder {0}: {1}</source>
        <translation>impossible de créer le dossier des decks {0} : {1}</translation>
    </message>
    <message>
        <source>could not write {0} to {1}: {2}</source>
        <translation>impossible d&apos;écrire {0} dans {1} : {2}</translation>
    </message>
    <message>
        <source>could not find a free file name for the deck &apos;{0}&apos; in {1}</source>
        <translation>aucun nom de fichier libre pour le deck « {0} » dans {1}</translation>
    </message>
    <message>
        <source>the deck &apos;{0}&apos;</source>
        <translation>le deck « {0} »</translation>
    </message>
    <message>
        <source>could not delete the deck file {0}: {1}</source>
        <translation>impossible de supprimer le fichier de deck {0} : {1}</translation>
    </message>
    <message>
        <source>access denied</source>
        <translation>accès refusé</translation>
    </message>
    <message>
        <source>damaged store</source>
        <translation>stockage endommagé</translation>
    </message>
    <message>
        <source>could not write the settings to {0}: {1}</source>
        <translation>impossible d&apos;écrire les réglages dans {0} : {1}</translation>
    </message>
    <message>
        <source>My collection</source>
        <translation>Ma collection</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Setting up the game</source>
        <translation>Mise en place de la partie</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>Tour de {0}</translation>
    </message>
    <message>
        <source>Initiative: {0}</source>
        <translation>Initiative : {0}</translation>
    </message>
    <message>
        <source>First player today: {0}</source>
        <translation>Premier joueur du jour : {0}</translation>
    </message>
    <message>
        <source>Passed: {0}</source>
        <translation>A passé : {0}</translation>
    </message>
    <message>
        <source>Waiting for {0}</source>
        <translation>En attente de {0}</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Compagnon</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Ascended</source>
        <translation>Élevée</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation>Jour {0}</translation>
    </message>
    <message>
        <source>Replay · Day {0}</source>
        <translation>Revoir · jour {0}</translation>
    </message>
    <message>
        <source>Hand · {0} · passed</source>
        <translation>Main · {0} · a passé</translation>
    </message>
    <message>
        <source>Hand · {0}</source>
        <translation>Main · {0}</translation>
    </message>
    <message>
        <source>No Hero</source>
        <translation>Pas de Héros</translation>
    </message>
    <message>
        <source>Hand at Dusk · {0}</source>
        <translation>Main au Crépuscule · {0}</translation>
    </message>
    <message>
        <source>Reserve {0}/{1}</source>
        <translation>Réserve {0}/{1}</translation>
    </message>
    <message>
        <source>Landmarks {0}/{1}</source>
        <translation>Repères {0}/{1}</translation>
    </message>
    <message>
        <source>Game ▸ New game (Ctrl+N) to start — hotseat or goldfish</source>
        <translation>Partie ▸ Nouvelle partie (Ctrl+N) pour commencer — à deux ou en goldfish</translation>
    </message>
    <message>
        <source>Game ▸ Open (Ctrl+O) to continue a saved game</source>
        <translation>Partie ▸ Ouvrir (Ctrl+O) pour continuer une partie enregistrée</translation>
    </message>
    <message>
        <source>Mana {0} of {1}</source>
        <translation>Mana {0} sur {1}</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Deck {0}</source>
        <translation>Deck {0}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Discard {0}</source>
        <translation>Défausse {0}</translation>
    </message>
    <message>
        <source>{0} vs {1}</source>
        <translation>{0} contre {1}</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Main :</translation>
    </message>
    <message>
        <source>Reserve:</source>
        <translation>Réserve :</translation>
    </message>
    <message>
        <source>From Hand:</source>
        <translation>Depuis la Main :</translation>
    </message>
    <message>
        <source>From Reserve:</source>
        <translation>Depuis la Réserve :</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>Épuisé</translation>
    </message>
    <message>
        <source>{0} · face down</source>
        <translation>{0} · face cachée</translation>
    </message>
    <message>
        <source>Tiebreakers in the Arena</source>
        <translation>Départage dans l&apos;Arène</translation>
    </message>
    <message>
        <source>Limbo · empty</source>
        <translation>Limbes · vides</translation>
    </message>
    <message>
        <source>Limbo · {0} · {1}</source>
        <translation>Limbes · {0} · {1}</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} cartes</translation>
    </message>
    <message>
        <source>1 emblem</source>
        <translation>1 emblème</translation>
    </message>
    <message>
        <source>{0} emblems</source>
        <translation>{0} emblèmes</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>Ongoing</source>
        <translation>Continu</translation>
    </message>
    <message>
        <source>Just now</source>
        <translation>À l&apos;instant</translation>
    </message>
    <message>
        <source>full log: click or L</source>
        <translation>journal complet : clic ou L</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Rien ne s&apos;est encore passé.</translation>
    </message>
    <message>
        <source>Hero · {0}</source>
        <translation>Héros · {0}</translation>
    </message>
    <message>
        <source>Reserve {0} · Landmarks {1}</source>
        <translation>Réserve {0} · Repères {1}</translation>
    </message>
    <message>
        <source>… earlier events are in the log (L)</source>
        <translation>… les événements précédents sont dans le journal (L)</translation>
    </message>
    <message>
        <source>Hands face down while Dusk is told</source>
        <translation>Mains face cachée pendant le Crépuscule</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>reste</translation>
    </message>
    <message>
        <source>Region {0}: only forest counts</source>
        <translation>Région {0} : seule la forêt compte</translation>
    </message>
    <message>
        <source>Region {0}: only mountain counts</source>
        <translation>Région {0} : seule la montagne compte</translation>
    </message>
    <message>
        <source>Region {0}: only water counts</source>
        <translation>Région {0} : seule l&apos;eau compte</translation>
    </message>
    <message>
        <source>Region {0}: forest doesn&apos;t count</source>
        <translation>Région {0} : la forêt ne compte pas</translation>
    </message>
    <message>
        <source>Region {0}: mountain doesn&apos;t count</source>
        <translation>Région {0} : la montagne ne compte pas</translation>
    </message>
    <message>
        <source>Region {0}: water doesn&apos;t count</source>
        <translation>Région {0} : l&apos;eau ne compte pas</translation>
    </message>
    <message>
        <source>Region {0}: no terrain counts</source>
        <translation>Région {0} : aucun terrain ne compte</translation>
    </message>
    <message>
        <source>only {0} counts</source>
        <translation>seul {0} compte</translation>
    </message>
    <message>
        <source>{0} doesn&apos;t count</source>
        <translation>{0} ne compte pas</translation>
    </message>
    <message>
        <source>no terrain counts</source>
        <translation>aucun terrain ne compte</translation>
    </message>
</context>
<context>
    <name>TableKey</name>
    <message>
        <source>Costs. The one marked with a hand is the Hand cost (to play the card from your hand), the dark one marked with the Reserve symbol the Reserve cost (to play it from your Reserve).</source>
        <translation>Coûts. Celui marqué d&apos;une main est le coût en Main (pour jouer la carte depuis votre main), le sombre marqué du symbole de Réserve le coût en Réserve (pour la jouer depuis votre Réserve).</translation>
    </message>
    <message>
        <source>A hand card greyed and darker, its Hand cost ringed in red: you cannot play it now (not enough mana, or nowhere to play it). It is still yours to read; it lights up again when you can play it.</source>
        <translation>Une carte de la main grisée et assombrie, son coût en Main cerclé de rouge : vous ne pouvez pas la jouer maintenant (pas assez de mana, ou nulle part où la jouer). Elle reste à vous de la lire ; elle s&apos;allume de nouveau quand vous pouvez la jouer.</translation>
    </message>
    <message>
        <source>Picture darkened: not one of the choices asked for now (or a hand waiting while the other seat decides). The card is not exhausted; pointing at it says why.</source>
        <translation>Image assombrie : elle ne fait pas partie des choix demandés maintenant (ou c&apos;est une main qui attend pendant que l&apos;autre place décide). La carte n&apos;est pas épuisée ; la pointer dit pourquoi.</translation>
    </message>
    <message>
        <source>Hatched, leaning and tagged Exhausted: the card is exhausted. It readies at the next Morning.</source>
        <translation>Hachurée, penchée et marquée Épuisé : la carte est épuisée. Elle se redresse au prochain Matin.</translation>
    </message>
    <message>
        <source>Blue glow: you can play it or use it now.</source>
        <translation>Halo bleu : vous pouvez la jouer ou l&apos;utiliser maintenant.</translation>
    </message>
    <message>
        <source>Yellow glow and a number: one of the current choices; click it or press its number. Green: chosen already.</source>
        <translation>Halo jaune et un numéro : l&apos;un des choix en cours ; cliquez dessus ou tapez son numéro. Vert : déjà choisi.</translation>
    </message>
    <message>
        <source>The pin beside Hero or Companion: the region that Expedition stands on, numbered as the track&apos;s tiles (not a score).</source>
        <translation>L&apos;épingle à côté de Héros ou Compagnon : la région où se trouve cette Expédition, numérotée comme les tuiles du parcours (pas un score).</translation>
    </message>
    <message>
        <source>Beside an Expedition: its forest total against the facing Expedition&apos;s; ▲ ahead. At Dusk it moves forward if it is ahead in a terrain of its region.</source>
        <translation>À côté d&apos;une Expédition : son total de forêt contre celui de l&apos;Expédition d&apos;en face ; ▲ devant. Au Crépuscule elle avance si elle est devant dans un terrain de sa région.</translation>
    </message>
    <message>
        <source>▼ behind in that terrain. Green is good news for you, red bad news: the other player&apos;s ▼ is green.</source>
        <translation>▼ derrière dans ce terrain. Vert : bonne nouvelle pour vous, rouge : mauvaise ; le ▼ de l&apos;autre joueur est vert.</translation>
    </message>
    <message>
        <source>Greyed: the region the Expedition stands on has no water, so this total does not count at Dusk. It is not disabled and not zero.</source>
        <translation>Grisé : la région où se trouve l&apos;Expédition n&apos;a pas d&apos;eau, ce total ne compte donc pas au Crépuscule. Il n&apos;est ni désactivé ni nul.</translation>
    </message>
    <message>
        <source>H and C: the region each player&apos;s Hero and Companion Expedition has reached, pointing the way it travels; one player&apos;s round and gold, the other&apos;s square and blue.</source>
        <translation>H et C : la région atteinte par l&apos;Expédition du Héros et celle du Compagnon de chaque joueur, pointées dans le sens de leur marche ; ceux d&apos;un joueur ronds et dorés, ceux de l&apos;autre carrés et bleus.</translation>
    </message>
    <message>
        <source>&quot;=&quot; by a marker at Dusk: that Expedition stays where it is (it was ahead in none of its region&apos;s terrains).</source>
        <translation>« = » près d&apos;un marqueur au Crépuscule : cette Expédition reste où elle est (elle n&apos;était devant dans aucun terrain de sa région).</translation>
    </message>
    <message>
        <source>Table key</source>
        <translation>Légende de la table</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Expeditions and the track</source>
        <translation>Les Expéditions et le parcours</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>En toutes lettres</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Darkened: your hand waits while the other seat decides.</source>
        <translation>Assombrie : votre main attend pendant que l&apos;autre place décide.</translation>
    </message>
    <message>
        <source>Darkened: not one of the choices asked for now, so it cannot be picked for this decision. It is not exhausted.</source>
        <translation>Assombrie : elle ne fait pas partie des choix demandés maintenant, elle ne peut donc pas être prise pour cette décision. Elle n&apos;est pas épuisée.</translation>
    </message>
    <message>
        <source>… earlier events are in the log</source>
        <translation>… les événements plus anciens sont dans le journal</translation>
    </message>
    <message>
        <source>Region {0} of {1}, counted from the Hero region ({2})</source>
        <translation>Région {0} sur {1}, comptée depuis la région du Héros ({2})</translation>
    </message>
    <message>
        <source>{0} is one card holding two regions, {1} and {2} (3.2.1.b).</source>
        <translation>{0} est une seule carte qui porte deux régions, {1} et {2} (3.2.1.b).</translation>
    </message>
    <message>
        <source>{0}: face down, so it has no terrains yet (2.2.2.k).</source>
        <translation>{0} : face cachée, elle n&apos;a donc pas encore de terrain (2.2.2.k).</translation>
    </message>
    <message>
        <source>The card is turned face up when an Expedition first moves into one of its regions (7.3.17.b).</source>
        <translation>La carte est retournée face visible quand une Expédition entre pour la première fois dans l&apos;une de ses régions (7.3.17.b).</translation>
    </message>
    <message>
        <source>It is turned face up when an Expedition first moves into it (7.3.17.b).</source>
        <translation>Elle est retournée face visible quand une Expédition y entre pour la première fois (7.3.17.b).</translation>
    </message>
    <message>
        <source>no terrain</source>
        <translation>aucun terrain</translation>
    </message>
    <message>
        <source>A {0} Terrain Marker lies on it: it is {0} only while the Marker stays.</source>
        <translation>Un Marqueur de terrain {0} y est posé : elle n&apos;est que {0} tant que le Marqueur reste.</translation>
    </message>
    <message>
        <source>An effect in play changes its terrains (printed: {0}).</source>
        <translation>Un effet en jeu change ses terrains (imprimés : {0}).</translation>
    </message>
    <message>
        <source>{0}: {1}. At Dusk an Expedition here moves forward if it beats the facing one in one of these terrains (4.2.4.b).</source>
        <translation>{0} : {1}. Au Crépuscule, une Expédition ici avance si elle bat celle d&apos;en face dans l&apos;un de ces terrains (4.2.4.b).</translation>
    </message>
    <message>
        <source>{0}&apos;s Mana zone: {1} ready and {2} exhausted Mana Orbs. Costs are paid by exhausting ready orbs (1.2.5.e); all are readied each Morning (4.2.1.c).</source>
        <translation>Zone de Mana de {0} : {1} Orbes de Mana redressés et {2} épuisés. Les coûts se paient en épuisant des orbes redressés (1.2.5.e) ; tous se redressent chaque Matin (4.2.1.c).</translation>
    </message>
    <message>
        <source>{0}&apos;s Deck: {1} cards, face down.</source>
        <translation>Deck de {0} : {1} cartes, face cachée.</translation>
    </message>
    <message>
        <source>{0}&apos;s Discard pile: {1} cards. Click to look through it.</source>
        <translation>Défausse de {0} : {1} cartes. Cliquez pour la parcourir.</translation>
    </message>
    <message>
        <source>{0}&apos;s {1}. {2}</source>
        <translation>{1} de {0}. {2}</translation>
    </message>
    <message>
        <source>{0}&apos;s {1}. At Night&apos;s Clean-up you keep up to the Hero&apos;s limit and the rest is discarded (4.2.5.c).</source>
        <translation>{1} de {0}. Au Nettoyage de la Nuit, vous gardez jusqu&apos;à la limite du Héros et le reste est défaussé (4.2.5.c).</translation>
    </message>
    <message>
        <source>At Dusk only the terrains of the region it stands on count (here: {0}, 4.2.4.b); the others are greyed.</source>
        <translation>Au Crépuscule, seuls comptent les terrains de la région où elle se trouve (ici : {0}, 4.2.4.b) ; les autres sont grisés.</translation>
    </message>
    <message>
        <source>The region it stands on has no terrain: nothing counts at Dusk, every total is greyed.</source>
        <translation>La région où elle se trouve n&apos;a aucun terrain : rien ne compte au Crépuscule, tous les totaux sont grisés.</translation>
    </message>
    <message>
        <source>{0}&apos;s {1}: region {2}, moved {3} so far. Beside its cards, its forest, mountain and water totals against the facing Expedition&apos;s (▲ ahead, ▼ behind). </source>
        <translation>{1} de {0} : région {2}, {3} parcourues jusqu&apos;ici. À côté de ses cartes, ses totaux de forêt, montagne et eau contre ceux de l&apos;Expédition d&apos;en face (▲ devant, ▼ derrière). </translation>
    </message>
    <message>
        <source>It has Ascended until Rest: it can move forward even when the facing Expedition matches it.</source>
        <translation>Elle est Ascensionnée jusqu&apos;au Repos : elle peut avancer même quand l&apos;Expédition d&apos;en face l&apos;égale.</translation>
    </message>
    <message>
        <source>A card in {0}&apos;s hand (hidden from you).</source>
        <translation>Une carte de la main de {0} (cachée pour vous).</translation>
    </message>
    <message>
        <source>The last things that happened, newest at the bottom. Click (or press L) for the whole teaching log, with the rule behind each event.</source>
        <translation>Les derniers événements, le plus récent en bas. Cliquez (ou appuyez sur L) pour tout le journal commenté, avec la règle derrière chaque événement.</translation>
    </message>
    <message>
        <source>{0} emblem from {1}: {2}</source>
        <translation>Emblème {0} de {1} : {2}</translation>
    </message>
    <message>
        <source>{0} {1} vs {2}: region {3} has no {4}, so this total does not count at Dusk, whichever side is ahead. Only the terrains of the region an Expedition stands on count (4.2.4.b).</source>
        <translation>{0} {1} contre {2} : la région {3} n&apos;a pas le terrain {4}, ce total ne compte donc pas au Crépuscule, quel que soit le camp en tête. Seuls les terrains de la région où se tient une Expédition comptent (4.2.4.b).</translation>
    </message>
    <message>
        <source>{0} {1} vs {2}: region {3} has {4}. At Dusk this Expedition moves forward if its {4} total is more than the facing one&apos;s and more than 0 (4.2.4.b; a tie is not enough, 4.2.4.e).</source>
        <translation>{0} {1} contre {2} : la région {3} a le terrain {4}. Au Crépuscule, cette Expédition avance si son total en {4} dépasse celui d&apos;en face et dépasse 0 (4.2.4.b ; une égalité ne suffit pas, 4.2.4.e).</translation>
    </message>
</context>
<context>
    <name>WhichCard</name>
    <message>
        <source>hero Expedition</source>
        <translation>Expédition du héros</translation>
    </message>
    <message>
        <source>companion Expedition</source>
        <translation>Expédition du compagnon</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Landmarks</source>
        <translation>Repères</translation>
    </message>
    <message>
        <source>{0}&apos;s {1}</source>
        <translation>{1} de {0}</translation>
    </message>
</context>
<context>
    <name>WholeLinesTextBrowser</name>
    <message>
        <source>more ▾</source>
        <translation>suite ▾</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{phase} of day {day} begins</source>
        <translation>{phase} du jour {day} commence</translation>
    </message>
    <message>
        <source>{player} becomes the first player</source>
        <translation>{player} devient premier joueur</translation>
    </message>
    <message>
        <source>readies everything exhausted</source>
        <translation>redresse tout ce qui était épuisé</translation>
    </message>
    <message>
        <source>both players have passed: the Afternoon ends</source>
        <translation>les deux joueurs ont passé : l&apos;Après-midi se termine</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>passes first</source>
        <translation>passe en premier</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>pioche une carte</translation>
    </message>
    <message>
        <source>draws {n} cards</source>
        <translation>pioche {n} cartes</translation>
    </message>
    <message>
        <source>pays {n} mana by exhausting {n} Mana Orb</source>
        <translation>paie {n} mana en épuisant {n} Orbe de Mana</translation>
    </message>
    <message>
        <source>pays {n} mana by exhausting {n} Mana Orbs</source>
        <translation>paie {n} mana en épuisant {n} Orbes de Mana</translation>
    </message>
    <message>
        <source>{source}: {text}</source>
        <translation>{source} : {text}</translation>
    </message>
    <message>
        <source>{player}&apos;s hero Expedition</source>
        <translation>l&apos;Expédition du héros de {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s companion Expedition</source>
        <translation>l&apos;Expédition du compagnon de {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s {exp} Expedition</source>
        <translation>l&apos;Expédition {exp} de {player}</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} et {b}</translation>
    </message>
    <message>
        <source>{a} and {b} and {c}</source>
        <translation>{a}, {b} et {c}</translation>
    </message>
    <message>
        <source>{a} and {b} and {c} and {d}</source>
        <translation>{a}, {b}, {c} et {d}</translation>
    </message>
    <message>
        <source>{card} ({player}&apos;s hero Expedition)</source>
        <translation>{card} (Expédition du héros de {player})</translation>
    </message>
    <message>
        <source>{card} ({player}&apos;s companion Expedition)</source>
        <translation>{card} (Expédition du compagnon de {player})</translation>
    </message>
    <message>
        <source>{card} ({player}&apos;s Mana Orb)</source>
        <translation>{card} (Orbe de Mana de {player})</translation>
    </message>
    <message>
        <source>{card} ({player}&apos;s {zone})</source>
        <translation>{card} ({zone} de {player})</translation>
    </message>
    <message>
        <source>{card} joins the hero Expedition</source>
        <translation>{card} rejoint l&apos;Expédition du héros</translation>
    </message>
    <message>
        <source>{card} joins the companion Expedition</source>
        <translation>{card} rejoint l&apos;Expédition du compagnon</translation>
    </message>
    <message>
        <source>{card} goes to Reserve</source>
        <translation>{card} va en Réserve</translation>
    </message>
    <message>
        <source>{card} is discarded</source>
        <translation>{card} est défaussé</translation>
    </message>
    <message>
        <source>{card} returns to its owner&apos;s hand</source>
        <translation>{card} retourne dans la main de son propriétaire</translation>
    </message>
    <message>
        <source>{card} goes on top of the Deck</source>
        <translation>{card} va sur le dessus du Deck</translation>
    </message>
    <message>
        <source>{card} joins the Landmark zone</source>
        <translation>{card} rejoint la zone de Repères</translation>
    </message>
    <message>
        <source>{card} moves to Limbo</source>
        <translation>{card} passe dans les Limbes</translation>
    </message>
    <message>
        <source>{card} becomes a Mana Orb</source>
        <translation>{card} devient un Orbe de Mana</translation>
    </message>
    <message>
        <source>{card} is sacrificed</source>
        <translation>{card} est sacrifié</translation>
    </message>
    <message>
        <source>{card} goes to {zone}</source>
        <translation>{card} va vers : {zone}</translation>
    </message>
    <message>
        <source>{card} is Fleeting, so it is discarded instead of going to Reserve</source>
        <translation>{card} est Fugace : il est défaussé au lieu d&apos;aller en Réserve</translation>
    </message>
    <message>
        <source>{card} token leaves play and ceases to exist</source>
        <translation>le jeton {card} quitte le jeu et cesse d&apos;exister</translation>
    </message>
    <message>
        <source>{card} gains Fleeting as it enters play</source>
        <translation>{card} gagne Fugace en arrivant en jeu</translation>
    </message>
    <message>
        <source>has no card left to draw</source>
        <translation>n&apos;a plus de carte à piocher</translation>
    </message>
    <message>
        <source>shuffles {n} cards from the Discard pile into the Deck</source>
        <translation>mélange {n} cartes de la Défausse dans le Deck</translation>
    </message>
    <message>
        <source>cannot Resupply: no card in Deck or Discard pile</source>
        <translation>ne peut pas se Ravitailler : aucune carte dans le Deck ni dans la Défausse</translation>
    </message>
    <message>
        <source>Resupplies: {card} goes from the top of the Deck to Reserve</source>
        <translation>se Ravitaille : {card} passe du dessus du Deck à la Réserve</translation>
    </message>
    <message>
        <source>creates a {card} {stats} token in {expedition}</source>
        <translation>crée un jeton {card} {stats} dans {expedition}</translation>
    </message>
    <message>
        <source>creates an {card} {stats} token in {expedition}</source>
        <translation>crée un jeton {card} {stats} dans {expedition}</translation>
    </message>
    <message>
        <source>rolls a die: {n}</source>
        <translation>lance un dé : {n}</translation>
    </message>
    <message>
        <source>would roll one die; a modifier has them roll {n}: {rolls}</source>
        <translation>lancerait un dé ; un modificateur en fait lancer {n} : {rolls}</translation>
    </message>
    <message>
        <source>Keep {n}</source>
        <translation>Garder {n}</translation>
    </message>
    <message>
        <source>Choose the die results to keep ({n}); the rest are ignored</source>
        <translation>Choisissez les résultats de dé à garder ({n}) ; les autres sont ignorés</translation>
    </message>
    <message>
        <source>keeps {n}</source>
        <translation>garde {n}</translation>
    </message>
    <message>
        <source>{card} can&apos;t gain counters ({source})</source>
        <translation>{card} ne peut pas gagner de marqueurs ({source})</translation>
    </message>
    <message>
        <source>{card} gains {n} boost</source>
        <translation>{card} gagne {n} boost</translation>
    </message>
    <message>
        <source>{card} gains {n} boosts</source>
        <translation>{card} gagne {n} boosts</translation>
    </message>
    <message>
        <source>{card} gains {n} {kind} counter</source>
        <translation>{card} gagne {n} marqueur {kind}</translation>
    </message>
    <message>
        <source>{card} gains {n} {kind} counters</source>
        <translation>{card} gagne {n} marqueurs {kind}</translation>
    </message>
    <message>
        <source>{card} loses {n} boost</source>
        <translation>{card} perd {n} boost</translation>
    </message>
    <message>
        <source>{card} loses {n} boosts</source>
        <translation>{card} perd {n} boosts</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} counter</source>
        <translation>{card} perd {n} marqueur {kind}</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} counters</source>
        <translation>{card} perd {n} marqueurs {kind}</translation>
    </message>
    <message>
        <source>{card} spends {n} {kind} counter</source>
        <translation>{card} dépense {n} marqueur {kind}</translation>
    </message>
    <message>
        <source>{card} spends {n} {kind} counters</source>
        <translation>{card} dépense {n} marqueurs {kind}</translation>
    </message>
    <message>
        <source>{card} gains {status} again</source>
        <translation>{card} gagne de nouveau {status}</translation>
    </message>
    <message>
        <source>{card} is exhausted</source>
        <translation>{card} est épuisé</translation>
    </message>
    <message>
        <source>{card} gains {status}</source>
        <translation>{card} gagne {status}</translation>
    </message>
    <message>
        <source>{card} is readied</source>
        <translation>{card} est redressé</translation>
    </message>
    <message>
        <source>{card} loses {status}</source>
        <translation>{card} perd {status}</translation>
    </message>
    <message>
        <source>an effect lasting &apos;this turn&apos; cannot start outside a turn, so it does nothing</source>
        <translation>un effet qui dure « ce tour » ne peut pas commencer hors d&apos;un tour, il ne fait donc rien</translation>
    </message>
    <message>
        <source>an effect lasting &apos;this Afternoon&apos; cannot start after the Afternoon, so it does nothing</source>
        <translation>un effet qui dure « cet Après-midi » ne peut pas commencer après l&apos;Après-midi, il ne fait donc rien</translation>
    </message>
    <message>
        <source>creates an Ongoing effect ({duration}): {text}</source>
        <translation>crée un effet continu ({duration}) : {text}</translation>
    </message>
    <message>
        <source>the Ongoing effect ends: {text}</source>
        <translation>l&apos;effet continu prend fin : {text}</translation>
    </message>
    <message>
        <source>the Adventure is laid out: Hero region, three face-down Tumult cards, Companion region</source>
        <translation>l&apos;Aventure est disposée : région du Héros, trois cartes Tumulte face cachée, région du Compagnon</translation>
    </message>
    <message>
        <source>reveals the Hero {card}</source>
        <translation>révèle le Héros {card}</translation>
    </message>
    <message>
        <source>{card}: {it} {rest}</source>
        <translation>{card} : {it} {rest}</translation>
    </message>
    <message>
        <source>{card}, for {it}: {text}</source>
        <translation>{card}, pour {it} : {text}</translation>
    </message>
    <message>
        <source>{it} {rest}</source>
        <translation>{it} {rest}</translation>
    </message>
    <message>
        <source>For {it}: {text}</source>
        <translation>Pour {it} : {text}</translation>
    </message>
    <message>
        <source>{card} remains exhausted in Reserve</source>
        <translation>{card} reste épuisé en Réserve</translation>
    </message>
    <message>
        <source>hands the turn over (After you)</source>
        <translation>cède son tour (Après vous)</translation>
    </message>
    <message>
        <source>{expedition} is Ascended, so matching the facing Expedition is enough</source>
        <translation>{expedition} est Ascensionnée : égaler l&apos;Expédition d&apos;en face suffit</translation>
    </message>
    <message>
        <source>{expedition} has a Defender and cannot move forward</source>
        <translation>{expedition} a un Défenseur et ne peut pas avancer</translation>
    </message>
    <message>
        <source>{expedition} has a Defender, but {source} lets it move forward all the same</source>
        <translation>{expedition} a un Défenseur, mais {source} la laisse avancer quand même</translation>
    </message>
    <message>
        <source>{expedition} has a Defender, but an ability lets it move forward all the same</source>
        <translation>{expedition} a un Défenseur, mais une capacité la laisse avancer quand même</translation>
    </message>
    <message>
        <source>its region has no terrain it may count</source>
        <translation>sa région n&apos;a aucun terrain qu&apos;elle puisse compter</translation>
    </message>
    <message>
        <source>{expedition} is ahead: {where}; {compared}</source>
        <translation>{expedition} est devant : {where} ; {compared}</translation>
    </message>
    <message>
        <source>Several abilities have triggered: choose the one that happens next</source>
        <translation>Plusieurs capacités se sont déclenchées : choisissez celle qui a lieu ensuite</translation>
    </message>
    <message>
        <source>{expedition} stays: {why}</source>
        <translation>{expedition} reste sur place : {why}</translation>
    </message>
    <message>
        <source>region {region} is {terrains}</source>
        <translation>région {region} ({terrains})</translation>
    </message>
    <message>
        <source>{terrain} {a} vs {b}</source>
        <translation>{terrain} {a} contre {b}</translation>
    </message>
    <message>
        <source>{where}; {compared} (it needed more than the other side, and more than 0)</source>
        <translation>{where} ; {compared} (il lui fallait plus que l&apos;autre camp, et plus que 0)</translation>
    </message>
    <message>
        <source>{where}; {compared} (it needed more than the other side, and more than 0, in one of them)</source>
        <translation>{where} ; {compared} (il lui fallait plus que l&apos;autre camp, et plus que 0, dans l&apos;un d&apos;eux)</translation>
    </message>
    <message>
        <source>it is ahead in {compared}, but its Defender keeps it in place</source>
        <translation>elle est devant en {compared}, mais son Défenseur la retient</translation>
    </message>
    <message>
        <source>{a}, {b} and {c}</source>
        <translation>{a}, {b} et {c}</translation>
    </message>
    <message>
        <source>totals {stats} in the Arena</source>
        <translation>totalise {stats} dans l&apos;Arène</translation>
    </message>
    <message>
        <source>won the tiebreaker in the Arena ({a} terrains to {b})</source>
        <translation>a gagné le départage dans l&apos;Arène ({a} terrains contre {b})</translation>
    </message>
    <message>
        <source>no player wins more terrains in the Arena; the game goes on</source>
        <translation>aucun joueur ne gagne plus de terrains dans l&apos;Arène ; la partie continue</translation>
    </message>
    <message>
        <source>{card} stays in its Expedition ({why})</source>
        <translation>{card} reste dans son Expédition ({why})</translation>
    </message>
    <message>
        <source>travelled further ({a} regions to {b})</source>
        <translation>a voyagé plus loin ({a} régions contre {b})</translation>
    </message>
    <message>
        <source>both players travelled {n} regions: tiebreakers start in the Arena</source>
        <translation>les deux joueurs ont parcouru {n} régions : le départage commence dans l&apos;Arène</translation>
    </message>
    <message>
        <source>{player} wins: {reason}</source>
        <translation>{player} gagne : {reason}</translation>
    </message>
    <message>
        <source>plays {card} from Hand</source>
        <translation>joue {card} depuis la Main</translation>
    </message>
    <message>
        <source>plays {card} from Reserve</source>
        <translation>joue {card} depuis la Réserve</translation>
    </message>
    <message>
        <source>plays {card} from Deck</source>
        <translation>joue {card} depuis le Deck</translation>
    </message>
    <message>
        <source>the Ongoing effect applies to {card}: {text}</source>
        <translation>l&apos;effet continu s&apos;applique à {card} : {text}</translation>
    </message>
    <message>
        <source>uses {card}&apos;s quick action: {text}</source>
        <translation>utilise l&apos;action rapide de {card} : {text}</translation>
    </message>
    <message>
        <source>{card} is played Fleeting: it will be discarded rather than go to Reserve</source>
        <translation>{card} est jouée Fugace : elle sera défaussée au lieu d&apos;aller en Réserve</translation>
    </message>
    <message>
        <source>{card}&apos;s “{trigger}” ability: {text}</source>
        <translation>capacité « {trigger} » de {card} : {text}</translation>
    </message>
    <message>
        <source>{card}: {text} (as an earlier effect said)</source>
        <translation>{card} : {text} (comme l&apos;a dit un effet antérieur)</translation>
    </message>
    <message>
        <source>{card}&apos;s “{trigger}” ability has triggered 100 times today: no more today</source>
        <translation>la capacité « {trigger} » de {card} s&apos;est déclenchée 100 fois aujourd&apos;hui : plus aujourd&apos;hui</translation>
    </message>
    <message>
        <source>{card}&apos;s “{trigger}” ability cannot trigger</source>
        <translation>la capacité « {trigger} » de {card} ne peut pas se déclencher</translation>
    </message>
    <message>
        <source>{card}&apos;s “{trigger}” ability triggers: it happens once the current action is over</source>
        <translation>la capacité « {trigger} » de {card} se déclenche : elle aura lieu une fois l&apos;action en cours terminée</translation>
    </message>
    <message>
        <source>{card}: {text} (this happens once the current action is over)</source>
        <translation>{card} : {text} (cela aura lieu une fois l&apos;action en cours terminée)</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Choose a mode</source>
        <translation>Choisissez un mode</translation>
    </message>
    <message>
        <source>{card}: choose a mode</source>
        <translation>{card} : choisissez un mode</translation>
    </message>
    <message>
        <source>Back: choose something else</source>
        <translation>Retour : choisir autre chose</translation>
    </message>
    <message>
        <source>Choose no more modes</source>
        <translation>Ne plus choisir de mode</translation>
    </message>
    <message>
        <source>Choose no mode</source>
        <translation>Ne choisir aucun mode</translation>
    </message>
    <message>
        <source>{prompt} ({n} of up to {m})</source>
        <translation>{prompt} ({n} sur {m} au plus)</translation>
    </message>
    <message>
        <source>{prompt} ({n} of {m})</source>
        <translation>{prompt} ({n} sur {m})</translation>
    </message>
    <message>
        <source>Hero Expedition</source>
        <translation>Expédition du héros</translation>
    </message>
    <message>
        <source>Companion Expedition</source>
        <translation>Expédition du compagnon</translation>
    </message>
    <message>
        <source>{exp} Expedition</source>
        <translation>Expédition {exp}</translation>
    </message>
    <message>
        <source>Choose the Expedition for {what}</source>
        <translation>Choisissez l&apos;Expédition pour {what}</translation>
    </message>
    <message>
        <source>Choose target Expedition</source>
        <translation>Choisissez l&apos;Expédition ciblée</translation>
    </message>
    <message>
        <source>You may: {text}. Do it?</source>
        <translation>Vous pouvez : {text}. Le faire ?</translation>
    </message>
    <message>
        <source>chose not to: {text}</source>
        <translation>a choisi de ne pas : {text}</translation>
    </message>
    <message>
        <source>the condition &apos;{text}&apos; is not met</source>
        <translation>la condition « {text} » n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>cannot pay {text}</source>
        <translation>ne peut pas payer : {text}</translation>
    </message>
    <message>
        <source>chose not to pay</source>
        <translation>a choisi de ne pas payer</translation>
    </message>
    <message>
        <source>will hand the turn over without passing (After you)</source>
        <translation>cédera son tour sans passer (Après vous)</translation>
    </message>
    <message>
        <source>chooses no card to discard (Sabotage is &apos;up to one&apos;)</source>
        <translation>ne choisit aucune carte à défausser (Sabotage dit « jusqu&apos;à une »)</translation>
    </message>
    <message>
        <source>Choose {what}</source>
        <translation>Choisissez {what}</translation>
    </message>
    <message>
        <source>Choose {what} to {verb}</source>
        <translation>Choisissez {what} pour : {verb}</translation>
    </message>
    <message>
        <source>chooses not to pay Tough for another target</source>
        <translation>choisit de ne pas payer Coriace pour une autre cible</translation>
    </message>
    <message>
        <source>chooses not to pay Tough for any target</source>
        <translation>choisit de ne payer Coriace pour aucune cible</translation>
    </message>
    <message>
        <source>{card} ({cost})</source>
        <translation>{card} ({cost})</translation>
    </message>
    <message>
        <source>Tough {n}: pay {n}</source>
        <translation>Coriace {n} : payer {n}</translation>
    </message>
    <message>
        <source>no legal target for &apos;{verb}&apos; — that part does nothing</source>
        <translation>aucune cible légale pour « {verb} » — cette partie ne fait rien</translation>
    </message>
    <message>
        <source>discard ({keyword})</source>
        <translation>défausser ({keyword})</translation>
    </message>
    <message>
        <source>controls no {what} to sacrifice</source>
        <translation>ne contrôle aucun(e) {what} à sacrifier</translation>
    </message>
    <message>
        <source>controls no {what}</source>
        <translation>ne contrôle aucun(e) {what}</translation>
    </message>
    <message>
        <source>{player} controls no Character to choose</source>
        <translation>{player} ne contrôle aucun Personnage à choisir</translation>
    </message>
    <message>
        <source>Clean-up: choose {lo} to keep in your Reserve; the others are discarded</source>
        <translation>Nettoyage : choisissez-en {lo} à garder dans votre Réserve ; les autres sont défaussés</translation>
    </message>
    <message>
        <source>Clean-up: choose {lo} to {hi} to keep in your Reserve; the others are discarded</source>
        <translation>Nettoyage : choisissez-en de {lo} à {hi} à garder dans votre Réserve ; les autres sont défaussés</translation>
    </message>
    <message>
        <source>Clean-up: choose {lo} to keep in your Landmark zone; the others are sacrificed</source>
        <translation>Nettoyage : choisissez-en {lo} à garder dans votre zone de Repères ; les autres sont sacrifiés</translation>
    </message>
    <message>
        <source>Clean-up: choose {lo} to {hi} to keep in your Landmark zone; the others are sacrificed</source>
        <translation>Nettoyage : choisissez-en de {lo} à {hi} à garder dans votre zone de Repères ; les autres sont sacrifiés</translation>
    </message>
    <message>
        <source>{label} (paying its Hand Cost)</source>
        <translation>{label} (en payant son coût de Main)</translation>
    </message>
    <message>
        <source>{player} keeps {cards} in their Reserve</source>
        <translation>{player} garde {cards} dans sa Réserve</translation>
    </message>
    <message>
        <source>{player} keeps {cards} in their Landmark zone</source>
        <translation>{player} garde {cards} dans sa zone de Repères</translation>
    </message>
    <message>
        <source>{a}/{b}</source>
        <translation>{a}/{b}</translation>
    </message>
    <message>
        <source>{a}/{b}/{c}</source>
        <translation>{a}/{b}/{c}</translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>{a}, {b}, {c}</source>
        <translation>{a}, {b}, {c}</translation>
    </message>
    <message>
        <source>{card} is Asleep and adds nothing at Dusk</source>
        <translation>{card} est Endormi et n&apos;apporte rien au Crépuscule</translation>
    </message>
    <message>
        <source>{card}: {stats}</source>
        <translation>{card} : {stats}</translation>
    </message>
    <message>
        <source>{card}: {stats} + {n} boost = {total}</source>
        <translation>{card} : {stats} + {n} boost = {total}</translation>
    </message>
    <message>
        <source>{card}: {stats} + {n} boosts = {total}</source>
        <translation>{card} : {stats} + {n} boosts = {total}</translation>
    </message>
    <message>
        <source>{words}, counted here too because it is Gigantic</source>
        <translation>{words}, compté ici aussi car il est Gigantesque</translation>
    </message>
    <message>
        <source>No Character is in this Expedition, so every statistic is 0</source>
        <translation>Aucun Personnage n&apos;est dans cette Expédition : toutes les statistiques valent 0</translation>
    </message>
    <message>
        <source>{expedition}: statistics</source>
        <translation>{expedition} : statistiques</translation>
    </message>
    <message>
        <source>Forest {forest}, Mountain {mountain}, Water {water} — the sum of its Characters&apos; statistics</source>
        <translation>Forêt {forest}, Montagne {mountain}, Eau {water} — la somme des statistiques de ses Personnages</translation>
    </message>
    <message>
        <source>{terrain} is ignored: this Expedition cannot move forward due to it</source>
        <translation>{terrain} est ignorée : cette Expédition ne peut pas avancer grâce à elle</translation>
    </message>
    <message>
        <source>{terrain}: {a} against {b} — a tie, enough for an Ascended Expedition</source>
        <translation>{terrain} : {a} contre {b} — une égalité, qui suffit à une Expédition Ascensionnée</translation>
    </message>
    <message>
        <source>{terrain}: {a} against {b} — this Expedition is ahead</source>
        <translation>{terrain} : {a} contre {b} — cette Expédition est devant</translation>
    </message>
    <message>
        <source>{terrain}: {a} against {b} — a tie is not enough</source>
        <translation>{terrain} : {a} contre {b} — une égalité ne suffit pas</translation>
    </message>
    <message>
        <source>{terrain}: {a} against {b} — not ahead</source>
        <translation>{terrain} : {a} contre {b} — pas devant</translation>
    </message>
    <message>
        <source>A Character with Defender is here, so it cannot move forward at Dusk</source>
        <translation>Un Personnage avec Défenseur est ici : elle ne peut donc pas avancer au Crépuscule</translation>
    </message>
    <message>
        <source>no terrain</source>
        <translation>aucun terrain</translation>
    </message>
    <message>
        <source>In its region ({where}) it would move forward at Dusk, winning in {won}</source>
        <translation>Dans sa région ({where}) elle avancerait au Crépuscule, en gagnant en {won}</translation>
    </message>
    <message>
        <source>In its region ({where}) it would not move forward at Dusk</source>
        <translation>Dans sa région ({where}) elle n&apos;avancerait pas au Crépuscule</translation>
    </message>
    <message>
        <source>{expedition} at Dusk</source>
        <translation>{expedition} au Crépuscule</translation>
    </message>
    <message>
        <source>At the Dusk of day {day}: {text}</source>
        <translation>Au Crépuscule du jour {day} : {text}</translation>
    </message>
    <message>
        <source>Printed Reserve cost: {n}</source>
        <translation>Coût de Réserve imprimé : {n}</translation>
    </message>
    <message>
        <source>Printed Hand cost: {n}</source>
        <translation>Coût de Main imprimé : {n}</translation>
    </message>
    <message>
        <source>It cannot be played now: {why}</source>
        <translation>Elle ne peut pas être jouée maintenant : {why}</translation>
    </message>
    <message>
        <source>{card}: cost</source>
        <translation>{card} : coût</translation>
    </message>
    <message>
        <source>Playing it from Hand costs {n} now</source>
        <translation>La jouer depuis la Main coûte {n} maintenant</translation>
    </message>
    <message>
        <source>Playing it from Reserve costs {n} now</source>
        <translation>La jouer depuis la Réserve coûte {n} maintenant</translation>
    </message>
    <message>
        <source>playing it from Hand costs {n} now</source>
        <translation>la jouer depuis la Main coûte {n} maintenant</translation>
    </message>
    <message>
        <source>playing it from Reserve costs {n} now</source>
        <translation>la jouer depuis la Réserve coûte {n} maintenant</translation>
    </message>
    <message>
        <source>{player}&apos;s Mana</source>
        <translation>Mana de {player}</translation>
    </message>
    <message>
        <source>{ready} of {total} Mana Orbs are ready</source>
        <translation>{ready} Orbes de Mana sur {total} sont redressés</translation>
    </message>
    <message>
        <source>Each mana of a cost is paid by exhausting one ready Mana Orb</source>
        <translation>Chaque mana d&apos;un coût se paie en épuisant un Orbe de Mana redressé</translation>
    </message>
    <message>
        <source>{n} exhausted orb ready again in the Morning</source>
        <translation>{n} orbe épuisé redressé de nouveau au Matin</translation>
    </message>
    <message>
        <source>{n} exhausted orbs ready again in the Morning</source>
        <translation>{n} orbes épuisés redressés de nouveau au Matin</translation>
    </message>
    <message>
        <source>Once a day, in the Morning, a card from your hand may be put in Mana, ready</source>
        <translation>Une fois par jour, au Matin, une carte de votre main peut être mise dans le Mana, redressée</translation>
    </message>
    <message>
        <source>{player}&apos;s {zone}</source>
        <translation>{zone} de {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s hero marker</source>
        <translation>Marqueur du héros de {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s companion marker</source>
        <translation>Marqueur du compagnon de {player}</translation>
    </message>
    <message>
        <source>{n} region forward from the Hero region. {outlook}</source>
        <translation>{n} région parcourue depuis la région du Héros. {outlook}</translation>
    </message>
    <message>
        <source>{n} regions forward from the Hero region. {outlook}</source>
        <translation>{n} régions parcourues depuis la région du Héros. {outlook}</translation>
    </message>
    <message>
        <source>{n} region forward from the Companion region. {outlook}</source>
        <translation>{n} région parcourue depuis la région du Compagnon. {outlook}</translation>
    </message>
    <message>
        <source>{n} regions forward from the Companion region. {outlook}</source>
        <translation>{n} régions parcourues depuis la région du Compagnon. {outlook}</translation>
    </message>
    <message>
        <source>The hero Expedition starts in the Hero region and moves forward one region at a time toward the other end</source>
        <translation>L&apos;Expédition du héros part de la région du Héros et avance d&apos;une région à la fois vers l&apos;autre bout</translation>
    </message>
    <message>
        <source>The companion Expedition starts in the Companion region and moves forward one region at a time toward the other end</source>
        <translation>L&apos;Expédition du compagnon part de la région du Compagnon et avance d&apos;une région à la fois vers l&apos;autre bout</translation>
    </message>
    <message>
        <source>{title}: {words}</source>
        <translation>{title} : {words}</translation>
    </message>
    <message>
        <source>{title} (status): {words}</source>
        <translation>{title} (statut) : {words}</translation>
    </message>
    <message>
        <source>{card}, in {player}&apos;s {zone}</source>
        <translation>{card} — {zone} de {player}</translation>
    </message>
    <message>
        <source>{summary}; {cost}</source>
        <translation>{summary} ; {cost}</translation>
    </message>
    <message>
        <source>Day {day}, {phase}</source>
        <translation>Jour {day}, {phase}</translation>
    </message>
    <message>
        <source>{keyword} {n}</source>
        <translation>{keyword} {n}</translation>
    </message>
    <message>
        <source>{keyword}</source>
        <translation>{keyword}</translation>
    </message>
    <message>
        <source>{kind} — {subtypes}</source>
        <translation>{kind} — {subtypes}</translation>
    </message>
    <message>
        <source>{kind}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <source>A {line} token: made by an effect, not a card of a deck; when it would leave its zone it ceases to exist</source>
        <translation>Un jeton {line} : créé par un effet, pas une carte d&apos;un deck ; quand il quitterait sa zone, il cesse d&apos;exister</translation>
    </message>
    <message>
        <source>A {line} card (its type line)</source>
        <translation>Une carte {line} (sa ligne de type)</translation>
    </message>
    <message>
        <source>Printed statistics: {stats} (Forest/Mountain/Water)</source>
        <translation>Statistiques imprimées : {stats} (Forêt/Montagne/Eau)</translation>
    </message>
    <message>
        <source>Out of an Expedition its statistics count for nothing; passives change objects in play only</source>
        <translation>Hors d&apos;une Expédition ses statistiques ne comptent pas ; les capacités passives ne changent que les objets en jeu</translation>
    </message>
    <message>
        <source>Changed by {by}: {stats}</source>
        <translation>Changées par {by} : {stats}</translation>
    </message>
    <message>
        <source>Changed by a passive ability: {stats}</source>
        <translation>Changées par une capacité passive : {stats}</translation>
    </message>
    <message>
        <source>{n} boost: +{n} to each statistic</source>
        <translation>{n} boost : +{n} à chaque statistique</translation>
    </message>
    <message>
        <source>{n} boosts: +{n} to each statistic</source>
        <translation>{n} boosts : +{n} à chaque statistique</translation>
    </message>
    <message>
        <source>Statistics now: {stats} — what counts for its Expedition at Dusk</source>
        <translation>Statistiques actuelles : {stats} — ce qui compte pour son Expédition au Crépuscule</translation>
    </message>
    <message>
        <source>Asleep: they are not counted at Dusk</source>
        <translation>Endormi : elles ne comptent pas au Crépuscule</translation>
    </message>
    <message>
        <source>Effect: {text} — it happens when the Spell is played</source>
        <translation>Effet : {text} — il a lieu quand le Sort est joué</translation>
    </message>
    <message>
        <source>Reaction: {text} — it happens by itself after its event, “{trigger}” (from the Reserve, while ready). {state}</source>
        <translation>Réaction : {text} — elle a lieu d&apos;elle-même après son événement, « {trigger} » (depuis la Réserve, si la carte est redressée). {state}</translation>
    </message>
    <message>
        <source>Reaction: {text} — it happens by itself after its event, “{trigger}”. {state}</source>
        <translation>Réaction : {text} — elle a lieu d&apos;elle-même après son événement, « {trigger} ». {state}</translation>
    </message>
    <message>
        <source>Quick action: {text} — you may use it on your turn, from the Reserve, paying its cost. {state}</source>
        <translation>Action rapide : {text} — vous pouvez l&apos;utiliser à votre tour, depuis la Réserve, en payant son coût. {state}</translation>
    </message>
    <message>
        <source>Quick action: {text} — you may use it on your turn, paying its cost. {state}</source>
        <translation>Action rapide : {text} — vous pouvez l&apos;utiliser à votre tour, en payant son coût. {state}</translation>
    </message>
    <message>
        <source>Passive: {text} — it applies all the time while the card waits, ready, in the Reserve. {state}</source>
        <translation>Passive : {text} — elle s&apos;applique en permanence tant que la carte attend, redressée, dans la Réserve. {state}</translation>
    </message>
    <message>
        <source>Passive: {text} — it applies all the time while the card is in play. {state}</source>
        <translation>Passive : {text} — elle s&apos;applique en permanence tant que la carte est en jeu. {state}</translation>
    </message>
    <message>
        <source>Now: it works only from the Reserve.</source>
        <translation>Maintenant : elle n&apos;agit que depuis la Réserve.</translation>
    </message>
    <message>
        <source>Now: it does not work — the card is exhausted in the Reserve (2.2.11.j).</source>
        <translation>Maintenant : elle n&apos;agit pas — la carte est épuisée en Réserve (2.2.11.j).</translation>
    </message>
    <message>
        <source>Now: ignored during the first Day.</source>
        <translation>Maintenant : ignorée pendant le premier Jour.</translation>
    </message>
    <message>
        <source>Now: it will happen if the card is played {how}.</source>
        <translation>Maintenant : elle aura lieu si la carte est jouée {how}.</translation>
    </message>
    <message>
        <source>Now: it works once the card is in play.</source>
        <translation>Maintenant : elle agit une fois la carte en jeu.</translation>
    </message>
    <message>
        <source>Now: it does not work — the card has lost its abilities.</source>
        <translation>Maintenant : elle n&apos;agit pas — la carte a perdu ses capacités.</translation>
    </message>
    <message>
        <source>Now: it works.</source>
        <translation>Maintenant : elle agit.</translation>
    </message>
    <message>
        <source>Now: it can be used on its controller&apos;s turn.</source>
        <translation>Maintenant : utilisable au tour de son contrôleur.</translation>
    </message>
    <message>
        <source>Now: only its controller may use it.</source>
        <translation>Maintenant : seul son contrôleur peut l&apos;utiliser.</translation>
    </message>
    <message>
        <source>Now: not usable — it is not your turn to act.</source>
        <translation>Maintenant : inutilisable — ce n&apos;est pas à vous d&apos;agir.</translation>
    </message>
    <message>
        <source>Now: you can use it.</source>
        <translation>Maintenant : vous pouvez l&apos;utiliser.</translation>
    </message>
    <message>
        <source>Now: not usable — its cost exhausts it, and it is already exhausted.</source>
        <translation>Maintenant : inutilisable — son coût l&apos;épuise, et elle est déjà épuisée.</translation>
    </message>
    <message>
        <source>Now: not usable — its cost cannot be paid or its condition is not met.</source>
        <translation>Maintenant : inutilisable — son coût ne peut pas être payé ou sa condition n&apos;est pas remplie.</translation>
    </message>
    <message>
        <source>{n} {kind} counter on it; counters stay while it stays in play (or in the Reserve) and are lost when it leaves</source>
        <translation>{n} marqueur {kind} dessus ; les marqueurs restent tant qu&apos;elle reste en jeu (ou en Réserve) et sont perdus quand elle part</translation>
    </message>
    <message>
        <source>{n} {kind} counters on it; counters stay while it stays in play (or in the Reserve) and are lost when it leaves</source>
        <translation>{n} marqueurs {kind} dessus ; les marqueurs restent tant qu&apos;elle reste en jeu (ou en Réserve) et sont perdus quand elle part</translation>
    </message>
    <message>
        <source>Reserve limit {reserve}, Landmark limit {landmark}: at Night&apos;s Clean-up you keep that many cards there</source>
        <translation>Limite de Réserve {reserve}, limite de Repères {landmark} : au Nettoyage de la Nuit vous y gardez autant de cartes</translation>
    </message>
    <message>
        <source>Its quick actions were used {n} time(s) today</source>
        <translation>Ses actions rapides ont servi {n} fois aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Some of its abilities are ignored during the first Day</source>
        <translation>Certaines de ses capacités sont ignorées pendant le premier Jour</translation>
    </message>
    <message>
        <source>It can be played only on your turn in the Afternoon</source>
        <translation>Elle ne peut être jouée qu&apos;à votre tour, l&apos;Après-midi</translation>
    </message>
    <message>
        <source>It is among the plays on offer now</source>
        <translation>Elle fait partie des jeux proposés maintenant</translation>
    </message>
    <message>
        <source>It is not offered now: {why}</source>
        <translation>Elle n&apos;est pas proposée maintenant : {why}</translation>
    </message>
    <message>
        <source>It is not offered now: no way to play it can be paid for</source>
        <translation>Elle n&apos;est pas proposée maintenant : aucune façon de la jouer ne peut être payée</translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation>{card} : {text}</translation>
    </message>
    <message>
        <source>{cost} to {effect}?</source>
        <translation>{cost} pour : {effect} ?</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>La leçon est terminée.</translation>
    </message>
    <message>
        <source>That cannot be done: {why}</source>
        <translation>Impossible : {why}</translation>
    </message>
    <message>
        <source>passing now would end your turns for this Afternoon (4.2.3.d) with this step not done. </source>
        <translation>passer maintenant finirait vos tours de cet Après-midi (4.2.3.d) sans que cette étape soit faite. </translation>
    </message>
    <message>
        <source>That is allowed, but it is not what this step asks: {why}{hint} Try again, or ask for the answer.</source>
        <translation>C&apos;est permis, mais ce n&apos;est pas ce que demande cette étape : {why}{hint} Réessayez, ou demandez la réponse.</translation>
    </message>
    <message>
        <source>Well done.</source>
        <translation>Bien joué.</translation>
    </message>
    <message>
        <source>it asks for your {kind} Expedition, not the {other} one. </source>
        <translation>elle demande votre Expédition du {kind}, pas celle du {other}. </translation>
    </message>
    <message>
        <source>it asks for your opponent&apos;s {kind} Expedition, not the {other} one. </source>
        <translation>elle demande l&apos;Expédition du {kind} de votre adversaire, pas celle du {other}. </translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>cards are played on your own turn in the Afternoon (4.2.3.d)</source>
        <translation>les cartes se jouent à votre tour, l&apos;Après-midi (4.2.3.d)</translation>
    </message>
    <message>
        <source>you have passed for this Afternoon (1.3.2.d)</source>
        <translation>vous avez passé pour cet Après-midi (1.3.2.d)</translation>
    </message>
    <message>
        <source>only cards in your Hand or Reserve can be played (5.2.a)</source>
        <translation>seules les cartes de votre Main ou de votre Réserve peuvent être jouées (5.2.a)</translation>
    </message>
    <message>
        <source>it costs {need} and you have {have} ready Mana Orb (1.2.5.c)</source>
        <translation>elle coûte {need} et vous avez {have} Orbe de Mana redressé (1.2.5.c)</translation>
    </message>
    <message>
        <source>it costs {need} and you have {have} ready Mana Orbs (1.2.5.c)</source>
        <translation>elle coûte {need} et vous avez {have} Orbes de Mana redressés (1.2.5.c)</translation>
    </message>
    <message>
        <source>Token (a word of its text; this card is not one)</source>
        <translation>Jeton (un mot de son texte ; cette carte n&apos;en est pas un)</translation>
    </message>
    <message>
        <source>{label} is explained by the card&apos;s own text</source>
        <translation>{label} est expliqué par le texte de la carte</translation>
    </message>
    <message>
        <source>{card} switches from the {old} to the {new} Expedition</source>
        <translation>{card} passe de l&apos;Expédition du {old} à celle du {new}</translation>
    </message>
    <message>
        <source>counts {n} cards in {player}&apos;s Reserve</source>
        <translation>compte {n} cartes dans la Réserve de {player}</translation>
    </message>
    <message>
        <source>counts {n} cards in your Landmarks</source>
        <translation>compte {n} cartes dans vos Repères</translation>
    </message>
    <message>
        <source>counts {n} ({what})</source>
        <translation>compte {n} ({what})</translation>
    </message>
    <message>
        <source>counts {n} other Characters in its Expedition</source>
        <translation>compte {n} autres Personnages dans son Expédition</translation>
    </message>
    <message>
        <source>nothing to choose for &apos;{verb}&apos; — that part does nothing</source>
        <translation>rien à choisir pour « {verb} » — cette partie ne fait rien</translation>
    </message>
    <message>
        <source>no card in hand to put in Reserve</source>
        <translation>aucune carte en main à mettre en Réserve</translation>
    </message>
    <message>
        <source>{card} has no &apos;When I join&apos; ability to activate</source>
        <translation>{card} n&apos;a pas de capacité « Quand j&apos;arrive » à activer</translation>
    </message>
    <message>
        <source>has no card in hand to put in Reserve</source>
        <translation>n&apos;a aucune carte en main à mettre en Réserve</translation>
    </message>
    <message>
        <source>{player} has no card in hand to put in Reserve</source>
        <translation>{player} n&apos;a aucune carte en main à mettre en Réserve</translation>
    </message>
    <message>
        <source>exhausts a Mana Orb to ready another one</source>
        <translation>épuise un Orbe de Mana pour en redresser un autre</translation>
    </message>
    <message>
        <source>puts the top card of the Deck in the Mana zone as an exhausted Mana Orb</source>
        <translation>met la carte du dessus du Deck dans la zone de Mana comme Orbe de Mana épuisé</translation>
    </message>
    <message>
        <source>would Resupply; a modifier replaces it: reveal the top two cards</source>
        <translation>se Ravitaillerait ; un modificateur le remplace : révéler les deux cartes du dessus</translation>
    </message>
    <message>
        <source>takes back the intent to play {card}</source>
        <translation>renonce à jouer {card}</translation>
    </message>
    <message>
        <source>will {text} after Rest</source>
        <translation>va : {text}, après le Repos</translation>
    </message>
    <message>
        <source>{player} chose to: {text}</source>
        <translation>{player} a choisi de : {text}</translation>
    </message>
    <message>
        <source>{player} chose not to: {text}</source>
        <translation>{player} a choisi de ne pas : {text}</translation>
    </message>
    <message>
        <source>chooses not to {text}</source>
        <translation>choisit de ne pas : {text}</translation>
    </message>
    <message>
        <source>{player} chose {card}</source>
        <translation>{player} a choisi {card}</translation>
    </message>
    <message>
        <source>{player} is chosen at random to be the first player</source>
        <translation>{player} est tiré au sort comme premier joueur</translation>
    </message>
    <message>
        <source>Choose three cards from your hand to put in your Mana zone as ready Mana Orbs</source>
        <translation>Choisissez trois cartes de votre main à mettre dans votre zone de Mana comme Orbes de Mana redressés</translation>
    </message>
    <message>
        <source>puts three cards in the Mana zone as ready Mana Orbs</source>
        <translation>met trois cartes dans la zone de Mana comme Orbes de Mana redressés</translation>
    </message>
    <message>
        <source>the first day begins; its Morning is skipped</source>
        <translation>le premier jour commence ; son Matin est sauté</translation>
    </message>
    <message>
        <source>Keep all cards in hand</source>
        <translation>Garder toutes les cartes en main</translation>
    </message>
    <message>
        <source>Put {card} in Mana</source>
        <translation>Mettre {card} dans le Mana</translation>
    </message>
    <message>
        <source>Expand: you may put a card from your hand in your Mana zone</source>
        <translation>Expansion : vous pouvez mettre une carte de votre main dans votre zone de Mana</translation>
    </message>
    <message>
        <source>does not Expand</source>
        <translation>ne fait pas d&apos;Expansion</translation>
    </message>
    <message>
        <source>puts a card from hand in Mana as a ready Mana Orb</source>
        <translation>met une carte de sa main dans le Mana comme Orbe de Mana redressé</translation>
    </message>
    <message>
        <source>Put the top card of your Deck in Mana</source>
        <translation>Mettre la carte du dessus de votre Deck dans le Mana</translation>
    </message>
    <message>
        <source>Expand: you may put the top card of your Deck in your Mana zone</source>
        <translation>Expansion : vous pouvez mettre la carte du dessus de votre Deck dans votre zone de Mana</translation>
    </message>
    <message>
        <source>puts the top card of the Deck in Mana as a ready Mana Orb</source>
        <translation>met la carte du dessus du Deck dans le Mana comme Orbe de Mana redressé</translation>
    </message>
    <message>
        <source>Pass for the rest of the Afternoon</source>
        <translation>Passer pour le reste de l&apos;Après-midi</translation>
    </message>
    <message>
        <source>{player}&apos;s hero Expedition moves forward to region {region}</source>
        <translation>l&apos;Expédition du héros de {player} avance jusqu&apos;à la région {region}</translation>
    </message>
    <message>
        <source>{player}&apos;s hero Expedition moves backward to region {region}</source>
        <translation>l&apos;Expédition du héros de {player} recule jusqu&apos;à la région {region}</translation>
    </message>
    <message>
        <source>{player}&apos;s companion Expedition moves forward to region {region}</source>
        <translation>l&apos;Expédition du compagnon de {player} avance jusqu&apos;à la région {region}</translation>
    </message>
    <message>
        <source>{player}&apos;s companion Expedition moves backward to region {region}</source>
        <translation>l&apos;Expédition du compagnon de {player} recule jusqu&apos;à la région {region}</translation>
    </message>
    <message>
        <source>a Tumult card is revealed: the region ahead is {terrains}</source>
        <translation>une carte Tumulte est révélée : la région devant est {terrains}</translation>
    </message>
    <message>
        <source>no Expeditions have met yet: {player}&apos;s have travelled {a} of 7 regions, {other}&apos;s {b} of 7</source>
        <translation>aucune Expédition ne s&apos;est encore rencontrée : celles de {player} ont parcouru {a} régions sur 7, celles de {other} {b} sur 7</translation>
    </message>
    <message>
        <source>{player}, your turn: play a card, use a quick action, or pass</source>
        <translation>{player}, à vous : jouez une carte, utilisez une action rapide ou passez</translation>
    </message>
    <message>
        <source>Play {card} from Hand — costs {cost}</source>
        <translation>Jouer {card} depuis la Main — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Main ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand with Scout — costs {cost}</source>
        <translation>Jouer {card} depuis la Main avec Éclaireur — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand with Scout ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Main avec Éclaireur ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand into your hero Expedition — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du héros — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand into your hero Expedition ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du héros ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand into your hero Expedition with Scout — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du héros avec Éclaireur — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand into your hero Expedition with Scout ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du héros avec Éclaireur ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand into your companion Expedition — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du compagnon — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand into your companion Expedition ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du compagnon ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand into your companion Expedition with Scout — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du compagnon avec Éclaireur — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand into your companion Expedition with Scout ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du compagnon avec Éclaireur ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve with Scout — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve avec Éclaireur — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve with Scout ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve avec Éclaireur ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your hero Expedition — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du héros — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your hero Expedition ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du héros ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your hero Expedition with Scout — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du héros avec Éclaireur — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your hero Expedition with Scout ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du héros avec Éclaireur ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your companion Expedition — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du compagnon — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your companion Expedition ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du compagnon ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your companion Expedition with Scout — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du compagnon avec Éclaireur — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your companion Expedition with Scout ({reduce}) — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du compagnon avec Éclaireur ({reduce}) — coûte {cost}</translation>
    </message>
    <message>
        <source>Cards you can play from. Only you see them; your opponent sees how many.</source>
        <translation>Les cartes que vous pouvez jouer. Vous seul les voyez ; votre adversaire voit combien il y en a.</translation>
    </message>
    <message>
        <source>Face-down cards you draw from; nobody sees them. When it runs out the Discard pile is shuffled in.</source>
        <translation>Les cartes face cachée où vous piochez ; personne ne les voit. Quand il est vide, la Défausse y est mélangée.</translation>
    </message>
    <message>
        <source>Cards that have been discarded; both players see them.</source>
        <translation>Les cartes défaussées ; les deux joueurs les voient.</translation>
    </message>
    <message>
        <source>Cards you can play later for their Reserve cost; Characters from your Expeditions come here at Rest. Its size is limited by your Hero.</source>
        <translation>Des cartes à jouer plus tard pour leur coût de Réserve ; les Personnages de vos Expéditions y viennent au Repos. Sa taille est limitée par votre Héros.</translation>
    </message>
    <message>
        <source>Landmark Permanents in play; its size is limited by your Hero.</source>
        <translation>Les Permanents Repères en jeu ; sa taille est limitée par votre Héros.</translation>
    </message>
    <message>
        <source>Face-down Mana Orbs that pay for cards.</source>
        <translation>Des Orbes de Mana face cachée qui paient les cartes.</translation>
    </message>
    <message>
        <source>Your Characters and Expedition Permanents in your two Expeditions; their statistics are compared at Dusk.</source>
        <translation>Vos Personnages et Permanents d&apos;Expédition dans vos deux Expéditions ; leurs statistiques sont comparées au Crépuscule.</translation>
    </message>
    <message>
        <source>Your Hero, whose abilities work all game.</source>
        <translation>Votre Héros, dont les capacités agissent toute la partie.</translation>
    </message>
    <message>
        <source>Where a card waits while it is being played.</source>
        <translation>Là où une carte attend pendant qu&apos;on la joue.</translation>
    </message>
    <message>
        <source>A zone of the game.</source>
        <translation>Une zone du jeu.</translation>
    </message>
    <message>
        <source>The Expedition this Character is in cannot move forward at Dusk; the facing one is not held back.</source>
        <translation>L&apos;Expédition où est ce Personnage ne peut pas avancer au Crépuscule ; celle d&apos;en face n&apos;est pas retenue.</translation>
    </message>
    <message>
        <source>At Rest it stays in its Expedition instead of going to the Reserve.</source>
        <translation>Au Repos il reste dans son Expédition au lieu d&apos;aller en Réserve.</translation>
    </message>
    <message>
        <source>It is in both of its controller&apos;s Expeditions at once and counts its statistics in each.</source>
        <translation>Il est dans les deux Expéditions de son contrôleur à la fois et compte ses statistiques dans chacune.</translation>
    </message>
    <message>
        <source>From your hand you may play it for {n} instead of its cost; then, once it has joined, it sends itself to your Reserve, to be played again later.</source>
        <translation>Depuis votre main vous pouvez le jouer pour {n} au lieu de son coût ; puis, une fois arrivé, il s&apos;envoie dans votre Réserve, pour être rejoué plus tard.</translation>
    </message>
    <message>
        <source>When it goes from an Expedition to the Reserve at Rest, it keeps its boosts.</source>
        <translation>Quand il passe d&apos;une Expédition à la Réserve au Repos, il garde ses boosts.</translation>
    </message>
    <message>
        <source>An opponent who wants to target it with an effect must pay {n} more.</source>
        <translation>Un adversaire qui veut le cibler avec un effet doit payer {n} de plus.</translation>
    </message>
    <message>
        <source>After this Spell is played from the hand it goes to the Reserve exhausted, so it cannot be played again from there until it is readied.</source>
        <translation>Après avoir été joué depuis la main, ce Sort va en Réserve épuisé : il ne peut pas y être rejoué avant d&apos;être redressé.</translation>
    </message>
    <message>
        <source>If it would go to the Reserve it is discarded instead; a card played from the Reserve becomes Fleeting.</source>
        <translation>S&apos;il devait aller en Réserve, il est défaussé à la place ; une carte jouée depuis la Réserve devient Fugace.</translation>
    </message>
    <message>
        <source>At Rest it stays in its Expedition, then loses Anchored.</source>
        <translation>Au Repos il reste dans son Expédition, puis perd Ancré.</translation>
    </message>
    <message>
        <source>At Dusk its statistics are not counted, and at Rest it stays in its Expedition, then wakes.</source>
        <translation>Au Crépuscule ses statistiques ne comptent pas, et au Repos il reste dans son Expédition, puis se réveille.</translation>
    </message>
    <message>
        <source>It is turned: it cannot pay Mana, be played from the Reserve, use its support abilities or pay a [T] cost until it is readied in the Morning.</source>
        <translation>Il est tourné : il ne peut ni payer de Mana, ni être joué depuis la Réserve, ni utiliser ses capacités de soutien, ni payer un coût [T] avant d&apos;être redressé au Matin.</translation>
    </message>
    <message>
        <source>to play another card from your hand or Reserve at once, in the middle of this effect, paying its cost; what the Rush is &apos;to&apos; do happens only if a card was played</source>
        <translation>jouer aussitôt une autre carte de votre main ou de votre Réserve, au milieu de cet effet, en payant son coût ; ce que la Ruée doit « faire » n&apos;a lieu que si une carte a été jouée</translation>
    </message>
    <message>
        <source>until Rest, the Expedition moves forward at Dusk even where the facing Expedition only matches it (a tie is enough, 0 still is not)</source>
        <translation>jusqu&apos;au Repos, l&apos;Expédition avance au Crépuscule même là où l&apos;Expédition d&apos;en face ne fait que l&apos;égaler (une égalité suffit, 0 toujours pas)</translation>
    </message>
    <message>
        <source>an Expedition of another player stands in the same region (facing it or not); a Character is In contact when its Expedition is</source>
        <translation>une Expédition d&apos;un autre joueur se trouve dans la même région (en face ou non) ; un Personnage est Au contact quand son Expédition l&apos;est</translation>
    </message>
    <message>
        <source>on your turn, an opponent draws a card, Resupplies or receives a token, whoever&apos;s effect caused it</source>
        <translation>à votre tour, un adversaire pioche une carte, se Ravitaille ou reçoit un jeton, quel que soit l&apos;effet qui l&apos;a causé</translation>
    </message>
    <message>
        <source>the card gains one more of a kind of counter it already has (a boost to a boosted Character); a card without counters gains nothing</source>
        <translation>la carte gagne un marqueur de plus d&apos;une sorte qu&apos;elle a déjà (un boost pour un Personnage boosté) ; une carte sans marqueur ne gagne rien</translation>
    </message>
    <message>
        <source>discard up to one target card from a Reserve</source>
        <translation>défaussez jusqu&apos;à une carte ciblée d&apos;une Réserve</translation>
    </message>
    <message>
        <source>put the top card of one&apos;s Deck into one&apos;s Reserve</source>
        <translation>mettre la carte du dessus de son Deck dans sa Réserve</translation>
    </message>
    <message>
        <source>placed on a region, it makes that region its terrain only, until the Marker is removed</source>
        <translation>posé sur une région, il fait de son terrain le seul terrain de cette région, jusqu&apos;à ce que le Marqueur soit retiré</translation>
    </message>
    <message>
        <source>an object created in play, not a card of a deck: when it would leave its zone it ceases to exist instead</source>
        <translation>un objet créé en jeu, pas une carte d&apos;un deck : quand il quitterait sa zone, il cesse d&apos;exister à la place</translation>
    </message>
    <message>
        <source>the controller uses the object and its zone holds it; when it leaves play it goes to its owner&apos;s zones</source>
        <translation>le contrôleur utilise l&apos;objet et sa zone le contient ; quand il quitte le jeu, il va dans les zones de son propriétaire</translation>
    </message>
    <message>
        <source>the object moves to its controller&apos;s other Expedition</source>
        <translation>l&apos;objet passe dans l&apos;autre Expédition de son contrôleur</translation>
    </message>
    <message>
        <source>a counter that adds 1 to each of a Character&apos;s statistics; lost when it leaves the Expedition (unless Seasoned)</source>
        <translation>un marqueur qui ajoute 1 à chacune des statistiques d&apos;un Personnage ; perdu quand il quitte l&apos;Expédition (sauf s&apos;il est Aguerri)</translation>
    </message>
    <message>
        <source>Explained by the card&apos;s own text.</source>
        <translation>Expliqué par le texte de la carte.</translation>
    </message>
    <message>
        <source>{expedition} is ahead: {compared}</source>
        <translation>{expedition} est devant : {compared}</translation>
    </message>
    <message>
        <source>{expedition} stays: {compared}</source>
        <translation>{expedition} reste sur place : {compared}</translation>
    </message>
    <message>
        <source>{card}&apos;s “{trigger}” ability triggers: a Reaction, it waits in Limbo until it is played</source>
        <translation>la capacité « {trigger} » de {card} se déclenche : une Réaction, elle attend dans les Limbes d&apos;être jouée</translation>
    </message>
    <message>
        <source>{card}&apos;s “{trigger}” ability, a Reaction, is played from Limbo: {text}</source>
        <translation>la capacité « {trigger} » de {card}, une Réaction, est jouée depuis les Limbes : {text}</translation>
    </message>
    <message>
        <source>{card}: {text} (a Reaction an earlier effect made, played from Limbo)</source>
        <translation>{card} : {text} (une Réaction créée par un effet antérieur, jouée depuis les Limbes)</translation>
    </message>
    <message>
        <source>{card}: {text} (a Reaction, it waits in Limbo until it is played)</source>
        <translation>{card} : {text} (une Réaction, elle attend dans les Limbes d&apos;être jouée)</translation>
    </message>
    <message>
        <source>{card} is Fleeting in Limbo: it will be discarded rather than go to Reserve</source>
        <translation>{card} est Fugace dans les Limbes : elle sera défaussée au lieu d&apos;aller en Réserve</translation>
    </message>
    <message>
        <source>{card}&apos;s “{trigger}” Reaction cannot trigger</source>
        <translation>la Réaction « {trigger} » de {card} ne peut pas se déclencher</translation>
    </message>
    <message>
        <source>there is no {what} to {verb}, so that part does nothing</source>
        <translation>aucun(e) {what} pour « {verb} » : cette partie ne fait rien</translation>
    </message>
    <message>
        <source>discards no card with Sabotage (it may discard none)</source>
        <translation>ne défausse aucune carte avec Sabotage (il peut n&apos;en défausser aucune)</translation>
    </message>
    <message>
        <source>the condition “{text}” is not met</source>
        <translation>la condition « {text} » n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>cannot {text}, so that part does nothing</source>
        <translation>ne peut pas : {text} ; cette partie ne fait rien</translation>
    </message>
    <message>
        <source>there is no {what}, so that part does nothing</source>
        <translation>aucun(e) {what} : cette partie ne fait rien</translation>
    </message>
    <message>
        <source>there is no {what} to sacrifice, so that part does nothing</source>
        <translation>aucun(e) {what} à sacrifier : cette partie ne fait rien</translation>
    </message>
    <message>
        <source>{player} has no Character to choose, so that part does nothing</source>
        <translation>{player} n&apos;a aucun Personnage à choisir : cette partie ne fait rien</translation>
    </message>
    <message>
        <source>{card} has no “When I join” ability to activate</source>
        <translation>{card} n&apos;a pas de capacité « Quand j&apos;arrive » à activer</translation>
    </message>
    <message>
        <source>rolls {n} dice instead of one, as an effect says: {rolls}</source>
        <translation>lance {n} dés au lieu d&apos;un, comme le dit un effet : {rolls}</translation>
    </message>
    <message>
        <source>reveals the top two cards of the Deck instead of Resupplying, as an effect says</source>
        <translation>révèle les deux cartes du dessus du Deck au lieu de se Ravitailler, comme le dit un effet</translation>
    </message>
    <message>
        <source>{source}&apos;s {keyword}: there is no {what} to discard, so it does nothing</source>
        <translation>{keyword} de {source} : aucun(e) {what} à défausser, cela ne fait rien</translation>
    </message>
</context>
<context>
    <name>log-term</name>
    <message>
        <source>an ability written “trigger — effect” (“When I join — …”): when its event happens it triggers, and its effect happens by itself once the current action is over</source>
        <translation>une capacité écrite « déclencheur — effet » (« Quand je rejoins — … ») : quand son événement a lieu elle se déclenche, et son effet a lieu de lui-même une fois l&apos;action en cours terminée</translation>
    </message>
    <message>
        <source>the shared zone where a card waits while it is being played, and where triggered Reactions wait until they are played, the player with the initiative first</source>
        <translation>la zone partagée où une carte attend pendant qu&apos;on la joue, et où les Réactions déclenchées attendent d&apos;être jouées, celles du joueur qui a l&apos;initiative d&apos;abord</translation>
    </message>
    <message>
        <source>a short-lived object in Limbo, not a card: a triggered Reaction waiting to be played, or an Ongoing effect</source>
        <translation>un objet éphémère des Limbes, pas une carte : une Réaction déclenchée qui attend d&apos;être jouée, ou un effet Continu</translation>
    </message>
    <message>
        <source>an effect that lasts a while (this turn, this Afternoon, this Day), kept by an Emblem in Limbo until it ends</source>
        <translation>un effet qui dure un temps (ce tour, cet Après-midi, ce Jour), tenu par un Emblème dans les Limbes jusqu&apos;à sa fin</translation>
    </message>
    <message>
        <source>a Fleeting card goes to the Discard pile instead of the Reserve; a card played from the Reserve is Fleeting</source>
        <translation>une carte Fugace va dans la Défausse au lieu de la Réserve ; une carte jouée depuis la Réserve est Fugace</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>Limbo</source>
        <translation>Limbes</translation>
    </message>
    <message>
        <source>Emblem</source>
        <translation>Emblème</translation>
    </message>
    <message>
        <source>Ongoing</source>
        <translation>Continu</translation>
    </message>
    <message>
        <source>Fleeting</source>
        <translation>Fugace</translation>
    </message>
</context>
<context>
    <name>log-word</name>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Matin</translation>
    </message>
    <message>
        <source>Noon</source>
        <translation>Midi</translation>
    </message>
    <message>
        <source>Afternoon</source>
        <translation>Après-midi</translation>
    </message>
    <message>
        <source>Dusk</source>
        <translation>Crépuscule</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>landmark</source>
        <translation>Repères</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>mana</source>
        <translation>Mana</translation>
    </message>
    <message>
        <source>limbo</source>
        <translation>Limbes</translation>
    </message>
    <message>
        <source>expedition</source>
        <translation>Expédition</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>héros</translation>
    </message>
    <message>
        <source>companion</source>
        <translation>compagnon</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>Fleeting</source>
        <translation>Fugace</translation>
    </message>
    <message>
        <source>Asleep</source>
        <translation>Endormi</translation>
    </message>
    <message>
        <source>Anchored</source>
        <translation>Ancré</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>Épuisé</translation>
    </message>
    <message>
        <source>Eternal</source>
        <translation>Éternel</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>afternoon</source>
        <translation>Après-midi</translation>
    </message>
    <message>
        <source>day</source>
        <translation>jour</translation>
    </message>
    <message>
        <source>discarding a Reserve card to pay less</source>
        <translation>en défaussant une carte de la Réserve pour payer moins</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Landmark</source>
        <translation>Repères</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Mana</translation>
    </message>
    <message>
        <source>Limbo</source>
        <translation>Limbes</translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation>Expédition</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>Gigantic</source>
        <translation>Gigantesque</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Éclaireur</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Aguerri</translation>
    </message>
    <message>
        <source>Tough</source>
        <translation>Coriace</translation>
    </message>
    <message>
        <source>Cooldown</source>
        <translation>Rechargement</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Permanent</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <source>Emblem</source>
        <translation>Emblème</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>Ongoing</source>
        <translation>Continu</translation>
    </message>
    <message>
        <source>Rush</source>
        <translation>Ruée</translation>
    </message>
    <message>
        <source>Ascend</source>
        <translation>Ascension</translation>
    </message>
    <message>
        <source>In contact</source>
        <translation>Au contact</translation>
    </message>
    <message>
        <source>Gift</source>
        <translation>Cadeau</translation>
    </message>
    <message>
        <source>Augment</source>
        <translation>Augmenter</translation>
    </message>
    <message>
        <source>Sabotage</source>
        <translation>Sabotage</translation>
    </message>
    <message>
        <source>Resupply</source>
        <translation>Ravitailler</translation>
    </message>
    <message>
        <source>Terrain Marker</source>
        <translation>Marqueur de terrain</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <source>Switch Expeditions</source>
        <translation>Changer d&apos;Expédition</translation>
    </message>
    <message>
        <source>Boost</source>
        <translation>Boost</translation>
    </message>
    <message>
        <source>target Character</source>
        <translation>un Personnage ciblé</translation>
    </message>
    <message>
        <source>target Character you control</source>
        <translation>un Personnage ciblé que vous contrôlez</translation>
    </message>
    <message>
        <source>target Character or Permanent</source>
        <translation>un Personnage ou Permanent ciblé</translation>
    </message>
    <message>
        <source>target Character with Hand Cost 3 or less</source>
        <translation>un Personnage ciblé de coût de Main 3 ou moins</translation>
    </message>
    <message>
        <source>target Character with Hand Cost 4 or less</source>
        <translation>un Personnage ciblé de coût de Main 4 ou moins</translation>
    </message>
    <message>
        <source>target Character or Permanent with Hand Cost 4 or less</source>
        <translation>un Personnage ou Permanent ciblé de coût de Main 4 ou moins</translation>
    </message>
    <message>
        <source>up to one target Character</source>
        <translation>jusqu&apos;à un Personnage ciblé</translation>
    </message>
    <message>
        <source>up to 2 target Characters</source>
        <translation>jusqu&apos;à 2 Personnages ciblés</translation>
    </message>
    <message>
        <source>up to 3 target Characters with a total Hand Cost 5 or less</source>
        <translation>jusqu&apos;à 3 Personnages ciblés d&apos;un coût de Main total de 5 ou moins</translation>
    </message>
    <message>
        <source>up to one target card in Reserve</source>
        <translation>jusqu&apos;à une carte ciblée en Réserve</translation>
    </message>
    <message>
        <source>another card in your Reserve</source>
        <translation>une autre carte de votre Réserve</translation>
    </message>
    <message>
        <source>Character or Permanent</source>
        <translation>Personnage ou Permanent</translation>
    </message>
    <message>
        <source>Character with Hand Cost 3 or less</source>
        <translation>Personnage de coût de Main 3 ou moins</translation>
    </message>
    <message>
        <source>Character with Hand Cost 4 or more</source>
        <translation>Personnage de coût de Main 4 ou plus</translation>
    </message>
    <message>
        <source>Character you control</source>
        <translation>Personnage que vous contrôlez</translation>
    </message>
    <message>
        <source>Permanent you control</source>
        <translation>Permanent que vous contrôlez</translation>
    </message>
    <message>
        <source>card in Reserve</source>
        <translation>carte en Réserve</translation>
    </message>
    <message>
        <source>other card in your Reserve</source>
        <translation>autre carte de votre Réserve</translation>
    </message>
    <message>
        <source>gain 1 boost</source>
        <translation>gagner 1 boost</translation>
    </message>
    <message>
        <source>gain 2 boosts</source>
        <translation>gagner 2 boosts</translation>
    </message>
    <message>
        <source>gain 3 boosts</source>
        <translation>gagner 3 boosts</translation>
    </message>
    <message>
        <source>gain X boosts</source>
        <translation>gagner X boosts</translation>
    </message>
    <message>
        <source>gain Anchored</source>
        <translation>gagner Ancré</translation>
    </message>
    <message>
        <source>gain Asleep</source>
        <translation>gagner Endormi</translation>
    </message>
    <message>
        <source>gain Fleeting</source>
        <translation>gagner Fugace</translation>
    </message>
    <message>
        <source>put on top of its owner&apos;s Deck</source>
        <translation>aller sur le dessus du Deck de son propriétaire</translation>
    </message>
    <message>
        <source>return to its owner&apos;s hand</source>
        <translation>retourner dans la main de son propriétaire</translation>
    </message>
    <message>
        <source>send to Reserve</source>
        <translation>aller en Réserve</translation>
    </message>
    <message>
        <source>be chosen</source>
        <translation>être choisi(e)</translation>
    </message>
    <message>
        <source>activate its [J] abilities</source>
        <translation>activer ses capacités [J]</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Compagnon</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arène</translation>
    </message>
    <message>
        <source>Tumult {0}</source>
        <translation>Tumulte {0}</translation>
    </message>
</context>
<context>
    <name>rule</name>
    <message>
        <source>A constructed deck has one Hero and at least 39 other cards of the Hero&apos;s faction.</source>
        <translation>Un deck construit compte un Héros et au moins 39 autres cartes de la faction du Héros.</translation>
    </message>
    <message>
        <source>A constructed deck holds exactly one Hero.</source>
        <translation>Un deck construit contient exactement un Héros.</translation>
    </message>
    <message>
        <source>A constructed deck holds at least 39 cards besides the Hero.</source>
        <translation>Un deck construit contient au moins 39 cartes en plus du Héros.</translation>
    </message>
    <message>
        <source>Every card of a constructed deck shares the Hero&apos;s faction.</source>
        <translation>Toutes les cartes d&apos;un deck construit sont de la faction du Héros.</translation>
    </message>
    <message>
        <source>No more than three cards with the same name in a constructed deck.</source>
        <translation>Pas plus de trois cartes du même nom dans un deck construit.</translation>
    </message>
    <message>
        <source>No more than fifteen rare cards in a constructed deck.</source>
        <translation>Pas plus de quinze cartes rares dans un deck construit.</translation>
    </message>
    <message>
        <source>No more than three unique cards in a constructed deck.</source>
        <translation>Pas plus de trois cartes uniques dans un deck construit.</translation>
    </message>
    <message>
        <source>A limited deck holds at most one Hero.</source>
        <translation>Un deck limité contient au plus un Héros.</translation>
    </message>
    <message>
        <source>A limited deck holds at least 29 cards besides the Hero.</source>
        <translation>Un deck limité contient au moins 29 cartes en plus du Héros.</translation>
    </message>
    <message>
        <source>A limited deck mixes at most three factions, the Hero&apos;s included.</source>
        <translation>Un deck limité mêle au plus trois factions, celle du Héros comprise.</translation>
    </message>
    <message>
        <source>Mana is paid by exhausting that many ready Mana Orbs.</source>
        <translation>Le mana se paie en épuisant autant d&apos;Orbes de Mana redressés.</translation>
    </message>
    <message>
        <source>A part of an effect that cannot happen is skipped; the rest still happens.</source>
        <translation>La partie d&apos;un effet qui ne peut pas avoir lieu est sautée ; le reste a lieu quand même.</translation>
    </message>
    <message>
        <source>An effect on cards of a Deck names their place from its top or its bottom; revealed cards are shown to all.</source>
        <translation>Un effet sur les cartes d&apos;un Deck désigne leur place depuis le dessus ou le dessous ; les cartes révélées sont montrées à tous.</translation>
    </message>
    <message>
        <source>The game ends when a player wins: at Check Victory, or at once when a card&apos;s effect says that player wins.</source>
        <translation>La partie se termine quand un joueur gagne : à la Vérification de la victoire, ou aussitôt qu&apos;un effet de carte dit que ce joueur gagne.</translation>
    </message>
    <message>
        <source>On the first day, players draw six cards and put three in Mana instead of a normal Morning.</source>
        <translation>Le premier jour, les joueurs piochent six cartes et en mettent trois dans le Mana au lieu d&apos;un Matin normal.</translation>
    </message>
    <message>
        <source>Can&apos;t beats can: when something says a thing is impossible, it does not happen.</source>
        <translation>« Ne peut pas » l&apos;emporte sur « peut » : quand quelque chose dit qu&apos;une chose est impossible, elle n&apos;a pas lieu.</translation>
    </message>
    <message>
        <source>A card always goes to its owner&apos;s personal zone, whoever sent it.</source>
        <translation>Une carte va toujours dans la zone personnelle de son propriétaire, quel que soit celui qui l&apos;y envoie.</translation>
    </message>
    <message>
        <source>A card that changes zones becomes a new object: what applied to it before is forgotten.</source>
        <translation>Une carte qui change de zone devient un nouvel objet : ce qui s&apos;appliquait à elle avant est oublié.</translation>
    </message>
    <message>
        <source>When both players must decide at once, the player with initiative decides first.</source>
        <translation>Quand les deux joueurs doivent décider en même temps, le joueur qui a l&apos;initiative décide le premier.</translation>
    </message>
    <message>
        <source>A single quick action or Reaction can be used at most 100 times a day.</source>
        <translation>Une même action rapide ou Réaction peut servir au plus 100 fois par jour.</translation>
    </message>
    <message>
        <source>A terrain (Forest, Mountain, Water) is a sub-type of a region; a Terrain Marker changes which ones a region has.</source>
        <translation>Un terrain (Forêt, Montagne, Eau) est un sous-type de région ; un Marqueur de terrain change ceux qu&apos;a une région.</translation>
    </message>
    <message>
        <source>Every object has exactly one type: Character, Emblem, Hero, Mana Orb, Permanent, Region or Spell.</source>
        <translation>Tout objet a exactement un type : Personnage, Emblème, Héros, Orbe de Mana, Permanent, Région ou Sort.</translation>
    </message>
    <message>
        <source>A token that leaves the Expedition zone stops existing instead of going anywhere.</source>
        <translation>Un jeton qui quitte la zone d&apos;Expédition cesse d&apos;exister au lieu d&apos;aller ailleurs.</translation>
    </message>
    <message>
        <source>An Ongoing effect lasts for its stated duration (this turn, Afternoon or Day) and then ends.</source>
        <translation>Un effet continu dure le temps indiqué (ce tour, cet Après-midi ou ce jour) puis prend fin.</translation>
    </message>
    <message>
        <source>An effect lasting &apos;this turn&apos; can only begin during a turn.</source>
        <translation>Un effet qui dure « ce tour » ne peut commencer que pendant un tour.</translation>
    </message>
    <message>
        <source>An effect lasting &apos;this Afternoon&apos; can only begin from Morning to Afternoon.</source>
        <translation>Un effet qui dure « cet Après-midi » ne peut commencer que du Matin à l&apos;Après-midi.</translation>
    </message>
    <message>
        <source>An object cannot gain a status it already has.</source>
        <translation>Un objet ne peut pas gagner un statut qu&apos;il a déjà.</translation>
    </message>
    <message>
        <source>Some objects may gain a status they already have: nothing changes, but the gain can be modified and seen by Reactions.</source>
        <translation>Certains objets peuvent gagner un statut qu&apos;ils ont déjà : rien ne change, mais le gain peut être modifié et vu par des Réactions.</translation>
    </message>
    <message>
        <source>Anchored characters stay in their Expedition at Rest, then lose Anchored.</source>
        <translation>Les Personnages Ancrés restent dans leur Expédition au Repos, puis perdent Ancré.</translation>
    </message>
    <message>
        <source>Asleep characters add nothing at Dusk and stay in their Expedition at Rest, then wake.</source>
        <translation>Les Personnages Endormis n&apos;apportent rien au Crépuscule et restent dans leur Expédition au Repos, puis se réveillent.</translation>
    </message>
    <message>
        <source>A card played from Reserve becomes Fleeting as it enters Limbo.</source>
        <translation>Une carte jouée depuis la Réserve devient Fugace en entrant dans les Limbes.</translation>
    </message>
    <message>
        <source>A Spell that has Fleeting is Fleeting whenever it is played.</source>
        <translation>Un Sort qui a Fugace est Fugace chaque fois qu&apos;il est joué.</translation>
    </message>
    <message>
        <source>A Fleeting Character or Expedition Permanent gains Fleeting again as it enters the Expedition zone from Limbo.</source>
        <translation>Un Personnage ou un Permanent d&apos;Expédition Fugace regagne Fugace en entrant dans la zone d&apos;Expédition depuis les Limbes.</translation>
    </message>
    <message>
        <source>A Fleeting Character or Permanent that would go to Reserve is discarded instead.</source>
        <translation>Un Personnage ou un Permanent Fugace qui irait en Réserve est défaussé à la place.</translation>
    </message>
    <message>
        <source>A Fleeting Spell goes to the Discard pile after resolving instead of the Reserve.</source>
        <translation>Un Sort Fugace va dans la Défausse après sa résolution au lieu de la Réserve.</translation>
    </message>
    <message>
        <source>Abilities: keywords, Reactions, quick actions, passives and support abilities.</source>
        <translation>Capacités : mots-clés, Réactions, actions rapides, capacités passives et capacités de soutien.</translation>
    </message>
    <message>
        <source>An object&apos;s characteristics start from what is printed and are then changed by effects.</source>
        <translation>Les caractéristiques d&apos;un objet partent de ce qui est imprimé, puis les effets les changent.</translation>
    </message>
    <message>
        <source>Some passive abilities change the characteristics of objects.</source>
        <translation>Certaines capacités passives changent les caractéristiques des objets.</translation>
    </message>
    <message>
        <source>Passive abilities that change characteristics affect objects in play only.</source>
        <translation>Les capacités passives qui changent des caractéristiques ne touchent que les objets en jeu.</translation>
    </message>
    <message>
        <source>Afternoon: players take turns playing cards and quick actions until both have passed.</source>
        <translation>Après-midi : les joueurs jouent à tour de rôle cartes et actions rapides jusqu&apos;à ce que tous deux aient passé.</translation>
    </message>
    <message>
        <source>Cards in play, in Reserve, in Mana and in Limbo can carry counters; boosts are one kind.</source>
        <translation>Les cartes en jeu, en Réserve, dans le Mana et dans les Limbes peuvent porter des marqueurs ; les boosts en sont une sorte.</translation>
    </message>
    <message>
        <source>An effect may tell a player to play a card at once, in the middle of that effect.</source>
        <translation>Un effet peut dire à un joueur de jouer une carte aussitôt, au milieu de cet effet.</translation>
    </message>
    <message>
        <source>Each boost adds one to each of a Character&apos;s three statistics.</source>
        <translation>Chaque boost ajoute un à chacune des trois statistiques d&apos;un Personnage.</translation>
    </message>
    <message>
        <source>Objects leaving the Expedition or Landmark zone lose their counters and boosts.</source>
        <translation>Les objets qui quittent la zone d&apos;Expédition ou de Repères perdent leurs marqueurs et leurs boosts.</translation>
    </message>
    <message>
        <source>When the Deck runs out, the Discard pile is shuffled under it first.</source>
        <translation>Quand le Deck est vide, la Défausse est d&apos;abord mélangée et placée dessous.</translation>
    </message>
    <message>
        <source>Cards put in the Mana zone are face down; they arrive exhausted unless told otherwise.</source>
        <translation>Les cartes mises dans la zone de Mana sont face cachée ; elles arrivent épuisées sauf indication contraire.</translation>
    </message>
    <message>
        <source>Setting up: Adventure laid out, Heroes revealed, decks shuffled.</source>
        <translation>Mise en place : l&apos;Aventure est disposée, les Héros révélés, les decks mélangés.</translation>
    </message>
    <message>
        <source>The three Tumult cards are placed face down in a random order and orientation.</source>
        <translation>Les trois cartes Tumulte sont posées face cachée dans un ordre et un sens aléatoires.</translation>
    </message>
    <message>
        <source>The first player of the first day is chosen at random.</source>
        <translation>Le premier joueur du premier jour est tiré au sort.</translation>
    </message>
    <message>
        <source>Each player draws six cards to start.</source>
        <translation>Chaque joueur pioche six cartes pour commencer.</translation>
    </message>
    <message>
        <source>Each player puts three cards from their hand in Mana, ready to use.</source>
        <translation>Chaque joueur met trois cartes de sa main dans le Mana, prêtes à servir.</translation>
    </message>
    <message>
        <source>The first day starts; its Morning is skipped.</source>
        <translation>Le premier jour commence ; son Matin est sauté.</translation>
    </message>
    <message>
        <source>Each phase begins by triggering its &apos;At [phase]&apos; Reactions.</source>
        <translation>Chaque phase commence en déclenchant ses Réactions « Au [phase] ».</translation>
    </message>
    <message>
        <source>Succeed: the other player becomes the first player.</source>
        <translation>Succession : l&apos;autre joueur devient premier joueur.</translation>
    </message>
    <message>
        <source>Prepare: everything exhausted is readied.</source>
        <translation>Préparation : tout ce qui est épuisé est redressé.</translation>
    </message>
    <message>
        <source>Draw: each player draws two cards.</source>
        <translation>Pioche : chaque joueur pioche deux cartes.</translation>
    </message>
    <message>
        <source>Expand: each player may put one card from hand into Mana, ready.</source>
        <translation>Expansion : chaque joueur peut mettre une carte de sa main dans le Mana, redressée.</translation>
    </message>
    <message>
        <source>Noon has no daily effect; only &apos;At Noon&apos; Reactions happen.</source>
        <translation>Midi n&apos;a pas d&apos;effet quotidien ; seules les Réactions « À Midi » ont lieu.</translation>
    </message>
    <message>
        <source>In the Afternoon players alternate turns until both have passed.</source>
        <translation>L&apos;Après-midi, les joueurs jouent à tour de rôle jusqu&apos;à ce que tous deux aient passé.</translation>
    </message>
    <message>
        <source>On a turn a player plays a card, plays a quick action, or passes.</source>
        <translation>À son tour, un joueur joue une carte, joue une action rapide ou passe.</translation>
    </message>
    <message>
        <source>A quick action keeps the turn going; playing a card or passing ends it.</source>
        <translation>Une action rapide garde la main au joueur ; jouer une carte ou passer finit le tour.</translation>
    </message>
    <message>
        <source>Progress: an Expedition moves forward if it beats the facing one in a terrain of its region.</source>
        <translation>Progression : une Expédition avance si elle bat celle d&apos;en face dans un terrain de sa région.</translation>
    </message>
    <message>
        <source>A terrain that cannot be used to move forward is ignored.</source>
        <translation>Un terrain qui ne peut pas servir à avancer est ignoré.</translation>
    </message>
    <message>
        <source>A tie is not enough to move forward.</source>
        <translation>Une égalité ne suffit pas pour avancer.</translation>
    </message>
    <message>
        <source>A statistic of zero is never enough to move forward.</source>
        <translation>Une statistique de zéro ne suffit jamais pour avancer.</translation>
    </message>
    <message>
        <source>An Expedition moves forward at most once per Progress.</source>
        <translation>Une Expédition avance au plus une fois par Progression.</translation>
    </message>
    <message>
        <source>All successful Expeditions move forward at the same time.</source>
        <translation>Toutes les Expéditions qui réussissent avancent en même temps.</translation>
    </message>
    <message>
        <source>An Expedition that does not move forward during Progress &apos;fails to move forward&apos;.</source>
        <translation>Une Expédition qui n&apos;avance pas pendant la Progression « échoue à avancer ».</translation>
    </message>
    <message>
        <source>Rest: Characters (and Gear whose Expedition moved forward) go back to Reserve.</source>
        <translation>Repos : les Personnages (et l&apos;Équipement dont l&apos;Expédition a avancé) retournent en Réserve.</translation>
    </message>
    <message>
        <source>Clean-up: keep up to your Hero&apos;s limits in Reserve and Landmarks; the rest goes.</source>
        <translation>Nettoyage : gardez jusqu&apos;aux limites de votre Héros en Réserve et en Repères ; le reste s&apos;en va.</translation>
    </message>
    <message>
        <source>Check Victory: once Expeditions meet, the player who travelled further wins.</source>
        <translation>Vérification de la victoire : une fois les Expéditions rejointes, le joueur qui a voyagé le plus loin gagne.</translation>
    </message>
    <message>
        <source>Tiebreakers: everyone fights in the Arena; win more terrains than your opponent at Dusk.</source>
        <translation>Départage : tout le monde se bat dans l&apos;Arène ; gagnez plus de terrains que votre adversaire au Crépuscule.</translation>
    </message>
    <message>
        <source>In the Arena, each player&apos;s total statistics are compared terrain by terrain.</source>
        <translation>Dans l&apos;Arène, les statistiques totales de chaque joueur sont comparées terrain par terrain.</translation>
    </message>
    <message>
        <source>Reactions waiting in Limbo are played one by one, player with initiative first.</source>
        <translation>Les Réactions qui attendent dans les Limbes sont jouées une à une, le joueur qui a l&apos;initiative d&apos;abord.</translation>
    </message>
    <message>
        <source>Playing a card: declare it, move it to Limbo, pay its cost, resolve it.</source>
        <translation>Jouer une carte : l&apos;annoncer, la mettre dans les Limbes, payer son coût, la résoudre.</translation>
    </message>
    <message>
        <source>A card played from Hand costs its Hand Cost; from Reserve, its Reserve Cost.</source>
        <translation>Une carte jouée depuis la Main coûte son coût de Main ; depuis la Réserve, son coût de Réserve.</translation>
    </message>
    <message>
        <source>Costs: apply increases, then decreases, then limits on the final cost.</source>
        <translation>Coûts : appliquer les hausses, puis les baisses, puis les limites du coût final.</translation>
    </message>
    <message>
        <source>On resolution Characters join an Expedition, Landmarks the Landmark zone, Spells take effect.</source>
        <translation>À la résolution, les Personnages rejoignent une Expédition, les Repères la zone de Repères, les Sorts prennent effet.</translation>
    </message>
    <message>
        <source>A Character joins the Expedition chosen when it was played.</source>
        <translation>Un Personnage rejoint l&apos;Expédition choisie quand il a été joué.</translation>
    </message>
    <message>
        <source>An Expedition Permanent joins the Expedition chosen when it was played.</source>
        <translation>Un Permanent d&apos;Expédition rejoint l&apos;Expédition choisie quand il a été joué.</translation>
    </message>
    <message>
        <source>A Landmark Permanent joins its controller&apos;s Landmark zone.</source>
        <translation>Un Permanent Repère rejoint la zone de Repères de son contrôleur.</translation>
    </message>
    <message>
        <source>After resolving, a Spell goes to Reserve (exhausted with Cooldown), or to Discard if Fleeting.</source>
        <translation>Après sa résolution, un Sort va en Réserve (épuisé s&apos;il a Rechargement), ou dans la Défausse s&apos;il est Fugace.</translation>
    </message>
    <message>
        <source>A quick action is played like a Spell but stays with its object.</source>
        <translation>Une action rapide se joue comme un Sort mais reste avec son objet.</translation>
    </message>
    <message>
        <source>Choices made by both players are made in initiative order; public choices are shown.</source>
        <translation>Les choix faits par les deux joueurs le sont dans l&apos;ordre de l&apos;initiative ; les choix publics sont montrés.</translation>
    </message>
    <message>
        <source>A modifier changes how a step happens (&apos;instead&apos; replaces, &apos;also&apos; adds).</source>
        <translation>Un modificateur change la façon dont une étape a lieu (« à la place » remplace, « aussi » ajoute).</translation>
    </message>
    <message>
        <source>A Reaction&apos;s trigger matched an event: it waits in Limbo as an Emblem to be played.</source>
        <translation>Le déclencheur d&apos;une Réaction correspond à un événement : elle attend dans les Limbes, en Emblème, d&apos;être jouée.</translation>
    </message>
    <message>
        <source>A Reaction cannot trigger more than 100 times in a day.</source>
        <translation>Une Réaction ne peut pas se déclencher plus de 100 fois dans une journée.</translation>
    </message>
    <message>
        <source>A cost is paid in full at once, or not at all.</source>
        <translation>Un coût se paie entièrement d&apos;un coup, ou pas du tout.</translation>
    </message>
    <message>
        <source>Targets are chosen just before the step; each object at most once per step.</source>
        <translation>Les cibles sont choisies juste avant l&apos;étape ; chaque objet au plus une fois par étape.</translation>
    </message>
    <message>
        <source>An optional step (&apos;you may&apos;) is asked just before it would happen.</source>
        <translation>Une étape facultative (« vous pouvez ») est proposée juste avant qu&apos;elle ait lieu.</translation>
    </message>
    <message>
        <source>A conditional step only happens if its condition holds just before it.</source>
        <translation>Une étape conditionnelle n&apos;a lieu que si sa condition est remplie juste avant.</translation>
    </message>
    <message>
        <source>A modal effect: the controller chooses which mode happens.</source>
        <translation>Un effet modal : le contrôleur choisit quel mode a lieu.</translation>
    </message>
    <message>
        <source>A part of an effect that cannot be done is ignored; the rest happens.</source>
        <translation>La partie d&apos;un effet qui ne peut pas être faite est ignorée ; le reste a lieu.</translation>
    </message>
    <message>
        <source>A step done several times is done one after the other, with fresh choices each time; a count is taken once.</source>
        <translation>Une étape faite plusieurs fois l&apos;est l&apos;une après l&apos;autre, avec de nouveaux choix à chaque fois ; un compte est pris une seule fois.</translation>
    </message>
    <message>
        <source>Activate: an event or a step creates the Emblem of a Reaction, owned by the Reaction&apos;s object.</source>
        <translation>Activer : un événement ou une étape crée l&apos;Emblème d&apos;une Réaction, qui appartient à l&apos;objet de la Réaction.</translation>
    </message>
    <message>
        <source>A trigger that &apos;cannot activate&apos; never activates, naturally or when told to.</source>
        <translation>Un déclencheur qui « ne peut pas s&apos;activer » ne s&apos;active jamais, ni de lui-même ni sur ordre.</translation>
    </message>
    <message>
        <source>After you: the turn ends without passing once no Reactions are waiting.</source>
        <translation>Après vous : le tour se termine sans passer une fois qu&apos;aucune Réaction n&apos;attend.</translation>
    </message>
    <message>
        <source>Augment: the object gains one more of a single kind of counter it already has.</source>
        <translation>Augmenter : l&apos;objet gagne un marqueur de plus d&apos;une sorte qu&apos;il a déjà.</translation>
    </message>
    <message>
        <source>Create: a new Character token appears in an Expedition.</source>
        <translation>Créer : un nouveau jeton Personnage apparaît dans une Expédition.</translation>
    </message>
    <message>
        <source>Discard: the card goes to its owner&apos;s Discard pile.</source>
        <translation>Défausser : la carte va dans la Défausse de son propriétaire.</translation>
    </message>
    <message>
        <source>Double: the object gains as many counters of that kind as it has; zero cannot be doubled.</source>
        <translation>Doubler : l&apos;objet gagne autant de marqueurs de cette sorte qu&apos;il en a ; zéro ne peut pas être doublé.</translation>
    </message>
    <message>
        <source>Draw: the top card of the Deck goes to the Hand.</source>
        <translation>Piocher : la carte du dessus du Deck va dans la Main.</translation>
    </message>
    <message>
        <source>Exchange boosts: the Character with more loses the difference and the other gains it, at once.</source>
        <translation>Échanger les boosts : le Personnage qui en a le plus perd la différence et l&apos;autre la gagne, en même temps.</translation>
    </message>
    <message>
        <source>Exchange two objects or cards: each goes to the other&apos;s zone; nothing happens if one is missing.</source>
        <translation>Échanger deux objets ou cartes : chacun va dans la zone de l&apos;autre ; rien ne se passe si l&apos;un manque.</translation>
    </message>
    <message>
        <source>Exhaust: the object becomes exhausted.</source>
        <translation>Épuiser : l&apos;objet devient épuisé.</translation>
    </message>
    <message>
        <source>The object gains counters.</source>
        <translation>L&apos;objet gagne des marqueurs.</translation>
    </message>
    <message>
        <source>The object gains a status.</source>
        <translation>L&apos;objet gagne un statut.</translation>
    </message>
    <message>
        <source>The object loses a status.</source>
        <translation>L&apos;objet perd un statut.</translation>
    </message>
    <message>
        <source>The Expedition moves one region back toward where it started.</source>
        <translation>L&apos;Expédition recule d&apos;une région vers son point de départ.</translation>
    </message>
    <message>
        <source>The Expedition moves one region forward.</source>
        <translation>L&apos;Expédition avance d&apos;une région.</translation>
    </message>
    <message>
        <source>Entering a face-down Tumult region reveals that Tumult card.</source>
        <translation>Entrer dans une région Tumulte face cachée révèle cette carte Tumulte.</translation>
    </message>
    <message>
        <source>Ready: the object is no longer exhausted.</source>
        <translation>Redresser : l&apos;objet n&apos;est plus épuisé.</translation>
    </message>
    <message>
        <source>A fair six-sided die is rolled.</source>
        <translation>On lance un dé équilibré à six faces.</translation>
    </message>
    <message>
        <source>Play for free: the card is played without declaring or paying any cost.</source>
        <translation>Jouer gratuitement : la carte est jouée sans annoncer ni payer de coût.</translation>
    </message>
    <message>
        <source>Put, return and send all mean moving the object to that zone.</source>
        <translation>Mettre, renvoyer et envoyer veulent tous dire déplacer l&apos;objet vers cette zone.</translation>
    </message>
    <message>
        <source>Resupply: the top card of the Deck goes to the Reserve.</source>
        <translation>Ravitailler : la carte du dessus du Deck va dans la Réserve.</translation>
    </message>
    <message>
        <source>Sabotage: discard up to one target card from a Reserve.</source>
        <translation>Sabotage : défaussez jusqu&apos;à une carte ciblée d&apos;une Réserve.</translation>
    </message>
    <message>
        <source>Sacrifice: discard an object you control in play.</source>
        <translation>Sacrifier : défausser un objet en jeu que vous contrôlez.</translation>
    </message>
    <message>
        <source>Spend: counters are removed to pay for something.</source>
        <translation>Dépenser : des marqueurs sont retirés pour payer quelque chose.</translation>
    </message>
    <message>
        <source>Switch Expeditions: the object moves to its controller&apos;s other Expedition, staying in the zone.</source>
        <translation>Changer d&apos;Expédition : l&apos;objet passe dans l&apos;autre Expédition de son contrôleur, sans quitter la zone.</translation>
    </message>
    <message>
        <source>Defender: that Expedition cannot move forward at Dusk.</source>
        <translation>Défenseur : cette Expédition ne peut pas avancer au Crépuscule.</translation>
    </message>
    <message>
        <source>Eternal: this Character does not go to Reserve at Rest.</source>
        <translation>Éternel : ce Personnage ne va pas en Réserve au Repos.</translation>
    </message>
    <message>
        <source>Gigantic: this Character is in both of its controller&apos;s Expeditions.</source>
        <translation>Gigantesque : ce Personnage est dans les deux Expéditions de son contrôleur.</translation>
    </message>
    <message>
        <source>Scout: may be played from Hand for a lower cost, then goes to Reserve.</source>
        <translation>Éclaireur : peut être joué depuis la Main pour un coût moindre, puis va en Réserve.</translation>
    </message>
    <message>
        <source>Seasoned: keeps its boosts when going from Expedition to Reserve.</source>
        <translation>Aguerri : garde ses boosts en passant de l&apos;Expédition à la Réserve.</translation>
    </message>
    <message>
        <source>Tough: targeting it with your own effect costs extra mana.</source>
        <translation>Coriace : le cibler avec votre propre effet coûte du mana en plus.</translation>
    </message>
    <message>
        <source>Tokens count as cards for the rules; whoever created a token owns it.</source>
        <translation>Les jetons comptent comme des cartes pour les règles ; celui qui crée un jeton en est le propriétaire.</translation>
    </message>
    <message>
        <source>Support abilities work only while their card is in the Reserve.</source>
        <translation>Les capacités de soutien n&apos;agissent que tant que leur carte est dans la Réserve.</translation>
    </message>
    <message>
        <source>A passive that gives something to the card being played does so as a Reaction while it resolves.</source>
        <translation>Une capacité passive qui donne quelque chose à la carte jouée le fait comme une Réaction pendant sa résolution.</translation>
    </message>
    <message>
        <source>Trigger symbols: [J] when I join play, [H] when played from Hand, [R] when played from Reserve.</source>
        <translation>Symboles de déclenchement : [J] quand j&apos;arrive en jeu, [H] quand je suis joué depuis la Main, [R] depuis la Réserve.</translation>
    </message>
    <message>
        <source>&apos;Activate a Reaction&apos; makes it trigger even though its event did not happen.</source>
        <translation>« Activer une Réaction » la déclenche même si son événement n&apos;a pas eu lieu.</translation>
    </message>
    <message>
        <source>A Reaction activated by another object&apos;s effect still belongs to its own object.</source>
        <translation>Une Réaction activée par l&apos;effet d&apos;un autre objet appartient toujours à son propre objet.</translation>
    </message>
    <message>
        <source>Exhausted Resupply: Resupply, then exhaust the card that arrived in Reserve.</source>
        <translation>Ravitaillement épuisé : Ravitailler, puis épuiser la carte arrivée en Réserve.</translation>
    </message>
    <message>
        <source>An exhausted card in Reserve cannot be played (unless an ability says a player may).</source>
        <translation>Une carte épuisée en Réserve ne peut pas être jouée (sauf si une capacité dit qu&apos;un joueur le peut).</translation>
    </message>
    <message>
        <source>An exhausted card in Reserve has no support abilities.</source>
        <translation>Une carte épuisée en Réserve n&apos;a pas de capacités de soutien.</translation>
    </message>
    <message>
        <source>An Expedition is behind when it is closer to its starting region than the one facing it.</source>
        <translation>Une Expédition est en retard quand elle est plus près de sa région de départ que celle d&apos;en face.</translation>
    </message>
    <message>
        <source>You control the objects in your Expeditions, Landmark zone and Hero zone, not your Reserve.</source>
        <translation>Vous contrôlez les objets de vos Expéditions, de votre zone de Repères et de votre zone de Héros, pas de votre Réserve.</translation>
    </message>
    <message>
        <source>A cost is what must be paid, usually mana, to play a card or use an ability.</source>
        <translation>Un coût est ce qu&apos;il faut payer, d&apos;habitude du mana, pour jouer une carte ou utiliser une capacité.</translation>
    </message>
    <message>
        <source>An exhausted object or Mana Orb is turned sideways and cannot be used until readied.</source>
        <translation>Un objet ou un Orbe de Mana épuisé est tourné de côté et ne peut pas servir avant d&apos;être redressé.</translation>
    </message>
    <message>
        <source>Fleeting cards are discarded instead of going to the Reserve.</source>
        <translation>Les cartes Fugaces sont défaussées au lieu d&apos;aller en Réserve.</translation>
    </message>
    <message>
        <source>A Character&apos;s statistics: Forest, Mountain and Water, compared at Dusk.</source>
        <translation>Les statistiques d&apos;un Personnage : Forêt, Montagne et Eau, comparées au Crépuscule.</translation>
    </message>
    <message>
        <source>Every card is in a zone; zones are personal or shared, visible or hidden.</source>
        <translation>Chaque carte est dans une zone ; les zones sont personnelles ou partagées, visibles ou cachées.</translation>
    </message>
    <message>
        <source>The Deck: your face-down cards to draw from; nobody may look at them.</source>
        <translation>Le Deck : vos cartes face cachée dans lesquelles vous piochez ; personne ne peut les regarder.</translation>
    </message>
    <message>
        <source>The Discard pile: discarded cards, face up for everyone.</source>
        <translation>La Défausse : les cartes défaussées, face visible pour tous.</translation>
    </message>
    <message>
        <source>The Expedition zone: your two Expeditions, Hero and Companion, with their Characters.</source>
        <translation>La zone d&apos;Expédition : vos deux Expéditions, Héros et Compagnon, avec leurs Personnages.</translation>
    </message>
    <message>
        <source>The Hand: cards only you see; your opponent sees how many you hold.</source>
        <translation>La Main : des cartes que vous seul voyez ; votre adversaire voit combien vous en avez.</translation>
    </message>
    <message>
        <source>The Hero zone: your Hero, in play from the start.</source>
        <translation>La zone de Héros : votre Héros, en jeu dès le début.</translation>
    </message>
    <message>
        <source>The Landmark zone: your Landmark Permanents, limited in number by your Hero.</source>
        <translation>La zone de Repères : vos Permanents Repères, en nombre limité par votre Héros.</translation>
    </message>
    <message>
        <source>Limbo: where a card waits while it is being played.</source>
        <translation>Les Limbes : là où une carte attend pendant qu&apos;on la joue.</translation>
    </message>
    <message>
        <source>The Mana zone: face-down Mana Orbs, exhausted to pay costs.</source>
        <translation>La zone de Mana : des Orbes de Mana face cachée, épuisés pour payer les coûts.</translation>
    </message>
    <message>
        <source>The Reserve: cards played later for their Reserve cost, limited in number by your Hero.</source>
        <translation>La Réserve : des cartes jouées plus tard pour leur coût de Réserve, en nombre limité par votre Héros.</translation>
    </message>
    <message>
        <source>Cooldown: this Spell goes to the Reserve exhausted after it resolves.</source>
        <translation>Rechargement : ce Sort va en Réserve épuisé après sa résolution.</translation>
    </message>
</context>
</TS>
