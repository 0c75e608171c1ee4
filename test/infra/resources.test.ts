import { execFileSync } from 'node:child_process';
import { parse as parseYaml } from 'yaml';
import { parseLabelSelector } from '../../functions/platform/store/label-selector';
import { PARTITION_KEY_PATH } from '../../functions/platform/store/cosmos-partitioning';
import { COLLECTIONS } from '../../functions/platform/store/store';
import { INDEXING_POLICIES, indexingPolicyFor } from '../../functions/platform/store/cosmos-indexing';
import { FANOUT_QUEUE } from '../../functions/rollout/model';
import { arrayItems, at, literal, loadInfra, objectProperties } from './support/bicep';
import { FUNCTION_APP_MODULE, readRepoFile } from './support/infra-model';

// The resources the deployment needs, with the properties that matter, read from the Bicep files.

const site = loadInfra(FUNCTION_APP_MODULE).resourcesOfType('Microsoft.Web/sites')[0]!;
const plan = loadInfra(FUNCTION_APP_MODULE).resourcesOfType('Microsoft.Web/serverfarms')[0]!;
const cosmos = loadInfra('modules/cosmos.bicep');
const containerItems = arrayItems(cosmos.vars.get('containers'));
// Each container's policy is `indexingPolicies.<its name>`, the var bound to the adapter's JSON file.
const containers = containerItems.map((item) => {
  const name = String(literal(at(item, 'name')));
  const reference = /^indexingPolicies\.(\w+)$/.exec(at(item, 'indexingPolicy')?.text ?? '')?.[1];
  return { name, reference, indexingPolicy: INDEXING_POLICIES[reference ?? ''] };
}) as {
  name: string;
  reference: string | undefined;
  indexingPolicy: { includedPaths: { path: string }[]; excludedPaths: { path: string }[] };
}[];

describe('Function App', () => {
  it('runs on Flex Consumption on a Node major Azure Functions supports, which CI tests and engines admits', () => {
    expect(literal(at(plan.body, 'sku'))).toEqual({ name: 'FC1', tier: 'FlexConsumption' });
    const runtime = literal(at(site.body, 'properties', 'functionAppConfig', 'runtime')) as {
      name: string;
      version: string;
    };
    expect(runtime.name).toBe('node');
    // Azure Functions' support for Node 20 ended on 2026-04-30; Node 22 is supported until 2027-04-30.
    expect(runtime.version).toBe('22');
    // The infra workflow tests on the app's major and on the oldest one engines admits.
    const workflow = parseYaml(readRepoFile('.github/workflows/infra.yml')) as {
      jobs: { offline: { strategy: { matrix: { 'node-version': number[] } } } };
    };
    const tested = workflow.jobs.offline.strategy.matrix['node-version'].map(String);
    // engines.node is a floor (`>=major.minor`): the app's major and the local toolchain's
    // (Node 20.20) both satisfy it, so `npm ci` warns nothing (EBADENGINE) on either.
    const engines = (JSON.parse(readRepoFile('package.json')) as { engines: { node: string } }).engines.node;
    const floor = /^>=(\d+)\.(\d+)$/.exec(engines);
    expect(floor).not.toBeNull();
    const [floorMajor, floorMinor] = [Number(floor![1]), Number(floor![2])];
    expect(Number(runtime.version)).toBeGreaterThanOrEqual(floorMajor);
    expect(floorMajor * 1000 + floorMinor).toBeLessThanOrEqual(20 * 1000 + 20);
    expect(tested.sort()).toEqual([String(floorMajor), runtime.version].sort());
    expect(literal(at(site.body, 'kind'))).toBe('functionapp,linux');
  });

  it('has a system-assigned identity, HTTPS only and optional client certificates', () => {
    expect(literal(at(site.body, 'identity', 'type'))).toBe('SystemAssigned');
    expect(literal(at(site.body, 'properties', 'httpsOnly'))).toBe(true);
    expect(literal(at(site.body, 'properties', 'clientCertEnabled'))).toBe(true);
    // Optional: /api/v1/register has no certificate yet; the code demands one everywhere else.
    expect(literal(at(site.body, 'properties', 'clientCertMode'))).toBe('Optional');
    // The front end forwards client certificates over HTTP/1.1 only: HTTP/2 would strip them.
    expect(literal(at(site.body, 'properties', 'siteConfig', 'http20Enabled'))).toBe(false);
  });

  it('is tagged for azd as the service azure.yaml deploys', () => {
    const azure = parseYaml(readRepoFile('azure.yaml')) as { services: Record<string, { host: string }> };
    const serviceName = literal(loadInfra(FUNCTION_APP_MODULE).params.get('serviceName')?.default);
    expect(azure.services[String(serviceName)]?.host).toBe('function');
    expect(at(site.body, 'tags')?.text).toContain("'azd-service-name': serviceName");
  });
});

