import type { VisitLoggedEvent } from '@site/contracts';
import type { VisitLogEntity } from './visit-log.entity';
import type { VisitsRepository } from './visits.repository';
import { VisitsService } from './visits.service';

describe('VisitsService.record', () => {
  const event = (timestamp: string): VisitLoggedEvent => ({
    id: '7d3f4a4e-6b0e-4d5c-9d4f-1a2b3c4d5e6f',
    page_url: '/about',
    referer: null,
    user_agent: 'UA',
    timestamp,
    received_at: '2026-11-21T10:00:00.000Z',
    ip: '127.0.0.1',
  });

  function setup() {
    const insert = jest.fn<Promise<void>, [VisitLogEntity]>().mockResolvedValue(undefined);
    return { insert, service: new VisitsService({ insert } as unknown as VisitsRepository) };
  }

  it('stores the browser time when it is plausible, and never the address', async () => {
    const { insert, service } = setup();
    await service.record(event('2026-11-21T09:59:58.000Z'));
    const stored = insert.mock.calls[0][0];
    expect(stored.visitedAt.toISOString()).toBe('2026-11-21T09:59:58.000Z');
    expect(stored).not.toHaveProperty('ip');
  });

  it('replaces a browser time far in the future with the time the gateway received it', async () => {
    const { insert, service } = setup();
    await service.record(event('2027-01-01T00:00:00.000Z'));
    expect(insert.mock.calls[0][0].visitedAt.toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });
});
