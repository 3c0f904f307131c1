import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_LOCALE,
  Errors,
  IdentityEvents,
  type Locale,
  type MailSettingsReply,
  type MediaUsageSource,
  type PublicSettings,
  referencesOf,
  SETTINGS_DEFAULTS,
  SETTINGS_SECRETS,
  type SettingsByTab,
  settingsSaveSchemas,
  settingsSchemas,
  type SettingsTab,
  type SettingsView,
  toPublicSettings,
} from '@site/contracts';
import {
  describeZodError,
  EventBus,
  OutgoingRefusedError,
  type OutgoingPolicy,
  reportMediaUsage,
  resolveAllowed,
  ServiceException,
} from '@site/service-kit';
import { SMTP_POLICY } from '../outgoing-policies';
import { SettingsRepository } from './settings.repository';

/** Settings are read on every sign-in and session check; replicas see a save within this time. */
const CACHE_MS = 2000;

@Injectable()
export class SettingsService {
  private readonly cache = new Map<SettingsTab, { at: number; value: unknown }>();

  constructor(
    private readonly repository: SettingsRepository,
    private readonly events: EventBus,
    @Inject(SMTP_POLICY) private readonly smtpPolicy: OutgoingPolicy,
  ) {}

  /** In `locale`: its version of the translated fields, with the fallbacks toPublicSettings declares. */
  async getPublic(locale: Locale = DEFAULT_LOCALE): Promise<PublicSettings> {
    const [general, system, product] = await Promise.all([
      this.getTab('general'),
      this.getTab('system'),
      this.getTab('product'),
    ]);
    return toPublicSettings(general, system, product, locale);
  }

  /** The IndexNow key while IndexNow is on, for the gateway's `/<key>.txt` (null: serve no key). */
  async getIndexNowKey(): Promise<{ key: string | null }> {
    const system = await this.getTab('system');
    return { key: system.indexNowEnabled && system.indexNowKey ? system.indexNowKey : null };
  }

  /** For the contact service's notices only: the email tab with its password, and where to send. */
  async getMailSettings(): Promise<MailSettingsReply> {
    const [email, general] = await Promise.all([this.getTab('email'), this.getTab('general')]);
    return { email, contactEmail: general.contactEmail, siteName: general.siteName };
  }

  /** The uploads the settings show (logo, favicon), read past the short cache. */
  async usageList(): Promise<{ sources: MediaUsageSource[]; next: null }> {
    const source = await this.generalUsage();
    return { sources: source.references.length ? [source] : [], next: null };
  }

  private async generalUsage(): Promise<MediaUsageSource> {
    const stored = await this.repository.findTabs(['general']);
    const general = resolveTab('general', stored.get('general'));
    return {
      kind: 'settings',
      id: 'general',
      label: '基本设置',
      references: referencesOf({ logo_url: general.logoUrl.trim(), favicon_url: general.faviconUrl.trim() }),
    };
  }

  /** The whole tab, secrets included: for use inside this service only. */
  async getTab<T extends SettingsTab>(tab: T): Promise<SettingsByTab[T]> {
    const hit = this.cache.get(tab);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as SettingsByTab[T];
    const stored = await this.repository.findTabs([tab]);
    const value = resolveTab(tab, stored.get(tab));
    this.cache.set(tab, { at: Date.now(), value });
    return value;
  }

  async view<T extends SettingsTab>(tab: T): Promise<SettingsView<T>> {
    return redact(tab, await this.getTab(tab));
  }

  /**
   * Saves a tab: fields not sent keep their value, an empty SMTP password keeps the stored
   * one, and the result must satisfy the tab's rules or nothing is written.
   */
  async save<T extends SettingsTab>(tab: T, input: Record<string, unknown>): Promise<SettingsView<T>> {
    const current = (await this.getTab(tab)) as Record<string, unknown>;
    const secret = SETTINGS_SECRETS[tab];
    const unknown = Object.keys(input).filter((key) => !(key in current) && key !== secret?.flag);
    if (unknown.length) throw new ServiceException(Errors.unknownSettings(unknown));
    const merged: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(input)) {
      if (key === secret?.flag) continue;
      // An empty secret keeps the stored one (the form never shows it).
      if (key === secret?.field && (value === '' || value === null || value === undefined)) continue;
      merged[key] = key === 'translations' ? mergeTranslations(current.translations, value) : value;
    }
    const parsed = settingsSaveSchemas[tab].safeParse(merged);
    if (!parsed.success) throw new ServiceException(Errors.validation(describeZodError(parsed.error)));
    if (tab === 'email') await this.checkSmtpServer((parsed.data as SettingsByTab['email']).smtpServer);
    await this.repository.upsert(tab, parsed.data);
    this.cache.delete(tab);
    await this.events.publish(IdentityEvents.settingsUpdated, { tab });
    if (tab === 'general')
      await reportMediaUsage(this.events, IdentityEvents.mediaUsageReported, await this.generalUsage());
    return redact(tab, parsed.data as SettingsByTab[T]);
  }

  /**
   * An SMTP server on this machine, a private network or another refused address (in any
   * spelling, or a name that resolves to one) is refused with a Chinese 400, unless
   * SMTP_ALLOW_HOSTS allows it. A name that does not resolve now is saved: DNS may be down for a
   * moment, and the mail worker checks again on every send.
   */
  private async checkSmtpServer(host: string): Promise<void> {
    if (!host.trim()) return;
    try {
      await resolveAllowed(host, this.smtpPolicy);
    } catch (error) {
      if (error instanceof OutgoingRefusedError && error.reason === 'unresolvable') return;
      throw error;
    }
  }
}

/**
 * A language left out of a save keeps its version; one sent (or null) replaces it. Anything but an
 * object is left for the tab's rules to refuse.
 */
function mergeTranslations(current: unknown, given: unknown): unknown {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return given;
  return { ...(current as Record<string, unknown>), ...given };
}

/** The tab without its secret (SMTP password, Baidu push token): only whether one is set. */
function redact<T extends SettingsTab>(tab: T, values: SettingsByTab[T]): SettingsView<T> {
  const secret = SETTINGS_SECRETS[tab];
  if (!secret) return values as SettingsView<T>;
  const { [secret.field]: hidden, ...rest } = values as Record<string, unknown>;
  return { ...rest, [secret.flag]: typeof hidden === 'string' && hidden.length > 0 } as SettingsView<T>;
}

/**
 * Stored values over the defaults, field by field: a field that is missing or no longer
 * valid (an older version wrote it) takes its default instead of breaking the read.
 */
export function resolveTab<T extends SettingsTab>(
  tab: T,
  stored: Record<string, unknown> | undefined,
): SettingsByTab[T] {
  const defaults = SETTINGS_DEFAULTS[tab] as Record<string, unknown>;
  const shape = settingsSchemas[tab].shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean; data?: unknown } }
  >;
  const resolved: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) {
    const parsed = stored && key in stored ? shape[key].safeParse(stored[key]) : { success: false };
    resolved[key] = parsed.success ? parsed.data : defaults[key];
  }
  return resolved as SettingsByTab[T];
}
