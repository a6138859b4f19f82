// /profile: the info card with the avatar, the profile form and the password change.
import { Col, Row } from '@modelsmith/shared/antd';
import { userInfoApi } from '@modelsmith/shared/session';
import { ErrorState, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ProfileSummary } from './profile-summary';

export default function ProfilePage() {
  // The session's cached user info; asked for only when missing (e.g. storage cleared by hand).
  const { data: user, error, refetch } = userInfoApi.useGetUserInfoQuery();

  let content;
  if (user) {
    content = (
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <ProfileSummary user={user} />
        </Col>
        <Col xs={24} lg={16}>
          <Row gutter={[24, 24]}>
            <Col span={24}>
              {/* Remount on a new user so the form shows the server's current values. */}
              <ProfileForm key={`${user.id}:${user.nickname}:${user.phone}:${user.bio}`} user={user} />
            </Col>
            <Col span={24}>
              <PasswordForm />
            </Col>
          </Row>
        </Col>
      </Row>
    );
  } else if (error) {
    content = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else {
    content = <LoadingState tip="正在加载个人资料…" />;
  }

  return (
    <PageContainer title="个人中心" subtitle="管理头像、基本资料与登录密码">
      {content}
    </PageContainer>
  );
}
