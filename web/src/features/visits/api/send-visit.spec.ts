import { sendVisit } from './send-visit';

const body = { page_url: '/', referer: null, user_agent: 'UA', timestamp: '2025-01-01T00:00:00.000Z' };

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe('sendVisit', () => {
  const originalBeacon = Object.getOwnPropertyDescriptor(Navigator.prototype, 'sendBeacon');
  let fetchMock: jest.Mock;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204 });
    global.fetch = fetchMock;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    if (originalBeacon) Object.defineProperty(Navigator.prototype, 'sendBeacon', originalBeacon);
    else delete (Navigator.prototype as Partial<Navigator>).sendBeacon;
    warn.mockRestore();
  });

  function stubBeacon(impl: ((url: string, data: Blob) => boolean) | undefined) {
    Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: impl, configurable: true, writable: true });
  }

  it('queues a JSON beacon and does not fetch', async () => {
    const beacon = jest.fn().mockReturnValue(true);
    stubBeacon(beacon);
    sendVisit(body);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/log-visit');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await readBlob(blob))).toEqual(body);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    stubBeacon(() => false);
    sendVisit(body);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/log-visit',
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(body) }),
    );
  });

  it('falls back to fetch when beacons are unavailable', () => {
    stubBeacon(undefined);
    sendVisit(body);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('only logs when the fallback fails', async () => {
    stubBeacon(undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(() => sendVisit(body)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith('访问记录发送失败', expect.any(TypeError));
  });
});
