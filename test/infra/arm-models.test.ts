import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BicepFile, INFRA_DIR, loadInfra } from './support/bicep';
import { armModel, generationOf, sdkApiVersions } from './support/arm-models';
import { SchemaChecker } from './support/arm-check';
import { allBicepFiles } from './support/infra-model';

/**
 * Semantic infra checks: every resource body in infra/ is walked against Azure's own API model of
 * its type (the published `@azure/arm-*` management SDKs, their model files extracted into
 * infra/api-models/ by its refresh.cjs at pinned versions). A misspelled
 * property, a wrong type or a value outside the model's enum fails here, offline; `az bicep build`
 * in CI and a deployment are the checks that remain (docs/deploy.md#checks).
 */

interface ModelRef {
  /** `@azure/arm-<sdk>` */
  sdk: string;
  /** The request-body model of a create-or-update call. */
  model: string;
  /** The API version the SDK's model describes (one the SDK sends). */
  modelApiVersion: string;
  /**
   * Properties our (newer, GA) API version has and the SDK's model version does not, with the
   * version that introduced them. Kept short: each one is a property the model cannot check.
   */
  newerProperties?: Record<string, string>;
  /**
   * Properties the REST API has at the model's own version but the SDK's model lost (an SDK
   * generation gap), with where the API documents them. Like newerProperties, unchecked.
   */
  modelGaps?: Record<string, string>;
  /** Why a preview API version is the right one for this type (no GA version has what we use). */
  previewBecause?: string;
}

const MODELS: Record<string, ModelRef> = {
  'Microsoft.DocumentDB/databaseAccounts': {
    sdk: 'cosmosdb',
    model: 'DatabaseAccountCreateUpdateParameters',
    modelApiVersion: '2025-10-15',
  },
  'Microsoft.DocumentDB/databaseAccounts/sqlDatabases': {
    sdk: 'cosmosdb',
    model: 'SqlDatabaseCreateUpdateParameters',
    modelApiVersion: '2025-10-15',
  },
  'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers': {
    sdk: 'cosmosdb',
    model: 'SqlContainerCreateUpdateParameters',
    modelApiVersion: '2025-10-15',
  },
  'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments': {
    sdk: 'cosmosdb',
    model: 'SqlRoleAssignmentCreateUpdateParameters',
    modelApiVersion: '2025-10-15',
  },
  'Microsoft.ServiceBus/namespaces': {
    sdk: 'servicebus',
    model: 'SBNamespace',
    modelApiVersion: '2021-11-01',
    newerProperties: {
      // learn.microsoft.com/azure/templates/microsoft.servicebus/2024-01-01/namespaces
      'properties.minimumTlsVersion': '2024-01-01',
      'properties.publicNetworkAccess': '2024-01-01',
    },
  },
  'Microsoft.ServiceBus/namespaces/queues': {
    sdk: 'servicebus',
    model: 'SBQueue',
    modelApiVersion: '2021-11-01',
  },
  'Microsoft.KeyVault/vaults': {
    sdk: 'keyvault',
    model: 'VaultCreateOrUpdateParameters',
    modelApiVersion: '2026-02-01',
  },
  'Microsoft.Storage/storageAccounts': {
    sdk: 'storage',
    model: 'StorageAccountCreateParameters',
    modelApiVersion: '2025-08-01',
  },
  'Microsoft.Storage/storageAccounts/blobServices': {
    sdk: 'storage',
    model: 'BlobServiceProperties',
    modelApiVersion: '2025-08-01',
  },
  'Microsoft.Storage/storageAccounts/blobServices/containers': {
    sdk: 'storage',
    model: 'BlobContainer',
    modelApiVersion: '2025-08-01',
  },
  'Microsoft.Web/serverfarms': { sdk: 'appservice', model: 'AppServicePlan', modelApiVersion: '2025-05-01' },
  'Microsoft.Web/sites': { sdk: 'appservice', model: 'Site', modelApiVersion: '2025-05-01' },
  'Microsoft.Insights/components': {
    sdk: 'appinsights',
    model: 'ApplicationInsightsComponent',
    modelApiVersion: '2018-05-01-preview',
    newerProperties: {
      // learn.microsoft.com/azure/templates/microsoft.insights/2020-02-02/components
      'properties.WorkspaceResourceId': '2020-02-02',
      'properties.DisableLocalAuth': '2020-02-02',
    },
  },
  'Microsoft.Insights/workbooks': {
    sdk: 'appinsights',
    model: 'Workbook',
    // learn.microsoft.com/azure/templates/microsoft.insights/2023-06-01/workbooks: the same
    // properties as 2021-08-01 (kind narrowed to 'shared').
    modelApiVersion: '2021-08-01',
    modelGaps: {
      // The SDK's Workbook extends WorkbookResource (identity, kind, etag) without the
      // TrackedResource part of the REST spec: learn.microsoft.com/rest/api/application-insights/
      // workbooks/create-or-update?view=rest-application-insights-2021-08-01 (location required).
      location: 'TrackedResource.location',
      tags: 'TrackedResource.tags',
    },
  },
  'Microsoft.OperationalInsights/workspaces': {
    sdk: 'operationalinsights',
    model: 'Workspace',
    modelApiVersion: '2022-10-01',
  },
  'Microsoft.Insights/diagnosticSettings': {
    sdk: 'monitor',
    model: 'DiagnosticSettingsResource',
    modelApiVersion: '2017-05-01-preview',
    newerProperties: {
      // learn.microsoft.com/azure/templates/microsoft.insights/2021-05-01-preview/diagnosticsettings
      'properties.logs[].categoryGroup': '2021-05-01-preview',
    },
    previewBecause:
      'categoryGroup (allLogs) exists from 2021-05-01-preview on; the only GA version, 2016-09-01, predates it',
  },
  'Microsoft.Insights/actionGroups': {
    sdk: 'monitor',
    model: 'ActionGroupResource',
    modelApiVersion: '2021-09-01',
  },
  'Microsoft.Insights/metricAlerts': {
    sdk: 'monitor',
    model: 'MetricAlertResource',
    modelApiVersion: '2018-03-01',
  },
  'Microsoft.Network/virtualNetworks': {
    sdk: 'network',
    model: 'VirtualNetwork',
    modelApiVersion: '2025-05-01',
  },
  'Microsoft.Network/privateEndpoints': {
    sdk: 'network',
    model: 'PrivateEndpoint',
    modelApiVersion: '2025-05-01',
  },
  'Microsoft.Network/privateEndpoints/privateDnsZoneGroups': {
    sdk: 'network',
    model: 'PrivateDnsZoneGroup',
    modelApiVersion: '2025-05-01',
  },
  'Microsoft.Authorization/roleAssignments': {
    sdk: 'authorization',
    model: 'RoleAssignmentCreateParameters',
    modelApiVersion: '2022-04-01',
  },
};

