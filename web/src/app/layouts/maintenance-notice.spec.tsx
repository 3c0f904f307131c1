/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen } from '@testing-library/react';
import en from '../../locales/en.json';
import { createI18n, LocaleProvider } from '../../lib/i18n';
import { MaintenanceNotice } from './maintenance-notice';

describe('MaintenanceNotice', () => {
  it('says the settings’ message, else the default words in the page’s language', () => {
    const { rerender } = render(<MaintenanceNotice message="系统升级中" />);
    expect(screen.getByText('系统升级中')).toBeTruthy();
    rerender(<MaintenanceNotice message="" />);
    expect(screen.getByText('网站正在维护中，请稍后再访问。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '网站维护中' })).toBeTruthy();

    rerender(
      <LocaleProvider i18n={createI18n('en', en)}>
        <MaintenanceNotice message="" />
      </LocaleProvider>,
    );
    expect(screen.getByText('The website is under maintenance. Please come back later.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Under maintenance' })).toBeTruthy();
  });
});
