import { Input, InputNumber, Switch } from 'antd';
import type { SettingsField } from '../utils/settings-fields';

/** The control for one settings field; Form.Item passes value/onChange through. */
export function SettingsFieldInput({ field, passwordSet, ...control }: { field: SettingsField; passwordSet: boolean }) {
  switch (field.kind) {
    case 'switch':
      return <Switch {...control} />;
    case 'number':
      return <InputNumber {...control} min={field.min} max={field.max} precision={0} style={{ width: 200 }} />;
    case 'textarea':
      return <Input.TextArea {...control} autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'password':
      return (
        <Input.Password
          {...control}
          autoComplete="new-password"
          placeholder={passwordSet ? '已设置，留空则保持不变' : `请输入${field.label}`}
        />
      );
    case 'email':
      return <Input {...control} type="email" autoComplete="off" />;
    default:
      return <Input {...control} autoComplete="off" />;
  }
}
