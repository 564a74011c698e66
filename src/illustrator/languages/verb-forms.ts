/** A language's verbs, each action with the forms a child says, → one table of forms. */
import type { ActionId } from "../vocabulary/actions";

export function verbForms(
  verbs: readonly (readonly [ActionId, readonly string[]])[],
): Readonly<Record<string, ActionId>> {
  const table: Record<string, ActionId> = {};
  // The first action a form is listed under wins ("joga" plays before it throws).
  for (const [action, forms] of verbs) for (const form of forms) table[form] ??= action;
  return table;
}
