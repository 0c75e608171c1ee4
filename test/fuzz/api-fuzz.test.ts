import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { startFleet, VICTIM } from '../security/fixture';
import type { Fleet } from '../security/fixture';
import { Arbitraries, unsupportedKeywords } from './openapi-arbitraries';
import type { OpenApiDocument, Operation } from './openapi-arbitraries';

/**
 * Every operation of the published OpenAPI document (docs/openapi.json) called with requests
 * generated from its schemas: valid and mutated path parameters, queries, headers and bodies,
 * with the right, a weaker, another tenant's, a missing or a garbage credential. Every answer
 * must be on the operation's documented status list, never 5xx, and an error must be
 * problem+json. `npm test` runs a few cases per operation; `npm run fuzz` runs many
 * (ARCBRIDGE_FUZZ_RUNS per operation, default 300) and prints the seed of any failure so that it
 * can be replayed and turned into a regression case.
 */

const document = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8'),
) as OpenApiDocument;
const LONG = process.env.npm_lifecycle_event === 'fuzz';
const RUNS = LONG ? Number(process.env.ARCBRIDGE_FUZZ_RUNS ?? 300) : 8;

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

type Credential = 'right' | 'reader' | 'other-tenant' | 'other-cluster' | 'none' | 'garbage';

let fleet: Fleet;
const arbitraries = new Arbitraries(document);

beforeAll(async () => {
  fleet = await startFleet();
});
afterAll(async () => {
  await fleet?.stop();
});

it('the generator understands every schema keyword the document uses', () => {
  expect(unsupportedKeywords(document)).toEqual([]);
});

function credentialsFor(operation: Operation): Credential[] {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  if (scheme === 'operatorBearer') return ['right', 'right', 'reader', 'other-tenant', 'none', 'garbage'];
  if (scheme === 'agentCertificate') return ['right', 'right', 'other-cluster', 'none'];
  return ['none'];
}

/** The ids of real objects, so that valid requests reach real resources as well as missing ones. */
function realValue(name: string): string | undefined {
  return (
    {
      tenantId: VICTIM,
      clusterId: fleet.victim.clusterId,
      name: 'web',
      version: '1.0.0',
    } as Record<string, string>
  )[name];
}

function requestArbitrary(operation: Operation) {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((p) => {
        const real = realValue(p.name);
        const options: Array<{ arbitrary: fc.Arbitrary<unknown>; weight: number }> = [
          { arbitrary: arbitraries.valid(p.schema), weight: 2 },
          // Non-empty: an empty segment is another route, not this operation.
          {
            arbitrary: arbitraries.invalid(p.schema).filter((v) => String(v ?? 'null').length > 0),
            weight: 1,
          },
        ];
        if (real) options.push({ arbitrary: fc.constant(real), weight: 4 });
        return [p.name, fc.oneof(...options)];
      }),
    ),
  );
  const queryArb = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === 'query')
        .map((p) => [
          p.name,
          fc.option(fc.oneof(arbitraries.valid(p.schema), arbitraries.invalid(p.schema)), { nil: undefined }),
        ]),
    ),
  );
  const headerArb = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === 'header')
        .map((p) => [
          p.name,
          fc.option(
            fc.oneof(
              fc.constant('*'),
              fc.stringMatching(/^"[!#-~]{0,40}"$/),
              fc.stringMatching(/^[!-~]{1,40}$/),
            ),
            { nil: undefined },
          ),
        ]),
    ),
  );
  const schema = operation.requestBody?.content['application/json']?.schema;
  const bodyArb: fc.Arbitrary<unknown> = schema
    ? fc.oneof(
        { arbitrary: arbitraries.valid(schema).map((body) => ({ json: body })), weight: 3 },
        { arbitrary: arbitraries.invalid(schema).map((body) => ({ json: body })), weight: 2 },
        { arbitrary: fc.string({ maxLength: 64 }).map((raw) => ({ raw })), weight: 1 },
      )
    : fc.constant(undefined);
  return fc.record({
    path: pathArb,
    query: queryArb,
    headers: headerArb,
    body: bodyArb,
    credential: fc.constantFrom(...credentialsFor(operation)),
  });
}

async function credentialOptions(credential: Credential, operation: Operation) {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  if (scheme === 'agentCertificate') {
    if (credential === 'right') return { cert: fleet.victim.cert };
    if (credential === 'other-cluster') return { cert: fleet.attacker.cert };
    return {};
  }
  switch (credential) {
    case 'right':
      return { token: await fleet.tp.token(VICTIM, 'admin') };
    case 'reader':
      return { token: await fleet.tp.token(VICTIM, 'reader') };
    case 'other-tenant':
      return { token: await fleet.tp.token('alpha', 'admin') };
    case 'garbage':
      return { token: 'eyJhbGciOiJub25lIn0.e30.' };
    default:
      return {};
  }
}

describe.each(operations)('$method $path', ({ path, method, operation }) => {
  const documented = new Set(Object.keys(operation.responses).map(Number));

  it(
    'answers only documented statuses, never 5xx, errors as problem+json',
    async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          const url =
            path.replace(/\{(\w+)\}/g, (_m, name: string) =>
              encodeURIComponent(String(request.path[name] ?? 'null')),
            ) + query(request.query);
          const body = request.body as { json?: unknown; raw?: string } | undefined;
          const headers = Object.fromEntries(
            Object.entries(request.headers).filter(
              (entry): entry is [string, string] => entry[1] !== undefined,
            ),
          );
          const response = await fleet.tp.client.send({
            method,
            path: url,
            headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(body?.json !== undefined
              ? { body: body.json }
              : body?.raw !== undefined
                ? { rawBody: body.raw }
                : {}),
            ...(await credentialOptions(request.credential, operation)),
            // A live stream (the console's GET .../events) never ends: its status and headers are
            // what is checked.
            eventStreamHeadersOnly: true,
          });
          expect(response.status).toBeLessThan(500);
          if (!documented.has(response.status)) {
            throw new Error(
              `${method} ${url} answered ${response.status}, not documented: ${response.text.slice(0, 300)}`,
            );
          }
          if (response.status >= 400)
            expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        }),
        { numRuns: RUNS, ...(LONG ? { verbose: 1 } : {}) },
      );
    },
    LONG ? 30 * 60_000 : 60_000,
  );
});

function query(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
