import { Form, type FormItemProps } from 'antd';
import { requiredRule, type FieldRule } from './form-rules';

interface FormFieldProps extends Omit<FormItemProps, 'rules' | 'label' | 'required'> {
  label: string;
  required?: boolean;
  rules?: FieldRule[];
}

/** Form.Item with '{label}不能为空' for required fields; errors clear as the user edits. */
export function FormField({ label, required, rules = [], ...rest }: FormFieldProps) {
  // validateFirst: one message per field, the required one before any format rule.
  return (
    <Form.Item
      label={label}
      required={required}
      rules={required ? [requiredRule(label), ...rules] : rules}
      validateFirst
      {...rest}
    />
  );
}
