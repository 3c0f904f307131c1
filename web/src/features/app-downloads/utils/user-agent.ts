/** In-app browsers that block APK downloads: the page asks to be opened in the system browser. */
export type BlockingBrowser = 'wechat' | 'qq';

/**
 * WeChat says MicroMessenger. QQ's in-app browser adds `QQ/<version>` (its UA also carries
 * MQQBrowser, the engine, which the stand-alone QQ Browser app has too: that one downloads fine).
 */
export function blockingInAppBrowser(userAgent: string | null | undefined): BlockingBrowser | null {
  if (!userAgent) return null;
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  if (/(?:^|[\s;(])QQ\/\d/.test(userAgent)) return 'qq';
  return null;
}
