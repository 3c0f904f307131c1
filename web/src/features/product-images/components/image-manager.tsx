import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductImageView } from '@site/contracts';
import { Alert, Button, Checkbox, Empty, Progress, Space, Spin, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { MediaPicker, type MediaChoice } from '../../../components/ui/admin/media-picker/media-picker';
import { useMediaPicker } from '../../../components/ui/admin/media-picker/use-media-picker';
import { useToast } from '../../../components/ui/admin/use-toast';
import { errorDetail } from '../../../lib/api-client';
import { uploadShrunk } from '../../../lib/compress-image';
import {
  addProductImage,
  deleteProductImage,
  productImagesQuery,
  reorderImages,
  setPrimaryImage,
} from '../api/product-images';
import { useImageUploads } from '../hooks/use-image-uploads';
import type { TemporaryImages } from '../hooks/use-temporary-images';
import { fromServer, moveImage, reorderPayload, type ManagedImage } from '../utils/gallery';
import { SortableImageCard } from './sortable-image-card';
import styles from './image-manager.module.css';

interface ImageManagerProps {
  /** null: a product not saved yet, whose images stay temporary. */
  productId: number | null;
  temporary: TemporaryImages;
  canEdit: boolean;
  /** After any change of a saved gallery (product lists show the primary image). */
  onChanged?: () => void;
}

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
/** The catalog keeps an image's alt text (图片说明) to 200 characters. */
const ALT_MAX = 200;

/** Image manager: multi-file upload with progress, drag to reorder, primary, single and bulk delete. */
export function ImageManager({ productId, temporary, canEdit, onChanged }: ImageManagerProps) {
  const toast = useToast();
  const confirm = useConfirmDialog();
  const queryClient = useQueryClient();
  const uploads = useImageUploads(toast);
  const inputRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [working, setWorking] = useState(false);

  const saved = useQuery({ ...productImagesQuery(productId ?? 0), enabled: productId !== null });
  const images = useMemo(
    () => (productId === null ? temporary.images : fromServer(saved.data ?? [])),
    [productId, temporary.images, saved.data],
  );
  const galleryKey = productImagesQuery(productId ?? 0).queryKey;
  const showGallery = (gallery: ProductImageView[]) => {
    queryClient.setQueryData(galleryKey, gallery);
    onChanged?.();
  };
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: galleryKey });
    onChanged?.();
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** Runs one saved-gallery write; on failure its failure title (删除图片失败, 设置主图失败…), and the server's gallery again. */
  const run = async (failure: string, write: () => Promise<void>) => {
    setWorking(true);
    try {
      await write();
    } catch (error) {
      toast.failed(failure, error);
      await reload();
    } finally {
      setWorking(false);
    }
  };

  const onFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const urls = await uploads.upload(files);
    if (urls.length === 0) return;
    if (productId === null) {
      temporary.add(urls);
      return;
    }
    // Without an order the server appends each one, so they keep the order chosen.
    await run('保存产品图片失败', async () => {
      for (const image_url of urls) await addProductImage(productId, { image_url });
      await reload();
    });
  };

  // A library picture joins the gallery like an upload does, with the alt text chosen for it.
  const onPicked = ({ url, alt }: MediaChoice) => {
    if (productId === null) {
      temporary.add([url], alt);
      return;
    }
    void run('保存产品图片失败', async () => {
      await addProductImage(productId, { image_url: url, alt_text: alt });
      await reload();
    });
  };
  const picker = useMediaPicker(onPicked);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = String(active.id);
    const to = String(over.id);
    if (productId === null) {
      temporary.move(from, to);
      return;
    }
    const next = moveImage(images, from, to);
    // Show the new order at once; the server's answer (or a reload on failure) settles it.
    queryClient.setQueryData(
      galleryKey,
      next.map((image, image_order) => ({ ...toView(image, productId), image_order })),
    );
    void run('保存产品图片失败', async () => showGallery(await reorderImages(productId, reorderPayload(next))));
  };

  const makePrimary = (image: ManagedImage) => {
    if (productId === null || image.id === null) {
      temporary.setPrimary(image.key);
      return;
    }
    const id = image.id;
    void run('设置主图失败', async () => showGallery(await setPrimaryImage(productId, id)));
  };

  const removeOne = (image: ManagedImage, position: number) =>
    confirm({
      title: '确认删除图片',
      content: `确定要删除第${position}张图片吗？此操作不可撤销。`,
      onConfirm: async () => {
        const keys = new Set([image.key]);
        setSelected((current) => new Set([...current].filter((key) => key !== image.key)));
        if (productId === null || image.id === null) return temporary.remove(keys);
        const id = image.id;
        await run('删除图片失败', async () => {
          await deleteProductImage(productId, id);
          await reload();
        });
      },
    });

  const removeSelected = () => {
    const chosen = images.filter((image) => selected.has(image.key));
    if (chosen.length === 0) return;
    confirm({
      title: '确认批量删除图片',
      content: `确定要删除选中的 ${chosen.length} 张图片吗？此操作不可撤销。`,
      onConfirm: async () => {
        setSelected(new Set());
        if (productId === null) return temporary.remove(new Set(chosen.map((image) => image.key)));
        // One at a time: each delete may pass the primary on, and the next one must see that.
        await run('批量删除图片失败', async () => {
          for (const image of chosen) if (image.id !== null) await deleteProductImage(productId, image.id);
          await reload();
        });
      },
    });
  };

  const allSelected = images.length > 0 && images.every((image) => selected.has(image.key));

  return (
    <div className={styles.manager}>
      {canEdit && (
        <div className={styles.toolbar}>
          <Space wrap>
            <Button icon={<UploadOutlined />} onClick={() => inputRef.current?.click()} loading={uploads.busy}>
              上传图片
            </Button>
            <Button icon={<PictureOutlined />} onClick={picker.show} disabled={working}>
              从媒体库选择
            </Button>
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPT}
              multiple
              style={{ display: 'none' }}
              aria-label="选择图片"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                void onFiles(files);
              }}
            />
            {images.length > 0 && (
              <Checkbox
                checked={allSelected}
                indeterminate={selected.size > 0 && !allSelected}
                onChange={(event) => setSelected(event.target.checked ? new Set(images.map((i) => i.key)) : new Set())}
              >
                全选
              </Checkbox>
            )}
            <Button danger disabled={selected.size === 0} onClick={removeSelected}>
              删除所选{selected.size > 0 ? `（${selected.size}）` : ''}
            </Button>
          </Space>
          <Typography.Text type="secondary" className={styles.hint}>
            可一次选择多张；上传前自动压缩到 800×600 以内。第一张图片自动成为主图，拖动 ⠿ 调整顺序。
            {productId === null ? ' 新产品的图片会在创建产品后一并保存。' : ' 图片的改动会立即保存。'}
          </Typography.Text>
        </div>
      )}

      {uploads.items.length > 0 && (
        <ul className={styles.uploads} aria-label="上传进度">
          {uploads.items.map((item) => (
            <li key={item.key} className={styles.upload} data-testid="upload-row" data-status={item.status}>
              <span className={styles.uploadName} title={item.name}>
                {item.name}
              </span>
              <Progress
                percent={item.percent}
                size="small"
                status={item.status === 'failed' ? 'exception' : item.status === 'done' ? 'success' : 'active'}
                aria-label={`${item.name} 上传进度`}
              />
              {item.status === 'processing' && <Typography.Text type="secondary">正在压缩…</Typography.Text>}
              {item.stored && (
                <Typography.Text type="secondary" data-testid="upload-stored">
                  {item.stored}
                </Typography.Text>
              )}
              {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
              {(item.status === 'failed' || item.status === 'done') && (
                <Button size="small" type="link" onClick={() => uploads.dismiss(item.key)}>
                  清除
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {productId !== null && saved.isError && (
        <Alert type="error" showIcon title="加载产品图片失败" description={errorDetail(saved.error)} />
      )}

      <Spin spinning={working || (productId !== null && saved.isPending)}>
        {images.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无图片" />
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={images.map((image) => image.key)} strategy={rectSortingStrategy}>
              <ul className={styles.grid} aria-label="产品图片">
                {images.map((image, index) => (
                  <SortableImageCard
                    key={image.key}
                    image={image}
                    position={index + 1}
                    canEdit={canEdit && !working}
                    selected={selected.has(image.key)}
                    onSelect={(checked) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (checked) next.add(image.key);
                        else next.delete(image.key);
                        return next;
                      })
                    }
                    onSetPrimary={() => makePrimary(image)}
                    onDelete={() => removeOne(image, index + 1)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </Spin>
      {canEdit && <MediaPicker {...picker.props} upload={uploadShrunk} accept={ACCEPT} altMaxLength={ALT_MAX} />}
    </div>
  );
}

const toView = (image: ManagedImage, productId: number): ProductImageView => ({
  id: image.id ?? 0,
  product_id: productId,
  image_url: image.image_url,
  image_order: 0,
  is_primary: image.is_primary,
  alt_text: image.alt_text,
});
