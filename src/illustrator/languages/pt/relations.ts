/** Portuguese words for where one thing is against another → the relation they say (in English). */
const OF = ["de", "da", "do", "das", "dos"] as const;

/** "em cima de", "em cima da", "em cima do"…: one relation with every "de" + article. */
function withEveryOf(phrase: string, relation: string): [string, string][] {
  return OF.map((of) => [`${phrase} ${of}`, relation]);
}

export const PORTUGUESE_RELATIONS: Readonly<Record<string, string>> = {
  sobre: "on",
  "em cima": "on top",
  ...Object.fromEntries(withEveryOf("em cima", "on top of")),
  ...Object.fromEntries(withEveryOf("por cima", "above")),
  ...Object.fromEntries(withEveryOf("acima", "above")),
  em: "in",
  no: "in",
  na: "in",
  nos: "in",
  nas: "in",
  num: "in",
  numa: "in",
  dentro: "inside",
  ...Object.fromEntries(withEveryOf("dentro", "inside")),
  sob: "under",
  embaixo: "under",
  ...Object.fromEntries(withEveryOf("embaixo", "under")),
  ...Object.fromEntries(withEveryOf("debaixo", "under")),
  ...Object.fromEntries(withEveryOf("abaixo", "below")),
  atrás: "behind",
  ...Object.fromEntries(withEveryOf("atrás", "behind")),
  ...Object.fromEntries(withEveryOf("na frente", "in front of")),
  ...Object.fromEntries(withEveryOf("em frente", "in front of")),
  "em frente ao": "in front of",
  "em frente à": "in front of",
  ...Object.fromEntries(withEveryOf("ao lado", "next to")),
  ...Object.fromEntries(withEveryOf("do lado", "next to")),
  ...Object.fromEntries(withEveryOf("perto", "near")),
  junto: "next to",
  "junto ao": "next to",
  "junto à": "next to",
  entre: "between",
  ...Object.fromEntries(withEveryOf("em volta", "around")),
  ...Object.fromEntries(withEveryOf("ao redor", "around")),
  ...Object.fromEntries(withEveryOf("à esquerda", "to the left of")),
  ...Object.fromEntries(withEveryOf("à direita", "to the right of")),
  "à esquerda": "on the left",
  "à direita": "on the right",
  longe: "far away",
  "lá longe": "far away",
};
