import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { AdminArea } from '../../../features/auth/utils/permissions';
import { AdminLayout } from '../../layouts/admin/admin-layout';
import { AdminPage } from '../../layouts/admin/admin-page';
import { AdminNotFoundPage } from './admin-not-found';
import { AntdRoot } from './antd-root';
import { ForgotPasswordPage } from './forgot-password';
import { AdminLoginPage } from './login';
import { ResetPasswordPage } from './reset-password';
import { AcceptInvitePage } from './accept-invite';
import { ConfirmEmailPage } from './confirm-email';
import { RequireAdmin } from './require-admin';
import { RoleGate } from './role-gate';

// Screens load on first visit, so the login page stays light (tables, tabs and zod come later).
const UsersPage = lazy(() => import('./users').then((m) => ({ default: m.UsersPage })));
const SettingsPage = lazy(() => import('./settings').then((m) => ({ default: m.SettingsPage })));
const AuditLogsPage = lazy(() => import('./audit-logs').then((m) => ({ default: m.AuditLogsPage })));
const ProfilePage = lazy(() => import('./profile').then((m) => ({ default: m.ProfilePage })));
const ProductsPage = lazy(() => import('./products').then((m) => ({ default: m.ProductsPage })));
const CategoriesPage = lazy(() => import('./categories').then((m) => ({ default: m.CategoriesPage })));
const NewsPage = lazy(() => import('./news').then((m) => ({ default: m.NewsPage })));
const NewsEditorPage = lazy(() => import('./news-editor').then((m) => ({ default: m.NewsEditorPage })));
const ContactsPage = lazy(() => import('./contacts').then((m) => ({ default: m.ContactsPage })));
const AppDownloadsPage = lazy(() => import('./app-downloads').then((m) => ({ default: m.AppDownloadsPage })));
const DashboardPage = lazy(() => import('./dashboard').then((m) => ({ default: m.DashboardPage })));
const AnalyticsPage = lazy(() => import('./analytics').then((m) => ({ default: m.AnalyticsPage })));
const MediaPage = lazy(() => import('./media').then((m) => ({ default: m.MediaPage })));
const PagesPage = lazy(() => import('./pages').then((m) => ({ default: m.PagesPage })));
const SchedulesPage = lazy(() => import('./schedules').then((m) => ({ default: m.SchedulesPage })));
const PageEditorPage = lazy(() => import('./page-editor').then((m) => ({ default: m.PageEditorPage })));

/** Root of the admin chunk: antd with the Chinese locale, following the site's light/dark choice. */
export default function AdminApp() {
  return (
    <AntdRoot>
      <AdminRoutes />
    </AntdRoot>
  );
}

/** Users, settings and the audit log: the title always, the screen only for roles that may use it. */
const adminOnly = (area: AdminArea, title: string, screen: ReactNode) => (
  <AdminPage title={title}>
    <RoleGate area={area}>{screen}</RoleGate>
  </AdminPage>
);

function AdminRoutes() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="accept-invite" element={<AcceptInvitePage />} />
      <Route path="confirm-email" element={<ConfirmEmailPage />} />
      <Route element={<RequireAdmin />}>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="news" element={<NewsPage />} />
          <Route path="news/edit" element={<NewsEditorPage />} />
          <Route path="news/edit/:id" element={<NewsEditorPage />} />
          <Route path="schedules" element={<SchedulesPage />} />
          <Route path="media" element={<MediaPage />} />
          <Route path="pages" element={<PagesPage />} />
          <Route path="pages/:key" element={<PageEditorPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="contacts" element={<ContactsPage />} />
          <Route path="app-downloads" element={<AppDownloadsPage />} />
          <Route path="analytics" element={<AnalyticsPage />} />
          <Route path="users" element={adminOnly('users', '用户管理', <UsersPage />)} />
          <Route path="settings" element={adminOnly('settings', '系统设置', <SettingsPage />)} />
          <Route path="audit-logs" element={adminOnly('audit-logs', '操作日志', <AuditLogsPage />)} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
