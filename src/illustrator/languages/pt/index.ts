/** Everything the reader needs to read Portuguese (Brazil). */
import type { LanguageWords } from "../language-words";
import cldr from "../cldr/pt.json";
import { PORTUGUESE_ACTIONS } from "./actions";
import {
  PORTUGUESE_COLOURS,
  PORTUGUESE_MOODS,
  PORTUGUESE_NUMBERS,
  PORTUGUESE_SIZES,
} from "./describing-words";
import { PORTUGUESE_FORMS } from "./forms";
import { PORTUGUESE_LINKS } from "./grammar-words";
import { PORTUGUESE_NOUNS } from "./nouns";
import { PORTUGUESE_PLACES, PORTUGUESE_TIMES, PORTUGUESE_WEATHER } from "./places";
import { PORTUGUESE_RELATIONS } from "./relations";
import { PORTUGUESE_TODDLER_WORDS } from "./toddler-words";

export const PORTUGUESE: LanguageWords = {
  nouns: PORTUGUESE_NOUNS,
  colours: PORTUGUESE_COLOURS,
  sizes: PORTUGUESE_SIZES,
  moods: PORTUGUESE_MOODS,
  numbers: PORTUGUESE_NUMBERS,
  relations: PORTUGUESE_RELATIONS,
  places: PORTUGUESE_PLACES,
  times: PORTUGUESE_TIMES,
  weather: PORTUGUESE_WEATHER,
  actions: PORTUGUESE_ACTIONS,
  links: PORTUGUESE_LINKS,
  toddler: PORTUGUESE_TODDLER_WORDS,
  cldr,
  forms: PORTUGUESE_FORMS,
};
