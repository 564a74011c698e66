/** Spanish word forms: perros, peces, leones; roja, rojos; perrito, pececito, cochecito. */
import { romanceForms } from "../romance-forms";

export const SPANISH_FORMS = romanceForms({
  plurals: [
    ["ces", ["z"]],
    ["nes", ["n"]],
    ["les", ["l"]],
    ["res", ["r"]],
    ["des", ["d"]],
    ["yes", ["y"]],
    ["ses", ["s"]],
    ["es", ["e", ""]],
    ["s", [""]],
  ],
  agreement: [
    ["os", ["o"]],
    ["as", ["o", "a"]],
    ["a", ["o"]],
    ["es", ["e", ""]],
    ["s", [""]],
  ],
  diminutives: [
    ["cecito", ["z"]],
    ["cecita", ["z"]],
    ["ecito", ["e", ""]],
    ["ecita", ["a", "e"]],
    ["cito", ["", "e"]],
    ["cita", ["", "a"]],
    ["ito", ["o", "", "e"]],
    ["ita", ["a", ""]],
    ["illo", ["o", ""]],
    ["illa", ["a", ""]],
    ["ín", ["o"]],
    ["in", ["o"]],
  ],
  verbEndings: /(ando|iendo|yendo|ar|er|ir)$/,
});
