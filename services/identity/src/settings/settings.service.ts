import { Injectable } from '@nestjs/common';
import {
  type PublicSettings,
  SETTINGS_DEFAULTS,
  settingsSchemas,
  type SettingsByTab,
  type SettingsTab,
  toPublicSettings,
} from '@site/contracts';
import { SettingsRepository } from './settings.repository';

@Injectable()
export class SettingsService {
  constructor(private readonly repository: SettingsRepository) {}

  async getPublic(): Promise<PublicSettings> {
    const stored = await this.repository.findTabs(['general', 'system']);
    return toPublicSettings(resolveTab('general', stored.get('general')), resolveTab('system', stored.get('system')));
  }
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
