/** Everything the reader needs to read Spanish. */
import type { LanguageWords } from "../language-words";
import cldr from "../cldr/es.json";
import { SPANISH_ACTIONS } from "./actions";
import { SPANISH_COLOURS, SPANISH_MOODS, SPANISH_NUMBERS, SPANISH_SIZES } from "./describing-words";
import { SPANISH_FORMS } from "./forms";
import { SPANISH_LINKS } from "./grammar-words";
import { SPANISH_NOUNS } from "./nouns";
import { SPANISH_PLACES, SPANISH_TIMES, SPANISH_WEATHER } from "./places";
import { SPANISH_RELATIONS } from "./relations";
import { SPANISH_TODDLER_WORDS } from "./toddler-words";

export const SPANISH: LanguageWords = {
  nouns: SPANISH_NOUNS,
  colours: SPANISH_COLOURS,
  sizes: SPANISH_SIZES,
  moods: SPANISH_MOODS,
  numbers: SPANISH_NUMBERS,
  relations: SPANISH_RELATIONS,
  places: SPANISH_PLACES,
  times: SPANISH_TIMES,
  weather: SPANISH_WEATHER,
  actions: SPANISH_ACTIONS,
  links: SPANISH_LINKS,
  toddler: SPANISH_TODDLER_WORDS,
  cldr,
  forms: SPANISH_FORMS,
};
