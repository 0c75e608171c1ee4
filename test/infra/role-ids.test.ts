import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BicepFile, INFRA_DIR, listFiles, loadInfra, REPO_ROOT } from './support/bicep';
import { allBicepFiles, roleAssignments } from './support/infra-model';
import {
  guidLiteralProblems,
  ROLE_KINDS,
  ROLE_TABLE_PATH,
  roleNamesById,
  roleReferences,
  roleTable,
  tableBindings,
} from './support/role-table';

/**
 * RBAC correct by construction: every role id in infra/ comes from one vendored table of Azure's
 * published built-in roles (infra/roles/built-in-roles.json), looked up by the role's published
 * name. A name the table does not have, an id that is not in it, or a literal id whose comment
 * names another role fails here, before a deployment would fail (or grant nothing) in Azure.
 */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const files = allBicepFiles().map((path) => loadInfra(path));

describe('the vendored built-in role table', () => {
  const table = roleTable();

  it('names its sources, their versions and the retrieval date', () => {
    for (const kind of ROLE_KINDS) {
      const source = table.sources[kind];
      expect(source.title).toMatch(/learn\.microsoft\.com/);
      expect(source.file).toMatch(/^MicrosoftDocs\/\S+ \S+\.md$/);
      expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(source.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.pageDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('holds well-formed, unique ids', () => {
    const ids = ROLE_KINDS.flatMap((kind) => Object.values(table[kind]));
    expect(ids.filter((id) => !GUID.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(table.azureRbac).length).toBeGreaterThan(150);
  });

  it('has the Service Bus Data Receiver id Azure publishes (a wrong literal here once gave the app no receive right)', () => {
    expect(table.azureRbac['Azure Service Bus Data Receiver']).toBe('4f6d3b9b-027b-4f4c-9142-0e5a2a2247e0');
    expect(roleNamesById().has('4f6d3b08-9ef2-4d5b-bfd1-1b0cd4bd6e8e')).toBe(false);
  });
});

describe('every role id in infra/ comes from the table', () => {
  it('each file loads the one table, no other role file', () => {
    const loaded = files.flatMap((file) => tableBindings(file).map((binding) => binding.path));
    expect(loaded.length).toBeGreaterThan(0);
    expect([...new Set(loaded)]).toEqual([ROLE_TABLE_PATH]);
    expect(listFiles(join(INFRA_DIR, 'roles'), '.json')).toEqual([ROLE_TABLE_PATH]);
  });

  it.each(files.map((file) => [file.path, file]))('%s names only roles the table has', (_path, file) => {
    const unknown = roleReferences(file).filter((reference) => reference.id === undefined);
    expect(unknown).toEqual([]);
  });

  it.each(files.map((file) => [file.path, file]))(
    '%s has no role id literal outside the table, none beside a comment naming another role',
    (_path, file) => {
      expect(guidLiteralProblems(file.source)).toEqual([]);
    },
  );

  it('every role assignment resolves to ids of the table', () => {
    const assignments = roleAssignments();
    expect(assignments.length).toBeGreaterThanOrEqual(8);
    const byId = roleNamesById();
    for (const assignment of assignments) {
      expect({ assignment: assignment.symbol, resolved: assignment.roleIds.length > 0 }).toEqual({
        assignment: assignment.symbol,
        resolved: true,
      });
      const expected = assignment.kind === 'cosmos-sql' ? 'cosmosDbSqlDataPlane' : 'azureRbac';
      for (const id of assignment.roleIds)
        expect({ assignment: assignment.symbol, kind: byId.get(id)?.kind }).toEqual({
          assignment: assignment.symbol,
          kind: expected,
        });
    }
  });
});

describe('the checks catch a wrong role id literal', () => {
  const module = (body: string) =>
    new BicepFile(
      relative(REPO_ROOT, join(INFRA_DIR, 'modules', 'mutant.bicep')),
      `var builtInRoles = loadJsonContent('../roles/built-in-roles.json')\n${body}`,
    );

  it('a literal id that is not a built-in role (the old Service Bus Data Receiver id)', () => {
    const source = readFileSync(join(INFRA_DIR, 'modules', 'app-roles.bicep'), 'utf8').replace(
      "serviceBusDataReceiver: builtInRoles.azureRbac['Azure Service Bus Data Receiver']",
      "serviceBusDataReceiver: '4f6d3b08-9ef2-4d5b-bfd1-1b0cd4bd6e8e' // Azure Service Bus Data Receiver",
    );
    expect(source).toContain('4f6d3b08');
    expect(guidLiteralProblems(source)).toEqual([
      expect.objectContaining({ guid: '4f6d3b08-9ef2-4d5b-bfd1-1b0cd4bd6e8e' }),
    ]);
  });

  it('a real id whose comment names another role', () => {
    const sender = roleTable().azureRbac['Azure Service Bus Data Sender']!;
    expect(guidLiteralProblems(`var receiver = '${sender}' // Azure Service Bus Data Receiver\n`)).toEqual([
      expect.objectContaining({ problem: expect.stringContaining('Azure Service Bus Data Sender') }),
    ]);
    expect(guidLiteralProblems(`// Azure Service Bus Data Sender\nvar sender = '${sender}'\n`)).toEqual([]);
  });

  it('a role name the table does not have, or a kind it does not hold', () => {
    const file = module(
      "var roles = {\n  a: builtInRoles.azureRbac['Azure Service Bus Data Reciever']\n  b: builtInRoles.cosmos['Cosmos DB Built-in Data Contributor']\n  c: builtInRoles.azureRbac['Key Vault Crypto User']\n}\n",
    );
    expect(roleReferences(file).map((reference) => [reference.name, reference.id])).toEqual([
      ['Azure Service Bus Data Reciever', undefined],
      ['Cosmos DB Built-in Data Contributor', undefined],
      ['Key Vault Crypto User', roleTable().azureRbac['Key Vault Crypto User']],
    ]);
  });
});
