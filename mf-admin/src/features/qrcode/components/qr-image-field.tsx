// The picture of a QR code as a form control: value is its imageUrl; picking a file checks it, uploads it through
// the one HTTP layer and shows it (the local file while it goes up, then the stored one).
import { useRef, useState } from 'react';
import type { UploadProps } from 'antd';
import { App, Button, Flex, Progress, Typography } from '@modelsmith/shared/antd';
import { Image, Upload } from '@modelsmith/shared/antd-data';
import { QrcodeOutlined, UploadOutlined } from '@modelsmith/shared/icons';
import { uploadQrImage } from '../api';
import { QR_IMAGE_TYPES, qrImageProblem, qrImageSrc } from '../qr-image';

const PREVIEW_SIZE = 160;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface QrImageFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  /** Tells the form an upload is under way, so it is not saved with the old picture. */
  onUploading?: (uploading: boolean) => void;
}

export function QrImageField({ value, onChange, onUploading }: QrImageFieldProps) {
  const { message } = App.useApp();
  const [local, setLocal] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  // The file reader may finish after the upload: only the pick still going up may show its local preview.
  const pick = useRef(0);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = qrImageProblem(file);
    if (!problem) return true;
    void message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const picked = file as File;
    const current = ++pick.current;
    setPercent(0);
    onUploading?.(true);
    readAsDataUrl(picked).then(
      (dataUrl) => {
        if (pick.current === current) setLocal(dataUrl);
      },
      () => undefined,
    );
    try {
      const { url } = await uploadQrImage(picked, setPercent);
      onChange?.(url);
      void message.success('图片已上传');
      onSuccess?.({ url });
    } catch (error) {
      // The HTTP layer has shown why (e.g. the content is not an image).
      onError?.(error instanceof Error ? error : new Error('图片上传失败'));
    } finally {
      pick.current += 1;
      setPercent(null);
      setLocal(null);
      onUploading?.(false);
    }
  };

  const shown = local ?? (value ? qrImageSrc(value) : null);
  return (
    <Flex gap={16} align="flex-start" wrap>
      {shown ? (
        <Image
          src={shown}
          alt="收款码预览"
          width={PREVIEW_SIZE}
          height={PREVIEW_SIZE}
          style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}
        />
      ) : (
        <Flex
          vertical
          align="center"
          justify="center"
          gap={8}
          style={{
            width: PREVIEW_SIZE,
            height: PREVIEW_SIZE,
            border: '1px dashed #d9d9d9',
            borderRadius: 8,
            color: '#8c8c8c',
            background: '#fafafa',
          }}
        >
          <QrcodeOutlined style={{ fontSize: 32 }} />
          <span>尚未上传</span>
        </Flex>
      )}
      <Flex vertical gap={8}>
        <Upload
          accept={QR_IMAGE_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {value ? '重新上传' : '上传图片'}
          </Button>
        </Upload>
        {percent !== null ? (
          <Progress percent={percent} size="small" style={{ width: 140 }} aria-label="上传进度" />
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          PNG、JPEG 或 WebP，不超过 2 MB
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
