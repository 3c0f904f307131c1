import { ApiError } from '../../../lib/api-client';
import { categoryFieldError, categoryLoadError, categoryWriteError } from './category-errors';

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

  it('put a refused write under the field its message names', () => {
    const field = (status: number, message: string, action: 'create' | 'update' = 'create') =>
      categoryFieldError(new ApiError(status, message), action)?.field ?? null;
    expect(field(409, '英文URL别名“smart-home”已被其他产品分类使用，请换一个')).toEqual(['en', 'slug']);
    expect(field(400, '英文URL别名只能包含小写字母、数字和连字符（如 smart-home）')).toEqual(['en', 'slug']);
    expect(field(400, '请填写英文URL别名：英文名称里没有可用的字母或数字', 'update')).toEqual(['en', 'slug']);
    expect(field(400, '英文分类名称不能为空')).toEqual(['en', 'name']);
    expect(field(409, 'URL别名“expo”已被其他新闻分类使用，请换一个')).toEqual(['slug']);
    // The edit form has no slug field: the slug follows the new name.
    expect(field(409, 'URL别名“expo”已被其他新闻分类使用，请换一个', 'update')).toEqual(['name']);
    expect(field(400, '分类名称不能超过50个字符', 'update')).toEqual(['name']);
    expect(field(400, '上级分类不存在')).toEqual(['parent_id']);
    expect(field(400, '上级分类不存在', 'update')).toBeNull();
    // Not a field's: a toast says it.
    expect(field(409, '该分类下还有2个子分类，请先删除或移动子分类后再删除')).toBeNull();
    expect(field(500, 'URL别名服务异常')).toBeNull();
    expect(categoryFieldError(new TypeError('Failed to fetch'), 'create')).toBeNull();
    expect(categoryFieldError(new ApiError(409, '英文URL别名“a”已被占用'), 'create')?.message).toBe(
      '英文URL别名“a”已被占用',
    );
  });
});
