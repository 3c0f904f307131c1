/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests } from '../../../testing/api-server';
import { uploadFile } from '../../../testing/upload-file';
import { mediaApi } from '../testing/media-api';
import { MediaScreen } from './media-screen';

/** An XMLHttpRequest the test answers by hand; counts the ones sent and not yet settled. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static inFlight = 0;
  static most = 0;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  private settled = false;

  static reset(): void {
    FakeXhr.sent = [];
    FakeXhr.inFlight = 0;
    FakeXhr.most = 0;
  }

  open(_method: string, url: string): void {
    this.url = url;
  }
  setRequestHeader(): void {}
  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
    FakeXhr.inFlight++;
    FakeXhr.most = Math.max(FakeXhr.most, FakeXhr.inFlight);
  }
  abort(): void {
    this.settle();
    this.onabort?.();
  }
  get fileName(): string {
    return (this.body!.get('file') as File).name;
  }
  progress(percent: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent);
  }
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.settle();
    this.onload?.();
  }
  private settle(): void {
    if (!this.settled) FakeXhr.inFlight--;
    this.settled = true;
  }
}

const stored = (id: number, existing = false) => ({
  url: `/uploads/images/2026/11/${id}.webp`,
  width: 800,
  height: 600,
  bytes: 1000,
  media_id: id,
  existing,
});

const pictures = (count: number) =>
  Array.from({ length: count }, (_, i) => uploadFile(['x'], `pic${i + 1}.png`, 'image/png'));

const drop = (files: File[]) =>
  fireEvent.drop(screen.getByTestId('media-drop-zone'), { dataTransfer: { files, types: ['Files'] } });

const row = (name: string) => within(screen.getByRole('list', { name: '上传列表' })).getByRole('listitem', { name });
const progressOf = (name: string) => within(row(name)).getByRole('progressbar').getAttribute('aria-valuenow');
// Async so the upload's promise settles (and the next file starts) inside act.
const answer = (xhr: FakeXhr, status: number, body: unknown) =>
  act(async () => {
    xhr.respond(status, body);
    await Promise.resolve();
  });

describe('MediaScreen bulk upload', () => {
  listenDuringTests();
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.reset();
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it('uploads 5 dropped files 3 at a time, each with its progress and outcome, then reloads the list', async () => {
    const { asked } = mediaApi();
    renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('工厂外景');
    const loads = asked.length;
    drop(pictures(5));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect(FakeXhr.sent.map((x) => [x.fileName, x.url])).toEqual([
      ['pic1.png', '/api/media'],
      ['pic2.png', '/api/media'],
      ['pic3.png', '/api/media'],
    ]);
    expect(within(row('pic4.png')).getByText('等待上传')).toBeTruthy();

    act(() => FakeXhr.sent[0].progress(40));
    expect(progressOf('pic1.png')).toBe('40');
    expect(progressOf('pic2.png')).toBe('0');

    await answer(FakeXhr.sent[1], 413, { error: '图片不能超过10MB' });
    expect(within(row('pic2.png')).getByText('图片不能超过10MB')).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    expect(FakeXhr.inFlight).toBe(3);

    await answer(FakeXhr.sent[0], 200, stored(11));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(5));
    expect(within(row('pic1.png')).getByText('已上传')).toBeTruthy();
    expect(progressOf('pic1.png')).toBe('100');

    await answer(FakeXhr.sent[2], 415, { error: '只支持 JPG、PNG、GIF、WEBP 格式的图片' });
    await answer(FakeXhr.sent[3], 200, stored(12, true));
    expect(within(row('pic4.png')).getByText('已存在，未重复保存')).toBeTruthy();
    // Not reloaded while one is still going.
    expect(asked).toHaveLength(loads);
    await answer(FakeXhr.sent[4], 200, stored(13));

    expect(FakeXhr.most).toBe(3);
    expect(within(row('pic3.png')).getByText('只支持 JPG、PNG、GIF、WEBP 格式的图片')).toBeTruthy();
    expect(within(row('pic1.png')).queryByText('图片不能超过10MB')).toBeNull();
    await waitFor(() => expect(asked).toHaveLength(loads + 1));
    expect(screen.getByText('上传列表：3 / 5 已完成')).toBeTruthy();
  });

  it('refuses 101 files at once, starting none', async () => {
    mediaApi();
    renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('工厂外景');
    drop(pictures(101));
    expect((await screen.findByRole('alert')).textContent).toContain('一次最多上传100个文件');
    expect(screen.queryByRole('list', { name: '上传列表' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads the chosen files into the folder being viewed, and cancels the waiting ones', async () => {
    mediaApi();
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('工厂外景');
    await user.click(screen.getByLabelText('文件夹'));
    await user.click(await screen.findByText('产品图（0）', { selector: '.ant-select-item-option-content' }));
    await user.upload(screen.getByLabelText('选择要上传的文件'), pictures(5));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect(FakeXhr.sent.map((x) => x.url)).toEqual(Array(3).fill('/api/media?folder=7'));
    await user.click(screen.getByText('取消等待中的2个文件', { selector: 'button span' }));
    expect(within(row('pic4.png')).getByText('已取消')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消上传 pic1.png' }));
    expect(within(row('pic1.png')).getByText('已取消')).toBeTruthy();
    await answer(FakeXhr.sent[1], 200, stored(21));
    await answer(FakeXhr.sent[2], 200, stored(22));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.sent).toHaveLength(3);
  });

  it('has no upload for a viewer', async () => {
    mediaApi();
    renderAdmin(<MediaScreen canEdit={false} />);
    await screen.findByText('工厂外景');
    expect(screen.queryByTestId('media-drop-zone')).toBeNull();
    expect(screen.queryByText('选择文件')).toBeNull();
  });
});
