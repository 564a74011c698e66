/**
 * Our own drawings of the everyday things young children name most that the emoji set lacks,
 * gathered from one file per room or place so each stays small.
 */
import type { OwnArtwork } from "./own-artwork";
import { OWN_GARDEN_THINGS } from "./own-garden-things";
import { OWN_HOUSEHOLD_THINGS } from "./own-household-things";
import { OWN_KITCHEN_THINGS } from "./own-kitchen-things";
import { OWN_LIVING_ROOM_THINGS } from "./own-living-room-things";
import { OWN_NURSERY_THINGS } from "./own-nursery-things";
import { OWN_STREET_THINGS } from "./own-street-things";

export const OWN_EVERYDAY_THINGS: Readonly<Record<string, OwnArtwork>> = {
  ...OWN_KITCHEN_THINGS,
  ...OWN_NURSERY_THINGS,
  ...OWN_LIVING_ROOM_THINGS,
  ...OWN_STREET_THINGS,
  ...OWN_HOUSEHOLD_THINGS,
  ...OWN_GARDEN_THINGS,
};
