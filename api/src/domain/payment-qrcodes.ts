// Payment QR codes (PRODUCT.md §5): admins keep them, users see the enabled ones of a channel. Images are stored
// like avatars (typed by content) and dropped when no code uses them any more.
import type {
  AdminQrCodesQuery,
  CreateQrCodeBody,
  Page,
  PaymentQrCode,
  QrCode,
  RechargeChannel,
  UpdateQrCodeBody,
} from '@modelsmith/contract';
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import type { QrCodeRow } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { recordAdminAction } from '../repositories/admin-actions';
import { deleteFile, insertFile } from '../repositories/files';
import {
  countQrCodesUsingImage,
  deleteQrCode,
  enabledQrCodes,
  findQrCode,
  insertQrCode,
  pageQrCodes,
  updateQrCode,
} from '../repositories/recharge';
import type { Context } from './context';
import { detectImageType, MSG_IMAGE_TYPE } from './image-type';
import { FILE_URL_PREFIX } from './profile';

const MSG_QR_NOT_FOUND = '收款码不存在';

export const toQrCode = (row: QrCodeRow): QrCode => ({
  id: row.id,
  name: row.name,
  channel: row.channel,
  imageUrl: row.imageUrl,
  accountName: row.accountName,
  enabled: row.enabled,
  sort: row.sort,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function paymentQrCodes(db: Db, channel?: RechargeChannel): Promise<PaymentQrCode[]> {
  return (await enabledQrCodes(db, channel)).map(({ id, name, channel: ch, imageUrl, accountName }) => ({
    id,
    name,
    channel: ch,
    imageUrl,
    accountName,
  }));
}

export async function qrCodesPage(db: Db, query: AdminQrCodesQuery): Promise<Page<QrCode>> {
  const { rows, total } = await pageQrCodes(db, query);
  return { records: rows.map(toQrCode), total, current: query.current, size: query.size };
}

const trimmed = <T extends { name?: string; accountName?: string; imageUrl?: string }>(body: T): T => ({
  ...body,
  ...(body.name === undefined ? {} : { name: body.name.trim() }),
  ...(body.accountName === undefined ? {} : { accountName: body.accountName.trim() }),
  ...(body.imageUrl === undefined ? {} : { imageUrl: body.imageUrl.trim() }),
});

export async function createQrCode(
  context: Context,
  adminId: number,
  body: CreateQrCodeBody,
): Promise<QrCode> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    const row = await insertQrCode(tx, {
      ...trimmed(body),
      enabled: body.enabled ?? true,
      sort: body.sort ?? 0,
      createdAt: now,
      updatedAt: now,
    });
    await recordAdminAction(tx, {
      adminId,
      action: 'QRCODE_CREATE',
      targetType: 'QRCODE',
      targetId: row.id,
      detail: { ...body },
      createdAt: now,
    });
    return toQrCode(row);
  });
}

/** Deletes a stored image no code points at any more. */
async function dropUnusedImage(db: Db, imageUrl: string): Promise<void> {
  if (!imageUrl.startsWith(FILE_URL_PREFIX)) return;
  const id = imageUrl.slice(FILE_URL_PREFIX.length);
  if (/^[0-9a-f-]{36}$/.test(id) && (await countQrCodesUsingImage(db, imageUrl)) === 0)
    await deleteFile(db, id);
}

export async function editQrCode(
  context: Context,
  adminId: number,
  id: number,
  body: UpdateQrCodeBody,
): Promise<QrCode> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    const before = await findQrCode(tx, id);
    if (!before) throw notFound(MSG_QR_NOT_FOUND);
    const row = (await updateQrCode(tx, id, { ...trimmed(body), updatedAt: now }))!;
    if (before.imageUrl !== row.imageUrl) await dropUnusedImage(tx, before.imageUrl);
    await recordAdminAction(tx, {
      adminId,
      action: 'QRCODE_UPDATE',
      targetType: 'QRCODE',
      targetId: id,
      detail: { ...body },
      createdAt: now,
    });
    return toQrCode(row);
  });
}

export async function removeQrCode(context: Context, adminId: number, id: number): Promise<void> {
  const { now } = context;
  await context.db.transaction(async (tx) => {
    const row = await deleteQrCode(tx, id);
    if (!row) throw notFound(MSG_QR_NOT_FOUND);
    await dropUnusedImage(tx, row.imageUrl);
    await recordAdminAction(tx, {
      adminId,
      action: 'QRCODE_DELETE',
      targetType: 'QRCODE',
      targetId: id,
      detail: { name: row.name, channel: row.channel },
      createdAt: now,
    });
  });
}

/** Stores a QR code image checked by its content (PNG, JPEG, WebP) and answers its URL. */
export async function saveQrImage(context: Context, adminId: number, data: Buffer): Promise<string> {
  const mimeType = detectImageType(data);
  if (!mimeType) throw badRequest(MSG_IMAGE_TYPE);
  const { now } = context;
  const id = crypto.randomUUID();
  await context.db.transaction(async (tx) => {
    await insertFile(tx, { id, ownerId: adminId, mimeType, size: data.length, data, createdAt: now });
    await recordAdminAction(tx, {
      adminId,
      action: 'QRCODE_IMAGE_UPLOAD',
      targetType: 'FILE',
      targetId: id,
      detail: { mimeType, size: data.length },
      createdAt: now,
    });
  });
  return `${FILE_URL_PREFIX}${id}`;
}
