/** German verbs a child says (er/sie form, sie form, infinitive, -end) → the action drawn. */
import { verbForms } from "../verb-forms";

export const GERMAN_ACTIONS = verbForms([
  ["fly", ["fliegt", "fliegen", "fliegend", "schwebt"]],
  ["swim", ["schwimmt", "schwimmen", "schwimmend", "taucht"]],
  ["sleep", ["schläft", "schlafen", "schlafend", "schlafende", "schlafender", "schlafendes"]],
  ["dance", ["tanzt", "tanzen", "tanzend"]],
  ["ride", ["reitet", "reiten", "fährt", "fahren"]],
  ["eat", ["isst", "essen", "frisst", "fressen", "trinkt", "schleckt"]],
  ["play", ["spielt", "spielen", "spielend"]],
  ["jump", ["springt", "springen", "hüpft", "hüpfen"]],
  ["run", ["rennt", "rennen", "läuft", "laufen"]],
  ["sing", ["singt", "singen"]],
  ["read", ["liest", "lesen"]],
  ["hug", ["umarmt", "kuschelt", "knuddelt"]],
  ["sit", ["sitzt", "sitzen", "sitzend"]],
  ["hold", ["hält", "halten", "trägt", "tragen"]],
  ["brush", ["putzt", "bürstet"]],
  ["paint", ["malt", "malen"]],
  ["fish", ["angelt", "angeln"]],
  ["cry", ["weint", "weinen"]],
  ["kick", ["kickt", "schießt"]],
  ["wave", ["winkt", "winken"]],
  ["throw", ["wirft", "werfen"]],
  ["climb", ["klettert", "klettern"]],
  ["walk", ["geht", "gehen", "spaziert", "läuft spazieren"]],
  ["crawl", ["krabbelt", "krabbeln"]],
]);
