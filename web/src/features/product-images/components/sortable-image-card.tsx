import { DeleteOutlined, HolderOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Checkbox, Tag, Tooltip } from 'antd';
import type { ManagedImage } from '../utils/gallery';
import styles from './image-manager.module.css';

interface SortableImageCardProps {
  image: ManagedImage;
  position: number;
  canEdit: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onSetPrimary: () => void;
  onDelete: () => void;
}

/** One picture of the manager; the handle drags it (mouse, touch or keyboard: Space, arrows, Space). */
export function SortableImageCard(props: SortableImageCardProps) {
  const { image, position, canEdit, selected, onSelect, onSetPrimary, onDelete } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.key,
    disabled: !canEdit,
  });

  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${styles.card} ${styles.dragging}` : styles.card}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="managed-image"
      data-image-url={image.image_url}
      data-primary={image.is_primary ? 'true' : 'false'}
    >
      <div className={styles.thumbBox}>
        <img
          src={image.image_url}
          alt={image.alt_text || `图片${position}`}
          className={styles.thumb}
          draggable={false}
        />
        <div className={styles.badges}>
          {image.is_primary && (
            <Tag color="gold" icon={<StarFilled />}>
              主图
            </Tag>
          )}
          {image.temporary && <Tag color="orange">待保存</Tag>}
        </div>
        {canEdit && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={styles.handle}
            {...attributes}
            {...listeners}
            aria-label={`拖动排序：第${position}张图片`}
            aria-roledescription="可排序的图片"
          >
            <HolderOutlined />
          </button>
        )}
      </div>
      <div className={styles.cardFooter}>
        {canEdit ? (
          <Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)}>
            {`第${position}张`}
          </Checkbox>
        ) : (
          <span>{`第${position}张`}</span>
        )}
        {canEdit && (
          <span className={styles.cardActions}>
            <Tooltip title={image.is_primary ? '已是主图' : '设为主图'}>
              <Button
                size="small"
                type="text"
                icon={image.is_primary ? <StarFilled /> : <StarOutlined />}
                disabled={image.is_primary}
                aria-label={`设为主图：第${position}张图片`}
                onClick={onSetPrimary}
              />
            </Tooltip>
            <Tooltip title="删除">
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除：第${position}张图片`}
                onClick={onDelete}
              />
            </Tooltip>
          </span>
        )}
      </div>
    </li>
  );
}
