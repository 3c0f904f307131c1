import { auditLogPath, methodColor, statusColor } from './audit-log';

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
