import { Button, Progress, Space, Typography } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { MAX_UPLOAD_FILES, type UploadItem } from '../hooks/use-bulk-upload';
import styles from './bulk-upload.module.css';

interface BulkUploadProps {
  items: UploadItem[];
  /** Answers a refusal to show (too many files), or null. */
  onFiles: (files: File[]) => string | null;
  onCancel: (key: number) => void;
  onCancelWaiting: () => void;
  onClearFinished: () => void;
  /** Where the files land, for the zone's text. */
  folderName: string | null;
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: '等待上传',
  uploading: '上传中',
  done: '已上传',
  failed: '上传失败',
  cancelled: '已取消',
};

function UploadRow({ item, onCancel }: { item: UploadItem; onCancel: (key: number) => void }) {
  const active = item.status === 'waiting' || item.status === 'uploading';
  return (
    <li aria-label={item.name} className={styles.row}>
      <div className={styles.rowHead}>
        <Typography.Text ellipsis className={styles.fileName}>
          {item.name}
        </Typography.Text>
        <Typography.Text type={item.status === 'failed' ? 'danger' : 'secondary'}>
          {item.status === 'done' && item.existing ? '已存在，未重复保存' : STATUS_TEXT[item.status]}
        </Typography.Text>
        {active && (
          <Button size="small" type="link" aria-label={`取消上传 ${item.name}`} onClick={() => onCancel(item.key)}>
            取消
          </Button>
        )}
      </div>
      {item.status !== 'cancelled' && (
        <Progress
          percent={item.percent}
          size="small"
          status={item.status === 'failed' ? 'exception' : item.status === 'done' ? 'success' : 'active'}
          aria-label={`${item.name} 上传进度`}
        />
      )}
      {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
    </li>
  );
}

/** Drop many pictures (or 选择文件) into the folder being viewed; each file shows its own progress and outcome. */
export function BulkUpload({
  items,
  onFiles,
  onCancel,
  onCancelWaiting,
  onClearFinished,
  folderName,
}: BulkUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const take = (files: FileList | null) => setRefusal(onFiles(files ? Array.from(files) : []));
  const waiting = items.filter((i) => i.status === 'waiting').length;
  const settled = items.filter((i) => i.status !== 'waiting' && i.status !== 'uploading').length;

  return (
    <section aria-label="批量上传" className={styles.section}>
      <div
        data-testid="media-drop-zone"
        className={over ? `${styles.zone} ${styles.over}` : styles.zone}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e: DragEvent) => {
          e.preventDefault();
          setOver(false);
          take(e.dataTransfer.files);
        }}
      >
        <Typography.Text type="secondary">
          将图片拖到此处上传{folderName ? `到“${folderName}”` : ''}，一次最多{MAX_UPLOAD_FILES}个，或
        </Typography.Text>
        <Button type="primary" onClick={() => input.current?.click()}>
          选择文件
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="选择要上传的文件"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(e) => {
            take(e.target.files);
            // The same files can be chosen again.
            e.target.value = '';
          }}
        />
      </div>
      {refusal && (
        <Typography.Text type="danger" role="alert">
          {refusal}
        </Typography.Text>
      )}
      {items.length > 0 && (
        <>
          <Space className={styles.listHead}>
            <Typography.Text>
              上传列表：{items.filter((i) => i.status === 'done').length} / {items.length} 已完成
            </Typography.Text>
            {waiting > 0 && (
              <Button size="small" onClick={onCancelWaiting}>
                取消等待中的{waiting}个文件
              </Button>
            )}
            {settled > 0 && (
              <Button size="small" onClick={onClearFinished}>
                清除已结束的
              </Button>
            )}
          </Space>
          <ul aria-label="上传列表" className={styles.list}>
            {items.map((item) => (
              <UploadRow key={item.key} item={item} onCancel={onCancel} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
