// The public download page imports this: type imports only from @site/contracts (no zod there).
// A test keeps the labels equal to APP_PLATFORM_LABELS.
import type { AppDownloadView } from '@site/contracts';
import type { TFunction } from 'i18next';

/** Platform options, in the order the admin shows them. */
export const PLATFORMS = ['android', 'android-beta', 'ios', 'ios-beta'] as const;
type Platform = (typeof PLATFORMS)[number];
/** The public page shows these two. */
export const PUBLIC_PLATFORMS = ['android', 'android-beta'] as const;

const LABELS: Record<string, string> = {
  android: 'Android 版',
  'android-beta': 'Android 测试版',
  ios: 'iOS 版',
  'ios-beta': 'iOS 测试版',
};

/**
 * Any other platform is shown as its own name followed by 版本. A public page words it in its
 * language (`t`); the admin calls without one and stays Chinese.
 */
export function platformLabel(platform: string, t?: TFunction): string {
  const known = Object.hasOwn(LABELS, platform);
  if (t) return known ? t(`download.platforms.${platform as Platform}`) : t('download.otherPlatform', { platform });
  return known ? LABELS[platform] : `${platform} 版本`;
}

/** Per platform, the entry with the highest id (platforms without one are left out). */
export function latestByPlatform(configs: readonly AppDownloadView[], platforms: readonly string[]): AppDownloadView[] {
  return platforms.flatMap((platform) => {
    const latest = configs
      .filter((config) => config.platform === platform)
      .reduce<AppDownloadView | null>((best, config) => (best && best.id > config.id ? best : config), null);
    return latest ? [latest] : [];
  });
}

/** The admin's cards: known platforms in their order, others after them; newest first within one. */
export function sortForAdmin(configs: readonly AppDownloadView[]): AppDownloadView[] {
  const rank = (platform: string) => {
    const index = (PLATFORMS as readonly string[]).indexOf(platform);
    return index < 0 ? PLATFORMS.length : index;
  };
  return [...configs].sort(
    (a, b) => rank(a.platform) - rank(b.platform) || a.platform.localeCompare(b.platform) || b.id - a.id,
  );
}
