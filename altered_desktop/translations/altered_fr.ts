<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
        <source>Which Reaction next?</source>
        <translation>Quelle Réaction ensuite ?</translation>
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
        <source>Play a card now</source>
        <extracomment>&quot;play nothing&quot; when an effect lets a card be played now (Rush, &quot;immediately play ...&quot;)</extracomment>
        <translation>Jouer une carte maintenant</translation>
    </message>
    <message>
        <source>Click a lit region on the Adventure track, or choose below.</source>
        <extracomment>a line under the prompt saying where on the table the answer can be clicked</extracomment>
        <translation>Cliquez sur une région éclairée de l&apos;Aventure, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click a lit Expedition, or choose below.</source>
        <translation>Cliquez sur une Expédition éclairée, ou choisissez ci-dessous.</translation>
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
        <source>Undo playing the card: you are back at your turn with the card in hand and nothing paid (Ctrl+Z)</source>
        <translation>Annuler la carte jouée : vous revenez à votre tour, la carte en main et rien de payé (Ctrl+Z)</translation>
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
        <source>Do it</source>
        <translation>Faire</translation>
    </message>
    <message>
        <source>Click a glowing card to play it, or choose below.</source>
        <translation>Cliquez sur une carte lumineuse pour la jouer, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click a glowing card in your Hand or Reserve (or drag it onto an Expedition) to play it; right-click a card for its actions.</source>
        <translation>Cliquez sur une carte lumineuse de votre Main ou de votre Réserve (ou faites-la glisser sur une Expédition) pour la jouer ; clic droit sur une carte pour ses actions.</translation>
    </message>
    <message>
        <source>Nothing can be played now: pass, or use a quick action.</source>
        <translation>Rien ne peut être joué maintenant : passez, ou utilisez une action rapide.</translation>
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
        <source>Chosen {0} (choose {1})</source>
        <translation>Choisi {0} (à choisir : {1})</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Deck builder</source>
        <extracomment>the browser&apos;s one-letter headers in words, for the menu that shows or hides columns</extracomment>
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
        <source>Decklist copied to the clipboard</source>
        <translation>Liste copiée dans le presse-papiers</translation>
    </message>
    <message>
        <source>Not saved: rename the deck to keep both</source>
        <translation>Non enregistré : renommez le deck pour garder les deux</translation>
    </message>
</context>
<context>
    <name>DistanceChart</name>
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
        <source>Regions travelled</source>
        <translation>Régions parcourues</translation>
    </message>
    <message>
        <source>{0}: a player&apos;s two Expeditions meet — the game ends</source>
        <translation>{0} : les deux Expéditions d’un joueur se rejoignent — la partie s’arrête</translation>
    </message>
    <message>
        <source>{0}: hero + companion Expeditions</source>
        <translation>{0} : Expéditions héros + compagnon</translation>
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
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Show the log</source>
        <translation>Afficher le journal</translation>
    </message>
    <message>
        <source>Export the log…</source>
        <translation>Exporter le journal…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Regarder la table</translation>
    </message>
