/**
 * @jest-environment jest-fixed-jsdom
 */
import { SETTINGS_DEFAULTS, SETTINGS_SECRETS, settingsSaveSchemas, type SettingsTab } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { mediaFile, serveLibrary } from '../../../testing/media-library';
import { responseGate } from '../../../testing/response-gate';
import { SettingsScreen } from './settings-screen';

type Values = Record<string, unknown>;

const GENERAL: Values = {
  siteName: '示例企业',
  siteDescription: '工业物联网方案',
  contactEmail: 'hello@example.com',
  contactPhone: '010-12345678',
  address: '北京市海淀区',
  logoUrl: '/uploads/logo.png',
  faviconUrl: '',
  recordNumber: '京ICP备00000001号',
  siteUrl: 'https://www.example.com',
  footerLinks: [
    {
      title: '快速链接',
      links: [
        { label: '关于我们', href: '/about' },
        { label: '产品中心', href: '/products' },
      ],
    },
    { title: '合作', links: [{ label: '合作伙伴', href: 'https://partner.example.com' }] },
  ],
  timeZone: 'Asia/Shanghai',
  enableRegistration: false,
  enableComments: true,
  translations: { en: null },
};
const SECURITY: Values = {
  enableTwoFactor: false,
  passwordMinLength: 10,
  passwordRequireUppercase: true,
  passwordRequireNumber: true,
  passwordRequireSymbol: false,
  loginAttempts: 5,
  sessionTimeout: 30,
  enableCaptcha: false,
};
// As the server shows it: the password never, only whether one is stored.
const EMAIL_VIEW: Values = {
  smtpServer: 'smtp.example.com',
  smtpPort: 465,
  smtpUsername: 'mailer',
  smtpPasswordSet: true,
  emailFromName: '示例企业',
  emailFromAddress: 'noreply@example.com',
  enableSsl: true,
};
const SYSTEM_VIEW: Values = {
  enableCache: true,
  cacheLifetime: 10,
  debugMode: false,
  maintenanceMode: false,
  maintenanceMessage: '网站正在维护中，请稍后再访问。',
  uploadMaxSize: 5,
  allowedFileTypes: 'jpg,png',
  baiduPushEnabled: false,
  baiduPushSite: '',
  baiduPushTokenSet: false,
  indexNowEnabled: false,
  indexNowKey: '',
  translations: { en: null },
};
const PRODUCT: Values = { ...SETTINGS_DEFAULTS.product };
const LOADED: Record<SettingsTab, Values> = {
  general: GENERAL,
  security: SECURITY,
  email: EMAIL_VIEW,
  system: SYSTEM_VIEW,
  product: PRODUCT,
};

interface Posted {
  tab: SettingsTab;
  settings: Values;
}

/**
 * Answers GET /api/settings?tab= from `tabs` and records the tabs asked for and every save. A save is
 * checked with the server's own rules (contracts' settingsSaveSchemas) and answered as the server
 * does: the values it kept, a secret replaced by whether one is stored.
 */
function settingsApi(tabs: Record<SettingsTab, Values> = LOADED) {
  const asked: string[] = [];
  const posted: Posted[] = [];
  server.use(
    http.get('/api/settings', ({ request }) => {
      const tab = new URL(request.url).searchParams.get('tab') as SettingsTab;
      asked.push(tab);
      return HttpResponse.json(tabs[tab]);
    }),
    http.post('/api/settings', async ({ request }) => {
      const body = (await request.json()) as Posted;
      posted.push(body);
      const secret = SETTINGS_SECRETS[body.tab];
      const merged = { ...body.settings };
      // An empty secret keeps the stored one.
      if (secret && merged[secret.field] === '' && tabs[body.tab][secret.flag] === true) {
        merged[secret.field] = 'StoredSecret1';
      }
      const checked = settingsSaveSchemas[body.tab].safeParse(merged);
      if (!checked.success) return HttpResponse.json({ error: checked.error.issues[0].message }, { status: 400 });
      const kept: Values = { ...checked.data };
      if (secret) {
        kept[secret.flag] = kept[secret.field] !== '';
        delete kept[secret.field];
      }
      return HttpResponse.json({ success: true, updatedSettings: kept });
    }),
    http.get('/api/settings/search-pushes', () => HttpResponse.json([])),
  );
  return { asked, posted };
}

