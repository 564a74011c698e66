import { z } from "zod";

/**
 * What the fuzzer can learn from a route's zod schema: the fields an object names and a value each
 * field would accept, so one field at a time can be made hostile while the others stay valid and the
 * request reaches the code behind validation.
 */

type AnySchema = z.ZodType;

const WRAPPERS = new Set(["optional", "nullable", "default", "catch", "readonly", "prefault"]);

function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = current._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema };
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else return current;
  }
  return current;
}

/** The fields of an object schema (through pipes, optionals and refinements), or none. */
export function objectFields(schema: unknown): Map<string, AnySchema> {
  if (!(schema instanceof z.ZodType)) return new Map();
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return new Map(Object.entries(inner.shape as object));
  if (inner instanceof z.ZodUnion) {
    const fields = new Map<string, AnySchema>();
    for (const option of inner.options as AnySchema[]) {
      for (const [name, field] of objectFields(option)) fields.set(name, field);
    }
    return fields;
  }
  return new Map();
}

/** A value a field of this name and schema would most likely accept. */
export function plausibleValue(name: string, schema: AnySchema, uuid: () => string): unknown {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodEnum) return inner.options[0];
  if (inner instanceof z.ZodLiteral) return [...inner.values][0];
  if (inner instanceof z.ZodNumber) return 1;
  if (inner instanceof z.ZodBoolean) return true;
  if (inner instanceof z.ZodArray) return [];
  if (inner instanceof z.ZodObject) return plausibleObject(inner, uuid);
  if (inner instanceof z.ZodUnion) return plausibleValue(name, inner.options[0] as AnySchema, uuid);
  return plausibleText(name, uuid);
}

export function plausibleObject(schema: unknown, uuid: () => string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of objectFields(schema)) {
    values[name] = plausibleValue(name, field, uuid);
  }
  return values;
}

/**
 * Text by what the field is called: an address for `email`, a UUID for ids, and so on. Names and
 * addresses are new each time, so a sign-up is not refused as taken before it reaches the database.
 */
export function plausibleText(name: string, uuid: () => string): string {
  if (/email|recipient/i.test(name)) return `fuzz.${uuid().slice(0, 8)}@example.com`;
  if (/password/i.test(name)) return "dino-secret";
  if (/username/i.test(name)) return `fuzz${uuid().slice(0, 8)}`;
  if (/^id$|Id$/.test(name)) return uuid();
  return "a happy dinosaur";
}
