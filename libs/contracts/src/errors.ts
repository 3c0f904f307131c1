// No imports: the public SPA reads the codes from here without pulling in zod.

/** The one error shape that crosses NATS; the gateway turns it into `{ error: message, code }`. */
export interface ServiceErrorPayload {
  status: number;
  code: string;
  message: string;
  /** Seconds before trying again makes sense (a 429's Retry-After). */
  retryAfter?: number;
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}

type Message = string | ((...args: never[]) => string);
type Args<M extends Message> = M extends (...args: infer A) => string ? A : [];

/** A known failure: `Errors.productNotFound()` is the payload; `.code` and `.status` read without calling. */
export type KnownError<C extends string, M extends Message> = ((...args: Args<M>) => ServiceErrorPayload & {
  code: C;
}) & { readonly code: C; readonly status: number };

function known<const C extends string, M extends Message>(status: number, code: C, message: M): KnownError<C, M> {
  const render = typeof message === 'string' ? () => message : (message as (...args: unknown[]) => string);
  const make = (...args: Args<M>): ServiceErrorPayload & { code: C } => ({ status, code, message: render(...args) });
  return Object.assign(make, { code, status });
}

/**
 * Every failure a service or the gateway answers on purpose, with its status and Chinese text.
 * Several entries may share a code when the caller reacts the same way to each.
 */
