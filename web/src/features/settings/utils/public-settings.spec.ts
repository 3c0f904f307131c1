import { DEFAULT_PRODUCT_PROMISES, HIDDEN_PRODUCT_PROMISES } from '@site/contracts/product-promises';
import { EMPTY_SETTINGS, normalizePublicSettings } from './public-settings';

describe('normalizePublicSettings', () => {
  it('keeps the known public fields', () => {
    const settings = normalizePublicSettings({
      siteName: ' 智动科技 ',
      siteDescription: '让自动化创造价值',
      contactEmail: 'hi@example.cn',
      contactPhone: '400-000-0000',
      address: '深圳市南山区',
      logoUrl: '/uploads/logo.png',
      faviconUrl: '/uploads/favicon.ico',
      recordNumber: '粤ICP备00000000号',
      siteUrl: ' https://www.example.cn ',
      footerLinks: [{ title: '服务', links: [{ label: '售后', href: '/contact' }] }],
      timeZone: 'Europe/Berlin',
      maintenanceMode: true,
      maintenanceMessage: '维护中',
      productPromises: DEFAULT_PRODUCT_PROMISES,
    });
    expect(settings).toEqual({
      siteName: '智动科技',
      siteDescription: '让自动化创造价值',
      contactEmail: 'hi@example.cn',
      contactPhone: '400-000-0000',
      address: '深圳市南山区',
      logoUrl: '/uploads/logo.png',
      faviconUrl: '/uploads/favicon.ico',
      recordNumber: '粤ICP备00000000号',
      siteUrl: 'https://www.example.cn',
      footerLinks: [{ title: '服务', links: [{ label: '售后', href: '/contact' }] }],
      timeZone: 'Europe/Berlin',
      maintenanceMode: true,
      maintenanceMessage: '维护中',
      productPromises: DEFAULT_PRODUCT_PROMISES,
    });
  });

  it('promises nothing on a product page when the answer carries no promises (issue 34)', () => {
    expect(normalizePublicSettings({ siteName: '智动科技' }).productPromises).toEqual(HIDDEN_PRODUCT_PROMISES);
    expect(EMPTY_SETTINGS.productPromises).toEqual(HIDDEN_PRODUCT_PROMISES);
  });

  it('drops unknown and mistyped fields', () => {
    const settings = normalizePublicSettings({ siteName: 42, smtpPassword: 'secret', maintenanceMode: 'yes' });
    expect(settings).toEqual(EMPTY_SETTINGS);
    expect(settings).not.toHaveProperty('smtpPassword');
  });

  it('turns anything that is not an object into empty settings', () => {
    expect(normalizePublicSettings(undefined)).toEqual(EMPTY_SETTINGS);
    expect(normalizePublicSettings('<html>')).toEqual(EMPTY_SETTINGS);
  });

  it('keeps the default links for an answer from before the groups, and drops what the site would not link', () => {
    const older = { siteName: '智动科技', contactPhone: '400-000-0000' };
    expect(normalizePublicSettings(older).footerLinks).toEqual(EMPTY_SETTINGS.footerLinks);
    const groups = normalizePublicSettings({
      ...older,
      footerLinks: [
        {
          title: ' 服务 ',
          links: [
            { label: '脚本', href: 'javascript:alert(1)' },
            { label: ' 售后 ', href: ' /contact ' },
            { label: '', href: '/news' },
            null,
          ],
        },
        { title: '空组', links: [{ label: '后台', href: '/admin' }] },
        { title: '', links: [{ label: '首页', href: '/' }] },
        'group',
      ],
    }).footerLinks;
    expect(groups).toEqual([{ title: '服务', links: [{ label: '售后', href: '/contact' }] }]);
  });
});
