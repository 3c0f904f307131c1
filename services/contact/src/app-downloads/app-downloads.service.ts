import { Injectable } from '@nestjs/common';
import {
  type AppDownloadQrReply,
  type AppDownloadView,
  ContactEvents,
  type CreateAppDownloadInput,
  Errors,
  type MediaUsageSource,
  referencesOf,
  type UpdateAppDownloadInput,
} from '@site/contracts';
import { afterId, EventBus, reportMediaUsage, ServiceException, usagePage } from '@site/service-kit';
import { qrVersion, toAppDownloadView } from './app-download-view';
import type { AppDownloadEntity } from './app-download.entity';
import { AppDownloadsRepository } from './app-downloads.repository';
import { renderQrPng } from './qr-code';

const QR_CACHE_SIZE = 64;

/** The uploads a config shows (its QR code picture; a download link may point at an upload too). */
const usageOf = (row: AppDownloadEntity): MediaUsageSource => ({
  kind: 'app_download',
  id: String(row.id),
  label: row.title || row.platform,
  references: referencesOf({ qrcode_url: row.qrcodeUrl, download_url: row.downloadUrl }),
});

@Injectable()
export class AppDownloadsService {
  /** Rendered codes by link (a few configs, read by every visitor of /download). */
  private readonly qrCache = new Map<string, string>();

  constructor(
    private readonly downloads: AppDownloadsRepository,
    private readonly events: EventBus,
  ) {}

  async list(): Promise<AppDownloadView[]> {
    return (await this.downloads.list()).map(toAppDownloadView);
  }

  async create(input: CreateAppDownloadInput): Promise<AppDownloadView> {
    const row = await this.downloads.insert({
      platform: input.platform,
      version: input.version ?? '',
      title: input.title ?? '',
      description: input.description ?? '',
      qrcodeUrl: input.qrcode_url ?? '',
      downloadUrl: input.download_url ?? '',
    });
    await this.emit(ContactEvents.appDownloadCreated, row);
    return toAppDownloadView(row);
  }

  async update(id: number, input: UpdateAppDownloadInput): Promise<AppDownloadView> {
    const row = await this.downloads.update(id, {
      version: input.version,
      title: input.title,
      description: input.description,
      qrcodeUrl: input.qrcode_url,
      downloadUrl: input.download_url,
    });
    if (!row) throw new ServiceException(Errors.appDownloadNotFound());
    await this.emit(ContactEvents.appDownloadUpdated, row);
    return toAppDownloadView(row);
  }

  /** The QR code of the config's download link, as PNG (base64), with the version its URL carries. */
  async qrCode(id: number): Promise<AppDownloadQrReply> {
    const row = await this.downloads.findById(id);
    if (!row) throw new ServiceException(Errors.appDownloadNotFound());
    if (!row.downloadUrl) throw new ServiceException(Errors.appDownloadNoLink());
    let png = this.qrCache.get(row.downloadUrl);
    if (!png) {
      png = (await renderQrPng(row.downloadUrl)).toString('base64');
      if (this.qrCache.size >= QR_CACHE_SIZE) this.qrCache.delete(this.qrCache.keys().next().value!);
      this.qrCache.set(row.downloadUrl, png);
    }
    return { png, version: qrVersion(row.downloadUrl) };
  }

  /** Configs that show uploads, by id after the cursor (the media usage index's rebuild). */
  async usageList(after: string | null, limit: number) {
    return usagePage(await this.downloads.after(afterId(after), limit), limit, usageOf);
  }

  private async emit(event: typeof ContactEvents.appDownloadCreated, row: AppDownloadEntity): Promise<void> {
    await this.events.publish(event, { id: row.id, platform: row.platform });
    await reportMediaUsage(this.events, ContactEvents.mediaUsageReported, usageOf(row));
  }
}