describe('Cosmos DB', () => {
  it('has exactly one container per Store collection in the code (COLLECTIONS)', () => {
    expect(containers.map((container) => container.name).sort()).toEqual([...COLLECTIONS].sort());
  });

  it('partitions every container by the path the adapter writes its partition key to', () => {
    const container = cosmos.resourcesOfType(
      'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers',
    )[0]!;
    expect(literal(at(container.body, 'properties', 'resource', 'partitionKey', 'paths'))).toEqual([
      PARTITION_KEY_PATH,
    ]);
    expect(container.loop).toBe(true);
  });

  it('turns on continuous backup (point-in-time restore)', () => {
    const account = cosmos.resourcesOfType('Microsoft.DocumentDB/databaseAccounts')[0]!;
    expect(literal(at(account.body, 'properties', 'backupPolicy', 'type'))).toBe('Continuous');
    expect(at(account.body, 'properties', 'backupPolicy', 'continuousModeProperties', 'tier')?.text).toBe(
      'continuousBackupTier',
    );
    expect(literal(cosmos.params.get('continuousBackupTier')?.default)).toBe('Continuous7Days');
  });

  it('takes every container indexing policy from the file the Cosmos adapter uses, under its own name', () => {
    expect(cosmos.vars.get('indexingPolicies')?.text).toBe(
      "loadJsonContent('../../functions/platform/store/cosmos-indexing-policies.json')",
    );
    for (const container of containers)
      expect({ container: container.name, policy: container.reference }).toEqual({
        container: container.name,
        policy: container.name,
      });
    // The adapter has a policy for every collection, and nothing else.
    expect(Object.keys(INDEXING_POLICIES).sort()).toEqual([...COLLECTIONS].sort());
    for (const name of COLLECTIONS) expect(indexingPolicyFor(name)).toBe(INDEXING_POLICIES[name]);
  });

  it('indexes the paths the label-selector queries filter on, and the partition key everywhere', () => {
    const clusters = containers.find((container) => container.name === 'clusters')!;
    for (const filter of parseLabelSelector('env=prod,tier in (a,b),!legacy')) {
      const path = `/${filter.path.join('/')}/?`;
      const covered = clusters.indexingPolicy.includedPaths.some(({ path: included }) =>
        included.endsWith('/*') ? path.startsWith(included.slice(0, -1)) : included === path,
      );
      expect({ path, covered }).toEqual({ path, covered: true });
    }
    for (const container of containers) {
      const included = container.indexingPolicy.includedPaths.map(({ path }) => path);
      const indexed = (path: string) => included.includes(path) || included.includes('/*');
      expect({
        container: container.name,
        tenantIdIndexed: indexed('/tenantId/?'),
        partitionKeyIndexed: indexed(`${PARTITION_KEY_PATH}/?`),
      }).toEqual({
        container: container.name,
        tenantIdIndexed: true,
        partitionKeyIndexed: true,
      });
    }
  });

  it('disables key auth, and chooses serverless or autoscale by parameter', () => {
    const account = cosmos.resourcesOfType('Microsoft.DocumentDB/databaseAccounts')[0]!;
    expect(literal(at(account.body, 'properties', 'disableLocalAuth'))).toBe(true);
    expect(literal(cosmos.params.get('capacityMode')?.default)).toBe('serverless');
    expect(cosmos.params.get('capacityMode')?.decorators.join(' ')).toMatch(/'serverless'[\s\S]*'autoscale'/);
    expect(at(account.body, 'properties', 'capabilities')?.text).toContain('EnableServerless');
    const database = cosmos.resourcesOfType('Microsoft.DocumentDB/databaseAccounts/sqlDatabases')[0]!;
    expect(at(database.body, 'properties', 'options')?.text).toContain('autoscaleSettings');
  });
});

