import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsSchemas, settingsTranslationSchemas, type SettingsTab } from '@site/contracts';
import { Alert, Button, Form, Skeleton, Typography, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { checkRule, requiredNumberRule, requiredRule, schemaRule } from '../../../components/ui/admin/form-rules';
import { errorDetail } from '../../../lib/api-client';
import { saveSettings, settingsTabQuery, type SettingsValues } from '../api/admin-settings';
import { publicSettingsQuery } from '../api/get-public-settings';
import {
  SECOND_LOCALE,
  SETTINGS_FIELDS,
  copiedFromChinese,
  englishLabel,
  englishName,
  isFieldRequired,
  missingWhileOn,
  secretSet,
  toFormValues,
  toSettingsPayload,
  translatedFields,
  type SettingsField,
} from '../utils/settings-fields';
import { SettingsFieldInput } from './settings-field-input';
import styles from './settings.module.css';

/** The saved banner stays 3 seconds. */
const SAVED_BANNER_MS = 3000;

function rulesFor(tab: SettingsTab, field: SettingsField, passwordSet: boolean): FormRule[] {
  const shape = settingsSchemas[tab].shape as Record<string, Parameters<typeof schemaRule>[0]>;
  const rules: FormRule[] = [schemaRule(shape[field.name])];
  const when = field.requiredWhen;
  if (when) {
    rules.unshift(({ getFieldValue }) =>
      checkRule((value) => missingWhileOn(field, value, getFieldValue(when.switch) === true, passwordSet)),
    );
  }
  if (!isFieldRequired(field, { smtpPasswordSet: passwordSet })) return rules;
  const required = field.kind === 'number' ? requiredNumberRule(field.label) : requiredRule(field.label);
  return [required, ...rules];
}

/** The English box's rules: the server's for that language; never required (an empty box falls back). */
function englishRules(tab: SettingsTab, field: SettingsField): FormRule[] {
  const schemas = settingsTranslationSchemas[tab as keyof typeof settingsTranslationSchemas];
  if (!schemas) return [];
  const shape = schemas(SECOND_LOCALE).shape as Record<string, Parameters<typeof schemaRule>[0]>;
  return [schemaRule(shape[field.name])];
}

export function SettingsTabForm({ tab }: { tab: SettingsTab }) {
  const queryClient = useQueryClient();
  const query = useQuery(settingsTabQuery(tab));
  const [form] = Form.useForm<SettingsValues>();
  const [savedAt, setSavedAt] = useState(0);

  const mutation = useMutation({
    mutationFn: (values: SettingsValues) => saveSettings(tab, toSettingsPayload(tab, values)),
    onSuccess: (updated) => {
      queryClient.setQueryData(settingsTabQuery(tab).queryKey, updated);
      form.setFieldsValue(toFormValues(tab, updated));
      // Site name, contacts and maintenance mode show on the public pages (the key covers every language).
      void queryClient.invalidateQueries({ queryKey: publicSettingsQuery().queryKey });
      setSavedAt(Date.now());
    },
  });

  useEffect(() => {
    if (savedAt === 0) return;
    const timer = setTimeout(() => setSavedAt(0), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="加载设置失败"
        description={errorDetail(query.error)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            重试
          </Button>
        }
      />
    );
  }

  const passwordSet = secretSet(tab, query.data);
  const bilingual = translatedFields(tab).length > 0;
  const chineseItem = (field: SettingsField) => (
    <Form.Item
      key={field.name}
      name={field.name}
      label={field.label}
      extra={field.help}
      valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
      dependencies={field.requiredWhen ? [field.requiredWhen.switch] : undefined}
      validateFirst
      rules={rulesFor(tab, field, passwordSet)}
    >
      <SettingsFieldInput field={field} passwordSet={passwordSet} />
    </Form.Item>
  );
  // Canonical links, the sitemap and the feed name whatever host a visitor used until it is set.
  const siteUrlMissing = tab === 'general' && !(query.data as { siteUrl?: string }).siteUrl;
  return (
    <Form<SettingsValues>
      form={form}
      name={`settings-${tab}`}
      layout="vertical"
      className={bilingual ? styles.wideForm : styles.form}
      initialValues={toFormValues(tab, query.data)}
      onFinish={(values) => mutation.mutate(values)}
    >
      {siteUrlMissing && (
        <Alert
          className={styles.banner}
          type="warning"
          showIcon
          title="尚未设置网站地址"
          description="搜索引擎的规范链接、站点地图和 RSS 将使用访问者请求的域名，请在下方填写网站地址。"
        />
      )}
      {bilingual && (
        <div className={styles.languageBar}>
          <Typography.Text type="secondary">
            中文在左，英文在右：英文页面（/en）显示英文；英文留空的项按每项下方的说明显示。
          </Typography.Text>
          <Button
            size="small"
            onClick={() =>
              form.setFieldValue(
                ['translations', SECOND_LOCALE],
                copiedFromChinese(tab, form.getFieldsValue(true) as SettingsValues),
              )
            }
          >
            从中文复制
          </Button>
        </div>
      )}
      {SETTINGS_FIELDS[tab].map((field) =>
        field.translated ? (
          <div key={field.name} className={styles.pair}>
            {chineseItem(field)}
            <Form.Item
              name={englishName(field)}
              label={englishLabel(field)}
              extra={field.translated.help}
              validateFirst
              rules={englishRules(tab, field)}
            >
              <SettingsFieldInput field={{ ...field, label: englishLabel(field) }} passwordSet={false} english />
            </Form.Item>
          </div>
        ) : (
          chineseItem(field)
        ),
      )}
      {/* Beside the button, where the eye is after clicking it. */}
      {savedAt > 0 && <Alert className={styles.banner} type="success" showIcon title="设置已保存" />}
      {mutation.isError && (
        <Alert
          className={styles.banner}
          type="error"
          showIcon
          closable
          title="保存设置失败"
          description={errorDetail(mutation.error)}
        />
      )}
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        保存设置
      </Button>
    </Form>
  );
}
