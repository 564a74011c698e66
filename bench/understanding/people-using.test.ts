import { describe, expect, it } from "vitest";
import { composeScene } from "../../src/illustrator";
import { failedPeopleExpectations } from "./check-people";
import { PEOPLE_CASES } from "./people-cases";

/**
 * Things people use are in their hands at their real size, hugs go round with both arms, several
 * people each have their own, a sleeper lies tucked in inside the cot: every case of the people
 * set's "using" kind, checked on what is drawn.
 */
describe("people using things, on the drawn picture", () => {
  it.each(PEOPLE_CASES.using)("%s", (description, expectations) => {
    expect(failedPeopleExpectations(description, expectations, composeScene(description))).toEqual(
      [],
    );
  });
});
