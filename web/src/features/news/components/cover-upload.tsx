import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { MediaPicker, type MediaChoice } from '../../../components/ui/admin/media-picker/media-picker';
import { useMediaPicker } from '../../../components/ui/admin/media-picker/use-media-picker';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { storeCover, useCoverUpload } from '../hooks/use-cover-upload';
import { COVER_ACCEPT } from '../utils/news-form';
import styles from './news-editor.module.css';

interface CoverUploadProps {
  /** The uploaded cover's URL; null without one. Set by the form item. */
  value?: string | null;
  onChange?: (url: string | null) => void;
  disabled?: boolean;
  /** True while a file is being shrunk or uploaded: the form waits for it. */
  onBusyChange?: (busy: boolean) => void;
  /** A picture chosen in the media picker, with the alt text chosen for it. */
  onPicked?: (choice: MediaChoice) => void;
  /** A file uploaded with 上传封面: the alt text given for the cover before does not describe it. */
  onUploaded?: () => void;
  id?: string;
}

/**
 * News cover: JPG/PNG/GIF up to 5 MB, shrunk in the browser, uploaded with a progress bar; or a
 * picture from the media library (uploads there follow the same rules).
 */
export function CoverUpload({
  value = null,
  onChange,
  disabled = false,
  onBusyChange,
  onPicked,
  onUploaded,
  id,
}: CoverUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, busy, reset } = useCoverUpload();
  const picker = useMediaPicker((choice) => {
    // The upload's progress and size belong to another picture now.
    reset();
    onChange?.(choice.url);
    onPicked?.(choice);
  });

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const url = await upload(file);
    if (!url) return;
    onChange?.(url);
    onUploaded?.();
  };

  return (
    <div className={styles.cover}>
      <FallbackImage
        className={styles.coverPreview}
        src={value}
        alt="封面预览"
        placeholder={value ? '封面加载失败' : '暂无封面'}
        loading="eager"
      />
      <div className={styles.coverSide}>
        {!disabled && (
          <Space wrap>
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={busy}>
              {value ? '更换封面' : '上传封面'}
            </Button>
            <Button icon={<PictureOutlined />} onClick={picker.show} disabled={busy}>
              从媒体库选择
            </Button>
            {value && (
              <Button
                icon={<DeleteOutlined />}
                disabled={busy}
                onClick={() => {
                  reset();
                  onChange?.(null);
                }}
              >
                移除封面
              </Button>
            )}
            {/* The field's label points here: clicking 封面图片 opens the file chooser too. */}
            <input
              ref={input}
              id={id}
              type="file"
              accept={COVER_ACCEPT}
              style={{ display: 'none' }}
              aria-label="选择封面图片"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void choose(file);
              }}
            />
          </Space>
        )}
        <Typography.Text type="secondary" className={styles.hint}>
          支持 JPG、PNG、GIF 格式，建议尺寸 400×200 像素，文件小于 5MB；上传前自动压缩到 800×600 以内。
        </Typography.Text>
        {state.status !== 'idle' && state.status !== 'failed' && (
          <div className={styles.progress}>
            <Progress
              percent={state.percent}
              size="small"
              status={state.status === 'done' ? 'success' : 'active'}
              aria-label="封面上传进度"
            />
            {state.status === 'processing' && <Typography.Text type="secondary">正在压缩…</Typography.Text>}
            {state.stored && <Typography.Text type="secondary">{state.stored}</Typography.Text>}
          </div>
        )}
        {state.error && (
          <Typography.Text type="danger" role="alert">
            {state.error}
          </Typography.Text>
        )}
      </div>
      <MediaPicker
        {...picker.props}
        upload={storeCover}
        accept={COVER_ACCEPT}
        uploadHint="支持 JPG、PNG、GIF 格式，文件小于 5MB；上传前自动压缩到 800×600 以内。"
      />
    </div>
  );
}
