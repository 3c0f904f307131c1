import type { RecordFields } from '@site/contracts';
import { Alert, Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/admin/use-toast';
import type { ValueFormatter } from '../utils/text-diff';
import { CompareView } from './compare-view';

interface StaleSaveDialogProps {
  open: boolean;
  fields: RecordFields<string>;
  /** The working copy someone else saved meanwhile, in the input's shape (null while it loads). */
  theirs: Record<string, unknown> | null;
  /** What this form would save. */
  mine: Record<string, unknown>;
  formatValue?: ValueFormatter;
  /** Saves this form's copy over theirs (no version: as the user chose); the dialog says how it went. */
  onOverwrite: () => Promise<void>;
  /** Drop this form's changes and load theirs. */
  onReload: () => void;
  onClose: () => void;
}

/** A save refused as stale (409): what differs between their copy and this form's, and the two ways on. */
export function StaleSaveDialog({
  open,
  fields,
  theirs,
  mine,
  formatValue,
  onOverwrite,
  onReload,
  onClose,
}: StaleSaveDialogProps) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const overwrite = async () => {
    setSaving(true);
    try {
      await onOverwrite();
      toast.success('已保存您的版本');
    } catch (error) {
      toast.failed('保存失败', error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="有人在您编辑期间保存了新的版本"
      width={880}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>继续编辑</Button>
          <Button onClick={onReload}>放弃我的修改，载入最新版本</Button>
          <Button type="primary" danger loading={saving} onClick={() => void overwrite()}>
            仍然保存我的版本
          </Button>
        </Space>
      }
    >
      <Alert
        type="warning"
        showIcon
        title="下面标出了最新版本（删除线）与您的版本（下划线）之间的差异。保存您的版本会覆盖对方的修改。"
        style={{ marginBottom: 16 }}
      />
      {theirs ? <CompareView fields={fields} before={theirs} after={mine} formatValue={formatValue} /> : null}
    </Modal>
  );
}
