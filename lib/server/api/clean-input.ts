import { ArraySchema, ObjectSchema, type AnySchema } from 'yup';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A NUL byte in the text at `path`. */
export class NulByteError extends Error {
  constructor(readonly path: string) {
    super('nul byte');
  }
}

/**
 * Keeps only the fields a schema names, recursively. yup looks a data key up among the schema's
 * fields as a plain property, so a key such as `constructor` or `toString` reached Object.prototype
 * and crashed it (500); unknown keys are dropped here before yup sees them. A NUL byte in any text
 * is refused: PostgreSQL cannot store it and no form can type it.
 */
export function cleanInput(schema: AnySchema, value: unknown, path = ''): unknown {
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new NulByteError(path || 'data');
    return value;
  }
  if (schema instanceof ObjectSchema && isPlainObject(value)) {
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.fields)) {
      if (Object.hasOwn(value, key)) kept[key] = cleanInput(field as AnySchema, value[key], path ? `${path}.${key}` : key);
    }
    return kept;
  }
  if (schema instanceof ArraySchema && schema.innerType && Array.isArray(value)) {
    const inner = schema.innerType as AnySchema;
    return value.map((item, index) => cleanInput(inner, item, `${path}[${index}]`));
  }
  return value;
}
