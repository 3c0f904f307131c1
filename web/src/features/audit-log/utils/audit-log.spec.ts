import { auditLogPath, browserSummary, methodColor, statusColor } from './audit-log';

describe('auditLogPath', () => {
  it('asks for one page, with the search only when there is one', () => {
    expect(auditLogPath({ page: 2, limit: 20, search: '' })).toBe('/api/audit-logs?page=2&limit=20');
    expect(auditLogPath({ page: 1, limit: 20, search: '  用户 a&b ' })).toBe(
      '/api/audit-logs?page=1&limit=20&search=%E7%94%A8%E6%88%B7+a%26b',
    );
  });
});

describe('colours', () => {
  it('tells success, refusal and failure apart', () => {
    expect(statusColor(204)).toBe('green');
    expect(statusColor(403)).toBe('orange');
    expect(statusColor(503)).toBe('red');
    expect(methodColor('delete')).toBe('red');
    expect(methodColor('GET')).toBe('default');
  });
});

describe('browserSummary', () => {
  it('names the browser, its major version and the system', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    expect(browserSummary(chrome)).toBe('Chrome 120 · Windows');
    expect(browserSummary(`${chrome} Edg/120.0.2210.91`)).toBe('Edge 120 · Windows');
    expect(
      browserSummary(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iOS');
    expect(
      browserSummary(
        'Mozilla/5.0 (Linux; Android 13; V2154A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.44',
      ),
    ).toBe('微信 8 · Android');
    expect(browserSummary('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe(
      'Firefox 121 · macOS',
    );
  });

  it('shows the first word of an unknown client, and null without one', () => {
    expect(browserSummary('curl/8.5.0')).toBe('curl 8');
    expect(browserSummary('node')).toBe('node');
    expect(browserSummary('SomeBot/2.1 (+https://example.com)')).toBe('SomeBot');
    expect(browserSummary('')).toBeNull();
    expect(browserSummary(null)).toBeNull();
  });
});
