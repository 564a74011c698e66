/** Italian word forms: gatti, cani, mucche, stelle; rossa, neri; gattino, pallina. */
import { romanceForms } from "../romance-forms";

export const ITALIAN_FORMS = romanceForms({
  plurals: [
    ["che", ["ca"]],
    ["ghe", ["ga"]],
    ["chi", ["co"]],
    ["ghi", ["go"]],
    ["cie", ["cia"]],
    ["gie", ["gia"]],
    ["ci", ["co", "ce", "cio"]],
    ["gi", ["go", "ge", "gio"]],
    ["i", ["o", "e", "io", "a"]],
    ["e", ["a"]],
  ],
  agreement: [
    ["chi", ["co"]],
    ["ghi", ["go"]],
    ["che", ["co"]],
    ["ghe", ["go"]],
    ["a", ["o"]],
    ["i", ["o", "e"]],
    ["e", ["o"]],
  ],
  diminutives: [
    ["olino", ["e", "o"]],
    ["olina", ["a", "e"]],
    ["ellino", ["o", "e"]],
    ["ellina", ["a"]],
    ["ino", ["o", "e", "a"]],
    ["ina", ["a", "e"]],
    ["ini", ["o", "e"]],
    ["ine", ["a", "e"]],
    ["etto", ["o", "e"]],
    ["etta", ["a"]],
    ["otto", ["o", "a"]],
  ],
  verbEndings: /(ando|endo|are|ere|ire)$/,
});
