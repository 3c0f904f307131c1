/**
 * @jest-environment jest-fixed-jsdom
 */
import type { ProductImageView } from '@site/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { mediaFile, serveLibrary } from '../../../testing/media-library';
import { responseGate } from '../../../testing/response-gate';
import { uploadFile } from '../../../testing/upload-file';
import { useTemporaryImages } from '../hooks/use-temporary-images';
import { ImageManager } from './image-manager';

const PRODUCT = 5;
const image = (id: number, image_order: number, is_primary = false): ProductImageView => ({
  id,
  product_id: PRODUCT,
  image_url: `/uploads/p5-${id}.jpg`,
  image_order,
  is_primary,
  alt_text: '',
});
/** As the server may list them: not in their order. */
const GALLERY = [image(13, 2), image(11, 0, true), image(12, 1)];

/** The pictures as shown, in order: their URL, and * for the primary one. */
const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="managed-image"]')].map(
    (card) => `${card.dataset.imageUrl!.replace('/uploads/', '')}${card.dataset.primary === 'true' ? '*' : ''}`,
  );
const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;

/** A dialog by its title (role queries compute styles for every element: slow in jsdom). */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;

/** The manager as the products page gives it: with the page's temporary images for a new product. */
function Manager({
  productId,
  canEdit = true,
  onChanged,
}: {
  productId: number | null;
  canEdit?: boolean;
  onChanged?: () => void;
}) {
  const temporary = useTemporaryImages();
  return <ImageManager productId={productId} temporary={temporary} canEdit={canEdit} onChanged={onChanged} />;
}

/** The gallery of product 5 as the server keeps it: the test's writes change it. */
function serveGallery(gallery: ProductImageView[]) {
  server.use(http.get(`/api/products/${PRODUCT}/images`, () => HttpResponse.json(gallery)));
}

/** POST /api/upload stores each picture under its own name. */
function serveUploads(names: string[]) {
  server.use(
    http.post('/api/upload', async ({ request }) => {
      const file = (await request.formData()).get('image') as File;
      names.push(file.name);
      return HttpResponse.json({ url: `/uploads/${file.name}`, width: 400, height: 300, bytes: 1024 });
    }),
  );
}

// dnd-kit finds where a dragged picture goes from the cards' boxes; jsdom lays nothing out, so each
// card of the grid is given the box it would have: 100 px wide, side by side.
const layout = jest.spyOn(Element.prototype, 'getBoundingClientRect');
beforeEach(() =>
  layout.mockImplementation(function (this: Element) {
    const card = this.closest('[data-testid="managed-image"]');
    const index = card ? [...card.parentElement!.children].indexOf(card) : -1;
    const left = index < 0 ? 0 : index * 110;
    const width = index < 0 ? 0 : 100;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      right: left + width,
      bottom: width,
      width,
      height: width,
      toJSON: () => ({}),
    };
  }),
);

