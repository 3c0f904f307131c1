import type { ImageType } from './image-type';

const ALIASES: Record<string, ImageType['ext']> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/** The system settings' upload rules, bounded by the gateway's own ceiling. */
export class UploadPolicy {
  readonly maxBytes: number;
  readonly maxMegabytes: number;
  private readonly allowed: Set<ImageType['ext']>;
  private readonly listed: string[];

  constructor(uploadMaxSizeMb: number, allowedFileTypes: string, ceilingBytes: number) {
    this.maxBytes = Math.min(uploadMaxSizeMb * 1024 * 1024, ceilingBytes);
    this.maxMegabytes = Math.round((this.maxBytes / 1024 / 1024) * 10) / 10;
    this.listed = [
      ...new Set(allowedFileTypes.split(/[,，\s]+/).map((t) => t.trim().replace(/^\./, '').toLowerCase())),
    ].filter((t) => t in ALIASES);
    this.allowed = new Set(this.listed.map((t) => ALIASES[t]));
  }

  allows(type: ImageType): boolean {
    return this.allowed.has(type.ext);
  }

  /** 'JPG、PNG、GIF' for the refusal message. */
  describeTypes(): string {
    return this.listed.length ? this.listed.map((t) => t.toUpperCase()).join('、') : '（未配置允许的图片类型）';
  }
}
