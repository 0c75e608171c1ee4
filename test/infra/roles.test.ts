import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { at, literal, loadInfra, REPO_ROOT } from './support/bicep';
import { roleAssignments } from './support/infra-model';
import { roleId } from './support/role-table';

/**
 * Every role the code needs is assigned to the Function App's own identity, at the resource it
 * uses. "Needs" is derived from the code: the SDK packages functions/ imports (or depends on),
 * mapped to the least role that covers what the adapter does with them. An Azure SDK import with
 * no entry here fails the test, so a new service cannot ship without its role.
 */

interface RoleNeed {
  why: string;
  /** Any of these role definition ids satisfies the need (the first is the one we assign). */
  roleIds: string[];
  scopeTypes: string[];
}

// Ids by published name from the vendored built-in role table (roleId throws on an unknown name).
const ROLE = {
  cosmosDataContributor: roleId('Cosmos DB Built-in Data Contributor', 'cosmosDbSqlDataPlane'),
  serviceBusDataSender: roleId('Azure Service Bus Data Sender'),
  serviceBusDataReceiver: roleId('Azure Service Bus Data Receiver'),
  serviceBusDataOwner: roleId('Azure Service Bus Data Owner'),
  keyVaultCryptoUser: roleId('Key Vault Crypto User'),
  keyVaultCertificatesOfficer: roleId('Key Vault Certificates Officer'),
  keyVaultCertificateUser: roleId('Key Vault Certificate User'),
  keyVaultSecretsUser: roleId('Key Vault Secrets User'),
  keyVaultSecretsOfficer: roleId('Key Vault Secrets Officer'),
  storageBlobDataContributor: roleId('Storage Blob Data Contributor'),
  storageBlobDataOwner: roleId('Storage Blob Data Owner'),
  monitoringMetricsPublisher: roleId('Monitoring Metrics Publisher'),
};

/** SDK package -> what the adapter does with it -> the role that allows exactly that. */
const NEEDS_BY_PACKAGE: Record<string, RoleNeed[]> = {
  '@azure/cosmos': [
    {
      why: 'Store: read/write items, queries (Cosmos SQL data-plane role)',
      roleIds: [ROLE.cosmosDataContributor],
      scopeTypes: ['Microsoft.DocumentDB/databaseAccounts'],
    },
  ],
  '@azure/service-bus': [
    {
      why: 'Bus: send and schedule fan-out messages',
      roleIds: [ROLE.serviceBusDataSender, ROLE.serviceBusDataOwner],
      scopeTypes: ['Microsoft.ServiceBus/namespaces/queues', 'Microsoft.ServiceBus/namespaces'],
    },
    {
      why: 'Bus / queue trigger: receive, complete, abandon, dead-letter',
      roleIds: [ROLE.serviceBusDataReceiver, ROLE.serviceBusDataOwner],
      scopeTypes: ['Microsoft.ServiceBus/namespaces/queues', 'Microsoft.ServiceBus/namespaces'],
    },
  ],
  '@azure/keyvault-keys': [
    {
      why: 'Signer: sign with the CA key (CryptographyClient.sign) and read its public key',
      roleIds: [ROLE.keyVaultCryptoUser],
      scopeTypes: ['Microsoft.KeyVault/vaults'],
    },
  ],
  '@azure/storage-blob': [
    {
      why: 'Store: read, write, list and delete document bodies too large for a Cosmos DB item',
      roleIds: [ROLE.storageBlobDataContributor, ROLE.storageBlobDataOwner],
      scopeTypes: [
        'Microsoft.Storage/storageAccounts',
        'Microsoft.Storage/storageAccounts/blobServices/containers',
      ],
    },
  ],
  '@azure/keyvault-secrets': [
    {
      why: "GitOps: read the Key Vault secret a tenant's GitOps target names (SecretClient.getSecret)",
      roleIds: [ROLE.keyVaultSecretsUser],
      scopeTypes: ['Microsoft.KeyVault/vaults', 'Microsoft.KeyVault/vaults/secrets'],
    },
  ],
  '@azure/keyvault-certificates': [
    {
      why: 'Signer: read the CA certificate',
      roleIds: [ROLE.keyVaultCertificateUser, ROLE.keyVaultCertificatesOfficer],
      scopeTypes: ['Microsoft.KeyVault/vaults'],
    },
  ],
};

