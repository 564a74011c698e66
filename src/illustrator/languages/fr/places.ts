/** French places, times of day and weather. */
import type { PlaceId, TimeOfDay } from "../../vocabulary/places";
import type { Weather } from "../../vocabulary/weather";

export const FRENCH_PLACES: Readonly<Record<string, PlaceId>> = {
  plage: "beach",
  sable: "beach",
  "bord de la mer": "beach",
  "bord de mer": "beach",
  mer: "sea",
  océan: "sea",
  "fond de la mer": "ocean",
  jardin: "garden",
  potager: "garden",
  forêt: "forest",
  bois: "forest",
  jungle: "jungle",
  ferme: "farm",
  espace: "space",
  lune: "moon",
  ville: "city",
  rue: "city",
  neige: "snow",
  désert: "desert",
  parc: "park",
  square: "park",
  étang: "pond",
  mare: "pond",
  lac: "pond",
  rivière: "pond",
  ciel: "sky",
  maison: "home",
  chambre: "home",
  cuisine: "home",
  zoo: "zoo",
  fête: "party",
  "fête d'anniversaire": "party",
  anniversaire: "party",
  château: "castle",
  prairie: "meadow",
  pré: "meadow",
  champ: "meadow",
};

export const FRENCH_TIMES: Readonly<Record<string, TimeOfDay>> = {
  nuit: "night",
  "la nuit": "night",
  "de nuit": "night",
  "coucher de soleil": "sunset",
  "coucher du soleil": "sunset",
  soir: "sunset",
  jour: "day",
};

export const FRENCH_WEATHER: Readonly<Record<string, Weather>> = {
  pluie: "rain",
  "il pleut": "rain",
  "il neige": "snow",
  vent: "wind",
  brouillard: "fog",
  brume: "fog",
  orage: "storm",
  tempête: "storm",
};