describe('Service Bus', () => {
  const bus = loadInfra('modules/servicebus.bicep');
  const queue = bus.resourcesOfType('Microsoft.ServiceBus/namespaces/queues')[0]!;

  it('has the rollout-fanout queue with dead-lettering, a bounded delivery count and a lock for the handler', () => {
    // The queue the code sends to and the trigger listens on (functions/rollout/model.ts).
    expect(literal(bus.params.get('fanoutQueueName')?.default)).toBe(FANOUT_QUEUE);
    expect(literal(at(queue.body, 'properties', 'deadLetteringOnMessageExpiration'))).toBe(true);
    expect(literal(bus.params.get('maxDeliveryCount')?.default)).toBe(10);
    expect(at(queue.body, 'properties', 'maxDeliveryCount')?.text).toBe('maxDeliveryCount');
    const lock = String(literal(bus.params.get('lockDuration')?.default));
    expect(lock).toMatch(/^PT([1-5]M|[3-9]\dS)$/); // ISO 8601, between 30 s and the 5 min max
  });

  it('uses Standard (scheduled messages; Premium with private networking) with local auth disabled', () => {
    const namespace = bus.resourcesOfType('Microsoft.ServiceBus/namespaces')[0]!;
    expect(literal(bus.params.get('skuName')?.default)).toBe('Standard');
    const sku = at(namespace.body, 'sku')!;
    expect(sku.type).toBe('ternary_expression');
    expect(sku.childForFieldName('condition')?.text).toBe("skuName == 'Premium'");
    expect(literal(sku.childForFieldName('alternative'))).toEqual({ name: 'Standard', tier: 'Standard' });
    expect(literal(sku.childForFieldName('consequence'))).toEqual({
      name: 'Premium',
      tier: 'Premium',
      capacity: 1,
    });
    expect(literal(at(namespace.body, 'properties', 'disableLocalAuth'))).toBe(true);
  });
});