/** Azure packages that need no role of their own (credentials, plumbing, the Functions runtime, telemetry handled below). */
const NO_ROLE_PACKAGES = new Set([
  '@azure/functions',
  '@azure/functions-core',
  '@azure/identity',
  '@azure/abort-controller',
  '@azure/logger',
  '@azure/core-auth',
  '@azure/core-rest-pipeline',
  '@azure/core-util',
  '@azure/monitor-opentelemetry',
  '@azure/monitor-opentelemetry-exporter',
  // Metric gates query the tenant's own Log Analytics workspace or Application Insights resource:
  // the tenant grants the app's identity a reader role there (docs/rollouts.md#metric-gates), not
  // infra/, which deploys no workspace of theirs.
  '@azure/monitor-query-logs',
]);

const HOST_NEEDS: RoleNeed[] = [
  {
    why: 'Functions host: AzureWebJobsStorage over managed identity (keys, leases, deployment package)',
    roleIds: [ROLE.storageBlobDataOwner],
    scopeTypes: ['Microsoft.Storage/storageAccounts'],
  },
];

function azurePackagesImportedBy(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/(?:from\s+|require\(\s*|import\(\s*)['"](@azure\/[a-z0-9-]+)/g))
          found.add(match[1]!);
      }
    }
  };
  walk(dir);
  return found;
}

const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const imported = azurePackagesImportedBy(join(REPO_ROOT, 'functions'));
const dependencies = new Set(
  Object.keys(packageJson.dependencies ?? {}).filter((name) => name.startsWith('@azure/')),
);
const used = new Set([...imported, ...dependencies]);

function requiredNeeds(): RoleNeed[] {
  const needs = [...HOST_NEEDS];
  for (const name of used) needs.push(...(NEEDS_BY_PACKAGE[name] ?? []));
  const monitoring = loadInfra('modules/monitoring.bicep');
  const appInsights = monitoring.resourcesOfType('Microsoft.Insights/components')[0]!;
  const disableLocalAuth = at(appInsights.body, 'properties', 'DisableLocalAuth')!;
  // Keyless ingestion is on unless the template pins it off.
  if (literal(disableLocalAuth) !== false) {
    needs.push({
      why: 'Telemetry: ingest into an Application Insights component with local auth disabled',
      roleIds: [ROLE.monitoringMetricsPublisher],
      scopeTypes: ['Microsoft.Insights/components'],
    });
  }
  return needs;
}

const assignments = roleAssignments();
const appAssignments = assignments.filter((assignment) => assignment.principal === 'app');

