/** Everything the reader needs to read Italian. */
import type { LanguageWords } from "../language-words";
import cldr from "../cldr/it.json";
import { ITALIAN_ACTIONS } from "./actions";
import { ITALIAN_COLOURS, ITALIAN_MOODS, ITALIAN_NUMBERS, ITALIAN_SIZES } from "./describing-words";
import { ITALIAN_FORMS } from "./forms";
import { ITALIAN_LINKS } from "./grammar-words";
import { ITALIAN_NOUNS } from "./nouns";
import { ITALIAN_PLACES, ITALIAN_TIMES, ITALIAN_WEATHER } from "./places";
import { ITALIAN_RELATIONS } from "./relations";
import { ITALIAN_TODDLER_WORDS } from "./toddler-words";

export const ITALIAN: LanguageWords = {
  nouns: ITALIAN_NOUNS,
  colours: ITALIAN_COLOURS,
  sizes: ITALIAN_SIZES,
  moods: ITALIAN_MOODS,
  numbers: ITALIAN_NUMBERS,
  relations: ITALIAN_RELATIONS,
  places: ITALIAN_PLACES,
  times: ITALIAN_TIMES,
  weather: ITALIAN_WEATHER,
  actions: ITALIAN_ACTIONS,
  links: ITALIAN_LINKS,
  toddler: ITALIAN_TODDLER_WORDS,
  cldr,
  forms: ITALIAN_FORMS,
};
