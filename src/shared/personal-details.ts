/**
 * Finds personal details in what a child writes to another family (messages, shared stories, card
 * messages): phone numbers, e-mail addresses, street addresses, web links and handles on other
 * apps, written plainly or spelled out ("five five five…", "at gmail dot com"). DESIGN decision 19.
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

const DIGIT_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  oh: 0,
  o: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS_WORDS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const REPEAT_WORDS: Readonly<Record<string, number>> = { double: 2, triple: 3 };

/** A phone number has at least this many digits in one run (local numbers have 7). */
const PHONE_MIN_DIGITS = 7;

const MAIL_SERVICES =
  /\b(gmail|googlemail|hotmail|yahoo|outlook|icloud|aol|protonmail|proton\.me|gmx|live\.com|msn\.com)\b/;
const TOP_LEVEL_DOMAINS =
  "com|net|org|io|co|uk|us|me|ly|tv|app|dev|gg|info|biz|xyz|de|fr|ca|au|ru|cn|in|nl|es|it|link|site|online|club|shop";
const LINK = new RegExp(
  `(https?:\\/\\/|\\bwww\\.|\\b[a-z0-9-]+\\.(${TOP_LEVEL_DOMAINS})(\\/|\\b))`,
);
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/;
const AT_HANDLE = /(^|[^a-z0-9._%+-])@[a-z0-9_][a-z0-9_.]{1,}/;
const APPS =
  /\b(instagram|insta|snapchat|snap ?chat|tik ?tok|whats ?app|discord|telegram|kik|wechat|facebook|messenger|twitter|threads|twitch|reddit|skype)\b/;
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
const DATE = /\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}[/.-]\d{1,2}[/.-]\d{1,2})\b/g;
/** "1,000,000" and "$12,500" are amounts, not phone numbers. */
const THOUSANDS = /^\d{1,3}(,\d{3})+$/;

/** The first kind of personal detail in the text, or null when there is none. */
export function findPersonalDetail(text: string): TPersonalDetail | null {
  const lower = text.normalize("NFKC").toLowerCase();
  const spelled = spellOutSymbols(numbersInDigits(lower));
  if (EMAIL.test(spelled) || MAIL_SERVICES.test(spelled) || CONTACT_EMAIL.test(lower)) {
    return "email";
  }
  if (LINK.test(spelled)) return "link";
  if (AT_HANDLE.test(lower) || APPS.test(lower) || HANDLE_PHRASES.test(lower)) return "handle";
  if (hasPhoneNumber(lower) || CONTACT_PHRASES.test(spelled)) return "phone";
  if (
    ADDRESS_PHRASES.test(spelled) ||
    STREET.test(spelled) ||
    hasNamedStreet(text, spelled) ||
    UK_POSTCODE.test(lower)
  ) {
    return "address";
  }
  return null;
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

/** "bob at gmail dot com", "bob (at) gmail [dot] com" → "bob@gmail.com". */
function spellOutSymbols(text: string): string {
  return text
    .replace(/\s*[([{<]\s*(at|@)\s*[)\]}>]\s*/g, "@")
    .replace(/\s*[([{<]\s*(dot|\.)\s*[)\]}>]\s*/g, ".")
    .replace(/\s*@\s*/g, "@")
    .replace(/(@[a-z0-9-]+)\s+\.\s+(?=[a-z]{2,}\b)/g, "$1.")
    .replace(/\s+at\s+(?=[a-z0-9-]+\s+dot\b)/g, "@")
    .replace(/(@[a-z0-9-]+)\s+dot\s+(?=[a-z]{2,}\b)/g, "$1.")
    .replace(/\b([a-z0-9-]+)\s+dot\s+(?=(com|net|org|co|uk|io|me)\b)/g, "$1.")
    .replace(/\bw\s*w\s*w\s*(\.|dot)\s*/g, "www.");
}

/** Number words as digits: "five five five" → "5 5 5", "twenty one" → "21", "double 5" → "55". */
function numbersInDigits(text: string): string {
  const words = text.split(/([\s,.;:!?()-]+)/);
  const out: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    const tens = TENS_WORDS[word];
    if (tens !== undefined) {
      const [gap, next] = [words[index + 1], words[index + 2]];
      const ones = next === undefined ? undefined : DIGIT_WORDS[next];
      if (
        gap !== undefined &&
        /^(\s+|-)$/.test(gap) &&
        ones !== undefined &&
        ones > 0 &&
        ones < 10
      ) {
        out.push(String(tens + ones));
        index += 2;
      } else {
        out.push(String(tens));
      }
      continue;
    }
    const digit = DIGIT_WORDS[word];
    if (digit !== undefined && (word.length > 2 || isAmongNumbers(words, index))) {
      out.push(String(digit));
      continue;
    }
    const repeat = REPEAT_WORDS[word];
    const repeated = words[index + 2];
    if (repeat !== undefined && repeated !== undefined && /^\d$|^[a-z]+$/.test(repeated)) {
      const value = DIGIT_WORDS[repeated] ?? (/^\d$/.test(repeated) ? Number(repeated) : undefined);
      if (value !== undefined && value < 10) {
        out.push(String(value).repeat(repeat));
        index += 2;
        continue;
      }
    }
    out.push(word);
  }
  return out.join("");
}

/** "o" and "oh" are zero only between other numbers ("five oh two"), never in "oh no". */
function isAmongNumbers(words: string[], index: number): boolean {
  const isNumber = (word: string | undefined) =>
    word !== undefined &&
    (/^\d+$/.test(word) || (DIGIT_WORDS[word] ?? -1) > 0 || word in TENS_WORDS);
  return isNumber(words[index - 2]) && isNumber(words[index + 2]);
}

/**
 * Seven or more digits in one run, with only spaces, commas, dashes, dots, brackets or a plus between
 * them; dates, decimals, round numbers and counting ("1 2 3 4 5 6 7 8") are not phone numbers.
 */
function hasPhoneNumber(lower: string): boolean {
  const digits = numbersInDigits(lower.replace(DATE, " ; "));
  for (const run of digits.match(/\+?\(?\d[\d\s().,-]*\d/g) ?? []) {
    const groups = run.match(/\d+/g) ?? [];
    const count = groups.join("").length;
    if (count < PHONE_MIN_DIGITS || THOUSANDS.test(run.trim())) continue;
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
