import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  at,
  BicepFile,
  INFRA_DIR,
  listFiles,
  objectProperties,
  parseBicep,
  syntaxProblems,
} from './support/bicep';
import { checkBicepParam } from './support/bicepparam';

// No Bicep compiler can run offline (it is a .NET binary downloaded at install time): tree-sitter-bicep is the offline syntax check.
// CI runs `az bicep build` and `az bicep lint` on top (.github/workflows/infra.yml).

const bicepFiles = listFiles(INFRA_DIR, '.bicep');

describe('every .bicep file parses without ERROR or MISSING nodes', () => {
  it('finds the entry point and the modules', () => {
    const names = bicepFiles.map((path) =>
      path
        .slice(INFRA_DIR.length + 1)
        .split('\\')
        .join('/'),
    );
    expect(names).toEqual(
      expect.arrayContaining(['main.bicep', 'modules/functionapp.bicep', 'modules/alerts.bicep']),
    );
  });

  it.each(bicepFiles.map((path) => [path.slice(INFRA_DIR.length + 1), path]))('%s', (_name, path) => {
    const problems = syntaxProblems(parseBicep(readFileSync(path, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('the check reports a broken file (a missing brace, a stray token)', () => {
    expect(syntaxProblems(parseBicep("resource x 'A/b@2020-01-01' = {\n  name: 'x'\n"))).not.toEqual([]);
    expect(syntaxProblems(parseBicep("param location string = = 'westeurope'\n"))).not.toEqual([]);
  });

  it('every module main.bicep calls exists, gets only declared parameters and all required ones', () => {
    const main = new BicepFile('infra/main.bicep', readFileSync(join(INFRA_DIR, 'main.bicep'), 'utf8'));
    expect(main.modules.length).toBeGreaterThan(0);
    for (const module of main.modules) {
      const target = new BicepFile(module.path, readFileSync(join(INFRA_DIR, module.path), 'utf8'));
      const passed = [...objectProperties(at(module.body, 'params')).keys()];
      const undeclared = passed.filter((name) => !target.params.has(name));
      const missing = [...target.params.values()]
        .filter((param) => param.default === undefined && !passed.includes(param.name))
        .map((param) => param.name);
      expect({ module: module.path, undeclared, missing }).toEqual({
        module: module.path,
        undeclared: [],
        missing: [],
      });
    }
  });
});

describe('main.bicepparam', () => {
  const source = readFileSync(join(INFRA_DIR, 'main.bicepparam'), 'utf8');
  const main = new BicepFile('infra/main.bicep', readFileSync(join(INFRA_DIR, 'main.bicep'), 'utf8'));

  it('uses main.bicep, sets only declared parameters, with expressions that parse', () => {
    const result = checkBicepParam(source, main);
    expect(result.problems).toEqual([]);
    expect(result.using).toBe('./main.bicep');
    expect(result.params).toEqual(expect.arrayContaining(['environmentName', 'location', 'principalId']));
  });

  it('leaves no required parameter of main.bicep unset', () => {
    const { params } = checkBicepParam(source, main);
    const required = [...main.params.values()]
      .filter((param) => param.default === undefined)
      .map((param) => param.name);
    expect(required.filter((name) => !params.includes(name))).toEqual([]);
  });

  it('the check catches an undeclared parameter, a broken expression and a wrong using target', () => {
    expect(checkBicepParam("using './main.bicep'\nparam nosuch = 'x'\n", main).problems).toEqual([
      expect.stringContaining("'nosuch' is not a parameter of main.bicep"),
    ]);
    expect(
      checkBicepParam("using './main.bicep'\nparam location = concat('a',\n", main).problems,
    ).not.toEqual([]);
    expect(checkBicepParam("using './other.bicep'\nparam location = 'x'\n", main).problems).toEqual([
      expect.stringContaining("using './other.bicep'"),
    ]);
  });
});
