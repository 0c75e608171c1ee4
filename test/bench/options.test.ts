import { parseOptions, UsageError } from '../../bench/main';

describe('benchmark options', () => {
  it('reads the profile overrides as whole numbers', () => {
    const parsed = parseOptions(['--quick', '--clusters', '2000', '--regions', '5']);
    expect(parsed.values.quick).toBe(true);
    expect(parsed.clusters).toBe(2000);
    expect(parsed.regions).toBe(5);
    expect(parsed.help).toBe(false);
  });

  it.each([
    [['--clusters', 'many'], /--clusters must be a positive whole number, got 'many'/],
    [['--clusters', '0'], /--clusters must be a positive whole number/],
    [['--regions', '2.5'], /--regions must be a positive whole number/],
    [['--profile', 'huge'], /--profile must be one of full, quick, reference.*, got 'huge'/],
  ])('refuses %j with a message that names the option', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(UsageError);
    expect(() => parseOptions(argv)).toThrow(message);
  });

  it('reads a soak duration in seconds, minutes or hours', () => {
    expect(parseOptions(['--soak', '30m']).soakSeconds).toBe(1800);
    expect(parseOptions(['--soak', '90s']).soakSeconds).toBe(90);
    expect(parseOptions(['--soak', '2h']).soakSeconds).toBe(7200);
    expect(parseOptions(['--soak', '45']).soakSeconds).toBe(45);
    expect(parseOptions([]).soakSeconds).toBeUndefined();
    expect(() => parseOptions(['--soak', '30 minutes'])).toThrow(/--soak must be a duration/);
    expect(() => parseOptions(['--soak', '0m'])).toThrow(UsageError);
  });

  it('runs behind HAProxy only when asked, and names the one front end it knows', () => {
    expect(parseOptions(['--front-end', 'haproxy']).frontEnd).toBe('haproxy');
    expect(parseOptions([]).frontEnd).toBeUndefined();
    expect(() => parseOptions(['--front-end', 'nginx'])).toThrow(/--front-end must be haproxy, got 'nginx'/);
  });

  it('refuses unknown options instead of ignoring them', () => {
    expect(() => parseOptions(['--cluster', '10'])).toThrow(/Unknown option '--cluster'/);
  });
});
