import { Alert, Button, Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './translation-panel.module.css';

interface TranslationPanelProps {
  /** The English page, once the version is live (null: nothing to link to). */
  liveHref: string | null;
  /** The record is not saved yet: its English version waits for it. */
  unsaved: boolean;
  /** The version's publishing bar, once it exists. */
  publishingBar?: ReactNode;
  /** The English form. */
  children: ReactNode;
}

/** The frame of an editor's 英文版本 tab (news, products): heading, the live page's link, the bar, the form. */
export function TranslationPanel({ liveHref, unsaved, publishingBar, children }: TranslationPanelProps) {
  return (
    <Card>
      <div className={styles.languageHead}>
        <Space wrap>
          <Typography.Title level={5}>英文版本</Typography.Title>
          {liveHref && (
            <a href={liveHref} target="_blank" rel="noopener noreferrer">
              查看英文页面
            </a>
          )}
        </Space>
      </div>
      {unsaved && <Alert type="info" showIcon title="请先保存中文版本，再编辑英文版本。" className={styles.notice} />}
      {!unsaved && publishingBar}
      {children}
    </Card>
  );
}

interface TranslationToolsProps {
  /** A stale save's message (409), with the way to load the latest; null: none. */
  stale: string | null;
  onReload: () => void;
  /** 从中文复制 and 删除英文版本 are offered (the form is editable). */
  enabled: boolean;
  onCopy: () => void;
  /** 删除英文版本, offered once there is a version. */
  onRemove?: () => void;
}

/** Above the English form: a stale save's message, 从中文复制 and 删除英文版本. */
export function TranslationTools({ stale, onReload, enabled, onCopy, onRemove }: TranslationToolsProps) {
  return (
    <>
      {stale !== null && (
        <Alert
          type="error"
          showIcon
          title={stale}
          className={styles.notice}
          action={
            <Button size="small" onClick={onReload} disabled={false}>
              放弃我的修改，载入最新版本
            </Button>
          }
        />
      )}
      {enabled && (
        <Space wrap className={styles.notice}>
          <Button size="small" onClick={onCopy}>
            从中文复制
          </Button>
          {onRemove && (
            <Button danger size="small" onClick={onRemove}>
              删除英文版本
            </Button>
          )}
        </Space>
      )}
    </>
  );
}

interface TranslationSaveButtonsProps {
  saving: boolean;
  /** The save under way publishes too. */
  publishing: boolean;
  /** 保存并发布: the form marks its next submit as publishing and submits. */
  onPublish: () => void;
}

/** 保存草稿 (the form's submit) and 保存并发布. */
export function TranslationSaveButtons({ saving, publishing, onPublish }: TranslationSaveButtonsProps) {
  return (
    <Space>
      <Button htmlType="submit" loading={saving && !publishing}>
        保存草稿
      </Button>
      <Button type="primary" loading={saving} onClick={onPublish}>
        {saving ? '处理中...' : '保存并发布'}
      </Button>
    </Space>
  );
}
