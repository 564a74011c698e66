import { describe, expect, it } from "vitest";
import {
  isPersonArtwork,
  parsePersonArtworkId,
  personArtworkId,
  withPose,
} from "./person-artwork-id";
import type { PersonLook } from "./person-kit-types";

const LOOK: PersonLook = {
  age: "child",
  build: "girl",
  skin: 3,
  hairStyle: "curly",
  hairColor: "#B8452A",
  outfit: "mail-carrier",
  clothesColor: "#3b82f6",
  glasses: true,
  walkingStick: false,
  facialHair: "none",
  freckles: false,
};

describe("a kit person's artwork id", () => {
  it("spells the look and pose and reads back the same person", () => {
    const id = personArtworkId(LOOK, "hand-out");
    expect(id).toBe("kit-person_child_girl_3_curly_b8452a_mail-carrier_3b82f6_10_hand-out");
    expect(isPersonArtwork(id)).toBe(true);
    expect(parsePersonArtworkId(id)).toEqual({
      look: { ...LOOK, hairColor: "#b8452a" },
      pose: "hand-out",
    });
  });

  it("spells a beard, a moustache and freckles, and reads them back", () => {
    const bearded: PersonLook = { ...LOOK, age: "elder", facialHair: "beard" };
    expect(personArtworkId(bearded, "stand")).toContain("_1010_stand");
    expect(parsePersonArtworkId(personArtworkId(bearded, "stand"))?.look.facialHair).toBe("beard");
    const freckled: PersonLook = { ...LOOK, facialHair: "moustache", freckles: true };
    expect(parsePersonArtworkId(personArtworkId(freckled, "wave"))?.look).toMatchObject({
      facialHair: "moustache",
      freckles: true,
    });
  });

  it("spells the fantasy outfits, and still reads every id written before them", () => {
    for (const outfit of ["wizard", "witch", "fairy", "elf", "santa", "knight"] as const) {
      const id = personArtworkId({ ...LOOK, outfit }, "stand");
      expect(parsePersonArtworkId(id)?.look.outfit).toBe(outfit);
    }
    const older = "kit-person_adult_boy_2_short_4a2c17_pyjamas_22c55e_00_lie";
    expect(parsePersonArtworkId(older)?.look.outfit).toBe("pyjamas");
  });

  it("changes only the pose with withPose", () => {
    const id = withPose(personArtworkId(LOOK, "stand"), "swim");
    expect(parsePersonArtworkId(id)?.pose).toBe("swim");
  });

  it("refuses ids that are not a well-formed person", () => {
    for (const id of [
      "girl-default",
      "kit-person_child_girl_3_curly_b8452a_casual_3b82f6_10",
      "kit-person_giant_girl_3_curly_b8452a_casual_3b82f6_10_stand",
      "kit-person_child_girl_9_curly_b8452a_casual_3b82f6_10_stand",
      "kit-person_child_girl_3_curly_red_casual_3b82f6_10_stand",
      "kit-person_child_girl_3_curly_b8452a_casual_3b82f6_10_moonwalk",
    ]) {
      expect(parsePersonArtworkId(id)).toBeUndefined();
    }
  });
});
