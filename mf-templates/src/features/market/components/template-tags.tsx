// The marks of a template set wherever it is listed: its language, 官方 / 高级 badges and its tags.
import type { TemplateSet } from '@modelsmith/contract';
import { Flex, Tag } from '@modelsmith/shared/antd';
import { CrownOutlined, SafetyCertificateOutlined } from '@modelsmith/shared/icons';

const LANGUAGE_COLORS: Record<string, string> = {
  java: 'orange',
  typescript: 'blue',
  javascript: 'gold',
  python: 'green',
  go: 'cyan',
  sql: 'purple',
};

/** The set's target language, coloured by language. */
export function LanguageTag({ language }: { language: string }) {
  return <Tag color={LANGUAGE_COLORS[language.toLowerCase()] ?? 'default'}>{language}</Tag>;
}

/** 官方 and 高级 badges (nothing for an ordinary user set). */
export function TemplateBadges({ template }: { template: Pick<TemplateSet, 'official' | 'premium'> }) {
  return (
    <>
      {template.official ? (
        <Tag color="blue" icon={<SafetyCertificateOutlined />}>
          官方
        </Tag>
      ) : null}
      {template.premium ? (
        <Tag color="gold" icon={<CrownOutlined />}>
          高级
        </Tag>
      ) : null}
    </>
  );
}

/** The framework tags, at most `max` of them and a "+n" for the rest. */
export function FrameworkTags({ tags, max = 4 }: { tags: string[]; max?: number }) {
  if (!tags.length) return null;
  const rest = tags.length - max;
  return (
    <Flex gap={4} wrap>
      {tags.slice(0, max).map((tag) => (
        <Tag key={tag} bordered={false}>
          {tag}
        </Tag>
      ))}
      {rest > 0 ? <Tag bordered={false}>+{rest}</Tag> : null}
    </Flex>
  );
}

/** Who made the set: 官方 for the official ones. */
export const authorOf = (template: Pick<TemplateSet, 'official' | 'author'>): string =>
  template.official ? '官方' : (template.author?.nickname ?? '未知作者');
