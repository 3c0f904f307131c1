import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveAdminSession } from '../features/auth/utils/admin-session';
import { server } from './api-server';

// What the specs of the editors' 英文版本 tabs (news, products, pages) share: the editor signed in, the
// calls every editor screen makes besides its record, and where the English panel is.

/** Signs in 编辑甲 (an editor) and answers the session, the settings and the categories. */
export function serveEditor() {
  saveAdminSession({ username: 'editor1', name: '编辑甲', role: 'editor' });
  server.use(
    http.get('/api/session', () =>
      HttpResponse.json({
        user: { id: 2, username: 'editor1', name: '编辑甲', email: 'e@example.com', role: 'editor' },
      }),
    ),
    http.get('/api/settings', () => HttpResponse.json({})),
    http.get('/api/categories', () => HttpResponse.json([])),
  );
}

export const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;

export const englishTab = () => screen.getByRole('tab', { name: /英文版本/ });

/** The English panel, once its tab is open. */
export const englishPanel = () => screen.getByText('英文版本', { selector: 'h5' }).closest<HTMLElement>('.ant-card')!;

export const valueOf = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText<HTMLInputElement>(label).value;
