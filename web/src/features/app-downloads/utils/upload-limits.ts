/**
 * The system settings' upload rules (uploadMaxSize, allowedFileTypes), read as the gateway reads
 * them (gateway/src/storage/upload-policy.ts), so a file is refused before it is sent with the
 * server's wording. The server still checks the content.
 */
export interface UploadLimits {
  maxBytes: number;
  maxMegabytes: number;
  /** Canonical extensions: jpg, png, gif, webp. */
  types: ReadonlySet<string>;
  /** For the file picker. */
  accept: string;
  /** 'JPG、JPEG、PNG' as listed in the settings. */
  described: string;
}

const ALIASES: Record<string, string> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };
const EXT_OF_MIME: Record<string, string> = Object.fromEntries(Object.entries(MIME).map(([ext, mime]) => [mime, ext]));

export function uploadLimits(system: { uploadMaxSize: number; allowedFileTypes: string }): UploadLimits {
  const maxBytes = system.uploadMaxSize * 1024 * 1024;
  const listed = [
    ...new Set(system.allowedFileTypes.split(/[,，\s]+/).map((t) => t.trim().replace(/^\./, '').toLowerCase())),
  ].filter((t) => Object.hasOwn(ALIASES, t));
  const types = new Set(listed.map((t) => ALIASES[t]));
  return {
    maxBytes,
    maxMegabytes: Math.round((maxBytes / 1024 / 1024) * 10) / 10,
    types,
    accept: [...types].map((t) => MIME[t]).join(','),
    described: listed.length ? listed.map((t) => t.toUpperCase()).join('、') : '（未配置允许的图片类型）',
  };
}

/** The extension a picked file stands for: its MIME type, else its name. */
function extensionOf(file: { type: string; name?: string }): string | undefined {
  if (file.type) return EXT_OF_MIME[file.type];
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  return fromName && Object.hasOwn(ALIASES, fromName) ? ALIASES[fromName] : undefined;
}

/** The server's refusal for this file's type, or null. */
export function typeProblem(file: { type: string; name?: string }, limits: UploadLimits): string | null {
  const ext = extensionOf(file);
  return ext && limits.types.has(ext) ? null : `只支持 ${limits.described} 格式的图片`;
}

/** The server's refusal for this size (of what is sent, after shrinking), or null. */
export function sizeProblem(bytes: number, limits: UploadLimits): string | null {
  if (bytes === 0) return '上传的文件是空的';
  return bytes > limits.maxBytes ? `图片文件大小不能超过${limits.maxMegabytes}MB` : null;
}
