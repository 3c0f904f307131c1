/**
 * @jest-environment jest-fixed-jsdom
 */
import { webcrypto } from 'node:crypto';
import { contactSubmitSchema, idempotencyKeySchema, type ProofChallenge } from '@site/contracts';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { http, HttpResponse } from 'msw';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { ContactForm } from './contact-form';

// The form waits out the server's minimum fill time (3 s) before it sends, longer on a busy machine: wait for
// what it shows, not for a deadline.
configure({ asyncUtilTimeout: 60_000 });

// The page solves its proof of work with Web Crypto, which jsdom lacks: Node's stands in, as a browser's would.
Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });

const SECRET = 'contact-form-spec';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Submission {
  body: Record<string, unknown>;
  key: string | null;
  /** The proof solves the challenge issued with the form token it came with, and the signature is ours. */
  proofValid: boolean;
  /** The body and the key pass the server's own rules (contracts). */
  accepted: boolean;
}

/**
 * The gateway's contact form calls: GET /api/contacts/form-token issues a token with a small real
 * proof-of-work challenge (signed here, as the service does); POST /api/contacts records what came,
 * checks the proof against it, and answers with `answer` (201 unless told otherwise).
 */
function contactApi(answer: (submission: Submission) => Response | Promise<Response> = () => created()) {
  const challenges = new Map<string, ProofChallenge>();
  const submissions: Submission[] = [];
  server.use(
    http.get('/api/contacts/form-token', async () => {
      const token = `token-${challenges.size + 1}`;
      const challenge = (await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 20,
        deriveKey,
        expiresAt: new Date(Date.now() + 10 * 60_000),
        hmacSignatureSecret: SECRET,
        hmacKeySignatureSecret: `${SECRET}:key`,
      })) as ProofChallenge;
      challenges.set(token, challenge);
      return HttpResponse.json({ token, challenge });
    }),
    http.post('/api/contacts', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const decoded = JSON.parse(Buffer.from(String(body.proof), 'base64').toString('utf8')) as {
        challenge: ProofChallenge;
        solution: unknown;
      };
      const issued = challenges.get(String(body.formToken));
      const check = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution as never,
        deriveKey,
        hmacSignatureSecret: SECRET,
        hmacKeySignatureSecret: `${SECRET}:key`,
      });
      const submission = {
        body,
        key: request.headers.get('idempotency-key'),
        proofValid: check.verified && issued?.signature === decoded.challenge.signature,
        accepted:
          contactSubmitSchema.safeParse(body).success &&
          idempotencyKeySchema.safeParse(request.headers.get('idempotency-key')).success,
      };
      submissions.push(submission);
      return answer(submission);
    }),
  );
  return { submissions, tokensIssued: () => challenges.size };
}

const created = () =>
  HttpResponse.json({ success: true, id: 7, created_at: new Date().toISOString() }, { status: 201 });

