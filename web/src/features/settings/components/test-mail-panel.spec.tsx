/**
 * @jest-environment jest-fixed-jsdom
 */
import type { TestMailResult } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { TestMailPanel } from './test-mail-panel';

/** The test-mail API answering `answer`; records each body sent. */
function testMailApi(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/settings/test-mail', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const alertTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('.ant-alert')!;

describe('TestMailPanel', () => {
  listenDuringTests();

  it('sends to the address typed and shows the SMTP server’s answer line', async () => {
    const ok: TestMailResult = {
      ok: true,
      response: '250 2.0.0 OK: queued as 4XyZ',
      code: null,
      message: 'SMTP 服务器已接收测试邮件，请到 me@example.com 查收',
    };
    const sent = testMailApi(() => HttpResponse.json(ok));
    const { user } = renderAdmin(<TestMailPanel />);
    await user.type(screen.getByLabelText('收件人邮箱'), ' me@example.com ');
    await user.click(screen.getByText('发送测试邮件', { selector: 'button span' }));

    const alert = await alertTitled('测试邮件已发送');
    expect(within(alert).getByText('250 2.0.0 OK: queued as 4XyZ', { selector: 'code' })).toBeTruthy();
    expect(within(alert).getByText(ok.message)).toBeTruthy();
    expect(sent).toEqual([{ to: 'me@example.com' }]);
  });

  it('shows the server’s refusal and the error code when the mail was not taken', async () => {
    testMailApi(() =>
      HttpResponse.json({
        ok: false,
        response: '535 5.7.8 Error: authentication failed',
        code: 'EAUTH',
        message: '测试邮件发送失败：Invalid login: 535 5.7.8 Error: authentication failed',
      } satisfies TestMailResult),
    );
    const { user } = renderAdmin(<TestMailPanel />);
    await user.type(screen.getByLabelText('收件人邮箱'), 'me@example.com');
    await user.click(screen.getByText('发送测试邮件', { selector: 'button span' }));

    const alert = await alertTitled('测试邮件发送失败');
    expect(within(alert).getByText('535 5.7.8 Error: authentication failed', { selector: 'code' })).toBeTruthy();
    expect(within(alert).getByText('EAUTH', { selector: 'code' })).toBeTruthy();
  });

  it('says why when the settings are incomplete, and sends nothing for a malformed address', async () => {
    const sent = testMailApi(() =>
      HttpResponse.json({ error: '请先填写并保存 SMTP 服务器、端口和发件人邮箱，再发送测试邮件' }, { status: 400 }),
    );
    const { user } = renderAdmin(<TestMailPanel />);
    const box = screen.getByLabelText('收件人邮箱');
    await user.type(box, 'not-an-address');
    await user.click(screen.getByText('发送测试邮件', { selector: 'button span' }));
    expect(await screen.findByText('收件人邮箱格式不正确')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(box);
    await user.type(box, 'me@example.com');
    await user.click(screen.getByText('发送测试邮件', { selector: 'button span' }));
    const alert = await alertTitled('无法发送测试邮件');
    expect(within(alert).getByText('请先填写并保存 SMTP 服务器、端口和发件人邮箱，再发送测试邮件')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