describe('Key Vault', () => {
  it('recovers the soft-deleted vault after azd down instead of colliding with its name', () => {
    const module = loadInfra('modules/keyvault.bicep');
    const vault = module.resourcesOfType('Microsoft.KeyVault/vaults')[0]!;
    expect(at(vault.body, 'properties', 'createMode')?.text).toBe('createMode');
    expect(literal(module.params.get('createMode')?.default)).toBe('default');
    const main = loadInfra('main.bicep');
    expect(at(main.module('keyVault').body, 'params', 'createMode')?.text).toBe('keyVaultCreateMode');
    expect(readRepoFile('infra/main.bicepparam')).toMatch(
      /param keyVaultCreateMode = readEnvironmentVariable\('ARCBRIDGE_KEYVAULT_CREATE_MODE', 'default'\)/,
    );
    // The name is stable per environment, so the hook can look the deleted vault up by it.
    expect(main.vars.get('names')?.text).toMatch(/keyVault: 'kv-\$\{take\(token, 13\)\}'/);
    const azure = parseYaml(readRepoFile('azure.yaml')) as {
      hooks: { preprovision: { posix: { run: string }; windows: { run: string } } };
    };
    for (const run of [azure.hooks.preprovision.posix.run, azure.hooks.preprovision.windows.run]) {
      expect(run).toMatch(/az keyvault show-deleted --name "?\$(env:)?AZURE_KEY_VAULT_NAME/);
      expect(run).toMatch(/azd env set ARCBRIDGE_KEYVAULT_CREATE_MODE/);
      expect(run).toContain('recover');
    }
  });

  it('is in RBAC mode with soft delete and purge protection', () => {
    const vault = loadInfra('modules/keyvault.bicep').resourcesOfType('Microsoft.KeyVault/vaults')[0]!;
    expect(literal(at(vault.body, 'properties', 'enableRbacAuthorization'))).toBe(true);
    expect(literal(at(vault.body, 'properties', 'enableSoftDelete'))).toBe(true);
    expect(literal(at(vault.body, 'properties', 'enablePurgeProtection'))).toBe(true);
  });
});

describe('monitoring', () => {
  it('Application Insights is workspace based', () => {
    const monitoring = loadInfra('modules/monitoring.bicep');
    const component = monitoring.resourcesOfType('Microsoft.Insights/components')[0]!;
    expect(at(component.body, 'properties', 'WorkspaceResourceId')?.text).toBe('workspace.id');
    expect(monitoring.resourcesOfType('Microsoft.OperationalInsights/workspaces')).toHaveLength(1);
  });

  it.each([
    'Microsoft.DocumentDB/databaseAccounts',
    'Microsoft.ServiceBus/namespaces',
    'Microsoft.KeyVault/vaults',
    'Microsoft.Web/sites',
  ])('diagnostic settings send %s logs to the workspace', (type) => {
    const diagnostics = loadInfra('modules/diagnostics.bicep');
    const setting = diagnostics.resourcesOfType('Microsoft.Insights/diagnosticSettings').find((candidate) => {
      const scope = at(candidate.body, 'scope')?.text;
      return diagnostics.resources.find((resource) => resource.symbol === scope)?.type === type;
    });
    expect(setting).toBeDefined();
    expect(at(setting!.body, 'properties', 'workspaceId')?.text).toBe('workspaceId');
    expect(arrayItems(at(setting!.body, 'properties', 'logs')).length).toBeGreaterThan(0);
  });
});

describe('azd and CI', () => {
  const azure = parseYaml(readRepoFile('azure.yaml')) as {
    infra?: { provider?: string; path?: string; module?: string };
    hooks?: Record<string, { run?: string; posix?: { run?: string }; windows?: { run?: string } }>;
  };

  it('azure.yaml provisions infra/main.bicep and runs arcbridge ca init after provisioning', () => {
    expect(azure.infra).toMatchObject({ provider: 'bicep', path: 'infra', module: 'main' });
    const hook = azure.hooks?.postprovision;
    const run = [hook?.run, hook?.posix?.run].filter(Boolean).join('\n');
    expect(run).toMatch(/ca init --vault "?\$\{?AZURE_KEY_VAULT_URL\}?"?/);
    expect(loadInfra('main.bicep').outputs.has('AZURE_KEY_VAULT_URL')).toBe(true);
  });

  it('the CA key is EC-HSM on a premium vault (the default), EC on a standard one', () => {
    const main = loadInfra('main.bicep');
    expect(literal(main.params.get('keyVaultSku')?.default)).toBe('premium');
    expect(main.outputs.get('AZURE_KEY_VAULT_SKU')?.text).toBe('keyVaultSku');
    const hook = azure.hooks!.postprovision!;
    // The hooks pass --hsm unless the vault is standard: run them as the shells would.
    const posix = hook.posix!.run!;
    expect(posix).toContain('$([ "$AZURE_KEY_VAULT_SKU" = standard ] || echo --hsm)');
    const expand = (sku: string) =>
      execFileSync('sh', ['-c', 'echo $([ "$AZURE_KEY_VAULT_SKU" = standard ] || echo --hsm)'], {
        env: { ...process.env, AZURE_KEY_VAULT_SKU: sku },
        encoding: 'utf8',
      }).trim();
    expect([expand('premium'), expand('standard')]).toEqual(['--hsm', '']);
    expect(hook.windows!.run).toMatch(/if \(\$env:AZURE_KEY_VAULT_SKU -ne 'standard'\) \{ '--hsm' \}/);
    expect(hook.windows!.run).toContain('@hsm');
  });

  it('the workflow builds, lints and (with credentials) runs what-if', () => {
    const workflow = readRepoFile('.github/workflows/infra.yml');
    expect(workflow).toMatch(/az bicep build --file infra\/main\.bicep/);
    expect(workflow).toMatch(/az bicep lint --file infra\/main\.bicep/);
    expect(workflow).toMatch(/what-if/);
    expect(workflow).toMatch(/npx jest test\/infra/);
  });
});

describe('private networking (off by default)', () => {
  const main = loadInfra('main.bicep');
  const network = loadInfra('modules/network.bicep');
  // Targets and zones are references (params, zones.<key>): compare their source text.
  const endpoints = arrayItems(network.vars.get('endpoints')).map((item) => ({
    target: at(item, 'target')!.text,
    groupId: String(literal(at(item, 'groupId'))),
    zone: at(item, 'zone')!.text,
  }));
  const zoneKeys = [...objectProperties(network.vars.get('zones')).keys()];

  it('is a parameter, false by default, read from ARCBRIDGE_PRIVATE_NETWORKING', () => {
    expect(literal(main.params.get('privateNetworking')?.default)).toBe(false);
    expect(readRepoFile('infra/main.bicepparam')).toMatch(
      /param privateNetworking = bool\(readEnvironmentVariable\('ARCBRIDGE_PRIVATE_NETWORKING', 'false'\)\)/,
    );
    expect(at(main.module('network').body, 'params', 'enabled')?.text).toBe('privateNetworking');
    // Off means off: every network resource is conditional on the flag.
    expect(network.resources.filter((resource) => !resource.conditional).map((r) => r.symbol)).toEqual([]);
  });

  it('gives Cosmos DB, Service Bus, Key Vault and Storage (blob, queue, table) private endpoints with DNS zones', () => {
    const byTarget = new Map<string, string[]>();
    for (const endpoint of endpoints)
      byTarget.set(endpoint.target, [...(byTarget.get(endpoint.target) ?? []), endpoint.groupId]);
    expect(Object.fromEntries(byTarget)).toEqual({
      cosmosAccountId: ['Sql'],
      serviceBusNamespaceId: ['namespace'],
      keyVaultId: ['vault'],
      storageAccountId: ['blob', 'queue', 'table'],
    });
    const passed = at(main.module('network').body, 'params')!;
    expect(at(passed, 'cosmosAccountId')?.text).toBe('cosmos.outputs.accountId');
    expect(at(passed, 'serviceBusNamespaceId')?.text).toBe('serviceBus.outputs.namespaceId');
    expect(at(passed, 'keyVaultId')?.text).toBe('keyVault.outputs.vaultId');
    expect(at(passed, 'storageAccountId')?.text).toBe('storage.outputs.storageAccountId');
    // Every endpoint registers in a zone the module creates and links to the VNet.
    for (const endpoint of endpoints) expect(zoneKeys.map((key) => `zones.${key}`)).toContain(endpoint.zone);
    expect(literal(objectProperties(network.vars.get('zones')).get('cosmos'))).toBe(
      'privatelink.documents.azure.com',
    );
    expect(network.resourcesOfType('Microsoft.Network/privateDnsZones/virtualNetworkLinks')).toHaveLength(1);
    expect(network.resourcesOfType('Microsoft.Network/privateEndpoints/privateDnsZoneGroups')).toHaveLength(
      1,
    );
  });

  it('turns public network access off on every data service when on', () => {
    expect(main.vars.get('dataPublicNetworkAccess')?.text).toBe("privateNetworking ? 'Disabled' : 'Enabled'");
    for (const [symbol, file] of [
      ['cosmos', 'modules/cosmos.bicep'],
      ['serviceBus', 'modules/servicebus.bicep'],
      ['keyVault', 'modules/keyvault.bicep'],
      ['storage', 'modules/storage.bicep'],
    ] as const) {
      expect({ symbol, passed: at(main.module(symbol).body, 'params', 'publicNetworkAccess')?.text }).toEqual(
        {
          symbol,
          passed: 'dataPublicNetworkAccess',
        },
      );
      const module = loadInfra(file);
      expect(literal(module.params.get('publicNetworkAccess')?.default)).toBe('Enabled');
      const resource = module.resources.find(
        (candidate) => !candidate.existing && at(candidate.body, 'properties', 'publicNetworkAccess'),
      );
      expect(at(resource!.body, 'properties', 'publicNetworkAccess')?.text).toBe('publicNetworkAccess');
    }
    // Only Premium namespaces take private endpoints.
    expect(at(main.module('serviceBus').body, 'params', 'skuName')?.text).toBe(
      "privateNetworking ? 'Premium' : 'Standard'",
    );
  });

  it('integrates the Function App with the delegated subnet; its own endpoint stays public', () => {
    expect(at(main.module('functionApp').body, 'params', 'subnetId')?.text).toBe(
      'network.outputs.appsSubnetId',
    );
    expect(at(site.body, 'properties', 'virtualNetworkSubnetId')?.text).toBe(
      'empty(subnetId) ? null : subnetId',
    );
    expect(literal(at(site.body, 'properties', 'publicNetworkAccess'))).toBe('Enabled');
    const vnet = network.resourcesOfType('Microsoft.Network/virtualNetworks')[0]!;
    const apps = arrayItems(at(vnet.body, 'properties', 'subnets')).find(
      (subnet) => at(subnet, 'name')?.text === 'appsSubnetName',
    )!;
    expect(
      literal(at(arrayItems(at(apps, 'properties', 'delegations'))[0], 'properties', 'serviceName')),
    ).toBe('Microsoft.App/environments');
  });
});
