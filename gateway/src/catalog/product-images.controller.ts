import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogRpc,
  type ProductImageInput,
  productImageInputSchema,
  type ProductImageView,
  type ReorderImagesInput,
  reorderImagesSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { Access, AuditAction } from '../auth/access.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { ApiError } from '../common/api-error';
import { IdParam, ValidBody } from '../common/params';
import { StorageService } from '../storage/storage.service';

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
  @CacheTags(({ params }) => [Tag.product(params.id)])
  @ApiOperation({ summary: "A product's images in gallery order" })
  list(@IdParam() productId: number): Promise<ProductImageView[]> {
    return this.rpc.call(CatalogRpc.imageList, { productId });
  }

  /** The URL must be one of our uploads, and the file must be there (only the gateway can tell). */
  @Post()
  @DropsTags(({ params }) => [Tag.product(params.id), Tag.products])
  @AuditAction('添加产品图片')
  @ApiOperation({ summary: 'Add an uploaded image (/uploads/images/…); the first one becomes primary' })
  async add(
    @IdParam() productId: number,
    @ValidBody(productImageInputSchema) input: ProductImageInput,
  ): Promise<ProductImageView> {
    if (!(await this.storage.exists(input.image_url))) throw new ApiError(400, '图片文件不存在，请先上传图片');
    return this.rpc.call(CatalogRpc.imageCreate, { productId, input });
  }

  @Put('reorder')
  @DropsTags(({ params }) => [Tag.product(params.id), Tag.products])
  @AuditAction('调整产品图片顺序')
  @ApiOperation({ summary: 'Set image_order of the listed images in one transaction; answers the gallery' })
  reorder(
    @IdParam() productId: number,
    @ValidBody(reorderImagesSchema) input: ReorderImagesInput,
  ): Promise<ProductImageView[]> {
    return this.rpc.call(CatalogRpc.imageReorder, { productId, input });
  }

  @Delete(':imageId')
  @DropsTags(({ params }) => [Tag.product(params.id), Tag.products])
  @HttpCode(204)
  @AuditAction('删除产品图片')
  @ApiOperation({ summary: 'Remove an image (and its stored file); a removed primary passes to the first left' })
  async remove(@IdParam() productId: number, @IdParam('imageId') imageId: number): Promise<void> {
    await this.rpc.call(CatalogRpc.imageDelete, { productId, imageId });
  }

  @Put(':imageId/set-primary')
  @DropsTags(({ params }) => [Tag.product(params.id), Tag.products])
  @AuditAction('设置产品主图')
  @ApiOperation({ summary: 'Make this the one primary image; answers the gallery' })
  setPrimary(@IdParam() productId: number, @IdParam('imageId') imageId: number): Promise<ProductImageView[]> {
    return this.rpc.call(CatalogRpc.imageSetPrimary, { productId, imageId });
  }
}
