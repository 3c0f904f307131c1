import type { DeviceType } from '@site/contracts';
import { createIsbotFromList, list } from 'isbot';
import { UAParser } from 'ua-parser-js';

export interface AgentOf {
  device: DeviceType;
  browser: string;
  os: string;
  isBot: boolean;
}

/** China's own crawlers, named here as well as in isbot's list so they can never slip through an update. */
const CHINESE_CRAWLERS = /Baiduspider|Bytespider|PetalBot|Sogou[\w -]*spider|360Spider|HaosouSpider|YisouSpider/i;
/**
 * isbot's list, less its bare 'sogou' pattern: that one also matches Sogou's mobile browser, which
 * many real visitors use. Sogou's crawlers are caught by CHINESE_CRAWLERS (and by 'spider').
 */
const isbot = createIsbotFromList(list.filter((pattern) => pattern !== 'sogou'));
const DESKTOP_OS = /^(Windows|Mac OS|macOS|Linux|Ubuntu|Debian|Fedora|Chromium OS|Chrome OS|FreeBSD)/i;

export function isBotAgent(userAgent: string | null): boolean {
  // Browsers always send one; an empty agent is a script.
  if (!userAgent || !userAgent.trim()) return true;
  return CHINESE_CRAWLERS.test(userAgent) || isbot(userAgent);
}

/** Device, browser and OS from the user agent (ua-parser-js), and whether it is a crawler. */
export function parseAgent(userAgent: string | null): AgentOf {
  const isBot = isBotAgent(userAgent);
  if (!userAgent) return { device: 'other', browser: '', os: '', isBot };
  const result = new UAParser(userAgent).getResult();
  const os = (result.os.name ?? '').slice(0, 50);
  let device: DeviceType;
  switch (result.device.type) {
    case 'mobile':
      device = 'mobile';
      break;
    case 'tablet':
      device = 'tablet';
      break;
    case undefined:
      // ua-parser-js leaves the type out for desktops.
      device = DESKTOP_OS.test(os) ? 'desktop' : 'other';
      break;
    default:
      device = 'other';
  }
  return { device, browser: (result.browser.name ?? '').slice(0, 50), os, isBot };
}
