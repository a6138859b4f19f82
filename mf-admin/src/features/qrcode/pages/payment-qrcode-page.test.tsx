import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, jsonBody, ok, type SentRequest, stubApi } from '@modelsmith/shared/testing';
import { renderAt } from '../../../testing/render-at';
import { pageOf, wechatCode } from '../../../testing/samples';

const sentTo = (sent: SentRequest[], method: string, url: string) =>
  sent.filter((request) => request.method === method && request.url === url);

const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'wechat-qr.png', { type: 'image/png' });

test('the list shows each code with its picture, channel, account name, enabled and sort; the channel filter asks the server', async () => {
  const { sent } = stubApi({ 'GET /admin/qrcodes': () => ok(pageOf([wechatCode])) });
  renderAt('/admin/qrcode');
  const row = (await screen.findByText('微信收款（主）')).closest('tr') as HTMLElement;
  expect(within(row).getByRole('img', { name: '微信收款（主）' })).toHaveAttribute(
    'src',
    '/uploads/qrcodes/wechat.png',
  );
  expect(within(row).getByText('微信')).toBeInTheDocument();
  expect(within(row).getByText('模型工匠科技')).toBeInTheDocument();
  expect(within(row).getByRole('switch', { name: '启用 微信收款（主）' })).toBeChecked();
  expect(within(row).getByRole('spinbutton', { name: '排序 微信收款（主）' })).toHaveValue('1');
  expect(sent[0].params).toEqual({ current: 1, size: 10 });

  await userEvent.click(screen.getByText('支付宝'));
  await waitFor(() => expect(sent.at(-1)?.params).toEqual({ current: 1, size: 10, channel: 'ALIPAY' }));
});

test('the enabled switch and the sort number save in place', async () => {
  const { sent } = stubApi({
    'GET /admin/qrcodes': () => ok(pageOf([wechatCode])),
    'PUT /admin/qrcodes/3': (request) => ok({ ...wechatCode, ...(jsonBody(request) as object) }),
  });
  renderAt('/admin/qrcode');
  const row = (await screen.findByText('微信收款（主）')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('switch', { name: '启用 微信收款（主）' }));
  expect(await screen.findByText('已停用「微信收款（主）」')).toBeInTheDocument();
  expect(sentTo(sent, 'PUT', '/admin/qrcodes/3').map(jsonBody)).toEqual([{ enabled: false }]);

  const sort = within(row).getByRole('spinbutton', { name: '排序 微信收款（主）' });
  await userEvent.clear(sort);
  await userEvent.type(sort, '5{Enter}');
  expect(await screen.findByText('「微信收款（主）」的排序已改为 5')).toBeInTheDocument();
  await userEvent.tab(); // the blur after Enter saves nothing more
  expect(sentTo(sent, 'PUT', '/admin/qrcodes/3').map(jsonBody)).toEqual([{ enabled: false }, { sort: 5 }]);
});

