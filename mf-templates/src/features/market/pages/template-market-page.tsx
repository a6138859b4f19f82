// /templates: the market of PUBLIC sets, official ones included — search, language and tag filters, sorted by
// uses or newest, paged; a card opens the set's page.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Empty, Flex, Input, Row } from '@modelsmith/shared/antd';
import { Pagination, Segmented, Select } from '@modelsmith/shared/antd-data';
import { AppstoreOutlined, PlusOutlined } from '@modelsmith/shared/icons';
import { ErrorState, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { type MarketArgs, useMarketQuery } from '../api';
import { TemplateCard } from '../components/template-card';

/** The languages and tags of the official sets (codegen), the filters' choices. */
const LANGUAGES = ['java', 'typescript', 'python', 'go', 'sql'];
const TAGS = [
  'backend',
  'frontend',
  'rest',
  'crud',
  'database',
  'ddl',
  'spring-boot',
  'mybatis-plus',
  'nestjs',
  'typeorm',
  'fastapi',
  'sqlalchemy',
  'gorm',
  'react',
  'antd',
  'vue',
  'element-plus',
  'zod',
  'mysql',
  'postgresql',
];

const SORTS = [
  { label: '使用最多', value: 'uses' },
  { label: '最新', value: 'newest' },
] as const;

const PAGE_SIZE = 12;

export default function TemplateMarketPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState<MarketArgs>({ current: 1, size: PAGE_SIZE, sort: 'uses' });
  const { data, error, isLoading, isFetching, refetch } = useMarketQuery(query);
  const update = (changes: Partial<MarketArgs>) =>
    setQuery((previous) => ({ ...previous, ...changes, current: 1 }));
  const filtered = Boolean(query.keyword || query.language || query.tag);

  return (
    <PageContainer
      title="模板市场"
      subtitle="官方与社区公开的模板集：挑一套应用到项目，或复制为自己的模板再改。"
      extra={
        <>
          <Button icon={<AppstoreOutlined />} onClick={() => navigate('/templates/my')}>
            我的模板
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/templates/create')}>
            创建模板
          </Button>
        </>
      }
    >
      <Card style={{ marginBottom: 16 }} styles={{ body: { padding: 16 } }}>
        <Flex gap={12} wrap align="center">
          <Input.Search
            allowClear
            placeholder="搜索模板名称或描述"
            style={{ width: 280 }}
            onSearch={(value) => update({ keyword: value.trim() || undefined })}
          />
          <Select
            allowClear
            placeholder="语言"
            aria-label="语言"
            style={{ width: 150 }}
            value={query.language}
            options={LANGUAGES.map((language) => ({ label: language, value: language }))}
            onChange={(language?: string) => update({ language })}
          />
          <Select
            allowClear
            showSearch
            placeholder="标签"
            aria-label="标签"
            style={{ width: 170 }}
            value={query.tag}
            options={TAGS.map((tag) => ({ label: tag, value: tag }))}
            onChange={(tag?: string) => update({ tag })}
          />
          <Segmented
            style={{ marginLeft: 'auto' }}
            value={query.sort}
            options={SORTS.map((sort) => ({ ...sort }))}
            onChange={(sort) => update({ sort: sort as MarketArgs['sort'] })}
          />
        </Flex>
      </Card>

      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <LoadingState tip="正在加载模板…" />
      ) : data.records.length === 0 ? (
        <Card>
          <Empty
            style={{ padding: '40px 0' }}
            description={filtered ? '没有符合条件的模板，换个关键词或筛选试试' : '市场里还没有模板'}
          />
        </Card>
      ) : (
        <div style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <Row gutter={[16, 16]}>
            {data.records.map((template) => (
              <Col key={template.id} xs={24} sm={12} lg={8} xl={6}>
                <TemplateCard template={template} />
              </Col>
            ))}
          </Row>
          <Flex justify="flex-end" style={{ marginTop: 24 }}>
            <Pagination
              current={data.current}
              pageSize={query.size}
              total={data.total}
              showTotal={(total) => `共 ${total} 套`}
              onChange={(current) => setQuery((previous) => ({ ...previous, current }))}
            />
          </Flex>
        </div>
      )}
    </PageContainer>
  );
}
