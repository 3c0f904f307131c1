import type { SectionData, SectionType } from '@site/contracts';
import { Form, InputNumber } from 'antd';
import { useId } from 'react';
import { CategoryTreePicker, type PickerNode } from '../../../../components/ui/admin/category-tree-picker';
import { LazyRichTextEditor } from '../../../../components/ui/admin/lazy-rich-text-editor';
import { emptyCard, emptyFigure, emptyStat, emptyTimelineItem } from '../../utils/page-draft';
import { limitsOf } from '../../utils/schema-limits';
import {
  ButtonsField,
  ChoiceField,
  HeadingFields,
  IconField,
  ItemList,
  LinkField,
  PictureField,
  TextField,
  type Access,
} from './fields';
import styles from './page-editor.module.css';

/** The categories a product or news list may be narrowed to. */
export type StripCategories = Record<
  SectionData<'strip'>['source'],
  { nodes: readonly PickerNode[]; loading: boolean }
>;

interface FormProps<T extends SectionType> {
  data: SectionData<T>;
  onChange: (patch: Partial<SectionData<T>>) => void;
  access: Access;
}

function HeroForm({ data, onChange, access }: FormProps<'hero'>) {
  return (
    <>
      <ChoiceField
        label="横幅尺寸"
        value={data.size}
        options={[
          { value: 'large', label: '大横幅（首页）' },
          { value: 'compact', label: '紧凑（页头）' },
        ]}
        disabled={!access.structure}
        onChange={(size) => onChange({ size })}
      />
      <TextField
        label="眉标"
        value={data.eyebrow}
        limits={limitsOf('hero', 'eyebrow')}
        disabled={!access.words}
        onChange={(eyebrow) => onChange({ eyebrow })}
      />
      <TextField
        label="横幅标题"
        value={data.title}
        limits={limitsOf('hero', 'title')}
        disabled={!access.words}
        onChange={(title) => onChange({ title })}
      />
      <TextField
        label="横幅文字"
        value={data.text}
        limits={limitsOf('hero', 'text')}
        disabled={!access.words}
        multiline
        onChange={(text) => onChange({ text })}
      />
      <PictureField
        label="横幅图片"
        picture={data.picture}
        access={access}
        onChange={(picture) => onChange({ picture })}
      />
      <ButtonsField type="hero" buttons={data.buttons} access={access} onChange={(buttons) => onChange({ buttons })} />
    </>
  );
}

function RichTextField({
  label,
  value,
  required,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  required: boolean;
  disabled: boolean;
  onChange: (html: string) => void;
}) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id} required={required}>
      <LazyRichTextEditor id={id} label={label} height={260} value={value} disabled={disabled} onChange={onChange} />
    </Form.Item>
  );
}

function StatsForm({ data, onChange, access }: FormProps<'stats'>) {
  return (
    <>
      <HeadingFields type="stats" data={data} access={access} onChange={onChange} />
      <ItemList
        label="数据项"
        items={data.items}
        limits={limitsOf('stats', 'items')}
        canChange={access.structure}
        newItem={emptyStat}
        onChange={(items) => onChange({ items })}
        renderItem={(item, update) => (
          <div className={styles.row}>
            <TextField
              label="数值"
              value={item.value}
              limits={limitsOf('stats', 'items', '[]', 'value')}
              disabled={!access.words}
              placeholder="30+"
              onChange={(value) => update({ value })}
            />
            <TextField
              label="单位"
              value={item.unit}
              limits={limitsOf('stats', 'items', '[]', 'unit')}
              disabled={!access.words}
              onChange={(unit) => update({ unit })}
            />
            <TextField
              label="说明"
              value={item.label}
              limits={limitsOf('stats', 'items', '[]', 'label')}
              disabled={!access.words}
              onChange={(label) => update({ label })}
            />
          </div>
        )}
      />
      <RichTextField
        label="正文"
        value={data.html}
        required={false}
        disabled={!access.words}
        onChange={(html) => onChange({ html })}
      />
      <ButtonsField type="stats" buttons={data.buttons} access={access} onChange={(buttons) => onChange({ buttons })} />
    </>
  );
}

