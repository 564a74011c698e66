/** French verbs a child says (il/elle form, ils form, participle, infinitive) → the action drawn. */
import { verbForms } from "../verb-forms";

export const FRENCH_ACTIONS = verbForms([
  ["fly", ["vole", "volent", "volant", "voler", "flotte"]],
  ["swim", ["nage", "nagent", "nageant", "nager", "plonge"]],
  [
    "sleep",
    ["dort", "dorment", "dormant", "dormir", "endormi", "endormie", "fait dodo", "fait la sieste"],
  ],
  ["dance", ["danse", "dansent", "dansant", "danser"]],
  ["ride", ["fait du", "faire du", "monte", "conduit", "conduire", "roule"]],
  ["eat", ["mange", "mangent", "mangeant", "manger", "boit", "lèche"]],
  ["play", ["joue", "jouent", "jouant", "jouer"]],
  ["jump", ["saute", "sautent", "sautant", "sauter"]],
  ["run", ["court", "courent", "courant", "courir"]],
  ["sing", ["chante", "chantent", "chantant", "chanter"]],
  ["read", ["lit", "lisent", "lisant", "lire"]],
  ["hug", ["fait un câlin", "câline", "embrasse"]],
  ["sit", ["assis", "assise", "s'assoit"]],
  ["hold", ["tient", "tenant", "porte", "portant"]],
  ["brush", ["brosse", "se brosse les dents"]],
  ["paint", ["peint", "dessine", "colorie"]],
  ["fish", ["pêche", "pêcher"]],
  ["cry", ["pleure", "pleurent", "pleurant"]],
  ["kick", ["tape dans", "shoote"]],
  ["wave", ["fait coucou", "salue"]],
  ["throw", ["lance", "lançant", "jette"]],
  ["climb", ["grimpe", "grimpant", "escalade"]],
  ["walk", ["marche", "marchent", "marchant", "se promène", "promène"]],
  ["crawl", ["rampe", "fait du quatre pattes", "marche à quatre pattes"]],
]);
