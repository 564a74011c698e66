/** Italian places, times of day and weather. */
import type { PlaceId, TimeOfDay } from "../../vocabulary/places";
import type { Weather } from "../../vocabulary/weather";

export const ITALIAN_PLACES: Readonly<Record<string, PlaceId>> = {
  spiaggia: "beach",
  sabbia: "beach",
  // "Al mare" is at the seaside: on the beach.
  "al mare": "beach",
  mare: "sea",
  oceano: "sea",
  "fondo del mare": "ocean",
  giardino: "garden",
  orto: "garden",
  bosco: "forest",
  foresta: "forest",
  giungla: "jungle",
  fattoria: "farm",
  spazio: "space",
  luna: "moon",
  città: "city",
  strada: "city",
  neve: "snow",
  deserto: "desert",
  parco: "park",
  "parco giochi": "park",
  stagno: "pond",
  lago: "pond",
  laghetto: "pond",
  fiume: "pond",
  cielo: "sky",
  casa: "home",
  cameretta: "home",
  cucina: "home",
  zoo: "zoo",
  festa: "party",
  "festa di compleanno": "party",
  compleanno: "party",
  castello: "castle",
  prato: "meadow",
  campo: "meadow",
};

export const ITALIAN_TIMES: Readonly<Record<string, TimeOfDay>> = {
  notte: "night",
  "di notte": "night",
  stanotte: "night",
  tramonto: "sunset",
  sera: "sunset",
  giorno: "day",
  "di giorno": "day",
};

export const ITALIAN_WEATHER: Readonly<Record<string, Weather>> = {
  pioggia: "rain",
  piove: "rain",
  nevica: "snow",
  vento: "wind",
  nebbia: "fog",
  tempesta: "storm",
  temporale: "storm",
};