/** Types no installed SDK models at the API version we use; `az bicep build` in CI checks them. */
const UNMODELED: Record<string, string> = {
  'Microsoft.Resources/resourceGroups':
    '@azure/arm-resources is not in infra/api-models (location and tags only)',
  'Microsoft.Network/privateDnsZones':
    '@azure/arm-privatedns is not in infra/api-models (location and tags only)',
  'Microsoft.Network/privateDnsZones/virtualNetworkLinks':
    '@azure/arm-privatedns is not in infra/api-models (registrationEnabled and the VNet id)',
  'Microsoft.Insights/scheduledQueryRules':
    '@azure/arm-monitor 7 models only the 2018-04-16 schema (source/schedule/action); the criteria schema of 2021-08-01 and later is in no SDK in infra/api-models',
};

const files = allBicepFiles().map((path) => loadInfra(path));
const declared = files.flatMap((file) => file.resources.map((resource) => ({ file, resource })));

function check(file: BicepFile) {
  const problems = [];
  for (const resource of file.resources) {
    const ref = MODELS[resource.type];
    if (!ref || resource.existing) continue;
    const checker = new SchemaChecker(file, {
      newerProperties: [...Object.keys(ref.newerProperties ?? {}), ...Object.keys(ref.modelGaps ?? {})],
    });
    problems.push(...checker.checkResource(resource, armModel(ref.sdk, ref.model)));
  }
  return problems;
}

describe('API models of the resource types in infra/', () => {
  it('every resource type is modelled by an installed SDK, or says why not', () => {
    const types = [...new Set(declared.map(({ resource }) => resource.type))];
    expect(types.filter((type) => !(type in MODELS) && !(type in UNMODELED))).toEqual([]);
  });

  it.each(Object.entries(MODELS))(
    '%s: the SDK sends the model API version and has the model',
    (_type, ref) => {
      expect([...sdkApiVersions(ref.sdk)]).toContain(ref.modelApiVersion);
      const schema = armModel(ref.sdk, ref.model);
      expect(schema.kind).toBe('object');
      expect(schema.kind === 'object' && schema.properties.size).toBeGreaterThan(0);
    },
  );

  it('reads both SDK generations (AutoRest mappers and TypeSpec serializers)', () => {
    expect(generationOf('cosmosdb')).toBe('autorest');
    expect(generationOf('keyvault')).toBe('typespec');
  });
});

describe('no preview API version where a GA one exists', () => {
  it.each(declared.map(({ file, resource }) => [`${file.path} ${resource.symbol}`, resource]))(
    '%s',
    (_name, resource) => {
      if (!resource.apiVersion.endsWith('-preview')) return;
      const ref = MODELS[resource.type];
      expect({ type: resource.type, apiVersion: resource.apiVersion, why: ref?.previewBecause }).toEqual({
        type: resource.type,
        apiVersion: resource.apiVersion,
        why: expect.any(String),
      });
      // A reason only holds while the SDK's model of this type knows no GA version past our preview.
      const model = ref!.modelApiVersion;
      const ga = !model.endsWith('-preview') && model > resource.apiVersion ? [model] : [];
      expect({ type: resource.type, newerGa: ga }).toEqual({ type: resource.type, newerGa: [] });
    },
  );
});