test('adding a code uploads the picture (multipart file), previews it and saves the JSON body', async () => {
  const { sent } = stubApi({
    'GET /admin/qrcodes': () => ok(pageOf([])),
    'POST /admin/qrcodes/image': () => ok({ url: '/uploads/qrcodes/new.png' }),
    'POST /admin/qrcodes': (request) => ok({ ...wechatCode, id: 9, ...(jsonBody(request) as object) }),
  });
  renderAt('/admin/qrcode');
  expect(await screen.findByText('还没有收款码，点击「添加收款码」上传第一张')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /添加收款码/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('尚未上传')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
  expect(await within(dialog).findByText('请上传收款码图片')).toBeInTheDocument();
  expect(within(dialog).getByText('请填写收款码名称')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', '/admin/qrcodes')).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText('名称'), '支付宝收款');
  await userEvent.click(within(dialog).getByText('支付宝'));
  await userEvent.type(within(dialog).getByLabelText('收款人'), '模型工匠');
  const file = png();
  await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
  expect(await screen.findByText('图片已上传')).toBeInTheDocument();
  const [upload] = sentTo(sent, 'POST', '/admin/qrcodes/image');
  expect(upload.data).toBeInstanceOf(FormData);
  expect((upload.data as FormData).get('file')).toBe(file);
  expect(within(dialog).getByRole('img', { name: '收款码预览' })).toHaveAttribute(
    'src',
    '/uploads/qrcodes/new.png',
  );

  await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
  expect(await screen.findByText('已添加「支付宝收款」')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', '/admin/qrcodes').map(jsonBody)).toEqual([
    {
      name: '支付宝收款',
      channel: 'ALIPAY',
      accountName: '模型工匠',
      imageUrl: '/uploads/qrcodes/new.png',
      enabled: true,
      sort: 0,
    },
  ]);
});

test('a picture of the wrong type or over 2 MB is refused before sending; the server’s refusal keeps the old one', async () => {
  const { sent } = stubApi({
    'GET /admin/qrcodes': () => ok(pageOf([wechatCode])),
    'POST /admin/qrcodes/image': () => fail(400, '图片内容不是 PNG、JPEG 或 WebP'),
  });
  renderAt('/admin/qrcode');
  const row = (await screen.findByText('微信收款（主）')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: /编辑/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('编辑收款码「微信收款（主）」')).toBeInTheDocument();
  // rc-upload renders a fresh input after each pick.
  const input = () => dialog.querySelector('input[type=file]') as HTMLInputElement;
  const user = userEvent.setup({ applyAccept: false });

  await user.upload(input(), new File(['GIF89a'], 'qr.gif', { type: 'image/gif' }));
  expect(await screen.findByText('收款码图片仅支持 PNG、JPEG 或 WebP 格式')).toBeInTheDocument();
  await user.upload(input(), png(2 * 1024 * 1024 + 1));
  expect(await screen.findByText('收款码图片不能超过 2 MB')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', '/admin/qrcodes/image')).toHaveLength(0);

  await user.upload(input(), png());
  expect(await screen.findByText('图片内容不是 PNG、JPEG 或 WebP')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(dialog).getByRole('img', { name: '收款码预览' })).toHaveAttribute(
      'src',
      '/uploads/qrcodes/wechat.png',
    ),
  );
});

test('editing saves the changed fields with PUT', async () => {
  const { sent } = stubApi({
    'GET /admin/qrcodes': () => ok(pageOf([wechatCode])),
    'PUT /admin/qrcodes/3': (request) => ok({ ...wechatCode, ...(jsonBody(request) as object) }),
  });
  renderAt('/admin/qrcode');
  const row = (await screen.findByText('微信收款（主）')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: /编辑/ }));
  const dialog = await screen.findByRole('dialog');
  const account = within(dialog).getByLabelText('收款人');
  await userEvent.clear(account);
  await userEvent.type(account, '模型工匠 王');
  await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
  expect(await screen.findByText('已保存「微信收款（主）」')).toBeInTheDocument();
  expect(sentTo(sent, 'PUT', '/admin/qrcodes/3').map(jsonBody)).toEqual([
    {
      name: '微信收款（主）',
      channel: 'WECHAT',
      accountName: '模型工匠 王',
      imageUrl: '/uploads/qrcodes/wechat.png',
      enabled: true,
      sort: 1,
    },
  ]);
});

test('deleting asks first', async () => {
  const { sent } = stubApi({
    'GET /admin/qrcodes': () => ok(pageOf([wechatCode])),
    'DELETE /admin/qrcodes/3': () => ok(null),
  });
  renderAt('/admin/qrcode');
  const row = (await screen.findByText('微信收款（主）')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
  expect(await screen.findByText('删除收款码「微信收款（主）」？')).toBeInTheDocument();
  expect(sentTo(sent, 'DELETE', '/admin/qrcodes/3')).toHaveLength(0);
  await userEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: /^删\s?除$/ }));
  expect(await screen.findByText('已删除「微信收款（主）」')).toBeInTheDocument();
  expect(sentTo(sent, 'DELETE', '/admin/qrcodes/3')).toHaveLength(1);
});

test('adding after editing starts from an empty form', async () => {
  stubApi({ 'GET /admin/qrcodes': () => ok(pageOf([wechatCode])) });
  renderAt('/admin/qrcode');
  const row = (await screen.findByText('微信收款（主）')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: /编辑/ }));
  const editDialog = await screen.findByRole('dialog');
  expect(within(editDialog).getByLabelText('名称')).toHaveValue('微信收款（主）');
  await userEvent.click(within(editDialog).getByRole('button', { name: /取\s?消/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: /添加收款码/ }));
  const addDialog = await screen.findByRole('dialog');
  expect(within(addDialog).getByText('添加收款码')).toBeInTheDocument();
  expect(within(addDialog).getByLabelText('名称')).toHaveValue('');
  expect(within(addDialog).getByLabelText('收款人')).toHaveValue('');
  expect(within(addDialog).getByText('尚未上传')).toBeInTheDocument();
});
