"""Choose each card's illustration from the game-icons set: the rules and the words.

Used by `tools/vendor_icons.py`, which writes the choice as the reviewable table
`altered_desktop/assets/card-icons.tsv` (card name, icon, why) and vendors only the
icons that table and the app name.

A card's picture is looked for, in this order:

1. a correction by hand in `tools/card-icon-overrides.tsv` (name TAB icon);
2. its name: an icon named after two or three of its words together ("The Frog
   Prince" -> frog-prince), then after one of its words, the words a person would draw
   first (a noun at the end of the name before an adjective at its start), through
   `WORDS` for words the set spells otherwise (Mage -> wizard-face, Trooper ->
   ...) and for the figures of myth and story the pool is full of (Kitsune -> fox);
3. its subtypes, from a small pool of pictures each (`SUBTYPES`);
4. its type (`TYPES`).

Each step offers several icons; the first one no other card name took yet wins, so
cards with different names get different pictures wherever the set allows (if every
candidate is taken, the first one not taken in the card's own faction, else the first).
Cards are assigned in a fixed order (faction, then name), so the table is the same on
every run for the same pool and set.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path

OVERRIDES = Path(__file__).resolve().parent / "card-icon-overrides.tsv"

#: words that are never a picture on their own
STOP = frozenset("""a an and the of to in on for with from at by de la le d da du des del
di n b dr s el von van y you your my our its his her their is are be this that me i
off go all no not one two three four five six seven eight nine ten new old
axiom bravos lyra muna ordis yzmir""".split())
#: words that are a picture only when nothing else in the name is
WEAK = frozenset("""little great big tiny young first last lord lady sir mister master
junior senior son daughter brother sister mother father prince princess king queen
fair good bad dark light grand high low deep wild true false lost helpful studious
silent quiet mighty strong swift brave bold proud merry""".split())

#: a word of a card's name -> the icons that draw it, best first (the set's own
#: names are found without this: "frog" finds frog, "dragon" dragon-head...)
WORDS: dict[str, tuple[str, ...]] = {
    # roles and trades
    "mage": ("wizard-face", "wizard-staff", "pointy-hat", "crystal-wand"),
    "magician": ("tarot-01-the-magician", "magic-hat", "magick-trick"),
    "wizard": ("wizard-face", "wizard-staff"),
    "sorcerer": ("warlock-hood", "orb-wand"), "sorceress": ("witch-face", "orb-wand"),
    "witch": ("witch-face", "witch-flight"), "warlock": ("warlock-hood",),
    "conjurer": ("magic-hat", "magick-trick"), "illusionist": ("drama-masks", "magick-trick"),
    "alchemist": ("round-bottom-flask", "bubbling-flask", "cauldron"),
    "dancer": ("ballerina-shoes", "dervish-swords", "ribbon"),
    "bladedancer": ("dervish-swords", "spinning-sword"),
    "trooper": ("crested-helmet", "closed-barbute", "visored-helm"),
    "soldier": ("crested-helmet", "centurion-helmet", "spartan-helmet"),
    "warrior": ("battle-axe", "axe-sword", "viking-helmet"),
    "guard": ("guards", "guarded-tower", "spartan-helmet"),
    "gatekeeper": ("medieval-gate", "gate", "dungeon-gate"),
    "commander": ("knight-banner", "flying-flag", "rally-the-troops"),
    "general": ("rally-the-troops", "knight-banner"), "captain": ("pirate-captain",
                                                                   "captain-hat-profile"),
    "legionnaire": ("centurion-helmet", "roman-shield"), "legate": ("roman-toga",
                                                                  "laurel-crown"),
    "cadets": ("rank-1", "military-ambulance", "sergeant"),
    "trainee": ("punching-bag", "boxing-glove"), "trainer": ("whistle", "stopwatch"),
    "training": ("weight-lifting-up", "muscle-up", "meditation"),
    "instructor": ("teacher", "whistle"), "teacher": ("teacher",),
    "scribe": ("quill-ink", "scroll-quill", "rune-stone"), "archivist": ("bookshelf",
                                                                         "book-pile"),
    "chronicler": ("scroll-unfurled", "open-book", "quill"),
    "skald": ("harp", "lyre", "hunting-horn"), "bard": ("lyre", "harp", "lute"),
    "bassist": ("guitar-bass-head", "guitar"), "drummer": ("drum", "drum-kit"),
    "keytarist": ("musical-keyboard", "piano-keys"), "dj": ("headphones", "turntable"),
    "singer": ("microphone", "musical-notes"), "thespian": ("drama-masks", "theater"),
    "aerialist": ("acrobatic", "tightrope"), "juggler": ("juggler", "juggling-clubs"),
    "croupier": ("rolling-dice-cup", "poker-hand", "card-random"),
    "trickster": ("jester-hat", "magick-trick", "cheese-wedge"),
    "puppeteer": ("puppet", "marionette"), "painter": ("palette", "paint-brush"),
    "artist": ("palette", "large-paint-brush"), "sculptor": ("stone-bust",),
    "merchant": ("coins", "shop", "swap-bag"), "trader": ("trade", "coins"),
    "accountant": ("abacus", "receive-money"), "banker": ("bank", "money-stack"),
    "attorney": ("scales", "gavel"), "judge": ("gavel", "tarot-11-justice"),
    "bureaucrat": ("stamper", "files", "paper-clip"), "clerk": ("stamper", "files"),
    "receptionist": ("ringing-bell", "desk"), "dispatcher": ("radio-tower", "envelope"),
    "courier": ("envelope", "running-shoe"), "messenger": ("envelope", "mailbox"),
    "crier": ("megaphone", "ringing-bell"), "liaison": ("shaking-hands",),
    "spy": ("spy", "hood", "domino-mask", "lock-spy"), "thief": ("robber-mask", "lockpicks"),
    "rogue": ("hooded-assassin", "cloak-dagger"), "assassin": ("hooded-assassin",),
    "engineer": ("gear-hammer", "spanner", "auto-repair"),
    "mechanic": ("auto-repair", "spanner", "monkey-wrench"),
    "machinist": ("mechanical-arm", "factory-arm"), "armorer": ("anvil-impact", "anvil",
                                                                "breastplate"),
    "salvager": ("scrap-metal", "hand-truck", "recycle"),
    "scrambler": ("static", "radar-sweep"), "jammer": ("radar-cross-section", "static"),
    "overseer": ("spyglass", "magnifying-glass"), "inspector": ("magnifying-glass",),
    "designer": ("pencil-ruler", "drafting"), "architect": ("architect-mask", "pencil-ruler"),
    "scientist": ("fizzing-flask", "microscope"), "botanist": ("flower-pot", "seedling"),
    "gardener": ("watering-can", "plant-watering", "shovel"),
    "druid": ("oak-leaf", "holy-oak", "mistletoe"), "caregiver": ("healing",
                                                                "heart-plus"),
    "healer": ("healing", "heart-plus"), "nurse": ("first-aid-kit",),
    "stargazer": ("telescope", "night-sky", "star-formation"),
    "astronomer": ("telescope", "night-sky"), "navigator": ("compass", "sextant",
                                                            "ship-wheel"),
    "mapmaker": ("treasure-map", "compass"), "cartographer": ("treasure-map",),
    "pathfinder": ("compass", "signpost", "trail"), "tracer": ("footprint", "trail"),
    "trailblazer": ("trail", "torch"), "scout": ("binoculars", "spyglass"),
    "lookout": ("spyglass", "binoculars"), "spotter": ("binoculars", "eye-target"),
    "explorer": ("compass", "backpack"), "adventurer": ("backpack", "walking-boot"),
    "rescuer": ("lifebuoy", "rope-coil"), "porter": ("hand-truck", "backpack"),
    "harpooner": ("harpoon-trident", "aerodynamic-harpoon"), "diver": ("diving-helmet",
                                                                      "scuba-mask"),
    "racer": ("checkered-flag", "race-car"), "pilot": ("biplane", "pilot-helmet"),
    "bouncer": ("mailed-fist", "muscle-up"), "duelist": ("crossed-swords", "rapier"),
    "finisher": ("punch", "finish-line"), "vanguard": ("shield", "spears"),
    "pendekar": ("sai", "kusarigama"), "samurai": ("samurai-helmet", "katana"),
    "ninja": ("ninja-head", "ninja-mask"), "monk": ("monk-face", "meditation"),
    "priest": ("sun-priest", "prayer"), "priestess": ("tarot-02-the-high-priestess",),
    "oracle": ("crystal-ball", "third-eye"), "seer": ("crystal-ball", "third-eye"),
    "disciple": ("open-book", "candle-light"), "apprentice": ("open-book", "candle-light"),
    "student": ("graduate-cap", "school-bag"), "scholar": ("scroll-unfurled", "bookmark"),
    "whisperer": ("whisper", "sound-waves"), "hoarder": ("locked-chest", "open-treasure-chest"),
    "collector": ("locked-chest",), "mothcatcher": ("bug-net",),
    "nightkeeper": ("lantern-flame", "night-sleep"), "keeper": ("key", "lantern-flame"),
    "reveler": ("party-popper", "glass-celebration"), "attendee": ("ticket",),
    "outcast": ("hood", "hooded-figure"), "dissenter": ("shouting", "fist"),
    "savior": ("angel-outfit",), "emissary": ("scroll-quill", "wax-seal"),
    "avatar": ("aura", "beams-aura"), "expert": ("diploma", "brain"),
    "teammate": ("team-idea",), "helper": ("helping-hand",), "weaver": ("spinning-wheel",
                                                                        "sewing-needle"),
    "seamstress": ("sewing-needle", "sewing-machine"), "tailor": ("sewing-needle",),
    "cook": ("cook", "cooking-pot"), "baker": ("bread",), "brewer": ("beer-stein",),
    "fisher": ("fishing-pole", "fishing-hook"), "hunter": ("bow-arrow", "hunting-horn"),
    "farmer": ("farmer", "wheat"), "miner": ("mining", "mining-helmet"),
    "smith": ("anvil-impact", "anvil"), "blacksmith": ("anvil-impact",),
    "carrier": ("cargo-crate", "hand-truck"), "generator": ("power-generator",
                                                            "lightning-helix"),
    "reprocessor": ("recycle", "factory"), "prototype": ("blueprint", "robot-antennas"),
    "unit": ("tracked-robot", "robot-antennas"), "dropship": ("interceptor-ship",
                                                              "spaceship"),
    "cloudhog": ("boar-tusks", "fluffy-cloud"), "brassbug": ("long-antennae-bug",
                                                           "flying-beetle"),
    "drillmole": ("drill", "mole"), "dredger": ("excavator", "shovel"),
    "heater": ("heat-haze", "flame"), "cylinder": ("oil-drum",),
    "bell": ("ringing-bell", "bell-shield"), "tinker": ("fairy", "fairy-wand"),
    "spring": ("water-fountain", "waterfall"), "opera": ("sydney-opera-house", "theater"),
    "undine": ("water-splash", "mermaid"), "simurgh": ("eagle-head", "feathered-wing"),
    "soar": ("feathered-wing", "eagle-emblem"), "snow": ("snowflake-1", "snowing"),
    "pan": ("pan-flute",), "match": ("match-head", "match-tip"),
    "duckling": ("swan", "duck"), "doppelgänger": ("duality-mask", "double-face-mask"),
    "red": ("hood", "robin-hood-hat"),
    # creatures and beings
    "moth": ("moth", "butterfly", "night-vision"), "moths": ("moth", "butterfly"),
    "larva": ("caterpillar", "worms"), "cocoon": ("spider-web", "cocoon"),
    "chrysalis": ("cocoon", "butterfly"), "butterfly": ("butterfly",),
    "bumblebeet": ("bee", "beet"), "nymph": ("fairy", "butterfly-flower"),
    "jinn": ("djinn", "magic-lamp"), "djinn": ("djinn",), "genie": ("magic-lamp", "djinn"),
    "leviathan": ("sea-serpent", "giant-squid", "kraken-tentacle", "sea-dragon"),
    "kraken": ("kraken-tentacle", "giant-squid"), "titan": ("giant", "strong-man"),
    "elemental": ("crystal-growth", "fire-silhouette", "rock-golem"),
    "golem": ("rock-golem", "golem-head"), "automaton": ("robot-golem", "clockwork"),
    "robot": ("vintage-robot", "robot-golem"), "android": ("android-mask", "cyborg-face"),
    "spirit": ("floating-ghost", "spark-spirit", "wisp"), "ghost": ("ghost",),
    "shroom": ("spotted-mushroom", "mushroom-gills", "mushrooms"),
    "mushroom": ("mushroom",), "coneman": ("pine-tree", "pinecone"),
    "corgi": ("sitting-dog",), "dog": ("sitting-dog", "jumping-dog"), "hound": ("hound",),
    "koi": ("circling-fish", "fish-scales"), "kitten": ("cat",), "cat": ("cat",),
    "pigs": ("pig", "pig-face"), "pig": ("pig",), "woolly": ("mammoth", "sheep"),
    "mammoth": ("mammoth",), "hog": ("boar",),
    "ent": ("tree-face", "evil-tree"), "treant": ("tree-face",), "dryad": ("tree-face",
                                                                           "woman-elf-face"),
    # myth, legend and story
    "kitsune": ("fox-tail", "fox-head", "fox"), "inari": ("fox-head", "shinto-shrine"),
    "tanuki": ("raccoon-head", "tanuki-mask"), "kappa": ("turtle", "frog"),
    "ratatoskr": ("squirrel",), "shenlong": ("dragon-spiral", "double-dragon", "sea-dragon"),
    "wukong": ("monkey", "monkey-wrench"), "atlas": ("atlas", "globe", "strong-man"),
    "asmodeus": ("devil-mask", "daemon-skull", "horned-skull"),
    "hathor": ("egyptian-profile", "cow", "sun"), "cernunnos": ("stag-head", "deer-head"),
    "parvati": ("lotus", "lotus-flower"), "yaga": ("witch-face", "cauldron", "mortar"),
    "sakarabru": ("tribal-mask", "ceremonial-mask"), "esmeralda": ("goat", "tambourine"),
    "hatter": ("top-hat", "tea-pot", "teapot"), "alice": ("rabbit", "pocket-watch"),
    "dorothy": ("tornado", "high-heel"), "gale": ("tornado",),
    "earhart": ("biplane", "propeller-beanie"), "amelia": ("biplane",),
    "jeanne": ("knight-banner", "joan-of-arc"), "arc": ("joan-of-arc",),
    "issun": ("sewing-needle", "rice-cooker"), "bōshi": ("sewing-needle",),
    "lake": ("sword-in-stone", "swan", "water-splash"),
    "tooth": ("tooth", "fairy-wand"), "yggdrasil": ("tree-branch", "oak", "world-tree"),
    "merlin": ("wizard-face", "pointy-hat"), "morgana": ("witch-face",),
    "athena": ("owl", "greek-temple"), "zeus": ("lightning-helix", "thor-hammer"),
    "thor": ("thor-hammer",), "odin": ("raven", "one-eyed"), "loki": ("snake",
                                                                      "jester-hat"),
    "heimdall": ("hunting-horn", "rainbow-star"), "freya": ("cat", "feathered-wing"),
    "anansi": ("long-legged-spider", "spider-web"), "medusa": ("medusa-head",),
    "chiron": ("centaur",), "daedalus": ("feathered-wing", "maze"),
    "icarus": ("feathered-wing",), "ariadne": ("yarn", "maze"), "minotaur": ("minotaur",),
    "galatea": ("stone-bust", "colombian-statue"), "pygmalion": ("stone-bust",),
    "hestia": ("campfire", "fireplace"), "demeter": ("wheat", "corn"),
    "nike": ("angel-wings", "laurels"), "eros": ("cupidon-arrow", "heart-wings"),
    "eris": ("shiny-apple", "apple-seeds"), "hermes": ("wingfoot", "winged-leg"),
    "apollo": ("sun", "lyre"), "artemis": ("bow-arrow", "moon"),
    "poseidon": ("trident", "harpoon-trident"), "hades": ("cerberus", "skull-crossed-bones"),
    "persephone": ("pomegranate",), "ganesha": ("elephant-head", "elephant"),
    "lakshmi": ("lotus-flower", "coins-pile"), "kali": ("crowned-skull", "sickle"),
    "shiva": ("third-eye", "trident"), "vishnu": ("conch", "discussion"),
    "benzaiten": ("biwa", "harp", "lute"), "daikokuten": ("mallet", "money-stack"),
    "kikimora": ("broom", "spinning-wheel"), "leshy": ("tree-face", "evil-tree"),
    "melusine": ("mermaid", "sea-serpent"), "kodama": ("tree-face", "bonsai-tree"),
    "nisse": ("santa-hat", "gnome"), "bluecap": ("mining-helmet", "gnome"),
    "kuraokami": ("dragon-head", "snowflake-1", "rain"), "amarok": ("wolf-howl",
                                                                     "wolf-head"),
    "akhlut": ("orca", "wolf-head"), "caladrius": ("dove", "feathered-wing"),
    "cheshire": ("cat", "smile"), "baku": ("tapir", "night-sleep"),
    "houdini": ("handcuffs", "lock-picking"), "beowulf": ("dragon-head", "viking-helmet"),
    "scrooge": ("coins-pile", "top-hat"), "ebenezer": ("coins-pile",),
    "newton": ("shiny-apple", "apple-core"), "curie": ("atom", "radioactive"),
    "tesla": ("tesla-coil", "lightning-helix"), "nikola": ("tesla-coil",),
    "lovelace": ("punch-card", "abacus"), "leonardo": ("vitruvian-man", "flying-machine"),
    "vinci": ("vitruvian-man",), "flamel": ("philosophers-stone", "round-bottom-flask"),
    "mulan": ("katana", "chinese-sword"), "mowgli": ("wolf-head", "jungle"),
    "gavroche": ("barricade", "flying-flag"), "juan": ("rose", "domino-mask"),
    "ogun": ("anvil-impact", "machete"), "arawn": ("hound", "stag-head"),
    "lucan": ("wolf-howl",), "heracles": ("lion", "club"), "hercules": ("lion", "club"),
    "lernaean": ("hydra",), "hydra": ("hydra",), "dapeng": ("eagle-head", "feathered-wing"),
    "magpeng": ("eagle-head",), "sol": ("sun",), "nuit": ("night-sky", "moon"),
    "ira": ("fire-punch",), "naos": ("greek-temple", "egyptian-temple"),
    "mesektet": ("egyptian-bird", "sun-cloud"), "mandjet": ("sun-cloud", "egyptian-bird"),
    "aerolith": ("falling-rocks", "meteor-impact"), "monolith": ("obelisk", "stone-block"),
    "ouroboros": ("ouroboros", "snake-spiral"), "spindle": ("spinning-wheel", "sewing-string"),
    "kelon": ("crystal-cluster", "floating-crystal"), "kelonic": ("crystal-cluster",),
    "reka": ("crystal-shine", "gem-chain"),
    # places and things
    "bastion": ("castle", "defensive-wall", "locked-fortress"),
    "haven": ("lighthouse", "castle", "village"), "hostel": ("house", "bed"),
    "hub": ("network-bars", "radio-tower"), "station": ("radio-tower", "control-tower"),
    "depot": ("warehouse", "cargo-crate"), "dockyard": ("cargo-crane", "anchor"),
    "armory": ("sword-array", "shield"), "foundry": ("anvil-impact", "melting-metal"),
    "nursery": ("seedling", "flower-pot"), "market": ("shop", "fruit-bowl"),
    "nightclub": ("disco-ball", "music-spell"), "festival": ("party-flags", "balloons"),
    "quarry": ("stone-pile", "stone-block"), "reef": ("sea-star", "coral"),
    "taiga": ("pine-tree", "snowing"), "tundra": ("snowflake-1", "icebergs"),
    "peak": ("mountaintop", "mountain-climbing"), "meadow": ("flowers", "sunflower"),
    "spires": ("white-tower", "stone-tower"), "gates": ("medieval-gate", "open-gate"),
    "gate": ("gate", "magic-gate", "temple-gate"), "prison": ("prisoner", "cage"),
    "sleep": ("night-sleep", "sleepy"), "meditation": ("meditation",),
    "harvest": ("wheat", "scythe"), "harvesters": ("scythe", "wheat"),
    "feast": ("roast-chicken", "meal"), "reunion": ("team-idea", "shaking-hands"),
    "encounter": ("face-to-face", "crossed-swords"), "intimidation": ("shouting",
                                                                        "lion"),
    "charge": ("charging-bull", "cavalry"), "nurture": ("heart-plus", "sprout"),
    "intervention": ("hand-of-god",), "apotheosis": ("sunbeams", "angel-wings"),
    "metamorphosis": ("butterfly", "caterpillar"), "brainwash": ("brain", "psychic-waves"),
    "avalanche": ("falling-rocks", "snowing"), "hypothermia": ("frozen-body",
                                                               "thermometer-cold"),
    "icebound": ("frozen-block", "ice-cube", "iceberg"), "frost": ("snowflake-2",
                                                                   "frozen-orb"),
    "detonation": ("explosion-rays", "bomb-explosion"), "demolition": ("wrecking-ball",
                                                                       "dynamite"),
    "collision": ("car-crash", "impact-point"), "riptide": ("big-wave", "whirlpool"),
    "geyser": ("geyser", "steam-blast"), "wrath": ("fist", "lightning-storm"),
    "joyride": ("race-car", "speedometer"), "bugfix": ("spanner", "bug-net"),
    "bliss": ("sun-cloud", "heart-wings"), "sap": ("drop", "honey-jar"),
    "mana": ("crystal-ball", "orb-wand"), "bait": ("fishing-lure", "mousetrap"),
    "decoy": ("duck", "plastic-duck"), "license": ("id-card", "stamper"),
    "withdrawal": ("exit-door", "backward-time"), "conscription": ("rally-the-troops",),
    "reinforcements": ("rally-the-troops", "shield"), "cuppa": ("teapot", "coffee-cup"),
    "note": ("sticky-note", "notebook"), "seals": ("wax-seal", "juggling-seal"),
    "craft": ("spy", "cloak-dagger"),
}

#: a card's subtype -> pictures for cards whose name gave none, best first
SUBTYPES: dict[str, tuple[str, ...]] = {
    "adventurer": ("backpack", "walking-boot", "compass", "rope-coil", "camping-tent",
                   "hiking", "lantern-flame", "torch", "signpost", "treasure-map"),
    "animal": ("fox", "wolf-head", "bear-head", "deer", "rabbit", "owl", "squirrel",
               "hedgehog", "badger", "boar", "raven", "turtle", "snail", "frog"),
    "apprentice": ("open-book", "candle-light", "graduate-cap", "school-bag", "bookmark"),
    "artist": ("palette", "large-paint-brush", "drama-masks", "harp", "lyre", "ballerina-shoes",
               "quill", "theater-curtains", "music-spell", "pencil-brush"),
    "boon": ("sparkles", "sunbeams", "aura", "beams-aura", "star-swirl", "heart-wings"),
    "bureaucrat": ("stamper", "quill-ink", "files", "paper-clip", "scroll-quill",
                   "wax-seal", "notebook", "archive-register"),
    "citizen": ("person", "village", "family-house", "hood", "top-hat", "walking-boot",
                "shopping-bag", "cheese-wedge", "tea-pot"),
    "companion": ("shaking-hands", "team-idea"),
    "conjuration": ("magic-portal", "magic-gate", "orb-wand", "crystal-ball",
                    "magic-swirl", "star-swirl", "unstable-orb"),
    "construction": ("stone-tower", "castle", "stone-wall", "brick-wall", "watchtower",
                     "windmill", "water-mill", "tower-flag"),
    "deity": ("sun-priest", "angel-outfit", "sunbeams", "aura", "third-eye",
              "hand-of-god", "sun", "heaven-gate"),
    "disruption": ("lightning-branches", "whirlwind", "tornado", "shattered-glass",
                   "cracked-mask", "psychic-waves", "explosion-rays", "chain-lightning",
                   "spiral-bloom"),
    "dragon": ("dragon-head", "spiked-dragon-head", "dragon-breath", "sea-dragon",
               "double-dragon", "dragon-spiral"),
    "druid": ("oak-leaf", "holy-oak", "mistletoe", "vine-leaf", "leaf-swirl", "tree-roots"),
    "elemental": ("crystal-growth", "fire-silhouette", "rock-golem", "ice-golem",
                  "water-splash", "tornado"),
    "engineer": ("gear-hammer", "spanner", "auto-repair", "cog", "gears", "screwdriver",
                 "mechanical-arm", "steampunk-goggles", "blueprint"),
    "fairy": ("fairy", "fairy-wings", "fairy-wand", "butterfly-flower"),
    "gear": ("cog", "gears", "big-gear", "power-generator", "lantern-flame", "compass"),
    "illusion": ("drama-masks", "mirror-mirror", "magick-trick"),
    "leviathan": ("giant-squid", "sea-serpent", "sea-dragon", "kraken-tentacle",
                  "sperm-whale", "angler-fish"),
    "mage": ("wizard-staff", "wizard-face", "pointy-hat", "crystal-wand", "spell-book",
             "orb-wand", "crescent-staff"),
    "maneuver": ("crossed-swords", "rally-the-troops", "arrows-shield", "spears",
                 "cavalry", "knight-banner", "shield-bash"),
    "merchant": ("coins", "swap-bag", "shop", "coins-pile", "trade"),
    "messenger": ("envelope", "mailbox", "carrier-pigeon", "scroll-quill", "wingfoot"),
    "noble": ("crown", "imperial-crown", "jewel-crown", "throne-king", "queen-crown"),
    "ore": ("gems", "ore"),
    "plant": ("sprout", "seedling", "flower-pot", "vine-flower", "sunflower", "cactus",
              "carnivorous-plant", "lotus-flower", "tulip", "rose"),
    "robot": ("robot-golem", "vintage-robot", "robot-antennas", "tracked-robot",
              "mono-wheel-robot", "spider-bot", "battle-mech"),
    "rogue": ("rogue", "hooded-assassin", "cloak-dagger", "robber-mask", "lockpicks"),
    "sap": ("water-drop", "honey-jar"),
    "scholar": ("scroll-unfurled", "bookmark", "book-pile", "bookshelf", "magnifying-glass",
                "stone-tablet"),
    "scientist": ("fizzing-flask", "microscope", "atom"),
    "site": ("castle", "ancient-ruins", "greek-temple", "village", "lighthouse",
             "forest-entrance", "cave-entrance", "waterfall", "mountain-cave", "stone-bridge"),
    "soldier": ("crested-helmet", "centurion-helmet", "spartan-helmet", "visored-helm",
                "closed-barbute", "heavy-helm", "light-helm", "guards", "spears",
                "roman-shield", "bowman"),
    "song": ("musical-notes", "music-spell", "musical-score", "harp", "lyre", "flute"),
    "spirit": ("floating-ghost", "spark-spirit", "wisp", "ghost", "soul", "aura"),
    "titan": ("giant", "strong-man"),
    "trainer": ("whistle", "stopwatch"),
}
#: a card's type -> pictures when neither its name nor its subtypes gave one
TYPES: dict[str, tuple[str, ...]] = {
    "character": ("person", "hooded-figure", "cowled"),
    "spell": ("magic-swirl", "spell-book", "sparkles", "star-swirl"),
    "permanent": ("stone-tower", "castle", "obelisk", "lantern-flame", "totem"),
    "hero": ("laurel-crown", "crown"),
    "token": ("swirl-ring",),
    "landmark": ("mountaintop",),
}


def words_of(name: str) -> list[str]:
    """The words of a card name, lowercase, accents kept (bōshi), punctuation gone."""
    name = unicodedata.normalize("NFC", name.lower()).replace("'s ", " ").replace("’s ", " ")
    return [w for w in re.split(r"[^\w]+", name) if w]


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


class IconIndex:
    """The set's icon names, and which of them draw a given word."""

    def __init__(self, names: Iterable[str]) -> None:
        # suit cards, numbered abstracts and other series are no illustration
        self.names = frozenset(names)
        self._by_word: dict[str, list[str]] = {}
        for n in sorted(self.names):
            if re.search(r"\d", n):
                continue
            for part in n.split("-"):
                self._by_word.setdefault(part, []).append(n)

    def __contains__(self, name: str) -> bool:
        return name in self.names

    def ending_with(self, joined: str) -> list[str]:
        """Icons whose name ends with the words `joined` (sydney-opera-house)."""
        return sorted(n for n in self.names if n.endswith("-" + joined))

    def drawing(self, word: str) -> list[str]:
        """Icons with `word` (or its singular) as one of their name's parts: the icon
        named just that first, then the shortest names."""
        out: list[str] = []
        for w in dict.fromkeys((word, _singular(word))):
            found = self._by_word.get(w, [])
            # the word as the name's last part first: an icon's name ends with what it
            # draws (ringing-bell, chess-queen), its first parts say which one
            out += sorted(found, key=lambda n: (n != w, not n.endswith("-" + w),
                                                n.count("-"), n))
        return list(dict.fromkeys(out))


