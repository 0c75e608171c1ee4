import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allEndpoints } from '../../../functions/api/endpoints';

describe('docs/api.md', () => {
  const doc = readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8');

  it('describes every endpoint', () => {
    const missing = allEndpoints
      .map((endpoint) => `${endpoint.method} /api/${endpoint.route}`)
      .filter((operation) => !doc.includes(`| \`${operation}\` |`));
    expect(missing).toEqual([]);
  });
});