function CardsForm({ data, onChange, access }: FormProps<'cards'>) {
  return (
    <>
      <HeadingFields type="cards" data={data} access={access} onChange={onChange} />
      <ItemList
        label="卡片"
        itemName="张卡片"
        addLabel="添加卡片"
        items={data.items}
        limits={limitsOf('cards', 'items')}
        canChange={access.structure}
        newItem={emptyCard}
        onChange={(items) => onChange({ items })}
        renderItem={(item, update) => (
          <>
            <div className={styles.row}>
              <TextField
                label="卡片标题"
                value={item.title}
                limits={limitsOf('cards', 'items', '[]', 'title')}
                disabled={!access.words}
                onChange={(title) => update({ title })}
              />
              <IconField value={item.icon} disabled={!access.structure} onChange={(icon) => update({ icon })} />
            </div>
            <TextField
              label="卡片文字"
              value={item.text}
              limits={limitsOf('cards', 'items', '[]', 'text')}
              disabled={!access.words}
              multiline
              onChange={(text) => update({ text })}
            />
            <LinkField
              label="卡片链接"
              value={item.href ?? ''}
              limits={limitsOf('cards', 'items', '[]', 'href')}
              disabled={!access.structure}
              onChange={(href) => update({ href: href === '' ? null : href })}
            />
            <PictureField
              label="卡片图片"
              picture={item.picture}
              access={access}
              onChange={(picture) => update({ picture })}
            />
          </>
        )}
      />
      <ButtonsField type="cards" buttons={data.buttons} access={access} onChange={(buttons) => onChange({ buttons })} />
    </>
  );
}

function RichTextForm({ data, onChange, access }: FormProps<'richText'>) {
  return (
    <>
      <HeadingFields type="richText" data={data} access={access} onChange={onChange} />
      <RichTextField
        label="正文"
        value={data.html}
        required={limitsOf('richText', 'html').required}
        disabled={!access.words}
        onChange={(html) => onChange({ html })}
      />
      <ButtonsField
        type="richText"
        buttons={data.buttons}
        access={access}
        onChange={(buttons) => onChange({ buttons })}
      />
    </>
  );
}

function TimelineForm({ data, onChange, access }: FormProps<'timeline'>) {
  return (
    <>
      <HeadingFields type="timeline" data={data} access={access} onChange={onChange} />
      <ItemList
        label="时间节点"
        items={data.items}
        limits={limitsOf('timeline', 'items')}
        canChange={access.structure}
        newItem={emptyTimelineItem}
        onChange={(items) => onChange({ items })}
        renderItem={(item, update) => (
          <>
            <div className={styles.row}>
              <TextField
                label="时间"
                value={item.period}
                limits={limitsOf('timeline', 'items', '[]', 'period')}
                disabled={!access.words}
                placeholder="2026"
                onChange={(period) => update({ period })}
              />
              <TextField
                label="标题"
                value={item.title}
                limits={limitsOf('timeline', 'items', '[]', 'title')}
                disabled={!access.words}
                onChange={(title) => update({ title })}
              />
            </div>
            <TextField
              label="说明"
              value={item.text}
              limits={limitsOf('timeline', 'items', '[]', 'text')}
              disabled={!access.words}
              multiline
              onChange={(text) => update({ text })}
            />
          </>
        )}
      />
      <ButtonsField
        type="timeline"
        buttons={data.buttons}
        access={access}
        onChange={(buttons) => onChange({ buttons })}
      />
    </>
  );
}

