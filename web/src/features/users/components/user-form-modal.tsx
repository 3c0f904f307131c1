import { createUserSchema, type PasswordPolicy, type UserView } from '@site/contracts';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { FormField } from '../../../components/ui/admin/form-field';
import { schemaRule } from '../../../components/ui/admin/form-rules';
import { PasswordFields } from '../../../components/ui/admin/password-fields';
import { FORM_MISMATCH } from '../../../components/ui/admin/password-rules';
import {
  NEW_USER_VALUES,
  ROLE_OPTIONS,
  STATUS_OPTIONS,
  userToFormValues,
  type UserFormValues,
} from '../utils/user-form';

interface UserFormModalProps {
  open: boolean;
  /** null adds a user. */
  user: UserView | null;
  policy: PasswordPolicy | undefined;
  submitting: boolean;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
}

const shape = createUserSchema.shape;
const FORM_ID = 'user-form';

/** User form: username, name, email, role required; on add, a password (typed twice) or an invitation. */
export function UserFormModal({ open, user, policy, submitting, onSubmit, onCancel }: UserFormModalProps) {
  const adding = user === null;
  return (
    <Modal
      open={open}
      title={adding ? '添加用户' : '编辑用户'}
      okText="保存"
      cancelText="取消"
      confirmLoading={submitting}
      // A native submit of the form below: the form mounts fresh at each opening, with its own store.
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<UserFormValues>
        name={FORM_ID}
        layout="vertical"
        preserve={false}
        initialValues={adding ? NEW_USER_VALUES : userToFormValues(user)}
        onFinish={onSubmit}
      >
        <FormField label="用户名" name="username" required rules={[schemaRule(shape.username)]}>
          <Input autoComplete="off" />
        </FormField>
        <FormField label="姓名" name="name" required rules={[schemaRule(shape.name)]}>
          <Input autoComplete="off" />
        </FormField>
        <FormField label="邮箱" name="email" required rules={[schemaRule(shape.email)]}>
          <Input type="email" autoComplete="off" />
        </FormField>
        <FormField label="角色" name="role" required>
          <Select options={ROLE_OPTIONS} />
        </FormField>
        <FormField label="状态" name="status" required>
          <Select options={STATUS_OPTIONS} />
        </FormField>
        {adding && (
          <FormField label="密码设置" name="invite">
            <Radio.Group
              options={[
                { value: false, label: '由管理员设置密码' },
                { value: true, label: '邀请（发送邮件，由用户本人设置）' },
              ]}
            />
          </FormField>
        )}
        <Form.Item noStyle dependencies={['invite']}>
          {({ getFieldValue }) =>
            adding &&
            (getFieldValue('invite') ? (
              <p>用户将收到一封邀请邮件，72 小时内通过邮件中的链接设置密码；设置之前无法登录。</p>
            ) : (
              <PasswordFields
                policy={policy}
                name="password"
                label="密码"
                confirmName="confirmPassword"
                confirmLabel="确认密码"
                mismatchMessage={FORM_MISMATCH}
              />
            ))
          }
        </Form.Item>
      </Form>
    </Modal>
  );
}
