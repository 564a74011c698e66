/** Portuguese verbs a child says (he/she form, "they" form, gerund, infinitive) → the action drawn. */
import { verbForms } from "../verb-forms";

export const PORTUGUESE_ACTIONS = verbForms([
  ["fly", ["voa", "voam", "voando", "voar", "flutuando"]],
  ["swim", ["nada", "nadam", "nadando", "nadar", "mergulhando"]],
  ["sleep", ["dorme", "dormem", "dormindo", "dormir", "cochilando"]],
  ["dance", ["dança", "dançam", "dançando", "dançar"]],
  [
    "ride",
    ["anda a", "andando a", "andando de", "anda de", "montando", "monta", "dirigindo", "dirige"],
  ],
  ["eat", ["come", "comem", "comendo", "comer", "bebendo", "bebe", "tomando", "toma"]],
  ["play", ["brinca", "brincam", "brincando", "brincar", "joga", "jogando"]],
  ["jump", ["pula", "pulam", "pulando", "pular", "salta", "saltando"]],
  ["run", ["corre", "correm", "correndo", "correr"]],
  ["sing", ["canta", "cantam", "cantando", "cantar"]],
  ["read", ["lê", "leem", "lendo", "ler"]],
  ["hug", ["abraça", "abraçam", "abraçando", "abraçar"]],
  ["sit", ["sentado", "sentada", "senta", "sentando"]],
  ["hold", ["segura", "segurando", "carrega", "carregando"]],
  ["brush", ["escova", "escovando"]],
  ["paint", ["pinta", "pintando"]],
  ["fish", ["pesca", "pescando", "pescar"]],
  ["cry", ["chora", "choram", "chorando"]],
  ["kick", ["chuta", "chutando"]],
  ["wave", ["acena", "acenando"]],
  ["throw", ["joga", "jogando", "lança", "lançando"]],
  ["climb", ["sobe", "subindo", "escala", "escalando"]],
  ["walk", ["anda", "andam", "andando", "andar", "passeia", "passeando", "caminha", "caminhando"]],
  ["crawl", ["engatinha", "engatinhando"]],
]);
