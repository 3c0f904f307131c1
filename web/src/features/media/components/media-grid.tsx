import type { MediaView } from '@site/contracts';
import { Button, Checkbox, Typography } from 'antd';
import tileStyles from '../../../components/ui/admin/media-tile.module.css';
import { mediaFileName, mediaLabel, thumbnail } from '../utils/media-format';
import styles from './media-screen.module.css';

/** What the grid and the list both show and do. */
export interface MediaItemsProps {
  items: MediaView[];
  /** The trash: no details, no selection; 恢复 for editors. */
  trash: boolean;
  canEdit: boolean;
  selected: ReadonlySet<number>;
  onSelect: (media: MediaView, checked: boolean) => void;
  onOpen: (media: MediaView) => void;
  onRestore: (media: MediaView) => void;
  /** The file being restored now. */
  restoring: number | null;
}

export function MediaGrid({
  items,
  trash,
  canEdit,
  selected,
  onSelect,
  onOpen,
  onRestore,
  restoring,
}: MediaItemsProps) {
  const selectable = canEdit && !trash;
  return (
    <ul className={styles.grid} aria-label="媒体文件">
      {items.map((media) => (
        <li key={media.id} className={styles.item}>
          {selectable && (
            <Checkbox
              className={styles.check}
              aria-label={`选择 ${mediaFileName(media)}`}
              checked={selected.has(media.id)}
              onChange={(e) => onSelect(media, e.target.checked)}
            />
          )}
          <button
            type="button"
            className={selected.has(media.id) ? `${tileStyles.tile} ${tileStyles.selected}` : tileStyles.tile}
            onClick={() => !trash && onOpen(media)}
            disabled={trash}
          >
            <img src={thumbnail(media)} alt={media.alt_text} loading="lazy" width={160} height={120} />
            <span className={tileStyles.name}>{mediaLabel(media)}</span>
            <Typography.Text type="secondary" className={styles.size}>
              {media.width}×{media.height}
              {!trash && (media.used ? ` · ${media.used}处使用` : ' · 未使用')}
            </Typography.Text>
          </button>
          {trash && canEdit && (
            <Button
              size="small"
              aria-label={`恢复 ${media.file_name || media.id}`}
              loading={restoring === media.id}
              onClick={() => onRestore(media)}
            >
              恢复
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
