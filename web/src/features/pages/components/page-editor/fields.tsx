import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { arrayMove } from '@dnd-kit/sortable';
import {
  SECTION_ICONS,
  type SectionButton,
  type SectionIcon,
  type SectionPicture,
  type SectionType,
} from '@site/contracts';
import { Button, Checkbox, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { MediaPicker } from '../../../../components/ui/admin/media-picker/media-picker';
import { useMediaPicker } from '../../../../components/ui/admin/media-picker/use-media-picker';
import { Icon } from '../../../../components/ui/icons';
import { emptyButton } from '../../utils/page-draft';
import { limitsOf, type FieldLimits } from '../../utils/schema-limits';
import styles from './page-editor.module.css';

/**
 * What may change in a section: its words (titles, texts, labels, alt texts) and its structure (items,
 * links, icons, pictures, styles). A viewer changes neither; an editor only the words of a locked section.
 */
export interface Access {
  words: boolean;
  structure: boolean;
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  limits: FieldLimits;
  disabled: boolean;
  multiline?: boolean;
  placeholder?: string;
  extra?: ReactNode;
}

/** A text of a section, with the schema's length limit and its required mark. */
export function TextField({ label, value, onChange, limits, disabled, multiline, placeholder, extra }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    disabled,
    placeholder,
    maxLength: limits.max,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Form.Item label={label} htmlFor={id} required={limits.required} extra={extra}>
      {multiline ? (
        <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} showCount />
      ) : (
        <Input {...common} />
      )}
    </Form.Item>
  );
}

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled: boolean;
}

export function ChoiceField<T extends string>({ label, value, options, onChange, disabled }: ChoiceFieldProps<T>) {
  return (
    <Form.Item label={label}>
      <Radio.Group
        aria-label={label}
        value={value}
        disabled={disabled}
        options={options}
        optionType="button"
        onChange={(event) => onChange(event.target.value as T)}
      />
    </Form.Item>
  );
}

const TONES = [
  { value: 'plain' as const, label: '白底' },
  { value: 'soft' as const, label: '浅色底' },
];

interface Heading {
  title: string;
  intro: string;
  tone: 'plain' | 'soft';
}

/** Title, intro and background of every section but the hero and the call to action. */
export function HeadingFields({
  type,
  data,
  onChange,
  access,
}: {
  type: Exclude<SectionType, 'hero' | 'cta'>;
  data: Heading;
  onChange: (patch: Partial<Heading>) => void;
  access: Access;
}) {
  return (
    <>
      <TextField
        label="区块标题"
        value={data.title}
        limits={limitsOf(type, 'title')}
        disabled={!access.words}
        onChange={(title) => onChange({ title })}
      />
      <TextField
        label="区块导语"
        value={data.intro}
        limits={limitsOf(type, 'intro')}
        disabled={!access.words}
        multiline
        onChange={(intro) => onChange({ intro })}
      />
      <ChoiceField
        label="区块底色"
        value={data.tone}
        options={TONES}
        disabled={!access.structure}
        onChange={(tone) => onChange({ tone })}
      />
    </>
  );
}

interface ItemListProps<T> {
  /** The list's name, and what one item is called in its controls ("第 2 项"). */
  label: string;
  items: T[];
  limits: FieldLimits;
  canChange: boolean;
  newItem: () => T;
  onChange: (items: T[]) => void;
  renderItem: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
  addLabel?: string;
  itemName?: string;
}

