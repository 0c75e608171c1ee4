import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allEndpoints } from '../../../contract/endpoints';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('docs/api.md', () => {
  const doc = readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8');

  it('describes every endpoint', () => {
    const missing = allEndpoints
      .map((endpoint) => `${endpoint.method} /api/${endpoint.route}`)
      // Prettier pads table cells, so allow any run of spaces around the code span.
      .filter((operation) => !new RegExp(`\\|\\s*\`${escape(operation)}\`\\s*\\|`).test(doc));
    expect(missing).toEqual([]);
  });
});
