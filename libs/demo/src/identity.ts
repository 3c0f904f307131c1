import { type GeneralSettings, SETTINGS_DEFAULTS } from '@site/contracts';

/** Demo staff for `npm start` (documented in the README); never created in production. */
export const DEMO_ACCOUNTS = [
  {
    username: 'editor',
    name: '内容编辑',
    email: 'editor@zhiheng-auto.cn',
    role: 'editor',
    password: 'Editor-Pass-2026',
  },
  {
    username: 'viewer',
    name: '运营观察员',
    email: 'viewer@zhiheng-auto.cn',
    role: 'viewer',
    password: 'Viewer-Pass-2026',
  },
] as const;

/** The demo company's own details (the general settings tab). */
export const DEMO_GENERAL_SETTINGS: GeneralSettings = {
  siteName: '智衡自动化科技',
  siteDescription: '软件自动化与智能硬件，让设备替你持续创造价值',
  contactEmail: 'contact@zhiheng-auto.cn',
  contactPhone: '400-820-1688',
  address: '深圳市南山区粤海街道科技园科苑路15号科兴科学园B栋12层',
  logoUrl: '',
  faviconUrl: '',
  recordNumber: '粤ICP备2024061234号-1',
  siteUrl: '',
  footerLinks: SETTINGS_DEFAULTS.general.footerLinks,
  timeZone: SETTINGS_DEFAULTS.general.timeZone,
  enableRegistration: false,
  enableComments: false,
  // What English pages show (docs/languages.md); the 备案号 stays the Chinese one (empty falls back to it).
  translations: {
    en: {
      siteName: 'Zhiheng Automation Technology',
      siteDescription:
        'Software automation and smart hardware from Shenzhen: control boards, edge terminals and a cloud platform ' +
        'that keep your equipment creating value around the clock.',
      address:
        '12/F, Building B, Kexing Science Park, 15 Keyuan Road, Yuehai Subdistrict, Nanshan District, Shenzhen, China',
      recordNumber: '',
      footerLinks: [
        {
          title: 'Quick links',
          links: [
            { label: 'About us', href: '/about' },
            { label: 'Technology', href: '/technology' },
            { label: 'Products', href: '/products' },
            { label: 'Help center', href: '/news' },
            { label: 'App download', href: '/download' },
            { label: 'Contact us', href: '/contact' },
          ],
        },
      ],
    },
  },
};
