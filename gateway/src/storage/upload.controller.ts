import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, AuditAction } from '../auth/access.decorator';
import { ApiError } from '../common/api-error';
import { contentTypeOfKey, detectImageType } from './image-type';
import { StorageService } from './storage.service';
import { UploadPolicyService } from './upload-policy.service';

const uploadBody = (field: string) => ({
  schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } },
});

@ApiTags('uploads')
@Controller()
export class UploadController {
  constructor(
    private readonly storage: StorageService,
    private readonly policy: UploadPolicyService,
  ) {}

  @Post('api/upload')
  @HttpCode(200)
  @Access('editor')
  @AuditAction('上传图片')
  @ApiOperation({ summary: 'Upload an image (JPEG, PNG, GIF or WebP, checked by content); answers { url }' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(uploadBody('image'))
  upload(@Req() request: FastifyRequest): Promise<{ url: string }> {
    return this.receive(request, 'image', 'images');
  }

  @Post('api/upload/qrcode')
  @HttpCode(200)
  @Access('editor')
  @AuditAction('上传二维码')
  @ApiOperation({ summary: 'Upload a QR code image; answers { url }' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(uploadBody('qrcode'))
  uploadQrcode(@Req() request: FastifyRequest): Promise<{ url: string }> {
    return this.receive(request, 'qrcode', 'qrcodes');
  }

  @Get('uploads/*')
  @Access('public')
  @ApiOperation({ summary: 'An uploaded file' })
  async serve(@Param('*') key: string, @Res() reply: FastifyReply): Promise<void> {
    const object = await this.storage.get(key);
    if (!object) throw new ApiError(404, '文件不存在');
    void reply
      .header('content-type', contentTypeOfKey(key) ?? object.contentType)
      .header('content-length', object.size)
      .header('etag', `"${object.etag}"`)
      .header('last-modified', object.lastModified.toUTCString())
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(object.stream);
  }

  private async receive(request: FastifyRequest, field: string, folder: 'images' | 'qrcodes') {
    const policy = await this.policy.current();
    const tooLarge = () => new ApiError(413, `图片文件大小不能超过${policy.maxMegabytes}MB`);
    if (!request.isMultipart()) throw new ApiError(400, `请以 multipart/form-data 上传文件（字段 ${field}）`);
    let bytes: Buffer;
    try {
      const part = await request.file({ limits: { fileSize: policy.maxBytes, files: 1 } });
      if (!part || part.fieldname !== field) throw new ApiError(400, `请选择要上传的图片（字段 ${field}）`);
      bytes = await part.toBuffer();
      // busboy stops at the limit and marks the stream truncated; never store a cut file.
      if (part.file.truncated) throw tooLarge();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw new ApiError(400, '上传的文件无法读取');
    }
    if (bytes.length === 0) throw new ApiError(400, '上传的文件是空的');
    const type = await detectImageType(bytes);
    if (!type || !policy.allows(type)) throw new ApiError(415, `只支持 ${policy.describeTypes()} 格式的图片`);
    return { url: await this.storage.put(folder, bytes, type) };
  }
}
