import type { ScheduledItem } from '@site/contracts';
import { ScheduleList } from '../../../features/publishing/components/schedule-list';
import { usePublicSettings } from '../../../features/settings/api/get-public-settings';
import { AdminPage } from '../../layouts/admin/admin-page';

/** Each record type's editor (the media library links the same places); an English schedule, its 英文版本 tab. */
export function scheduleEditorPath(item: ScheduledItem): string | null {
  const english = item.locale === 'en';
  switch (item.type) {
    case 'news':
      return `/admin/news/edit/${item.id}${english ? '?lang=en' : ''}`;
    case 'product':
      return `/admin/products?edit=${item.id}${english ? '&lang=en' : ''}`;
    // The item names a page by id and title; its editor is by key, one click from the list.
    case 'page':
      return '/admin/pages';
    default:
      return null;
  }
}

/** 定时发布: every schedule set, by day in the site's time zone. Any staff member reads it. */
export function SchedulesPage() {
  const { settings } = usePublicSettings();
  return (
    <AdminPage title="定时发布">
      <ScheduleList timeZone={settings.timeZone} editorPath={scheduleEditorPath} />
    </AdminPage>
  );
}