def candidates(name: str, subtypes: Iterable[str], ctype: str,
               index: IconIndex) -> list[tuple[str, str]]:
    """Every icon that could illustrate the card, best first, each with why."""
    out: list[tuple[str, str]] = []
    words = [w for w in words_of(name) if w not in STOP]
    # two or three words the set names together
    for n in (3, 2):
        for i in range(len(words) - n + 1):
            joined = "-".join(words[i:i + n])
            said = f"name words '{' '.join(words[i:i + n])}'"
            if joined in index:
                out.append((joined, said))
            out += [(icon, said) for icon in index.ending_with(joined)]
    # then one word, the last first (the noun of "Lyra Cloth Dancer"), weak words last
    ordered = sorted(range(len(words)), key=lambda i: (words[i] in WEAK, -i))
    for i in ordered:
        w = words[i]
        for icon in WORDS.get(w, ()):
            if icon in index:
                out.append((icon, f"name word '{w}'"))
        for icon in index.drawing(w)[:6]:
            out.append((icon, f"name word '{w}'"))
    for sub in subtypes:
        for icon in SUBTYPES.get(sub.lower(), ()):
            if icon in index:
                out.append((icon, f"subtype {sub.lower()}"))
    for icon in TYPES.get(ctype, ()):
        if icon in index:
            out.append((icon, f"type {ctype}"))
    seen: set[str] = set()
    return [(i, why) for i, why in out if not (i in seen or seen.add(i))]


