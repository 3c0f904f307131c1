import type { PasswordPolicy } from '@site/contracts';
import { Form, Input } from 'antd';
import { checkRule, requiredRule } from './form-rules';
import { confirmProblem, newPasswordProblem, policyHint } from './password-rules';

interface PasswordFieldsProps {
  policy: PasswordPolicy | undefined;
  /** Field names and labels differ between the user form and the reset dialogs. */
  name: string;
  label: string;
  confirmName: string;
  confirmLabel: string;
  mismatchMessage: string;
}

/** A new password and its confirmation, checked against the policy and against each other. */
export function PasswordFields(props: PasswordFieldsProps) {
  const { policy, name, label, confirmName, confirmLabel, mismatchMessage } = props;
  return (
    <>
      <Form.Item
        label={label}
        name={name}
        extra={policyHint(policy)}
        rules={[requiredRule(label), checkRule((value) => newPasswordProblem(value, policy))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name={confirmName}
        dependencies={[name]}
        rules={[
          requiredRule(confirmLabel),
          ({ getFieldValue }) => checkRule((value) => confirmProblem(getFieldValue(name), value, mismatchMessage)),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
