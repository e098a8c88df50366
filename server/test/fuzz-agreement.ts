import AjvDraft04 from 'ajv-draft-04';
import { compilerOnce, type JsonSchema, withDocumentExtensions } from './fuzz-inputs.ts';

/**
 * Inputs the OpenAPI document accepts that sit at the edge of the server's rules (fuzz.test.ts):
 * the server may refuse one only where the document refuses it too, so that a client built from
 * the document is never refused by a rule it could not read.
 */

type Schema = JsonSchema & {
  required?: string[];
  additionalProperties?: boolean | Schema;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
};

// Only whether the document accepts: Ajv stops at a value's first error (allErrors reads on through
// every branch of the blocks' oneOf, and built far larger validators, for the same answer).
const ajv = withDocumentExtensions(new AjvDraft04({ strict: false }));
const validatorOf = compilerOnce((schema) => ajv.compile(schema));

/** Whether the document accepts `value` for `schema` (a JSON body: no coercion). */
export const documentAccepts = (schema: object, value: unknown): boolean => {
  return validatorOf(schema)(structuredClone(value));
};

// Strings that fit the rules a field may document, tried in turn for a value it accepts.
const PLAUSIBLE = [
  'x',
  '2026-01-31',
  '2026-01-31T10:00:00Z',
  '10:00',
  'es',
  'a@example.com',
  '#ffffff',
  'Europe/Madrid',
  'https://example.com/',
  'pk_test_x',
  'sk_test_x',
  'rk_test_x',
  'whsec_x',
  '1',
  'ABCDEFGH',
  'a1b2c3d4e5',
  '1234',
  // A JSON text of a translatable object (a dish's extras label).
  '{}',
];

/** The rule edges each text field is tried with, one at a time. */
export const STRING_PROBES = [
  'x'.repeat(40),
  'not-an-email',
  'Mars/Olympus',
  '#zzz',
  'xx',
  `a${String.fromCharCode(0)}b`,
  '',
];
/** Keys of an open object (a translatable value's languages, a map's names). */
export const KEY_PROBES = ['xx', 'Not a language'];
export const UNKNOWN_KEY = 'FuzzUnknownKey';

const stringFor = (schema: Schema): string => {
  const fits = PLAUSIBLE.find((text) => documentAccepts(schema, text));
  return fits ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
};

const branch = (schema: Schema): Schema | undefined => {
  // Beside a type, `allOf` adds rules to this schema (several patterns): not a choice.
  if (schema.type !== undefined) return undefined;
  const choice = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
  return choice?.find((c) => c.type !== 'null' && c.nullable !== true) ?? choice?.[0];
};

