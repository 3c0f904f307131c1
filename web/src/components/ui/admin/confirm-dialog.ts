import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  content: ReactNode;
  okText?: string;
  /** Runs on 确定; the dialog shows a spinner until it settles and stays open if it throws. */
  onConfirm: () => Promise<unknown>;
}

/** Irreversible deletes ask first. Red OK button, 取消 to back out. */
export function useConfirmDialog(): (options: ConfirmOptions) => void {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, okText = '删除', onConfirm }: ConfirmOptions) => {
      modal.confirm({
        title,
        content,
        okText,
        cancelText: '取消',
        okButtonProps: { danger: true },
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => onConfirm(),
      });
    },
    [modal],
  );
}
