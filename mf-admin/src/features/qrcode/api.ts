// Payment QR codes (API.md "Administration"), injected into the one RTK Query api; the image upload is a plain
// call like the avatar's: a File and a progress callback are not serializable.
import type { CreateQrCodeBody, Page, QrCode, RechargeChannel, UpdateQrCodeBody } from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';
import { request } from '@modelsmith/shared/http';

export interface QrCodesQuery {
  current: number;
  size: number;
  channel?: RechargeChannel;
}

export const qrCodesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminQrCodes: build.query<Page<QrCode>, QrCodesQuery>({
      query: (params) => ({ url: '/admin/qrcodes', params: { ...params } }),
      providesTags: ['QrCode'],
    }),
    createQrCode: build.mutation<QrCode, CreateQrCodeBody>({
      query: (body) => ({ url: '/admin/qrcodes', method: 'POST', data: body, encoding: 'json' }),
      invalidatesTags: ['QrCode'],
    }),
    updateQrCode: build.mutation<QrCode, { id: number; changes: UpdateQrCodeBody }>({
      query: ({ id, changes }) => ({
        url: `/admin/qrcodes/${id}`,
        method: 'PUT',
        data: changes,
        encoding: 'json',
      }),
      invalidatesTags: ['QrCode'],
    }),
    deleteQrCode: build.mutation<null, number>({
      query: (id) => ({ url: `/admin/qrcodes/${id}`, method: 'DELETE' }),
      invalidatesTags: ['QrCode'],
    }),
  }),
});

export const {
  useAdminQrCodesQuery,
  useCreateQrCodeMutation,
  useUpdateQrCodeMutation,
  useDeleteQrCodeMutation,
} = qrCodesApi;

/** POST /admin/qrcodes/image (multipart `file`): the stored picture's URL, to put in imageUrl. */
export function uploadQrImage(file: File, onProgress: (percent: number) => void): Promise<{ url: string }> {
  return request<{ url: string }>({
    url: '/admin/qrcodes/image',
    method: 'POST',
    data: { file },
    encoding: 'multipart',
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  });
}