// Text queries: role queries over antd are slow in jsdom.
const activePane = () => document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]')!;
const saveButton = () => within(activePane()).getByText('保存设置', { selector: 'button span' }).closest('button')!;
const openTab = (u: UserEvent, label: string) => u.click(screen.getByText(label, { selector: '.ant-tabs-tab-btn' }));
/** A field of the open tab, once the tab has loaded. */
const findField = async <T extends HTMLElement = HTMLInputElement>(label: string) =>
  within(activePane()).findByLabelText<T>(label);

/** Types a whole value at once (a paste): one change per field keeps antd's forms quick in jsdom. */
async function fill(u: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await u.clear(input);
  await u.click(input);
  await u.paste(text);
}

describe('SettingsScreen', () => {
  listenDuringTests();

  it('shows a skeleton while the tab loads, then the tabs and the general fields as loaded', async () => {
    const asked: string[] = [];
    const gate = responseGate();
    server.use(
      http.get('/api/settings', async ({ request }) => {
        asked.push(String(new URL(request.url).searchParams.get('tab')));
        await gate.opened;
        return HttpResponse.json(GENERAL);
      }),
    );
    renderAdmin(<SettingsScreen />);
    for (const label of ['常规', '安全', '邮件', '系统', '商品页']) {
      expect(await screen.findByText(label, { selector: '.ant-tabs-tab-btn' })).toBeTruthy();
    }
    await waitFor(() => expect(activePane().querySelector('.ant-skeleton')).not.toBeNull());
    expect(within(activePane()).queryByLabelText('网站名称')).toBeNull();
    expect(within(activePane()).queryByText('保存设置')).toBeNull();

    gate.open();
    expect((await findField('网站名称')).value).toBe('示例企业');
    expect(activePane().querySelector('.ant-skeleton')).toBeNull();
    expect(within(activePane()).getByLabelText<HTMLInputElement>('备案号').value).toBe('京ICP备00000001号');
    expect(within(activePane()).getByLabelText<HTMLTextAreaElement>('网站描述').value).toBe('工业物联网方案');
    expect(within(activePane()).getByLabelText('允许评论').getAttribute('aria-checked')).toBe('true');
    expect(within(activePane()).getByLabelText('允许用户注册').getAttribute('aria-checked')).toBe('false');
    // A site address is set: no warning about it.
    expect(within(activePane()).queryByText('尚未设置网站地址')).toBeNull();
    // Only the open tab is asked for.
    expect(asked).toEqual(['general']);
  });

  it('warns while no site address is set', async () => {
    settingsApi({ ...LOADED, general: { ...GENERAL, siteUrl: '' } });
    renderAdmin(<SettingsScreen />);
    await findField('网站名称');
    expect(within(activePane()).getByText('尚未设置网站地址')).toBeTruthy();
  });

  it('says 加载设置失败 with the server’s reason, and loads on 重试', async () => {
    let calls = 0;
    server.use(
      http.get('/api/settings', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: '设置服务暂时不可用' }, { status: 503 })
          : HttpResponse.json(GENERAL);
      }),
    );
    const { user } = renderAdmin(<SettingsScreen />);
    expect(await within(activePane()).findByText('加载设置失败')).toBeTruthy();
    expect(within(activePane()).getByText('设置服务暂时不可用')).toBeTruthy();
    expect(within(activePane()).queryByLabelText('网站名称')).toBeNull();

    await user.click(within(activePane()).getByText('重试', { selector: 'button span' }));
    expect((await findField('网站名称')).value).toBe('示例企业');
    expect(within(activePane()).queryByText('加载设置失败')).toBeNull();
    expect(calls).toBe(2);
  });

  it('saves the general tab: every field, text trimmed; shows 设置已保存, which goes away by itself', async () => {
    const { posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    await fill(user, await findField('网站名称'), '  新的站名  ');
    await fill(user, within(activePane()).getByLabelText('联系电话'), ' 400-800-8000 ');
    await user.click(within(activePane()).getByLabelText('允许用户注册'));
    await user.click(saveButton());

    expect(await within(activePane()).findByText('设置已保存')).toBeTruthy();
    expect(posted).toEqual([
      {
        tab: 'general',
        settings: { ...GENERAL, siteName: '新的站名', contactPhone: '400-800-8000', enableRegistration: true },
      },
    ]);
    // The form shows what the server kept.
    expect(within(activePane()).getByLabelText<HTMLInputElement>('网站名称').value).toBe('新的站名');
    await waitFor(() => expect(within(activePane()).queryByText('设置已保存')).toBeNull());
  });

  it('refuses an empty required field or a bad address with the form’s message, and sends nothing', async () => {
    const { posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    await user.clear(await findField('网站名称'));
    await fill(user, within(activePane()).getByLabelText('网站地址'), 'www.example.com');
    await user.click(saveButton());
    const error = { selector: '.ant-form-item-explain-error' };
    expect(await within(activePane()).findByText('网站名称不能为空', error)).toBeTruthy();
    expect(
      await within(activePane()).findByText('网站地址必须是以 http:// 或 https:// 开头的完整网址', error),
    ).toBeTruthy();
    expect(within(activePane()).queryByText('设置已保存')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('says 保存设置失败 with the server’s reason when the save is refused', async () => {
    settingsApi();
    server.use(http.post('/api/settings', () => HttpResponse.json({ error: '联系邮箱格式不正确' }, { status: 400 })));
    const { user } = renderAdmin(<SettingsScreen />);
    await findField('网站名称');
    await user.click(saveButton());
    expect(await within(activePane()).findByText('保存设置失败')).toBeTruthy();
    expect(within(activePane()).getByText('联系邮箱格式不正确')).toBeTruthy();
    expect(within(activePane()).queryByText('设置已保存')).toBeNull();
  });

  it('saves the 商品页 tab: a line switched off, the multiplier changed (issue 34)', async () => {
    const { asked, posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    await findField('网站名称');
    await openTab(user, '商品页');
    expect((await findField('评分')).value).toBe('4.8');
    expect(asked).toContain('product');
    expect(within(activePane()).getByLabelText<HTMLInputElement>('划线价倍数').value).toBe('1.20');
    expect(within(activePane()).getByLabelText('显示评分').getAttribute('aria-checked')).toBe('true');

    await user.click(within(activePane()).getByLabelText('显示评分'));
    await fill(user, within(activePane()).getByLabelText('划线价倍数'), '1.5');
    await fill(user, within(activePane()).getByLabelText('运费'), ' 满99包邮 ');
    await user.click(saveButton());
    expect(await within(activePane()).findByText('设置已保存')).toBeTruthy();
    expect(posted).toEqual([
      {
        tab: 'product',
        settings: { ...PRODUCT, ratingShow: false, listPriceMultiplier: 1.5, shippingText: '满99包邮' },
      },
    ]);
  });

  it('refuses a shown 商品页 line without text, and a hidden one may be empty', async () => {
    const { posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    await findField('网站名称');
    await openTab(user, '商品页');
    await user.clear(await findField('好评率'));
    await user.click(saveButton());
    const error = { selector: '.ant-form-item-explain-error' };
    expect(await within(activePane()).findByText('显示好评率时内容不能为空', error)).toBeTruthy();
    expect(posted).toEqual([]);

    await user.click(within(activePane()).getByLabelText('显示好评率'));
    await user.click(saveButton());
    expect(await within(activePane()).findByText('设置已保存')).toBeTruthy();
    expect(posted).toEqual([{ tab: 'product', settings: { ...PRODUCT, goodRateShow: false, goodRateText: '' } }]);
  });

  it('loads and saves the security tab on its own', async () => {
    const { asked, posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    await findField('网站名称');
    await openTab(user, '安全');
    const minLength = await findField('密码最小长度');
    expect(minLength.value).toBe('10');
    expect(asked).toContain('security');

    await user.clear(minLength);
    await user.click(saveButton());
    expect(
      await within(activePane()).findByText('密码最小长度不能为空', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(posted).toEqual([]);

    await fill(user, minLength, '12');

    await fill(user, within(activePane()).getByLabelText('登录失败次数上限'), '3');
    await user.click(within(activePane()).getByLabelText('启用登录验证码'));
    await user.click(saveButton());
    expect(await within(activePane()).findByText('设置已保存')).toBeTruthy();
    expect(posted).toEqual([
      {
        tab: 'security',
        settings: { ...SECURITY, passwordMinLength: 12, loginAttempts: 3, enableCaptcha: true },
      },
    ]);
  });

  it('keeps a stored SMTP password when its box is left empty', async () => {
    const { posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    await findField('网站名称');
    await openTab(user, '邮件');
    const password = await findField('SMTP 密码');
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('已设置，留空则保持不变');
    expect(within(activePane()).getByLabelText<HTMLInputElement>('SMTP 服务器').value).toBe('smtp.example.com');

    await fill(user, within(activePane()).getByLabelText('发件人名称'), ' 客服中心 ');
    await user.click(saveButton());
    expect(await within(activePane()).findByText('设置已保存')).toBeTruthy();
    const { smtpPasswordSet: _flag, ...stored } = EMAIL_VIEW;
    expect(posted).toEqual([{ tab: 'email', settings: { ...stored, smtpPassword: '', emailFromName: '客服中心' } }]);
  });

  it('asks for the SMTP password while none is stored', async () => {
    const { posted } = settingsApi({ ...LOADED, email: { ...EMAIL_VIEW, smtpPasswordSet: false } });
    const { user } = renderAdmin(<SettingsScreen />);
    await findField('网站名称');
    await openTab(user, '邮件');
    const password = await findField('SMTP 密码');
    expect(password.placeholder).toBe('请输入SMTP 密码');
    await user.click(saveButton());
    expect(
      await within(activePane()).findByText('SMTP 密码不能为空', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(posted).toEqual([]);

    await fill(user, password, 'Smtp-Secret-1');
    await user.click(saveButton());
    expect(await within(activePane()).findByText('设置已保存')).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ tab: 'email', settings: { smtpPassword: 'Smtp-Secret-1' } });
  });

  it('shows the system tab with 推送记录; a push switched on needs its fields before anything is sent', async () => {
    const { posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    await findField('网站名称');
    await openTab(user, '系统');
    expect((await findField('允许的文件类型')).value).toBe('jpg,png');
    expect(await within(activePane()).findByText('推送记录')).toBeTruthy();

    await fill(user, within(activePane()).getByLabelText('允许的文件类型'), '  ');
    await fill(user, within(activePane()).getByLabelText('IndexNow 密钥'), 'short');
    await user.click(within(activePane()).getByLabelText('百度推送'));
    await user.click(saveButton());
    const error = { selector: '.ant-form-item-explain-error' };
    expect(
      await within(activePane()).findByText('IndexNow 密钥必须是8到128位的字母、数字或连字符', error),
    ).toBeTruthy();
    expect(await within(activePane()).findByText('开启百度推送需要填写推送站点', error)).toBeTruthy();
    expect(await within(activePane()).findByText('开启百度推送需要填写推送令牌', error)).toBeTruthy();
    expect(await within(activePane()).findByText('允许的文件类型不能为空', error)).toBeTruthy();
    expect(posted).toEqual([]);

    await fill(user, within(activePane()).getByLabelText('允许的文件类型'), 'jpg,png');

    await fill(user, within(activePane()).getByLabelText('IndexNow 密钥'), 'abcd-1234-efgh');
    await fill(user, within(activePane()).getByLabelText('百度推送站点'), 'https://www.example.com/');
    await fill(user, within(activePane()).getByLabelText('百度推送令牌'), 'Token123');
    await user.click(within(activePane()).getByLabelText('维护模式'));
    await user.click(saveButton());
    expect(await within(activePane()).findByText('设置已保存')).toBeTruthy();
    const { baiduPushTokenSet: _flag, ...stored } = SYSTEM_VIEW;
    expect(posted).toEqual([
      {
        tab: 'system',
        settings: {
          ...stored,
          maintenanceMode: true,
          baiduPushEnabled: true,
          baiduPushSite: 'https://www.example.com/',
          baiduPushToken: 'Token123',
          indexNowKey: 'abcd-1234-efgh',
        },
      },
    ]);
    // The form shows what the server kept: the site without its trailing slash, the token only as stored.
    await waitFor(() =>
      expect(within(activePane()).getByLabelText<HTMLInputElement>('百度推送站点').value).toBe(
        'https://www.example.com',
      ),
    );
    expect(within(activePane()).getByLabelText<HTMLInputElement>('百度推送令牌').value).toBe('');
    expect(within(activePane()).getByLabelText<HTMLInputElement>('百度推送令牌').placeholder).toBe(
      '已设置，留空则保持不变',
    );
  });

  it('sets the logo to a picture chosen from the media library, and saves its address', async () => {
    const { posted } = settingsApi();
    const logo = mediaFile({ id: 8, title: '公司标志', alt_text: '示例企业标志' });
    serveLibrary([logo]);
    const { user } = renderAdmin(<SettingsScreen />);
    expect((await findField('Logo 地址')).value).toBe('/uploads/logo.png');
    await user.click(within(activePane()).getByRole('button', { name: '从媒体库选择Logo 地址' }));
    await user.click(await screen.findByRole('button', { name: '公司标志' }));
    const picker = screen.getByText('选择图片', { selector: '.ant-modal-title' }).closest<HTMLElement>('.ant-modal')!;
    // The page names its logo itself: nothing to describe here.
    expect(within(picker).queryByLabelText('替代文本')).toBeNull();
    await user.click(within(picker).getByText('使用这张图片', { selector: 'button span' }));

    await waitFor(() =>
      expect(within(activePane()).getByLabelText<HTMLInputElement>('Logo 地址').value).toBe(logo.url),
    );
    expect(within(activePane()).getByLabelText<HTMLInputElement>('网站图标地址').value).toBe('');
    await user.click(saveButton());
    expect(await within(activePane()).findByText('设置已保存')).toBeTruthy();
    expect(posted).toEqual([{ tab: 'general', settings: { ...GENERAL, logoUrl: logo.url } }]);
  });

  it('edits the footer link groups: adds, reorders and removes groups and links, and saves them in order', async () => {
    const { posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    const pane = () => within(activePane());
    expect((await findField('第 1 组标题')).value).toBe('快速链接');
    expect(pane().getByLabelText<HTMLInputElement>('第 2 组第 1 个链接地址').value).toBe('https://partner.example.com');
    expect(pane().getByLabelText<HTMLButtonElement>('上移第 1 组').disabled).toBe(true);

    // The second group first; a link added to it; its first link moved below the new one.
    await user.click(pane().getByLabelText('上移第 2 组'));
    expect(pane().getByLabelText<HTMLInputElement>('第 1 组标题').value).toBe('合作');
    await user.click(pane().getByLabelText('第 1 组添加链接'));
    await fill(user, pane().getByLabelText('第 1 组第 2 个链接文字'), ' 下载 ');
    await fill(user, pane().getByLabelText('第 1 组第 2 个链接地址'), '/download');
    await user.click(pane().getByLabelText('下移第 1 组第 1 个链接'));
    // One link of the old first group removed, a new group added.
    await user.click(pane().getByLabelText('删除第 2 组第 1 个链接'));
    await user.click(pane().getByText('添加分组（最多4组）', { selector: 'button span' }));
    await fill(user, pane().getByLabelText('第 3 组标题'), '服务');
    await fill(user, pane().getByLabelText('第 3 组第 1 个链接文字'), '联系');
    await fill(user, pane().getByLabelText('第 3 组第 1 个链接地址'), '/contact');
    await user.click(saveButton());

    expect(await pane().findByText('设置已保存')).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0].settings.footerLinks).toEqual([
      {
        title: '合作',
        links: [
          { label: '下载', href: '/download' },
          { label: '合作伙伴', href: 'https://partner.example.com' },
        ],
      },
      { title: '快速链接', links: [{ label: '产品中心', href: '/products' }] },
      { title: '服务', links: [{ label: '联系', href: '/contact' }] },
    ]);
  });

  it('refuses a link the site does not accept, naming the group and link, and sends nothing', async () => {
    const { posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    await fill(user, await findField('第 1 组第 2 个链接地址'), 'javascript:alert(1)');
    await user.click(saveButton());
    expect(
      await within(activePane()).findByText(
        '第 1 组第 2 个链接：链接必须是本站页面（如 /products、/news/12）或以 http(s):// 开头的网址',
        { selector: '.ant-form-item-explain-error' },
      ),
    ).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('offers no fifth group, and shows the server’s refusal of the groups', async () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ title: `组${i + 1}`, links: [{ label: '首页', href: '/' }] }));
    settingsApi({ ...LOADED, general: { ...GENERAL, footerLinks: four } });
    server.use(
      http.post('/api/settings', () =>
        HttpResponse.json({ error: '第 4 组第 1 个链接：链接文字不能超过20个字符' }, { status: 400 }),
      ),
    );
    const { user } = renderAdmin(<SettingsScreen />);
    await findField('第 4 组标题');
    expect(
      within(activePane()).getByText('添加分组（最多4组）', { selector: 'button span' }).closest('button')!.disabled,
    ).toBe(true);
    await user.click(saveButton());
    expect(await within(activePane()).findByText('保存设置失败')).toBeTruthy();
    expect(within(activePane()).getByText('第 4 组第 1 个链接：链接文字不能超过20个字符')).toBeTruthy();
  });

  it('edits the English beside the Chinese, starting from 从中文复制, and saves both (issue 36)', async () => {
    const english = { siteName: 'Sample Co.', siteDescription: '', address: '', recordNumber: '', footerLinks: [] };
    const { posted } = settingsApi({ ...LOADED, general: { ...GENERAL, translations: { en: english } } });
    const { user } = renderAdmin(<SettingsScreen />);
    const pane = () => within(activePane());
    expect((await findField('英文网站名称')).value).toBe('Sample Co.');
    expect(pane().getByLabelText<HTMLInputElement>('网站名称').value).toBe('示例企业');
    expect(pane().queryByLabelText('英文第 1 组标题')).toBeNull();

    await user.click(pane().getByText('从中文复制', { selector: 'button span' }));
    expect(pane().getByLabelText<HTMLInputElement>('英文网站名称').value).toBe('示例企业');
    expect(pane().getByLabelText<HTMLInputElement>('英文备案号').value).toBe('京ICP备00000001号');
    expect(pane().getByLabelText<HTMLInputElement>('英文第 2 组标题').value).toBe('合作');
    await fill(user, pane().getByLabelText('英文网站名称'), ' Sample Co. ');
    await fill(user, pane().getByLabelText('英文联系地址'), 'Haidian, Beijing');
    await fill(user, pane().getByLabelText('英文第 1 组标题'), 'Quick links');
    await fill(user, pane().getByLabelText('英文第 1 组第 1 个链接文字'), 'About us');
    await user.click(pane().getByLabelText('删除英文第 2 组'));
    // The Chinese groups are not touched by the English ones.
    expect(pane().getByLabelText<HTMLInputElement>('第 1 组标题').value).toBe('快速链接');
    await user.click(saveButton());

    expect(await pane().findByText('设置已保存')).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0].settings.footerLinks).toEqual(GENERAL.footerLinks);
    expect(posted[0].settings.translations).toEqual({
      en: {
        siteName: 'Sample Co.',
        siteDescription: '工业物联网方案',
        address: 'Haidian, Beijing',
        recordNumber: '京ICP备00000001号',
        footerLinks: [
          {
            title: 'Quick links',
            links: [
              { label: 'About us', href: '/about' },
              { label: '产品中心', href: '/products' },
            ],
          },
        ],
      },
    });
  });

  it('checks an English promise text with the server’s rule naming the language, and saves the English lines', async () => {
    const { posted } = settingsApi();
    const { user } = renderAdmin(<SettingsScreen />);
    await findField('网站名称');
    await openTab(user, '商品页');
    expect((await findField('英文运费')).value).toBe('');
    await fill(user, within(activePane()).getByLabelText('英文运费'), 'x'.repeat(51));
    await user.click(saveButton());
    expect(
      await within(activePane()).findByText('英文运费不能超过50个字符', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(posted).toEqual([]);

    await fill(user, within(activePane()).getByLabelText('英文运费'), ' Free shipping ');
    await user.click(saveButton());
    expect(await within(activePane()).findByText('设置已保存')).toBeTruthy();
    expect(posted[0].settings.translations).toEqual({
      en: {
        ratingText: '',
        reviewCountText: '',
        goodRateText: '',
        shippingText: 'Free shipping',
        deliveryAreaText: '',
        returnsText: '',
        dispatchText: '',
      },
    });
    // The switches are the same in both languages: no English switch.
    expect(within(activePane()).queryByLabelText('英文显示运费')).toBeNull();
  });
});
