/** French word forms: chevaux, oiseaux, chiens; verte, violette, blanche; maisonnette. */
import { romanceForms } from "../romance-forms";

export const FRENCH_FORMS = romanceForms({
  plurals: [
    ["aux", ["al", "au"]],
    ["eaux", ["eau"]],
    ["eux", ["eu"]],
    ["oux", ["ou"]],
    ["s", [""]],
    ["x", [""]],
  ],
  agreement: [
    ["ettes", ["et"]],
    ["ette", ["et"]],
    ["ches", ["c"]],
    ["che", ["c"]],
    ["es", [""]],
    ["e", [""]],
    ["s", [""]],
    ["x", [""]],
  ],
  diminutives: [
    ["ette", ["e", ""]],
    ["on", [""]],
  ],
  verbEndings: /(er|ir|ant)$/,
});
