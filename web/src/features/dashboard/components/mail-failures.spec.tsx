/**
 * @jest-environment jest-fixed-jsdom
 */
import type { MailFailuresReply } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { MailFailures } from './mail-failures';

const reply = (fields: Partial<MailFailuresReply> = {}): MailFailuresReply => ({
  smtpReady: true,
  siteUrlSet: true,
  contactUnavailable: false,
  items: [],
  ...fields,
});
const answer = (body: MailFailuresReply) =>
  server.use(http.get('/api/admin/mail-failures', () => HttpResponse.json(body)));
const card = () => screen.findByRole('group', { name: '邮件发送问题' });

describe('MailFailures', () => {
  listenDuringTests();

  it('lists each mail that did not go out: kind in Chinese, whose, result and reason', async () => {
    answer(
      reply({
        siteUrlSet: false,
        items: [
          {
            source: 'account',
            kind: 'password-reset',
            state: 'skipped',
            at: '2026-03-02T08:30:00.000Z',
            reason: '未设置网站地址',
            about: 'wang',
          },
          {
            source: 'contact',
            kind: 'contact-notice',
            state: 'failed',
            at: '2026-03-01T08:30:00.000Z',
            reason: 'Invalid login: 535 5.7.8 Error: authentication failed',
            about: '留言 #12：咨询报价',
          },
        ],
      }),
    );
    renderAdmin(
      <MemoryRouter>
        <MailFailures />
      </MemoryRouter>,
    );
    const group = await card();
    expect(within(group).getByText('未设置网站地址：重置密码和邀请链接无法发送')).toBeTruthy();
    const reset = within(group).getByText('重置密码链接').closest('tr')!;
    expect(within(reset).getByText('wang')).toBeTruthy();
    expect(within(reset).getByText('未发送')).toBeTruthy();
    expect(within(reset).getByText('未设置网站地址')).toBeTruthy();
    const notice = within(group).getByText('新留言通知').closest('tr')!;
    expect(within(notice).getByText('发送失败')).toBeTruthy();
    expect(within(notice).getByText('留言 #12：咨询报价')).toBeTruthy();
    expect(within(notice).getByText(/535 5\.7\.8/)).toBeTruthy();
  });

  it('says plainly when the SMTP settings are incomplete, and when the contact service did not answer', async () => {
    answer(reply({ smtpReady: false, contactUnavailable: true }));
    renderAdmin(
      <MemoryRouter>
        <MailFailures />
      </MemoryRouter>,
    );
    const group = await card();
    expect(within(group).getByText('邮件设置不完整：任何邮件都无法发送')).toBeTruthy();
    expect(within(group).getByText('留言服务未响应：留言通知邮件的记录暂缺。')).toBeTruthy();
    expect(within(group).queryByText('未设置网站地址：重置密码和邀请链接无法发送')).toBeNull();
  });

  it('shows nothing when every mail went out and nothing is missing', async () => {
    let asked = 0;
    server.use(
      http.get('/api/admin/mail-failures', () => {
        asked++;
        return HttpResponse.json(reply());
      }),
    );
    const { container } = renderAdmin(
      <MemoryRouter>
        <MailFailures />
      </MemoryRouter>,
    );
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByRole('group', { name: '邮件发送问题' })).toBeNull();
  });
});
