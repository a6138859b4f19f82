// The template sets a generation may use — official, the user's own, and other public ones — as
// checkboxes; a premium set is locked for a plan without premium templates.
import type { TemplateSet } from '@modelsmith/contract';
import { Checkbox, Empty, Flex, Tag, Tooltip, Typography } from '@modelsmith/shared/antd';
import { CrownOutlined, LockOutlined } from '@modelsmith/shared/icons';

export interface TemplateGroup {
  title: string;
  sets: TemplateSet[];
}

/** Official first, then the user's own, then other public sets; each set once. */
export function groupTemplates(
  market: readonly TemplateSet[],
  mine: readonly TemplateSet[],
): TemplateGroup[] {
  const ownIds = new Set(mine.map((set) => set.id));
  const official = market.filter((set) => set.official && !ownIds.has(set.id));
  const others = market.filter((set) => !set.official && !ownIds.has(set.id));
  return [
    { title: '官方模板', sets: official },
    { title: '我的模板', sets: [...mine] },
    { title: '公开模板', sets: others },
  ].filter((group) => group.sets.length > 0);
}

export interface TemplatePickerProps {
  groups: TemplateGroup[];
  value: number[];
  onChange: (ids: number[]) => void;
  /** Whether the plan includes premium sets. */
  premiumAllowed: boolean;
}

export function TemplatePicker({ groups, value, onChange, premiumAllowed }: TemplatePickerProps) {
  if (!groups.length) return <Empty description="没有可用的模板集" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((other) => other !== id));
  return (
    <Flex vertical gap={12}>
      {groups.map((group) => (
        <div key={group.title} role="group" aria-label={group.title}>
          <Typography.Text type="secondary">{group.title}</Typography.Text>
          <Flex wrap gap={8} style={{ marginTop: 6 }}>
            {group.sets.map((set) => {
              const locked = set.premium && !premiumAllowed;
              const box = (
                <Checkbox
                  key={set.id}
                  checked={value.includes(set.id)}
                  disabled={locked}
                  onChange={(event) => toggle(set.id, event.target.checked)}
                  aria-label={set.name}
                  style={{
                    border: '1px solid #f0f0f0',
                    borderRadius: 6,
                    padding: '6px 10px',
                    marginInlineStart: 0,
                  }}
                >
                  <Flex gap={6} align="center" wrap>
                    <span>{set.name}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      v{set.version}
                    </Typography.Text>
                    <Tag style={{ marginInlineEnd: 0 }}>{set.language}</Tag>
                    {set.premium ? (
                      <Tag color="gold" icon={locked ? <LockOutlined /> : <CrownOutlined />}>
                        高级
                      </Tag>
                    ) : null}
                  </Flex>
                </Checkbox>
              );
              return locked ? (
                <Tooltip key={set.id} title="高级模板需专业版及以上会员">
                  <span>{box}</span>
                </Tooltip>
              ) : (
                box
              );
            })}
          </Flex>
        </div>
      ))}
    </Flex>
  );
}
