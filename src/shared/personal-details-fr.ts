import { anyOf, counting, tensAndUnits, type TPersonalDetailWords } from "./personal-detail-words";

const UNITS = ["zero", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
const TEENS = [
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix sept",
  "dix huit",
  "dix neuf",
];
const STREET = anyOf([
  "rue",
  "avenue",
  "av\\.",
  "boulevard",
  "bd",
  "place",
  "allee",
  "impasse",
  "chemin",
  "route",
  "quai",
  "cours",
  "square",
]);

/** "vingt et un", "vingt deux"; "soixante et onze", "soixante douze"; "quatre vingt un". */
function frenchTens(): Record<string, number> {
  const numbers: Record<string, number> = {};
  const tens = { 20: "vingt", 30: "trente", 40: "quarante", 50: "cinquante", 60: "soixante" };
  Object.assign(
    numbers,
    tensAndUnits(tens, UNITS, (ten, unit, value) =>
      value === 1 ? [`${ten} et un`, `${ten} un`] : `${ten} ${unit}`,
    ),
  );
  TEENS.forEach((teen, index) => {
    numbers[`soixante ${teen}`] = 70 + index;
    numbers[`quatre vingt ${teen}`] = 90 + index;
    numbers[`quatre vingts ${teen}`] = 90 + index;
  });
  numbers["soixante et onze"] = 71;
  numbers["quatre vingt"] = 80;
  numbers["quatre vingts"] = 80;
  UNITS.forEach((unit, index) => {
    if (index > 0) numbers[`quatre vingt ${unit}`] = 80 + index;
  });
  // Belgium and Switzerland.
  Object.assign(
    numbers,
    tensAndUnits({ 70: "septante", 80: "huitante", 90: "nonante" }, UNITS, (ten, unit, value) =>
      value === 1 ? [`${ten} et un`, `${ten} un`] : `${ten} ${unit}`,
    ),
  );
  return numbers;
}

/** French: "zéro six, douze, trente-quatre…", "léa arobase orange point fr", "5 rue de la Paix". */
export const FRENCH_PERSONAL_DETAIL_WORDS: TPersonalDetailWords = {
  numbers: { ...counting([...UNITS, ...TEENS]), une: 1, ...frenchTens() },
  onlyAmongNumbers: ["un", "une"],
  repeats: { double: 2, triple: 3 },
  // "Dos" is a back ("sur le dos"), Spanish reads it as two.
  ordinaryWords: ["dos"],
  spokenAt: ["arobase", "arrobase", "arobaz"],
  spokenDot: ["point"],
  myNumber: "mon numero(?: (?:est|c'est))?",
  phonePhrases: [
    "mon numero de (?:telephone|tel|portable|mobile|fixe)",
    "mon (?:portable|tel|telephone|mobile) (?:est|c'est) (?:le )?\\+?\\d",
    "(?:appelle|appelez|telephone|texte|envoie un (?:sms|texto|message))[- ]moi au \\S",
  ],
  emailPhrases: [
    "mon (?:adresse )?(?:e-?mail|mail|courriel|gmail|adresse mail)(?: (?:est|c'est))?",
  ],
  handlePhrases: [
    "mon (?:pseudo|compte|insta|snap|tiktok|identifiant|nom d'utilisateur|gamertag) (?:est|c'est)",
    "(?:ajoute|suis|retrouve|ecris)[- ]moi sur (?:roblox|minecraft|fortnite|youtube|twitch|brawl stars|among us|x)",
  ],
  addressPhrases: [
    "mon adresse (?:est|c'est)",
    "code postal",
    "j'habite (?:au |a |en face du )?(?:numero )?\\d",
    `j'habite (?:au |a |dans la |dans l'|sur la |sur le |sur l')?(?:\\d+ )?${STREET}`,
  ],
  streets: [
    `\\d{1,4}(?:\\s*(?:bis|ter))?,?\\s+${STREET}\\s+(?:de |du |des |de la |d')?[\\p{L}'-]+`,
  ],
};
