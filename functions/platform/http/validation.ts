import type { z } from 'zod';
import { problems } from '../../../contract/problems';
import type { FieldViolation } from '../../../contract/problems';

/**
 * Flattens zod issues into `{path, message}` pairs a client can show next to each field. A record
 * key zod refuses (a label key, say) says only "Invalid key in record"; the key schema's own
 * messages say what a key must be, so they stand in its place.
 */
export function zodViolations(error: z.ZodError, where: string): FieldViolation[] {
  return error.issues.flatMap((issue) => {
    const path = [where, ...issue.path.map(String)].join('.');
    const inner = issue.code === 'invalid_key' ? issue.issues : [];
    return inner.length > 0
      ? inner.map((keyIssue) => ({ path, message: keyIssue.message }))
      : [{ path, message: issue.message }];
  });
}

/**
 * Plainer words for two of zod's type messages: a field left out is "required" (not "Invalid
 * input: expected object, received undefined"), and text where a number belongs (a query value,
 * coerced) is "expected a number" (not "... received NaN"). Per parse, so a schema's own message
 * for the field still wins.
 */
const plainTypeMessages = (issue: { code: string; input?: unknown }): string | undefined => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'required';
  return Number.isNaN(issue.input) ? 'expected a number' : undefined;
};

export function parsePart<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const parsed = schema.safeParse(value, { error: plainTypeMessages });
  if (!parsed.success) {
    const violations = zodViolations(parsed.error, where);
    throw problems.badRequest(
      `The ${where} is invalid: ${violations.map((v) => `${v.path}: ${v.message}`).join('; ')}`,
      violations,
    );
  }
  return parsed.data;
}
