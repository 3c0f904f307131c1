import i18next from 'i18next';
import zhCN from '../locales/zh-CN.json';

// Components rendered alone in a test speak Chinese, as the site does by default: useTranslation falls back
// to this instance where no LocaleProvider wraps them (the app always has one).
void i18next.init({
  lng: 'zh-CN',
  fallbackLng: false,
  resources: { 'zh-CN': { translation: zhCN } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
