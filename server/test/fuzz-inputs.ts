import type { ValidateFunction } from 'ajv';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';

/** What the fuzz test (fuzz.test.ts) sends, and what it checks an accepted request against. */

export type Operation = {
  readonly method: string;
  readonly path: string;
  readonly query: readonly string[];
  readonly params: readonly { in: string; name: string; schema?: JsonSchema }[];
  readonly hasBody: boolean;
  readonly bodySchema: JsonSchema | undefined;
  readonly stream: boolean;
};

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
};

export type OpenApiDocument = {
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
};

/**
 * The schema with each `$ref` to a component replaced by that component (resolved once each, so a
 * block type's schema is one object wherever it is used): the fuzz reads and compiles request
 * schemas on their own, outside the document.
 */
export const withRefsResolved = (
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema> = {},
  done = new Map<string, JsonSchema>(),
): JsonSchema | undefined => {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      const name = ref.replace('#/components/schemas/', '');
      let resolved = done.get(name);
      if (!resolved) {
        resolved = {};
        done.set(name, resolved);
        Object.assign(resolved, walk(components[name]));
      }
      return resolved;
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => [
        key,
        // Values, not schemas: an enum of objects or a discriminator's mapping stay as they are.
        key === 'enum' || key === 'discriminator' ? child : walk(child),
      ]),
    );
  };
  return walk(schema) as JsonSchema | undefined;
};

/** Every operation the server describes, read from its own OpenAPI document. */
export const operationsOf = (doc: OpenApiDocument): Operation[] => {
  const resolved = new Map<string, JsonSchema>();
  const schemas = doc.components?.schemas;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        params: op.parameters ?? [],
        hasBody:
          op.requestBody !== undefined || ['POST', 'PUT', 'PATCH'].includes(method.toUpperCase()),
        bodySchema: withRefsResolved(
          op.requestBody?.content?.['application/json']?.schema,
          schemas,
          resolved,
        ),
        // An event stream answers a valid request with a connection that stays open: its own
        // tests follow it (dish-order-events, openapi-streams).
        stream: op.responses?.['200']?.content?.['text/event-stream'] !== undefined,
      })),
  );
};

/** What a column of PostgreSQL's `integer` holds at most; one past it must be refused (400). */
export const INT_BOUNDARIES = [2_147_483_647, 2_147_483_648, -2_147_483_649];

/**
 * A body shaped like the operation's request schema, with every integer at `n`: what reaches
 * the database must fit its column, or be refused before.
 */
export const bodyWithIntegers = (schema: JsonSchema | undefined, n: number, depth = 0): unknown => {
  if (!schema || depth > 8) return undefined;
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice)
    return bodyWithIntegers(choice.find((c) => c.type !== 'null') ?? choice[0], n, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return n;
  if (type === 'string') return 'x';
  if (type === 'boolean') return true;
  if (type === 'array') return [bodyWithIntegers(schema.items, n, depth + 1)];
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [
        k,
        bodyWithIntegers(v, n, depth + 1),
      ]),
    );
  return undefined;
};

/**
 * A body shaped like the schema with every integer at its own documented bound: `at` its maximum,
 * `over` one past it, `under` one below its minimum (the boundaries each rule states).
 */
export const bodyAtBounds = (
  schema: JsonSchema | undefined,
  edge: 'at' | 'over' | 'under',
  depth = 0,
): unknown => {
  if (!schema || depth > 8) return undefined;
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice)
    return bodyAtBounds(choice.find((c) => c.type !== 'null') ?? choice[0], edge, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') {
    if (edge === 'under') return (schema.minimum ?? -2_147_483_648) - 1;
    return (schema.maximum ?? 2_147_483_647) + (edge === 'over' ? 1 : 0);
  }
  if (type === 'string') return 'x';
  if (type === 'boolean') return true;
  if (type === 'array') return [bodyAtBounds(schema.items, edge, depth + 1)];
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [
        k,
        bodyAtBounds(v, edge, depth + 1),
      ]),
    );
  return undefined;
};

