/** Portuguese word forms: cachorros, leões, cães, pinguins, azuis; vermelha; cachorrinho. */
import { romanceForms } from "../romance-forms";

export const PORTUGUESE_FORMS = romanceForms({
  plurals: [
    ["oes", ["ao"]],
    ["aes", ["ao"]],
    ["aos", ["ao"]],
    ["ns", ["m"]],
    ["eis", ["el"]],
    ["ois", ["ol"]],
    ["uis", ["ul"]],
    ["ais", ["al"]],
    ["res", ["r"]],
    ["zes", ["z"]],
    ["ses", ["s"]],
    ["s", [""]],
  ],
  agreement: [
    ["uis", ["ul"]],
    ["os", ["o"]],
    ["as", ["o", "a"]],
    ["a", ["o"]],
    ["es", ["e", ""]],
    ["s", [""]],
  ],
  diminutives: [
    ["aozinho", ["ao"]],
    ["zinho", [""]],
    ["zinha", [""]],
    ["inho", ["o", "e", ""]],
    ["inha", ["a", ""]],
  ],
  verbEndings: /(ando|endo|indo|ar|er|ir)$/,
});
