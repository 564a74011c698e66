import { inPlainLetters } from "./kid-safe-word-forms";
import { LANGUAGES, type Language } from "./languages";
import {
  PERSONAL_DETAIL_WORDS,
  numberWordsFor,
  numbersInDigits,
  type TNumberWords,
} from "./personal-details-numbers";

/**
 * Finds personal details in what a child writes to another family (messages, shared stories, card
 * messages): phone numbers, e-mail addresses, street addresses, web links and handles on other
 * apps, written plainly or spelled out ("five five five…", "at gmail dot com"), in all six
 * languages whatever the family chose: "seis uno dos…", "calle Mayor 5", "léa arobase orange point
 * fr", "Hauptstraße 12", "Rua das Flores, 123", "via Roma 10". DESIGN decision 19.
 * Pure and small, so the browser and the server give the same answer.
 */

export type TPersonalDetail = "phone" | "email" | "address" | "link" | "handle";

export const PERSONAL_DETAIL_NAMES: Readonly<Record<TPersonalDetail, string>> = {
  phone: "phone number",
  email: "e-mail address",
  address: "home address",
  link: "web link",
  handle: "username from another app",
};

export const PERSONAL_DETAILS_TITLE = "Let's keep it private";

/** The kind explanation a refusal gives. */
export function personalDetailMessage(kind: TPersonalDetail): string {
  return `Let's keep personal details private! Please take out the ${PERSONAL_DETAIL_NAMES[kind]} — a grown-up can share it another way.`;
}

/** A phone number has at least this many digits in one run (local numbers have 7). */
const PHONE_MIN_DIGITS = 7;

const MAIL_SERVICES =
  /\b(gmail|googlemail|hotmail|yahoo|outlook|icloud|aol|protonmail|proton\.me|gmx|live\.com|msn\.com|t-online|uol)\b/;
const TOP_LEVEL_DOMAINS =
  "com|net|org|io|co|uk|us|me|ly|tv|app|dev|gg|info|biz|xyz|de|fr|ca|au|ru|cn|in|nl|es|it|br|pt|ch|be|eu|link|site|online|club|shop";
const LINK = new RegExp(
  `(https?:\\/\\/|\\bwww\\.|\\b[a-z0-9-]+\\.(${TOP_LEVEL_DOMAINS})(\\/|\\b))`,
);
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/;
const AT_HANDLE = /(^|[^a-z0-9._%+-])@[a-z0-9_][a-z0-9_.]{1,}/;
const APPS =
  /\b(instagram|insta|snapchat|snap ?chat|tik ?tok|whats ?app|wasap|guasap|discord|telegram|kik|wechat|facebook|messenger|twitter|threads|twitch|reddit|skype)\b/;
const HANDLE_PHRASES =
  /\b(add me on|follow me on|find me on|message me on|dm me|d m me|my (user ?name|handle|gamer ?tag|ig|snap|insta|discord|tag) is|friend me on|friend code)\b/;
