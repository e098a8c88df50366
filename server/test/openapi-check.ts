import { isDeepStrictEqual } from 'node:util';
import type { ValidateFunction } from 'ajv';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import type { App } from '../src/deps.ts';
import { pathShape } from '../src/http/openapi.ts';

type Operation = OpenAPIV3.OperationObject;

/** The served document's operation of a route: found by its path's shape, as OpenAPI compares. */
const operationFinder = (document: OpenAPIV3.Document) => {
  const byShape = new Map<string, OpenAPIV3.PathItemObject>();
  for (const [path, item] of Object.entries(document.paths))
    if (item && !byShape.has(pathShape(path))) byShape.set(pathShape(path), item);
  return (method: string, url: string): Operation | undefined =>
    byShape.get(pathShape(url))?.[method.toLowerCase() as OpenAPIV3.HttpMethods];
};

const ajvFor = () => {
  // OpenAPI 3.0 schemas are JSON Schema draft 4 (boolean exclusiveMinimum) with its own keywords
  // (`nullable`, `example`); unknown ones are ignored.
  const ajv = new AjvDraft04({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv;
};

const mediaType = (reply: FastifyReply) =>
  (String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '').trim();

const asText = (payload: unknown): string | null => {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
};

/**
 * Checks every answer of `app` against the OpenAPI document it serves: the status is documented
 * for the operation, the media type too, and a JSON body matches the status's schema. A JSON
 * body must also be what the handler answered: a response schema that drops or changes a field is
 * a failure. Failures are collected, for the test's end to report.
 */
// The document is the same for every app the tests build (their routes are): generated and its
// schemas compiled once per worker, not once per test.
let find: ((method: string, url: string) => Operation | undefined) | null = null;
const ajv = ajvFor();
const compiled = new Map<object, ValidateFunction>();

export const checkAnswersAgainstDocument = (app: App) => {
  const failures: string[] = [];
  const handed = new WeakMap<FastifyRequest, unknown>();

  app.addHook('preSerialization', async (request, _reply, payload) => {
    handed.set(request, payload);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A check that fails is reported, never turned into the answer (a 500).
    try {
      check(request, reply, payload);
    } catch (error) {
      failures.push(`${request.method} ${request.url}: the check failed: ${String(error)}`);
    }
    return payload;
  });
  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    const schema = request.routeOptions.schema as { hide?: boolean } | undefined;
    // Not a route (the 404 answer), or one the document leaves out on purpose (event streams, files
    // of the web apps).
    if (url === undefined || schema?.hide || !request.routeOptions.config) return;
    find ??= operationFinder(app.swagger() as unknown as OpenAPIV3.Document);
    const at = `${request.method} ${url} → ${reply.statusCode}`;
    // Fastify answers HEAD for every GET route: the GET operation without its body.
    const op = find(request.method === 'HEAD' ? 'GET' : request.method, url);
    if (!op) {
      failures.push(`${at}: no such operation in the document`);
      return;
    }
    const response = (op.responses[String(reply.statusCode)] ?? op.responses.default) as
      | OpenAPIV3.ResponseObject
      | undefined;
    if (!response) {
      failures.push(`${at}: status not documented`);
      return;
    }
    const text = asText(payload);
    const type = mediaType(reply);
    if (!type || reply.statusCode === 204 || reply.statusCode === 304) return;
    const content = response.content ?? {};
    const media = content[type] ?? content['*/*'];
    if (!media) {
      failures.push(`${at}: media type ${type} not documented (${Object.keys(content)})`);
      return;
    }
    if (type !== 'application/json' || text === null || !media.schema) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      failures.push(`${at}: not JSON`);
      return;
    }
    let validate = compiled.get(media.schema);
    if (!validate) {
      validate = ajv.compile(media.schema);
      compiled.set(media.schema, validate);
    }
    if (!validate(body))
      failures.push(
        `${at}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`,
      );
    if (handed.has(request)) {
      const raw = JSON.parse(JSON.stringify(handed.get(request)) ?? 'null');
      if (!isDeepStrictEqual(raw, body))
        failures.push(
          `${at}: the serializer changed the answer: ${JSON.stringify(raw).slice(0, 300)}`,
        );
    }
  };
  return failures;
};
