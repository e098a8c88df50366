import { blockComponentName, contentCommonSchema, contentWireSchemas } from '@carta/domain';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import type { Scope } from '../auth/scopes.ts';
import { documentedShape } from '../routes/schemas.ts';
import { NUL_PATTERN } from './input-guards.ts';

/**
 * The OpenAPI document served at /api/docs: built from the routes' zod schemas, with each
 * operation's security taken from its scope, so that a new route cannot forget to declare it.
 */

const STAFF = 'A staff session token (POST /api/auth/login)';
const POINT = "A guest's point token (GET /api/public/dish-orders/{ws}/token/{point}/)";

export const securitySchemes: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: STAFF },
  staffToken: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: `${STAFF}, sent as \`?token=\` (behaviour.md#api)`,
  },
  pointBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: POINT },
  pointToken: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: `${POINT}, sent as \`?token=\` (behaviour.md#api)`,
  },
};

/** What an operation of each scope asks for: either way of sending its token. */
export const securityOf: Record<Scope, OpenAPIV3.SecurityRequirementObject[]> = {
  public: [],
  private: [{ staffBearer: [] }, { staffToken: [] }],
  specific: [{ pointBearer: [] }, { pointToken: [] }],
};

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

type RouteSchema = { response?: Record<string, unknown>; multipart?: z.ZodType } | undefined;
type Described = { body?: Record<string, unknown>; multipart?: z.ZodType };

const BINARY = { type: 'string', format: 'binary' };

/**
 * A body taken as JSON or as multipart/form-data: both media types described, the JSON one without
 * the `null` that only stands for "not parsed as JSON" (the route refuses a JSON null).
 */
const withMultipart = (schema: Described): Described => {
  const { multipart, body, ...rest } = schema;
  // The parts are the document's only: never an operation key of their own.
  if (!multipart || !body) return body ? { ...rest, body } : rest;
  const { nullable: _, ...json } = body;
  const form = z.toJSONSchema(multipart, { target: 'openapi-3.0' }) as {
    properties: Record<string, unknown>;
  };
  form.properties.file = { ...BINARY, description: 'the file, last' };
  return {
    ...rest,
    body: {
      content: {
        'application/json': { schema: json },
        'multipart/form-data': { schema: form },
      },
    },
  };
};

/** The route's schema with each `answeredAs` response replaced by the shape it is described by. */
const documented = (schema: RouteSchema): RouteSchema => {
  if (!schema?.response) return schema;
  const response = Object.fromEntries(
    Object.entries(schema.response).map(([status, value]) => [
      status,
      value instanceof z.ZodType ? documentedShape(value) : value,
    ]),
  );
  return { ...schema, response };
};

/**
 * Every text of a request refuses NUL (http/input-guards.ts, on every route): stated on each
 * string of the request's schemas, so that the document names the rule the server applies.
 */
export const withStorableText = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withStorableText);
  if (!isNode(value)) return value;
  const node = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      // `not` and `enum` hold values or rules, not schemas to extend.
      key === 'enum' || key === 'not' || key === 'example' ? child : withStorableText(child),
    ]),
  );
  const isText =
    node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));
  return isText && node.not === undefined && node.enum === undefined
    ? { ...node, not: NO_NUL }
    : node;
};

const REQUEST_PARTS = ['body', 'querystring', 'params'] as const;

const transform: Transform = (input) => {
  const { schema: described, url } = jsonSchemaTransform({
    ...input,
    schema: documented(input.schema as RouteSchema),
  } as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = { ...(described as Record<string, unknown>) };
  for (const part of REQUEST_PARTS)
    if (schema[part] !== undefined) schema[part] = withStorableText(schema[part]);
  const scope = (input.route.config as { scope?: Scope } | undefined)?.scope;
  // A route without a scope is refused (auth/scopes.ts): it is described as the staff's.
  const security = securityOf[scope ?? 'private'];
  return { schema: { ...withMultipart(schema as Described), security }, url };
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A path as OpenAPI compares them: parameter names do not count, nor a trailing slash. */
export const pathShape = (path: string): string =>
  path.replace(/\{[^}]+\}|:[A-Za-z_][\w]*/g, '{}').replace(/(.)\/$/, '$1');

const parameterNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

/**
 * An operation moved under `path` from `from`: its path parameters renamed by position, each
 * saying what it is on this operation.
 */
const renamed = (
  op: OpenAPIV3.OperationObject,
  from: string,
  path: string,
): OpenAPIV3.OperationObject => {
  const names = parameterNames(from);
  const target = parameterNames(path);
  return {
    ...op,
    parameters: op.parameters?.map((p) => {
      const param = p as OpenAPIV3.ParameterObject;
      const name = param.in === 'path' ? target[names.indexOf(param.name)] : undefined;
      if (name === undefined || name === param.name) return param;
      return { ...param, name, description: `here: the ${param.name}` };
    }),
  };
};

/**
 * Each path once: behaviour.md#api's trailing-slash twins are described without the slash (the twin answers the
 * same), and paths that differ only by a parameter's name are merged under the first one's names.
 */
export const mergeSamePaths = (paths: OpenAPIV3.PathsObject): OpenAPIV3.PathsObject => {
  const merged: Record<string, OpenAPIV3.PathItemObject> = {};
  const canonical = new Map<string, string>();
  const entries = Object.entries(paths).sort(
    // The slashless twin first, so that it names the path.
    ([a], [b]) => Number(a.endsWith('/')) - Number(b.endsWith('/')),
  );
  for (const [path, item] of entries) {
    if (!item) continue;
    const shape = pathShape(path);
    const into = canonical.get(shape);
    if (into === undefined) {
      canonical.set(shape, path);
      merged[path] = { ...item };
      continue;
    }
    const target = merged[into] as Record<string, unknown>;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const slashTwin = path === `${into}/`;
      if (target[method] !== undefined) {
        // The same operation answered with and without the slash: described once.
        if (slashTwin) continue;
        // Two operations on one path: kept apart, for the document check to refuse.
        merged[path] = { ...merged[path], [method]: op };
        continue;
      }
      target[method] = slashTwin ? op : renamed(op, path, into);
    }
  }
  return merged;
};

