import { DependencyGraph } from '../../../functions/catalog/dependency-graph';
import { compareVersions, findCycles, mergeDependencies } from '../../../contract/extension-dependencies';
import { pointerTokens, pointerViolations, toPointer } from '../../../contract/drift-policy';

describe('extension dependencies', () => {
  it('compares versions part by part, numbers as numbers', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareVersions('1.2', '1.2.1')).toBe(-1);
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.0.0-rc1', '1.0.0-rc2')).toBe(-1);
  });

  it('merges the version and the assignment lists, keeping the higher minVersion, sorted by name', () => {
    expect(
      mergeDependencies(
        [{ extension: 'b', minVersion: '1.9.0' }, { extension: 'a' }],
        [{ extension: 'b', minVersion: '1.10.0' }],
      ),
    ).toEqual([{ extension: 'a' }, { extension: 'b', minVersion: '1.10.0' }]);
  });

  it('finds every cycle once, starting at its smallest name', () => {
    const graph = new Map([
      ['c', ['a']],
      ['a', ['b']],
      ['b', ['c']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['d', 'd'],
    ]);
    expect(
      findCycles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('names every unknown or repeated dependency and the cycle a new edge would close', () => {
    const graph = new DependencyGraph();
    graph.add('db', undefined);
    graph.add('api', [{ extension: 'db' }]);
    expect(
      graph.violations(
        'db',
        [{ extension: 'api' }, { extension: 'ghost' }, { extension: 'api' }],
        'body.dependsOn',
      ),
    ).toEqual([
      {
        path: 'body.dependsOn[1].extension',
        message: "'ghost' is not in the catalog; publish a version of it first",
      },
      { path: 'body.dependsOn[2].extension', message: "'api' is named twice" },
      {
        path: 'body.dependsOn',
        message: 'dependency cycle api -> db -> api: no order installs it; remove one of these dependencies',
      },
    ]);
    expect(graph.violations('web', [{ extension: 'api', minVersion: '2' }], 'body.dependsOn')).toEqual([]);
  });
});

describe('drift policy pointers', () => {
  it('accepts RFC 6901 pointers and names every other one', () => {
    expect(pointerViolations(['/spec/replicas', '/metadata/annotations/a~1b', '/x~0y'], 'p')).toEqual([]);
    expect(pointerViolations(['spec/replicas', '/a~2', '', '/ok'], 'p').map((v) => v.path)).toEqual([
      'p[0]',
      'p[1]',
      'p[2]',
    ]);
  });

  it('unescapes ~1 before ~0 and escapes the other way round', () => {
    expect(pointerTokens('/metadata/annotations/a~1b~01')).toEqual(['metadata', 'annotations', 'a/b~1']);
    expect(toPointer(['metadata', 'annotations', 'a/b~1', 0])).toBe('/metadata/annotations/a~1b~01/0');
  });
});