export const Errors = {
  // Any domain
  validation: known(400, 'VALIDATION_FAILED', (message: string) => message),
  internal: known(500, 'INTERNAL', '服务内部错误，请稍后重试'),
  serviceUnavailable: known(503, 'SERVICE_UNAVAILABLE', (label: string) => `${label}服务暂不可用，请稍后重试`),
  busUnavailable: known(503, 'SERVICE_UNAVAILABLE', (label: string) => `消息服务不可用，${label}服务暂时无法访问`),
  serviceTimeout: known(503, 'SERVICE_TIMEOUT', (label: string) => `${label}服务响应超时，请稍后重试`),
  /**
   * A write whose service did not answer in time: it may still be stored (the message waits in NATS),
   * so the client must not read this as "refused" (issue 32 #8).
   */
  writeOutcomeUnknown: known(
    503,
    'WRITE_OUTCOME_UNKNOWN',
    (label: string) =>
      `${label}服务响应超时，本次操作的结果未知：可能已经保存，也可能没有。请刷新确认后再操作；重试时请带上同一个 Idempotency-Key，以免重复保存`,
  ),

  // Gateway: sessions and requests
  unauthenticated: known(401, 'UNAUTHENTICATED', '请先登录'),
  sessionExpired: known(401, 'SESSION_EXPIRED', '登录已过期，请重新登录'),
  forbidden: known(403, 'FORBIDDEN', '没有权限执行此操作'),
  csrf: known(403, 'CSRF', '请求缺少安全校验头（X-Requested-With）'),
  requestTimeout: known(408, 'REQUEST_TIMEOUT', '请求内容发送超时，连接已关闭，请检查网络后重试'),
  /** A create's Idempotency-Key sent again with other content: it names one create only. */
  idempotencyKeyReused: known(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    '该幂等键（Idempotency-Key）已用于另一次提交，内容不同；新的提交请使用新的幂等键',
  ),

  // Gateway: uploads and the image pipeline
  uploadNotMultipart: known(
    400,
    'UPLOAD_NOT_MULTIPART',
    (field: string) => `请以 multipart/form-data 上传文件（字段 ${field}）`,
  ),
  uploadFileMissing: known(400, 'UPLOAD_FILE_MISSING', (field: string) => `请选择要上传的图片（字段 ${field}）`),
  uploadUnreadable: known(400, 'UPLOAD_UNREADABLE', '上传的文件无法读取'),
  uploadEmpty: known(400, 'UPLOAD_EMPTY', '上传的文件是空的'),
  uploadTooLarge: known(413, 'UPLOAD_TOO_LARGE', (megabytes: number) => `图片文件大小不能超过${megabytes}MB`),
  /** `types` as the settings list them: 'JPG、PNG、GIF'. */
  uploadTypeRefused: known(415, 'UPLOAD_TYPE_REFUSED', (types: string) => `只支持 ${types} 格式的图片`),
  /** The signature is right, but the pixels cannot be decoded whole (truncated or broken). */
  imageUndecodable: known(415, 'IMAGE_UNDECODABLE', '图片文件已损坏或不完整，无法读取，请重新选择图片'),
  imageTooManyPixels: known(
    413,
    'IMAGE_TOO_MANY_PIXELS',
    (megapixels: number) => `图片尺寸过大（最多${megapixels * 100}万像素），请缩小后再上传`,
  ),
  animationTooManyPixels: known(
    413,
    'IMAGE_TOO_MANY_PIXELS',
    (megapixels: number) => `动图的总像素（宽×高×帧数）超过${megapixels * 100}万，请缩小尺寸或减少帧数后再上传`,
  ),
  imageTooManyFrames: known(413, 'IMAGE_TOO_MANY_FRAMES', (frames: number) => `动图帧数过多（最多${frames}帧）`),
  /** The image queue is full: answered at once, with Retry-After. */
  imageBusy: known(503, 'IMAGE_BUSY', '图片处理繁忙，请稍后重试'),
  fileNotFound: known(404, 'FILE_NOT_FOUND', '文件不存在'),

  // Identity: sign-in
  invalidCredentials: known(401, 'INVALID_CREDENTIALS', '用户名或密码错误'),
  captchaRequired: known(400, 'CAPTCHA_REQUIRED', '请先完成人机验证'),
  captchaInvalid: known(400, 'CAPTCHA_INVALID', '人机验证未通过，请刷新页面后重试'),
  /** Too many failed password checks for this address, account or pair: `wait` is "60秒" or "15分钟". */
  loginThrottled: known(429, 'LOGIN_THROTTLED', (wait: string) => `登录尝试过于频繁，请${wait}后再试`),
  /** The password-hashing queue is full (a flood): answered at once, before any work. */
  loginBusy: known(429, 'LOGIN_BUSY', '登录请求过多，请稍后再试'),
  totpRequired: known(401, 'TOTP_REQUIRED', '请输入动态验证码'),
  totpInvalid: known(401, 'TOTP_INVALID', '动态验证码错误'),
  totpNotPending: known(400, 'TOTP_NOT_PENDING', '请先生成两步验证二维码'),

  // Identity: users
  userNotFound: known(404, 'USER_NOT_FOUND', '用户不存在'),
  usernameTaken: known(409, 'USERNAME_TAKEN', '用户名已存在'),
  weakPassword: known(400, 'WEAK_PASSWORD', (rule: string) => rule),
  cannotDisableSelf: known(400, 'SELF_ACTION_FORBIDDEN', '不能禁用自己的账户'),
  cannotDeleteSelf: known(400, 'SELF_ACTION_FORBIDDEN', '不能删除自己的账户'),
  lastAdmin: known(409, 'LAST_ACTIVE_ADMIN', '至少需要保留一个启用的管理员'),
  wrongPassword: known(400, 'WRONG_PASSWORD', '当前密码不正确'),
  resetLinkInvalid: known(400, 'RESET_LINK_INVALID', '重置链接无效，请重新申请'),
  resetLinkUsed: known(400, 'RESET_LINK_USED', '该重置链接已使用过，请重新申请'),
  resetLinkExpired: known(400, 'RESET_LINK_EXPIRED', '重置链接已过期，请重新申请'),
  resetTooMany: known(429, 'RESET_RATE_LIMITED', '重置密码的尝试过多，请15分钟后再试'),
  linkTooMany: known(429, 'RESET_RATE_LIMITED', '尝试过多，请15分钟后再试'),
  passwordOrInvite: known(400, 'VALIDATION_FAILED', '请填写密码，或选择发送邀请邮件'),
  inviteWithPassword: known(400, 'VALIDATION_FAILED', '发送邀请时不填写密码：由用户本人设置'),
  notInvited: known(409, 'NOT_INVITED', '该用户已设置密码，没有待接受的邀请'),
  inviteLinkInvalid: known(400, 'INVITE_LINK_INVALID', '邀请链接无效，请联系管理员重新发送'),
  inviteLinkUsed: known(400, 'INVITE_LINK_USED', '该邀请链接已使用过，请直接登录'),
  inviteLinkExpired: known(400, 'INVITE_LINK_EXPIRED', '邀请链接已过期，请联系管理员重新发送'),
  emailLinkInvalid: known(400, 'EMAIL_LINK_INVALID', '确认链接无效，请重新申请修改邮箱'),
  emailLinkUsed: known(400, 'EMAIL_LINK_USED', '该确认链接已使用过'),
  emailLinkExpired: known(400, 'EMAIL_LINK_EXPIRED', '确认链接已过期，请重新申请修改邮箱'),
  emailTaken: known(409, 'EMAIL_TAKEN', '该邮箱已被其他账户使用'),
  emailUnchanged: known(400, 'VALIDATION_FAILED', '新邮箱与当前邮箱相同'),
  emailUnsafe: known(400, 'VALIDATION_FAILED', '邮箱格式不正确'),

  // Identity: settings
  unknownSettings: known(400, 'VALIDATION_FAILED', (keys: string[]) => `不支持的设置项：${keys.join(', ')}`),

  // Outgoing connections (SMTP, search-engine pushes): the guard of libs/service-kit/src/outgoing.
  // `label` names the destination ('SMTP 服务器'), `allowVariable` the operator's allow-list.
  outgoingHostInvalid: known(
    400,
    'OUTGOING_HOST_INVALID',
    (label: string, host: string) => `${label}“${host}”不是有效的主机名或 IP 地址`,
  ),
  outgoingHostRefused: known(
    400,
    'OUTGOING_HOST_REFUSED',
    (label: string, host: string, address: string, allowVariable: string) =>
      `${label}“${host}”指向本机、内网或保留地址${address === host ? '' : `（${address}）`}，出于安全考虑不允许连接；` +
      `如确需使用内部服务器，请运维人员在 ${allowVariable} 中放行`,
  ),
  outgoingHostUnresolvable: known(
    400,
    'OUTGOING_HOST_UNRESOLVABLE',
    (label: string, host: string, reason: string) => `${label}“${host}”无法解析（${reason}）`,
  ),

  // Catalog: categories
  categoryNotFound: known(404, 'CATEGORY_NOT_FOUND', '分类不存在'),
  parentCategoryNotFound: known(400, 'PARENT_CATEGORY_NOT_FOUND', '上级分类不存在'),
  parentCategoryType: known(
    400,
    'PARENT_CATEGORY_TYPE_MISMATCH',
    (typeLabel: string) => `上级分类必须也是${typeLabel}（分类类型需与上级分类一致）`,
  ),
  categoryCycle: known(400, 'CATEGORY_CYCLE', '不能把分类移动到它自己或它的子分类下面'),
  categorySlugInvalid: known(400, 'CATEGORY_SLUG_INVALID', 'URL别名不能包含空格或 / ? # % \\ 等字符'),
  categorySlugTaken: known(
    409,
    'CATEGORY_SLUG_TAKEN',
    (slug: string, typeLabel: string) => `URL别名“${slug}”已被其他${typeLabel}使用，请换一个`,
  ),
  /** The same rule per language: a translated slug is unique among that language's slugs of the type. */
  categoryTranslationSlugTaken: known(
    409,
    'CATEGORY_SLUG_TAKEN',
    (language: string, slug: string, typeLabel: string) =>
      `${language}URL别名“${slug}”已被其他${typeLabel}使用，请换一个`,
  ),
  categoryHasChildren: known(
    409,
    'CATEGORY_HAS_CHILDREN',
    (count: number) => `该分类下还有${count}个子分类，请先删除或移动子分类后再删除`,
  ),
  categoryUsedByProducts: known(
    409,
    'CATEGORY_USED_BY_PRODUCTS',
    (count: number) => `该分类下还有${count}个产品，请先删除这些产品或把它们移到其他分类后再删除`,
  ),
  categoryInUse: known(409, 'CATEGORY_USED_BY_PRODUCTS', '该分类正在被子分类或产品使用，无法删除'),
  categoryUsedByNews: known(
    409,
    'CATEGORY_USED_BY_NEWS',
    (count: number) => `该分类下还有${count}篇新闻，请先删除这些新闻或把它们移到其他分类后再删除`,
  ),
  categoryNewsUsageUnknown: known(503, 'CATEGORY_NEWS_USAGE_UNKNOWN', '暂时无法确认该分类是否被新闻使用，请稍后重试'),
  categoryTypeLockedByChildren: known(409, 'CATEGORY_TYPE_LOCKED', '该分类下还有子分类，不能修改分类类型'),
  categoryTypeLockedByProducts: known(
    409,
    'CATEGORY_TYPE_LOCKED',
    (count: number) => `该分类下还有${count}个产品，不能改为新闻分类`,
  ),
  categoryTypeLockedByNews: known(
    409,
    'CATEGORY_TYPE_LOCKED',
    (count: number) => `该分类下还有${count}篇新闻，不能改为产品分类`,
  ),

  // Catalog: products and their images
  productNotFound: known(404, 'PRODUCT_NOT_FOUND', '产品不存在'),
  productTranslationNotFound: known(
    404,
    'PRODUCT_TRANSLATION_NOT_FOUND',
    (language: string) => `该产品还没有${language}版本`,
  ),
  productCategoryNotFound: known(400, 'PRODUCT_CATEGORY_NOT_FOUND', '所选产品分类不存在，请重新选择产品分类'),
  productCategoryWrongType: known(400, 'PRODUCT_CATEGORY_WRONG_TYPE', '所选分类不是产品分类，请选择产品分类'),
  productDescriptionTooLong: known(400, 'PRODUCT_DESCRIPTION_TOO_LONG', '产品描述过长，请精简内容或减少图片'),
  productImageNotFound: known(404, 'PRODUCT_IMAGE_NOT_FOUND', '图片不存在'),
  productImageForeign: known(
    400,
    'PRODUCT_IMAGE_NOT_OF_PRODUCT',
    (ids: number[]) => `以下图片不属于该产品：${ids.join('、')}`,
  ),
  productImagesTooMany: known(409, 'PRODUCT_IMAGES_TOO_MANY', (max: number) => `每个产品最多${max}张图片`),
  productImageDuplicate: known(409, 'PRODUCT_IMAGE_DUPLICATE', '这张图片已经添加到该产品'),

  // Content: news
  newsNotFound: known(404, 'NEWS_NOT_FOUND', '新闻不存在'),
  newsTranslationNotFound: known(
    404,
    'NEWS_TRANSLATION_NOT_FOUND',
    (language: string) => `该新闻还没有${language}版本`,
  ),

  // Publishing (docs/publishing.md): any record type with drafts
  staleVersion: known(
    409,
    'STALE_VERSION',
    (name: string, at: string) => `在您编辑期间，${name} 已于 ${at} 保存了新的版本。请先对比两个版本，再决定是否覆盖`,
  ),
  notPublished: known(400, 'NOT_PUBLISHED', '该内容尚未发布，无需下线'),
  notScheduled: known(400, 'NOT_SCHEDULED', '该内容没有定时发布安排'),
  revisionNotFound: known(404, 'REVISION_NOT_FOUND', '修订版本不存在'),
  previewLinkInvalid: known(404, 'PREVIEW_LINK_INVALID', '预览链接无效或已被撤销'),
  previewLinkExpired: known(410, 'PREVIEW_LINK_EXPIRED', '预览链接已过期，请向编辑索取新的链接'),
  previewLinkNotFound: known(404, 'PREVIEW_LINK_NOT_FOUND', '预览链接不存在'),

  // Content: the media library
  mediaNotFound: known(404, 'MEDIA_NOT_FOUND', '媒体文件不存在'),
  mediaFolderNotFound: known(404, 'MEDIA_FOLDER_NOT_FOUND', '文件夹不存在'),
  /** A used file cannot be deleted: the places (up to MEDIA_USAGE_SHOWN) and how many in all. */
  mediaInUse: known(
    409,
    'MEDIA_IN_USE',
    (places: string[], total: number) =>
      `该文件正在被${total}处使用，无法删除：${places.join('、')}${total > places.length ? '等' : ''}。请先在这些地方换掉或移除它`,
  ),
  mediaInTrash: known(409, 'MEDIA_IN_TRASH', '该文件在回收站中，请先恢复'),
  mediaNotInTrash: known(409, 'MEDIA_NOT_IN_TRASH', '该文件不在回收站中'),
  /** A replacement whose bytes are another record's already. */
  mediaDuplicate: known(
    409,
    'MEDIA_DUPLICATE',
    (id: number) => `相同的文件已在媒体库中（编号${id}），请直接使用该文件`,
  ),
  /** The usage index has not been built yet: nothing may be deleted until it can tell. */
  mediaUsageUnknown: known(503, 'MEDIA_USAGE_UNKNOWN', '暂时无法确认该文件是否被使用，请稍后重试'),
  /** A move into a folder that is not there (the file stays where it was). */
  mediaTargetFolderMissing: known(400, 'MEDIA_FOLDER_MISSING', '目标文件夹不存在'),
  mediaFolderNameTaken: known(409, 'MEDIA_FOLDER_NAME_TAKEN', '文件夹名称已存在'),
  mediaFolderNotEmpty: known(
    409,
    'MEDIA_FOLDER_NOT_EMPTY',
    (files: number) => `文件夹中还有${files}个文件，请先移走或删除这些文件`,
  ),
  newsContentBlank: known(400, 'NEWS_CONTENT_BLANK', '内容不能为空'),
  /** An image in the article (its cover or one in the body) has no alt text and is not marked decorative. */
  imageAltMissing: known(
    400,
    'IMAGE_ALT_MISSING',
    (image: string) =>
      `图片「${image}」缺少替代文本：请为它填写替代文本（供读屏软件和搜索引擎使用），装饰性图片请勾选“装饰性图片”`,
  ),
  pageNotFound: known(404, 'PAGE_NOT_FOUND', '页面不存在'),
  pageTranslationNotFound: known(
    404,
    'PAGE_TRANSLATION_NOT_FOUND',
    (language: string) => `该页面还没有${language}版本`,
  ),
  /** An admin locked the section: an editor may change its words, not its place, visibility, items, links or pictures. */
  pageSectionLocked: known(
    403,
    'PAGE_SECTION_LOCKED',
    (section: string) =>
      `区块「${section}」已被管理员锁定：编辑只能修改其中的文字，不能移动、隐藏、删除或改动条目、链接和图片`,
  ),
  pagePreviewNotFound: known(404, 'PAGE_PREVIEW_NOT_FOUND', '预览链接不存在或已过期，请在编辑页重新打开预览'),
  /** The home, about and technology pages are always on the site: a change goes live by publishing it. */
  pageAlwaysLive: known(400, 'PAGE_ALWAYS_LIVE', '站点页面始终在线，不能下线；请修改后重新发布'),
  pageTooLarge: known(400, 'PAGE_TOO_LARGE', '页面内容过多，请精简文字或减少区块'),
  newsContentTooLong: known(400, 'NEWS_CONTENT_TOO_LONG', '新闻内容过长，请精简内容或减少图片'),
  newsCategoryNotFound: known(400, 'NEWS_CATEGORY_NOT_FOUND', '所选分类不存在，请重新选择新闻分类'),
  newsCategoryWrongType: known(400, 'NEWS_CATEGORY_WRONG_TYPE', '所选分类不是新闻分类，请选择新闻分类'),
  /** The catalog could not say whether the category exists: nothing is written. */
  newsCategoryUnknown: known(503, 'NEWS_CATEGORY_UNKNOWN', '产品目录服务暂不可用，暂时无法校验新闻分类，请稍后重试'),
  /** The catalog could not list the category's descendants for a filter. */
  newsFilterUnavailable: known(
    503,
    'NEWS_CATEGORY_UNKNOWN',
    '产品目录服务暂不可用，暂时无法按分类筛选新闻，请稍后重试',
  ),

  // Contact: messages
  contactNotFound: known(404, 'CONTACT_NOT_FOUND', '留言不存在'),
  /** The honeypot was filled in: a person never sees that field. */
  contactRejected: known(400, 'CONTACT_REJECTED', '提交内容无效，请刷新页面后重试'),
  contactTooFast: known(400, 'CONTACT_TOO_FAST', '提交过快，请稍后再试'),
  contactFormTokenInvalid: known(400, 'CONTACT_FORM_TOKEN_INVALID', '表单校验失败（表单令牌无效），请刷新页面后重试'),
  contactFormTokenExpired: known(400, 'CONTACT_FORM_TOKEN_EXPIRED', '表单已过期，请刷新页面后重试'),
  contactRateLimited: known(429, 'CONTACT_RATE_LIMITED', '提交过于频繁，请稍后再试'),
  /** The invisible proof of work (issued with the form token) is missing, wrong or expired. */
  contactProofMissing: known(400, 'CONTACT_PROOF_MISSING', '缺少人机验证，请刷新页面后重试'),
  contactProofInvalid: known(400, 'CONTACT_PROOF_INVALID', '人机验证未通过（验证无效或已过期），请刷新页面后重试'),
  contactProofReplayed: known(400, 'CONTACT_PROOF_REPLAYED', '人机验证已使用过，请刷新页面后重试'),
  contactIdempotencyKeyReused: known(
    409,
    'CONTACT_IDEMPOTENCY_KEY_REUSED',
    '该幂等键（Idempotency-Key）已用于另一条留言，请为新留言使用新的幂等键',
  ),

  // Contact: app downloads
  appDownloadNotFound: known(404, 'APP_DOWNLOAD_NOT_FOUND', 'APP下载配置不存在'),
  appDownloadNoLink: known(404, 'APP_DOWNLOAD_NO_LINK', '该APP下载配置还没有下载链接，无法生成二维码'),
} as const;

type ErrorEntry = (typeof Errors)[keyof typeof Errors];
export type ErrorCode = ErrorEntry['code'];

/** The codes by name (`ErrorCode.CAPTCHA_REQUIRED`), for the SPA's flows that react to one. */
export const ErrorCode = Object.freeze(
  Object.fromEntries(Object.values(Errors).map((e) => [e.code, e.code])) as { [C in ErrorCode]: C },
);
