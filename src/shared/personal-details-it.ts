import { anyOf, counting, tensAndUnits, type TPersonalDetailWords } from "./personal-detail-words";

const UNITS = ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"];
const STREET = anyOf([
  "via",
  "v\\.",
  "viale",
  "piazza",
  "p\\.zza",
  "corso",
  "vicolo",
  "largo",
  "piazzale",
  "strada",
]);
/** Words that end a street's name: "è andato via con 2 cani" is no address. */
const NOT_A_NAME =
  "(?!(?:e|con|in|a|al|c'era|ce|ha|era|ho|per|che|molto|piu|quando|dove|mentre|poi|di|da|sono|erano|al|allo|alla|alle|ai|agli|dal|dalla|dalle|nel|nella|sul|sulla|verso|subito|oggi|domani)(?![\\p{L}]))";
const NAME = `${NOT_A_NAME}[\\p{L}'.-]+`;

/** "ventuno", "ventotto": the tens lose their last vowel before "uno" and "otto". */
const joinItalian = (ten: string, unit: string) =>
  unit === "uno" || unit === "otto" ? ten.slice(0, -1) + unit : ten + unit;

/** Italian: "tre tre tre, uno due tre…", "giulia chiocciola libero punto it", "via Roma 10". */
export const ITALIAN_PERSONAL_DETAIL_WORDS: TPersonalDetailWords = {
  numbers: {
    ...counting([
      ...UNITS,
      ...[
        "dieci",
        "undici",
        "dodici",
        "tredici",
        "quattordici",
        "quindici",
        "sedici",
        "diciassette",
        "diciotto",
        "diciannove",
      ],
    ]),
    un: 1,
    una: 1,
    ...tensAndUnits(
      {
        20: "venti",
        30: "trenta",
        40: "quaranta",
        50: "cinquanta",
        60: "sessanta",
        70: "settanta",
        80: "ottanta",
        90: "novanta",
      },
      UNITS,
      joinItalian,
    ),
  },
  onlyAmongNumbers: ["un", "una"],
  repeats: { doppio: 2, triplo: 3 },
  ordinaryWords: [],
  spokenAt: ["chiocciola", "chiocciolina"],
  spokenDot: ["punto"],
  myNumber: "il mio numero(?: e)?",
  phonePhrases: [
    "il mio numero di (?:telefono|cellulare|cell|casa|whatsapp)",
    "il mio (?:telefono|cellulare|cell) e (?:il )?\\+?\\d",
    "(?:chiamami|scrivimi|telefonami|mandami un (?:messaggio|whatsapp|sms)) (?:al|sul|a questo numero) \\S",
  ],
  emailPhrases: [
    "la mia (?:e-?mail|mail|email)(?: e)?",
    "il mio (?:indirizzo (?:e-?mail|mail|email)|gmail)",
  ],
  handlePhrases: [
    "il mio (?:nome utente|username|nickname|nick|profilo|insta|account|gamertag) e",
    "(?:aggiungimi|seguimi|cercami|scrivimi) (?:su|in) (?:roblox|minecraft|fortnite|youtube|twitch|brawl stars|among us|x)",
  ],
  addressPhrases: [
    "il mio indirizzo e",
    `(?:abito|vivo|sto) (?:in|al|alla) ${STREET}`,
    "(?:abito|vivo) al numero \\d",
    "codice postale",
    "cap (?:e )?\\d{5}",
    "numero civico",
  ],
  streets: [
    `${STREET}\\s+(?:del |della |dei |delle |di |de )?${NAME}(?:\\s+${NAME}){0,3},?\\s+(?:n\\.?\\s*)?\\d{1,4}(?:/[a-z])?(?=\\s*(?:$|[,.;!?)]|\\d{5}|scala|interno|int\\.))`,
  ],
};
