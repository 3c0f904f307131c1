import { APP_PLATFORMS, CONTACT_STATUSES, contactSubmitSchema, createAppDownloadSchema } from '@site/contracts';
import { DEMO_APP_DOWNLOADS, DEMO_CONTACTS } from '@site/demo';

describe('demo contact content', () => {
  it('has messages in every status, each one the public form would accept', () => {
    expect(new Set(DEMO_CONTACTS.map((c) => c.status))).toEqual(new Set(CONTACT_STATUSES));
    for (const c of DEMO_CONTACTS) {
      const parsed = contactSubmitSchema.safeParse(c);
      expect({ subject: c.subject, ok: parsed.success }).toEqual({ subject: c.subject, ok: true });
    }
  });

  it('has one valid config per platform, each with an https download link', () => {
    expect(DEMO_APP_DOWNLOADS.map((d) => d.platform).sort()).toEqual([...APP_PLATFORMS].sort());
    for (const d of DEMO_APP_DOWNLOADS) {
      expect(createAppDownloadSchema.safeParse(d).success).toBe(true);
      expect(d.download_url).toMatch(/^https:\/\//);
    }
    expect(DEMO_APP_DOWNLOADS[0].download_url).toBe('https://download.zhiheng-auto.cn/app/zhiheng-2.3.1.apk');
  });
});
