import { useMutation } from '@tanstack/react-query';
import { testMailSchema, type TestMailResult } from '@site/contracts';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { requiredRule, schemaRule } from '../../../components/ui/admin/form-rules';
import { errorDetail } from '../../../lib/api-client';
import { sendTestMail } from '../api/test-mail';
import styles from './settings.module.css';

/** What the SMTP server said, as it said it (its code and text are what a mail host's help pages cite). */
function ServerAnswer({ result }: { result: TestMailResult }) {
  return (
    <>
      <div>{result.message}</div>
      {result.response && (
        <div>
          服务器回应：<Typography.Text code>{result.response}</Typography.Text>
        </div>
      )}
      {result.code && (
        <div>
          错误代码：<Typography.Text code>{result.code}</Typography.Text>
        </div>
      )}
    </>
  );
}

/** 邮件设置 › 发送测试邮件: tries the saved settings now and shows the SMTP server's answer. */
export function TestMailPanel() {
  const [form] = Form.useForm<{ to: string }>();
  const mutation = useMutation({ mutationFn: ({ to }: { to: string }) => sendTestMail(to.trim()) });
  const result = mutation.data;

  return (
    <section className={styles.log} aria-labelledby="test-mail-title">
      <Typography.Title level={2} id="test-mail-title" className={styles.logTitle}>
        发送测试邮件
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        使用已保存的邮件设置立即发送一封测试邮件，并显示 SMTP 服务器的回应。修改设置后请先保存。
      </Typography.Paragraph>
      <Form
        form={form}
        name="test-mail"
        layout="inline"
        onFinish={(values) => mutation.mutate(values)}
        className={styles.banner}
      >
        <Form.Item
          name="to"
          label="收件人邮箱"
          validateFirst
          rules={[requiredRule('收件人邮箱'), schemaRule(testMailSchema.shape.to)]}
        >
          <Input type="email" autoComplete="email" placeholder="name@example.com" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={mutation.isPending}>
            发送测试邮件
          </Button>
        </Form.Item>
      </Form>
      {mutation.isError && (
        <Alert type="error" showIcon title="无法发送测试邮件" description={errorDetail(mutation.error)} />
      )}
      {result && !mutation.isPending && (
        <Alert
          type={result.ok ? 'success' : 'error'}
          showIcon
          title={result.ok ? '测试邮件已发送' : '测试邮件发送失败'}
          description={<ServerAnswer result={result} />}
        />
      )}
    </section>
  );
}
