import styles from './dashboard.module.css';
import { useQuery } from '@tanstack/react-query';
import { MAIL_FAILURE_DAYS, type MailFailure } from '@site/contracts';
import { Alert, Card, Table, Tag, Typography, type TableColumnType } from 'antd';
import { Link } from 'react-router-dom';
import { errorDetail } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { mailFailuresQuery } from '../api/dashboard';
import { mailKindLabel } from '../utils/dashboard';

const COLUMNS: TableColumnType<MailFailure>[] = [
  { key: 'at', title: '时间', dataIndex: 'at', render: (at: string) => formatDateTime(at, true) },
  { key: 'kind', title: '邮件', render: (_: unknown, item: MailFailure) => mailKindLabel(item) },
  { key: 'about', title: '对象', dataIndex: 'about' },
  {
    key: 'state',
    title: '结果',
    dataIndex: 'state',
    render: (state: MailFailure['state']) =>
      state === 'failed' ? <Tag color="error">发送失败</Tag> : <Tag color="default">未发送</Tag>,
  },
  { key: 'reason', title: '原因', dataIndex: 'reason', render: (reason: string) => reason || '—' },
];

/**
 * Admins only: why mails did not go out. An empty site address or incomplete SMTP settings is said
 * first, since every reset link (or every mail) waits on it.
 */
export function MailFailures() {
  const query = useQuery(mailFailuresQuery);
  const data = query.data;
  const problems = data && (!data.smtpReady || !data.siteUrlSet || data.items.length > 0 || data.contactUnavailable);
  if (!query.isError && !problems) return null;
  return (
    <Card title="邮件发送问题" size="small" role="group" aria-label="邮件发送问题">
      {query.isError && (
        <Alert type="error" showIcon title="邮件发送记录暂不可用" description={errorDetail(query.error)} />
      )}
      {data && !data.smtpReady && (
        <Alert
          type="error"
          showIcon
          title="邮件设置不完整：任何邮件都无法发送"
          description={
            <>
              请在{' '}
              <Link className={styles.inlineLink} to="/admin/settings">
                系统设置 › 邮件
              </Link>{' '}
              填写 SMTP 服务器、端口和发件人邮箱。
            </>
          }
        />
      )}
      {data && !data.siteUrlSet && (
        <Alert
          type="warning"
          showIcon
          title="未设置网站地址：重置密码和邀请链接无法发送"
          description={
            <>
              链接只按网站地址生成。请在{' '}
              <Link className={styles.inlineLink} to="/admin/settings">
                系统设置 › 常规
              </Link>{' '}
              填写网站地址。
            </>
          }
        />
      )}
      {data?.contactUnavailable && (
        <Typography.Text type="secondary">留言服务未响应：留言通知邮件的记录暂缺。</Typography.Text>
      )}
      {data && data.items.length > 0 && (
        <>
          <Typography.Paragraph type="secondary">最近 {MAIL_FAILURE_DAYS} 天未能发出的邮件：</Typography.Paragraph>
          <Table<MailFailure>
            aria-label="未发出的邮件"
            size="small"
            rowKey={(item) => `${item.source}-${item.kind}-${item.at}-${item.about}`}
            columns={COLUMNS}
            dataSource={data.items}
            pagination={data.items.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            scroll={{ x: true }}
          />
        </>
      )}
    </Card>
  );
}
