import type { Page } from 'playwright-core';
import { confirmDialog, h1, logIn, openDialog, openFromSidebar, toast } from './admin';
import { baseUrl, useBrowser } from './browser';
import { runTag } from './catalog';

interface Contact {
  id: number;
  name: string;
  subject: string;
  message: string;
  status: 'unread' | 'read' | 'replied' | 'archived';
}
interface ContactList {
  contacts: Contact[];
  total: number;
  totalPages: number;
}

describe('contact messages', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  /** The back office's list, read with the signed-in browser's cookie. */
  const stored = async (search: string): Promise<ContactList> =>
    (await (await page.request.get(`${base}/api/contacts?search=${encodeURIComponent(search)}`)).json()) as ContactList;
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  /** The table after a search or filter: placeholder rows of the previous list are gone. */
  const rowCount = (count: number) =>
    page.waitForFunction((n) => document.querySelectorAll('tbody tr[data-row-key]').length === n, count);
  const statusFilter = (label: string) => page.locator('label.ant-radio-button-wrapper').filter({ hasText: label });
  const detail = () => openDialog(page, '留言详情');
  const contactCall = (method: string) =>
    page.waitForResponse(
      (r) => r.request().method() === method && /^\/api\/contacts(\/\d+)?$/.test(new URL(r.url()).pathname),
    );

  it('takes a message on /contact, then the admin finds it, reads it, answers it and deletes it', async () => {
    const tag = runTag();
    const name = `访客${tag}`;
    const subject = `端到端留言${tag}`;
    const message = `第一行 ${tag}\n第二行 <b>不是HTML</b>`;

    await page.goto(`${base}/contact`);
    await page.getByRole('heading', { level: 1, name: '联系我们' }).waitFor();
    const form = page.getByRole('form', { name: '在线留言' });
    const submit = form.getByRole('button', { name: '提交留言' });

    // Required fields and the e-mail format are checked before anything is sent.
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contacts') posted++;
    });
    await submit.click();
    for (const text of ['姓名不能为空', '邮箱不能为空', '主题不能为空', '留言内容不能为空']) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    // The first missing field has the focus and is described by its error: the ids the server wrote
    // (hydration keeps them) are the ones the browser's code looks for.
    const nameField = form.getByRole('textbox', { name: '姓名' });
    expect(
      await nameField.evaluate((input) => ({
        focused: input === document.activeElement,
        description: document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
      })),
    ).toEqual({ focused: true, description: '姓名不能为空' });
    await form.getByLabel('邮箱').fill('not-an-address');
    await submit.click();
    await form.getByText('邮箱格式不正确', { exact: true }).waitFor();
    expect(posted).toBe(0);
    // The honeypot is there for bots only: hidden from people and screen readers, out of the tab order.
    const honeypot = form.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    const wrapper = honeypot.locator('..');
    expect(await wrapper.getAttribute('aria-hidden')).toBe('true');
    expect((await wrapper.boundingBox())!.width).toBeLessThanOrEqual(1);
    expect(await honeypot.inputValue()).toBe('');
    expect(await form.getByRole('textbox', { name: /网站/ }).count()).toBe(0);

    await form.getByLabel('姓名').fill(name);
    await form.getByLabel('邮箱').fill(`e2e-${tag}@example.com`);
    await form.getByLabel('公司').fill('端到端测试有限公司');
    await form.getByLabel('主题').fill(subject);
    await form.getByLabel('留言内容').fill(message);
    await form.getByText(`${message.length}/5000`).waitFor();
    expect(await form.getByText('邮箱格式不正确').count()).toBe(0);

    // Sent at once after the page opened: the form waits out the minimum fill time instead of failing.
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/contacts',
    );
    await submit.click();
    const busy = form.getByRole('button', { name: '提交中...' });
    expect(await busy.isDisabled()).toBe(true);
    const answer = await created;
    expect(answer.status()).toBe(201);
    const sent = answer.request().postDataJSON();
    expect(sent).toMatchObject({ name, subject, message, company: '端到端测试有限公司', website: '' });
    expect(typeof sent.formToken).toBe('string');
    // The invisible proof of work, solved in the page while the visitor typed.
    const proof = JSON.parse(Buffer.from(sent.proof as string, 'base64').toString()) as { solution?: unknown };
    expect(proof.solution).toBeTruthy();
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    await form.getByRole('status').filter({ hasText: '感谢您的留言，我们会尽快回复！' }).waitFor();
    for (const label of ['姓名', '邮箱', '公司', '主题', '留言内容']) {
      expect(await form.getByLabel(label).inputValue()).toBe('');
    }
    expect(await submit.isEnabled()).toBe(true);

    // The back office: search it, open it (it becomes read), answer it, delete it.
    await logIn(page, 'editor');
    await openFromSidebar(page, '留言管理');
    const search = page.getByRole('searchbox', { name: '搜索留言' });
    await search.fill(tag);
    await search.press('Enter');
    await page.waitForURL(/[?&]search=/);
    await rowCount(1);
    await row(subject).waitFor();
    expect(await row(subject).innerText()).toContain('未读');
    expect(await row(subject).innerText()).toContain(`e2e-${tag}@example.com`);
    expect((await stored(tag)).contacts.map((c) => c.status)).toEqual(['unread']);
    expect(await page.locator('.ant-pagination').count()).toBe(0);

    await row(subject).getByRole('button', { name: '查看' }).click();
    await detail().waitFor();
    // Line breaks kept; the markup is text, never HTML.
    const shown = detail().getByTestId('contact-message');
    expect(await shown.innerText()).toBe(message);
    expect(await shown.locator('b').count()).toBe(0);
    expect(await detail().innerText()).toContain('端到端测试有限公司');
    await detail().getByRole('button', { name: '已读', pressed: true }).waitFor();
    await row(subject).getByText('已读', { exact: true }).waitFor();
    expect((await stored(tag)).contacts.map((c) => c.status)).toEqual(['read']);

    const statusSet = contactCall('PUT');
    await detail().getByRole('button', { name: '已回复' }).click();
    expect((await statusSet).request().postDataJSON()).toEqual({ status: 'replied' });
    await toast(page, '状态更新成功').waitFor();
    await detail().getByRole('button', { name: '已回复', pressed: true }).waitFor();
    await row(subject).getByText('已回复', { exact: true }).waitFor();
    expect((await stored(tag)).contacts.map((c) => c.status)).toEqual(['replied']);
    await detail().locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await detail().waitFor({ state: 'hidden' });

    // Filter and search live in the address: a reload shows the same list.
    await statusFilter('已归档').click();
    await page.waitForURL(/status=archived/);
    await page.getByText('暂无留言').waitFor();
    await statusFilter('已回复').click();
    await page.waitForURL(/status=replied/);
    await row(subject).waitFor();
    await page.reload();
    await h1(page, '留言管理').waitFor();
    await row(subject).waitFor();
    expect(await page.getByRole('radio', { name: '已回复' }).isChecked()).toBe(true);
    expect(await search.inputValue()).toBe(tag);

    // Delete asks first; 取消 keeps it.
    await row(subject).getByRole('button', { name: '删除' }).click();
    const confirm = confirmDialog(page).filter({ hasText: '确认删除留言' });
    await confirm.getByText('此操作不可撤销', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await stored(tag)).total).toBe(1);

    await row(subject).getByRole('button', { name: '删除' }).click();
    const removed = contactCall('DELETE');
    await confirm.getByRole('button', { name: '删除' }).click();
    expect((await removed).status()).toBe(204);
    await toast(page, '留言删除成功').waitFor();
    await page.getByText('暂无留言').waitFor();
    expect((await stored(tag)).total).toBe(0);
  });
});
