import { PREVIEW_LINK_DEFAULT_HOURS, PREVIEW_LINK_MAX_HOURS, type PreviewLinkView } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail } from '../../../lib/api-client';
import { previewLinksQuery, type PublishingConfig } from '../api/publishing';
import { formatWithZone } from '../utils/zoned-time';
import styles from './preview-links-dialog.module.css';

interface PreviewLinksDialogProps {
  open: boolean;
  config: PublishingConfig;
  id: number;
  canEdit: boolean;
  timeZone: string;
  onClose: () => void;
  /** Makes a link; its answer carries the URL (only this once: the token is stored hashed). */
  onCreate: (hours: number) => Promise<PreviewLinkView>;
  onRevoke: (linkId: number) => Promise<unknown>;
  revoking?: number | null;
}

function linkState(link: PreviewLinkView, now: number) {
  if (link.revoked) return <Tag>已撤销</Tag>;
  if (Date.parse(link.expires_at) <= now) return <Tag>已过期</Tag>;
  return <Tag color="green">有效</Tag>;
}

/** 预览链接: a link to the working copy for someone without an account, for some hours; revocable. */
export function PreviewLinksDialog({
  open,
  config,
  id,
  canEdit,
  timeZone,
  onClose,
  onCreate,
  onRevoke,
  revoking = null,
}: PreviewLinksDialogProps) {
  const links = useQuery({ ...previewLinksQuery(config, id), enabled: open });
  const [hours, setHours] = useState<number>(PREVIEW_LINK_DEFAULT_HOURS);
  const [created, setCreated] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // A link's state as of when the list was read.
  const now = links.dataUpdatedAt;

  const create = async () => {
    setCreating(true);
    try {
      const link = await onCreate(hours);
      setCreated(link.url === null ? null : `${window.location.origin}${link.url}`);
    } catch {
      // Said by the toast of the mutation.
    } finally {
      setCreating(false);
    }
  };

  return (
    <Modal
      open={open}
      title="预览链接"
      footer={null}
      width={640}
      onCancel={onClose}
      afterClose={() => setCreated(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        预览链接让没有后台账号的人查看当前保存的草稿；到期或撤销后失效。
      </Typography.Paragraph>
      {canEdit && (
        <Form layout="inline" onFinish={() => void create()}>
          <Form.Item label="有效期（小时）" htmlFor="preview-link-hours">
            <InputNumber
              id="preview-link-hours"
              min={1}
              max={PREVIEW_LINK_MAX_HOURS}
              precision={0}
              value={hours}
              onChange={(value) => setHours(value ?? PREVIEW_LINK_DEFAULT_HOURS)}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={creating}>
              生成链接
            </Button>
          </Form.Item>
        </Form>
      )}
      {created !== null && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title="链接已生成，请现在复制：关闭后不再显示"
          description={
            <Typography.Paragraph copyable={{ text: created, tooltips: ['复制', '已复制'] }} style={{ margin: 0 }}>
              <span data-testid="preview-link-url">{created}</span>
            </Typography.Paragraph>
          }
        />
      )}
      {links.isError ? (
        <Alert style={{ marginTop: 16 }} type="error" title="预览链接加载失败" description={errorDetail(links.error)} />
      ) : (
        <section className={styles.links} aria-label="已生成的链接">
          <h4 className={styles.heading}>已生成的链接</h4>
          {links.isPending ? (
            <Spin />
          ) : links.data.items.length === 0 ? (
            <Typography.Text type="secondary">还没有预览链接</Typography.Text>
          ) : (
            <ul className={styles.list}>
              {links.data.items.map((link) => {
                const active = !link.revoked && Date.parse(link.expires_at) > now;
                return (
                  <li key={link.id} className={styles.item}>
                    <Space size="small" wrap>
                      {linkState(link, now)}
                      <span>{`${link.created_by} 于 ${formatWithZone(link.created_at, timeZone)} 生成`}</span>
                      <Typography.Text type="secondary">
                        {`有效至 ${formatWithZone(link.expires_at, timeZone)}`}
                      </Typography.Text>
                    </Space>
                    {canEdit && active && (
                      <Button
                        size="small"
                        danger
                        loading={revoking === link.id}
                        onClick={() => void onRevoke(link.id).catch(() => undefined)}
                      >
                        撤销
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </Modal>
  );
}
