import { anyOf, counting, tensAndUnits, type TPersonalDetailWords } from "./personal-detail-words";

const UNITS = ["zero", "um", "dois", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove"];
const STREET = anyOf([
  "rua",
  "r\\.",
  "avenida",
  "av\\.?",
  "travessa",
  "tv\\.",
  "alameda",
  "al\\.",
  "praca",
  "estrada",
  "rodovia",
  "largo",
]);
/** Words that end a street's name: "na rua tinha 3." is no address. */
const NOT_A_NAME =
  "(?!(?:e|com|em|no|na|tinha|tem|ha|era|estava|vi|viu|para|pra|por|que|muito|mais|ate|quando|onde|correu|correram|atravessou)(?![\\p{L}]))";
const NAME = `${NOT_A_NAME}[\\p{L}'.-]+`;

/** Brazilian Portuguese: "onze, nove meia…", "ana arroba uol ponto com", "Rua das Flores, 123". */
export const PORTUGUESE_PERSONAL_DETAIL_WORDS: TPersonalDetailWords = {
  numbers: {
    ...counting([
      ...UNITS,
      ...[
        "dez",
        "onze",
        "doze",
        "treze",
        "catorze",
        "quinze",
        "dezesseis",
        "dezessete",
        "dezoito",
        "dezenove",
      ],
    ]),
    uma: 1,
    duas: 2,
    meia: 6,
    quatorze: 14,
    ...tensAndUnits(
      {
        20: "vinte",
        30: "trinta",
        40: "quarenta",
        50: "cinquenta",
        60: "sessenta",
        70: "setenta",
        80: "oitenta",
        90: "noventa",
      },
      UNITS,
      (ten, unit) => `${ten} e ${unit}`,
    ),
  },
  // "Meia" is six on the phone ("meia dúzia"), and a sock.
  onlyAmongNumbers: ["um", "uma", "meia"],
  repeats: { duplo: 2, triplo: 3 },
  // "Eu sei" (I know), "um doce" (a sweet), "dos gatos" (of the cats).
  ordinaryWords: ["sei", "doce", "dos"],
  spokenAt: ["arroba"],
  spokenDot: ["ponto"],
  myNumber: "meu numero(?: (?:e|eh))?",
  phonePhrases: [
    "meu numero de (?:telefone|celular|cel|zap|whats|whatsapp|casa)",
    "meu (?:telefone|celular|cel|zap|whats|whatsapp) (?:e|eh) (?:o )?\\+?\\(?\\d",
    "(?:me liga|liga pra mim|me chama|me manda (?:um )?(?:zap|whats|mensagem)|manda (?:um )?zap) (?:no|pro|para o|nesse numero) \\S",
  ],
  emailPhrases: ["meu (?:e-?mail|email|imeil|gmail|endereco de e-?mail)(?: (?:e|eh))?"],
  handlePhrases: [
    "meu (?:usuario|user|nick|perfil|insta|arroba|tiktok|nome de usuario|gamertag) (?:e|eh)",
    "(?:me adiciona|me add|me segue|me siga|segue eu) (?:no|na|em) (?:roblox|minecraft|fortnite|free ?fire|youtube|twitch|brawl stars|among us|x|zap)",
    "zap ?zap",
  ],
  addressPhrases: [
    "meu endereco (?:e|eh)",
    `moro (?:na|no) ${STREET}`,
    "moro no numero \\d",
    "cep",
    "(?:o )?numero da (?:minha )?casa (?:e )?\\d",
  ],
  streets: [
    `${STREET}\\s+(?:da |do |das |dos |de )?${NAME}(?:\\s+${NAME}){0,3},?\\s*(?:n[o°º.]?\\s*)?\\d{1,5}(?=\\s*(?:$|[,.;!?)-]|\\d{5}|apto|apartamento|casa|bloco))`,
  ],
};
