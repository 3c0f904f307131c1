import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/lib/locale/zh_CN';
import type { ReactElement } from 'react';

/** The admin screens are tested as on a 1366-px-wide desktop: width queries are answered for it. */
const SCREEN_WIDTH = 1366;
const matchesDesktop = (query: string) => {
  const widths = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    widths.length > 0 &&
    widths.every(([, side, px]) => (side === 'min' ? SCREEN_WIDTH >= Number(px) : SCREEN_WIDTH <= Number(px)))
  );
};

// What antd reads from the browser and jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: matchesDesktop(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// antd measures scrollbars through ::-webkit-scrollbar styles, which jsdom does not compute.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
// antd's forms post a message to themselves to run a task later; a timer does the same here (Node's
// own MessageChannel would keep the test process alive).
if (!('MessageChannel' in globalThis)) {
  class TimerMessageChannel {
    readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    readonly port2 = {
      postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })),
    };
  }
  (globalThis as { MessageChannel?: unknown }).MessageChannel = TimerMessageChannel;
}
if (!('ResizeObserver' in window)) {
  (window as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/**
 * An admin screen as the admin app renders it (antd in Chinese inside <App>, React Query), with a
 * user-event session. Calls go over fetch to the MSW handlers of the test; nothing is retried.
 */
export function renderAdmin(ui: ReactElement): RenderResult & { user: UserEvent } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // No pause between keystrokes, and no pointer-events check (it computes the style of every
  // ancestor at each step, which is slow in jsdom): the screen's behaviour is under test.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* No motion: dialogs open and close at once, as the test's next step expects. */}
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
        <AntdApp>{ui}</AntdApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, user };
}
