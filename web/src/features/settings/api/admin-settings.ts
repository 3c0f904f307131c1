import { queryOptions } from '@tanstack/react-query';
import type { SettingsTab } from '@site/contracts';
import { api } from '../../../lib/api-client';

/** One tab's values as the server shows them (email: `smtpPasswordSet` instead of the password). */
export type SettingsValues = Record<string, unknown>;

export const settingsTabQuery = (tab: SettingsTab) =>
  queryOptions({
    queryKey: ['admin', 'settings', tab],
    queryFn: ({ signal }) => api.get<SettingsValues>(`/api/settings?tab=${tab}`, { signal }),
  });

export async function saveSettings(tab: SettingsTab, settings: SettingsValues): Promise<SettingsValues> {
  const answer = await api.post<{ updatedSettings?: SettingsValues } | undefined>('/api/settings', { tab, settings });
  return answer?.updatedSettings ?? settings;
}
