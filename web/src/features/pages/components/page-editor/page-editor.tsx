import { PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAX_SECTIONS,
  parsePageSections,
  SECTION_TYPE_NAMES,
  SECTION_TYPES,
  type PageAdminView,
  type SectionType,
} from '@site/contracts';
import { Alert, Button, Card, Form, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useConfirmDialog } from '../../../../components/ui/admin/confirm-dialog';
import { useToast } from '../../../../components/ui/admin/use-toast';
import { errorDetail } from '../../../../lib/api-client';
import { adminPageQuery, adminPagesQuery, isStaleVersion, savePage, type SectionInput } from '../../api/admin-pages';
import { usePagePreview } from '../../hooks/use-page-preview';
import {
  bodyOf,
  draftOf,
  isFrozen,
  movedLocked,
  newSection,
  sectionName,
  type DraftSection,
} from '../../utils/page-draft';
import type { Access } from './fields';
import { PagePreview } from './page-preview';
import { SectionCard } from './section-card';
import type { StripCategories } from './section-form';
import styles from './page-editor.module.css';

export interface PageEditorProps {
  /** The working copy and where it stands; a save sends its version. */
  page: PageAdminView;
  /** The signed-in role: admins lock sections, editors change only the words of locked ones. */
  role: string;
  canEdit: boolean;
  categories: StripCategories;
  /**
   * The sections as edited, and whether they differ from the saved page (the route guards leaving with
   * them, autosaves them and holds the publishing bar's 发布 until they are saved).
   */
  onEdit?: (sections: SectionInput[], dirty: boolean) => void;
  /** Someone saved meanwhile (409 STALE_VERSION): the route offers to compare; `sections` are this draft's. */
  onStale?: (sections: SectionInput[]) => void;
}

const TYPE_OPTIONS = SECTION_TYPE_NAMES.map((type) => ({ value: type, label: SECTION_TYPES[type].label }));

/** What dnd-kit says to screen readers, in Chinese. */
const announcementsFor = (draft: DraftSection[]): Announcements => {
  const name = (id: string | number) => {
    const index = draft.findIndex((section) => section.id === id);
    return index < 0 ? '区块' : `第 ${index + 1} 个区块 ${sectionName(draft[index])}`;
  };
  const place = (id: string | number | undefined) => `第 ${draft.findIndex((s) => s.id === id) + 1} 位`;
  return {
    onDragStart: ({ active }) => `已拿起${name(active.id)}`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)}移到${place(over.id)}` : `${name(active.id)}不在列表上`,
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)}已放到${place(over.id)}` : `已放下${name(active.id)}`),
    onDragCancel: ({ active }) => `已取消移动${name(active.id)}`,
  };
};

/**
 * The block editor of one site page: its sections in order, each with its type's fields; saved whole,
 * with a live preview of the unsaved draft beside the form. 保存草稿 keeps the site as it is; 保存并发布
 * puts the saved page live (docs/publishing.md).
 */
