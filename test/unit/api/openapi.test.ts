import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allEndpoints } from '../../../contract/endpoints';
import { buildOpenApi, renderOpenApi } from '../../../contract/openapi';

describe('OpenAPI document', () => {
  const doc = buildOpenApi();

  it('is committed and current: run `npm run openapi` after changing a contract', () => {
    const committed = readFileSync(join(__dirname, '../../../docs/openapi.json'), 'utf8');
    expect(committed).toBe(renderOpenApi());
  });

  it('documents every endpoint with its method, security and problem responses', () => {
    for (const endpoint of allEndpoints) {
      const operation = (doc.paths[`/api/${endpoint.route}`] as Record<string, Record<string, unknown>>)[
        endpoint.method.toLowerCase()
      ];
      expect(operation).toBeDefined();
      expect(operation!.operationId).toBe(endpoint.name);
      const responses = operation!.responses as Record<string, { content?: Record<string, unknown> }>;
      expect(Object.keys(responses)).toEqual(expect.arrayContaining(Object.keys(endpoint.responses)));
      expect(responses['500']!.content).toHaveProperty(['application/problem+json']);
      // A full disk or a throttling dependency answers 503 with Retry-After on anything that stores.
      if (endpoint.stateless) expect(responses).not.toHaveProperty(['503']);
      else {
        expect(responses['503']!.content).toHaveProperty(['application/problem+json']);
        expect(responses['503']).toHaveProperty(['headers', 'Retry-After']);
      }
      const security = operation!.security as Record<string, unknown>[];
      if (endpoint.auth === 'operator') expect(security).toEqual([{ operatorBearer: [] }]);
      if (endpoint.auth === 'agent') expect(security).toEqual([{ agentCertificate: [] }, { agentDpop: [] }]);
      if (endpoint.auth === 'none') expect(security).toEqual([]);
    }
  });

  it('resolves every $ref to a component', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty([ref]);
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
  });

  it('keeps request validation rules in the document (limits, patterns, required fields)', () => {
    const register = doc.components.schemas.RegisterRequest as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, { format?: string }>;
    };
    expect(register.required).toEqual(expect.arrayContaining(['bootstrapToken', 'clusterUid', 'csr']));
    expect(register.additionalProperties).toBe(false);
    expect(register.properties.clusterUid!.format).toBe('uuid');
    const status = doc.components.schemas.StatusRequest as { properties: { events: { maxItems: number } } };
    expect(status.properties.events.maxItems).toBe(500);
  });
});
