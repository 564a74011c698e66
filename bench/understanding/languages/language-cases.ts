/** A language's evaluation set: kinds of sentence → [sentence, what must be drawn] (../cases.ts). */
export type LanguageCases = Readonly<Record<string, readonly (readonly [string, string])[]>>;
