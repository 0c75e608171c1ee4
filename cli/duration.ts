/** Parses `90`, `90s`, `15m`, `1h`, `1d` into seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(text.trim());
  if (!match) throw new Error(`'${text}' is not a duration; use e.g. 90s, 15m, 1h or 1d`);
  const value = Number(match[1]);
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  return value * unit;
}
