/** Everything the reader needs to read French. */
import type { LanguageWords } from "../language-words";
import cldr from "../cldr/fr.json";
import { FRENCH_ACTIONS } from "./actions";
import { FRENCH_COLOURS, FRENCH_MOODS, FRENCH_NUMBERS, FRENCH_SIZES } from "./describing-words";
import { FRENCH_FORMS } from "./forms";
import { FRENCH_LINKS } from "./grammar-words";
import { FRENCH_NOUNS } from "./nouns";
import { FRENCH_PLACES, FRENCH_TIMES, FRENCH_WEATHER } from "./places";
import { FRENCH_RELATIONS } from "./relations";
import { FRENCH_TODDLER_WORDS } from "./toddler-words";

export const FRENCH: LanguageWords = {
  nouns: FRENCH_NOUNS,
  colours: FRENCH_COLOURS,
  sizes: FRENCH_SIZES,
  moods: FRENCH_MOODS,
  numbers: FRENCH_NUMBERS,
  relations: FRENCH_RELATIONS,
  places: FRENCH_PLACES,
  times: FRENCH_TIMES,
  weather: FRENCH_WEATHER,
  actions: FRENCH_ACTIONS,
  links: FRENCH_LINKS,
  toddler: FRENCH_TODDLER_WORDS,
  cldr,
  forms: FRENCH_FORMS,
};
