import { errorEnvelope, pageMetaSchema } from '@helpwire/contracts';
import { z } from 'zod';
import type { ApiRoute } from '../http/api-routes';
import type { RawRoute } from '../http/raw-routes';

type JsonSchema = Record<string, unknown>;

/** The JSON Schema of a zod schema, as the document embeds it (an answer's shape by default). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** Every `:name` of a route's path, declared as OpenAPI wants it (with the params schema's rules when there is one). */
function pathParameters(path: string, schema: z.ZodType | undefined) {
  const properties = schema ? ((jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema> }).properties ?? {}) : {};
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name: name!, in: 'path', required: true, schema: properties[name!] ?? { type: 'string' } }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The OpenAPI 3.1 document of the REST API, generated from the same routes and zod contracts. */
export function buildOpenApiDocument(routes: ApiRoute[], serverUrl = '/api/v1', rawRoutes: RawRoute[] = []): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const data = jsonSchemaOf(route.response, 'output');
    const envelope = {
      type: 'object',
      required: ['statusCode', 'message', 'data', ...(route.paged ? ['meta'] : [])],
      properties: {
        statusCode: { type: 'integer' },
        message: { type: 'string' },
        data,
        ...(route.paged ? { meta: { $ref: '#/components/schemas/PageMeta' } } : {}),
      },
    };
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method] = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: [...pathParameters(route.path, route.params), ...queryParameters(route.query)],
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } } } } : {}),
      ...(route.auth !== undefined && route.auth !== 'public' ? { security: [{ bearer: [] }] } : {}),
      responses: {
        [String(route.successStatus ?? 200)]: { description: 'Success', content: { 'application/json': { schema: envelope } } },
        ...(route.query || route.body ? { 400: errorResponse('Invalid input; message lists every broken rule') } : {}),
        ...(route.auth !== undefined && route.auth !== 'public' ? { 401: errorResponse('Missing, invalid or revoked token') } : {}),
        ...(route.auth === 'admin' ? { 403: errorResponse('Only admins may call it') } : {}),
        429: errorResponse('Too many requests'),
        500: errorResponse('Unexpected failure; only an error id is returned'),
      },
    };
  }
  for (const route of rawRoutes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    const declared = ((route.openApi.parameters ?? []) as { name: string; in: string }[]).filter((p) => p.in === 'path').map((p) => p.name);
    const missing = pathParameters(route.path, undefined).filter((p) => !declared.includes(p.name));
    paths[path][route.method] = { ...route.openApi, parameters: [...missing, ...((route.openApi.parameters ?? []) as unknown[])] };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Helpwire API',
      version: '1.0.0',
      description:
        'REST API of Helpwire, the on-demand remote-help marketplace. Every answer is an envelope: { statusCode, message, data, meta? } on success, { statusCode, message, error, code, codes?, errorId? } on failure, where code is a stable reason code from the catalogue (translate and route by it, never by the message text).',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchemaOf(errorEnvelope, 'output'), PageMeta: jsonSchemaOf(pageMetaSchema, 'output') },
    },
  };
}
