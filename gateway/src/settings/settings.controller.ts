import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Patterns, type PublicSettings, publicSettingsSchema } from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import { openApiSchema } from '../common/openapi';

@ApiTags('settings')
@Controller('api/settings')
export class SettingsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Public site settings (never SMTP or security settings)' })
  @ApiOkResponse({ schema: openApiSchema(publicSettingsSchema) })
  getPublic(): Promise<PublicSettings> {
    return this.rpc.request<PublicSettings>(Patterns.identity.publicSettingsGet);
  }
}
