/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { mediaFile, serveLibrary } from '../../../testing/media-library';
import '../../../testing/prosemirror-layout';
import { uploadFile } from '../../../testing/upload-file';
import { RichTextEditor } from './rich-text-editor';

const GATE = mediaFile({ id: 2, title: '网关正面', alt_text: '智能网关正面照片' });
const LINE = mediaFile({ id: 3, title: '装饰线条' });

/** The editor as a form holds it; every HTML it reports is kept, the last one is what the form saves. */
function renderEditor(value = '') {
  const changes: string[] = [];
  const rendered = renderAdmin(<RichTextEditor label="内容" value={value} onChange={(html) => changes.push(html)} />);
  return { ...rendered, changes, last: () => changes.at(-1) };
}

const dialog = (title: string) =>
  screen.getByText(title, { selector: '.ant-modal-title' }).closest<HTMLElement>('.ant-modal')!;
const content = () => screen.getByLabelText('内容', { selector: '[contenteditable]' });
const altButton = () => screen.getByText('替代文本', { selector: 'button span' }).closest('button')!;

describe('RichTextEditor pictures', () => {
  listenDuringTests();

  it('inserts a picture from the media library with the alt text chosen for it', async () => {
    const { asked } = serveLibrary([GATE, LINE]);
    const { user, last } = renderEditor();
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    await user.click(await screen.findByRole('button', { name: '网关正面' }));
    const picker = dialog('选择图片');
    const alt = within(picker).getByLabelText<HTMLInputElement>('替代文本');
    expect(alt.value).toBe('智能网关正面照片');
    await user.clear(alt);
    await user.paste('网关正面，四个网口');
    await user.click(within(picker).getByText('使用这张图片', { selector: 'button span' }));

    await waitFor(() => expect(last()).toBe(`<img src="${GATE.url}" alt="网关正面，四个网口"><p></p>`));
    expect(content().querySelector('img')!.getAttribute('alt')).toBe('网关正面，四个网口');
    expect(asked).toEqual(['page=1&kind=image']);
  });

  it('keeps alt="" on a decorative picture, inserted or loaded, so the server takes it as decorative', async () => {
    serveLibrary([GATE, LINE]);
    const { user, last } = renderEditor(`<p>正文</p><img src="${GATE.url}" alt="">`);
    await waitFor(() => expect(content().querySelector('img')?.getAttribute('alt')).toBe(''));
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    await user.click(await screen.findByRole('button', { name: '装饰线条' }));
    const picker = dialog('选择图片');
    await user.click(within(picker).getByLabelText('装饰性图片'));
    await user.click(within(picker).getByText('使用这张图片', { selector: 'button span' }));

    await waitFor(() => expect(last()).toContain(`<img src="${LINE.url}" alt="">`));
    // The loaded one too: the attribute is there, empty, not dropped.
    expect(last()).toContain(`<img src="${GATE.url}" alt="">`);
  });

  it('uploads a picture through the picker and inserts it with the alt text written for it', async () => {
    serveLibrary([]);
    const stored = mediaFile({ id: 9, file_name: 'line.gif' });
    const uploaded: string[] = [];
    server.use(
      http.post('/api/upload', async ({ request }) => {
        uploaded.push(((await request.formData()).get('image') as File).name);
        return HttpResponse.json({
          url: stored.url,
          width: 400,
          height: 300,
          bytes: 1024,
          media_id: 9,
          existing: false,
        });
      }),
      http.get('/api/media/9', () => HttpResponse.json({ ...stored, usage: [] })),
    );
    const { user, last } = renderEditor();
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    const picker = dialog('选择图片');
    await user.click(within(picker).getByText('上传', { selector: '.ant-tabs-tab-btn' }));
    // A GIF goes as it is (shrinking it would drop its animation).
    await user.upload(
      within(picker).getByLabelText('选择要上传的图片'),
      uploadFile(['GIF89a'], 'line.gif', 'image/gif'),
    );
    const alt = await within(picker).findByLabelText<HTMLInputElement>('替代文本');
    await user.click(alt);
    await user.paste('产品安装示意图');
    await user.click(within(picker).getByText('使用这张图片', { selector: 'button span' }));

    await waitFor(() => expect(last()).toBe(`<img src="${stored.url}" alt="产品安装示意图"><p></p>`));
    expect(uploaded).toEqual(['line.gif']);
  });

  it('edits the alt text of the selected picture', async () => {
    serveLibrary([GATE]);
    const { user, last } = renderEditor('<p>正文</p>');
    await waitFor(() => expect(content().textContent).toBe('正文'));
    // Nothing to describe while no picture is selected.
    expect(altButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    await user.click(await screen.findByRole('button', { name: '网关正面' }));
    await user.click(within(dialog('选择图片')).getByText('使用这张图片', { selector: 'button span' }));
    await waitFor(() => expect(last()).toContain('alt="智能网关正面照片"'));

    // The caret is at the start of the text after the picture: ← selects the picture, as in a browser.
    // (ProseMirror reads the key's code, which user-event leaves out.)
    fireEvent.keyDown(content(), { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37 });
    await waitFor(() => expect(altButton().disabled).toBe(false));
    await user.click(altButton());
    const editor = dialog('图片替代文本');
    const box = within(editor).getByLabelText<HTMLInputElement>('替代文本');
    expect(box.value).toBe('智能网关正面照片');
    await user.clear(box);
    const ok = within(editor).getByText('确定', { selector: 'button span' }).closest('button')!;
    // Empty and not decorative is what the server refuses: not accepted here either.
    expect(ok.disabled).toBe(true);
    await user.paste('网关侧面');
    await user.click(ok);
    await waitFor(() => expect(last()).toContain(`<img src="${GATE.url}" alt="网关侧面">`));
  });

  it('marks the selected picture decorative', async () => {
    // The document starts with the picture: it is the selection. (Reselecting one by keyboard right after an
    // edit is left out: jsdom reads its collapsed caret back at a moment of its own and may drop the selection.)
    const { user, last } = renderEditor(`<img src="${GATE.url}" alt="网关侧面"><p>正文</p>`);
    await waitFor(() => expect(altButton().disabled).toBe(false));
    await user.click(altButton());
    expect(within(dialog('图片替代文本')).getByLabelText<HTMLInputElement>('替代文本').value).toBe('网关侧面');
    await user.click(within(dialog('图片替代文本')).getByLabelText('装饰性图片'));
    await user.click(within(dialog('图片替代文本')).getByText('确定', { selector: 'button span' }));
    await waitFor(() => expect(last()).toBe(`<img src="${GATE.url}" alt=""><p>正文</p>`));
  });

  it('describes a picture saved without alt text, which the server would refuse', async () => {
    const { user, last } = renderEditor(`<img src="${GATE.url}"><p>正文</p>`);
    await waitFor(() => expect(content().querySelector('img')).not.toBeNull());
    expect(content().querySelector('img')!.hasAttribute('alt')).toBe(false);
    // The document starts with the picture: it is the selection.
    await waitFor(() => expect(altButton().disabled).toBe(false));
    await user.click(altButton());
    const editor = dialog('图片替代文本');
    expect(within(editor).getByLabelText<HTMLInputElement>('替代文本').value).toBe('');
    expect(within(editor).getByLabelText<HTMLInputElement>('装饰性图片').checked).toBe(false);
    await user.click(within(editor).getByLabelText('替代文本'));
    await user.paste('网关正面');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(last()).toBe(`<img src="${GATE.url}" alt="网关正面"><p>正文</p>`));
  });
});
