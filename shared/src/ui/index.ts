// @modelsmith/shared/ui: small pieces every page uses.
export { lazyPage } from './lazy-page';
export { PageContainer, type PageContainerProps } from './page-container';
export {
  ComingSoon,
  ErrorState,
  LoadingState,
  PlannedPage,
  errorMessage,
  type ComingSoonProps,
  type ErrorStateProps,
  type PlannedPageProps,
} from './states';
export { formatCents, formatDate, formatDateTime, formatLimit, planHighlights } from './format';
export { ROLE_LABELS, RoleTag } from './role-tag';
export {
  limitMessage,
  QuotaButton,
  QuotaMeter,
  quotaOf,
  useQuota,
  type Quota,
  type QuotaKind,
} from './plan-quota';
export { useLeaveGuard, type LeaveGuard } from './use-leave-guard';
