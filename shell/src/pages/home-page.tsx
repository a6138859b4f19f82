// /: the public landing page (a signed-in visitor is sent to /dashboard by the guard).
import { Link } from 'react-router-dom';
import { MEMBERSHIP_PLANS, MONTH_OPTIONS } from '@modelsmith/contract';
import { Button, Card, Col, Flex, Layout, Row, Tag, Typography } from '@modelsmith/shared/antd';
import {
  AppstoreOutlined,
  CheckCircleOutlined,
  CodeOutlined,
  DatabaseOutlined,
  DownloadOutlined,
} from '@modelsmith/shared/icons';
import { formatCents, planHighlights } from '@modelsmith/shared/ui';
import { Logo } from '../layout/logo';

const FEATURES = [
  {
    icon: <DatabaseOutlined />,
    title: '设计数据模型',
    text: '实体、字段、索引与一对一、一对多、多对多关系；也可直接导入 MySQL / PostgreSQL 建表语句。',
  },
  {
    icon: <AppstoreOutlined />,
    title: '官方与社区模板',
    text: '用 Liquid 编写的模板集，官方维护主流技术栈，也可以创建、复刻并分享自己的模板。',
  },
  {
    icon: <CodeOutlined />,
    title: '即时预览',
    text: '在浏览器里查看生成的文件树与代码，改模型、换模板，结果马上可见。',
  },
  {
    icon: <DownloadOutlined />,
    title: '下载与快照',
    text: '一键下载 zip，或把生成结果保存为项目快照，随时对比两次生成的差异。',
  },
];

const STACKS = [
  'Spring Boot + MyBatis-Plus',
  'NestJS + TypeORM',
  'React + antd',
  'Vue 3 + Element Plus',
  'FastAPI + SQLAlchemy',
  'Go + GORM',
  'TypeScript + zod',
  'MySQL DDL',
  'PostgreSQL DDL',
];

/** The plans table (PRODUCT.md §5) as cards; 专业版 is the one recommended. */
const PLANS = MEMBERSHIP_PLANS.map((plan) => ({
  name: plan.name,
  price: formatCents(plan.monthlyPriceCents),
  points: planHighlights(plan),
  highlight: plan.code === 'PRO',
}));

export function HomePage() {
  return (
    <Layout style={{ minHeight: '100vh', background: '#fff' }}>
      <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '0 32px' }}>
        <Flex
          align="center"
          justify="space-between"
          style={{ height: '100%', maxWidth: 1200, margin: '0 auto' }}
        >
          <Logo />
          <Flex gap={8}>
            <Link to="/login">
              <Button type="text">登录</Button>
            </Link>
            <Link to="/register">
              <Button type="primary">免费注册</Button>
            </Link>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <section
          style={{
            background: 'linear-gradient(160deg, #eef2ff 0%, #ffffff 70%)',
            padding: '88px 24px 72px',
          }}
        >
          <Flex
            vertical
            align="center"
            gap={20}
            style={{ maxWidth: 820, margin: '0 auto', textAlign: 'center' }}
          >
            <Tag color="purple">数据模型 → 可运行的代码</Tag>
            <Typography.Title style={{ margin: 0, fontSize: 44 }}>
              设计一次模型，生成整套代码
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 18, margin: 0 }}>
              模型工匠把你设计的实体和关系变成能直接编译运行的后端、前端与数据库脚本，省下重复的增删改查。
            </Typography.Paragraph>
            <Flex gap={12}>
              <Link to="/register">
                <Button type="primary" size="large">
                  免费开始
                </Button>
              </Link>
              <Link to="/login">
                <Button size="large">已有账号，登录</Button>
              </Link>
            </Flex>
          </Flex>
        </section>
        <section style={{ maxWidth: 1200, margin: '0 auto', padding: '56px 24px' }}>
          <Row gutter={[24, 24]}>
            {FEATURES.map((feature) => (
              <Col xs={24} sm={12} lg={6} key={feature.title}>
                <Card style={{ height: '100%' }}>
                  <div style={{ fontSize: 28, color: '#4f46e5', marginBottom: 12 }}>{feature.icon}</div>
                  <Typography.Title level={5}>{feature.title}</Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {feature.text}
                  </Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
        <section style={{ background: '#fafafa', padding: '56px 24px' }}>
          <Flex vertical align="center" gap={16} style={{ maxWidth: 960, margin: '0 auto' }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              官方模板集
            </Typography.Title>
            <Typography.Text type="secondary">每一套生成的代码都经过对应工具链的编译检查。</Typography.Text>
            <Flex wrap gap={8} justify="center">
              {STACKS.map((stack) => (
                <Tag key={stack} style={{ fontSize: 14, padding: '4px 12px' }}>
                  {stack}
                </Tag>
              ))}
            </Flex>
          </Flex>
        </section>
        <section style={{ maxWidth: 1080, margin: '0 auto', padding: '56px 24px 72px' }}>
          <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 32 }}>
            会员方案
          </Typography.Title>
          <Row gutter={[24, 24]}>
            {PLANS.map((plan) => (
              <Col xs={24} md={8} key={plan.name}>
                <Card
                  style={{ height: '100%', borderColor: plan.highlight ? '#4f46e5' : undefined }}
                  title={plan.name}
                  extra={plan.highlight ? <Tag color="purple">推荐</Tag> : null}
                >
                  <Typography.Title level={2} style={{ marginTop: 0 }}>
                    {plan.price}
                    <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                      {' '}
                      / 月
                    </Typography.Text>
                  </Typography.Title>
                  <Flex vertical gap={8}>
                    {plan.points.map((point) => (
                      <Typography.Text key={point}>
                        <CheckCircleOutlined style={{ color: '#52c41a', marginInlineEnd: 8 }} />
                        {point}
                      </Typography.Text>
                    ))}
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 24 }}>
            可按 {MONTH_OPTIONS.join('、')} 个月开通，12 个月只需 10 个月的价格。
          </Typography.Paragraph>
        </section>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: '#fff', borderTop: '1px solid #f0f0f0' }}>
        模型工匠 Modelsmith · 数据模型与代码生成平台
      </Layout.Footer>
    </Layout>
  );
}
