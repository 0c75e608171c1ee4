import type { PolicyRule } from '../catalog';
import type { FieldViolation } from '../problems';
import { withSecretNames } from '../secret-references';
import { evaluatePolicies, policyCompileViolations } from './cel-policies';
import { brokerCelVerdicts, brokerCelViolations } from './cel-broker';
import type { BrokerCelScope } from './cel-broker';
import { gateSyntaxError, gateVerdict } from './cel-gates';
import type { StageCounts } from './cel-gates';
import { compileValuesSchema, validateValues } from './values-schema';

/**
 * Every evaluation of tenant-written logic the product performs, as plain data in and plain data
 * out, so that each can run in the evaluation worker (the control plane) or under the in-process
 * budget (the agent) and nowhere else. Adding a kind of tenant logic (a selector language, a
 * metric query) means adding a check here.
 */

/** What a catalog version declares about its values. */
export interface ValuesRules {
  valuesSchema?: Record<string, unknown>;
  policies: PolicyRule[];
}

/** One place the values are checked: the values, the namespace and the cluster's facts. */
export interface ValuesSubject {
  values: Record<string, unknown>;
  namespace: string;
  cluster: Record<string, unknown>;
}

export interface PublishSubject {
  valuesSchema?: Record<string, unknown>;
  defaultValues?: Record<string, unknown>;
  policies?: PolicyRule[];
}

/** The version's schema must compile, its defaults satisfy it, and each policy must compile. */
function publish(body: PublishSubject): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (body.valuesSchema) {
    const compiled = compileValuesSchema(body.valuesSchema, 'body.valuesSchema');
    if (!compiled.ok) violations.push(...compiled.violations);
    else if (body.defaultValues) {
      // A secret reference stands for the name of the Secret it resolves to (secret-references.ts).
      violations.push(
        ...validateValues(compiled.validate, withSecretNames(body.defaultValues), 'body.defaultValues'),
      );
    }
  }
  violations.push(...policyCompileViolations(body.policies ?? [], 'body.policies'));
  return violations;
}

/** Values against a version's JSON Schema and policies, for each subject: one list per subject. */
function values(rules: ValuesRules, subjects: ValuesSubject[]): FieldViolation[][] {
  return subjects.map((subject) => {
    const violations: FieldViolation[] = [];
    // Schema and policies see each secret reference as the name of the Secret it resolves to.
    const resolved = withSecretNames(subject.values);
    if (rules.valuesSchema) {
      const compiled = compileValuesSchema(rules.valuesSchema, 'valuesSchema');
      if (compiled.ok) violations.push(...validateValues(compiled.validate, resolved, 'values'));
      else violations.push(...compiled.violations);
    }
    violations.push(
      ...evaluatePolicies(rules.policies, {
        values: resolved,
        namespace: subject.namespace,
        cluster: subject.cluster,
      }),
    );
    return violations;
  });
}

/** Values against a schema alone, as the agent checks what it was served (secrets already resolved). */
function schema(valuesSchema: Record<string, unknown>, values: Record<string, unknown>): FieldViolation[] {
  const compiled = compileValuesSchema(valuesSchema, 'valuesSchema');
  return compiled.ok ? validateValues(compiled.validate, values, 'values') : compiled.violations;
}

export const checks = {
  publish,
  values,
  schema,
  gateSyntax: (expression: string) => gateSyntaxError(expression),
  gate: (expression: string, counts: StageCounts) => gateVerdict(expression, counts),
  brokerCelSyntax: (items: Array<{ path: string; expression: string; scope: BrokerCelScope }>) =>
    brokerCelViolations(items),
  brokerCel: (scope: BrokerCelScope, expressions: string[], variables: Record<string, unknown>) =>
    brokerCelVerdicts(scope, expressions, variables),
};

export type Checks = typeof checks;
