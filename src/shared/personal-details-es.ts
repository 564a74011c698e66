import { anyOf, counting, tensAndUnits, type TPersonalDetailWords } from "./personal-detail-words";

const UNITS = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"];
const STREET = anyOf([
  "calle",
  "c/",
  "avenida",
  "avda\\.?",
  "av\\.",
  "plaza",
  "paseo",
  "carrera",
  "camino",
  "ronda",
  "travesia",
]);
/** Words that end a street's name: "en la calle había 3." is no address. */
const NOT_A_NAME =
  "(?!(?:y|e|o|con|en|a|al|hay|habia|tenia|tiene|son|es|era|estaba|vi|vio|veo|sin|por|para|que|muy|mas|hasta|cuando|donde|porque|corrio|corrieron|cruzo)(?![\\p{L}]))";
const NAME = `${NOT_A_NAME}[\\p{L}'.-]+`;

/** Spanish: "seis uno dos, treinta y cuatro…", "pepe arroba gmail punto com", "calle Mayor 5". */
export const SPANISH_PERSONAL_DETAIL_WORDS: TPersonalDetailWords = {
  numbers: {
    ...counting([
      ...UNITS,
      ...["diez", "once", "doce", "trece", "catorce", "quince"],
      ...["dieciseis", "diecisiete", "dieciocho", "diecinueve"],
    ]),
    un: 1,
    una: 1,
    veinte: 20,
    ...tensAndUnits({ 20: "veinti" }, UNITS, (ten, unit) => ten + unit),
    ...tensAndUnits(
      {
        30: "treinta",
        40: "cuarenta",
        50: "cincuenta",
        60: "sesenta",
        70: "setenta",
        80: "ochenta",
        90: "noventa",
      },
      UNITS,
      (ten, unit) => `${ten} y ${unit}`,
    ),
  },
  onlyAmongNumbers: ["un", "una"],
  repeats: { doble: 2, triple: 3 },
  ordinaryWords: [],
  spokenAt: ["arroba"],
  spokenDot: ["punto"],
  myNumber: "mi numero(?: es)?",
  phonePhrases: [
    "mi numero de (?:telefono|tel|celular|cel|movil|casa|whatsapp|wasap)",
    "mi (?:telefono|celular|movil) es (?:el )?\\+?\\d",
    "(?:llamame|llamanos|marcame|escribeme|mandame (?:un )?(?:mensaje|whatsapp|wasap)) (?:al|a este numero) \\S",
  ],
  emailPhrases: [
    "mi (?:correo|e-?mail|mail|imeil|gmail|direccion de correo)(?: electronico)?(?: es)?",
  ],
  handlePhrases: [
    "mi (?:usuario|nombre de usuario|nick|user|gamertag|insta|ig|snap|tiktok|cuenta de \\S+) es",
    "(?:agregame|anademe|sigueme|buscame|escribeme) (?:en|por) (?:el |mi )?(?:roblox|minecraft|fortnite|free ?fire|youtube|twitch|brawl stars|among us|x)",
  ],
  addressPhrases: [
    "mi (?:direccion|domicilio) es",
    "codigo postal",
    `vivo en (?:la |el )?${STREET}`,
    "vivo en el (?:numero|piso|portal) \\d",
    "mi casa es (?:el )?(?:numero|n[o°º]) \\d",
    "el numero de mi casa es \\d",
  ],
  streets: [
    `${STREET}\\s+(?:de(?:l| la| los| las)?\\s+)?${NAME}(?:\\s+${NAME}){0,3},?\\s+(?:n[o°º.]\\s*)?\\d{1,4}[a-z]?(?=\\s*(?:$|[,.;!?)]|\\d{5}|piso|puerta|portal|bajo|\\d[oa°º]))`,
  ],
};
