// The top bar's fields: name, description, language, tags and visibility of the set.
import { Flex, Input, Radio } from '@modelsmith/shared/antd';
import { Select } from '@modelsmith/shared/antd-data';
import { LANGUAGES, VISIBILITY_LABELS, type DraftMeta, type Visibility } from '../model';

export interface MetaBarProps {
  meta: DraftMeta;
  nameMissing: boolean;
  onChange: (changes: Partial<DraftMeta>) => void;
}

export function MetaBar({ meta, nameMissing, onChange }: MetaBarProps) {
  const languages = LANGUAGES.some((language) => language.value === meta.language)
    ? LANGUAGES
    : [...LANGUAGES, { value: meta.language, label: meta.language }];
  return (
    <Flex gap={8} wrap align="center">
      <Input
        aria-label="模板名称"
        placeholder="模板名称"
        maxLength={64}
        status={nameMissing ? 'error' : undefined}
        value={meta.name}
        onChange={(event) => onChange({ name: event.target.value })}
        style={{ width: 200 }}
      />
      <Input
        aria-label="模板描述"
        placeholder="一句话描述（可选）"
        maxLength={500}
        value={meta.description}
        onChange={(event) => onChange({ description: event.target.value })}
        style={{ flex: 1, minWidth: 200 }}
      />
      <Select
        aria-label="目标语言"
        showSearch
        value={meta.language}
        options={languages}
        onChange={(language: string) => onChange({ language })}
        style={{ width: 140 }}
      />
      <Select
        aria-label="标签"
        mode="tags"
        placeholder="标签"
        maxCount={10}
        value={meta.tags}
        onChange={(tags: string[]) => onChange({ tags: tags.map((tag) => tag.trim()).filter(Boolean) })}
        style={{ minWidth: 160 }}
        tokenSeparators={[',', '，']}
        notFoundContent={null}
        suffixIcon={null}
      />
      <Radio.Group
        aria-label="可见性"
        optionType="button"
        value={meta.visibility}
        onChange={(event) => onChange({ visibility: event.target.value as Visibility })}
        options={[
          { value: 'PRIVATE', label: VISIBILITY_LABELS.PRIVATE },
          { value: 'PUBLIC', label: VISIBILITY_LABELS.PUBLIC },
        ]}
      />
    </Flex>
  );
}
