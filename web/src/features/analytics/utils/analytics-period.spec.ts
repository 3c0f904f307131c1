import { PERIOD_OPTIONS, parsePeriod, periodLabel } from './analytics-period';

describe('parsePeriod', () => {
  it('reads the four periods', () => {
    expect(['1', '7', '30', '365'].map(parsePeriod)).toEqual([1, 7, 30, 365]);
    expect(parsePeriod(' 30 ')).toBe(30);
  });

  it('falls back to the week for anything else', () => {
    for (const value of [null, undefined, '', '0', '14', '366', '-7', '7.5', '1e2', 'year', '30abc']) {
      expect(parsePeriod(value)).toBe(7);
    }
  });
});

describe('period labels', () => {
  it('names the selector options in order: day, week, month, year', () => {
    expect(PERIOD_OPTIONS.map((option) => `${option.label}:${option.days}`)).toEqual([
      '今日:1',
      '本周:7',
      '本月:30',
      '本年:365',
    ]);
    expect(periodLabel(30)).toBe('本月');
    expect(periodLabel(90)).toBe('近90天');
  });
});