</context>
<context>
    <name>GoldfishLabDialog</name>
    <message>
        <source>Goldfish lab — how fast does the deck win?</source>
        <translation>Laboratoire goldfish — en combien de temps le deck gagne-t-il ?</translation>
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
        <source>Against an opponent who only passes (a goldfish):</source>
        <translation>Contre un adversaire qui ne fait que passer (un « goldfish ») :</translation>
    </message>
    <message>
        <source>No games were played.</source>
        <translation>Aucune partie n’a été jouée.</translation>
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
        <source>The table stays hidden so nobody sees a hand they should not.</source>
        <translation>La table reste cachée pour que personne ne voie une main qu&apos;il ne doit pas voir.</translation>
    </message>
    <message>
        <source>I am {0} — show my table</source>
        <translation>Je suis {0} — afficher ma table</translation>
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
        <extracomment>pause in typing after which the decklist is checked problems of a kind listed (and lines tinted); the rest are counted</extracomment>
        <translation>✓ {0} cartes et un Héros : un deck construit valide</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import a decklist</source>
        <extracomment>problems listed in the import box; the rest are counted (a list of hundreds is not read)</extracomment>
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
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>language code -&gt; its name in that language (English is the source: no file)</extracomment>
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
        <source>Step {0} of {1}</source>
        <translation>Étape {0} sur {1}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Explain this</source>
        <extracomment>what a right-click on a part of the table explains (engine.explain subjects)</extracomment>
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
        <source>Teaching log</source>
        <translation>Journal commenté</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>the entry clicked last (the table highlights its cards)</extracomment>
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
        <source>Day {0}</source>
        <translation>Jour {0}</translation>
    </message>
    <message>
        <source>Rule {0}: {1}</source>
        <translation>Règle {0} : {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>Dusk shows not yet seen, per seat (-1: the shared table): (view before, lines, log entries)</extracomment>
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
        <source>&amp;Reading the table</source>
        <translation>&amp;Lire la table</translation>
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
        <extracomment>the window width from which the teaching log opens beside the table on first start hand-off screens for the game given here (later games bring their own options) the computer&apos;s seat in the current game (altered_desktop.ai_seat), if any the note of the ruling report the game was opened from (&quot;&quot; otherwise) says on the table that every hand lies face up (a teacher&apos;s open-handed game)</extracomment>
        <translation>Mains ouvertes : toutes les mains sont face visible (Affichage ▸ Mains ouvertes)</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Accueil</translation>
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
        <extracomment>the size the window opens at when the screen has room for it</extracomment>
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
        <source>That Reaction is not one you can play now.</source>
        <translation>Vous ne pouvez pas jouer cette Réaction maintenant.</translation>
    </message>
    <message>
        <source>{0} decides now.</source>
        <translation>{0} décide maintenant.</translation>
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
        <extracomment>what callers of confirm_leaving say they are doing (translated there)</extracomment>
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
        <source>&lt;b&gt;Adventure track&lt;/b&gt; (middle): Hero region, six Tumult regions (face down until an Expedition enters), Companion region. &lt;b&gt;H&lt;/b&gt; and &lt;b&gt;C&lt;/b&gt; markers show each player&apos;s hero and companion Expeditions: the first player&apos;s are gold, the second&apos;s blue, ringed in their hero&apos;s faction colour; yours sit below the track.&lt;br&gt;&lt;br&gt;&lt;b&gt;Expeditions&lt;/b&gt;: left of the cards, the Expedition&apos;s forest, mountain and water totals against the facing Expedition&apos;s (&quot;5 vs 3&quot;). ▲ means it leads in a terrain of its region, ▼ that it trails; a greyed line is a terrain its region does not have (it does not count at Dusk).&lt;br&gt;&lt;br&gt;&lt;b&gt;Cards&lt;/b&gt;: the light gem is the Hand cost, the dark one the Reserve cost; the three coloured boxes are forest, mountain and water; the picture says the card&apos;s kind. Cards in play show their full text when you point at them. Badges show Fleeting, Asleep, Anchored and Exhausted; a gold pill counts boosts, a dark one other counters. In card text, small dark discs are ability symbols: when played, from Hand, from Reserve, exhaust me, discard me from Reserve.&lt;br&gt;&lt;br&gt;&lt;b&gt;Glows&lt;/b&gt;: blue — you can play or use it now; yellow — the current choice is about it; green — chosen; pink — concerned by the log entry you clicked.&lt;br&gt;&lt;br&gt;&lt;b&gt;Right column&lt;/b&gt;: day and phase, whose turn and who has initiative, Limbo and Emblems, and the prompt for your current decision.</source>
        <translation>&lt;b&gt;Piste d&apos;Aventure&lt;/b&gt; (au milieu) : région du Héros, six régions de Tumulte (face cachée jusqu&apos;à ce qu&apos;une Expédition y entre), région du Compagnon. Les marqueurs &lt;b&gt;H&lt;/b&gt; et &lt;b&gt;C&lt;/b&gt; montrent les Expéditions du héros et du compagnon de chaque joueur : dorés pour le premier joueur, bleus pour le second, cerclés de la couleur de faction de leur héros ; les vôtres sont sous la piste.&lt;br&gt;&lt;br&gt;&lt;b&gt;Expéditions&lt;/b&gt; : à gauche des cartes, les totaux de forêt, montagne et eau de l&apos;Expédition contre ceux de l&apos;Expédition d&apos;en face (« 5 contre 3 »). ▲ signifie qu&apos;elle mène dans un terrain de sa région, ▼ qu&apos;elle est derrière ; une ligne grisée est un terrain que sa région n&apos;a pas (il ne compte pas au Crépuscule).&lt;br&gt;&lt;br&gt;&lt;b&gt;Cartes&lt;/b&gt; : la gemme claire est le coût en Main, la sombre le coût en Réserve ; les trois cases colorées sont forêt, montagne et eau ; l&apos;image dit le genre de la carte. Les cartes en jeu montrent tout leur texte quand on les pointe. Des badges indiquent Fugace, Endormi, Ancré et Épuisé ; une pastille dorée compte les boosts, une sombre les autres marqueurs. Dans le texte des cartes, les petits disques sombres sont les symboles de capacité : quand jouée, depuis la Main, depuis la Réserve, épuisez-moi, défaussez-moi de la Réserve.&lt;br&gt;&lt;br&gt;&lt;b&gt;Lueurs&lt;/b&gt; : bleu — vous pouvez la jouer ou l&apos;utiliser maintenant ; jaune — le choix en cours la concerne ; vert — choisie ; rose — concernée par l&apos;entrée du journal cliquée.&lt;br&gt;&lt;br&gt;&lt;b&gt;Colonne de droite&lt;/b&gt; : jour et phase, à qui c&apos;est le tour et qui a l&apos;initiative, les Limbes et les Emblèmes, et la question de votre décision en cours.</translation>
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
        <source>Reading the table</source>
        <translation>Lire la table</translation>
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
        <source>Second seat played by</source>
        <translation>Second siège joué par</translation>
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
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation>Jour {0}</translation>
    </message>
    <message>
        <source>Hand · {0} · passed</source>
        <extracomment>the hand row&apos;s least height in pixels (within 30 % of the table): hand cards keep a full face (`card_tile.TILE_BELOW`) with their rules text at the least text size shares of the rows that do not depend on what the table holds a base row (Hero, Reserve, Landmarks, Mana, piles) against an Expedition row: a Reserve or Landmark with cards needs room for tiles; empty, it is a labelled strip a tile&apos;s height over its width in an Expedition (name, picture, statistics) and in a base row (flatter: one line of name, gems beside the picture) the label strip over a Reserve or Landmarks zone, in pixels</extracomment>
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
        <extracomment>a total that leads, trails, or does not count (the region lacks the terrain)</extracomment>
        <translation>{0} contre {1}</translation>
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
        <extracomment>an Ongoing Emblem&apos;s duration in words (Ascended lasts until Rest, not to its end)</extracomment>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>Ongoing</source>
        <translation>Continu</translation>
    </message>
    <message>
        <source>Hero · {0}</source>
        <extracomment>a folder of card images named by card reference (ALT_CORE_B_AX_04_C.png…), chosen by the player in the settings; no card art ships with the program
----------
cards drawn shorter than this are tiles (hand cards and the zoom are taller) the statistics&apos; digits are never smaller than this on a tile</extracomment>
        <translation>Héros · {0}</translation>
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
        <source>no Expeditions have met yet (distances {a} and {b})</source>
        <translation>aucune Expédition ne s&apos;est encore rencontrée (distances {a} et {b})</translation>
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
        <source>Play {card} from Hand into your hero Expedition — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du héros — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Hand into your companion Expedition — costs {cost}</source>
        <translation>Jouer {card} depuis la Main dans votre Expédition du compagnon — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your hero Expedition — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du héros — coûte {cost}</translation>
    </message>
    <message>
        <source>Play {card} from Reserve into your companion Expedition — costs {cost}</source>
        <translation>Jouer {card} depuis la Réserve dans votre Expédition du compagnon — coûte {cost}</translation>
    </message>
</context>
<context>
    <name>log-word</name>
    <message>
        <source>Setup</source>
        <extracomment>words the engine puts into templates: the phases of a day (and the set-up before)</extracomment>
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
        <source>Hero</source>
        <extracomment>the Adventure&apos;s regions by their engine names (engine.view: &quot;Hero&quot;, &quot;Tumult 3&quot;, ...)</extracomment>
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
</TS>
