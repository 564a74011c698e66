import { anyOf, counting, tensAndUnits, type TPersonalDetailWords } from "./personal-detail-words";

const UNITS = ["null", "eins", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun"];
const STREET_END = anyOf([
  "strasse",
  "str\\.",
  "allee",
  "gasse",
  "weg",
  "platz",
  "ring",
  "damm",
  "ufer",
  "chaussee",
]);
/** The end of an address: "Hauptstraße 12" but not "den Heimweg 5 mal". */
const END = "(?=\\s*(?:$|[,.;!?)]|\\d{5}))";
/** Words ending in "er" that are not a street's name ("über der Straße 3"). */
const NOT_A_NAME =
  "(?!(?:der|oder|aber|hinter|unter|uber|wieder|jeder|einer|meiner|deiner|seiner|unserer|immer|vor)\\s)";

/** German: "null eins fünf eins…", "max at gmx punkt de", "Hauptstraße 12". */
export const GERMAN_PERSONAL_DETAIL_WORDS: TPersonalDetailWords = {
  numbers: {
    ...counting([
      ...UNITS,
      ...[
        "zehn",
        "elf",
        "zwolf",
        "dreizehn",
        "vierzehn",
        "funfzehn",
        "sechzehn",
        "siebzehn",
        "achtzehn",
        "neunzehn",
      ],
    ]),
    ein: 1,
    eine: 1,
    zwo: 2,
    zwoelf: 12,
    fuenf: 5,
    ...tensAndUnits(
      {
        20: "zwanzig",
        30: "dreissig",
        40: "vierzig",
        50: "funfzig",
        60: "sechzig",
        70: "siebzig",
        80: "achtzig",
        90: "neunzig",
      },
      UNITS,
      (ten, unit, value) => `${value === 1 ? "ein" : unit}und${ten}`,
    ),
  },
  onlyAmongNumbers: ["ein", "eine"],
  repeats: { doppel: 2, doppelt: 2, dreifach: 3 },
  // "Um 3 Uhr" and "sei brav": Portuguese and Italian read them as numbers.
  ordinaryWords: ["um", "sei"],
  spokenAt: ["at", "klammeraffe"],
  spokenDot: ["punkt"],
  myNumber: "meine nummer(?: (?:ist|lautet))?",
  phonePhrases: [
    "meine (?:handy|telefon|festnetz|mobil)(?:-| )?nummer",
    "ruf (?:mich )?(?:an )?unter \\S",
    "schreib (?:mir|mich) (?:unter|auf|bei) (?:whatsapp|der nummer|\\+?\\d)",
  ],
  emailPhrases: ["meine (?:e-?mail|mail|email)(?:-? ?adresse)?(?: (?:ist|lautet))?"],
  handlePhrases: [
    "mein (?:benutzername|nutzername|username|insta|snap|tiktok|account|profil|gamertag)(?: bei \\S+)? (?:ist|lautet|heisst)",
    "(?:folg|folge|adde|add) (?:mir|mich) (?:auf|bei|in) (?:roblox|minecraft|fortnite|youtube|twitch|brawl stars|among us|x)",
    "fu(?:e)?g mich (?:bei \\S+ )?hinzu",
  ],
  addressPhrases: [
    "meine adresse (?:ist|lautet)",
    "postleitzahl",
    "plz",
    "hausnummer (?:ist )?\\d",
    `ich wohne (?:in der |im |am |an der |auf der )?(?:[\\p{L}-]+er |[\\p{L}-]+)${STREET_END}`,
  ],
  streets: [
    `[\\p{L}-]+${STREET_END}\\s*\\d{1,4}\\s?[a-z]?${END}`,
    `${NOT_A_NAME}[\\p{L}-]+er\\s+${STREET_END}\\s+\\d{1,4}\\s?[a-z]?${END}`,
  ],
};
