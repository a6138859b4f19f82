// @modelsmith/shared/providers: what the shell and standalone remotes render the app inside.
export { AppProviders } from './app-providers';
export { HttpBridge } from './http-bridge';
export { modelsmithTheme } from './theme';