def read_overrides(path: Path = OVERRIDES) -> dict[str, str]:
    """Corrections by hand: card name -> icon (lines 'name<TAB>icon', # comments)."""
    out: dict[str, str] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                name, _, icon = line.partition("\t")
                out[name.strip()] = icon.strip()
    return out


def choose(cards: Iterable[tuple[str, str, tuple[str, ...], str]], index: IconIndex,
           overrides: dict[str, str]) -> dict[str, tuple[str, str]]:
    """Card name -> (icon, why) for `cards` given as (name, faction, subtypes, type);
    a name met twice (several printings) is chosen once, from its first printing."""
    first: dict[str, tuple[str, tuple[str, ...], str]] = {}
    for name, faction, subs, ctype in sorted(cards):
        first.setdefault(name, (faction, subs, ctype))
    taken: dict[str, str] = {}  # icon -> first card name with it
    taken_in: set[tuple[str, str]] = set()  # (faction, icon)
    out: dict[str, tuple[str, str]] = {}
    # hand corrections first, so no automatic choice takes their icon
    for name, (faction, _subs, _ctype) in sorted(first.items(), key=lambda kv: kv[0]):
        icon = overrides.get(name)
        if icon and icon in index:
            out[name] = (icon, "chosen by hand")
            taken.setdefault(icon, name)
            taken_in.add((faction, icon))
    order = sorted((kv for kv in first.items() if kv[0] not in out),
                   key=lambda kv: (kv[1][0], kv[0]))
    cands = {name: candidates(name, subs, ctype, index) or [("magic-swirl", "no match")]
             for name, (_f, subs, ctype) in order}

    def take(name: str, faction: str, pick: tuple[str, str]) -> None:
        out[name] = pick
        taken.setdefault(pick[0], name)
        taken_in.add((faction, pick[0]))

    # first what the names draw, for every card, so that a card falling back on its
    # subtype never takes the picture another card's name asks for
    for name, (faction, _s, _t) in order:
        pick = next((c for c in cands[name] if c[1].startswith("name")
                     and c[0] not in taken), None)
        if pick:
            take(name, faction, pick)
    for name, (faction, _s, _t) in order:
        if name in out:
            continue
        cs = cands[name]
        pick = next((c for c in cs if c[0] not in taken), None) \
            or next((c for c in cs if (faction, c[0]) not in taken_in), None) or cs[0]
        take(name, faction, pick)
    return out