type Node = Record<string, unknown>;
const NO_NUL = { pattern: NUL_PATTERN };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `nullable` as OpenAPI 3.0.3 reads it: it only takes effect beside a `type`, and an `enum` lists
 * null itself. zod writes a nullable union as `{ anyOf, nullable }` and a nullable enum without
 * null: each branch is made nullable instead, and null is added to the enum.
 */
export const exactNullables = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(exactNullables);
  if (!isNode(value)) return value;
  let node: Node = value;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null))
    node = { ...node, enum: [...node.enum, null] };
  const branches = node.anyOf ?? node.oneOf;
  if (node.nullable === true && node.type === undefined && Array.isArray(branches)) {
    const { nullable: _, oneOf: __, ...rest } = node;
    node = {
      ...rest,
      // null would match every branch: anyOf, not oneOf.
      anyOf: branches.map((branch) =>
        isNode(branch) && branch.$ref === undefined ? { ...branch, nullable: true } : branch,
      ),
    };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, exactNullables(child)]),
  );
};

/** A block type of a save as a request body describes it (NUL rule, nullables). */
const blockBody = (document: OpenAPIV3.Document, key: string, schema: unknown) => {
  const { schema: described } = jsonSchemaTransform({
    schema: { body: schema },
    url: `/components/${key}`,
    route: {},
    openapiObject: document,
  } as unknown as Parameters<typeof jsonSchemaTransform>[0]);
  return exactNullables(withStorableText((described as { body: unknown }).body)) as {
    properties: Record<string, unknown>;
  };
};

/**
 * Each block type of a save as a component of its own, referenced by a save's `Content` items
 * (domain content-wire.ts), once each rather than inlined. The common fields every type carries
 * alike are components too (`Content_<field>`), so that they are written once, not once a type.
 */
const REF_LENGTH = 60;
const blockComponents = (document: OpenAPIV3.Document) => {
  const bodies = contentWireSchemas.map(({ key, schema }) => ({
    key,
    body: blockBody(document, key, schema),
  }));
  const shared: Record<string, unknown> = {};
  for (const field of Object.keys(contentCommonSchema.shape)) {
    const first = JSON.stringify(bodies[0]?.body.properties[field]);
    // A reference longer than what it names would grow the document.
    if (field === 'Type' || first === undefined || first.length <= REF_LENGTH) continue;
    if (!bodies.every(({ body }) => JSON.stringify(body.properties[field]) === first)) continue;
    shared[`Content_${field}`] = bodies[0]?.body.properties[field];
    for (const { body } of bodies)
      body.properties[field] = { $ref: `#/components/schemas/Content_${field}` };
  }
  return {
    ...shared,
    ...Object.fromEntries(bodies.map(({ key, body }) => [blockComponentName(key), body])),
  } as Record<string, OpenAPIV3.SchemaObject>;
};

const transformObject: TransformObject = (documentObject) => {
  const document = (documentObject as { openapiObject: OpenAPIV3.Document }).openapiObject;
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...blockComponents(document) },
    },
    paths: exactNullables(mergeSamePaths(document.paths)) as OpenAPIV3.PathsObject,
  };
};

export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    components: { securitySchemes },
    info: {
      title: 'Carta API',
      version: '1.0.0',
      description:
        'Private routes take a staff token, guest (`specific`) routes a point token: either as ' +
        '`Authorization: Bearer <token>` or as the `?token=` query parameter. Public routes take none. ' +
        'Every text sent (body, query, path) refuses NUL (`not: { pattern }` on each) and unpaired ' +
        'UTF-16 surrogates: a 400 naming the field. Every JSON body is a closed object: an unknown ' +
        'key is a 400 naming it. A map keyed by language code states its keys as `x-propertyNames`.',
    },
  },
  transform,
  transformObject,
};
