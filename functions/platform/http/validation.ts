import type { z } from 'zod';
import type { FieldViolation } from '../../../contract/problems';

/** Flattens zod issues into `{path, message}` pairs a client can show next to each field. */
export function zodViolations(error: z.ZodError, where: string): FieldViolation[] {
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}
