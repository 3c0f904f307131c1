/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import '../../../../testing/prosemirror-layout';
import { renderAdmin } from '../../../../testing/admin-render';
import { listenDuringTests, server } from '../../../../testing/api-server';
import type { SectionInput } from '../../api/admin-pages';
import { HOME, servePage } from '../../testing/page-fixtures';
import { PageEditor } from './page-editor';

const NO_CATEGORIES = { products: { nodes: [], loading: false }, news: { nodes: [], loading: false } };

function renderEditor(role = 'admin', page = HOME, onStale?: (sections: SectionInput[]) => void) {
  return renderAdmin(
    <PageEditor page={page} role={role} canEdit={role !== 'viewer'} categories={NO_CATEGORIES} onStale={onStale} />,
  );
}

/** The sections as listed, by their accessible names ("第 1 个区块：首屏横幅「…」"). */
const listed = () => screen.getAllByTestId('page-section').map((li) => li.querySelector('section')!.ariaLabel);
const card = (position: number) => screen.getAllByTestId('page-section')[position - 1].querySelector('section')!;
// By label and text, not by role: role queries over antd's markup are slow in jsdom.
const button = (scope: HTMLElement, name: string) => within(scope).getByLabelText<HTMLButtonElement>(name);
const textButton = (scope: HTMLElement, text: string) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button')!;
const switchOf = button;
const open = async (user: { click: (e: Element) => Promise<void> }, position: number) =>
  user.click(card(position).querySelector('button[aria-expanded]')!);
const save = (user: { click: (e: Element) => Promise<void> }) => user.click(textButton(document.body, '保存草稿'));
const SAVED = '草稿已保存，网站上的页面在发布前不变';

// dnd-kit places a dragged section by the sections' boxes; jsdom lays nothing out, so each section of
// the list is given the box it would have: 100 px high, one under the other.
const layout = jest.spyOn(Element.prototype, 'getBoundingClientRect');
beforeEach(() =>
  layout.mockImplementation(function (this: Element) {
    const item = this.closest('[data-testid="page-section"]');
    const index = item ? [...item.parentElement!.children].indexOf(item) : -1;
    const top = index < 0 ? 0 : index * 110;
    const height = index < 0 ? 0 : 100;
    return { x: 0, y: top, left: 0, top, right: 600, bottom: top + height, width: 600, height, toJSON: () => ({}) };
  }),
);

