import { publishViolations } from '../../../functions/catalog/catalog-service';
import { compileValuesSchema, validateValues } from '../../../contract/evaluation/values-schema';

const source = { url: 'https://charts.example.com', chart: 'web' };

describe('values JSON Schema', () => {
  const schema = {
    type: 'object',
    properties: {
      replicas: { type: 'integer', minimum: 1, maximum: 5 },
      image: { type: 'object', properties: { tag: { type: 'string' } }, required: ['tag'] },
    },
    required: ['replicas'],
    additionalProperties: false,
  };

  it('lists every violation with the value path', () => {
    const compiled = compileValuesSchema(schema, 'valuesSchema');
    if (!compiled.ok) throw new Error('schema should compile');
    const violations = validateValues(
      compiled.validate,
      { replicas: 9, image: { tag: 3 }, extra: 1 },
      'values',
    );
    expect(violations.map((v) => `${v.path}: ${v.message}`).sort()).toEqual(
      [
        "values: must NOT have additional properties 'extra'",
        'values/image/tag: must be string',
        'values/replicas: must be <= 5',
      ].sort(),
    );
    expect(validateValues(compiled.validate, { replicas: 2, image: { tag: 'v1' } }, 'values')).toEqual([]);
  });

  it('rejects a schema that is not valid JSON Schema, and one that does not compile', () => {
    const invalid = compileValuesSchema(
      { type: 'objekt', properties: { a: { minimum: 'x' } } },
      'body.valuesSchema',
    );
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) expect(invalid.violations.length).toBeGreaterThanOrEqual(2);
    const unresolvable = compileValuesSchema({ $ref: '#/$defs/missing' }, 'body.valuesSchema');
    expect(unresolvable.ok).toBe(false);
    if (!unresolvable.ok) expect(unresolvable.violations[0]!.message).toMatch(/missing/);
  });

  it('honours draft-07 schemas when $schema says so', () => {
    const compiled = compileValuesSchema(
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        definitions: { n: { type: 'number' } },
      },
      'valuesSchema',
    );
    expect(compiled.ok).toBe(true);
  });

  it('collects all publish violations at once: schema defaults and policies', async () => {
    const violations = await publishViolations({
      kind: 'helm',
      source,
      defaultValues: { replicas: 0 },
      valuesSchema: schema,
      policies: [
        { name: 'a', expression: 'values.replicas <=' },
        { name: 'a', expression: 'true' },
      ],
    });
    expect(violations.map((v) => v.path).sort()).toEqual(
      ['body.defaultValues/replicas', 'body.policies[0].expression', 'body.policies[1].name'].sort(),
    );
  });
});
