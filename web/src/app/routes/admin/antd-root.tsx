import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTheme } from '../../../features/theme/hooks/use-theme';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import './antd-overrides.css';

// antd's stock greys, links and reds read below 4.5:1 on their own backgrounds (WCAG AA): these reach it.
const LIGHT_TOKENS = {
  colorPrimary: '#1d4ed8',
  colorLink: '#1d4ed8',
  colorInfo: '#1d4ed8',
  colorError: '#cf1322',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
};
const DARK_TOKENS = {
  colorPrimary: '#1d4ed8',
  colorLink: '#6b93ff',
  colorInfo: '#6b93ff',
  colorError: '#ff6b6b',
  colorTextDescription: 'rgba(255, 255, 255, 0.6)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
};

/** antd with the Chinese locale, following the site's light/dark choice: the admin, and admin screens shown elsewhere. */
export function AntdRoot({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={zhCN}
      // antd would render 登录 as "登 录"; our labels are written without the space.
      button={{ autoInsertSpace: false }}
      theme={{
        algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: {
          ...(theme === 'dark' ? DARK_TOKENS : LIGHT_TOKENS),
          borderRadius: 8,
          fontFamily: 'var(--font-sans)',
          // Visitors who ask for less motion get none from antd either (modals, drawers, messages), as the
          // site's own stylesheet already does.
          motion: !reducedMotion,
        },
        // The dark palette's selected tab (#1c45bb) reads 2.3:1 on the dark card.
        components:
          theme === 'dark' ? { Tabs: { itemSelectedColor: '#6b93ff', itemActiveColor: '#6b93ff' } } : undefined,
      }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
