import type { ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Where a toast appears; top-right unless told otherwise. */
export type ToastPlacement = 'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left';

export interface ToastOptions {
  description?: ReactNode;
  placement?: ToastPlacement;
  /** Milliseconds; 3000 by default. */
  duration?: number;
}

export const TOAST_DEFAULT_DURATION_MS = 3000;

const ANTD_PLACEMENT = {
  'top-right': 'topRight',
  'top-left': 'topLeft',
  'top-center': 'top',
  'bottom-right': 'bottomRight',
  'bottom-left': 'bottomLeft',
} as const;

/** antd notification arguments for one toast (antd counts seconds). */
export function toastArgs(type: ToastType, title: ReactNode, options: ToastOptions = {}) {
  return {
    type,
    title,
    description: options.description,
    placement: ANTD_PLACEMENT[options.placement ?? 'top-right'],
    duration: (options.duration ?? TOAST_DEFAULT_DURATION_MS) / 1000,
    // Errors interrupt screen readers; the rest wait politely.
    role: type === 'error' ? ('alert' as const) : ('status' as const),
  };
}
