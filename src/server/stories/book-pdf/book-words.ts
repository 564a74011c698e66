import type { Language } from "../../../shared/languages";

/** The words a printed book says itself: its last page. */
export interface BookWords {
  theEnd: string;
  /** Under "The End": who made the book. */
  madeBy(maker: string): string;
}

export const BOOK_WORDS: Readonly<Record<Language, BookWords>> = {
  en: { theEnd: "The End", madeBy: (maker) => `Made with Doodle Dino by ${maker}` },
  es: { theEnd: "Fin", madeBy: (maker) => `Hecho con Doodle Dino por ${maker}` },
  fr: { theEnd: "Fin", madeBy: (maker) => `Fait avec Doodle Dino par ${maker}` },
  de: { theEnd: "Ende", madeBy: (maker) => `Mit Doodle Dino gemacht von ${maker}` },
  pt: { theEnd: "Fim", madeBy: (maker) => `Feito com o Doodle Dino por ${maker}` },
  it: { theEnd: "Fine", madeBy: (maker) => `Fatto con Doodle Dino da ${maker}` },
};
