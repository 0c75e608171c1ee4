import { createLogger } from '../../../functions/platform/logger';

function lines(log: (logger: ReturnType<typeof createLogger>) => void): Record<string, unknown>[] {
  const written: string[] = [];
  log(createLogger('debug', (line) => written.push(line)));
  return written.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('JSON logger', () => {
  it('writes the event name as message, with its fields', () => {
    const [line] = lines((logger) =>
      logger.warn('gitops export failed', { tenantId: 'contoso', attempt: 2 }),
    );
    expect(line).toMatchObject({
      level: 'warn',
      message: 'gitops export failed',
      tenantId: 'contoso',
      attempt: 2,
    });
    expect(Number.isNaN(Date.parse(String(line!.time)))).toBe(false);
  });

  it('keeps the event name when a field is called message (alerts select lines by it)', () => {
    const [line] = lines((logger) =>
      logger.error('gitops export failed', { message: 'push rejected', level: 'x', time: 'y', traceId: 'z' }),
    );
    expect(line).toMatchObject({
      level: 'error',
      message: 'gitops export failed',
      'field.message': 'push rejected',
      'field.level': 'x',
      'field.time': 'y',
      'field.traceId': 'z',
    });
    expect(line!.time).not.toBe('y');
    expect(line!.traceId).toBeUndefined();
  });

  it('drops lines below its level', () => {
    const written: string[] = [];
    const logger = createLogger('warn', (line) => written.push(line));
    logger.info('cluster registered');
    logger.debug('cluster registered');
    expect(written).toEqual([]);
  });
});