describe('PageEditor', () => {
  listenDuringTests();

  it('lists the sections in order, each named by its type and title, folded until opened', async () => {
    servePage();
    const { user } = renderEditor();
    expect(listed()).toEqual([
      '第 1 个区块：首屏横幅「让自动化为你工作」',
      '第 2 个区块：卡片「核心能力」',
      '第 3 个区块：图文「关于我们」',
    ]);
    expect(screen.queryByLabelText('横幅标题')).toBeNull();
    await open(user, 1);
    expect(screen.getByLabelText<HTMLInputElement>('横幅标题').value).toBe('让自动化为你工作');
    expect(within(card(2)).getByText('已锁定')).toBeTruthy();
  });

  it('adds a section of the chosen type with a key of its own and empty fields, and saves it', async () => {
    const { saves } = servePage();
    const { user } = renderEditor();
    await user.click(screen.getByLabelText('新区块类型'));
    await user.click(await screen.findByText('时间线', { selector: '.ant-select-item-option-content' }));
    await user.click(textButton(document.body, '添加区块'));
    await user.click(textButton(document.body, '添加区块'));
    expect(listed().slice(3)).toEqual(['第 4 个区块：时间线', '第 5 个区块：时间线']);

    // Opened at once, with its own key; the second one numbered.
    const keys = screen.getAllByLabelText<HTMLInputElement>('区块标识').map((input) => input.value);
    expect(keys).toEqual(['timeline', 'timeline-2']);
    await user.click(button(card(5), '删除区块'));
    await user.click(await screen.findByText('删除', { selector: '.ant-modal-confirm button span' }));
    await waitFor(() => expect(listed()).toHaveLength(4));

    const added = card(4);
    await user.type(within(added).getByLabelText('区块标题'), '发展历程');
    await user.type(within(added).getByLabelText('时间'), '2026');
    await user.type(within(added).getByLabelText('标题'), '成立');
    await save(user);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].map((s) => s.key)).toEqual(['hero', 'capabilities', 'story', 'timeline']);
    expect(saves[0][3]).toEqual({
      key: 'timeline',
      type: 'timeline',
      hidden: false,
      locked: false,
      data: {
        title: '发展历程',
        intro: '',
        tone: 'plain',
        items: [{ period: '2026', title: '成立', text: '' }],
        buttons: [],
      },
    });
    expect(await screen.findByText(SAVED)).toBeTruthy();
  });

  it('moves a section with the keyboard on its handle, and with 上移/下移', async () => {
    const { saves } = servePage();
    const { user } = renderEditor();
    // Space picks the hero up, ↓ moves it one place down, Space puts it down.
    act(() =>
      within(card(1))
        .getByLabelText(/^拖动排序/)
        .focus(),
    );
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(listed()[1]).toBe('第 2 个区块：首屏横幅「让自动化为你工作」'));
    expect(listed()[0]).toBe('第 1 个区块：卡片「核心能力」');

    await user.click(button(card(3), '上移'));
    expect(listed()).toEqual([
      '第 1 个区块：卡片「核心能力」',
      '第 2 个区块：图文「关于我们」',
      '第 3 个区块：首屏横幅「让自动化为你工作」',
    ]);
    expect(button(card(1), '上移').disabled).toBe(true);
    expect(button(card(3), '下移').disabled).toBe(true);
    await save(user);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].map((s) => s.key)).toEqual(['capabilities', 'story', 'hero']);
  });

  it('hides a section and locks one (admins), and sends both', async () => {
    const { saves } = servePage();
    const { user } = renderEditor('admin');
    await user.click(switchOf(card(3), '显示'));
    expect(within(card(3)).getByText('已隐藏')).toBeTruthy();
    await user.click(switchOf(card(3), '锁定'));
    expect(within(card(3)).getByText('已锁定')).toBeTruthy();
    await user.click(switchOf(card(2), '锁定'));
    expect(within(card(2)).queryByText('已锁定')).toBeNull();
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
    await save(user);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].map(({ key, hidden, locked }) => ({ key, hidden, locked }))).toEqual([
      { key: 'hero', hidden: false, locked: false },
      { key: 'capabilities', hidden: false, locked: false },
      { key: 'story', hidden: true, locked: true },
    ]);
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
  });

  it('lets an editor change only the words of a locked section', async () => {
    const { saves } = servePage();
    const { user } = renderEditor('editor');
    const locked = card(2);
    expect(within(locked).queryByLabelText('锁定')).toBeNull();
    expect(within(locked).queryByLabelText(/^拖动排序/)).toBeNull();
    expect(button(locked, '上移').disabled).toBe(true);
    expect(button(locked, '下移').disabled).toBe(true);
    expect(button(locked, '删除区块').disabled).toBe(true);
    expect(switchOf(locked, '显示').disabled).toBe(true);
    // An unlocked section keeps its controls; no one but an admin sees the lock switch.
    expect(button(card(3), '删除区块').disabled).toBe(false);
    expect(within(card(3)).queryByLabelText('锁定')).toBeNull();

    await open(user, 2);
    expect(within(locked).getByLabelText<HTMLInputElement>('区块标识').disabled).toBe(true);
    expect(within(locked).queryByText('添加卡片')).toBeNull();
    expect(button(locked, '删除第 1 张卡片').disabled).toBe(true);
    expect(button(locked, '下移第 1 张卡片').disabled).toBe(true);
    expect(within(locked).getAllByLabelText<HTMLInputElement>('卡片链接')[0].disabled).toBe(true);
    expect(within(locked).getAllByLabelText<HTMLInputElement>('图标')[0].disabled).toBe(true);
    for (const choose of within(locked).getAllByText('从媒体库选择', { selector: 'button span' }))
      expect(choose.closest('button')!.disabled).toBe(true);
    const tone = within(locked).getByLabelText<HTMLInputElement>('浅色底');
    expect(tone.disabled).toBe(true);

    // Its words stay editable.
    const text = within(locked).getAllByLabelText<HTMLInputElement>('卡片文字')[1];
    expect(text.disabled).toBe(false);
    await user.clear(text);
    await user.type(text, '手机随时查看设备');

    // Moving the hero below it would move the locked section too.
    await user.click(button(card(1), '下移'));
    expect(await screen.findByText('已锁定的区块不能移动')).toBeTruthy();
    expect(listed()[0]).toBe('第 1 个区块：首屏横幅「让自动化为你工作」');

    await save(user);
    await waitFor(() => expect(saves).toHaveLength(1));
    const cards = saves[0][1].data as { items: { text: string; href: string | null }[] };
    expect(cards.items.map((item) => item.text)).toEqual(['自研控制器', '手机随时查看设备']);
    expect(cards.items[0].href).toBe('/technology');
    expect(saves[0][1].locked).toBe(true);
  });

  it('takes the saved page from the server’s answer', async () => {
    servePage();
    server.use(
      http.put('/api/pages/home', () =>
        HttpResponse.json({
          ...HOME,
          sections: HOME.sections.map((s, i) => (i === 0 ? { ...s, data: { ...s.data, title: '服务器的标题' } } : s)),
        }),
      ),
    );
    const { user } = renderEditor();
    await save(user);
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(listed()[0]).toBe('第 1 个区块：首屏横幅「服务器的标题」');
  });

  it('shows the server’s refusal, and keeps the draft', async () => {
    servePage();
    server.use(
      http.put('/api/pages/home', () =>
        HttpResponse.json(
          { error: '区块「核心能力」已被管理员锁定，只能修改其中的文字', code: 'PAGE_SECTION_LOCKED' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderEditor('editor');
    await open(user, 1);
    await user.type(screen.getByLabelText('横幅标题'), '！');
    await save(user);
    const alert = (await screen.findByText('保存失败')).closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('区块「核心能力」已被管理员锁定，只能修改其中的文字')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('横幅标题').value).toBe('让自动化为你工作！');
    expect(screen.queryByText(SAVED)).toBeNull();
  });

  it('saves a draft with ?publish=false and 保存并发布 with ?publish=true, each from the version it was given', async () => {
    const { saves, asked } = servePage();
    const { user } = renderEditor();
    await save(user);
    expect(await screen.findByText(SAVED)).toBeTruthy();
    await user.click(textButton(document.body, '保存并发布'));
    expect(await screen.findByText('已保存并发布')).toBeTruthy();
    expect(saves).toHaveLength(2);
    // The version of the page it was given: the route gives it each answer (app/routes/admin/pages.spec).
    expect(asked).toEqual([
      { publish: 'false', version: 3 },
      { publish: 'true', version: 3 },
    ]);
  });

  it('hands a stale save (409) to the route with the draft, without an alert of its own', async () => {
    servePage();
    server.use(
      http.put('/api/pages/home', () =>
        HttpResponse.json(
          { error: '在您编辑期间，王编辑 已于 2026-11-29 10:00 保存了新的版本', code: 'STALE_VERSION' },
          { status: 409 },
        ),
      ),
    );
    const onStale = jest.fn();
    const { user } = renderEditor('admin', HOME, onStale);
    await user.click(switchOf(card(3), '显示'));
    await save(user);
    await waitFor(() => expect(onStale).toHaveBeenCalledTimes(1));
    const [sent] = onStale.mock.calls[0] as [SectionInput[]];
    expect(sent.map((s) => [s.key, s.hidden])).toEqual([
      ['hero', false],
      ['capabilities', false],
      ['story', true],
    ]);
    expect(screen.queryByText('保存失败')).toBeNull();
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
  });

  it('checks the draft with the contracts’ parser before sending it', async () => {
    const { saves } = servePage();
    const { user } = renderEditor();
    await open(user, 1);
    await user.clear(screen.getByLabelText('横幅标题'));
    await save(user);
    const alert = (await screen.findByText('保存失败')).closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('第 1 个区块（首屏横幅）：横幅标题不能为空')).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('shows a viewer the sections without controls to change them', async () => {
    servePage();
    const { user } = renderEditor('viewer');
    expect(screen.getByText('您的角色只能查看页面，不能修改。')).toBeTruthy();
    expect(screen.queryByText('保存草稿', { selector: 'button span' })).toBeNull();
    expect(screen.queryByText('保存并发布', { selector: 'button span' })).toBeNull();
    expect(screen.queryByText('添加区块', { selector: 'button span' })).toBeNull();
    expect(button(card(3), '删除区块').disabled).toBe(true);
    await open(user, 1);
    expect(screen.getByLabelText<HTMLInputElement>('横幅标题').disabled).toBe(true);
  });

  it('previews the unsaved draft once typing stops, and keeps the last preview when one is refused', async () => {
    const { previews } = servePage();
    const { user } = renderEditor();
    const frame = await screen.findByTitle<HTMLIFrameElement>('页面预览');
    expect(frame.getAttribute('src')).toBe('/preview/t1');
    expect(previews).toHaveLength(1);
    expect(previews[0].map((s) => s.key)).toEqual(['hero', 'capabilities', 'story']);

    await open(user, 1);
    await user.type(screen.getByLabelText('横幅标题'), '和你');
    // One preview for the whole burst of typing, from the draft as typed.
    await waitFor(() => expect(frame.getAttribute('src')).toBe('/preview/t2'));
    expect(previews).toHaveLength(2);
    expect((previews[1][0].data as { title: string }).title).toBe('让自动化为你工作和你');

    server.use(
      http.post('/api/admin/pages/home/preview', () =>
        HttpResponse.json({ error: '第 1 个区块（首屏横幅）：按钮链接格式不正确' }, { status: 400 }),
      ),
    );
    await user.type(screen.getByLabelText('横幅标题'), '们');
    expect(await screen.findByText('第 1 个区块（首屏横幅）：按钮链接格式不正确')).toBeTruthy();
    expect(screen.getByTitle('页面预览').getAttribute('src')).toBe('/preview/t2');

    // A draft the parser refuses is not sent: its message says why.
    await user.clear(screen.getByLabelText('横幅标题'));
    expect(await screen.findByText('第 1 个区块（首屏横幅）：横幅标题不能为空')).toBeTruthy();
    expect(previews).toHaveLength(2);
  });

  it('switches the preview between phone, tablet and desktop widths', async () => {
    servePage();
    const { user } = renderEditor();
    const frame = await screen.findByTitle<HTMLIFrameElement>('页面预览');
    expect(frame.getAttribute('width')).toBe('1280');
    await user.click(screen.getByText('手机 390px'));
    expect(frame.getAttribute('width')).toBe('390');
    await user.click(screen.getByText('平板 768px'));
    expect(frame.getAttribute('width')).toBe('768');
  });
});