describe('roles the code needs', () => {
  it('finds the SDKs the control plane uses and the app role assignments', () => {
    expect([...used]).toEqual(expect.arrayContaining(['@azure/cosmos', '@azure/service-bus']));
    expect(appAssignments.length).toBeGreaterThanOrEqual(5);
  });

  it('every Azure SDK the code uses has a known role need (or needs none)', () => {
    const unknown = [...used].filter((name) => !(name in NEEDS_BY_PACKAGE) && !NO_ROLE_PACKAGES.has(name));
    expect(unknown).toEqual([]);
  });

  it.each(requiredNeeds().map((need) => [need.why, need]))('%s', (_why, need) => {
    const satisfied = appAssignments.some(
      (assignment) =>
        !assignment.conditional &&
        assignment.roleIds.some((id) => need.roleIds.includes(id)) &&
        need.scopeTypes.includes(assignment.scopeType),
    );
    expect({ need: need.why, satisfied }).toEqual({ need: need.why, satisfied: true });
  });

  it('the app gets no owner, contributor or key-listing role anywhere', () => {
    const tooBroad = new Set(
      [
        'Owner',
        'Contributor',
        'Key Vault Administrator',
        'Key Vault Secrets Officer', // writes secrets: the operator sets them, the app only reads
        'Storage Account Contributor', // lists keys
        'DocumentDB Account Contributor', // lists keys
        'Azure Service Bus Data Owner', // manages entities
      ].map((name) => roleId(name)),
    );
    const broad = appAssignments.filter((assignment) => assignment.roleIds.some((id) => tooBroad.has(id)));
    expect(broad).toEqual([]);
  });

  it('every role assignment has a principal we can account for (the app or the deployer)', () => {
    expect(assignments.filter((assignment) => assignment.principal === 'other')).toEqual([]);
  });

  it('on the vault the app may sign, read the CA certificate and read secrets, nothing more (arcbridge ca init and the operator write)', () => {
    const vaultRoles = appAssignments.filter(
      (assignment) => assignment.scopeType === 'Microsoft.KeyVault/vaults',
    );
    expect(vaultRoles.flatMap((assignment) => assignment.roleIds).sort()).toEqual(
      [ROLE.keyVaultCryptoUser, ROLE.keyVaultCertificateUser, ROLE.keyVaultSecretsUser].sort(),
    );
  });

  it('the deployer can create the CA (arcbridge ca init) and set GitOps credentials in Key Vault', () => {
    const deployer = assignments.filter((assignment) => assignment.principal === 'deployer');
    const roleIds = deployer.flatMap((assignment) => assignment.roleIds);
    expect(roleIds).toEqual(
      expect.arrayContaining([
        ROLE.keyVaultCryptoUser,
        ROLE.keyVaultCertificatesOfficer,
        ROLE.keyVaultSecretsOfficer,
      ]),
    );
    expect(deployer.every((assignment) => assignment.scopeType === 'Microsoft.KeyVault/vaults')).toBe(true);
  });
});

describe("the deployer's principalType (a person with azd up, or a pipeline's service principal)", () => {
  const main = loadInfra('main.bicep');
  const vault = loadInfra('modules/keyvault.bicep');

  it('main.bicep takes the type as a parameter: User by default, ServicePrincipal allowed', () => {
    const param = main.params.get('principalType')!;
    expect(literal(param.default)).toBe('User');
    const allowed = param.decorators.find((decorator) => decorator.startsWith('@allowed'))!;
    expect(allowed).toMatch(/'User'/);
    expect(allowed).toMatch(/'ServicePrincipal'/);
  });

  it('the parameter file reads it from the azd environment (AZURE_PRINCIPAL_TYPE, default User)', () => {
    const source = readFileSync(join(REPO_ROOT, 'infra', 'main.bicepparam'), 'utf8');
    expect(source).toMatch(/param principalType = readEnvironmentVariable\('AZURE_PRINCIPAL_TYPE', 'User'\)/);
  });

  it('every deployer role assignment uses the type passed down from main.bicep', () => {
    expect(at(main.module('keyVault').body, 'params', 'deployerPrincipalType')?.text).toBe('principalType');
    const deployer = vault.resourcesOfType('Microsoft.Authorization/roleAssignments');
    expect(deployer.length).toBeGreaterThan(0);
    for (const assignment of deployer) {
      expect(at(assignment.body, 'properties', 'principalType')?.text).toBe('deployerPrincipalType');
      expect(assignment.conditional).toBe(true); // no principal id: no assignment
    }
  });

  it('the app identity is always a ServicePrincipal', () => {
    for (const assignment of roleAssignments().filter((candidate) => candidate.principal === 'app')) {
      if (assignment.kind === 'cosmos-sql') continue; // Cosmos SQL role assignments have no principalType
      const file = loadInfra(assignment.file.replace(/^infra\//, ''));
      expect(literal(at(file.resource(assignment.symbol).body, 'properties', 'principalType'))).toBe(
        'ServicePrincipal',
      );
    }
  });

  it('docs/deploy.md says which type to set for a person and for a pipeline', () => {
    const docs = readFileSync(join(REPO_ROOT, 'docs', 'deploy.md'), 'utf8');
    expect(docs).toMatch(/AZURE_PRINCIPAL_TYPE ServicePrincipal/);
    expect(docs).toMatch(/\| you, with `azd up`[^\n]*`User`/);
  });
});
