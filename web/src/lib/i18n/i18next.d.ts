import 'i18next';
import type zhCN from '../../locales/zh-CN.json';

// Keys are checked against the Chinese catalogue: a `t('…')` of a key it lacks does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zhCN };
    returnNull: false;
  }
}
