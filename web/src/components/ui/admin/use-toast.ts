import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { errorDetail, isSessionLost } from '../../../lib/api-client';
import { toastArgs, type ToastOptions, type ToastType } from './toast-options';

type ToastFn = (title: ReactNode, options?: ToastOptions) => void;
export type Toast = Record<ToastType, ToastFn> & {
  /** A failed call: its title and the server's reason. Silent when the session was lost: the login page says so. */
  failed: (title: ReactNode, error: unknown) => void;
};

/** Toasts on antd's notification (inside the admin's <App>), top-right and 3 s unless told otherwise. */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show =
      (type: ToastType): ToastFn =>
      (title, options) =>
        notification.open(toastArgs(type, title, options));
    const error = show('error');
    return {
      success: show('success'),
      error,
      warning: show('warning'),
      info: show('info'),
      failed: (title, cause) => {
        if (!isSessionLost(cause)) error(title, { description: errorDetail(cause) });
      },
    };
  }, [notification]);
}
