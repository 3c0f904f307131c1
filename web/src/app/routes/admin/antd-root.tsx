import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTheme } from '../../../features/theme/hooks/use-theme';

/** antd with the Chinese locale, following the site's light/dark choice: the admin, and admin screens shown elsewhere. */
export function AntdRoot({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  return (
    <ConfigProvider
      locale={zhCN}
      // antd would render 登录 as "登 录"; our labels are written without the space.
      button={{ autoInsertSpace: false }}
      theme={{
        algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { colorPrimary: '#1d4ed8', borderRadius: 8, fontFamily: 'var(--font-sans)' },
      }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
