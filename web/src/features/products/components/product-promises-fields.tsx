import {
  MAX_LIST_PRICE_MULTIPLIER,
  MAX_PROMISE_TEXT,
  PRODUCT_PROMISE_LABELS,
  PRODUCT_PROMISE_LINES,
  productPromiseOverridesSchema,
  type ProductPromiseLine,
  type ProductPromises,
} from '@site/contracts';
import { Collapse, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useState } from 'react';
import { schemaRule } from '../../../components/ui/admin/form-rules';
import type { PromiseFormValues, PromiseMode } from '../utils/product-form';

const MODE_OPTIONS: { value: PromiseMode; label: string }[] = [
  { value: 'default', label: '沿用默认' },
  { value: 'custom', label: '自定义' },
  { value: 'hidden', label: '隐藏' },
];

/** The server's rule for one line's custom value, so the form says what a save would. */
const lineRule = (line: ProductPromiseLine, part: 'text' | 'multiplier') =>
  schemaRule({ safeParse: (value: unknown) => productPromiseOverridesSchema.safeParse({ [line]: { [part]: value } }) });

/** What the settings say for a line, beside its choice: "默认：4.8" or "默认：隐藏". */
function defaultOf(line: ProductPromiseLine, promises: ProductPromises): string {
  const current = promises[line];
  if (!current.show) return '默认：隐藏';
  return `默认：${'multiplier' in current ? `售价 × ${current.multiplier}` : current.text}`;
}

/**
 * 商品页承诺: per line, follow the 商品页 settings, the product's own line, or hide it on this
 * product's page (docs/pages.md). `defaults`: the 商品页 settings, said under each line once loaded. Form fields `promises.<line>.mode|text|multiplier`; rendered while
 * folded (forceRender) so the form always holds them. Starts open when the product has an override.
 */
export function ProductPromisesFields({ defaults }: { defaults?: ProductPromises }) {
  const values = Form.useWatch<PromiseFormValues | undefined>('promises');
  const [open, setOpen] = useState<boolean | null>(null);
  const overridden = PRODUCT_PROMISE_LINES.some((line) => values?.[line]?.mode && values[line].mode !== 'default');
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 24 }}
      activeKey={(open ?? overridden) ? ['promises'] : []}
      onChange={(keys) => setOpen(keys.includes('promises'))}
      items={[
        {
          key: 'promises',
          label: '商品页承诺',
          forceRender: true,
          children: (
            <>
              <p style={{ marginTop: 0 }}>
                评分、评价、运费、划线原价等默认取自“系统设置 →
                商品页”；在此可为本产品单独修改或隐藏。选择“自定义”的项在本产品页始终显示。
              </p>
              {PRODUCT_PROMISE_LINES.map((line) => {
                const label = PRODUCT_PROMISE_LABELS[line];
                const custom = values?.[line]?.mode === 'custom';
                return (
                  <Form.Item key={line} label={label} extra={defaults && defaultOf(line, defaults)}>
                    <Space wrap>
                      <Form.Item name={['promises', line, 'mode']} noStyle>
                        <Radio.Group options={MODE_OPTIONS} optionType="button" aria-label={`${label}：商品页承诺`} />
                      </Form.Item>
                      {line === 'listPrice' ? (
                        <Form.Item
                          name={['promises', line, 'multiplier']}
                          noStyle
                          hidden={!custom}
                          rules={[lineRule(line, 'multiplier')]}
                        >
                          <InputNumber
                            aria-label={`${label}倍数`}
                            min={1}
                            max={MAX_LIST_PRICE_MULTIPLIER}
                            precision={2}
                            step={0.1}
                            placeholder="倍数，留空沿用默认"
                            style={{ width: 200 }}
                          />
                        </Form.Item>
                      ) : (
                        <Form.Item
                          name={['promises', line, 'text']}
                          noStyle
                          hidden={!custom}
                          rules={[lineRule(line, 'text')]}
                        >
                          <Input
                            aria-label={`${label}内容`}
                            autoComplete="off"
                            maxLength={MAX_PROMISE_TEXT}
                            placeholder="留空沿用默认内容"
                            style={{ width: 260 }}
                          />
                        </Form.Item>
                      )}
                    </Space>
                  </Form.Item>
                );
              })}
            </>
          ),
        },
      ]}
    />
  );
}
