import { z } from 'zod';
import { Labels } from '../../../contract/common';
import { zodViolations } from '../../../functions/platform/http/validation';

describe('request validation violations', () => {
  it("names what a refused record key must be, not zod's 'Invalid key in record'", () => {
    const parsed = z.object({ labels: Labels }).safeParse({ labels: { 'bad key': 'x', env: 'bad value!' } });
    expect(parsed.success).toBe(false);
    expect(zodViolations(parsed.error!, 'body')).toEqual([
      { path: 'body.labels.bad key', message: 'a Kubernetes label key' },
      { path: 'body.labels.env', message: 'a Kubernetes label value' },
    ]);
  });
});