describe('resource bodies match the API models', () => {
  it.each(files.map((file) => [file.path, file]))('%s', (_path, file) => {
    expect(check(file)).toEqual([]);
  });
});

describe('the check fails on misspelled properties and wrong values (mutation tests on a copy)', () => {
  const mutate = (path: string, from: string | RegExp, to: string) => {
    const source = readFileSync(join(INFRA_DIR, path), 'utf8');
    const mutated = source.replace(from, to);
    expect(mutated).not.toBe(source);
    return check(new BicepFile(`infra/${path}`, mutated));
  };

  it.each([
    ['modules/storage.bicep', 'StorageAccountCreateParameters'],
    ['modules/keyvault.bicep', 'VaultProperties'],
    ['modules/cosmos.bicep', 'DatabaseAccountCreateUpdateParameters'],
  ])('a misspelled property in %s (publicNetworkAcess)', (path) => {
    const problems = mutate(path, 'publicNetworkAccess:', 'publicNetworkAcess:');
    expect(problems).toEqual([
      expect.objectContaining({
        path: 'properties.publicNetworkAcess',
        message: expect.stringContaining("did you mean 'publicNetworkAccess'"),
      }),
    ]);
  });

  it('a wrong enum value (strict enum: Cosmos consistency level)', () => {
    expect(
      mutate(
        'modules/cosmos.bicep',
        "defaultConsistencyLevel: 'Session'",
        "defaultConsistencyLevel: 'Sesion'",
      ),
    ).toEqual([expect.objectContaining({ message: expect.stringContaining("'Sesion' is not a value") })]);
  });

  it('a wrong enum value (extensible enum: storage kind, Known values)', () => {
    expect(mutate('modules/storage.bicep', "kind: 'StorageV2'", "kind: 'StorageV3'")).toEqual([
      expect.objectContaining({ path: 'kind', message: expect.stringContaining('KnownKind') }),
    ]);
  });

  it('a wrong enum value in a parameter @allowed list (Key Vault SKU)', () => {
    expect(
      mutate('modules/keyvault.bicep', /'premium'\n\]\)\nparam skuName/, "'premum'\n])\nparam skuName"),
    ).toEqual([expect.objectContaining({ path: 'properties.sku.name' })]);
  });

  it('a wrong type (a string where the model wants a boolean)', () => {
    expect(mutate('modules/servicebus.bicep', 'disableLocalAuth: true', "disableLocalAuth: 'true'")).toEqual([
      expect.objectContaining({ message: expect.stringContaining('the model wants boolean') }),
    ]);
  });

  it('a misspelled nested property inside a loop body (Cosmos container partition key)', () => {
    expect(mutate('modules/cosmos.bicep', "kind: 'Hash'", "knd: 'Hash'")).toEqual([
      expect.objectContaining({ message: expect.stringContaining("did you mean 'kind'") }),
    ]);
  });

  it('a read-only property', () => {
    expect(
      mutate(
        'modules/servicebus.bicep',
        'disableLocalAuth: true',
        "disableLocalAuth: true\n    serviceBusEndpoint: 'x'",
      ),
    ).toEqual([expect.objectContaining({ message: expect.stringContaining('read-only') })]);
  });

  it('a wrong value in an alert definition read through a `for` loop (metric alert aggregation)', () => {
    expect(mutate('modules/alerts.bicep', "timeAggregation: 'Count'", "timeAggregation: 'Cont'")).toEqual([
      expect.objectContaining({
        path: 'properties.criteria.allOf[0].timeAggregation',
        message: expect.stringContaining('KnownAggregationTypeEnum'),
      }),
    ]);
  });

  it('a polymorphic model with an unknown discriminator value (metric alert criteria odata.type)', () => {
    expect(
      mutate(
        'modules/alerts.bicep',
        "'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria'",
        "'Microsoft.Azure.Monitor.SingleResource'",
      ),
    ).toEqual([
      expect.objectContaining({ message: expect.stringContaining('is not a kind of MetricAlertCriteria') }),
    ]);
  });

  it('a misspelled property and a wrong enum value in the private networking module', () => {
    expect(mutate('modules/network.bicep', 'groupIds:', 'groupId:')).toEqual([
      expect.objectContaining({ message: expect.stringContaining("did you mean 'groupIds'") }),
    ]);
    expect(
      mutate(
        'modules/network.bicep',
        "privateEndpointNetworkPolicies: 'Disabled'",
        "privateEndpointNetworkPolicies: 'Off'",
      ),
    ).toEqual([expect.objectContaining({ message: expect.stringContaining("'Off' is not a value") })]);
  });
});
