<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
</context>
</TS>
