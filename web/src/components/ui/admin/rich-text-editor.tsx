import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { MEDIA_LIMITS } from '@site/contracts';
import { Alert, Button, Checkbox, Divider, Input, Modal, Tooltip } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { uploadShrunk } from '../../../lib/compress-image';
import { MediaPicker } from './media-picker/media-picker';
import { useMediaPicker } from './media-picker/use-media-picker';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value?: string;
  onChange?: (html: string) => void;
  /** Pixels: 400 for product descriptions, 500 for news (the default). */
  height?: number;
  disabled?: boolean;
  id?: string;
  label: string;
}

/** Markup the editor has no node for: it would flatten it on the first edit. */
const UNSUPPORTED = /<(table|figure|figcaption|caption|colgroup)\b/i;

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false }),
];

/** The alt text being edited for the selected picture. */
interface AltDraft {
  alt: string;
  decorative: boolean;
}

/**
 * Rich text (TipTap): bold, italic, headings, lists, link, pictures from the media library or
 * uploaded (each with its alt text, editable later), undo/redo.
 */
export function RichTextEditor({
  value = '',
  onChange,
  height = 500,
  disabled = false,
  id,
  label,
}: RichTextEditorProps) {
  const altId = useId();
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [altDraft, setAltDraft] = useState<AltDraft | null>(null);
  // Judged on the HTML the field started with; untouched, that HTML is saved as it was.
  const [lossy] = useState(() => UNSUPPORTED.test(value));

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        class: styles.prose,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (form reset) replaces the document; our own edits come back equal and are skipped.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // No update event: it would reach the form as a change and validate an untouched field.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            link: e.isActive('link'),
            image: e.isActive('image'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  // alt '' marks a decorative picture; the server refuses one with no alt attribute at all.
  const picker = useMediaPicker(({ url, alt }) => editor?.chain().focus().setImage({ src: url, alt }).run());

  const editAlt = () => {
    // An attribute that reads as a number or true/false comes back parsed (TipTap): it is text here.
    const alt = editor?.getAttributes('image').alt as string | number | boolean | null | undefined;
    setAltDraft(
      alt === '' ? { alt: '', decorative: true } : { alt: alt == null ? '' : String(alt), decorative: false },
    );
  };
  const saveAlt = (draft: AltDraft) => {
    const alt = draft.decorative ? '' : draft.alt.trim();
    if (!draft.decorative && alt === '') return;
    if (!editor) return;
    // The picture stays selected (changing its attributes would drop the selection), to be edited again.
    const { from } = editor.state.selection;
    editor.chain().focus().updateAttributes('image', { alt }).setNodeSelection(from).run();
    setAltDraft(null);
  };
  const altMissing = altDraft !== null && !altDraft.decorative && altDraft.alt.trim() === '';

  const saveLink = (editorNow: Editor, href: string) => {
    const chain = editorNow.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
    setLinkDraft(null);
  };

  const tool = (
    title: string,
    icon: ReactNode,
    active: boolean | undefined,
    run: () => void,
    enabled = true,
    name = title,
  ) => (
    <Tooltip title={title} key={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={name}
        aria-pressed={active}
        disabled={disabled || !editor || !enabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const text = (title: string, short: string, active: boolean | undefined, run: () => void) =>
    // The name starts with the text on the button (H2), so voice control can say what it sees.
    tool(title, <span className={styles.textIcon}>{short}</span>, active, run, true, `${short} ${title}`);

  const chain = () => editor.chain().focus();

  return (
    <div className={disabled ? `${styles.editor} ${styles.disabled}` : styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={`${label}工具栏`}>
        {tool('加粗', <BoldOutlined />, state?.bold, () => chain().toggleBold().run())}
        {tool('斜体', <ItalicOutlined />, state?.italic, () => chain().toggleItalic().run())}
        <Divider orientation="vertical" />
        {text('二级标题', 'H2', state?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {text('三级标题', 'H3', state?.h3, () => chain().toggleHeading({ level: 3 }).run())}
        <Divider orientation="vertical" />
        {tool('无序列表', <UnorderedListOutlined />, state?.bullet, () => chain().toggleBulletList().run())}
        {tool('有序列表', <OrderedListOutlined />, state?.ordered, () => chain().toggleOrderedList().run())}
        <Divider orientation="vertical" />
        {tool('链接', <LinkOutlined />, state?.link, () =>
          setLinkDraft((editor?.getAttributes('link').href as string | undefined) ?? 'https://'),
        )}
        {tool('插入图片', <PictureOutlined />, false, picker.show)}
        <Tooltip title="选中编辑器中的图片后，可修改它的替代文本">
          <Button
            size="small"
            type="text"
            disabled={disabled || !state?.image}
            onMouseDown={(event) => event.preventDefault()}
            onClick={editAlt}
          >
            替代文本
          </Button>
        </Tooltip>
        <Divider orientation="vertical" />
        {tool('撤销', <UndoOutlined />, false, () => chain().undo().run(), state?.canUndo)}
        {tool('重做', <RedoOutlined />, false, () => chain().redo().run(), state?.canRedo)}
      </div>
      {lossy && !disabled && (
        <Alert
          type="warning"
          showIcon
          banner
          title="原内容含有表格等编辑器不支持的格式：不修改描述则原样保存，修改后这些格式会变为普通段落。"
        />
      )}
      <div className={styles.scroll} style={{ height }}>
        <EditorContent editor={editor} className={styles.content} />
      </div>
      <Modal
        open={linkDraft !== null}
        title="插入链接"
        okText="确定"
        cancelText="取消"
        onOk={() => editor && saveLink(editor, linkDraft ?? '')}
        onCancel={() => setLinkDraft(null)}
        destroyOnHidden
      >
        <Input
          autoFocus
          aria-label="链接地址"
          placeholder="https://example.com（留空则移除链接）"
          value={linkDraft ?? ''}
          onChange={(event) => setLinkDraft(event.target.value)}
          onPressEnter={() => editor && saveLink(editor, linkDraft ?? '')}
        />
      </Modal>
      <Modal
        open={altDraft !== null}
        title="图片替代文本"
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: altMissing }}
        onOk={() => altDraft && saveAlt(altDraft)}
        onCancel={() => setAltDraft(null)}
        destroyOnHidden
      >
        {altDraft && (
          <div className={styles.altForm}>
            <label htmlFor={altId}>替代文本</label>
            <Input
              id={altId}
              autoFocus
              value={altDraft.decorative ? '' : altDraft.alt}
              disabled={altDraft.decorative}
              maxLength={MEDIA_LIMITS.altText}
              placeholder={altDraft.decorative ? '装饰性图片没有替代文本' : '描述图片内容，供读屏软件和搜索引擎使用'}
              onChange={(event) => setAltDraft({ ...altDraft, alt: event.target.value })}
              onPressEnter={() => saveAlt(altDraft)}
            />
            <Checkbox
              checked={altDraft.decorative}
              onChange={(event) => setAltDraft({ ...altDraft, decorative: event.target.checked })}
            >
              装饰性图片
            </Checkbox>
            {altMissing && <span className={styles.altHint}>请填写替代文本，或勾选“装饰性图片”</span>}
          </div>
        )}
      </Modal>
      <MediaPicker {...picker.props} upload={uploadShrunk} />
    </div>
  );
}
