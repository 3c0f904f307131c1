import type { LogVisitBody } from '@site/contracts';
import { VISIT_ENDPOINT } from '../utils/visit-payload';

/**
 * Fire and forget: a beacon survives the page being left and never holds up navigation.
 * fetch with keepalive is the fallback when beacons are missing or refused (queue full).
 */
export function sendVisit(body: LogVisitBody): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function') {
      const queued = navigator.sendBeacon(VISIT_ENDPOINT, new Blob([json], { type: 'application/json' }));
      if (queued) return;
    }
  } catch (error) {
    console.warn('访问记录发送失败（beacon）', error);
  }
  fetch(VISIT_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    credentials: 'same-origin',
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn('访问记录发送失败', response.status);
    })
    .catch((error: unknown) => console.warn('访问记录发送失败', error));
}
