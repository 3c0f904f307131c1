import { useQuery } from '@tanstack/react-query';
import { SETTINGS_DEFAULTS } from '@site/contracts';
import { useMemo } from 'react';
import { AppDownloadsScreen } from '../../../features/app-downloads/components/app-downloads-screen';
import { uploadLimits } from '../../../features/app-downloads/utils/upload-limits';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canView, canWrite } from '../../../features/auth/utils/permissions';
import { settingsTabQuery } from '../../../features/settings/api/admin-settings';
import { AdminPage } from '../../layouts/admin/admin-page';

/**
 * The QR upload checks files against the system settings' limits. Only admins may read those;
 * for editors the defaults stand in (the server applies the real ones and says so).
 */
function useUploadLimits(role: string) {
  const system = useQuery({ ...settingsTabQuery('system'), enabled: canView(role, 'settings') });
  return useMemo(() => {
    const defaults = SETTINGS_DEFAULTS.system;
    const { uploadMaxSize, allowedFileTypes } = system.data ?? {};
    return uploadLimits({
      uploadMaxSize: typeof uploadMaxSize === 'number' ? uploadMaxSize : defaults.uploadMaxSize,
      allowedFileTypes: typeof allowedFileTypes === 'string' ? allowedFileTypes : defaults.allowedFileTypes,
    });
  }, [system.data]);
}

export function AppDownloadsPage() {
  const { role } = useCurrentAdmin();
  const limits = useUploadLimits(role);
  return (
    <AdminPage title="APP下载">
      <AppDownloadsScreen canEdit={canWrite(role, 'app-downloads')} limits={limits} />
    </AdminPage>
  );
}