export function PageEditor({ page, role, canEdit, categories, onEdit, onStale }: PageEditorProps) {
  const toast = useToast();
  const confirm = useConfirmDialog();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(page.sections));
  const [savedBody, setSavedBody] = useState(() => JSON.stringify(bodyOf(draft)));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [newType, setNewType] = useState<SectionType>('richText');
  const body = useMemo(() => bodyOf(draft), [draft]);
  const preview = usePagePreview(page.key, body);
  const dirty = JSON.stringify(body) !== savedBody;
  useEffect(() => onEdit?.(body, dirty), [body, dirty, onEdit]);
  const isAdmin = role === 'admin';

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const save = useMutation({
    // From the version shown: the page prop follows every save and publish, so it is the latest known.
    mutationFn: (publish: boolean) => savePage(page.key, body, page.publication.version, publish),
    onSuccess: (view, publish) => {
      // The server's answer is the page now: sanitised HTML, alt texts from the library.
      const next = draftOf(
        view.sections,
        draft.map((section) => section.id),
      );
      setDraft(next);
      setSavedBody(JSON.stringify(bodyOf(next)));
      queryClient.setQueryData(adminPageQuery(page.key).queryKey, view);
      // The list only: its key is the page's key's prefix, and the page is the answer already.
      void queryClient.invalidateQueries({ queryKey: adminPagesQuery.queryKey, exact: true });
      toast.success(publish ? '已保存并发布' : '草稿已保存，网站上的页面在发布前不变');
    },
    // A stale version is said by the route's compare dialog, which keeps this draft.
    onError: (error) => {
      if (isStaleVersion(error)) onStale?.(body);
      else setProblem(errorDetail(error) ?? '保存失败');
    },
  });

  const accessOf = (section: DraftSection): Access => ({
    words: canEdit,
    structure: canEdit && !isFrozen(section, role),
  });

  /** A change of order or of the list, unless it would move a section an editor may not move. */
  const reorder = (next: DraftSection[]) => {
    const locked = movedLocked(draft, next, role);
    if (locked) {
      toast.warning('已锁定的区块不能移动', {
        description: `${sectionName(locked)}由管理员锁定，必须留在原位。`,
      });
      return;
    }
    setDraft(next);
  };

  const update = (id: string, patch: Partial<DraftSection>) =>
    setDraft((current) => current.map((section) => (section.id === id ? { ...section, ...patch } : section)));

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const add = () => {
    const section = newSection(
      newType,
      page.key,
      draft.map((s) => s.key),
    );
    setDraft([...draft, section]);
    setExpanded((current) => new Set(current).add(section.id));
  };

  const remove = (section: DraftSection) =>
    confirm({
      title: '删除区块',
      content: `删除${sectionName(section)}？保存后才会从页面上删除。`,
      onConfirm: () => Promise.resolve(reorder(draft.filter((s) => s.id !== section.id))),
    });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = draft.findIndex((s) => s.id === active.id);
    const to = draft.findIndex((s) => s.id === over.id);
    reorder(arrayMove(draft, from, to));
  };

  const submit = (publish: boolean) => {
    // The contracts' own parser first: the same Chinese message the server would give, without a call.
    const parsed = parsePageSections({ sections: body });
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    save.mutate(publish);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.editor}>
        <Card size="small" className={styles.toolbar}>
          <Space wrap>
            {canEdit && (
              <>
                <Select<SectionType>
                  aria-label="新区块类型"
                  value={newType}
                  onChange={setNewType}
                  options={TYPE_OPTIONS}
                  className={styles.typeSelect}
                />
                <Button icon={<PlusOutlined />} disabled={draft.length >= MAX_SECTIONS} onClick={add}>
                  添加区块
                </Button>
              </>
            )}
            <Typography.Text type="secondary">
              共 {draft.length} 个区块{draft.length >= MAX_SECTIONS && `（最多 ${MAX_SECTIONS} 个）`}
            </Typography.Text>
          </Space>
          <Space>
            {dirty && <Tag color="orange">有未保存的修改</Tag>}
            {canEdit && (
              <>
                <Button
                  loading={save.isPending && !save.variables}
                  disabled={save.isPending}
                  onClick={() => submit(false)}
                >
                  保存草稿
                </Button>
                <Button
                  type="primary"
                  loading={save.isPending && save.variables}
                  disabled={save.isPending}
                  onClick={() => submit(true)}
                >
                  保存并发布
                </Button>
              </>
            )}
          </Space>
        </Card>
        {!canEdit && <Alert type="info" showIcon title="您的角色只能查看页面，不能修改。" />}
        {role === 'editor' && draft.some((s) => s.locked) && (
          <Alert type="info" showIcon title="带“已锁定”标记的区块由管理员锁定：只能修改其中的文字。" />
        )}
        {problem && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="保存失败"
            description={problem}
            closable={{ onClose: () => setProblem(null) }}
          />
        )}
        <Form layout="vertical" component="div">
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements: announcementsFor(draft),
              screenReaderInstructions: {
                draggable: '按空格键拿起区块，用上下方向键移动，再按空格键放下；按 Esc 取消。',
              },
            }}
          >
            <SortableContext items={draft.map((s) => s.id)} strategy={verticalListSortingStrategy}>
              <ol className={styles.sections} aria-label="页面区块">
                {draft.map((section, index) => (
                  <SectionCard
                    key={section.id}
                    section={section}
                    position={index + 1}
                    count={draft.length}
                    expanded={expanded.has(section.id)}
                    onToggle={() => toggle(section.id)}
                    access={accessOf(section)}
                    canLock={isAdmin}
                    categories={categories}
                    onChange={(patch) => update(section.id, patch)}
                    onMove={(to) => reorder(arrayMove(draft, index, to))}
                    onRemove={() => remove(section)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </Form>
      </div>
      <PagePreview preview={preview} />
    </div>
  );
}
