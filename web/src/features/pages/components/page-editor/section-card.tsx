import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownOutlined,
  HolderOutlined,
  LockOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Form, Input, Space, Switch, Tag, Tooltip } from 'antd';
import { useId } from 'react';
import { sectionName, type DraftSection } from '../../utils/page-draft';
import type { Access } from './fields';
import { SectionForm, type StripCategories } from './section-form';
import styles from './page-editor.module.css';

interface SectionCardProps {
  section: DraftSection;
  position: number;
  count: number;
  expanded: boolean;
  onToggle: () => void;
  access: Access;
  /** Admins lock and unlock. */
  canLock: boolean;
  onChange: (patch: Partial<DraftSection>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  categories: StripCategories;
}

/** One section of the page: its header (drag handle, name, switches, moves) and, opened, its fields. */
export function SectionCard(props: SectionCardProps) {
  const { section, position, count, expanded, onToggle, access, canLock, onChange, onMove, onRemove } = props;
  const bodyId = useId();
  const keyId = useId();
  const name = sectionName(section);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
    disabled: !access.structure,
  });

  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${styles.section} ${styles.dragging}` : styles.section}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="page-section"
    >
      <section aria-label={`第 ${position} 个区块：${name}`}>
        <header className={styles.sectionBar}>
          {access.structure && (
            <button
              type="button"
              ref={setActivatorNodeRef}
              className={styles.handle}
              {...attributes}
              {...listeners}
              aria-label={`拖动排序：${name}`}
              aria-roledescription="可排序的区块"
            >
              <HolderOutlined />
            </button>
          )}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            {expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
            <span className={styles.sectionName}>{name}</span>
          </button>
          <Space size={4} wrap className={styles.sectionTags}>
            {section.hidden && <Tag>已隐藏</Tag>}
            {section.locked && (
              <Tooltip title={canLock ? '编辑只能修改此区块的文字' : '管理员已锁定此区块：只能修改文字'}>
                <Tag icon={<LockOutlined />} color="gold">
                  已锁定
                </Tag>
              </Tooltip>
            )}
          </Space>
          <Space size={4} wrap className={styles.sectionActions}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label="上移"
              disabled={!access.structure || position === 1}
              onClick={() => onMove(position - 2)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label="下移"
              disabled={!access.structure || position === count}
              onClick={() => onMove(position)}
            />
            <label className={styles.switch}>
              <Switch
                size="small"
                checked={!section.hidden}
                disabled={!access.structure}
                onChange={(shown) => onChange({ hidden: !shown })}
              />
              显示
            </label>
            {canLock && (
              <label className={styles.switch}>
                <Switch size="small" checked={section.locked} onChange={(locked) => onChange({ locked })} />
                锁定
              </label>
            )}
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label="删除区块"
              disabled={!access.structure}
              onClick={onRemove}
            />
          </Space>
        </header>
        <div id={bodyId} hidden={!expanded} className={styles.sectionBody}>
          {expanded && (
            <>
              <Form.Item
                label="区块标识"
                htmlFor={keyId}
                extra={`页面内的锚点（/#${section.key}）：小写字母、数字和短横线，以字母开头`}
              >
                <Input
                  id={keyId}
                  value={section.key}
                  maxLength={40}
                  disabled={!access.structure}
                  onChange={(event) => onChange({ key: event.target.value })}
                />
              </Form.Item>
              <SectionForm
                type={section.type}
                data={section.data}
                access={access}
                categories={props.categories}
                onChange={(data) => onChange({ data })}
              />
            </>
          )}
        </div>
      </section>
    </li>
  );
}
