import { pathOf, startFleet, VICTIM } from './fixture';
import type { Fleet } from './fixture';
import { allEndpoints } from '../../contract/endpoints';
import type { EndpointContract } from '../../contract/endpoint';

/**
 * Bodies built to break parsers and validators, sent with valid credentials so that they reach
 * them: each gets its exact status and changes nothing.
 */

let fleet: Fleet;
let admin: string;
let before: unknown;

beforeAll(async () => {
  fleet = await startFleet();
  admin = await fleet.tp.token(VICTIM, 'admin');
  before = await fleet.snapshot();
});
afterAll(async () => {
  await fleet?.stop();
});

const withBody = allEndpoints.filter((endpoint) => endpoint.body);

function send(endpoint: EndpointContract, rawBody: string | Buffer, headers: Record<string, string> = {}) {
  return fleet.tp.client.send({
    method: endpoint.method,
    path: pathOf(endpoint, { tenantId: VICTIM, clusterId: fleet.victim.clusterId }),
    rawBody,
    headers: { 'content-type': 'application/json', ...headers },
    ...(endpoint.auth === 'operator'
      ? { token: admin }
      : endpoint.auth === 'agent'
        ? { cert: fleet.victim.cert }
        : {}),
  });
}

async function everyBodyRoute(raw: (endpoint: EndpointContract) => string | Buffer, status: number) {
  const wrong: string[] = [];
  for (const endpoint of withBody) {
    const response = await send(endpoint, raw(endpoint));
    if (response.status !== status)
      wrong.push(`${endpoint.method} ${endpoint.route}: ${response.status} ${response.text.slice(0, 200)}`);
    else expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  }
  expect(wrong).toEqual([]);
  expect(await fleet.snapshot()).toEqual(before);
}

describe('hostile bodies on every route that takes one', () => {
  it('one byte over the route limit: 413', async () => {
    await everyBodyRoute((endpoint) => `"${'x'.repeat((endpoint.maxBodyBytes ?? 1024 * 1024) - 1)}"`, 413);
  });

  it('not JSON, truncated JSON and invalid UTF-8: 400', async () => {
    await everyBodyRoute(() => '{"a": ', 400);
    await everyBodyRoute(() => Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 400);
  });

  it('nesting as deep as the route limit allows (up to 10,000 levels): 400', async () => {
    const depth = (endpoint: EndpointContract) =>
      Math.min(10_000, Math.floor((endpoint.maxBodyBytes ?? 65_536) / 2) - 1);
    await everyBodyRoute((endpoint) => `${'['.repeat(depth(endpoint))}${']'.repeat(depth(endpoint))}`, 400);
  });

  it('wrong types everywhere: 400', async () => {
    await everyBodyRoute(
      () => JSON.stringify({ '\u0000': [1, { a: null }], nested: { deep: true }, id: 7 }),
      400,
    );
  });

  it('a heartbeat with every field wrong lists every violation at once', async () => {
    const heartbeat = allEndpoints.find((endpoint) => endpoint.name === 'heartbeat') as EndpointContract;
    const response = await send(
      heartbeat,
      JSON.stringify({ agentVersion: 5, kubernetesVersion: [], admin: true }),
    );
    expect(response.status).toBe(400);
    const paths = response
      .json<{ violations: { path: string }[] }>()
      .violations.map((v) => v.path)
      .sort();
    expect(paths).toEqual(['body', 'body.agentVersion', 'body.kubernetesVersion']);
    expect(await fleet.snapshot()).toEqual(before);
  });
});

describe('free-form values (assignment values) keep to what every store can hold', () => {
  const put = (values: unknown) =>
    fleet.tp.client.send({
      method: 'PUT',
      path: `/api/v1/tenants/${VICTIM}/assignments/web`,
      token: admin,
      rawBody: JSON.stringify({
        extension: 'web',
        version: '1.0.0',
        namespace: 'web',
        target: { groups: ['shops'] },
        values,
      }).replace('LONE', '\\ud800'),
      headers: { 'content-type': 'application/json', 'if-match': '*' },
    });

  it.each([
    ['values nested 100 levels deep', nest(100)],
    ['a lone surrogate in a string', { replicas: 2, note: 'LONE' }],
  ])('%s: 400, the assignment unchanged', async (_label, values) => {
    const response = await put(values);
    expect([response.status, response.text.slice(0, 300)]).toEqual([400, expect.any(String)]);
    expect(await fleet.snapshot()).toEqual(before);
  });

  it('NUL characters in keys and strings are data: stored and read back exactly', async () => {
    const values = { replicas: 2, note: 'a\u0000b', 'k\u0000y': ['\u0000'] };
    expect((await put(values)).status).toBe(200);
    const read = await fleet.tp.client.send({
      path: `/api/v1/tenants/${VICTIM}/assignments/web`,
      token: admin,
    });
    expect(read.json<{ values: unknown }>().values).toEqual(values);
    before = await fleet.snapshot();
  });
});

function nest(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return { replicas: 2, deep: value };
}
