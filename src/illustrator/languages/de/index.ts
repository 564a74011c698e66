/** Everything the reader needs to read German. */
import type { LanguageWords } from "../language-words";
import cldr from "../cldr/de.json";
import { GERMAN_ACTIONS } from "./actions";
import { GERMAN_COLOURS, GERMAN_MOODS, GERMAN_NUMBERS, GERMAN_SIZES } from "./describing-words";
import { GERMAN_FORMS } from "./forms";
import { GERMAN_LINKS } from "./grammar-words";
import { GERMAN_NOUNS } from "./nouns";
import { GERMAN_PLACES, GERMAN_TIMES, GERMAN_WEATHER } from "./places";
import { GERMAN_RELATIONS } from "./relations";
import { GERMAN_TODDLER_WORDS } from "./toddler-words";

export const GERMAN: LanguageWords = {
  nouns: GERMAN_NOUNS,
  colours: GERMAN_COLOURS,
  sizes: GERMAN_SIZES,
  moods: GERMAN_MOODS,
  numbers: GERMAN_NUMBERS,
  relations: GERMAN_RELATIONS,
  places: GERMAN_PLACES,
  times: GERMAN_TIMES,
  weather: GERMAN_WEATHER,
  actions: GERMAN_ACTIONS,
  links: GERMAN_LINKS,
  toddler: GERMAN_TODDLER_WORDS,
  cldr,
  forms: GERMAN_FORMS,
};
