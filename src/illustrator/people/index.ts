/** The character kit: whole people, posed, in the artwork's style (see person-kit-types.ts). */
export { drawPerson } from "./draw-person";
export { personLookKey } from "./person-look-key";
export { ALL_POSES } from "./pose-table";
export { heightAgainstGrownUp } from "./proportions";
export type * from "./person-kit-types";
