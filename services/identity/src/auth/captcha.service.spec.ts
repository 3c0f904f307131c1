import svgCaptcha from 'svg-captcha';
import type { CaptchaRepository } from './captcha.repository';
import { CaptchaService } from './captcha.service';

/** A repository in memory: consume() hands an answer out once. */
function memoryRepository() {
  const rows = new Map<string, string>();
  return {
    insert: jest.fn((id: string, hash: string) => {
      rows.set(id, hash);
      return Promise.resolve();
    }),
    consume: jest.fn((id: string) => {
      const hash = rows.get(id) ?? null;
      rows.delete(id);
      return Promise.resolve(hash);
    }),
  };
}

describe('CaptchaService', () => {
  it('accepts the text of the image once, in any case, and stores only a hash', async () => {
    const create = jest.spyOn(svgCaptcha, 'create');
    const repository = memoryRepository();
    const service = new CaptchaService(repository as unknown as CaptchaRepository);
    const { id, svg } = await service.create();
    const text = create.mock.results[0].value.text as string;
    expect(svg).toMatch(/^<svg/);
    expect(repository.insert.mock.calls[0][1]).not.toContain(text);
    expect(await service.check(id, text.toUpperCase())).toBe(true);
    expect(await service.check(id, text)).toBe(false);
  });

  it('refuses a wrong answer and burns the captcha', async () => {
    const service = new CaptchaService(memoryRepository() as unknown as CaptchaRepository);
    const { id } = await service.create();
    expect(await service.check(id, '####')).toBe(false);
    expect(await service.check(undefined, 'abcd')).toBe(false);
    expect(await service.check('not-a-uuid', 'abcd')).toBe(false);
  });
});
