import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `dirty`, leaving asks first: another admin screen through a confirm dialog, closing or
 * reloading the tab through the browser's own prompt. Needs the app's data router.
 */
export function useLeaveGuard(dirty: boolean, message = '有未保存的修改，离开后将丢失。确定离开吗？'): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  // The blocker is a new object each render: one dialog per blocked move, answered through the latest.
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    modal.confirm({
      title: '离开此页？',
      content: message,
      okText: '离开',
      cancelText: '留下',
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocked, modal, message]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
