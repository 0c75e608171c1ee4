import { ApiError } from '../../../cli/api-client';
import type { ApiClient } from '../../../cli/api-client';
import { deleteEach } from '../../../cli/commands/deletion';
import { createPrinter } from '../../../cli/output';

/** deleteEach over a stand-in API that fails the second DELETE with `status`. */
async function deleteThree(status: number, format: 'table' | 'json') {
  let out = '';
  let err = '';
  const sent: string[] = [];
  const client = {
    call: async (_method: string, path: string) => {
      sent.push(path);
      if (path === 'b') throw new ApiError(status, { title: 'Internal error', detail: 'the store is down' });
      return { status: 204, headers: {}, body: undefined };
    },
  } as unknown as ApiClient;
  const targets = ['a', 'b', 'c'].map((name) => ({
    label: `cluster "${name}"`,
    path: name,
    key: { id: name },
  }));
  const outcome = deleteEach(
    client,
    createPrinter(format, (text) => (out += text)),
    { out: () => undefined, err: (text) => (err += text) },
    targets,
    {},
  );
  return { outcome, sent, output: () => ({ out, err }) };
}

describe('deleteEach', () => {
  it('stops at a failure other than not found; -o json names on stderr what it deleted before', async () => {
    const json = await deleteThree(500, 'json');
    await expect(json.outcome).rejects.toMatchObject({ status: 500 });
    expect(json.sent).toEqual(['a', 'b']);
    expect(json.output()).toEqual({ out: '', err: 'Deleted before the error: cluster "a"\n' });

    // A table printed each deletion as it went: nothing to repeat.
    const table = await deleteThree(500, 'table');
    await expect(table.outcome).rejects.toMatchObject({ status: 500 });
    expect(table.output()).toEqual({ out: 'cluster "a" deleted\n', err: '' });
  });
});
