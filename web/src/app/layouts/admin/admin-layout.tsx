import {
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DownOutlined,
  FileTextOutlined,
  HistoryOutlined,
  LayoutOutlined,
  LogoutOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  PictureOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Dropdown, Grid, Layout, Menu, Space, Spin, Tag, theme, type MenuProps } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { roleTagLabel, type AdminArea } from '../../../features/auth/utils/permissions';
import { activeNavKey, navItemsFor } from './admin-nav';
import styles from './admin-layout.module.css';

const ICONS: Record<AdminArea, ReactNode> = {
  dashboard: <DashboardOutlined />,
  products: <ShoppingOutlined />,
  news: <FileTextOutlined />,
  schedules: <ScheduleOutlined />,
  media: <PictureOutlined />,
  pages: <LayoutOutlined />,
  users: <TeamOutlined />,
  categories: <AppstoreOutlined />,
  contacts: <MessageOutlined />,
  'app-downloads': <MobileOutlined />,
  analytics: <BarChartOutlined />,
  settings: <SettingOutlined />,
  'audit-logs': <HistoryOutlined />,
  profile: <UserOutlined />,
};

const ROLE_COLORS: Record<string, string> = { admin: 'red', editor: 'blue', viewer: 'green' };

const ACCOUNT_MENU: MenuProps['items'] = [
  { key: 'profile', icon: <UserOutlined />, label: '个人资料' },
  { key: 'account', icon: <SettingOutlined />, label: '账户设置' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
];

/** Admin layout: collapsible sidebar (a drawer on phones), top bar with the role label and the account menu. */
export function AdminLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Below antd's sm breakpoint (576 px) a sidebar would take half the screen: it becomes a drawer.
  const phone = Grid.useBreakpoint().sm === false;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentAdmin();
  const { token } = theme.useToken();
  const { logOut, pending } = useLogout(() => void navigate('/admin/login', { replace: true }));

  const menuItems: MenuProps['items'] = navItemsFor(user.role).map((item) => ({
    key: item.key,
    icon: ICONS[item.key],
    label: <Link to={item.path}>{item.label}</Link>,
  }));
  const active = activeNavKey(pathname);
  const nav = (
    <nav aria-label="后台导航">
      {/* Choosing a screen closes the drawer on phones. */}
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={active ? [active] : []}
        items={menuItems}
        onClick={() => setDrawerOpen(false)}
      />
    </nav>
  );

  const onAccountMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/admin/profile');
    else if (key === 'account') void navigate('/admin/profile?tab=account');
    else if (key === 'logout') logOut();
  };

  return (
    <Layout className={styles.shell}>
      {phone ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={240}
          closable={false}
          title={null}
          classNames={{ body: styles.drawerBody }}
        >
          <Link to="/admin/dashboard" className={styles.brand}>
            管理后台
          </Link>
          {nav}
        </Drawer>
      ) : (
        <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="lg" width={220}>
          <Link to="/admin/dashboard" className={styles.brand}>
            {collapsed ? '后台' : '管理后台'}
          </Link>
          {nav}
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <Layout.Header className={styles.header} style={{ background: token.colorBgContainer }}>
          {phone && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label="打开导航"
              aria-expanded={drawerOpen}
              className={styles.menuButton}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <Space size="middle">
            <Tag color={ROLE_COLORS[user.role] ?? 'default'} title="当前角色">
              {roleTagLabel(user.role)}
            </Tag>
            <Dropdown menu={{ items: ACCOUNT_MENU, onClick: onAccountMenu }} trigger={['click']}>
              <Button type="text" loading={pending} aria-label={`账户菜单：${user.name || user.username}`}>
                <UserOutlined />
                <span>{user.name || user.username || '未命名用户'}</span>
                <DownOutlined />
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Suspense fallback={<Spin className={styles.loading} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
