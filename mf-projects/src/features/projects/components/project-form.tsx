// The project settings form of /projects/create and /projects/{id}/edit: every rule checked inline, in Chinese,
// with the same patterns the API validates with.
import {
  API_STYLE_LABELS,
  API_STYLES,
  BASE_PACKAGE_RULE,
  type CreateProjectBody,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  TABLE_PREFIX_RULE,
} from '@modelsmith/contract';
import { Button, Card, Flex, Form, Input, Radio } from '@modelsmith/shared/antd';

export type ProjectFormValues = CreateProjectBody;

export interface ProjectFormProps {
  initialValues?: Partial<ProjectFormValues>;
  submitText: string;
  submitting: boolean;
  onSubmit: (values: ProjectFormValues) => void;
  onCancel: () => void;
}

const DEFAULTS: Partial<ProjectFormValues> = {
  database: 'MYSQL',
  basePackage: 'com.example.demo',
  apiStyle: 'MODELSMITH',
};

export function ProjectForm({ initialValues, submitText, submitting, onSubmit, onCancel }: ProjectFormProps) {
  return (
    <Card style={{ maxWidth: 720 }}>
      <Form<ProjectFormValues>
        layout="vertical"
        initialValues={{ ...DEFAULTS, ...initialValues }}
        onFinish={onSubmit}
        requiredMark="optional"
      >
        <Form.Item
          name="name"
          label="项目名称"
          rules={[
            { required: true, whitespace: true, message: '请输入项目名称' },
            { max: PROJECT_NAME_MAX, message: `项目名称不能超过 ${PROJECT_NAME_MAX} 个字符` },
          ]}
        >
          <Input placeholder="例如：商城后台" maxLength={PROJECT_NAME_MAX} autoFocus />
        </Form.Item>
        <Form.Item
          name="description"
          label="项目描述"
          rules={[
            { max: PROJECT_DESCRIPTION_MAX, message: `项目描述不能超过 ${PROJECT_DESCRIPTION_MAX} 个字符` },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={PROJECT_DESCRIPTION_MAX}
            showCount
            placeholder="这个项目做什么"
          />
        </Form.Item>
        <Form.Item
          name="basePackage"
          label="基础包名"
          extra="生成的 Java / Kotlin 代码放在这个包下"
          rules={[
            { required: true, message: '请输入基础包名' },
            { pattern: new RegExp(BASE_PACKAGE_RULE.source), message: BASE_PACKAGE_RULE.message },
          ]}
        >
          <Input placeholder="com.example.shop" spellCheck={false} />
        </Form.Item>
        <Form.Item name="database" label="数据库" rules={[{ required: true, message: '请选择数据库' }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'MYSQL', label: 'MySQL' },
              { value: 'POSTGRESQL', label: 'PostgreSQL' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="apiStyle"
          label="生成代码的接口约定"
          extra="生成的后端按它返回，生成的前端按它请求：同一项目的任意前端都能直接对接任意后端"
        >
          <Radio.Group
            options={API_STYLES.map((style) => ({ value: style, label: API_STYLE_LABELS[style] }))}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="author"
            label="作者"
            style={{ flex: '1 1 240px' }}
            rules={[{ max: 64, message: '作者不能超过 64 个字符' }]}
          >
            <Input placeholder="写进生成代码的注释" maxLength={64} />
          </Form.Item>
          <Form.Item
            name="tablePrefix"
            label="表名前缀"
            style={{ flex: '1 1 240px' }}
            extra="加在每个表名前，例如 t_"
            rules={[
              { pattern: new RegExp(TABLE_PREFIX_RULE.source), message: TABLE_PREFIX_RULE.message },
              { max: 16, message: '表名前缀不能超过 16 个字符' },
            ]}
          >
            <Input placeholder="可不填" spellCheck={false} maxLength={16} />
          </Form.Item>
        </Flex>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitText}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
