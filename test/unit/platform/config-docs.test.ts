import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigSchema, loadConfig } from '../../../functions/platform/config';

const root = join(__dirname, '../../..');

describe('configuration is documented where users look', () => {
  const keys = Object.keys(ConfigSchema.shape);
  const sample = JSON.parse(readFileSync(join(root, 'local.settings.sample.json'), 'utf8')) as {
    Values: Record<string, string>;
  };
  const doc = readFileSync(join(root, 'docs/configuration.md'), 'utf8');

  it('lists every setting in local.settings.sample.json, with a value the config accepts', () => {
    expect(keys.filter((key) => !(key in sample.Values))).toEqual([]);
    // Empty values mean "unset", as in App Service; loadConfig applies that rule.
    expect(() => loadConfig(sample.Values)).not.toThrow();
  });

  it('explains every setting in docs/configuration.md', () => {
    expect(keys.filter((key) => !doc.includes(key.replace(/_BURST$/, '_PER_SECOND')))).toEqual([]);
  });
});
