import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_LIMITS, type MediaKind, type MediaView, type UploadAnswer } from '@site/contracts';
import { Button, Checkbox, Empty, Input, Modal, Progress, Spin, Tabs, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { getMedia, MEDIA_LIBRARY_KEY, mediaName, mediaPickQuery, mediaThumbnail } from '../../../../lib/media-library';
import { UploadNetworkError, uploadErrorMessage } from '../../../../lib/upload-image';
import { LoadErrorAlert } from '../load-error-alert';
import { MediaPager } from '../media-pager';
import tileStyles from '../media-tile.module.css';
import styles from './media-picker.module.css';

/** The picture chosen: its URL, the alt text to show it with ('' when decorative), and its library record. */
export interface MediaChoice {
  url: string;
  alt: string;
  /** null when an upload's record could not be read. */
  media: MediaView | null;
}

/**
 * The caller's own upload of a chosen file, with its type and size checks and its compression; it
 * throws to refuse (its message is shown). Every upload lands in the library.
 */
export type PickerUpload = (
  file: File,
  onProgress: (percent: number) => void,
) => Promise<Pick<UploadAnswer, 'url'> & Partial<Pick<UploadAnswer, 'media_id'>>>;

export interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  onSelect: (choice: MediaChoice) => void;
  /** Which files to offer: pictures (the default) or QR codes. */
  kind?: MediaKind;
  /** Without it only the library is offered. */
  upload?: PickerUpload;
  /** For the upload's file chooser. */
  accept?: string;
  /** The upload's rules, said beside its button. */
  uploadHint?: string;
  /** Off where the page names the picture itself (logo, favicon, QR code): no alt text is asked. */
  askAlt?: boolean;
  /** The longest alt text the caller stores. */
  altMaxLength?: number;
}

const ALT_MISSING = '请填写替代文本，或勾选“装饰性图片”';

/** Choose a picture from the media library (searchable, 50 a page) or upload one, with its alt text. */
export function MediaPicker({ open, onClose, ...rest }: MediaPickerProps) {
  return (
    <Modal open={open} title="选择图片" width={880} footer={null} onCancel={onClose} destroyOnHidden>
      {/* Mounted at each opening: a fresh search, page and choice. */}
      <PickerBody onClose={onClose} {...rest} />
    </Modal>
  );
}

interface Chosen {
  url: string;
  media: MediaView | null;
}

function PickerBody({
  onClose,
  onSelect,
  kind = 'image',
  upload,
  accept = 'image/jpeg,image/png,image/gif,image/webp',
  uploadHint,
  askAlt = true,
  altMaxLength = MEDIA_LIMITS.altText,
}: Omit<MediaPickerProps, 'open'>) {
  const altId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (next: Chosen) => {
    setChosen(next);
    // The library's description is where the alt text starts; the caller may word it for this place.
    setAlt(next.media?.alt_text ?? '');
    setDecorative(false);
    setProblem(null);
  };

  const confirm = () => {
    if (!chosen) return;
    const text = alt.trim();
    if (askAlt && !decorative && text === '') {
      setProblem(ALT_MISSING);
      return;
    }
    onSelect({
      url: chosen.url,
      alt: !askAlt ? (chosen.media?.alt_text ?? '') : decorative ? '' : text,
      media: chosen.media,
    });
  };

  const library = <LibraryPane kind={kind} chosenUrl={chosen?.url ?? null} onChoose={choose} />;

  return (
    <div className={styles.picker}>
      {upload ? (
        <Tabs
          items={[
            { key: 'library', label: '媒体库', children: library },
            {
              key: 'upload',
              label: '上传',
              children: <UploadPane upload={upload} accept={accept} hint={uploadHint} onUploaded={choose} />,
            },
          ]}
        />
      ) : (
        library
      )}

      {chosen && (
        <section className={styles.chosen} aria-label="已选图片">
          <img src={mediaThumbnail(chosen)} alt="" className={styles.chosenImage} />
          <div className={styles.chosenSide}>
            <Typography.Text strong>{chosen.media ? mediaName(chosen.media) : '刚上传的图片'}</Typography.Text>
            {askAlt && (
              <>
                <label htmlFor={altId}>替代文本</label>
                <Input
                  id={altId}
                  value={decorative ? '' : alt}
                  disabled={decorative}
                  maxLength={altMaxLength}
                  status={problem ? 'error' : undefined}
                  placeholder={decorative ? '装饰性图片没有替代文本' : '描述图片内容，供读屏软件和搜索引擎使用'}
                  onChange={(event) => {
                    setAlt(event.target.value);
                    setProblem(null);
                  }}
                />
                <Checkbox
                  checked={decorative}
                  onChange={(event) => {
                    setDecorative(event.target.checked);
                    setProblem(null);
                  }}
                >
                  装饰性图片
                </Checkbox>
                <Typography.Text type="secondary" className={styles.hint}>
                  默认取自媒体库，可为此处修改；图片只起装饰作用、不传达信息时勾选“装饰性图片”。
                </Typography.Text>
                {problem && (
                  <Typography.Text type="danger" role="alert">
                    {problem}
                  </Typography.Text>
                )}
              </>
            )}
          </div>
        </section>
      )}

      <div className={styles.footer}>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" disabled={!chosen} onClick={confirm}>
          使用这张图片
        </Button>
      </div>
    </div>
  );
}

