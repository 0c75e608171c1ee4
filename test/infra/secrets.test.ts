import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { at, INFRA_DIR, listFiles, literal, loadInfra } from './support/bicep';
import { appSettings, FUNCTION_APP_MODULE } from './support/infra-model';
import { LIST_FUNCTION, secretLeaks } from './support/secrets';

// No key, connection string or listKeys() reaches an app setting: every service is reached with
// the Function App's managed identity, and local (key) auth is off where the service allows it.

const settings = appSettings();

describe('no secrets in app settings', () => {
  it('reads the app settings with their references expanded', () => {
    expect(settings.size).toBeGreaterThan(10);
    expect(settings.get('COSMOS_ENDPOINT')?.resolvedText).toContain('documentEndpoint');
  });

  it('no app setting carries a key, a connection string or a list*() result', () => {
    expect(secretLeaks(settings.values())).toEqual([]);
  });

  it('the check catches listKeys(), key properties, SAS fragments, secret names and key-based host storage', () => {
    const leaks = secretLeaks([
      { name: 'STORAGE', resolvedText: 'storage.listKeys().keys[0].value' },
      { name: 'COSMOS', resolvedText: "listKeys(account.id, '2024-11-15').primaryMasterKey" },
      { name: 'BUS', resolvedText: 'Endpoint=sb://x/;SharedAccessKeyName=a;SharedAccessKey=b' },
      { name: 'DB_PASSWORD', resolvedText: 'password' },
      { name: 'AzureWebJobsStorage', resolvedText: "'DefaultEndpointsProtocol=https;AccountName=x'" },
      {
        name: 'APPLICATIONINSIGHTS_CONNECTION_STRING',
        resolvedText: 'appInsights.properties.ConnectionString',
      },
      { name: 'ARCBRIDGE_CA_KEY_NAME', resolvedText: "'arcbridge-ca'" },
    ]);
    expect(leaks.map((leak) => leak.split(':')[0])).toEqual([
      'STORAGE',
      'COSMOS',
      'COSMOS',
      'BUS',
      'DB_PASSWORD',
      'AzureWebJobsStorage',
    ]);
  });

  it('no .bicep file calls a list*() function at all', () => {
    const offenders = listFiles(INFRA_DIR, '.bicep').filter((path) =>
      LIST_FUNCTION.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
    expect(LIST_FUNCTION.test('x: sa.listKeys().keys[0]')).toBe(true);
  });

  it('host storage is identity based and the storage account refuses shared keys', () => {
    expect(settings.has('AzureWebJobsStorage__accountName')).toBe(true);
    expect(settings.has('AzureWebJobsStorage')).toBe(false);
    const storage = loadInfra('modules/storage.bicep').resourcesOfType(
      'Microsoft.Storage/storageAccounts',
    )[0]!;
    expect(literal(at(storage.body, 'properties', 'allowSharedKeyAccess'))).toBe(false);
    const site = loadInfra(FUNCTION_APP_MODULE).resourcesOfType('Microsoft.Web/sites')[0]!;
    expect(
      literal(
        at(site.body, 'properties', 'functionAppConfig', 'deployment', 'storage', 'authentication', 'type'),
      ),
    ).toBe('SystemAssignedIdentity');
  });

  it('local (key) auth is disabled on Cosmos DB and Service Bus, and App Insights ingests keylessly by default', () => {
    const cosmos = loadInfra('modules/cosmos.bicep').resourcesOfType(
      'Microsoft.DocumentDB/databaseAccounts',
    )[0]!;
    expect(literal(at(cosmos.body, 'properties', 'disableLocalAuth'))).toBe(true);
    const bus = loadInfra('modules/servicebus.bicep').resourcesOfType('Microsoft.ServiceBus/namespaces')[0]!;
    expect(literal(at(bus.body, 'properties', 'disableLocalAuth'))).toBe(true);
    expect(literal(loadInfra('main.bicep').params.get('appInsightsDisableLocalAuth')?.default)).toBe(true);
    expect(settings.get('APPLICATIONINSIGHTS_AUTHENTICATION_STRING')?.resolvedText).toContain(
      'Authorization=AAD',
    );
  });

  it('no output or parameter default exposes a key', () => {
    for (const path of listFiles(INFRA_DIR, '.bicep')) {
      const file = loadInfra(path.slice(INFRA_DIR.length + 1));
      for (const [name, value] of file.outputs) {
        expect({
          output: `${file.path}:${name}`,
          leaks: secretLeaks([
            {
              name:
                name.toUpperCase() === 'APPINSIGHTSCONNECTIONSTRING'
                  ? 'APPLICATIONINSIGHTS_CONNECTION_STRING'
                  : name,
              resolvedText: value.text,
            },
          ]),
        }).toEqual({
          output: `${file.path}:${name}`,
          leaks: [],
        });
      }
    }
    expect(readFileSync(join(INFRA_DIR, 'main.bicepparam'), 'utf8')).not.toMatch(/key\s*=|password|secret/i);
  });
});
