import { PictureOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Space, Switch } from 'antd';
import { MediaPicker } from '../../../components/ui/admin/media-picker/media-picker';
import { useMediaPicker } from '../../../components/ui/admin/media-picker/use-media-picker';
import { uploadShrunk } from '../../../lib/compress-image';
import type { SettingsField } from '../utils/settings-fields';
import { FooterLinksInput } from './footer-links-input';

interface ImageUrlInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  label: string;
}

/** A picture's address: typed (any http(s) address), or a file chosen from the media library. */
function ImageUrlInput({ id, value, onChange, label }: ImageUrlInputProps) {
  const picker = useMediaPicker(({ url }) => onChange?.(url));
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} autoComplete="off" />
        <Button icon={<PictureOutlined />} onClick={picker.show} aria-label={`从媒体库选择${label}`}>
          从媒体库选择
        </Button>
      </Space.Compact>
      {/* The page names the logo and icon itself: no alt text is asked. */}
      <MediaPicker {...picker.props} askAlt={false} upload={uploadShrunk} />
    </>
  );
}

/** The control for one settings field; Form.Item passes value/onChange through. `english`: the field's English box. */
export function SettingsFieldInput({
  field,
  passwordSet,
  english = false,
  ...props
}: {
  field: SettingsField;
  passwordSet: boolean;
  english?: boolean;
}) {
  const control = english ? { ...props, lang: 'en' } : props;
  switch (field.kind) {
    case 'switch':
      return <Switch {...control} />;
    case 'number':
      return (
        <InputNumber
          {...control}
          min={field.min}
          max={field.max}
          precision={field.precision ?? 0}
          step={field.precision ? 0.1 : 1}
          style={{ width: 200 }}
        />
      );
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
    case 'image':
      return <ImageUrlInput {...control} label={field.label} />;
    case 'linkGroups':
      return <FooterLinksInput {...props} language={english ? '英文' : ''} />;
    case 'email':
      return <Input {...control} type="email" autoComplete="off" />;
    default:
      return <Input {...control} autoComplete="off" />;
  }
}
