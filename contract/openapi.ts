import { z } from 'zod';
import { ProblemDetails } from './common';
import type { EndpointContract } from './endpoint';
import { allEndpoints } from './endpoints';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';

/**
 * Collects named schemas (`.meta({ id })`) as OpenAPI components. Responses are converted first
 * (output shapes keep the plain name); a request shape that differs from its output shape, e.g.
 * because defaults make fields optional, is stored as `<Name>Input`.
 */
class ComponentRegistry {
  readonly schemas: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    delete json.$schema;
    const names = new Map(Object.entries(defs).map(([id, def]) => [id, this.nameFor(id, def, io)]));
    const relink = (value: JsonSchema): JsonSchema =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"#\/\$defs\/([^"]+)"/g,
          (_m, id: string) => `"${COMPONENTS}${names.get(id) ?? id}"`,
        ),
      ) as JsonSchema;
    for (const [id, def] of Object.entries(defs)) this.schemas[names.get(id) as string] = relink(def);
    const id = schema.meta()?.id;
    // A named schema at the root comes back as a bare $ref to its own $defs entry.
    const bareRef = Object.keys(json).length === 1 && typeof json.$ref === 'string';
    if (typeof id !== 'string' || bareRef) return relink(json);
    const name = this.nameFor(id, json, io);
    this.schemas[name] = relink(json);
    return { $ref: COMPONENTS + name };
  }

  private nameFor(id: string, json: JsonSchema, io: Io): string {
    if (io === 'output') return id;
    const existing = this.schemas[id];
    return existing && comparable(existing) !== comparable(json) ? `${id}Input` : id;
  }
}

/** Ignores how references are spelled, so only real shape differences count. */
function comparable(schema: JsonSchema): string {
  return JSON.stringify(schema).replace(/"#\/(\$defs|components\/schemas)\/([^"]+?)(Input)?"/g, '"#/$2"');
}

function objectShape(schema: z.ZodType | undefined): [string, z.ZodType][] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>);
}

/** The OpenAPI 3.1 document, built from the endpoint contracts the handlers validate with. */
export function buildOpenApi(endpoints: EndpointContract[] = allEndpoints, version = '0.1.0') {
  const registry = new ComponentRegistry();
  const problem = registry.convert(ProblemDetails, 'output');

  // Pass 1: responses (output shapes).
  const responsesByEndpoint = new Map<EndpointContract, Record<string, unknown>>();
  for (const endpoint of endpoints) {
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(endpoint.responses)) {
      const code = Number(status);
      const headers = Object.fromEntries(
        Object.entries({
          ...(response.headers ?? {}),
          ...(code === 429 ? { 'Retry-After': 'Seconds to wait before retrying' } : {}),
        }).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
      );
      const content =
        code >= 400
          ? { 'application/problem+json': { schema: problem } }
          : response.schema
            ? { 'application/json': { schema: registry.convert(response.schema, 'output') } }
            : undefined;
      responses[status] = {
        description: response.description,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(content ? { content } : {}),
      };
    }
    // The HTTP shell validates path and query parameters and bodies on every route that has them (400).
    if (endpoint.route.includes('{') || endpoint.query || endpoint.body) {
      responses['400'] ??= {
        description: 'Invalid path or query parameter or body; `violations` lists each one.',
        content: { 'application/problem+json': { schema: problem } },
      };
    }
    responses['500'] ??= {
      description: 'Unexpected failure',
      content: { 'application/problem+json': { schema: problem } },
    };
    // toProblem (error-mapping.ts) answers 503 for a throttling database, an unreachable signer
    // and a full disk, whichever operation met it.
    if (!endpoint.stateless) {
      responses['503'] ??= {
        description:
          'A dependency is throttling or unavailable, or the data volume is full; nothing was changed. Retry after Retry-After.',
        headers: {
          'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'string' } },
        },
        content: { 'application/problem+json': { schema: problem } },
      };
    }
    responsesByEndpoint.set(endpoint, responses);
  }

  // Pass 2: parameters and bodies (input shapes).
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const parameters = [
      ...objectShape(endpoint.params).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: registry.convert(schema, 'input'),
      })),
      ...objectShape(endpoint.query).map(([name, schema]) => ({
        name,
        in: 'query',
        required: !schema.safeParse(undefined).success,
        schema: registry.convert(schema, 'input'),
      })),
      ...Object.entries(endpoint.requestHeaders ?? {}).map(([name, description]) => ({
        name,
        in: 'header',
        required: false,
        description,
        schema: { type: 'string' },
      })),
    ];
    const path = `/api/${endpoint.route}`;
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [endpoint.tag],
      security:
        endpoint.auth === 'operator'
          ? [{ operatorBearer: [] }]
          : endpoint.auth === 'agent'
            ? [{ agentCertificate: [] }, { agentDpop: [] }]
            : [],
      ...(endpoint.role ? { 'x-arcbridge-role': endpoint.role } : {}),
      parameters,
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: registry.convert(endpoint.body, 'input') } },
            },
          }
        : {}),
      responses: responsesByEndpoint.get(endpoint),
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'ArcBridge control plane API',
      version,
      description:
        'Operator endpoints take a bearer JWT (Entra ID in Azure, the local issuer when embedded) with roles reader < operator < admin and the tenants it covers. Agent endpoints take the client certificate issued at registration (mutual TLS). Every error is RFC 9457 problem+json.',
    },
    servers: [{ url: 'https://127.0.0.1:7071', description: 'embedded host (npm start)' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        operatorBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        agentCertificate: {
          type: 'mutualTLS',
          description: 'The client certificate from POST /api/v1/register.',
        },
        // OpenAPI 3.1 has no scheme type for RFC 9449 proofs without an access token: a header it is.
        agentDpop: {
          type: 'apiKey',
          in: 'header',
          name: 'DPoP',
          description:
            'An RFC 9449 proof for the request (typ dpop+jwt, ES256, htm, htu, iat, jti), signed with the key of the certificate from POST /api/v1/register, which its jwk header carries in x5c. Accepted instead of the client certificate where ARCBRIDGE_AGENT_AUTH allows it (docs/security.md).',
        },
      },
      schemas: Object.fromEntries(Object.entries(registry.schemas).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

export function renderOpenApi(): string {
  return JSON.stringify(buildOpenApi(), null, 2) + '\n';
}
