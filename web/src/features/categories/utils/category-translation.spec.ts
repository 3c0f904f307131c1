import { copiedFromChinese, translationChange, translationProblem } from './category-translation';

const HOME = { name: 'Smart Home', slug: 'smart-home' };

describe('translationChange', () => {
  it('sends nothing for empty fields on a new category, and the trimmed fields otherwise', () => {
    expect(translationChange(undefined, null)).toBeUndefined();
    expect(translationChange({ name: ' ', slug: '' }, null)).toBeUndefined();
    expect(translationChange({ name: ' Smart Home ', slug: '' }, null)).toEqual({ name: 'Smart Home', slug: '' });
  });

  it('on an edit, sends nothing when unchanged, the fields when changed, null when emptied', () => {
    expect(translationChange({ ...HOME }, HOME)).toBeUndefined();
    expect(translationChange({ name: 'Smart Home ', slug: ' smart-home' }, HOME)).toBeUndefined();
    expect(translationChange({ name: 'Home', slug: 'smart-home' }, HOME)).toEqual({ name: 'Home', slug: 'smart-home' });
    expect(translationChange({ name: '', slug: '' }, HOME)).toBeNull();
  });
});

describe('copiedFromChinese', () => {
  it('copies the name, and a slug only when the name has Latin letters or digits', () => {
    expect(copiedFromChinese(' 智能家居 ')).toEqual({ name: '智能家居', slug: '' });
    expect(copiedFromChinese('Smart Home 2 智能')).toEqual({ name: 'Smart Home 2 智能', slug: 'smart-home-2' });
  });
});

describe('translationProblem', () => {
  it('says what the server would', () => {
    expect(translationProblem({ name: '', slug: '' })).toEqual({});
    expect(translationProblem({ name: 'Smart Home', slug: '' })).toEqual({});
    expect(translationProblem({ name: '', slug: 'smart-home' })).toEqual({ name: '英文分类名称不能为空' });
    expect(translationProblem({ name: 'Smart Home', slug: 'Smart_Home' })).toEqual({
      slug: '英文URL别名只能包含小写字母、数字和连字符（如 smart-home）',
    });
    expect(translationProblem({ name: '智能家居', slug: '' })).toEqual({
      slug: '请填写英文URL别名：英文名称里没有可用的字母或数字',
    });
    expect(translationProblem({ name: '智能家居', slug: 'smart-home' })).toEqual({});
  });
});
