/** Italian verbs a child says (he/she form, "they" form, gerund, infinitive) → the action drawn. */
import { verbForms } from "../verb-forms";

export const ITALIAN_ACTIONS = verbForms([
  ["fly", ["vola", "volano", "volando", "volare", "galleggia"]],
  ["swim", ["nuota", "nuotano", "nuotando", "nuotare", "si tuffa"]],
  ["sleep", ["dorme", "dormono", "dormendo", "dormire", "addormentato", "addormentata"]],
  ["dance", ["balla", "ballano", "ballando", "ballare", "danza"]],
  ["ride", ["va a", "vanno a", "andando a", "cavalca", "cavalcando", "guida", "guidando"]],
  ["eat", ["mangia", "mangiano", "mangiando", "mangiare", "beve", "bevendo", "lecca"]],
  ["play", ["gioca", "giocano", "giocando", "giocare"]],
  ["jump", ["salta", "saltano", "saltando", "saltare"]],
  ["run", ["corre", "corrono", "correndo", "correre"]],
  ["sing", ["canta", "cantano", "cantando", "cantare"]],
  ["read", ["legge", "leggono", "leggendo", "leggere"]],
  ["hug", ["abbraccia", "abbracciano", "abbracciando"]],
  ["sit", ["seduto", "seduta", "siede", "seduti"]],
  ["hold", ["tiene", "tenendo", "porta", "portando"]],
  ["brush", ["spazzola", "spazzolando", "lava i denti"]],
  ["paint", ["dipinge", "dipingendo", "colora", "colorando"]],
  ["fish", ["pesca", "pescando"]],
  ["cry", ["piange", "piangono", "piangendo"]],
  ["kick", ["calcia", "calciando"]],
  ["wave", ["saluta", "salutando"]],
  ["throw", ["lancia", "lanciando", "tira", "tirando"]],
  ["climb", ["si arrampica", "arrampicando", "sale", "salendo"]],
  ["walk", ["cammina", "camminano", "camminando", "passeggia", "passeggiando"]],
  ["crawl", ["gattona", "gattonando"]],
]);
