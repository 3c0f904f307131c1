import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('formats in local time, with seconds on request', () => {
    const local = new Date(2026, 0, 5, 9, 3, 7).toISOString();
    expect(formatDateTime(local)).toBe('2026-01-05 09:03');
    expect(formatDateTime(local, true)).toBe('2026-01-05 09:03:07');
  });

  it('gives an empty string for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
