import {
  NAMESPACE_ALIAS,
  compilePolicy,
  evaluatePolicies,
  policyCompileViolations,
  rewriteNamespaceIdentifier,
} from '../../../contract/evaluation/cel-policies';

const cluster = { id: 'c-1', name: 'store-1', group: 'retail/eu', labels: { env: 'prod' }, nodeCount: 3 };
const rule = (expression: string, message?: string) => ({
  name: 'r',
  expression,
  ...(message ? { message } : {}),
});
const check = (expression: string, values: Record<string, unknown>, namespace = 'team-a') =>
  evaluatePolicies([rule(expression)], { values, namespace, cluster });

describe('CEL policies', () => {
  it('supports the documented examples, including the reserved word namespace', () => {
    expect(check('values.replicas <= 5', { replicas: 5 })).toEqual([]);
    expect(check('values.replicas <= 5', { replicas: 6 })).toHaveLength(1);
    expect(check("namespace.startsWith('team-')", {}, 'team-web')).toEqual([]);
    expect(check("namespace.startsWith('team-')", {}, 'default')).toEqual([
      { path: 'policies.r', message: "policy 'r' is false: namespace.startsWith('team-')" },
    ]);
    expect(
      check("namespace == 'team-a' && cluster.labels.env == 'prod' && cluster.nodeCount >= 3", {}),
    ).toEqual([]);
  });

  it('uses the rule message when there is one', () => {
    expect(
      evaluatePolicies([rule('values.replicas <= 5', 'at most 5 replicas')], {
        values: { replicas: 7 },
        namespace: 'x',
        cluster,
      }),
    ).toEqual([{ path: 'policies.r', message: 'at most 5 replicas' }]);
  });

  it('fails closed when a rule cannot be evaluated (missing key), naming namespace, not the alias', () => {
    const [violation] = check('values.replicas <= 5', {});
    expect(violation!.message).toMatch(/could not be evaluated: No such key: replicas/);
    expect(check('!has(values.replicas) || values.replicas <= 5', {})).toEqual([]);
  });

  it('rewrites only the identifier namespace: not field selections, strings or comments', () => {
    expect(rewriteNamespaceIdentifier("namespace.startsWith('team-')")).toBe(
      `${NAMESPACE_ALIAS}.startsWith('team-')`,
    );
    expect(rewriteNamespaceIdentifier('values.namespace == namespace')).toBe(
      `values.namespace == ${NAMESPACE_ALIAS}`,
    );
    expect(rewriteNamespaceIdentifier('values . namespace')).toBe('values . namespace');
    expect(rewriteNamespaceIdentifier('"namespace" == namespace')).toBe(`"namespace" == ${NAMESPACE_ALIAS}`);
    // In a raw string a backslash escapes nothing: r'a\' ends at the second quote.
    expect(rewriteNamespaceIdentifier("r'a\\' namespace")).toBe(`r'a\\' ${NAMESPACE_ALIAS}`);
    expect(rewriteNamespaceIdentifier("r'\\d namespace' + namespace")).toBe(
      `r'\\d namespace' + ${NAMESPACE_ALIAS}`,
    );
    expect(rewriteNamespaceIdentifier('"""x "namespace" y""" + namespace')).toBe(
      `"""x "namespace" y""" + ${NAMESPACE_ALIAS}`,
    );
    expect(rewriteNamespaceIdentifier('"a\\"namespace" + namespace')).toBe(
      `"a\\"namespace" + ${NAMESPACE_ALIAS}`,
    );
    expect(rewriteNamespaceIdentifier('namespace // namespace\n')).toBe(`${NAMESPACE_ALIAS} // namespace\n`);
    expect(rewriteNamespaceIdentifier('namespaces + my_namespace + namespace_x')).toBe(
      'namespaces + my_namespace + namespace_x',
    );
    expect(NAMESPACE_ALIAS).toHaveLength('namespace'.length);
  });

  it('evaluates field selections and strings named namespace as written', () => {
    expect(check("values.namespace == 'namespace'", { namespace: 'namespace' })).toEqual([]);
    expect(check("'namespace' + namespace == 'namespaceteam-a'", {})).toEqual([]);
  });

  it('reports every rule that does not compile, with user-facing messages', () => {
    const violations = policyCompileViolations(
      [
        rule('values.replicas <='),
        rule('1 + 2'),
        rule('foo == 1'),
        rule("namespace.startsWith('team-')"),
        rule('namespace.startsWith(1)'),
      ],
      'body.policies',
    );
    expect(violations.map((v) => v.path)).toEqual([
      'body.policies[0].expression',
      'body.policies[1].expression',
      'body.policies[2].expression',
      'body.policies[4].expression',
    ]);
    expect(violations[1]!.message).toContain('must evaluate to a bool, but yields int');
    expect(violations[2]!.message).toContain('foo');
    expect(violations.map((v) => v.message).join('\n')).not.toContain(NAMESPACE_ALIAS);
    expect(violations[3]!.message).toContain('namespace');
  });

  it('keeps error carets aligned with what the author wrote', () => {
    const result = compilePolicy(rule('namespace.startsWith(1)'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('namespace.startsWith(1)');
  });
});