function LibraryPane({
  kind,
  chosenUrl,
  onChoose,
}: {
  kind: MediaKind;
  chosenUrl: string | null;
  onChoose: (chosen: Chosen) => void;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useQuery(mediaPickQuery({ page, search, kind }));
  const items = list.data?.items ?? [];

  let content;
  if (list.isPending) {
    content = (
      <div className={styles.state} role="status">
        <Spin /> 正在加载媒体库…
      </div>
    );
  } else if (list.isError) {
    content = <LoadErrorAlert title="加载媒体库失败" error={list.error} onRetry={() => void list.refetch()} />;
  } else if (items.length === 0) {
    content = <Empty description={search ? '没有找到匹配的图片' : '媒体库里还没有图片'} />;
  } else {
    content = (
      <Spin spinning={list.isFetching}>
        <ul className={styles.grid} aria-label="媒体库图片">
          {items.map((media) => (
            <li key={media.id}>
              <button
                type="button"
                className={tileStyles.tile}
                aria-label={mediaName(media)}
                aria-pressed={media.url === chosenUrl}
                onClick={() => onChoose({ url: media.url, media })}
              >
                {/* The button is named by the file; the thumbnail adds nothing to read out. */}
                <img src={mediaThumbnail(media)} alt="" loading="lazy" width={120} height={90} />
                <span className={tileStyles.name} aria-hidden="true">
                  {mediaName(media)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Spin>
    );
  }

  return (
    <div className={styles.library}>
      <Input.Search
        allowClear
        enterButton="搜索"
        placeholder="搜索文件名、标题、替代文本或标签"
        aria-label="搜索媒体库"
        className={styles.search}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
      />
      {content}
      <MediaPager className={styles.pages} page={page} total={list.data?.total ?? 0} onChange={setPage} size="small" />
    </div>
  );
}

/** A refusal's own words: the server's, a network hint, or the caller's check. */
function uploadProblem(error: unknown): string {
  if (error instanceof ApiError || error instanceof UploadNetworkError) return uploadErrorMessage(error);
  return error instanceof Error && error.message ? error.message : '图片上传失败';
}

function UploadPane({
  upload,
  accept,
  hint,
  onUploaded,
}: {
  upload: PickerUpload;
  accept: string;
  hint?: string;
  onUploaded: (chosen: Chosen) => void;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setPercent(0);
    try {
      const answer = await upload(file, setPercent);
      // The same bytes may be in the library already, described: its record gives the alt text.
      const media = answer.media_id ? await getMedia(answer.media_id).catch(() => null) : null;
      void queryClient.invalidateQueries({ queryKey: MEDIA_LIBRARY_KEY });
      onUploaded({ url: answer.url, media });
      setPercent(100);
    } catch (failure) {
      setError(uploadProblem(failure));
      setPercent(null);
    }
  };

  const busy = percent !== null && percent < 100;
  return (
    <div className={styles.upload}>
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        选择文件
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        style={{ display: 'none' }}
        aria-label="选择要上传的图片"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again must upload again.
          event.target.value = '';
          void send(file);
        }}
      />
      <Typography.Text type="secondary" className={styles.hint}>
        {hint ?? '上传的图片会保存到媒体库。'}
      </Typography.Text>
      {percent !== null && <Progress percent={percent} size="small" aria-label="图片上传进度" />}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
