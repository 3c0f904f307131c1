import type { TrafficSource } from '@site/contracts';

/** A visit's origin: 'internal' is navigation inside the site and is no source at all. */
export interface SourceOf {
  source: TrafficSource | 'internal';
  /** The engine or network ('Baidu', 'WeChat'…), the referring host for referrals, '' for direct. */
  name: string;
}

interface KnownSite {
  name: string;
  source: 'search' | 'social';
  /** Registrable domains; a host matches the domain or any subdomain of it. */
  domains: string[];
}

const KNOWN_SITES: KnownSite[] = [
  { name: 'Baidu', source: 'search', domains: ['baidu.com'] },
  { name: 'Sogou', source: 'search', domains: ['sogou.com'] },
  { name: '360', source: 'search', domains: ['so.com', '360.cn', 'haosou.com'] },
  { name: 'Shenma', source: 'search', domains: ['sm.cn'] },
  { name: 'Bing', source: 'search', domains: ['bing.com'] },
  { name: 'WeChat', source: 'social', domains: ['weixin.qq.com', 'wx.qq.com'] },
  { name: 'Weibo', source: 'social', domains: ['weibo.com', 'weibo.cn', 't.cn'] },
  { name: 'Douyin', source: 'social', domains: ['douyin.com', 'iesdouyin.com'] },
  { name: 'Xiaohongshu', source: 'social', domains: ['xiaohongshu.com', 'xhslink.com'] },
  { name: 'Zhihu', source: 'social', domains: ['zhihu.com'] },
];

/** google.com, google.com.hk, google.co.jp…: Google runs a domain per country. */
const GOOGLE = /(^|\.)google\.(com|co)?(\.[a-z]{2})?$/;
/** WeChat's in-app browser (and WeCom's) often sends no referrer at all. */
const WECHAT_AGENT = /MicroMessenger|wxwork/i;

const matches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * Classifies where a visit came from. `siteHost` is the host the visitor asked for: a referrer on
 * it means a click inside the site. A referrer that is not an http(s) URL counts as none.
 */
export function classifySource(referer: string | null, userAgent: string | null, siteHost: string | null): SourceOf {
  const refHost = referer ? hostOf(referer) : null;
  const ownHost = siteHost
    ? siteHost
        .toLowerCase()
        .replace(/:\d+$/, '')
        .replace(/^www\./, '')
    : null;
  if (refHost && ownHost && refHost === ownHost) return { source: 'internal', name: '' };
  if (userAgent && WECHAT_AGENT.test(userAgent)) return { source: 'social', name: 'WeChat' };
  if (!refHost) return { source: 'direct', name: '' };
  if (GOOGLE.test(refHost)) return { source: 'search', name: 'Google' };
  const known = KNOWN_SITES.find((site) => site.domains.some((domain) => matches(refHost, domain)));
  if (known) return { source: known.source, name: known.name };
  return { source: 'referral', name: refHost.slice(0, 100) };
}