// The labels carry a '*' or '（选填）' after the field's name.
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`));
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const fieldError = (name: string) => {
  const id = field(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function type(u: UserEvent, name: string, text: string): Promise<void> {
  await u.clear(field(name));
  await u.click(field(name));
  await u.paste(text);
}

async function fillAll(u: UserEvent, overrides: Partial<Record<string, string>> = {}): Promise<void> {
  const values = {
    姓名: ' 陈先生 ',
    邮箱: 'chen@example.com',
    公司: '星辰科技',
    主题: '采购咨询',
    留言内容: '想了解网关的批量价格。\n第二行',
    ...overrides,
  };
  for (const [name, text] of Object.entries(values)) await type(u, name, text);
}

const renderForm = () => {
  const user = userEvent.setup({ delay: null });
  return { ...render(<ContactForm />), user };
};

describe('ContactForm', () => {
  listenDuringTests();

  it('checks the fields before sending anything, and puts the focus on the first one wrong', async () => {
    const api = contactApi();
    const { user } = renderForm();
    expect(screen.getByText('在线留言')).toBeTruthy();
    await waitFor(() => expect(api.tokensIssued()).toBe(1));

    await user.click(submitButton());
    expect(fieldError('姓名')).toBe('姓名不能为空');
    expect(fieldError('邮箱')).toBe('邮箱不能为空');
    expect(fieldError('主题')).toBe('主题不能为空');
    expect(fieldError('留言内容')).toBe('留言内容不能为空');
    // The company is optional.
    expect(fieldError('公司')).toBeUndefined();
    expect(field('姓名').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('姓名'));

    await type(user, '姓名', '陈先生');
    // The message follows the edit.
    expect(fieldError('姓名')).toBeUndefined();
    await type(user, '邮箱', 'not-an-address');
    await user.click(submitButton());
    expect(fieldError('邮箱')).toBe('邮箱格式不正确');
    expect(document.activeElement).toBe(field('邮箱'));
    await type(user, '邮箱', 'chen@example.com');
    expect(fieldError('邮箱')).toBeUndefined();

    await type(user, '留言内容', '你好');
    expect(screen.getByText('2/5000')).toBeTruthy();
    expect(api.submissions).toEqual([]);
    // The honeypot is out of the tab order and hidden from screen readers.
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('sends the message with its token, solved proof and idempotency key; 提交中... meanwhile, then thanks and an empty form', async () => {
    const gate = responseGate();
    const api = contactApi(async () => {
      await gate.opened;
      return created();
    });
    const { user } = renderForm();
    await fillAll(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('提交中...'));
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    expect(submitButton().closest('fieldset')!.disabled).toBe(true);
    await waitFor(() => expect(api.submissions).toHaveLength(1));
    const [sent] = api.submissions;
    expect(sent.body).toEqual({
      name: '陈先生',
      email: 'chen@example.com',
      company: '星辰科技',
      subject: '采购咨询',
      message: '想了解网关的批量价格。\n第二行',
      formToken: 'token-1',
      proof: expect.any(String),
      website: '',
    });
    expect(sent.proofValid).toBe(true);
    expect(sent.accepted).toBe(true);
    expect(sent.key).toMatch(UUID_V4);

    gate.open();
    expect(await screen.findByText('感谢您的留言，我们会尽快回复！')).toBeTruthy();
    for (const name of ['姓名', '邮箱', '公司', '主题', '留言内容']) expect(field(name).value).toBe('');
    expect(screen.getByText('0/5000')).toBeTruthy();
    expect(submitButton().textContent).toBe('提交留言');
    expect(submitButton().closest('fieldset')!.disabled).toBe(false);
    // The next message is a new fill: a new token.
    await waitFor(() => expect(api.tokensIssued()).toBe(2));
  });

  it('shows the server’s reason or the network failure and keeps the form; a retry keeps the key, an edit changes it', async () => {
    const answers = [
      () => HttpResponse.json({ error: '提交过于频繁，请稍后再试' }, { status: 429 }),
      () => HttpResponse.error(),
      () => HttpResponse.json({ error: '服务器繁忙' }, { status: 503 }),
      () => created(),
    ];
    const api = contactApi(() => answers[api.submissions.length - 1]());
    const { user } = renderForm();
    await fillAll(user);
    await user.click(submitButton());
    expect(await screen.findByText('提交过于频繁，请稍后再试')).toBeTruthy();
    expect(screen.getByText('发送消息时出错，请重试')).toBeTruthy();
    expect(screen.getByText('发送消息时出错，请重试').closest('[role="alert"]')).not.toBeNull();
    expect(field('主题').value).toBe('采购咨询');
    expect(submitButton().textContent).toBe('提交留言');

    await user.click(submitButton());
    expect(await screen.findByText('提交失败，请检查网络后重试')).toBeTruthy();

    // Edited: a new message, a new key.
    await type(user, '主题', '采购咨询（批量）');
    await user.click(submitButton());
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    await user.click(submitButton());
    expect(await screen.findByText('感谢您的留言，我们会尽快回复！')).toBeTruthy();
    expect(screen.queryByText('发送消息时出错，请重试')).toBeNull();

    const keys = api.submissions.map((s) => s.key);
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    // Any failure may have spent the proof: each try came with a new token and its own solved proof.
    expect(api.submissions.map((s) => s.body.formToken)).toEqual(['token-1', 'token-2', 'token-3', 'token-4']);
    expect(api.submissions.every((s) => s.proofValid && s.accepted)).toBe(true);
  });

  it('asks to press submit again when the server refused the token or its proof', async () => {
    const api = contactApi(() =>
      api.submissions.length === 1
        ? HttpResponse.json(
            { error: '人机验证未通过（验证无效或已过期），请刷新页面后重试', code: 'CONTACT_PROOF_INVALID' },
            { status: 400 },
          )
        : created(),
    );
    const { user } = renderForm();
    await fillAll(user);
    await user.click(submitButton());
    expect(await screen.findByText('表单已过期，已为您更新，请再次点击提交')).toBeTruthy();
    expect(field('留言内容').value).toBe('想了解网关的批量价格。\n第二行');

    await user.click(submitButton());
    expect(await screen.findByText('感谢您的留言，我们会尽快回复！')).toBeTruthy();
    expect(api.submissions.map((s) => s.body.formToken)).toEqual(['token-1', 'token-2']);
  });

  it('tries again by itself when the server finds it sent too soon', async () => {
    const api = contactApi(() =>
      api.submissions.length === 1
        ? HttpResponse.json({ error: '提交过快，请稍后再试', code: 'CONTACT_TOO_FAST' }, { status: 400 })
        : created(),
    );
    const { user } = renderForm();
    await fillAll(user);
    await user.click(submitButton());
    expect(await screen.findByText('感谢您的留言，我们会尽快回复！')).toBeTruthy();
    expect(screen.queryByText('提交过快，请稍后再试')).toBeNull();
    // Too soon is refused before the proof is spent: the same token, proof and key go again.
    expect(api.submissions).toHaveLength(2);
    expect(api.submissions[1].body).toEqual(api.submissions[0].body);
    expect(api.submissions[1].key).toBe(api.submissions[0].key);
  });
});
