import { loadAgentEnv } from '../../agent/config';
import { defaultSettings } from '../../agent/core';

describe('agent configuration from the environment', () => {
  it('defaults the loop intervals to the core defaults and leaves the poll interval to the cluster', () => {
    const env = loadAgentEnv({});
    expect(env.ARCBRIDGE_DESIRED_POLL_INTERVAL_MS).toBeUndefined();
    expect(env.ARCBRIDGE_CONVERGE_INTERVAL_MS).toBe(defaultSettings.convergeIntervalMs);
    expect(env.ARCBRIDGE_INVENTORY_INTERVAL_MS).toBe(defaultSettings.inventoryIntervalMs);
    expect(env.ARCBRIDGE_RENEW_CHECK_INTERVAL_MS).toBe(defaultSettings.renewCheckIntervalMs);
    expect(env.ARCBRIDGE_RETRY_BASE_MS).toBe(defaultSettings.backoff.baseMs);
    expect(env.ARCBRIDGE_RETRY_CAP_MS).toBe(defaultSettings.backoff.capMs);
  });

  it('reads short intervals for validation runs', () => {
    const env = loadAgentEnv({
      ARCBRIDGE_DESIRED_POLL_INTERVAL_MS: '500',
      ARCBRIDGE_RENEW_CHECK_INTERVAL_MS: '250',
      ARCBRIDGE_RETRY_BASE_MS: '100',
      ARCBRIDGE_RETRY_CAP_MS: '2000',
    });
    expect(env).toMatchObject({
      ARCBRIDGE_DESIRED_POLL_INTERVAL_MS: 500,
      ARCBRIDGE_RENEW_CHECK_INTERVAL_MS: 250,
      ARCBRIDGE_RETRY_BASE_MS: 100,
      ARCBRIDGE_RETRY_CAP_MS: 2000,
    });
  });

  it('names a malformed interval and a backoff cap below its base', () => {
    expect(() => loadAgentEnv({ ARCBRIDGE_CONVERGE_INTERVAL_MS: '0' })).toThrow(
      /ARCBRIDGE_CONVERGE_INTERVAL_MS/,
    );
    expect(() => loadAgentEnv({ ARCBRIDGE_RETRY_BASE_MS: '5000', ARCBRIDGE_RETRY_CAP_MS: '1000' })).toThrow(
      /ARCBRIDGE_RETRY_CAP_MS: must be at least ARCBRIDGE_RETRY_BASE_MS/,
    );
  });
});
