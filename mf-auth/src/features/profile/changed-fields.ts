// The profile fields worth sending: changed from what the server has, and not empty (seed §5).
import type { ProfileFields } from '@modelsmith/shared/session';
import type { User } from '@modelsmith/shared/types';

export const PROFILE_FIELDS = ['nickname', 'phone', 'bio'] as const;

export type ProfileValues = Record<(typeof PROFILE_FIELDS)[number], string | undefined>;

export function changedProfileFields(values: Partial<ProfileValues>, user: Pick<User, keyof ProfileValues>) {
  const changed: ProfileFields = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field]?.trim();
    if (value && value !== (user[field] ?? '')) changed[field] = value;
  }
  return changed;
}