/** A section's list of items: add, remove and move within the schema's limits. */
export function ItemList<T>({
  label,
  items,
  limits,
  canChange,
  newItem,
  onChange,
  renderItem,
  addLabel = '添加一项',
  itemName = '项',
}: ItemListProps<T>) {
  const min = limits.min ?? 0;
  const max = limits.max ?? Infinity;
  const update = (index: number, patch: Partial<T>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const limitsText = limits.max === undefined ? '' : min > 0 ? `${min}–${max} ${itemName}` : `最多 ${max} ${itemName}`;
  return (
    <fieldset className={styles.items}>
      <legend>
        {label}
        {limitsText && <Typography.Text type="secondary">（{limitsText}）</Typography.Text>}
      </legend>
      {items.map((item, index) => {
        const name = `第 ${index + 1} ${itemName}`;
        return (
          // Items have no identity of their own; their inputs are controlled, so the index is enough.
          <div key={index} className={styles.item} role="group" aria-label={`${label} ${name}`}>
            <div className={styles.itemBar}>
              <Typography.Text strong>{name}</Typography.Text>
              <Space size={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`上移${name}`}
                  disabled={!canChange || index === 0}
                  onClick={() => onChange(arrayMove(items, index, index - 1))}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`下移${name}`}
                  disabled={!canChange || index === items.length - 1}
                  onClick={() => onChange(arrayMove(items, index, index + 1))}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除${name}`}
                  disabled={!canChange || items.length <= min}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                />
              </Space>
            </div>
            {renderItem(item, (patch) => update(index, patch), index)}
          </div>
        );
      })}
      {canChange && items.length < max && (
        <Button icon={<PlusOutlined />} onClick={() => onChange([...items, newItem()])}>
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

const BUTTON_STYLES = [
  { value: 'primary' as const, label: '主要' },
  { value: 'secondary' as const, label: '次要' },
];

/** Up to two buttons of a section: words, link and style. */
export function ButtonsField({
  type,
  buttons,
  onChange,
  access,
}: {
  type: SectionType;
  buttons: SectionButton[];
  onChange: (buttons: SectionButton[]) => void;
  access: Access;
}) {
  return (
    <ItemList
      label="按钮"
      itemName="个按钮"
      addLabel="添加按钮"
      items={buttons}
      limits={limitsOf(type, 'buttons')}
      canChange={access.structure}
      newItem={emptyButton}
      onChange={onChange}
      renderItem={(button, update) => (
        <div className={styles.row}>
          <TextField
            label="按钮文字"
            value={button.label}
            limits={limitsOf(type, 'buttons', '[]', 'label')}
            disabled={!access.words}
            onChange={(label) => update({ label })}
          />
          <LinkField
            label="按钮链接"
            value={button.href}
            limits={limitsOf(type, 'buttons', '[]', 'href')}
            disabled={!access.structure}
            onChange={(href) => update({ href })}
          />
          <ChoiceField
            label="按钮样式"
            value={button.style}
            options={BUTTON_STYLES}
            disabled={!access.structure}
            onChange={(style) => update({ style })}
          />
        </div>
      )}
    />
  );
}

const LINK_HINT = '本站页面（如 /products、/news/12、/about#team）或 https:// 开头的网址';

export function LinkField(props: Omit<TextFieldProps, 'placeholder' | 'extra' | 'multiline'>) {
  return <TextField {...props} placeholder="/products" extra={LINK_HINT} />;
}

/** Names of the icons the public site draws, for the chooser. */
const ICON_NAMES: Record<SectionIcon, string> = {
  flow: '流程',
  chip: '芯片',
  cloud: '云',
  chart: '图表',
  eye: '视觉',
  shield: '安全',
  signal: '信号',
  spark: '火花',
  team: '团队',
  leaf: '环保',
  star: '星标',
};

export function IconField({
  value,
  onChange,
  disabled,
}: {
  value: SectionIcon | null;
  onChange: (icon: SectionIcon | null) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <Form.Item label="图标" htmlFor={id}>
      <Select<SectionIcon>
        id={id}
        allowClear
        placeholder="不用图标"
        value={value ?? undefined}
        disabled={disabled}
        onChange={(icon) => onChange(icon ?? null)}
        options={SECTION_ICONS.map((icon) => ({
          value: icon,
          label: (
            <span className={styles.iconOption}>
              <Icon name={icon} />
              {ICON_NAMES[icon]}
            </span>
          ),
        }))}
      />
    </Form.Item>
  );
}

/**
 * A picture from the media library and its alt text. `alt` null takes the library's alt text when the
 * page is saved; '' marks the picture decorative.
 */
export function PictureField({
  label,
  picture,
  onChange,
  access,
}: {
  label: string;
  picture: SectionPicture;
  onChange: (picture: SectionPicture) => void;
  access: Access;
}) {
  const altId = useId();
  const picker = useMediaPicker(({ url, alt }) => onChange({ url, alt }));
  const decorative = picture?.alt === '';
  return (
    <Form.Item label={label}>
      <div className={styles.picture}>
        {picture ? (
          <img src={picture.url} alt={picture.alt ?? ''} className={styles.pictureThumb} />
        ) : (
          <div className={styles.pictureEmpty}>未选图片</div>
        )}
        <div className={styles.pictureSide}>
          <Space wrap>
            <Button icon={<PictureOutlined />} disabled={!access.structure} onClick={picker.show}>
              {picture ? '更换图片' : '从媒体库选择'}
            </Button>
            {picture && (
              <Button icon={<DeleteOutlined />} disabled={!access.structure} onClick={() => onChange(null)}>
                移除图片
              </Button>
            )}
          </Space>
          {picture && (
            <>
              <label htmlFor={altId}>替代文本</label>
              <Input
                id={altId}
                value={picture.alt ?? ''}
                disabled={!access.words || decorative}
                maxLength={limitsOf('hero', 'picture', 'alt').max}
                placeholder={decorative ? '装饰性图片没有替代文本' : '留空则使用媒体库中这张图片的替代文本'}
                onChange={(event) =>
                  onChange({ ...picture, alt: event.target.value === '' ? null : event.target.value })
                }
              />
              <Checkbox
                checked={decorative}
                disabled={!access.words}
                onChange={(event) => onChange({ ...picture, alt: event.target.checked ? '' : null })}
              >
                装饰性图片
              </Checkbox>
            </>
          )}
        </div>
      </div>
      {access.structure && <MediaPicker {...picker.props} />}
    </Form.Item>
  );
}
