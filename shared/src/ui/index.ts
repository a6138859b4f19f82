// @modelsmith/shared/ui: small pieces every page uses.
export { PageContainer, type PageContainerProps } from './page-container';
export {
  ComingSoon,
  ErrorState,
  LoadingState,
  errorMessage,
  type ComingSoonProps,
  type ErrorStateProps,
} from './states';
export { formatCents } from './format';
