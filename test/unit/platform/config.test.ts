import { ConfigError, loadConfig } from '../../../functions/platform/config';

describe('loadConfig', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'embedded',
      port: 7071,
      host: '127.0.0.1',
      offlineAfterSeconds: 120,
      certificateValidityDays: 30,
      bootstrapTokenDefaultTtlSeconds: 3600,
    });
    expect(config.dataDir).toMatch(/\.arcbridge$/);
  });

  it('treats empty settings as unset, as App Service does', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(7071);
  });

  it('names every malformed setting and says how to fix it', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', ARCBRIDGE_OFFLINE_AFTER_SECONDS: '-5' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: ');
    expect(message).toContain("'eighty'");
    expect(message).toContain('ARCBRIDGE_OFFLINE_AFTER_SECONDS');
    expect(message).toContain('docs/configuration.md');
  });
});
