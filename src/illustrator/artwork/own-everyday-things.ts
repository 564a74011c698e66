/**
 * Our own drawings of the everyday things young children name most that the emoji set lacks,
 * gathered from one file per room or place so each stays small.
 */
import type { OwnArtwork } from "./own-artwork";
import { OWN_CLOTHES_THINGS } from "./own-clothes-things";
import { OWN_COOKWARE_THINGS } from "./own-cookware-things";
import { OWN_FARM_THINGS } from "./own-farm-things";
import { OWN_GARDEN_THINGS } from "./own-garden-things";
import { OWN_HOME_CARE_THINGS } from "./own-home-care-things";
import { OWN_HOUSEHOLD_THINGS } from "./own-household-things";
import { OWN_KITCHEN_THINGS } from "./own-kitchen-things";
import { OWN_LIVING_ROOM_THINGS } from "./own-living-room-things";
import { OWN_NURSERY_THINGS } from "./own-nursery-things";
import { OWN_PLAY_THINGS } from "./own-play-things";
import { OWN_SCHOOL_THINGS } from "./own-school-things";
import { OWN_STREET_THINGS } from "./own-street-things";
import { OWN_YARD_THINGS } from "./own-yard-things";

export const OWN_EVERYDAY_THINGS: Readonly<Record<string, OwnArtwork>> = {
  ...OWN_KITCHEN_THINGS,
  ...OWN_NURSERY_THINGS,
  ...OWN_LIVING_ROOM_THINGS,
  ...OWN_STREET_THINGS,
  ...OWN_HOUSEHOLD_THINGS,
  ...OWN_GARDEN_THINGS,
  ...OWN_COOKWARE_THINGS,
  ...OWN_PLAY_THINGS,
  ...OWN_FARM_THINGS,
  ...OWN_YARD_THINGS,
  ...OWN_SCHOOL_THINGS,
  ...OWN_CLOTHES_THINGS,
  ...OWN_HOME_CARE_THINGS,
};