const typeOf = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** A value the schema documents as valid, every optional property present. */
export const validValue = (schema: Schema | undefined, depth = 0): unknown => {
  if (!schema || depth > 10) return undefined;
  const chosen = branch(schema);
  if (chosen) return validValue(chosen, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null;
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number')
    return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
  if (type === 'string') return stringFor(schema);
  if (type === 'boolean') return true;
  if (type === 'array') {
    const item = validValue(schema.items as Schema, depth + 1);
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
  }
  if (type === 'object' || schema.properties || schema.additionalProperties) {
    const own = Object.entries(schema.properties ?? {}).map(([k, v]) => [
      k,
      validValue(v as Schema, depth + 1),
    ]);
    const extra =
      typeof schema.additionalProperties === 'object' && own.length === 0
        ? [['es', validValue(schema.additionalProperties, depth + 1)]]
        : [];
    return Object.fromEntries([...own, ...extra]);
  }
  return undefined;
};

/**
 * A valid value to start the edges from: every property, else the required ones with at most one
 * optional one (properties that exclude each other), else none.
 */
export const validBase = (schema: Schema | undefined): unknown => {
  const full = validValue(schema);
  if (!schema || documentAccepts(schema, full) || typeof full !== 'object' || full === null)
    return full;
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(full);
  const least = Object.fromEntries(entries.filter(([k]) => required.has(k)));
  const tries = [
    least,
    ...entries.filter(([k]) => !required.has(k)).map(([k, v]) => ({ ...least, [k]: v })),
  ];
  return tries.find((value) => documentAccepts(schema, value)) ?? full;
};

export type Edge = { readonly at: string; readonly value: unknown };

const setAt = (
  root: unknown,
  path: readonly (string | number)[],
  change: (v: unknown) => unknown,
) => {
  const copy = structuredClone(root);
  if (path.length === 0) return change(copy);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  const next = change(node[last]);
  if (next === DELETE) delete node[last];
  else node[last] = next;
  return copy;
};
const DELETE = Symbol('delete');

/**
 * Each edge of `base` (a valid value of `schema`): every text at each probe, every open object's
 * key changed, an unknown key in every object, every optional property left out.
 */
export const edgesOf = (schema: Schema | undefined, base: unknown): Edge[] => {
  const edges: Edge[] = [];
  const walk = (
    node: Schema | undefined,
    value: unknown,
    path: (string | number)[],
    depth: number,
  ) => {
    if (!node || depth > 10 || value === undefined || value === null) return;
    const chosen = branch(node);
    if (chosen) {
      walk(chosen, value, path, depth + 1);
      return;
    }
    const at = path.join('.') || '(root)';
    const type = typeOf(node);
    if (type === 'string' && typeof value === 'string' && !node.enum && node.const === undefined) {
      for (const probe of STRING_PROBES) {
        const text = probe.slice(0, node.maxLength ?? probe.length);
        edges.push({ at, value: setAt(base, path, () => text) });
      }
      return;
    }
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries())
        walk(node.items as Schema, item, [...path, i], depth + 1);
      return;
    }
    if (typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    edges.push({
      at: `${at}.${UNKNOWN_KEY}`,
      value: setAt(base, path, (v) => ({ ...(v as object), [UNKNOWN_KEY]: 1 })),
    });
    if (typeof node.additionalProperties === 'object' && Object.keys(record).length > 0) {
      const [key, item] = Object.entries(record)[0] as [string, unknown];
      for (const probe of KEY_PROBES)
        edges.push({
          at: `${at}{${probe}}`,
          value: setAt(base, path, (v) => {
            const { [key]: _, ...rest } = v as Record<string, unknown>;
            return { ...rest, [probe]: item };
          }),
        });
    }
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (!(node.required ?? []).includes(key))
        edges.push({
          at: `${at} without ${key}`,
          value: setAt(base, [...path, key], () => DELETE),
        });
      walk(child as Schema, record[key], [...path, key], depth + 1);
    }
  };
  walk(schema, base, [], 0);
  return edges;
};

/**
 * Where a request body takes keys it does not name: every object is closed (additionalProperties
 * false), or a map whose values it describes.
 */
export const openObjects = (schema: Schema | undefined, at = '(root)', depth = 0): string[] => {
  if (!schema || depth > 12) return [];
  const inner = [
    ...((schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []) as Schema[]).map((s) => ({ s, at })),
    ...Object.entries(schema.properties ?? {}).map(([k, s]) => ({
      s: s as Schema,
      at: `${at}.${k}`,
    })),
    ...(schema.items ? [{ s: schema.items as Schema, at: `${at}[]` }] : []),
    ...(typeof schema.additionalProperties === 'object'
      ? [{ s: schema.additionalProperties, at: `${at}{}` }]
      : []),
  ].flatMap(({ s, at: where }) => openObjects(s, where, depth + 1));
  // A branch without a type (`anyOf: [{ required }]`) constrains its parent: not an object of its own.
  const isObject = typeOf(schema) === 'object';
  const extra = schema.additionalProperties;
  // `{}` or `true`: any key, any value.
  const anything = extra === true || (typeof extra === 'object' && Object.keys(extra).length === 0);
  return (isObject && extra === undefined) || anything ? [at, ...inner] : inner;
};
