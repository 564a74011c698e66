/** Where and when the picture happens, from what was said or, failing that, from what is in it. */
import type { ParsedDescription } from "../parse/parsed-description";
import type { PlaceId, TimeOfDay } from "../vocabulary/places";
import { withImpliedWeather, type Weather } from "../vocabulary/weather";
import { PLACE_STYLES } from "./place-styles";

const WATER_PLACES: ReadonlySet<PlaceId> = new Set(["ocean", "sea", "pond", "beach"]);

export interface Setting {
  place: PlaceId;
  time: TimeOfDay;
  weather: Weather[];
}

/** `preferredTime` (a story's mood) wins over the place's usual time, never over the words. */
export function chooseSetting(parsed: ParsedDescription, preferredTime?: TimeOfDay): Setting {
  const weather = withImpliedWeather(parsed.weather);
  const place =
    parsed.place ?? placeFromThings(parsed) ?? (weather.includes("snow") ? "snow" : "meadow");
  const time = parsed.time ?? timeFromThings(parsed) ?? preferredTime ?? PLACE_STYLES[place].time;
  return { place, time, weather };
}

function placeFromThings(parsed: ParsedDescription): PlaceId | undefined {
  const swimmer = parsed.things.find((thing) => thing.action === "swim");
  if (swimmer) {
    return swimmer.suggests && WATER_PLACES.has(swimmer.suggests) ? swimmer.suggests : "pond";
  }
  // Where a thing sits says more than the thing: an alligator in a bath is at home.
  const perched = parsed.things.find((thing) => thing.perch?.suggests);
  if (perched?.perch?.suggests) return perched.perch.suggests;
  const suggested = parsed.things.find((thing) => thing.suggests);
  if (suggested?.suggests) return suggested.suggests;
  const flyers = parsed.things.filter(
    (thing) => thing.action === "fly" || (thing.habitat === "sky" && !thing.perch),
  );
  if (parsed.things.length > 0 && flyers.length === parsed.things.length && !parsed.time) {
    return parsed.things.some((thing) => thing.isNightly) ? undefined : "sky";
  }
  return undefined;
}

function timeFromThings(parsed: ParsedDescription): TimeOfDay | undefined {
  const isSleepy = parsed.things.some((thing) => thing.action === "sleep");
  const isStarry = parsed.things.some((thing) => thing.isNightly);
  return isSleepy || isStarry ? "night" : undefined;
}
