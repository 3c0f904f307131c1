/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests } from '../../../testing/api-server';
import { media, mediaApi } from '../testing/media-api';
import { MediaScreen } from './media-screen';

const FILES = [media({ id: 3, tags: ['产品'] }), media({ id: 2 }), media({ id: 1 })];

const modal = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
const report = async () => (await screen.findByText(/^已(移动|删除|为)/)).closest<HTMLElement>('.ant-alert')!;

async function moveTo(user: UserEvent, count: number, folder: string) {
  await user.click(screen.getByText('移动到文件夹', { selector: 'button span' }));
  const dialog = await modal(`移动${count}个文件到文件夹`);
  await user.click(within(dialog).getByLabelText('目标文件夹'));
  await user.click(await screen.findByText(folder, { selector: '.ant-select-item-option-content' }));
  await user.click(within(dialog).getByText('移动', { selector: 'button span' }));
}

describe('MediaScreen bulk actions', () => {
  listenDuringTests();

  it('moves the ticked tiles into a folder, and list rows out of any folder, reloading once each', async () => {
    const { patched, asked } = mediaApi(FILES);
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('photo3.jpg');
    await user.click(screen.getByLabelText('选择 photo3.jpg'));
    await user.click(screen.getByLabelText('选择 photo1.jpg'));
    expect(screen.getByText('已选 2 个文件')).toBeTruthy();
    const loads = asked.length;

    await moveTo(user, 2, '产品图');
    expect((await report()).textContent).toContain('已移动 2 个');
    expect(patched.sort(([a], [b]) => a - b)).toEqual([
      [1, { folder_id: 7 }],
      [3, { folder_id: 7 }],
    ]);
    expect(screen.getByText('已选 0 个文件')).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(loads + 1));

    await user.click(screen.getByText('列表'));
    const table = await screen.findByRole('table');
    await user.click(within(table).getByLabelText('选择 photo2.jpg'));
    expect(screen.getByText('已选 1 个文件')).toBeTruthy();
    patched.length = 0;
    await moveTo(user, 1, '无文件夹');
    await waitFor(() => expect(patched).toEqual([[2, { folder_id: null }]]));
    await waitFor(() => expect(asked).toHaveLength(loads + 2));
  });

  it('adds tags to each file’s own, refusing a file that would pass 20 and a tag over 30 characters', async () => {
    const many = Array.from({ length: 19 }, (_, i) => `标签${i + 1}`);
    const { patched } = mediaApi([media({ id: 3, tags: ['产品'] }), media({ id: 1, tags: many })]);
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('photo3.jpg');
    await user.click(screen.getByText('全选本页'));
    await user.click(screen.getByText('添加标签', { selector: 'button span' }));
    const dialog = await modal('为2个文件添加标签');
    await user.click(within(dialog).getByLabelText('新标签'));
    await user.keyboard(`${'长'.repeat(31)},`);
    await user.click(within(dialog).getByText('添加', { selector: 'button span' }));
    expect(await within(dialog).findByText('标签不能超过30个字符')).toBeTruthy();
    expect(patched).toEqual([]);

    await user.click(within(dialog).getByLabelText('新标签'));
    await user.keyboard('{Backspace}新品,产品,展会,');
    await user.click(within(dialog).getByText('添加', { selector: 'button span' }));
    const alert = await report();
    expect(alert.textContent).toContain('已为 1 个文件添加标签；1 个未添加');
    expect(within(alert).getByText('photo1.jpg：标签不能超过20个')).toBeTruthy();
    expect(patched).toEqual([[3, { tags: ['产品', '新品', '展会'] }]]);
    // The refused one stays ticked.
    expect(screen.getByText('已选 1 个文件')).toBeTruthy();
  });

  it('deletes the page’s files 3 at a time and names each one in use with the server’s reason', async () => {
    const reason = '该文件正在被1处使用，无法删除：产品「智能网关」的图片。请先在这些地方换掉或移除它';
    const files = [5, 4, 3, 2, 1].map((id) => media({ id }));
    const { deleted, writes, asked } = mediaApi(files, { inUse: { 4: reason } });
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('photo5.jpg');
    const loads = asked.length;
    await user.click(screen.getByText('全选本页'));
    expect(screen.getByText('已选 5 个文件')).toBeTruthy();
    await user.click(screen.getByText('删除', { selector: 'button span' }));
    const dialog = (await screen.findByText('批量删除', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    expect(dialog.textContent).toContain('确定删除选中的5个文件吗');
    await user.click(within(dialog).getByText('删除', { selector: 'button span' }));

    const alert = await report();
    expect(alert.textContent).toContain('已删除 4 个；1 个正在使用，未删除');
    expect(within(alert).getByText(`photo4.jpg：${reason}`)).toBeTruthy();
    expect(deleted.sort()).toEqual([1, 2, 3, 5]);
    expect(writes.most).toBe(3);
    expect(screen.getByText('已选 1 个文件')).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(loads + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(loads + 1);
  });

  it('has no selection for a viewer', async () => {
    mediaApi(FILES);
    renderAdmin(<MediaScreen canEdit={false} />);
    await screen.findByText('photo3.jpg');
    expect(screen.queryByLabelText('选择 photo3.jpg')).toBeNull();
    expect(screen.queryByText('全选本页')).toBeNull();
  });
});
