import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigSchema } from '../../../functions/platform/config';

const root = join(__dirname, '../../..');

describe('configuration is documented where users look', () => {
  const keys = Object.keys(ConfigSchema.shape);
  const sample = JSON.parse(readFileSync(join(root, 'local.settings.sample.json'), 'utf8')) as {
    Values: Record<string, string>;
  };
  const doc = readFileSync(join(root, 'docs/configuration.md'), 'utf8');

  it('lists every setting in local.settings.sample.json, with a value the config accepts', () => {
    expect(keys.filter((key) => !(key in sample.Values))).toEqual([]);
    const values = Object.fromEntries(keys.map((key) => [key, sample.Values[key]]));
    expect(ConfigSchema.safeParse(values).success).toBe(true);
  });

  it('explains every setting in docs/configuration.md', () => {
    expect(keys.filter((key) => !doc.includes(key.replace(/_BURST$/, '_PER_SECOND')))).toEqual([]);
  });
});
