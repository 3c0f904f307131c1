import { TOAST_DEFAULT_DURATION_MS, toastArgs, type ToastPlacement } from './toast-options';

describe('toastArgs', () => {
  it('defaults to the top-right corner for 3 seconds', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(3000);
    expect(toastArgs('success', '保存成功')).toEqual({
      type: 'success',
      title: '保存成功',
      description: undefined,
      placement: 'topRight',
      duration: 3,
      role: 'status',
    });
  });

  it('maps the five placements onto antd', () => {
    const placement = (where: ToastPlacement) => toastArgs('info', 'x', { placement: where }).placement;
    expect(placement('top-right')).toBe('topRight');
    expect(placement('top-left')).toBe('topLeft');
    expect(placement('top-center')).toBe('top');
    expect(placement('bottom-right')).toBe('bottomRight');
    expect(placement('bottom-left')).toBe('bottomLeft');
  });

  it('takes a duration in milliseconds and a description', () => {
    expect(toastArgs('warning', 'x', { duration: 5000, description: '详情' })).toMatchObject({
      type: 'warning',
      duration: 5,
      description: '详情',
    });
  });

  it('announces errors as alerts', () => {
    expect(toastArgs('error', '删除用户失败').role).toBe('alert');
  });
});
