import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { toastArgs, type ToastOptions, type ToastType } from './toast-options';

type ToastFn = (title: ReactNode, options?: ToastOptions) => void;
export type Toast = Record<ToastType, ToastFn>;

/** Toasts on antd's notification (inside the admin's <App>), top-right and 3 s unless told otherwise. */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show =
      (type: ToastType): ToastFn =>
      (title, options) =>
        notification.open(toastArgs(type, title, options));
    return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
  }, [notification]);
}
