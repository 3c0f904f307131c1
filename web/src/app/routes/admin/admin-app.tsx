import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useTheme } from '../../../features/theme/hooks/use-theme';
import { AdminLoginPage } from './login';

/** Root of the admin chunk: antd with the Chinese locale, following the site's light/dark choice. */
export default function AdminApp() {
  const { theme } = useTheme();
  return (
    <ConfigProvider
      locale={zhCN}
      // antd would render 登录 as "登 录"; the spec's labels are written without the space.
      button={{ autoInsertSpace: false }}
      theme={{
        algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { colorPrimary: '#1d4ed8', borderRadius: 8, fontFamily: 'var(--font-sans)' },
      }}
    >
      <AntdApp>
        <Routes>
          <Route path="login" element={<AdminLoginPage />} />
          {/* The back-office screens arrive in later issues; until then every other admin path leads to login. */}
          <Route path="*" element={<Navigate to="/admin/login" replace />} />
        </Routes>
      </AntdApp>
    </ConfigProvider>
  );
}
