// 基本资料: nickname, phone and bio; only changed, non-empty fields are sent.
import { useState } from 'react';
import { App, Button, Card, Form, Input } from '@modelsmith/shared/antd';
import { updateUserInfo } from '@modelsmith/shared/session';
import { useAppDispatch } from '@modelsmith/shared/store';
import type { User } from '@modelsmith/shared/types';
import { changedProfileFields, type ProfileValues } from '../changed-fields';

const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,19}$/;

export function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const submit = async (values: ProfileValues) => {
    const changed = changedProfileFields(values, user);
    if (Object.keys(changed).length === 0) {
      void message.info('资料没有变化');
      return;
    }
    setSaving(true);
    try {
      await dispatch(updateUserInfo(changed)).unwrap();
      void message.success('资料已保存');
    } catch {
      // The HTTP layer has already shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="基本资料">
      <Form<ProfileValues>
        name="profile"
        layout="vertical"
        onFinish={submit}
        initialValues={{ nickname: user.nickname ?? '', phone: user.phone ?? '', bio: user.bio ?? '' }}
      >
        <Form.Item name="nickname" label="昵称" rules={[{ max: 32, message: '昵称不能超过 32 个字符' }]}>
          <Input placeholder="在页面顶部显示的名字" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[{ pattern: PHONE_PATTERN, message: '手机号格式不正确' }]}
        >
          <Input placeholder="例如 13800138000" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="bio" label="个人简介" rules={[{ max: 500, message: '个人简介不能超过 500 个字符' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="介绍一下自己" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存修改
        </Button>
      </Form>
    </Card>
  );
}
