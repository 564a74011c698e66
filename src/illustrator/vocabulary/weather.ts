/** Weather words → what is painted over the place (rain and puddles, falling snow, wind…). */
export type Weather = "rain" | "snow" | "wind" | "fog" | "storm";

export const WEATHER_WORDS: Readonly<Record<string, Weather>> = {
  rain: "rain",
  rainy: "rain",
  raining: "rain",
  rains: "rain",
  rained: "rain",
  drizzle: "rain",
  drizzly: "rain",
  puddle: "rain",
  puddles: "rain",
  showers: "rain",
  "pouring rain": "rain",
  wet: "rain",
  snowy: "snow",
  snowing: "snow",
  snowflakes: "snow",
  "snow falling": "snow",
  "falling snow": "snow",
  blizzard: "snow",
  wind: "wind",
  windy: "wind",
  breeze: "wind",
  breezy: "wind",
  blowy: "wind",
  gale: "wind",
  fog: "fog",
  foggy: "fog",
  mist: "fog",
  misty: "fog",
  storm: "storm",
  stormy: "storm",
  thunder: "storm",
  lightning: "storm",
  thunderstorm: "storm",
  "thunder storm": "storm",
};

/** A storm brings rain with it. */
export function withImpliedWeather(weather: readonly Weather[]): Weather[] {
  const all = new Set(weather);
  if (all.has("storm")) all.add("rain");
  return [...all];
}
