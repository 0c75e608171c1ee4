import { PassThrough } from 'node:stream';
import { askOnTerminal } from '../../../cli/program/confirm';

/** The terminal prompt over stand-in streams: what a user types, and what they see. */
describe('askOnTerminal', () => {
  const ask = (typed: (input: PassThrough) => void) => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    const answer = askOnTerminal('Delete cluster c-1? (y/n): ', input, output);
    typed(input);
    return answer.then((value) => ({ value, shown }));
  };

  it('shows the question and answers the line typed', async () => {
    const { value, shown } = await ask((input) => input.write('yes\r'));
    expect(value).toBe('yes');
    expect(shown).toContain('Delete cluster c-1? (y/n): ');
  });

  it('answers undefined to Ctrl+C, so the command stops instead of waiting', async () => {
    expect((await ask((input) => input.write('\x03'))).value).toBeUndefined();
  });

  it("answers '' (no) when input ends (Ctrl+D, or a closed stdin)", async () => {
    expect((await ask((input) => input.end())).value).toBe('');
  });
});