/** The values at and past the bounds an integer parameter documents, and past PostgreSQL's. */
export const integerEdges = (schema: JsonSchema | undefined): string[] => {
  if (schema?.type !== 'integer') return [];
  const edges = [2_147_483_648, -2_147_483_649];
  if (schema.minimum !== undefined) edges.push(schema.minimum, schema.minimum - 1);
  if (schema.maximum !== undefined) edges.push(schema.maximum, schema.maximum + 1);
  return edges.map(String);
};

/**
 * Ajv reading the document's extensions as the rules they state: `x-propertyNames` is JSON
 * Schema's `propertyNames`, which OpenAPI 3.0 lacks (a map keyed by language code).
 */
export const withDocumentExtensions = <A extends AjvDraft04>(ajv: A): A => {
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'x-propertyNames', macro: (schema) => ({ propertyNames: schema }) });
  return ajv;
};

// Two of each: the verdict from one that stops at a value's first error, and every error (for the
// failure's message) from one that reads on, asked only once a value failed. Reading on through
// every branch of each oneOf, for every value, was most of a fuzz file's validation time.
const ajv = withDocumentExtensions(new AjvDraft04({ strict: false }));
const ajvAll = withDocumentExtensions(new AjvDraft04({ strict: false, allErrors: true }));
// Path and query values are text: read as their schema's type, as the server reads them.
const ajvParams = withDocumentExtensions(new AjvDraft04({ strict: false, coerceTypes: true }));
const ajvParamsAll = withDocumentExtensions(
  new AjvDraft04({ strict: false, allErrors: true, coerceTypes: true }),
);

/**
 * `compile` of one Ajv, once per schema object and once per schema text: each app the fuzz builds
 * (one per database, in each file a worker runs) serves its own document, whose schemas are equal
 * objects but not the same ones, and compiling them again was half of a fuzz file's CPU time.
 */
export const compilerOnce = (compile: (schema: object) => ValidateFunction) => {
  const byObject = new WeakMap<object, ValidateFunction>();
  const byText = new Map<string, ValidateFunction>();
  return (schema: object): ValidateFunction => {
    let validate = byObject.get(schema);
    if (validate) return validate;
    const text = JSON.stringify(schema);
    validate = byText.get(text);
    if (!validate) {
      validate = compile(schema);
      byText.set(text, validate);
    }
    byObject.set(schema, validate);
    return validate;
  };
};

const bodyValidator = compilerOnce((schema) => ajv.compile(schema));
const bodyErrors = compilerOnce((schema) => ajvAll.compile(schema));
/** A parameter's schema, as the one property of an object, so that its text is coerced. */
const asParam = (schema: object) => ({ type: 'object', properties: { v: schema } });
const paramValidator = compilerOnce((schema) => ajvParams.compile(asParam(schema)));
const paramErrors = compilerOnce((schema) => ajvParamsAll.compile(asParam(schema)));

const decoded = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * What of a request the server accepted (2xx) breaks the operation's documented schema: the
 * document and the server must not disagree.
 */
export const schemaBreaks = (op: Operation, url: string, body: unknown): string[] => {
  const breaks: string[] = [];
  if (body !== undefined && op.bodySchema) {
    if (!bodyValidator(op.bodySchema)(structuredClone(body))) {
      const validate = bodyErrors(op.bodySchema);
      validate(structuredClone(body));
      breaks.push(`body: ${ajvAll.errorsText(validate.errors)}`);
    }
  }
  const [path = '', queryText = ''] = url.split('?');
  const template = op.path.split('/');
  const segments = path.split('/');
  const query = new URLSearchParams(queryText);
  for (const param of op.params) {
    if (!param.schema) continue;
    const raw =
      param.in === 'path'
        ? segments[template.indexOf(`{${param.name}}`)]
        : param.in === 'query'
          ? (query.get(param.name) ?? undefined)
          : undefined;
    if (raw === undefined) continue;
    const value = param.in === 'path' ? decoded(raw) : raw;
    if (value === null) continue;
    if (!paramValidator(param.schema)({ v: value })) {
      const validate = paramErrors(param.schema);
      validate({ v: value });
      breaks.push(`${param.name}=${raw}: ${ajvParamsAll.errorsText(validate.errors)}`);
    }
  }
  return breaks;
};
