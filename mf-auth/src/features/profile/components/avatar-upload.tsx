// Avatar upload: type and size checked before sending, a local preview and the upload progress.
import { useState } from 'react';
import type { UploadProps } from 'antd';
import { App, Avatar, Button, Flex, Progress, Typography } from '@modelsmith/shared/antd';
import { Upload } from '@modelsmith/shared/antd-data';
import { UploadOutlined, UserOutlined } from '@modelsmith/shared/icons';
import { fetchUserInfo } from '@modelsmith/shared/session';
import { useAppDispatch } from '@modelsmith/shared/store';
import { uploadAvatar } from '../api';
import { AVATAR_TYPES, avatarFileProblem } from '../avatar-file';
import { avatarSrc } from '../avatar-src';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function AvatarUpload({ avatarUrl }: { avatarUrl: string | null }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarFileProblem(file);
    if (!problem) return true;
    void message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const picked = file as File;
    setPercent(0);
    readAsDataUrl(picked).then(setPreview, () => setPreview(null));
    try {
      const result = await uploadAvatar(picked, setPercent);
      // The header and this card read the avatar from the store: refresh it there.
      await dispatch(fetchUserInfo()).unwrap();
      void message.success('头像已更新');
      onSuccess?.(result);
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error('头像上传失败'));
    } finally {
      setPercent(null);
      setPreview(null);
    }
  };

  return (
    <Flex vertical align="center" gap={8}>
      <Avatar size={96} src={preview ?? avatarSrc(avatarUrl)} icon={<UserOutlined />} alt="头像" />
      {percent !== null ? (
        <Progress percent={percent} size="small" style={{ width: 140 }} aria-label="上传进度" />
      ) : null}
      <Upload
        accept={AVATAR_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          更换头像
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        PNG、JPEG 或 WebP，不超过 2 MB
      </Typography.Text>
    </Flex>
  );
}