const ADDRESS_PHRASES =
  /\b(my (home |house |street |postal )?address is|zip ?code|post ?code|postal code|(live|lives|living) (at|on) (number |no\.? )?\d|(house|home|flat|apartment|apt|door|building) (is )?(number|no\.?|#) ?\d|(house|home|flat|apartment|door) number is \d|\bapt\.? ?#?\d|\b(live|lives|living) on [a-z]+ (street|road|avenue|lane|st|rd|ave)\b)/;
const CONTACT_PHRASES =
  /\b(my (phone|cell|mobile|telephone|home) ?(phone )?(number|no\.?|#) is|my (e-?mail|email address|e-?mail address) is|(call|text|ring|phone) me (at|on) \S)/;
const STREET_WORDS =
  "street|road|avenue|lane|boulevard|terrace|crescent|highway|parkway|st|rd|ave|ln|blvd|hwy";
const STREET_WORDS_NAMED = "drive|way|close|place|court|square|row|gardens|dr|ct|pl|sq";
const STREET = new RegExp(
  `\\b\\d{1,5}[a-z]?,? ((?!(?:on|the|in|to|a|at|down|up|along|by|of|and|with|near|from|for)\\b)[a-z'.-]+ ){1,3}(${STREET_WORDS})\\b`,
);
const UK_POSTCODE = /\b[a-z]{1,2}\d[a-z\d]? ?\d[abd-hjlnp-uw-z]{2}\b/;
/** A date, but not the start of "06.12.34.56.78", a French number written with dots. */
const DATE =
  /(?<!\d[/.-]?)\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}[/.-]\d{1,2}[/.-]\d{1,2})\b(?![/.-]?\d)/g;
/** "01310-100" is a Brazilian postcode (a CEP), found as an address. */
const BRAZILIAN_POSTCODE = /^\d{5}-\d{3}$/;
/**
 * "1,000,000", "$12,500", "1.000.000" and "1 000 000" are amounts, not phone numbers; with dots or
 * spaces only round ones ("612 345 678" is a Spanish mobile number).
 */
const THOUSANDS = /^(\d{1,3}(,\d{3})+|\d{1,3}([. ]\d{3})*[. ]000)$/;

export interface TPersonalDetailOptions {
  /**
   * The family's language. Every language counts whatever it is; it turns back into words the
   * everyday words of that language that another reads as numbers ("eu sei": I know, not six).
   */
  language?: Language;
}

/** The first kind of personal detail in the text, or null when there is none. */
export function findPersonalDetail(
  text: string,
  options: TPersonalDetailOptions = {},
): TPersonalDetail | null {
  const written = text.normalize("NFKC");
  const lower = inPlainLetters(written.toLowerCase());
  const numbers = numberWordsFor(options.language ?? null);
  const spelled = spellOutSymbols(numbersInDigits(lower, numbers));
  if (
    EMAIL.test(spelled) ||
    MAIL_SERVICES.test(spelled) ||
    CONTACT_EMAIL.test(lower) ||
    LOCAL_PHRASES.email.test(lower)
  ) {
    return "email";
  }
  if (LINK.test(spelled)) return "link";
  if (
    AT_HANDLE.test(lower) ||
    APPS.test(lower) ||
    HANDLE_PHRASES.test(lower) ||
    LOCAL_PHRASES.handle.test(lower)
  ) {
    return "handle";
  }
  if (
    hasPhoneNumber(lower, numbers) ||
    CONTACT_PHRASES.test(spelled) ||
    LOCAL_PHRASES.phone.test(spelled) ||
    LOCAL_PHRASES.myNumber.test(spelled)
  ) {
    return "phone";
  }
  if (
    ADDRESS_PHRASES.test(spelled) ||
    STREET.test(spelled) ||
    hasNamedStreet(text, spelled) ||
    UK_POSTCODE.test(lower) ||
    LOCAL_PHRASES.address.test(spelled) ||
    LOCAL_PHRASES.street.test(spelled) ||
    hasPostcodeAndCity(written)
  ) {
    return "address";
  }
  return null;
}

/** Every language's phrases and street forms, each kind as one pattern on plain lower-case text. */
const LOCAL_PHRASES = buildLocalPhrases();

function buildLocalPhrases() {
  const all = (pick: (words: (typeof PERSONAL_DETAIL_WORDS)[Language]) => readonly string[]) =>
    wholePhrases(LANGUAGES.flatMap((language) => pick(PERSONAL_DETAIL_WORDS[language])));
  /** "my number is" and at least four digits: "my number is 7" is a favourite number. */
  const myNumber = (words: (typeof PERSONAL_DETAIL_WORDS)[Language]) => [
    `${words.myNumber}\\s*:?\\s*(?:el |le |la |o |il )?\\+?\\(?\\d(?:[\\s().-]*\\d){3}`,
  ];
  return {
    email: all((words) => words.emailPhrases),
    handle: all((words) => words.handlePhrases),
    phone: all((words) => words.phonePhrases),
    myNumber: all(myNumber),
    address: all((words) => words.addressPhrases),
    street: all((words) => words.streets),
  };
}

function wholePhrases(phrases: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join("|")})(?![\\p{L}])`, "u");
}

/**
 * A postcode and its town as a letter is addressed: "28013 Madrid", "75002 Paris", "10115 Berlin",
 * "00184 Roma", and a Brazilian CEP ("01310-100") on its own. Round numbers are counted things
 * ("10000 Sterne").
 */
function hasPostcodeAndCity(written: string): boolean {
  if (/(?<![\p{N}-])\d{5}-\d{3}(?![\p{N}-])/u.test(written)) return true;
  const found = /(?<![\p{L}\p{N}.,])(\d{5}),?\s+\p{Lu}\p{L}+/u.exec(written);
  return found !== null && !found[1]!.endsWith("000");
}

const CONTACT_EMAIL = /\b(my (e-?mail|email address|e-?mail address) is)\b/;

/**
 * "12 Oak Drive": words that are also verbs and nouns ("drive", "way", "close") count as a street
 * only after a number and a capitalised name, as an address is written.
 */
function hasNamedStreet(original: string, spelled: string): boolean {
  const named = new RegExp(
    `\\b\\d{1,5}[A-Za-z]?,? ([A-Z][A-Za-z'.-]* ){1,3}(${STREET_WORDS_NAMED})\\b`,
    "i",
  );
  const match = named.exec(original);
  if (match) return /[A-Z]/.test(match[1] ?? "");
  return new RegExp(`\\b\\d{1,5} [a-z]+ (${STREET_WORDS_NAMED})\\.? ?,`).test(spelled);
}

const SPOKEN_AT = `(?:${LANGUAGES.flatMap((l) => PERSONAL_DETAIL_WORDS[l].spokenAt).join("|")})`;
const SPOKEN_DOT = `(?:${LANGUAGES.flatMap((l) => PERSONAL_DETAIL_WORDS[l].spokenDot).join("|")})`;
/** "dot" before any ending; "punto", "point", "punkt", "ponto" are everyday words too ("el punto es"). */
const SPOKEN_SYMBOLS: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`\\s*[([{<]\\s*(${SPOKEN_AT}|@)\\s*[)\\]}>]\\s*`, "g"), "@"],
  [new RegExp(`\\s*[([{<]\\s*(${SPOKEN_DOT}|\\.)\\s*[)\\]}>]\\s*`, "g"), "."],
  [/\s*@\s*/g, "@"],
  [/(@[a-z0-9-]+)\s+\.\s+(?=[a-z]{2,}\b)/g, "$1."],
  [new RegExp(`\\s+${SPOKEN_AT}\\s+(?=[a-z0-9-]+\\s+${SPOKEN_DOT}\\b)`, "g"), "@"],
  [new RegExp(`(@[a-z0-9-]+)\\s+${SPOKEN_DOT}\\s+(?=[a-z]{2,}\\b)`, "g"), "$1."],
  [/\b([a-z0-9-]+)\s+dot\s+(?=(com|net|org|co|uk|io|me)\b)/g, "$1."],
  [new RegExp(`\\b([a-z0-9-]+)\\s+${SPOKEN_DOT}\\s+(?=(com|net|org)\\b)`, "g"), "$1."],
  [new RegExp(`\\bw\\s*w\\s*w\\s*(\\.|${SPOKEN_DOT})\\s*`, "g"), "www."],
];

