/** Spanish verbs a child says (he/she form, "they" form, gerund, infinitive) → the action drawn. */
import type { ActionId } from "../../vocabulary/actions";
import { verbForms } from "../verb-forms";

/** Each verb's forms by its stems: [present, plural present, gerund, infinitive]. */
const VERBS: readonly (readonly [ActionId, readonly string[]])[] = [
  ["fly", ["vuela", "vuelan", "volando", "volar", "flota", "flotando"]],
  ["swim", ["nada", "nadan", "nadando", "nadar", "bucea", "buceando"]],
  [
    "sleep",
    ["duerme", "duermen", "durmiendo", "dormir", "dormido", "dormida", "dormidos", "duerma"],
  ],
  ["dance", ["baila", "bailan", "bailando", "bailar"]],
  [
    "ride",
    ["monta", "montan", "montando", "montar", "maneja", "manejando", "conduce", "conduciendo"],
  ],
  ["eat", ["come", "comen", "comiendo", "comer", "bebe", "bebiendo", "toma", "tomando"]],
  ["play", ["juega", "juegan", "jugando", "jugar"]],
  ["jump", ["salta", "saltan", "saltando", "saltar", "brinca", "brincando"]],
  ["run", ["corre", "corren", "corriendo", "correr"]],
  ["sing", ["canta", "cantan", "cantando", "cantar"]],
  ["read", ["lee", "leen", "leyendo", "leer"]],
  ["hug", ["abraza", "abrazan", "abrazando", "abrazar"]],
  ["sit", ["sentado", "sentada", "sentados", "sienta", "sentando"]],
  ["hold", ["sostiene", "sosteniendo", "agarra", "agarrando", "lleva", "llevando"]],
  ["brush", ["cepilla", "cepillando"]],
  ["paint", ["pinta", "pintan", "pintando"]],
  ["fish", ["pesca", "pescando", "pescar"]],
  ["cry", ["llora", "lloran", "llorando"]],
  ["kick", ["patea", "pateando"]],
  ["wave", ["saluda", "saludando"]],
  ["throw", ["lanza", "lanzando", "tira", "tirando"]],
  ["climb", ["trepa", "trepando", "escala", "escalando", "sube", "subiendo"]],
  ["walk", ["camina", "caminan", "caminando", "caminar", "pasea", "paseando"]],
  ["crawl", ["gatea", "gateando"]],
];

export const SPANISH_ACTIONS = verbForms(VERBS);
