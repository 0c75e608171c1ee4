import { refusal } from '../../../contract/egress-policy';
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

  it('takes a certificate lifetime in seconds only when asked, and refuses one too short to renew', () => {
    expect(loadConfig({}).certificateValiditySeconds).toBeUndefined();
    expect(loadConfig({ ARCBRIDGE_CERT_VALIDITY_SECONDS: '90' }).certificateValiditySeconds).toBe(90);
    expect(() => loadConfig({ ARCBRIDGE_CERT_VALIDITY_SECONDS: '5' })).toThrow(
      /ARCBRIDGE_CERT_VALIDITY_SECONDS/,
    );
  });

  it("refuses an audit retention beyond the largest ttl Cosmos DB accepts, where every event's write would fail", () => {
    expect(loadConfig({}).auditRetentionDays).toBe(90);
    // 24,855 days are 2,147,472,000 s, the last whole day below 2,147,483,647 s.
    expect(loadConfig({ ARCBRIDGE_AUDIT_RETENTION_DAYS: '24855' }).auditRetentionDays).toBe(24_855);
    expect(() => loadConfig({ ARCBRIDGE_AUDIT_RETENTION_DAYS: '24856' })).toThrow(
      /ARCBRIDGE_AUDIT_RETENTION_DAYS/,
    );
  });

  it('reaches public addresses only unless the operator allows more, and refuses a malformed allow list', () => {
    expect(refusal(loadConfig({}).egress, '127.0.0.1')).toBe('loopback');
    const allowed = loadConfig({ ARCBRIDGE_EGRESS_ALLOW: '127.0.0.1/32, 10.20.0.0/16' }).egress;
    expect(refusal(allowed, '127.0.0.1')).toBeUndefined();
    expect(refusal(allowed, '10.20.1.1')).toBeUndefined();
    expect(refusal(allowed, '10.21.1.1')).toBe('private');
    expect(() => loadConfig({ ARCBRIDGE_EGRESS_ALLOW: '10.0.0.0/40,bad_host' })).toThrow(
      /ARCBRIDGE_EGRESS_ALLOW: .*10\.0\.0\.0\/40, bad_host/,
    );
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

  it('requires the Azure settings in azure mode, naming each missing one', () => {
    expect(() => loadConfig({ ARCBRIDGE_MODE: 'azure' })).toThrow(
      /COSMOS_ENDPOINT.*\n.*SERVICEBUS_FULLY_QUALIFIED_NAMESPACE/s,
    );
    const config = loadConfig({
      ARCBRIDGE_MODE: 'azure',
      COSMOS_ENDPOINT: 'https://acct.documents.azure.com:443/',
      SERVICEBUS_FULLY_QUALIFIED_NAMESPACE: 'ns.servicebus.windows.net',
      KEYVAULT_URL: 'https://vault.vault.azure.net',
      STORAGE_BLOB_ENDPOINT: 'https://acct.blob.core.windows.net/',
      ARCBRIDGE_OPERATOR_JWKS_URL: 'https://login.microsoftonline.com/t/discovery/v2.0/keys',
      ARCBRIDGE_ROLLOUT_TENANT_RATES: 'contoso=20,fabrikam=2.5',
    });
    expect(config.azure.keyVaultUrl).toBe('https://vault.vault.azure.net');
    expect(config.azure.blobEndpoint).toBe('https://acct.blob.core.windows.net/');
    expect(config.azure.documentsContainer).toBe('documents');
    expect(config.rollout.tenantRates).toEqual({ contoso: 20, fabrikam: 2.5 });
  });
});