/** "bob at gmail dot com", "bob (at) gmail [dot] com", "pepe arroba gmail punto com" → "bob@gmail.com". */
function spellOutSymbols(text: string): string {
  return SPOKEN_SYMBOLS.reduce(
    (spelled, [pattern, symbol]) => spelled.replace(pattern, symbol),
    text,
  );
}

/**
 * Seven or more digits in one run, with only spaces, commas, dashes, dots, brackets or a plus between
 * them; dates, decimals, round numbers and counting ("1 2 3 4 5 6 7 8") are not phone numbers.
 */
function hasPhoneNumber(lower: string, numbers: TNumberWords): boolean {
  const digits = numbersInDigits(lower.replace(DATE, " ; "), numbers);
  for (const run of digits.match(/\+?\(?\d[\d\s().,-]*\d/g) ?? []) {
    const groups = run.match(/\d+/g) ?? [];
    const count = groups.join("").length;
    if (count < PHONE_MIN_DIGITS || THOUSANDS.test(run.trim())) continue;
    if (BRAZILIAN_POSTCODE.test(run.trim())) continue;
    // "très très très…" (tres: three) seven times is a child's emphasis, not a number.
    if (/^(\d)\1*$/.test(groups.join(""))) continue;
    if (groups.length === 1 && /^\d0+$/.test(groups[0]!)) continue;
    if (groups.length === 2 && /^\d+\.\d+$/.test(run.trim())) continue;
    if (isCounting(groups.map(Number))) continue;
    return true;
  }
  return false;
}

function isCounting(values: number[]): boolean {
  if (values.length < 3) return false;
  const step = values[1]! - values[0]!;
  return (
    step !== 0 && values.every((value, index) => index === 0 || value - values[index - 1]! === step)
  );
}
