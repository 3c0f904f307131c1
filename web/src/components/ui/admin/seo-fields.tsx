import { MAX_SEO_DESCRIPTION_CHARS, MAX_SEO_TITLE_CHARS, seoDescriptionField, seoTitleField } from '@site/contracts';
import { Collapse, Form, Input } from 'antd';
import { useState } from 'react';
import { FormField } from './form-field';
import { schemaRule } from './form-rules';

const titleSchema = seoTitleField();
const descriptionSchema = seoDescriptionField();

interface SeoFieldsProps {
  /** What the page uses while a field is empty, e.g. 产品名称 / 摘要 (the help under each field). */
  titleFallback: string;
  descriptionFallback: string;
}

const tooLong = (value: unknown, max: number) => typeof value === 'string' && value.trim().length > max;

/**
 * The collapsible 搜索引擎优化 section of the product and news forms (docs/seo.md): the form fields
 * `seo_title` and `seo_description`. The counters turn red past the limit instead of cutting the
 * text, so a pasted long text is seen and the message says what to do. Rendered even when closed
 * (forceRender), so the form always holds and checks the fields. It starts open when the record
 * has an override (an editor should see what replaces the name), and stays open while a field is too
 * long, so the error that stops the save is never hidden.
 */
export function SeoFields({ titleFallback, descriptionFallback }: SeoFieldsProps) {
  // null until the editor opens or closes it: until then, open exactly when an override is set.
  const [open, setOpen] = useState<boolean | null>(null);
  const title: unknown = Form.useWatch('seo_title');
  const description: unknown = Form.useWatch('seo_description');
  const held = tooLong(title, MAX_SEO_TITLE_CHARS) || tooLong(description, MAX_SEO_DESCRIPTION_CHARS);
  const overridden = [title, description].some((value) => typeof value === 'string' && value.trim() !== '');
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 24 }}
      activeKey={(open ?? overridden) || held ? ['seo'] : []}
      onChange={(keys) => setOpen(keys.includes('seo'))}
      items={[
        {
          key: 'seo',
          label: '搜索引擎优化',
          forceRender: true,
          children: (
            <>
              <FormField
                label="SEO标题"
                name="seo_title"
                rules={[schemaRule(titleSchema)]}
                extra={`选填，用于页面标题与分享标题；留空则使用${titleFallback}`}
              >
                <Input autoComplete="off" count={{ show: true, max: MAX_SEO_TITLE_CHARS }} />
              </FormField>
              <FormField
                label="SEO描述"
                name="seo_description"
                rules={[schemaRule(descriptionSchema)]}
                extra={`选填，用于搜索结果与分享卡片的描述；留空则使用${descriptionFallback}`}
              >
                <Input.TextArea rows={3} count={{ show: true, max: MAX_SEO_DESCRIPTION_CHARS }} />
              </FormField>
            </>
          ),
        },
      ]}
    />
  );
}
