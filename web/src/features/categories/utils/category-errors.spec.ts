import { ApiError } from '../../../lib/api-client';
import { categoryLoadError, categoryWriteError } from './category-errors';

describe('category error texts', () => {
  it("prefer the server's error field", () => {
    expect(categoryWriteError(new ApiError(409, '该分类下有子分类，不能删除'), 'remove')).toBe(
      '该分类下有子分类，不能删除',
    );
  });

  it('fall back per action', () => {
    expect(categoryWriteError(new ApiError(500, undefined), 'create')).toBe('添加分类失败，请稍后重试');
    expect(categoryWriteError(new TypeError('Failed to fetch'), 'update')).toBe('修改分类失败，请稍后重试');
    expect(categoryWriteError(undefined, 'remove')).toBe('删除分类失败，请稍后重试');
  });

  it('name the HTTP status of a load failure', () => {
    expect(categoryLoadError(new ApiError(503, '服务暂不可用'))).toBe('加载分类数据失败（HTTP 503）');
    expect(categoryLoadError(new TypeError('Failed to fetch'))).toBe('加载分类数据失败（网络错误）');
  });
});
