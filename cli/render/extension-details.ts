/** What a cluster's extension statuses say beyond phase and reason: drifted fields and dependency holds. */
export interface DetailedStatus {
  reason: string;
  message?: string;
  drift?: Array<{ object: string; fields: string[] }>;
}

/**
 * Lines for `clusters show` under the extensions table: per extension, the fields its last drift
 * check found differing (JSON pointers per object; under drift mode Report nothing was changed),
 * and what holds an extension that waits for a dependency.
 */
export function extensionDetails(status: Record<string, DetailedStatus>): string[] {
  const lines: string[] = [];
  for (const [name, s] of Object.entries(status).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (s.reason === 'WaitingForDependency' || s.reason === 'DependencyCycle')
      lines.push(`  ${name}: held by dependency: ${s.message ?? s.reason}`);
    if (!s.drift?.length) continue;
    const what = s.reason === 'DriftDetected' ? 'drift reported (not changed)' : 'drift repaired';
    lines.push(`  ${name}: ${what}:`);
    for (const object of s.drift)
      lines.push(`    ${object.object}: ${object.fields.map((f) => f || '(object deleted)').join(', ')}`);
  }
  return lines.length > 0 ? ['', 'Extension details:', ...lines] : [];
}
