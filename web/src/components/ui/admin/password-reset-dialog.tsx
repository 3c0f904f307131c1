import type { PasswordPolicy } from '@site/contracts';
import { Form, Modal } from 'antd';
import { PasswordFields } from './password-fields';
import { RESET_MISMATCH } from './password-rules';

interface PasswordResetDialogProps {
  open: boolean;
  /** Whose password, shown in the title. */
  username: string;
  policy: PasswordPolicy | undefined;
  submitting: boolean;
  onSubmit: (newPassword: string) => void;
  onCancel: () => void;
}

const FORM_ID = 'password-reset';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** Password-reset dialog: new password and confirmation, checked before anything is sent. */
export function PasswordResetDialog({
  open,
  username,
  policy,
  submitting,
  onSubmit,
  onCancel,
}: PasswordResetDialogProps) {
  return (
    <Modal
      open={open}
      title={`重置密码 - ${username}`}
      okText="确认重置"
      cancelText="取消"
      confirmLoading={submitting}
      // A native submit of the form below: the form mounts fresh at each opening, with its own store.
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<ResetValues>
        name={FORM_ID}
        layout="vertical"
        preserve={false}
        onFinish={(values) => onSubmit(values.newPassword)}
      >
        <PasswordFields
          policy={policy}
          name="newPassword"
          label="新密码"
          confirmName="confirmPassword"
          confirmLabel="确认密码"
          mismatchMessage={RESET_MISMATCH}
        />
      </Form>
    </Modal>
  );
}