describe('ImageManager', () => {
  listenDuringTests();

  it('shows a spinner while the gallery loads, then the pictures in their order with the primary one marked', async () => {
    const gate = responseGate();
    server.use(
      http.get(`/api/products/${PRODUCT}/images`, async () => {
        await gate.opened;
        return HttpResponse.json(GALLERY);
      }),
    );
    const { container } = renderAdmin(<Manager productId={PRODUCT} />);
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    gate.open();

    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*', 'p5-12.jpg', 'p5-13.jpg']));
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    const first = screen.getAllByTestId('managed-image')[0];
    expect(within(first).getByText('主图')).toBeTruthy();
    expect(within(first).getByAltText('图片1')).toBeTruthy();
    expect(within(first).queryByText('待保存')).toBeNull();
    // The primary one cannot be made primary again; the others can.
    expect(screen.getByLabelText<HTMLButtonElement>('设为主图：第1张图片').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLButtonElement>('设为主图：第2张图片').disabled).toBe(false);
    expect(screen.getByText(/图片的改动会立即保存/)).toBeTruthy();
    expect(buttonIn(container, '删除所选')!.disabled).toBe(true);
  });

  it('says the gallery failed to load, with the server’s reason', async () => {
    server.use(
      http.get(`/api/products/${PRODUCT}/images`, () =>
        HttpResponse.json({ error: '产品目录服务暂不可用' }, { status: 503 }),
      ),
    );
    renderAdmin(<Manager productId={PRODUCT} />);
    const alert = (await screen.findByText('加载产品图片失败')).closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('产品目录服务暂不可用')).toBeTruthy();
    expect(shown()).toEqual([]);
  });

  it('says 暂无图片 for a product without pictures', async () => {
    serveGallery([]);
    const { container } = renderAdmin(<Manager productId={PRODUCT} />);
    // 暂无图片 shows under the spinner too: the answer has come once the spinner stops.
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());
    expect(screen.getByText('暂无图片')).toBeTruthy();
    expect(screen.queryByText('全选')).toBeNull();
    expect(buttonIn(container, '删除所选')!.disabled).toBe(true);
    expect(buttonIn(container, '上传图片')).not.toBeNull();
  });

  it('adds uploaded pictures to a saved product in the order chosen, and shows what was stored', async () => {
    const gallery: ProductImageView[] = [image(11, 0, true)];
    const uploaded: string[] = [];
    const added: unknown[] = [];
    const onChanged = jest.fn();
    serveGallery(gallery);
    serveUploads(uploaded);
    server.use(
      http.post(`/api/products/${PRODUCT}/images`, async ({ request }) => {
        const body = (await request.json()) as { image_url: string };
        added.push(body);
        const saved = { ...image(20 + gallery.length, gallery.length), image_url: body.image_url };
        gallery.push(saved);
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const { user } = renderAdmin(<Manager productId={PRODUCT} onChanged={onChanged} />);
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*']));

    await user.upload(screen.getByLabelText('选择图片'), [
      uploadFile(['GIF89a'], 'front.gif', 'image/gif'),
      uploadFile(['GIF89a'], 'back.gif', 'image/gif'),
    ]);
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*', 'front.gif', 'back.gif']));
    expect(uploaded.sort()).toEqual(['back.gif', 'front.gif']);
    expect(added).toEqual([{ image_url: '/uploads/front.gif' }, { image_url: '/uploads/back.gif' }]);
    expect(screen.getAllByTestId('upload-stored').map((row) => row.textContent)).toEqual([
      '400×300 · 1.0 KB',
      '400×300 · 1.0 KB',
    ]);
    expect(screen.getAllByTestId('upload-row').map((row) => row.dataset.status)).toEqual(['done', 'done']);
    expect(onChanged).toHaveBeenCalled();
  });

  it('shows the server’s refusal on each file’s row, says some failed, and adds nothing', async () => {
    let added = 0;
    serveGallery([]);
    server.use(
      http.post('/api/upload', () => HttpResponse.json({ error: '图片文件大小不能超过5MB' }, { status: 413 })),
      http.post(`/api/products/${PRODUCT}/images`, () => ((added += 1), HttpResponse.json({}, { status: 500 }))),
    );
    const { user } = renderAdmin(<Manager productId={PRODUCT} />);
    await screen.findByText('暂无图片');
    await user.upload(screen.getByLabelText('选择图片'), [
      uploadFile(['GIF89a'], 'a.gif', 'image/gif'),
      uploadFile(['GIF89a'], 'b.gif', 'image/gif'),
    ]);
    expect(await screen.findByText('部分图片上传失败，请重试')).toBeTruthy();
    const rows = screen.getAllByTestId('upload-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['failed', 'failed']);
    expect(rows.map((row) => within(row).getByText(/^[ab]\.gif$/).textContent)).toEqual(['a.gif', 'b.gif']);
    for (const row of rows) expect(within(row).getByText('图片文件大小不能超过5MB')).toBeTruthy();
    expect(added).toBe(0);
    expect(shown()).toEqual([]);
  });

  it('makes another picture the primary one, and shows the server’s gallery; a failure says so', async () => {
    const primaries: string[] = [];
    serveGallery(GALLERY);
    server.use(
      http.put(`/api/products/${PRODUCT}/images/:id/set-primary`, ({ params }) => {
        primaries.push(String(params.id));
        if (params.id === '13') return HttpResponse.json({ error: '图片不存在' }, { status: 404 });
        return HttpResponse.json([image(11, 0), image(12, 1, true), image(13, 2)]);
      }),
    );
    const { user } = renderAdmin(<Manager productId={PRODUCT} />);
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*', 'p5-12.jpg', 'p5-13.jpg']));
    await user.click(screen.getByLabelText('设为主图：第2张图片'));
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg', 'p5-12.jpg*', 'p5-13.jpg']));
    expect(primaries).toEqual(['12']);

    await user.click(screen.getByLabelText('设为主图：第3张图片'));
    expect(await screen.findByText('设置主图失败')).toBeTruthy();
    expect(screen.getByText('图片不存在')).toBeTruthy();
    expect(primaries).toEqual(['12', '13']);
    // The gallery is read again from the server.
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*', 'p5-12.jpg', 'p5-13.jpg']));
  });

  it('reorders by dragging a picture’s handle with the keyboard, and saves the new order', async () => {
    const orders: unknown[] = [];
    serveGallery(GALLERY);
    server.use(
      http.put(`/api/products/${PRODUCT}/images/reorder`, async ({ request }) => {
        const body = (await request.json()) as { images: { id: number; image_order: number }[] };
        orders.push(body);
        return HttpResponse.json(
          body.images.map(({ id, image_order }) => ({ ...image(id, image_order), is_primary: id === 11 })),
        );
      }),
    );
    const { user } = renderAdmin(<Manager productId={PRODUCT} />);
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*', 'p5-12.jpg', 'p5-13.jpg']));

    // Space picks the first picture up, → moves it one place on, Space puts it down.
    act(() => screen.getByLabelText('拖动排序：第1张图片').focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toEqual({
      images: [
        { id: 12, image_order: 0 },
        { id: 11, image_order: 1 },
        { id: 13, image_order: 2 },
      ],
    });
    await waitFor(() => expect(shown()).toEqual(['p5-12.jpg', 'p5-11.jpg*', 'p5-13.jpg']));
  });

  it('deletes one picture after a confirmation, then the selected ones', async () => {
    const gallery = [...GALLERY];
    const deleted: string[] = [];
    serveGallery(gallery);
    server.use(
      http.delete(`/api/products/${PRODUCT}/images/:id`, ({ params }) => {
        deleted.push(String(params.id));
        gallery.splice(
          gallery.findIndex((i) => String(i.id) === params.id),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { container, user } = renderAdmin(<Manager productId={PRODUCT} />);
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*', 'p5-12.jpg', 'p5-13.jpg']));

    await user.click(screen.getByLabelText('删除：第2张图片'));
    let dialog = await findDialog('确认删除图片');
    expect(within(dialog).getByText('确定要删除第2张图片吗？此操作不可撤销。')).toBeTruthy();
    await user.click(buttonIn(dialog, '删除')!);
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*', 'p5-13.jpg']));
    expect(deleted).toEqual(['12']);

    await waitFor(() => expect(screen.queryByText('确认删除图片')).toBeNull());
    await user.click(screen.getByText('全选'));
    expect(buttonIn(container, '删除所选（2）')!.disabled).toBe(false);
    await user.click(buttonIn(container, '删除所选（2）')!);
    dialog = await findDialog('确认批量删除图片');
    expect(within(dialog).getByText('确定要删除选中的 2 张图片吗？此操作不可撤销。')).toBeTruthy();
    await user.click(buttonIn(dialog, '删除')!);
    expect(await screen.findByText('暂无图片')).toBeTruthy();
    expect(deleted).toEqual(['12', '11', '13']);
  });

  it('keeps a new product’s pictures as 待保存 and changes them without calling the server', async () => {
    const uploaded: string[] = [];
    serveUploads(uploaded);
    const { container, user } = renderAdmin(<Manager productId={null} />);
    expect(await screen.findByText('暂无图片')).toBeTruthy();
    expect(screen.getByText(/新产品的图片会在创建产品后一并保存/)).toBeTruthy();
    await user.upload(screen.getByLabelText('选择图片'), [
      uploadFile(['GIF89a'], 'a.gif', 'image/gif'),
      uploadFile(['GIF89a'], 'b.gif', 'image/gif'),
      uploadFile(['GIF89a'], 'c.gif', 'image/gif'),
    ]);
    // The first becomes the primary one. (An image call would fail the test: no handler answers it.)
    await waitFor(() => expect(shown()).toEqual(['a.gif*', 'b.gif', 'c.gif']));
    expect(screen.getAllByText('待保存')).toHaveLength(3);

    await user.click(screen.getByLabelText('设为主图：第3张图片'));
    await waitFor(() => expect(shown()).toEqual(['a.gif', 'b.gif', 'c.gif*']));
    await user.click(screen.getByLabelText('删除：第3张图片'));
    await user.click(buttonIn(await findDialog('确认删除图片'), '删除')!);
    // The primary one gone, the first takes its place.
    await waitFor(() => expect(shown()).toEqual(['a.gif*', 'b.gif']));
    expect(buttonIn(container, '删除所选')!.disabled).toBe(true);
  });

  it('shows a reader the pictures without upload, selection, primary, delete or drag', async () => {
    serveGallery(GALLERY);
    const { container } = renderAdmin(<Manager productId={PRODUCT} canEdit={false} />);
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*', 'p5-12.jpg', 'p5-13.jpg']));
    expect(buttonIn(container, '上传图片')).toBeNull();
    expect(screen.queryByText('全选')).toBeNull();
    expect(screen.queryByLabelText('设为主图：第2张图片')).toBeNull();
    expect(screen.queryByLabelText('删除：第2张图片')).toBeNull();
    expect(screen.queryByLabelText('拖动排序：第1张图片')).toBeNull();
    expect(screen.getByText('第2张')).toBeTruthy();
  });

  it('adds a picture from the media library to a saved product, with the alt text chosen for it', async () => {
    const gallery: ProductImageView[] = [image(11, 0, true)];
    const added: unknown[] = [];
    const onChanged = jest.fn();
    const side = mediaFile({ id: 4, title: '网关侧面', alt_text: '网关侧面接口' });
    serveGallery(gallery);
    serveLibrary([side]);
    server.use(
      http.post(`/api/products/${PRODUCT}/images`, async ({ request }) => {
        const body = (await request.json()) as { image_url: string; alt_text: string };
        added.push(body);
        const saved = { ...image(30, 1), image_url: body.image_url, alt_text: body.alt_text };
        gallery.push(saved);
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const { container, user } = renderAdmin(<Manager productId={PRODUCT} onChanged={onChanged} />);
    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*']));
    await user.click(buttonIn(container, '从媒体库选择')!);
    await user.click(await screen.findByRole('button', { name: '网关侧面' }));
    const picker = await findDialog('选择图片');
    const alt = within(picker).getByLabelText<HTMLInputElement>('替代文本');
    expect(alt.value).toBe('网关侧面接口');
    await user.clear(alt);
    await user.paste('网关侧面的四个网口');
    await user.click(within(picker).getByText('使用这张图片', { selector: 'button span' }));

    await waitFor(() => expect(shown()).toEqual(['p5-11.jpg*', side.url.replace('/uploads/', '')]));
    expect(added).toEqual([{ image_url: side.url, alt_text: '网关侧面的四个网口' }]);
    expect(screen.getByAltText('网关侧面的四个网口')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('keeps a library picture of a new product with its alt text until the product is created', async () => {
    const front = mediaFile({ id: 6, title: '网关正面', alt_text: '网关正面' });
    serveLibrary([front]);
    const { container, user } = renderAdmin(<Manager productId={null} />);
    await screen.findByText('暂无图片');
    await user.click(buttonIn(container, '从媒体库选择')!);
    await user.click(await screen.findByRole('button', { name: '网关正面' }));
    await user.click(within(await findDialog('选择图片')).getByText('使用这张图片', { selector: 'button span' }));
    // No image call: a handler-less call would fail the test.
    await waitFor(() => expect(shown()).toEqual([`${front.url.replace('/uploads/', '')}*`]));
    expect(screen.getByText('待保存')).toBeTruthy();
    expect(screen.getByAltText('网关正面')).toBeTruthy();
  });
});
