import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  idSchema,
  Patterns,
  type ProductImageInput,
  productImageInputSchema,
  type ProductImageView,
  type ReorderImagesInput,
  reorderImagesSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import { Access, AuditAction } from '../auth/access.decorator';
import { ApiError } from '../common/api-error';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { StorageService } from '../storage/storage.service';

const id = new ZodValidationPipe(idSchema);

@ApiTags('products')
@Controller('api/products/:id/images')
@Access('editor')
export class ProductImagesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly storage: StorageService,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: "A product's images in gallery order" })
  list(@Param('id', id) productId: number): Promise<ProductImageView[]> {
    return this.rpc.request(Patterns.catalog.imagesList, { productId });
  }

  /** The URL must be one of our uploads, and the file must be there (only the gateway can tell). */
  @Post()
  @AuditAction('添加产品图片')
  @ApiOperation({ summary: 'Add an uploaded image (/uploads/images/…); the first one becomes primary' })
  @ApiBody({ schema: openApiSchema(productImageInputSchema) })
  async add(
    @Param('id', id) productId: number,
    @Body(new ZodValidationPipe(productImageInputSchema)) input: ProductImageInput,
  ): Promise<ProductImageView> {
    if (!(await this.storage.exists(input.image_url))) throw new ApiError(400, '图片文件不存在，请先上传图片');
    return this.rpc.request(Patterns.catalog.imageAdd, { productId, input });
  }

  @Put('reorder')
  @AuditAction('调整产品图片顺序')
  @ApiOperation({ summary: 'Set image_order of the listed images in one transaction; answers the gallery' })
  @ApiBody({ schema: openApiSchema(reorderImagesSchema) })
  reorder(
    @Param('id', id) productId: number,
    @Body(new ZodValidationPipe(reorderImagesSchema)) input: ReorderImagesInput,
  ): Promise<ProductImageView[]> {
    return this.rpc.request(Patterns.catalog.imagesReorder, { productId, input });
  }

  @Delete(':imageId')
  @HttpCode(204)
  @AuditAction('删除产品图片')
  @ApiOperation({ summary: 'Remove an image (and its stored file); a removed primary passes to the first left' })
  async remove(@Param('id', id) productId: number, @Param('imageId', id) imageId: number): Promise<void> {
    await this.rpc.request(Patterns.catalog.imageDelete, { productId, imageId });
  }

  @Put(':imageId/set-primary')
  @AuditAction('设置产品主图')
  @ApiOperation({ summary: 'Make this the one primary image; answers the gallery' })
  setPrimary(@Param('id', id) productId: number, @Param('imageId', id) imageId: number): Promise<ProductImageView[]> {
    return this.rpc.request(Patterns.catalog.imageSetPrimary, { productId, imageId });
  }
}