function FiguresForm({ data, onChange, access }: FormProps<'figures'>) {
  return (
    <>
      <HeadingFields type="figures" data={data} access={access} onChange={onChange} />
      <ItemList
        label="参数"
        itemName="个参数"
        addLabel="添加参数"
        items={data.items}
        limits={limitsOf('figures', 'items')}
        canChange={access.structure}
        newItem={emptyFigure}
        onChange={(items) => onChange({ items })}
        renderItem={(item, update) => (
          <>
            <div className={styles.row}>
              <TextField
                label="参数"
                value={item.figure}
                limits={limitsOf('figures', 'items', '[]', 'figure')}
                disabled={!access.words}
                placeholder="5nm"
                onChange={(figure) => update({ figure })}
              />
              <TextField
                label="标签"
                value={item.badge}
                limits={limitsOf('figures', 'items', '[]', 'badge')}
                disabled={!access.words}
                onChange={(badge) => update({ badge })}
              />
            </div>
            <TextField
              label="说明"
              value={item.text}
              limits={limitsOf('figures', 'items', '[]', 'text')}
              disabled={!access.words}
              multiline
              onChange={(text) => update({ text })}
            />
          </>
        )}
      />
      <ButtonsField
        type="figures"
        buttons={data.buttons}
        access={access}
        onChange={(buttons) => onChange({ buttons })}
      />
    </>
  );
}

function CtaForm({ data, onChange, access }: FormProps<'cta'>) {
  return (
    <>
      <TextField
        label="标题"
        value={data.title}
        limits={limitsOf('cta', 'title')}
        disabled={!access.words}
        onChange={(title) => onChange({ title })}
      />
      <TextField
        label="文字"
        value={data.text}
        limits={limitsOf('cta', 'text')}
        disabled={!access.words}
        multiline
        onChange={(text) => onChange({ text })}
      />
      <ButtonsField type="cta" buttons={data.buttons} access={access} onChange={(buttons) => onChange({ buttons })} />
    </>
  );
}

function StripForm({ data, onChange, access, categories }: FormProps<'strip'> & { categories: StripCategories }) {
  const countId = useId();
  const categoryId = useId();
  const count = limitsOf('strip', 'count');
  const { nodes, loading } = categories[data.source];
  return (
    <>
      <HeadingFields type="strip" data={data} access={access} onChange={onChange} />
      <div className={styles.row}>
        <ChoiceField
          label="列表来源"
          value={data.source}
          options={[
            { value: 'products', label: '产品' },
            { value: 'news', label: '新闻' },
          ]}
          disabled={!access.structure}
          // A category of the other kind would not match anything.
          onChange={(source) => onChange({ source, category: null })}
        />
        <Form.Item label="条数" htmlFor={countId} extra={`${count.min}–${count.max} 条`}>
          <InputNumber
            id={countId}
            min={count.min}
            max={count.max}
            precision={0}
            value={data.count}
            disabled={!access.structure}
            // Cleared, the draft holds no number: the check before saving says 条数必须是 1–12 的整数.
            onChange={(value) => onChange({ count: value } as Partial<SectionData<'strip'>>)}
          />
        </Form.Item>
      </div>
      <Form.Item label="分类" htmlFor={categoryId} extra="不选则显示全部分类">
        <CategoryTreePicker
          id={categoryId}
          nodes={nodes}
          loading={loading}
          allowClear
          placeholder="全部分类"
          value={data.category}
          disabled={!access.structure}
          onChange={(category) => onChange({ category })}
        />
      </Form.Item>
      <ButtonsField type="strip" buttons={data.buttons} access={access} onChange={(buttons) => onChange({ buttons })} />
    </>
  );
}

interface SectionFormProps {
  type: SectionType;
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  access: Access;
  categories: StripCategories;
}

/** The fields of one section, by its type. */
export function SectionForm({ type, data, onChange, access, categories }: SectionFormProps) {
  // The draft holds what the user typed; each form reads it in its type's shape.
  const props = <T extends SectionType>(): FormProps<T> => ({
    data: data as SectionData<T>,
    access,
    onChange: (patch) => onChange({ ...data, ...patch }),
  });
  switch (type) {
    case 'hero':
      return <HeroForm {...props<'hero'>()} />;
    case 'stats':
      return <StatsForm {...props<'stats'>()} />;
    case 'cards':
      return <CardsForm {...props<'cards'>()} />;
    case 'richText':
      return <RichTextForm {...props<'richText'>()} />;
    case 'timeline':
      return <TimelineForm {...props<'timeline'>()} />;
    case 'figures':
      return <FiguresForm {...props<'figures'>()} />;
    case 'cta':
      return <CtaForm {...props<'cta'>()} />;
    case 'strip':
      return <StripForm {...props<'strip'>()} categories={categories} />;
  }
}
